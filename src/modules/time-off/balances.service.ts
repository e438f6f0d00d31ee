/**
 * Balances (GET /employees/:id/time-off-balances) and adjustments (POST
 * /employees/:id/time-off-adjustments). A balance is the sum of the person's ledger entries in the
 * policy dated on or before `as_of` (company-local, default today); adjustments are ledger
 * entries too, audited, written with the enrollment locked.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { AuthContext } from '../../platform/auth/auth.plugin.js';
import { DomainError, notFound } from '../../shared/errors.js';
import { localDate, type Clock } from '../../shared/time.js';
import { actorOf, recordAudit } from '../audit/audit.repository.js';
import { Checker, show } from '../setup/validation.js';
import { hoursToSeconds, secondsToHours4 } from './domain/hours.js';
import { emitBalanceChanges } from './time-off-events.js';
import * as repo from './time-off.repository.js';

/** Balance reads and adjustments. */
export class BalancesService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  /** Per enrolled policy: accrued, used, adjusted, available and pending hours as of a date. @throws 404. */
  async balances(auth: AuthContext, employeeId: number, asOf?: string) {
    const emp = await repo.findEmployee(this.db, auth.companyId, employeeId);
    if (!emp) throw notFound('Employee', employeeId);
    const date = asOf ?? localDate(this.clock.now(), auth.company.timezone);
    const rows = await repo.balanceSums(this.db, auth.companyId, employeeId, date);
    return {
      employee_id: employeeId,
      as_of: date,
      balances: rows.map((r) => ({
        time_off_policy_id: Number(r.id),
        name: r.name,
        kind: r.kind,
        accrued_hours: secondsToHours4(Number(r.accrued)),
        used_hours: secondsToHours4(-Number(r.used)),
        adjusted_hours: secondsToHours4(Number(r.adjusted)),
        available_hours: secondsToHours4(Number(r.available)),
        pending_hours: secondsToHours4(Number(r.pending)),
      })),
    };
  }

  /**
   * Adds a signed adjustment entry (audited; replayed by Idempotency-Key like every POST).
   * @throws 404 employee, 400 invalid_reference (not enrolled), 400 hours (0, > 4 decimals),
   * 409 insufficient_time_off_balance when it would take a balance that may not go negative below 0.
   */
  async adjust(
    auth: AuthContext,
    employeeId: number,
    b: { time_off_policy_id: number; hours: number; effective_date?: string; note?: string | null },
  ) {
    const c = new Checker();
    const seconds = hoursToSeconds(b.hours);
    if (seconds === null) c.add('hours', `${show(b.hours)} has more than 4 decimals`);
    else if (seconds === 0) c.add('hours', 'must not be 0');
    else if (Math.abs(b.hours) > 10_000) c.add('hours', `${show(b.hours)} is more than 10000 hours`);
    if (b.effective_date !== undefined) c.date('effective_date', b.effective_date);
    c.throwIfAny();
    const at = this.clock.now();
    const date = b.effective_date ?? localDate(at, auth.company.timezone);
    const policyId = b.time_off_policy_id;
    await this.db.transaction().execute(async (trx) => {
      const emp = await repo.findEmployee(trx, auth.companyId, employeeId);
      if (!emp) throw notFound('Employee', employeeId);
      const policy = await repo.findPolicy(trx, auth.companyId, policyId);
      if (!policy || !(await repo.lockEnrollment(trx, auth.companyId, policyId, employeeId))) {
        throw new DomainError(
          'invalid_reference',
          `time_off_policy_id ${policyId} is not a policy employee ${employeeId} is enrolled in`,
          [{ field: 'time_off_policy_id', message: 'not enrolled in this policy' }],
        );
      }
      const { balance } = await repo.balanceOf(
        trx,
        auth.companyId,
        employeeId,
        policyId,
        Number(date.slice(0, 4)),
      );
      const after = balance + seconds!;
      if (after < 0 && seconds! < 0 && !policy.allow_negative) {
        throw new DomainError(
          'insufficient_time_off_balance',
          `the adjustment of ${b.hours} h would take the ${policy.name} balance of ${secondsToHours4(balance)} h below 0 (the policy does not allow a negative balance)`,
          [{ field: 'hours', message: 'more than the available balance' }],
        );
      }
      const entryId = await repo.insertEntry(trx, {
        company_id: auth.companyId,
        employee_id: employeeId,
        policy_id: policyId,
        kind: 'adjustment',
        seconds: seconds!,
        effective_date: date,
        actor: actorOf(auth),
        note: b.note ?? null,
        created_at: at.toISOString(),
      });
      await recordAudit(trx, auth.companyId, {
        resourceType: 'time_off_entry',
        resourceId: entryId,
        action: 'create',
        actor: actorOf(auth),
        source: 'api',
        after: {
          employee_id: employeeId,
          time_off_policy_id: policyId,
          kind: 'adjustment',
          hours: secondsToHours4(seconds!),
          effective_date: date,
          note: b.note ?? null,
        },
        at,
      });
      await emitBalanceChanges(
        trx,
        auth.companyId,
        [{ employeeId, policyId, kind: 'adjustment', changeSeconds: seconds!, availableSeconds: after }],
        at,
      );
    });
    const all = await this.balances(
      auth,
      employeeId,
      date > localDate(at, auth.company.timezone) ? date : undefined,
    );
    return all;
  }
}
