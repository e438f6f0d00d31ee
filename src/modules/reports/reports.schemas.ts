/**
 * Query and response shapes of the reports (GET /reports/...). Money in dollars (2 decimals),
 * hours as numbers with 2 decimals (from integer seconds), dates company-local `YYYY-MM-DD`. The
 * date range (`start_date`, `end_date`, both inclusive) is validated by report-range.ts.
 */
import { Type, type Static } from 'typebox';
import { DateStr, Nullable } from '../../platform/http/schemas.js';
import { ListOf, PageQuery } from '../../platform/http/pagination.js';

const Money = Type.Number({ description: 'Dollars, 2 decimals' });
const Hours = Type.Number({ description: 'Hours, 2 decimals (from integer seconds)' });
const Range = {
  start_date: { ...DateStr, description: 'First date of the range (inclusive), YYYY-MM-DD' },
  end_date: {
    ...DateStr,
    description: 'Last date of the range (inclusive, at most 5 years after start_date)',
  },
};

/** A paycheck's money (or sums of it), dollars. */
const PaycheckMoney = {
  gross_pay: Money,
  reimbursements: Money,
  employee_taxes: Money,
  employer_taxes: Money,
  employee_benefits: Money,
  company_benefits: Money,
  post_tax_deductions: Money,
  net_pay: Money,
};

/** GET /reports/payroll-journal query. */
export const JournalQuery = Type.Object(
  {
    ...Range,
    ...PageQuery,
    level: Type.Optional(
      Type.String({
        enum: ['paycheck', 'line'],
        default: 'paycheck',
        description: '`paycheck`: one row per paycheck; `line`: one row per pay line',
      }),
    ),
  },
  { additionalProperties: false },
);
/** Static type of {@link JournalQuery}. */
export type JournalQueryT = Static<typeof JournalQuery>;

/** A journal row at paycheck level. */
export const JournalPaycheck = Type.Object({
  payday: DateStr,
  payroll_id: Type.String(),
  payroll_type: Type.String(),
  status: Type.String(),
  employee_id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  is_contractor: Type.Boolean(),
  department_id: Nullable(Type.Integer()),
  workplace_state: Nullable(Type.String()),
  payment_method: Type.String(),
  ...PaycheckMoney,
});

/** A journal row at line level. */
export const JournalLine = Type.Object({
  payday: DateStr,
  payroll_id: Type.String(),
  employee_id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  line_no: Type.Integer(),
  kind: Type.String({ enum: ['earning', 'tax', 'benefit', 'deduction', 'reimbursement'] }),
  code: Type.String(),
  description: Nullable(Type.String()),
  jurisdiction: Nullable(Type.String()),
  payer: Type.String({ enum: ['employee', 'company'] }),
  hours: Nullable(Hours),
  rate: Nullable(Type.Number({ description: 'Dollars per hour (earnings) or the tax rate' })),
  taxable_wages: Nullable(Money),
  amount: Money,
  customer_id: Nullable(Type.Integer()),
  project_id: Nullable(Type.Integer()),
});

/** GET /reports/payroll-journal response (rows are JournalPaycheck or JournalLine by `level`). */
export const JournalPage = ListOf(Type.Union([JournalPaycheck, JournalLine]), 'journal rows');

/** GET /reports/tax-liability query. */
export const TaxLiabilityQuery = Type.Object(
  {
    ...Range,
    group_by: Type.Optional(
      Type.String({ enum: ['month', 'quarter'], default: 'quarter', description: 'Payday month or quarter' }),
    ),
  },
  { additionalProperties: false },
);

const TaxSum = Type.Object({
  period: Type.String({ description: '`YYYY-MM` or `YYYY-Qn` of the payday' }),
  code: Type.String(),
  jurisdiction: Type.String({ description: '`US`, a state code or a locality' }),
  payer: Type.String({ enum: ['employee', 'company'] }),
  taxable_wages: Money,
  amount: Money,
  lines: Type.Integer({ description: 'Number of pay lines summed' }),
});

/** GET /reports/tax-liability response. */
export const TaxLiabilityReport = Type.Object({
  start_date: DateStr,
  end_date: DateStr,
  group_by: Type.String(),
  lines: Type.Array(TaxSum),
  form_941: Type.Array(
    Type.Object({
      quarter: Type.String({ description: '`YYYY-Qn`' }),
      employees_paid: Type.Integer(),
      wages: Money,
      federal_income_tax_withheld: Money,
      social_security_wages: Money,
      social_security_tax: Money,
      medicare_wages: Money,
      medicare_tax: Money,
      additional_medicare_wages: Money,
      additional_medicare_tax: Money,
      total_taxes: Money,
    }),
    { description: 'Form 941 figures per payday quarter (lines 1, 2, 3, 5a, 5c, 5d, 10)' },
  ),
  form_940: Type.Array(Type.Object({ year: Type.Integer(), futa_taxable_wages: Money, futa_tax: Money }), {
    description: 'Form 940 figures per payday year (line 7 taxable FUTA wages; FUTA tax)',
  }),
  state: Type.Array(
    Type.Object({
      quarter: Type.String(),
      state: Type.String(),
      income_tax_wages: Money,
      income_tax_withheld: Money,
      sui_taxable_wages: Money,
      sui_tax: Money,
      other: Type.Array(Type.Object({ code: Type.String(), payer: Type.String(), amount: Money })),
    }),
    { description: 'State return figures per payday quarter and state' },
  ),
});

/** GET /reports/job-costing and the range-only reports' query. */
export const RangeQuery = Type.Object(Range, { additionalProperties: false });

const JobCostGroup = Type.Object({
  customer_id: Nullable(Type.Integer()),
  customer_name: Nullable(Type.String()),
  project_id: Nullable(Type.Integer()),
  project_name: Nullable(Type.String()),
  department_id: Nullable(Type.Integer()),
  department_name: Nullable(Type.String()),
  hours: Hours,
  gross_pay: Money,
  employer_taxes: Money,
  labor_cost: Money,
});

/** GET /reports/job-costing response. */
export const JobCostingReport = Type.Object({
  start_date: DateStr,
  end_date: DateStr,
  data: Type.Array(JobCostGroup),
  totals: Type.Object({
    hours: Hours,
    gross_pay: Money,
    employer_taxes: Money,
    labor_cost: Money,
    unallocated_employer_taxes: Money,
  }),
});

/** GET /reports/hours query. */
export const HoursQuery = Type.Object({ ...Range, ...PageQuery }, { additionalProperties: false });

/** GET /reports/hours response. */
export const HoursPage = ListOf(
  Type.Object({
    employee_id: Type.Integer(),
    first_name: Type.String(),
    last_name: Type.String(),
    day: DateStr,
    customer_id: Nullable(Type.Integer()),
    customer_name: Nullable(Type.String()),
    project_id: Nullable(Type.Integer()),
    project_name: Nullable(Type.String()),
    work_hours: Hours,
    break_hours: Hours,
    work_seconds: Type.Integer(),
    break_seconds: Type.Integer(),
    records: Type.Integer({ description: 'Time-record pieces on that day' }),
  }),
  'hours rows',
);

/** GET /reports/employee-ytd query. */
export const EmployeeYtdQuery = Type.Object(
  { year: Type.Integer({ minimum: 2000, maximum: 2100, description: 'Payday calendar year' }), ...PageQuery },
  { additionalProperties: false },
);

/** GET /reports/employee-ytd response. */
export const EmployeeYtdPage = ListOf(
  Type.Object({
    employee_id: Type.Integer(),
    first_name: Type.String(),
    last_name: Type.String(),
    is_contractor: Type.Boolean(),
    paychecks: Type.Integer(),
    ...PaycheckMoney,
    taxes: Type.Array(
      Type.Object({ code: Type.String(), jurisdiction: Type.String(), payer: Type.String(), amount: Money }),
    ),
    time_off: Type.Array(
      Type.Object({
        time_off_policy_id: Type.Integer(),
        name: Type.String(),
        kind: Type.String(),
        accrued_hours: Type.Number({ description: 'Accruals dated in the year, net of reversals (hours)' }),
        used_hours: Type.Number({ description: 'Uses (paid requests) dated in the year, positive (hours)' }),
        available_hours: Type.Number({ description: 'Balance on available_as_of (hours)' }),
        available_as_of: DateStr,
      }),
      {
        description:
          'Per time-off policy the person is enrolled in: hours accrued and used in the calendar year, and available on December 31 or today (company-local), whichever is earlier',
      },
    ),
  }),
  'employee YTD rows',
);
