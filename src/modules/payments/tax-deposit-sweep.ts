/**
 * The daily `tax_deposit.due_soon` sweep (docs/payments.md, "Tax deposits"): a background sweep
 * (platform/jobs.ts) that, once per company-local day, announces every deposit of each company due
 * from that day to `days` banking days later — the same as `POST /tax-deposits/notify`, without a
 * caller. Each deposit is announced once ever: `tax_deposit_notices` is keyed by company, due date,
 * tax and jurisdiction, and the notice and its event are written in one transaction, so a second
 * tick, a restart or a second server process announces nothing twice. Each company's run is one
 * short transaction under the sweep's job lock (platform/db/job-lock.ts): of several processes
 * on one database, one sweeps at a time and the others skip their turn.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { Sweep } from '../../platform/jobs.js';
import { runExclusively } from '../../platform/db/job-lock.js';
import { crossTenant } from '../../platform/db/tenant-scope-rules.js';
import { localDate } from '../../shared/time.js';
import { TaxDepositsService } from './tax-deposits.service.js';

/**
 * A sweep announcing deposits due within `days` banking days (0–30). It remembers, per company,
 * the local day it last ran for, and does nothing more that day; the first tick after a start
 * runs for every company. Returns the number of deposits announced by this tick.
 * @throws the first company's error after trying every company (that company is tried again on
 * the next tick).
 */
export function taxDepositDueSoonSweep(days: number): Sweep {
  const doneFor = new Map<number, string>();
  return async (db: Kysely<DB>, now: Date) => {
    const companies = await sql<{ id: string; timezone: string }>`select id, timezone from companies
      ${crossTenant('tax-deposit-companies')} order by id`.execute(db);
    let announced = 0;
    let failure: unknown = null;
    for (const c of companies.rows) {
      const id = Number(c.id);
      const today = localDate(now, c.timezone);
      if (doneFor.get(id) === today) continue;
      try {
        const run = await runExclusively(db, 'tax-deposit-due-soon', (trx) =>
          new TaxDepositsService(trx).notifyDueSoon(id, today, days, now),
        );
        if (!run.ran) break; // another process is sweeping: this one skips its turn
        announced += run.value.data.length;
        doneFor.set(id, today);
      } catch (err) {
        failure ??= err;
      }
    }
    if (failure) throw failure;
    return announced;
  };
}
