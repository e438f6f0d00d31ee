/**
 * Historical payrolls: payrolls a company ran elsewhere earlier in the year, entered so that every
 * wage base, limit and year-to-date figure (the tax engine's YTD inputs, pay stubs, reports, W-2s)
 * includes them. Each one is a payroll of type `historical`, status `paid`, approved when entered,
 * written to the ledger through its repository (paychecks and lines, header totals as one
 * aggregate), with payment method `manual` and no deposits: it pays nobody and moves no money.
 *
 * Rules (409 `invalid_state` naming `payday` otherwise): the payday is not in the future (company
 * time zone; the clock is passed in) and not after a payroll run here (approved: pending,
 * processing, paid) — history comes before the payrolls run here. A historical payroll can be
 * deleted only while no payroll run here with a later payday is approved (that payroll's YTD
 * counted it). Every write is one transaction, audited.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { AuthContext } from '../../platform/auth/auth.plugin.js';
import { DomainError, invalid, notFound } from '../../shared/errors.js';
import { isValidDate, localDate, type Clock } from '../../shared/time.js';
import { actorOf, recordAudit, type AuditEntry } from '../audit/audit.repository.js';
import * as ledger from '../payrolls/ledger/ledger.repository.js';
import { PayrollsService } from '../payrolls/payrolls.service.js';
import { buildHistoricalPaychecks, type HistoricalPayrollInput } from './historical-paychecks.js';
import * as repo from './historical-payrolls.repository.js';

/** Where a historical payroll was entered from (audit source; `demo_seed`: the demo's history). */
export type HistoricalSource = 'partner_api' | 'csv_import' | 'demo_seed';

/** Historical payroll service. */
export class HistoricalPayrollsService {
  private readonly payrolls: PayrollsService;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {
    this.payrolls = new PayrollsService(db, clock);
  }

  /**
   * POST /historical-payrolls → the stored payroll as GET /payrolls/:id shows it (status `paid`,
   * type `historical`).
   * @throws 400 `validation_failed` naming the field (bad dates, amounts, codes, jurisdictions,
   *   taxes above wages, negative wages or net pay); 400 `invalid_reference` (a person not of the
   *   company); 409 `invalid_state` naming `payday` (in the future, or after an approved payroll here)
   */
  async create(
    auth: Pick<AuthContext, 'companyId' | 'keyPrefix'> & { company: { timezone: string } },
    body: HistoricalPayrollInput,
    source: HistoricalSource = 'partner_api',
  ) {
    const id = await this.write(this.db, auth, body, source);
    return this.payrolls.get(auth as AuthContext, id);
  }

  /**
   * Validates and writes one historical payroll inside `trx` (a transaction of its own when `trx`
   * is not one). Returns the new payroll id. Same rules and errors as {@link writeMany}.
   */
  async write(
    trx: Kysely<DB>,
    auth: Pick<AuthContext, 'companyId' | 'keyPrefix'> & { company: { timezone: string } },
    body: HistoricalPayrollInput,
    source: HistoricalSource,
  ): Promise<string> {
    const run = async (t: Kysely<DB>) => (await this.writeMany(t, auth, [body], source))[0]!;
    return trx.isTransaction ? run(trx) : trx.transaction().execute(run);
  }

  /**
   * Validates and writes historical payrolls inside the transaction `trx` (the CSV import's file,
   * the demo's year of history): the people are loaded once, the "not after an approved payroll"
   * rule is checked against the latest payday, and the audit rows are written together. In order:
   * 400 for a bad date or an end before the start; 409 `invalid_state` naming `payday` for a
   * payday in the future; 400 for the people and amounts (./historical-paychecks.ts); 409 naming
   * `payday` when an approved payroll run here has an earlier payday. Nothing is written when one
   * payroll is refused (the caller's transaction rolls back). Returns the new payroll ids, in order.
   */
  async writeMany(
    trx: Kysely<DB>,
    auth: Pick<AuthContext, 'companyId' | 'keyPrefix'> & { company: { timezone: string } },
    bodies: readonly HistoricalPayrollInput[],
    source: HistoricalSource,
  ): Promise<string[]> {
    if (!trx.isTransaction) throw new Error('writeMany needs a transaction');
    if (bodies.length === 0) return [];
    for (const body of bodies) {
      for (const f of ['payday', 'start_date', 'end_date'] as const) {
        const v = body[f];
        if (v !== undefined && !isValidDate(v)) throw invalid(f, `"${v}" is not a calendar date`);
      }
      const start = body.start_date ?? body.payday;
      const end = body.end_date ?? body.payday;
      if (start > end) throw invalid('end_date', `${end} is before start_date ${start}`);
    }
    const now = this.clock.now();
    const today = localDate(now, auth.company.timezone);
    const latest = bodies.reduce((m, b) => (b.payday > m ? b.payday : m), bodies[0]!.payday);
    if (latest > today) {
      throw new DomainError('invalid_state', `payday: ${latest} is in the future (today is ${today})`, [
        { field: 'payday', message: `${latest} is in the future; a historical payroll was paid already` },
      ]);
    }
    const ids = new Set(
      bodies.flatMap((b) => [...b.employees, ...(b.contractors ?? [])].map((x) => x.employee_id)),
    );
    const people = await repo.loadPeople(trx, auth.companyId, [...ids]);
    const built = bodies.map((body) => ({ body, paychecks: buildHistoricalPaychecks(body, people) }));
    const earlier = await repo.approvedBeside(trx, auth.companyId, latest, '<');
    if (earlier) {
      const message = `${latest} is after approved payroll ${earlier.id} (payday ${earlier.payday}): history comes before the payrolls run here`;
      throw new DomainError('invalid_state', `payday: ${message}`, [{ field: 'payday', message }]);
    }
    const fallback = (await repo.defaultPayPeriod(trx, auth.companyId)) ?? 'biweekly';
    const actor = source === 'partner_api' ? actorOf(auth) : source === 'csv_import' ? 'system' : 'demo_seed';
    const out: string[] = [];
    const audits: AuditEntry[] = [];
    for (const { body, paychecks } of built) {
      const id = `pay_${randomBytes(15).toString('base64url').slice(0, 20)}`;
      await repo.insertHistoricalHeader(trx, auth.companyId, {
        id,
        start: body.start_date ?? body.payday,
        end: body.end_date ?? body.payday,
        payday: body.payday,
        payFrequency: body.pay_frequency ?? fallback,
        nowIso: now.toISOString(),
        inputHash: createHash('sha256').update(JSON.stringify(body)).digest('hex'),
      });
      await ledger.insertPaychecks(trx, auth.companyId, id, body.payday, paychecks);
      await ledger.refreshHeaderTotals(trx, auth.companyId, id);
      audits.push({
        resourceType: 'payroll',
        resourceId: id,
        action: 'create',
        actor,
        source,
        after: { type: 'historical', status: 'paid', payday: body.payday, paychecks: paychecks.length },
        at: now,
      });
      out.push(id);
    }
    await recordAudit(trx, auth.companyId, audits);
    return out;
  }

  /** GET /historical-payrolls: the company's historical payrolls (summaries), ordered by payroll_id. */
  list(auth: AuthContext, limit: number, cursor?: string) {
    return this.payrolls.list(auth, { type: 'historical' }, limit, cursor);
  }

  /** GET /historical-payrolls/:id. @throws 404 unless a historical payroll of the company */
  async get(auth: AuthContext, id: string) {
    if (!(await repo.findHistorical(this.db, auth.companyId, id))) throw notFound('Historical payroll', id);
    return this.payrolls.get(auth, id);
  }

  /**
   * DELETE /historical-payrolls/:id: removes it (paychecks through the ledger, then the header), in
   * one transaction. @throws 404; 409 `invalid_state` once a payroll run here with a later payday
   * is approved
   */
  async remove(auth: AuthContext, id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const h = await repo.findHistorical(trx, auth.companyId, id);
      if (!h) throw notFound('Historical payroll', id);
      const later = await repo.approvedBeside(trx, auth.companyId, h.payday, '>');
      if (later) {
        const message = `${h.payday}: it can no longer be deleted: approved payroll ${later.id} (payday ${later.payday}) counted it in its year-to-date figures`;
        throw new DomainError('invalid_state', `payday: ${message}`, [{ field: 'payday', message }]);
      }
      await ledger.deletePaychecks(trx, auth.companyId, id);
      await repo.deleteHistoricalHeader(trx, auth.companyId, id);
      await recordAudit(trx, auth.companyId, {
        resourceType: 'payroll',
        resourceId: id,
        action: 'delete',
        actor: actorOf(auth),
        source: 'partner_api',
        before: { type: 'historical', payday: h.payday },
        at: this.clock.now(),
      });
    });
  }
}
