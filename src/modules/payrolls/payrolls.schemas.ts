/**
 * Payroll shapes of docs/api-conventions.md §5 and docs/api-conventions.md §2.9: period options, the initialize request/response
 * (entries with exactly one of `payrollData` or `splits`), the create-draft body (= the initialize
 * response's `actions.create_draft`), and the preview. Money in dollars (≤ 2 decimals; rates ≤ 4),
 * hours as numbers with ≤ 2 decimals.
 */
import { Type } from 'typebox';
import { DateStr, DateTime, IntId, Nullable } from '../../platform/http/schemas.js';
import { PageQuery } from '../../platform/http/pagination.js';

const FREQ = Type.String({ enum: ['weekly', 'biweekly', 'semimonthly', 'monthly'] });
const EARNING_TYPES = [
  'regular',
  'overtime',
  'double_overtime',
  'salary',
  'pto',
  'sick',
  'holiday',
  'bonus',
  'commission',
  'reimbursement',
];
const PayrollId = Type.String({
  pattern: '^pay_[A-Za-z0-9_-]{20}$',
  description: '`pay_` + 20 url-safe characters',
});

/** Path params of a payroll. */
export const PayrollParams = Type.Object({ payroll_id: PayrollId }, { additionalProperties: false });

/** GET /payrolls/period-options response. */
export const PeriodOptions = Type.Object(
  {
    regular: Type.Array(
      Type.Object({
        pay_schedule_group_id: Type.Integer(),
        name: Type.String(),
        pay_frequency: FREQ,
        periods: Type.Array(
          Type.Object({
            start_date: DateStr,
            end_date: DateStr,
            payday: DateStr,
            status: Type.String({
              enum: ['open', 'draft', 'pending', 'processing', 'paid', 'failed', 'reopened', 'skipped'],
            }),
            payroll_id: Nullable(Type.String()),
          }),
        ),
      }),
    ),
    off_cycle: Type.Object({ allowed: Type.Boolean() }),
  },
  { $id: 'PeriodOptions' },
);

/**
 * Off-cycle options (Check's names): all three required when sent; omitted on an off-cycle payroll
 * = all false (a bonus run: supplemental withholding only for bonus/commission lines, no benefits,
 * no post-tax deductions). Not allowed on a regular payroll.
 */
export const OffCycleOptions = Type.Object(
  {
    force_supplemental_withholding: Type.Boolean({
      description:
        'true: every earning of the payroll is taxed as supplemental wages (federal 22% flat, state supplemental rates; Pub 15 §7); false: only bonus and commission',
    }),
    apply_benefits: Type.Boolean({
      description:
        "true: the employees' benefit elections (401(k), Section 125, HSA) are taken in this payroll",
    }),
    apply_post_tax_deductions: Type.Boolean({
      description:
        'true: post-tax deductions (support orders, garnishments, loans) are taken in this payroll',
    }),
  },
  { additionalProperties: false },
);

/** POST /payrolls/initialize body (docs/api-conventions.md §5). */
export const InitializeBody = Type.Object(
  {
    type: Type.String({ enum: ['regular', 'off_cycle'] }),
    payroll_id: Type.Optional(Nullable(PayrollId)),
    start_date: Type.Optional(Nullable(DateStr)),
    end_date: Type.Optional(Nullable(DateStr)),
    payday: Type.Optional(Nullable(DateStr)),
    pay_frequency: Type.Optional(
      Nullable({
        ...FREQ,
        description:
          "Off-cycle: default the frequency of the employees' pay schedule group (400 when they are in groups of different frequencies), else the company's default_pay_period",
      }),
    ),
    pay_schedule_group_id: Type.Optional(Nullable(IntId)),
    employee_ids: Type.Optional(Nullable(Type.Array(IntId, { maxItems: 50_000 }))),
    off_cycle_options: Type.Optional(Nullable(OffCycleOptions)),
  },
  { additionalProperties: false },
);

const Money = Type.Number({ description: 'Dollars, ≤ 2 decimals' });
const Hours = Type.Number({ minimum: 0, maximum: 10_000, description: 'Hours, ≤ 2 decimals' });

/** One earnings line (input: `amount` omitted = hours × rate, half-up to the cent). */
export const EarningLineIn = Type.Object(
  {
    type: Type.String({ enum: EARNING_TYPES }),
    hours: Type.Optional(Nullable(Hours)),
    rate: Type.Optional(
      Nullable(
        Type.Number({ minimum: 0, maximum: 1_000_000, description: 'Dollars per hour, ≤ 4 decimals' }),
      ),
    ),
    amount: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 100_000_000 }))),
    description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  },
  { additionalProperties: false },
);

const TimeTotals = Type.Object(
  {
    regular_hours: Hours,
    overtime_hours: Hours,
    double_overtime_hours: Hours,
    paid_break_hours: Hours,
    unpaid_break_hours: Hours,
    total_hours: Hours,
  },
  { additionalProperties: false },
);

const JobCosting = Type.Object(
  {
    customer_id: Nullable(Type.Integer()),
    customer_name: Nullable(Type.String()),
    project_id: Nullable(Type.Integer()),
    project_name: Nullable(Type.String()),
    regular_hours: Hours,
    overtime_hours: Hours,
    double_overtime_hours: Hours,
    amount: Money,
  },
  { additionalProperties: false },
);

/** The earning record an entry was paid from (docs/api-conventions.md §2.3); informational in a draft body. */
const EarningRecord = Type.Object(
  {
    employee_earnings_id: Type.Integer(),
    start_date: Type.String({ description: 'Effective date (midnight UTC of the company-local date)' }),
    payment_unit: Nullable(Type.String()),
    salary_type: Nullable(Type.String()),
    payment_amount: Nullable(Type.Number({ description: 'Hourly rate, dollars per hour' })),
    salary: Nullable(Type.Number({ description: 'Salary in dollars per salary_type period' })),
    overtime_amount: Nullable(Type.Number({ description: 'Overtime multiplier, e.g. 1.5' })),
    default_hours: Nullable(Type.Number({ description: 'Default weekly hours' })),
    pto_payment_amount: Nullable(Type.Number({ description: 'PTO hourly rate, dollars' })),
  },
  { description: 'The earning record used (docs/api-conventions.md §2.3)' },
);

/** payrollData of an entry. In a create-draft body only `earnings` is required; the rest is informational. */
export const PayrollData = Type.Object(
  {
    earning: Type.Optional(Nullable(EarningRecord)),
    time_totals: Type.Optional(TimeTotals),
    earnings: Type.Array(EarningLineIn, { maxItems: 200 }),
    jobCostingData: Type.Optional(Type.Array(JobCosting, { maxItems: 1000 })),
    gross_pay: Type.Optional(Money),
    time_record_ids: Type.Optional(Type.Array(Type.Integer(), { maxItems: 10_000 })),
  },
  { additionalProperties: false },
);

/** One part of an entry split at an earning change (dates inclusive, company-local). */
export const Split = Type.Object(
  { start_date: DateStr, end_date: DateStr, payrollData: PayrollData },
  { additionalProperties: false },
);

/** One employee or contractor entry (docs/api-conventions.md §2.9): exactly one of payrollData or splits. */
export const Entry = Type.Object(
  {
    employee_id: IntId,
    first_name: Type.Optional(Type.String()),
    last_name: Type.Optional(Type.String()),
    payment_method: Type.Optional(Type.String({ enum: ['direct_deposit', 'manual'] })),
    note: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
    payrollData: Type.Optional(PayrollData),
    splits: Type.Optional(Type.Array(Split, { minItems: 1, maxItems: 50 })),
  },
  { additionalProperties: false },
);

/** POST /payrolls and PUT /payrolls/:id body (= `actions.create_draft`). */
export const CreateDraftBody = Type.Object(
  {
    type: Type.String({ enum: ['regular', 'off_cycle'] }),
    start_date: DateStr,
    end_date: DateStr,
    payday: DateStr,
    pay_frequency: Type.Optional(
      Nullable({
        ...FREQ,
        description:
          "Regular: the group's frequency. Off-cycle: default the frequency of the employees' pay schedule group, else the company's default_pay_period",
      }),
    ),
    pay_schedule_group_id: Type.Optional(Nullable(IntId)),
    off_cycle_options: Type.Optional(Nullable(OffCycleOptions)),
    employees: Type.Array(Entry, { maxItems: 50_000 }),
    contractors: Type.Optional(Type.Array(Entry, { maxItems: 50_000 })),
  },
  { additionalProperties: false },
);

/** Initialize response. */
export const InitializeResponse = Type.Object(
  {
    type: Type.String(),
    start_date: DateStr,
    end_date: DateStr,
    payday: DateStr,
    pay_frequency: FREQ,
    pay_schedule_group_id: Nullable(Type.Integer()),
    employees: Type.Array(Entry),
    contractors: Type.Array(Entry),
    warnings: Type.Array(
      Type.Object({
        code: Type.String(),
        message: Type.String(),
        employee_id: Nullable(Type.Integer()),
        time_record_id: Nullable(Type.Integer()),
      }),
    ),
    actions: Type.Object({ create_draft: CreateDraftBody }),
  },
  { $id: 'InitializeResponse' },
);

const TaxLine = Type.Object({
  code: Type.String(),
  description: Type.String(),
  jurisdiction: Type.String(),
  payer: Type.String({ enum: ['employee', 'company'] }),
  taxable_wages: Money,
  rate: Nullable(Type.Number()),
  amount: Money,
  reason: Type.String({ description: 'Why this line and how it was computed, with its source' }),
});

/** An earnings line of the preview (input lines again, with their exact amount). */
const PreviewEarning = Type.Object({
  type: Type.String(),
  hours: Nullable(Type.Number()),
  rate: Nullable(Type.Number()),
  amount: Money,
  description: Nullable(Type.String()),
});

/**
 * Payroll totals (dollars): employee gross, taxes, benefits, post-tax deductions, reimbursements and
 * net; contractor gross and net; employer taxes and benefits; the liability (everything the payroll
 * costs) and the cash requirement (liability minus net pay handed out manually).
 */
export const Totals = Type.Object(
  {
    employee_gross: Money,
    employee_taxes: Money,
    employee_benefits: Money,
    post_tax_deductions: Money,
    reimbursements: Money,
    employee_net: Money,
    contractor_gross: Money,
    contractor_net: Money,
    company_taxes: Money,
    company_benefits: Money,
    liability: Money,
    cash_requirement: Money,
  },
  { additionalProperties: false },
);

/** The preview of a payroll (docs/api-conventions.md §5). */
export const Preview = Type.Object(
  {
    payroll_id: Type.String(),
    status: Type.String(),
    type: Type.String(),
    start_date: DateStr,
    end_date: DateStr,
    payday: DateStr,
    pay_frequency: FREQ,
    pay_schedule_group_id: Nullable(Type.Integer()),
    off_cycle_options: Nullable(OffCycleOptions),
    created_at: DateTime,
    approved_at: Nullable(DateTime),
    engine_version: Type.String(),
    totals: Totals,
    employees: Type.Array(
      Type.Object({
        employee_id: Type.Integer(),
        first_name: Type.String(),
        last_name: Type.String(),
        payment_method: Type.String(),
        note: Nullable(Type.String()),
        workplace_id: Nullable(Type.String()),
        gross_pay: Money,
        earnings: Type.Array(PreviewEarning),
        taxes: Type.Array(TaxLine),
        benefits: Type.Array(
          Type.Object({
            code: Type.String(),
            description: Type.String(),
            employee_amount: Money,
            company_amount: Money,
            pre_tax: Type.Boolean(),
            reason: Type.String(),
          }),
        ),
        post_tax_deductions: Type.Array(
          Type.Object({
            code: Type.String(),
            description: Type.String(),
            amount: Money,
            reason: Type.String(),
          }),
        ),
        net_pay: Money,
        time_record_ids: Type.Array(Type.Integer(), {
          description: 'The punches that produced the time-based earnings',
        }),
        warnings: Type.Array(Type.Object({ code: Type.String(), message: Type.String() })),
      }),
    ),
    contractors: Type.Array(
      Type.Object({
        employee_id: Type.Integer(),
        first_name: Type.String(),
        last_name: Type.String(),
        payment_method: Type.String(),
        note: Nullable(Type.String()),
        gross_pay: Money,
        earnings: Type.Array(PreviewEarning),
        reimbursements: Money,
        net_pay: Money,
        time_record_ids: Type.Array(Type.Integer()),
      }),
    ),
    warnings: Type.Array(
      Type.Object({ code: Type.String(), message: Type.String(), employee_id: Nullable(Type.Integer()) }),
    ),
    actions: Type.Object({ approve: Nullable(Type.Object({ method: Type.String(), path: Type.String() })) }),
    pagination: Type.Optional(
      Type.Object(
        {
          limit: Type.Integer(),
          next_cursor: Type.Union([Type.String(), Type.Null()]),
        },
        {
          description: 'Only when `limit` was asked: this page of people; the totals are the whole payroll.',
        },
      ),
    ),
  },
  { $id: 'Preview' },
);

/** GET /payrolls/:id/preview query: optional paging of the people (employees and contractors, by employee_id). */
export const PreviewQuery = Type.Object(
  {
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 1000, description: 'People per page (1–1000); all when omitted.' }),
    ),
    cursor: Type.Optional(
      Type.String({ maxLength: 200, description: 'Opaque cursor from `pagination.next_cursor`.' }),
    ),
  },
  { additionalProperties: false },
);

/** GET /payrolls filters. */
export const PayrollListQuery = Type.Object(
  {
    ...PageQuery,
    status: Type.Optional(
      Type.String({ enum: ['draft', 'pending', 'processing', 'paid', 'failed', 'reopened', 'skipped'] }),
    ),
    type: Type.Optional(Type.String({ enum: ['regular', 'off_cycle', 'historical'] })),
    pay_schedule_group_id: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);

/** GET /payrolls item. */
export const PayrollSummary = Type.Object(
  {
    payroll_id: Type.String(),
    status: Type.String(),
    type: Type.String(),
    start_date: DateStr,
    end_date: DateStr,
    payday: DateStr,
    pay_frequency: FREQ,
    pay_schedule_group_id: Nullable(Type.Integer()),
    off_cycle_options: Nullable(OffCycleOptions),
    created_at: DateTime,
    approved_at: Nullable(DateTime),
    totals: Totals,
    employee_count: Type.Integer(),
    contractor_count: Type.Integer(),
  },
  { $id: 'PayrollSummary' },
);

/** Path params of one paycheck. */
export const PaycheckParams = Type.Object(
  { payroll_id: PayrollId, employee_id: IntId },
  { additionalProperties: false },
);

/** GET /payrolls/:id/paychecks query (cursor-paged by employee_id). */
export const PaycheckListQuery = Type.Object({ ...PageQuery }, { additionalProperties: false });

/**
 * PATCH /payrolls/:id/paychecks/:employee_id body: the parts of the person's create_draft entry to
 * replace (same shapes). `payrollData` or `splits` replaces the earnings lines (the other is
 * dropped); `payment_method` and `note` replace theirs. At least one field.
 */
export const PaycheckPatchBody = Type.Object(
  {
    payrollData: Type.Optional(PayrollData),
    splits: Type.Optional(Type.Array(Split, { minItems: 1, maxItems: 50 })),
    payment_method: Type.Optional(Type.String({ enum: ['direct_deposit', 'manual'] })),
    note: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  },
  { additionalProperties: false, minProperties: 1 },
);

/** One paycheck of GET /payrolls/:id/paychecks (dollars). */
export const PaycheckSummary = Type.Object(
  {
    employee_id: Type.Integer(),
    first_name: Type.String(),
    last_name: Type.String(),
    is_contractor: Type.Boolean(),
    payment_method: Type.String(),
    note: Nullable(Type.String()),
    gross_pay: Money,
    reimbursements: Money,
    employee_taxes: Money,
    company_taxes: Money,
    employee_benefits: Money,
    company_benefits: Money,
    post_tax_deductions: Money,
    net_pay: Money,
    deposits: Type.Array(Type.Ref('PaycheckDeposit'), {
      description:
        'Direct deposit of the net pay: fixed and percentage splits first, the remainder account last (empty when paid manually)',
    }),
    warnings: Type.Array(Type.Object({ code: Type.String(), message: Type.String() })),
  },
  { $id: 'PaycheckSummary' },
);

/** One direct-deposit split of a paycheck's net pay (the account shown by its last four digits). */
export const Deposit = Type.Object(
  {
    bank_account_id: Type.Integer(),
    account_type: Type.String({ enum: ['checking', 'savings'] }),
    account_number_last4: Type.String(),
    routing_number_last4: Type.String(),
    amount: Money,
  },
  { $id: 'PaycheckDeposit' },
);

/** PATCH /payrolls/:id/paychecks/:employee_id response: the recomputed paycheck and the payroll's new totals. */
export const PaycheckPatchResponse = Type.Object(
  {
    payroll_id: Type.String(),
    paycheck: Type.Ref('PaycheckSummary'),
    totals: Totals,
  },
  { $id: 'PaycheckPatchResponse' },
);
