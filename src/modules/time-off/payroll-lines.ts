/**
 * Time off into the payroll (POST /payrolls/initialize): the approved requests and the company
 * holidays that fall in the period become earnings lines of the people they belong to —
 * `pto` (pto and vacation policies), `sick` and `holiday` — at the earning's `pto_payment_amount`
 * when set, else its hourly `payment_amount` (California pays sick leave at the regular rate of
 * pay, Labor Code §246(l)). Salaried people are paid their salary for those days; no line is
 * added. Paid time off is not hours worked (29 CFR 778.218): these lines are added after the hours
 * engine has counted overtime from the punches, so overtime never includes them.
 *
 * Holidays: people enrolled in a `holiday` policy are paid each holiday of the company calendar
 * that falls on a weekday of the period, between their start and dismissal dates, for the
 * policy's `accrual_hours` (hours per holiday), or one fifth of their weekly `default_hours` (40 → 8).
 *
 * Termination payout: a person dismissed on or before the period's end, enrolled in a policy with
 * `payout_on_termination`, is paid its whole positive balance as a `pto` line described
 * "Final pay: …" (California requires vacation/PTO to be paid with the final wages, Labor Code
 * §227.3; unused paid sick leave is not paid at separation, §246). Approval posts the `payout` entry that empties the
 * balance (./accrual-posting.ts); an off-cycle payroll of that person offers it as well.
 */

/** Description prefix of a termination payout line (approval recognises it on the pay lines). */
export const PAYOUT_PREFIX = 'Final pay:';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { centsToDollars } from '../../shared/money.js';
import { hoursTimesRateCents } from '../payrolls/ledger/draft-lines.js';
import { countedDays, weekday } from './domain/days.js';
import { divHalfUp, toE4 } from './domain/hours.js';
import { holidaysBetween } from './holidays.service.js';

/** A payee as the initializer knows it. */
export interface TimeOffPayee {
  id: number;
  startDate: string | null;
  dismissedOn: string | null;
  /** Earning history (loadPayees JSON, oldest first). */
  earnings: ReadonlyArray<Record<string, unknown>>;
}

/** An earnings line of the create-draft body (dollars, hours with 2 decimals). */
export interface TimeOffLine {
  type: 'pto' | 'sick' | 'holiday';
  hours: number;
  rate: number;
  amount: number;
  description: string;
}

const LINE_TYPE = { pto: 'pto', vacation: 'pto', sick: 'sick', holiday: 'holiday' } as const;

/** Seconds → hours with 2 decimals, half-up (the draft's hours precision). */
export function hours2(seconds: number): number {
  return Number(divHalfUp(BigInt(seconds) * 100n, 3600n)) / 100;
}

/** The earning in force on `date` (the last one starting on or before it). */
export function earningOn(earnings: TimeOffPayee['earnings'], date: string): Record<string, unknown> | null {
  let cur: Record<string, unknown> | null = null;
  for (const e of earnings) if (String(e.start_date) <= date) cur = e;
  return cur ?? earnings[0] ?? null;
}

/** The hourly time-off rate of an earning (pto_payment_amount, else payment_amount), or null for salary. */
export function timeOffRate(e: Record<string, unknown> | null): number | null {
  if (!e || e.payment_unit !== 'hour') return null;
  const v = (e.pto_payment_amount as string | null) ?? (e.payment_amount as string | null);
  return v === null || v === undefined ? null : Number(v);
}

/**
 * The time-off lines of each payee for `[start, end]` (company-local dates): one line per
 * approved request (its counted days inside the period) and one per holiday.
 * Example: 2 days × 8 h of PTO at pto_payment_amount $22.50 → 16 h × 22.50 = $360.00.
 */
export async function timeOffLines(
  db: Kysely<DB>,
  companyId: number,
  period: { start: string; end: string },
  payees: readonly TimeOffPayee[],
): Promise<Map<number, TimeOffLine[]>> {
  const out = new Map<number, TimeOffLine[]>();
  if (payees.length === 0) return out;
  const byId = new Map(payees.map((p) => [p.id, p]));
  const [requests, holidayPolicies] = await Promise.all([
    db
      .selectFrom('time_off_requests as r')
      .innerJoin('time_off_policies as p', (j) =>
        j.onRef('p.company_id', '=', 'r.company_id').onRef('p.id', '=', 'r.policy_id'),
      )
      .select([
        'r.id',
        'r.employee_id',
        'r.start_date',
        'r.end_date',
        'r.seconds_per_day',
        'r.include_weekends',
        'p.kind',
        'p.name',
      ])
      .where('r.company_id', '=', companyId)
      .where('r.status', '=', 'approved')
      .where('r.start_date', '<=', period.end)
      .where('r.end_date', '>=', period.start)
      .orderBy('r.start_date')
      .execute(),
    db
      .selectFrom('time_off_enrollments as en')
      .innerJoin('time_off_policies as p', (j) =>
        j.onRef('p.company_id', '=', 'en.company_id').onRef('p.id', '=', 'en.policy_id'),
      )
      .select(['en.employee_id', 'p.accrual_hours', 'p.name'])
      .where('en.company_id', '=', companyId)
      .where('p.kind', '=', 'holiday')
      .where('p.is_archived', '=', false)
      .execute(),
  ]);
  const add = (id: number, l: TimeOffLine) => {
    const list = out.get(id);
    if (list) list.push(l);
    else out.set(id, [l]);
  };
  const line = (p: TimeOffPayee, type: TimeOffLine['type'], seconds: number, what: string, date: string) => {
    const rate = timeOffRate(earningOn(p.earnings, date));
    if (rate === null || seconds <= 0) return;
    const h = hours2(seconds);
    add(p.id, {
      type,
      hours: h,
      rate,
      amount: centsToDollars(hoursTimesRateCents(h, rate)),
      description: `${what} ${h} h × $${rate}`,
    });
  };
  for (const r of requests) {
    const p = byId.get(Number(r.employee_id));
    const type = LINE_TYPE[r.kind as keyof typeof LINE_TYPE];
    if (!p || !type) continue;
    const days = countedDays(r.start_date, r.end_date, r.include_weekends, period.start, period.end);
    line(
      p,
      type,
      days.length * r.seconds_per_day,
      `${r.name} ${days[0]}…${days.at(-1)}`,
      days[0] ?? period.end,
    );
  }
  if (holidayPolicies.length > 0) {
    const holidays = (await holidaysBetween(db, companyId, period.start, period.end)).filter(
      (h) => weekday(h.date) !== 0 && weekday(h.date) !== 6,
    );
    for (const hp of holidayPolicies) {
      const p = byId.get(Number(hp.employee_id));
      if (!p) continue;
      for (const h of holidays) {
        if ((p.startDate && h.date < p.startDate) || (p.dismissedOn && h.date > p.dismissedOn)) continue;
        const e = earningOn(p.earnings, h.date);
        const perHoliday = toE4(hp.accrual_hours) ?? 0n;
        const weekly = toE4((e?.default_hours as string | null) ?? '40') ?? 400_000n;
        const seconds =
          perHoliday > 0n
            ? Number(divHalfUp(perHoliday * 3600n, 10_000n))
            : Number(divHalfUp(weekly * 3600n, 10_000n * 5n));
        line(p, 'holiday', seconds, `${h.name} ${h.date}`, h.date);
      }
    }
  }
  const dismissed = payees.filter((p) => p.dismissedOn !== null && p.dismissedOn <= period.end);
  if (dismissed.length > 0) {
    for (const b of await payoutBalances(
      db,
      companyId,
      dismissed.map((p) => p.id),
    )) {
      const p = byId.get(b.employeeId)!;
      line(p, 'pto', b.seconds, `${PAYOUT_PREFIX} ${b.name} balance`, p.dismissedOn!);
    }
  }
  return out;
}

/** Positive balances of the given people in policies paid out on termination. */
export async function payoutBalances(db: Kysely<DB>, companyId: number, employeeIds: number[]) {
  const rows = await db
    .selectFrom('time_off_entries as e')
    .innerJoin('time_off_policies as p', (j) =>
      j.onRef('p.company_id', '=', 'e.company_id').onRef('p.id', '=', 'e.policy_id'),
    )
    .select([
      'e.employee_id',
      'e.policy_id',
      'p.name',
      'p.kind',
      (eb) => eb.fn.sum<string>('e.seconds').as('s'),
    ])
    .where('e.company_id', '=', companyId)
    .where('e.employee_id', 'in', employeeIds)
    .where('p.payout_on_termination', '=', true)
    .groupBy(['e.employee_id', 'e.policy_id', 'p.name', 'p.kind'])
    .having((eb) => eb.fn.sum('e.seconds'), '>', 0)
    .orderBy('e.employee_id')
    .orderBy('e.policy_id')
    .execute();
  return rows.map((r) => ({
    employeeId: Number(r.employee_id),
    policyId: Number(r.policy_id),
    name: r.name,
    kind: r.kind,
    seconds: Number(r.s),
  }));
}
