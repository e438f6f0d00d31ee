/**
 * Time-off shapes (docs/time-off.md): policies, balances, adjustments, requests and the holiday
 * calendar. Hours are JSON numbers with at most 4 decimals (stored as integer seconds); dates are
 * company-local `YYYY-MM-DD`. Bounds that need a readable message (negative rates, hours per day
 * over 24, a range over a year) are checked by the services and answered with 400 naming the field.
 */
import { Type } from 'typebox';
import { DateStr, DateTime, IntId, Nullable } from '../../platform/http/schemas.js';

const KIND = Type.String({ enum: ['pto', 'vacation', 'sick', 'holiday', 'unpaid'] });
const METHOD = Type.String({
  enum: ['per_hour_worked', 'per_pay_period', 'annual_front_load', 'none'],
  description:
    'per_hour_worked: accrual_hours per per_hours_worked hours worked (posted when a payroll is approved); per_pay_period: accrual_hours per approved regular payroll; annual_front_load: accrual_hours once a year (front_load_on); none: no accrual (holiday, unpaid, adjustments only)',
});
const Hours = (description: string) => Type.Number({ description: `${description}; hours, ≤ 4 decimals` });

const policyFields = {
  name: Type.String({ minLength: 1, maxLength: 100 }),
  kind: KIND,
  accrual_method: METHOD,
  accrual_hours: Type.Optional(Hours('Hours accrued per per_hours_worked, per pay period or per year')),
  per_hours_worked: Type.Optional(
    Nullable(Hours('Hours worked per accrual_hours (per_hour_worked), e.g. 30')),
  ),
  front_load_on: Type.Optional(Nullable(Type.String({ enum: ['january_1', 'anniversary'] }))),
  accrual_rounding: Type.Optional(
    Type.String({
      enum: ['second', 'hundredth_hour', 'quarter_hour'],
      description: 'Each posting rounded half-up to the second (default), 0.01 h or 0.25 h',
    }),
  ),
  max_balance_hours: Type.Optional(Nullable(Hours('Accrual stops at this balance (null: no cap)'))),
  max_accrued_per_year_hours: Type.Optional(Nullable(Hours('Most accrued in a calendar year'))),
  max_used_per_year_hours: Type.Optional(Nullable(Hours('Most used in a calendar year'))),
  carryover_limit_hours: Type.Optional(
    Nullable(Hours('Most carried into the next year; the excess expires at year end (null: all)')),
  ),
  waiting_period_days: Type.Optional(
    Type.Integer({ description: 'Days of employment before time off can be used (from start_date)' }),
  ),
  overtime_accrues: Type.Optional(Type.Boolean({ description: 'Overtime hours accrue too (default true)' })),
  allow_negative: Type.Optional(Type.Boolean({ description: 'Requests may take the balance below 0' })),
  payout_on_termination: Type.Optional(
    Type.Boolean({ description: 'The balance is paid in the final pay when the person is dismissed' }),
  ),
  auto_enroll: Type.Optional(
    Type.Boolean({ description: 'Every employee (not contractors) is enrolled (default true)' }),
  ),
};

/** POST /time-off-policies body. */
export const PolicyBody = Type.Object(policyFields, { additionalProperties: false });

/** PATCH /time-off-policies/:id body (kind and accrual_method cannot change once created). */
export const PolicyPatchBody = Type.Object(
  {
    ...Object.fromEntries(
      Object.entries(policyFields)
        .filter(([k]) => k !== 'kind' && k !== 'accrual_method')
        .map(([k, v]) => [k, Type.Optional(v)]),
    ),
    is_archived: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** A statutory-minimum warning: the rule a policy falls short of, for a state where someone works. */
export const PolicyWarning = Type.Object({
  code: Type.String(),
  jurisdiction: Type.String({ description: 'State code, or a city such as NY-NYC' }),
  rule: Type.String({ description: 'The law, e.g. "CA Labor Code §246(b)(1)"' }),
  message: Type.String(),
});

/** A time-off policy. */
export const TimeOffPolicy = Type.Object(
  {
    time_off_policy_id: Type.Integer(),
    name: Type.String(),
    kind: KIND,
    accrual_method: METHOD,
    accrual_hours: Type.Number(),
    per_hours_worked: Nullable(Type.Number()),
    front_load_on: Nullable(Type.String()),
    accrual_rounding: Type.String(),
    max_balance_hours: Nullable(Type.Number()),
    max_accrued_per_year_hours: Nullable(Type.Number()),
    max_used_per_year_hours: Nullable(Type.Number()),
    carryover_limit_hours: Nullable(Type.Number()),
    waiting_period_days: Type.Integer(),
    overtime_accrues: Type.Boolean(),
    allow_negative: Type.Boolean(),
    payout_on_termination: Type.Boolean(),
    auto_enroll: Type.Boolean(),
    is_archived: Type.Boolean(),
    enrolled_count: Type.Integer(),
    warnings: Type.Array(PolicyWarning),
    created_at: DateTime,
    updated_at: DateTime,
  },
  { $id: 'TimeOffPolicy' },
);

/** POST /time-off-policies/:id/enrollments body. */
export const EnrollmentBody = Type.Object(
  { employee_ids: Type.Array(IntId, { minItems: 1, maxItems: 10_000 }) },
  { additionalProperties: false },
);

/** POST /time-off-policies/:id/year-end body. */
export const YearEndBody = Type.Object(
  { year: Type.Integer({ minimum: 2000, maximum: 2199 }) },
  { additionalProperties: false },
);

/** One policy's balance of one person. */
export const TimeOffBalance = Type.Object(
  {
    time_off_policy_id: Type.Integer(),
    name: Type.String(),
    kind: KIND,
    accrued_hours: Type.Number({ description: 'Accruals (net of reversals) up to as_of' }),
    used_hours: Type.Number({ description: 'Approved requests (uses) up to as_of, positive' }),
    adjusted_hours: Type.Number({ description: 'Adjustments, expiries and payouts up to as_of (signed)' }),
    available_hours: Type.Number({ description: 'Sum of every entry up to as_of' }),
    pending_hours: Type.Number({ description: 'Hours of pending requests' }),
  },
  { $id: 'TimeOffBalance' },
);

/** GET /employees/:id/time-off-balances response. */
export const TimeOffBalances = Type.Object({
  employee_id: Type.Integer(),
  as_of: DateStr,
  balances: Type.Array(Type.Ref('TimeOffBalance')),
});

/** GET /employees/:id/time-off-balances query. */
export const BalanceQuery = Type.Object({ as_of: Type.Optional(DateStr) }, { additionalProperties: false });

/** POST /employees/:id/time-off-adjustments body. */
export const AdjustmentBody = Type.Object(
  {
    time_off_policy_id: IntId,
    hours: Hours('Signed: positive adds, negative removes'),
    effective_date: Type.Optional(DateStr),
    note: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  },
  { additionalProperties: false },
);

/** POST /time-off-requests body. */
export const RequestBody = Type.Object(
  {
    employee_id: IntId,
    time_off_policy_id: IntId,
    start_date: DateStr,
    end_date: DateStr,
    hours_per_day: Hours('Hours taken on each counted day, more than 0 and at most 24'),
    include_weekends: Type.Optional(
      Type.Boolean({ description: 'Count Saturdays and Sundays too (default: Monday–Friday only)' }),
    ),
    note: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  },
  { additionalProperties: false },
);

/** GET /time-off-requests filters. */
export const RequestListQuery = Type.Object(
  {
    employee_id: Type.Optional(IntId),
    status: Type.Optional(Type.String({ enum: ['pending', 'approved', 'denied', 'cancelled'] })),
  },
  { additionalProperties: false },
);

/** A time-off request. */
export const TimeOffRequest = Type.Object(
  {
    time_off_request_id: Type.Integer(),
    employee_id: Type.Integer(),
    time_off_policy_id: Type.Integer(),
    start_date: DateStr,
    end_date: DateStr,
    hours_per_day: Type.Number(),
    include_weekends: Type.Boolean(),
    total_hours: Type.Number(),
    status: Type.String({ enum: ['pending', 'approved', 'denied', 'cancelled'] }),
    note: Nullable(Type.String()),
    paid_payroll_id: Nullable(Type.String()),
    created_at: DateTime,
    decided_at: Nullable(DateTime),
  },
  { $id: 'TimeOffRequest' },
);

/** One holiday of the company calendar. */
export const Holiday = Type.Object(
  { date: DateStr, name: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);

/** GET /time-off-holidays query. */
export const HolidayYearQuery = Type.Object(
  { year: Type.Integer({ minimum: 2000, maximum: 2199 }) },
  { additionalProperties: false },
);

/** PUT /time-off-holidays/:year body: the whole list of the year. */
export const HolidaysBody = Type.Object(
  { holidays: Type.Array(Holiday, { maxItems: 60 }) },
  { additionalProperties: false },
);

/** GET/PUT /time-off-holidays response. */
export const HolidayCalendar = Type.Object({
  year: Type.Integer(),
  source: Type.String({ enum: ['federal', 'company'] }),
  holidays: Type.Array(Holiday),
});

/** GET /employees/:id/termination-payout query. */
export const TerminationPayoutQuery = Type.Object(
  {
    payday: Type.Optional(
      Type.String({
        format: 'date',
        description:
          'Payday of the offered off-cycle payroll, YYYY-MM-DD (default: the later of the dismissal date and today)',
      }),
    ),
  },
  { additionalProperties: false },
);

/** The final-pay payout a dismissal offers (docs/time-off.md "Termination payout"). Hours and dollars. */
export const TerminationPayout = Type.Object(
  {
    employee_id: Type.Integer(),
    dismissed_on: DateStr,
    lines: Type.Array(
      Type.Object({
        time_off_policy_id: Type.Integer(),
        policy: Type.String(),
        kind: Type.String(),
        balance_hours: Type.Number({ description: 'The whole balance, hours (4 decimals)' }),
        hours: Type.Number({ description: 'Hours paid: the balance to 2 decimals, half-up' }),
        rate: Type.Number({ description: 'Dollars per hour: pto_payment_amount, else the hourly rate' }),
        amount: Type.Number({ description: 'hours × rate, dollars, rounded half-up to the cent' }),
      }),
      { description: 'One per policy marked payout_on_termination with a positive balance' },
    ),
    total_amount: Type.Number({ description: 'Sum of the lines, dollars' }),
    warnings: Type.Array(Type.Object({ code: Type.String(), message: Type.String() })),
    options: Type.Object({
      off_cycle: Nullable(
        Type.Object(
          {
            method: Type.String(),
            path: Type.String(),
            body: Type.Object({}, { additionalProperties: true }),
          },
          {
            description:
              'A ready POST /payrolls body: an off-cycle payroll of the person on the dismissal date with only the payout lines (supplemental withholding, no benefits or post-tax deductions); null when there is nothing to pay',
          },
        ),
      ),
      next_regular: Nullable(
        Type.Object(
          {
            pay_schedule_group_id: Type.Integer(),
            start_date: DateStr,
            end_date: DateStr,
            payday: DateStr,
            payroll_id: Nullable(Type.String()),
            status: Type.String({ description: 'open (no payroll yet), draft or reopened' }),
          },
          {
            description:
              'The regular period holding the dismissal date, while its payroll is not approved: POST /payrolls/initialize for it adds the same lines; null otherwise',
          },
        ),
      ),
    }),
  },
  { $id: 'TerminationPayout' },
);

/** An example offer: 12.5 h of PTO at $15.00 = $187.50. */
export const TERMINATION_PAYOUT_EXAMPLE = {
  employee_id: 12,
  dismissed_on: '2026-11-21',
  lines: [
    {
      time_off_policy_id: 3,
      policy: 'PTO',
      kind: 'pto',
      balance_hours: 12.5,
      hours: 12.5,
      rate: 15,
      amount: 187.5,
    },
  ],
  total_amount: 187.5,
  warnings: [],
  options: {
    off_cycle: {
      method: 'POST',
      path: '/partner/v1/payrolls',
      body: {
        type: 'off_cycle',
        start_date: '2026-11-21',
        end_date: '2026-11-21',
        payday: '2026-11-23',
        off_cycle_options: {
          force_supplemental_withholding: true,
          apply_benefits: false,
          apply_post_tax_deductions: false,
        },
        employees: [
          {
            employee_id: 12,
            payrollData: {
              earnings: [
                {
                  type: 'pto',
                  hours: 12.5,
                  rate: 15,
                  amount: 187.5,
                  description: 'Final pay: PTO balance 12.5 h × $15',
                },
              ],
            },
          },
        ],
        contractors: [],
      },
    },
    next_regular: {
      pay_schedule_group_id: 1,
      start_date: '2026-11-08',
      end_date: '2026-11-21',
      payday: '2026-11-26',
      payroll_id: null,
      status: 'open',
    },
  },
};
