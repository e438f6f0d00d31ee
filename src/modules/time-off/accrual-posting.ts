/**
 * Accruals posted for an approved payroll, reversed when it is reopened.
 *
 * The approval's transaction does only {@link timeOffAtApproval}'s part (./postings.ts): marks the
 * requests paid, posts termination payouts (which can refuse the approval) and queues one
 * `time_off_postings` job. {@link postTimeOffForPayroll} — the accruals — runs after the commit, in
 * the job's own transaction under the job's row lock (./postings.ts: kicked after the approval,
 * swept at start and periodically, and run inline before any balance read), so it runs exactly
 * once; entries and events carry the approval's instant. A reopen cancels a job not yet posted and
 * reverses each posted entry once (`time_off_entries.reverses_id` is unique).
 * docs/decisions/0016-time-off-posting-after-approval.md.
 *
 * Per person paid (not contractors) and accruing policy they are enrolled in (auto-enroll policies
 * enroll the people paid first):
 * - `per_hour_worked`: hours worked in the payroll (its regular lines, plus overtime and double
 *   time when the policy says so; paid time off is not hours worked, 29 CFR 778.218) × accrual_hours
 *   ÷ per_hours_worked, rounded once per posting to the policy's increment. Salaried (exempt)
 *   people accrue on their weekly default_hours (40 when unset) per 7 days of the period — CA
 *   Labor Code §246(b)(2) deems exempt employees to work 40 hours a week.
 * - `per_pay_period`: accrual_hours per approved regular payroll.
 * - `annual_front_load`: accrual_hours once a year — on the first payroll of the year
 *   (`january_1`, dated January 1) or of the payroll whose period holds the anniversary of the
 *   start date (`anniversary`).
 * Then the caps: never above max_balance nor max_accrued_per_year (capAccrual). Entries are dated
 * the last day of the period and carry the payroll id.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { DomainError } from '../../shared/errors.js';
import { daysBetween } from './domain/days.js';
import {
  accrualForHours,
  capAccrual,
  fixedAccrual,
  salariedSeconds,
  type AccrualRounding,
} from './domain/hours.js';
import {
  balancesOfPayroll,
  defaultHoursOfPayroll,
  enrollPaidEmployees,
  markRequestsPaid,
  payoutEmployeesOfPayroll,
  payrollHeader,
  startDatesOfPayroll,
  workedSecondsOfPayroll,
} from './ledger-reads.js';
import { emitBalanceChanges, type BalanceChange } from './time-off-events.js';
import * as repo from './time-off.repository.js';
import { PAYOUT_PREFIX, payoutBalances } from './payroll-lines.js';

/** Whether `mmdd` of a start date falls in `[start, end]` in some year of the period. */
function anniversaryIn(startDate: string | null, start: string, end: string): string | null {
  if (!startDate) return null;
  for (let y = Number(start.slice(0, 4)); y <= Number(end.slice(0, 4)); y++) {
    const d = `${y}${startDate.slice(4)}`;
    if (d >= start && d <= end && d > startDate) return d;
  }
  return null;
}

/**
 * The approval's own time-off writes, in its transaction (before the job is queued, ./postings.ts):
 * the approved requests of the people paid overlapping the period are marked paid by the payroll
 * (they can no longer be cancelled), and the termination payouts are posted — only when a policy
 * pays out on termination and the payroll has a "Final pay:" line; `settle` runs first then, so
 * the payout reads settled balances. Returns the payout entries written.
 * @throws 409 `invalid_state` (see postPayouts): the approval is refused.
 */
export async function approvalWrites(
  trx: Kysely<DB>,
  companyId: number,
  payrollId: string,
  at: Date,
  settle: () => Promise<unknown>,
): Promise<number> {
  const payroll = await payrollHeader(trx, companyId, payrollId);
  if (!payroll) return 0;
  await markRequestsPaid(trx, companyId, payroll);
  const all = await repo.listPolicies(trx, companyId);
  // Payout lines exist only for policies paid out on termination: none → nothing to read.
  if (!all.some((p) => p.payout_on_termination)) return 0;
  const ids = await payoutEmployeesOfPayroll(trx, companyId, payroll.id, PAYOUT_PREFIX);
  if (ids.length === 0) return 0;
  await settle();
  return postPayouts(trx, companyId, payroll, ids, at);
}

/**
 * Posts the accruals of an approved payroll (see the module doc), dated `at` (the approval's
 * instant). Called by the posting job (./postings.ts) in its transaction, never twice for one
 * approval. Returns the entries written.
 */
export async function postTimeOffForPayroll(
  trx: Kysely<DB>,
  companyId: number,
  payrollId: string,
  at: Date,
): Promise<number> {
  const payroll = await payrollHeader(trx, companyId, payrollId);
  if (!payroll) return 0;
  const atIso = at.toISOString();
  const all = await repo.listPolicies(trx, companyId);
  const policies = all.filter((p) => !p.is_archived && p.accrual_method !== 'none');
  if (policies.length === 0) return 0;
  const year = Number(payroll.end_date.slice(0, 4));
  const worked = await workedSecondsOfPayroll(trx, companyId, payrollId);
  const paid = new Set(worked.map((w) => w.employeeId));
  const policyIds = policies.map((p) => Number(p.id));
  let balances = await balancesOfPayroll(trx, companyId, paid, policyIds, year);
  // Auto-enroll policies enroll the people paid first. The balances read holds every enrollment of
  // the people paid, so the enrolling INSERT runs only for a policy someone paid is missing from
  // (after the first payroll, usually none) — then the balances are read again.
  const enrolled = new Set(balances.map((b) => `${b.employeeId}:${b.policyId}`));
  let enrolledNow = false;
  for (const p of policies) {
    if (!p.auto_enroll || [...paid].every((id) => enrolled.has(`${id}:${p.id}`))) continue;
    await enrollPaidEmployees(trx, companyId, payrollId, Number(p.id), atIso);
    enrolledNow = true;
  }
  if (enrolledNow) balances = await balancesOfPayroll(trx, companyId, paid, policyIds, year);
  const workedById = new Map(worked.map((w) => [w.employeeId, w]));
  const policyById = new Map(policies.map((p) => [Number(p.id), p]));
  const periodDays = daysBetween(payroll.start_date, payroll.end_date) + 1;
  const needsDefaults = worked.some((w) => w.salaried);
  const defaults = needsDefaults
    ? await defaultHoursOfPayroll(trx, companyId, payrollId, payroll.end_date)
    : new Map<number, string | null>();
  const starts = policies.some((p) => p.front_load_on === 'anniversary')
    ? await startDatesOfPayroll(trx, companyId, payrollId)
    : new Map<number, string | null>();
  const rows: repo.NewEntry[] = [];
  const changes: BalanceChange[] = [];
  for (const b of balances) {
    const p = policyById.get(b.policyId)!;
    const w = workedById.get(b.employeeId);
    if (!w) continue;
    const rounding = p.accrual_rounding as AccrualRounding;
    let accrual = 0;
    let date = payroll.end_date;
    let note = '';
    if (p.accrual_method === 'per_hour_worked') {
      const seconds = w.salaried
        ? salariedSeconds(defaults.get(b.employeeId) ?? null, periodDays)
        : w.regularSeconds + (p.overtime_accrues ? w.overtimeSeconds : 0);
      accrual = accrualForHours(seconds, p.accrual_hours, p.per_hours_worked ?? '0', rounding);
      note = `${seconds} s worked × ${Number(p.accrual_hours)} / ${Number(p.per_hours_worked)}`;
    } else if (p.accrual_method === 'per_pay_period') {
      if (payroll.type !== 'regular') continue;
      accrual = fixedAccrual(p.accrual_hours, rounding);
      note = 'per pay period';
    } else if (p.accrual_method === 'annual_front_load') {
      if (p.front_load_on === 'anniversary') {
        const d = anniversaryIn(starts.get(b.employeeId) ?? null, payroll.start_date, payroll.end_date);
        if (!d) continue;
        date = d;
        note = 'anniversary front load';
      } else {
        if (b.accruedThisYear > 0) continue;
        date = `${year}-01-01`;
        note = 'January 1 front load';
      }
      accrual = fixedAccrual(p.accrual_hours, rounding);
    }
    const capped = capAccrual(accrual, b.balance, b.accruedThisYear, {
      maxBalance: p.max_balance_seconds === null ? null : Number(p.max_balance_seconds),
      maxAccruedPerYear:
        p.max_accrued_per_year_seconds === null ? null : Number(p.max_accrued_per_year_seconds),
    });
    if (capped <= 0) continue;
    rows.push({
      company_id: companyId,
      employee_id: b.employeeId,
      policy_id: b.policyId,
      kind: 'accrual',
      seconds: capped,
      effective_date: date,
      payroll_id: payrollId,
      actor: 'system',
      note: capped < accrual ? `${note}; capped from ${accrual} s` : note,
      created_at: atIso,
    });
    changes.push({
      employeeId: b.employeeId,
      policyId: b.policyId,
      kind: 'accrual',
      changeSeconds: capped,
      availableSeconds: b.balance + capped,
      payrollId,
    });
  }
  await repo.insertEntries(trx, rows);
  await emitBalanceChanges(trx, companyId, changes, at);
  return rows.length;
}

/**
 * Termination payouts of a payroll: for each person paid a "Final pay:" line, one `payout` entry
 * per policy paid out on termination, of minus its whole positive balance (the line paid it).
 * @throws 409 `invalid_state` when a person's payout balance is already empty (paid by another
 * approved payroll): the approval is refused instead of paying twice.
 */
async function postPayouts(
  trx: Kysely<DB>,
  companyId: number,
  payroll: { id: string; end_date: string },
  ids: number[],
  at: Date,
): Promise<number> {
  const balances = await payoutBalances(trx, companyId, ids);
  // A payout line whose balance another approved payroll already paid out would pay it twice.
  const paidAlready = ids.filter((id) => !balances.some((b) => b.employeeId === id));
  if (paidAlready.length > 0) {
    throw new DomainError(
      'invalid_state',
      `payroll ${payroll.id} pays a termination payout ("${PAYOUT_PREFIX} …") to employee ${paidAlready.join(', ')} whose balance is already paid out; remove the line (PUT /payrolls/${payroll.id}) or reopen the payroll that paid it`,
    );
  }
  await repo.insertEntries(
    trx,
    balances.map((b) => ({
      company_id: companyId,
      employee_id: b.employeeId,
      policy_id: b.policyId,
      kind: 'payout' as const,
      seconds: -b.seconds,
      effective_date: payroll.end_date,
      payroll_id: payroll.id,
      actor: 'system',
      note: 'termination payout',
      created_at: at.toISOString(),
    })),
  );
  await emitBalanceChanges(
    trx,
    companyId,
    balances.map((b) => ({
      employeeId: b.employeeId,
      policyId: b.policyId,
      kind: 'payout',
      changeSeconds: -b.seconds,
      availableSeconds: 0,
      payrollId: payroll.id,
    })),
    at,
  );
  return balances.length;
}

/**
 * Reverses what an approval posted for a payroll (reopen), in the reopen's transaction: its pending
 * posting job is cancelled (an UPDATE: it waits for a runner posting it, then finds it posted), then
 * one negating entry per posted entry not
 * yet reversed, same date, `reverses_id` pointing at it (unique: never twice); its requests are no
 * longer marked paid. Returns the entries written.
 */
export async function reverseTimeOffForPayroll(
  trx: Kysely<DB>,
  companyId: number,
  payrollId: string,
  at: Date,
): Promise<number> {
  // A posting job not yet run is cancelled (nothing to reverse); one running now is waited for
  // (the row lock), then its entries are reversed below like any posted ones.
  await trx
    .updateTable('time_off_postings')
    .set({ state: 'cancelled', posted_at: null })
    .where('company_id', '=', companyId)
    .where('payroll_id', '=', payrollId)
    .where('state', '=', 'pending')
    .execute();
  await trx
    .updateTable('time_off_requests')
    .set({ paid_payroll_id: null })
    .where('company_id', '=', companyId)
    .where('paid_payroll_id', '=', payrollId)
    .execute();
  const live = await trx
    .selectFrom('time_off_entries as e')
    .select(['e.id', 'e.employee_id', 'e.policy_id', 'e.kind', 'e.seconds', 'e.effective_date'])
    .where('e.company_id', '=', companyId)
    .where('e.payroll_id', '=', payrollId)
    .where('e.reverses_id', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('time_off_entries as r')
            .select('r.id')
            .whereRef('r.company_id', '=', 'e.company_id')
            .whereRef('r.reverses_id', '=', 'e.id'),
        ),
      ),
    )
    .execute();
  if (live.length === 0) return 0;
  const atIso = at.toISOString();
  const rows: repo.NewEntry[] = live.map((e) => ({
    company_id: companyId,
    employee_id: e.employee_id,
    policy_id: e.policy_id,
    kind: e.kind,
    seconds: -Number(e.seconds),
    effective_date: e.effective_date,
    payroll_id: payrollId,
    reverses_id: e.id,
    actor: 'system',
    note: `payroll ${payrollId} reopened`,
    created_at: atIso,
  }));
  await repo.insertEntries(trx, rows);
  const after = await balancesOfPayroll(
    trx,
    companyId,
    new Set(live.map((e) => Number(e.employee_id))),
    [...new Set(live.map((e) => Number(e.policy_id)))],
    Number(live[0]!.effective_date.slice(0, 4)),
  );
  const balance = new Map(after.map((b) => [`${b.employeeId}:${b.policyId}`, b.balance]));
  const changes: BalanceChange[] = live.map((e) => ({
    employeeId: Number(e.employee_id),
    policyId: Number(e.policy_id),
    kind: e.kind,
    changeSeconds: -Number(e.seconds),
    availableSeconds: balance.get(`${Number(e.employee_id)}:${Number(e.policy_id)}`) ?? 0,
    payrollId,
  }));
  await emitBalanceChanges(trx, companyId, changes, at);
  return rows.length;
}
