/**
 * The final-pay payout a dismissal offers (GET /employees/:id/termination-payout, and in the
 * response of the `PATCH /employees/:id` that dismisses): per policy marked
 * `payout_on_termination` with a positive balance, the hours (2 decimals, half-up, as the payroll
 * line), the rate (the earning in force on the dismissal date: `pto_payment_amount`, else the
 * hourly `payment_amount`) and the amount, rounded half-up once per line. California requires
 * vested vacation/PTO to be paid with the final wages (Labor Code §227.3); paid sick leave is not
 * paid out (Labor Code §246: unused paid sick days are not paid at separation), so sick policies
 * are normally not marked.
 *
 * Two ways to pay it, both through the payroll run:
 * - `options.off_cycle`: a ready `POST /payrolls` body — an off-cycle payroll of the person for the
 *   dismissal date holding only the payout lines, withheld as supplemental wages (IRS Pub. 15 §7:
 *   vacation pay in addition to regular wages for the period is a supplemental wage payment), no
 *   benefits or post-tax deductions;
 * - `options.next_regular`: the regular period of the person's pay schedule group that holds the
 *   dismissal date, when its payroll is not yet approved — its `POST /payrolls/initialize` adds the
 *   same lines ("Final pay: …").
 * Whichever payroll is approved first posts the `payout` entry that empties the balance; approving
 * another payroll with a payout line for an emptied balance is refused (./accrual-posting.ts).
 */
import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { DB } from '../../platform/db/schema.js';
import { centsToDollars } from '../../shared/money.js';
import { DomainError, notFound } from '../../shared/errors.js';
import { hoursTimesRateCents } from '../payrolls/ledger/draft-lines.js';
import { periodContaining } from '../payrolls/engine/index.js';
import { isEditable } from '../payrolls/ledger/status-transitions.js';
import type { TerminationPayout } from './time-off.schemas.js';
import { settleTimeOff } from './postings.js';
import { earningOn, hours2, PAYOUT_PREFIX, payoutBalances, timeOffRate } from './payroll-lines.js';

/** The offer (the `TerminationPayout` schema of ./time-off.schemas.ts). Hours and dollars. */
export type TerminationPayoutJson = Static<typeof TerminationPayout>;
/** One policy's line of the offer. */
export type PayoutLineJson = TerminationPayoutJson['lines'][number];

/**
 * The payout offer of a dismissed employee. `payday` (YYYY-MM-DD) is the off-cycle's payday:
 * default the later of the dismissal date and `today` (company-local).
 * Example: 12.5 h of PTO at pto_payment_amount $15.00 → 12.5 × 15.00 = $187.50.
 * @throws 404 unknown employee; 409 `invalid_state` when the employee is not dismissed.
 */
export async function terminationPayout(
  db: Kysely<DB>,
  companyId: number,
  employeeId: number,
  o: { today: string; payday?: string; now: Date },
): Promise<TerminationPayoutJson> {
  // Read-side settlement (postings.ts): the balances include every approved payroll's accruals.
  await settleTimeOff(db, companyId, o.now);
  const emp = await db
    .selectFrom('employees')
    .select(['id', 'first_name', 'last_name', 'is_active', 'dismissed_on', 'pay_schedule_group_id'])
    .where('company_id', '=', companyId)
    .where('id', '=', employeeId)
    .executeTakeFirst();
  if (!emp) throw notFound('Employee', employeeId);
  if (emp.is_active || !emp.dismissed_on) {
    throw new DomainError(
      'invalid_state',
      `employee ${employeeId} is not dismissed; dismiss with PATCH /employees/${employeeId} {"is_active": false, "dismissed_on": "YYYY-MM-DD"}`,
    );
  }
  const dismissedOn = emp.dismissed_on;
  const [balances, earnings] = await Promise.all([
    payoutBalances(db, companyId, [employeeId]),
    db
      .selectFrom('employee_earnings')
      .select(['start_date', 'payment_unit', 'payment_amount', 'pto_payment_amount'])
      .where('company_id', '=', companyId)
      .where('employee_id', '=', employeeId)
      .orderBy('start_date')
      .orderBy('id')
      .execute(),
  ]);
  const rate = timeOffRate(earningOn(earnings, dismissedOn));
  const lines: PayoutLineJson[] = [];
  const warnings: TerminationPayoutJson['warnings'] = [];
  let totalCents = 0;
  for (const b of balances) {
    if (rate === null) {
      warnings.push({
        code: 'no_hourly_rate',
        message: `${b.name}: ${hours2(b.seconds)} h to pay out, but the earning on ${dismissedOn} has no hourly rate (salaried); pay it with an explicit pto line`,
      });
      continue;
    }
    const hours = hours2(b.seconds);
    const cents = hoursTimesRateCents(hours, rate);
    totalCents += cents;
    lines.push({
      time_off_policy_id: b.policyId,
      policy: b.name,
      kind: b.kind,
      balance_hours: Math.round((b.seconds / 3600) * 10_000) / 10_000,
      hours,
      rate,
      amount: centsToDollars(cents),
    });
  }
  const payday = o.payday ?? (o.today > dismissedOn ? o.today : dismissedOn);
  const offCycle =
    lines.length === 0
      ? null
      : {
          method: 'POST' as const,
          path: '/partner/v1/payrolls',
          body: {
            type: 'off_cycle',
            start_date: dismissedOn,
            end_date: dismissedOn,
            payday,
            off_cycle_options: {
              force_supplemental_withholding: true,
              apply_benefits: false,
              apply_post_tax_deductions: false,
            },
            employees: [
              {
                employee_id: employeeId,
                payrollData: {
                  earnings: lines.map((l) => ({
                    type: 'pto',
                    hours: l.hours,
                    rate: l.rate,
                    amount: l.amount,
                    description: `${PAYOUT_PREFIX} ${l.policy} balance ${l.hours} h × $${l.rate}`,
                  })),
                },
              },
            ],
            contractors: [],
          },
        };
  return {
    employee_id: employeeId,
    dismissed_on: dismissedOn,
    lines,
    total_amount: centsToDollars(totalCents),
    warnings,
    options: {
      off_cycle: offCycle,
      next_regular:
        lines.length === 0 ? null : await nextRegular(db, companyId, emp.pay_schedule_group_id, dismissedOn),
    },
  };
}

/** The regular period of the group holding `date`, when its payroll can still take the payout. */
async function nextRegular(db: Kysely<DB>, companyId: number, groupId: number | string | null, date: string) {
  if (groupId === null) return null;
  const g = await db
    .selectFrom('pay_schedule_groups')
    .select(['id', 'pay_frequency', 'anchor_start_date', 'payday_offset_days'])
    .where('company_id', '=', companyId)
    .where('id', '=', Number(groupId))
    .executeTakeFirst();
  if (!g) return null;
  const p = periodContaining(
    {
      payFrequency: g.pay_frequency as 'weekly' | 'biweekly' | 'semimonthly' | 'monthly',
      anchorStartDate: g.anchor_start_date,
      paydayOffsetDays: g.payday_offset_days,
    },
    date,
  );
  const pr = await db
    .selectFrom('payrolls')
    .select(['id', 'status'])
    .where('company_id', '=', companyId)
    .where('pay_schedule_group_id', '=', Number(groupId))
    .where('type', '=', 'regular')
    .where('start_date', '=', p.startDate)
    .where('end_date', '=', p.endDate)
    .executeTakeFirst();
  const status = pr?.status ?? 'open';
  // no payroll yet, or one still editable (its initialize adds the payout); an approved one cannot
  if (pr && !isEditable(pr.status)) return null;
  return {
    pay_schedule_group_id: Number(groupId),
    start_date: p.startDate,
    end_date: p.endDate,
    payday: p.payday,
    payroll_id: pr?.id ?? null,
    status,
  };
}
