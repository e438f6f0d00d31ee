/**
 * Shapes of /historical-payrolls: a payroll the company ran elsewhere earlier in the year (Check and
 * Gusto call them external payrolls), entered per person with gross by earning type, each tax by
 * code, jurisdiction and payer, and benefits and deductions by code. Money in dollars (≤ 2
 * decimals); amounts are checked by the service (not by the schema) so that the API and the CSV
 * import report the same field errors.
 */
import { Type } from 'typebox';
import { DateStr, IntId } from '../../platform/http/schemas.js';

const Dollars = (description: string) =>
  Type.Number({ description: `${description}, dollars (≤ 2 decimals)` });

/** One earnings line of a historical paycheck. */
const HistoricalEarning = Type.Object(
  {
    type: Type.String({
      description:
        'Earning type: regular, overtime, double_overtime, salary, pto, sick, holiday, bonus, commission (supplemental wages) or reimbursement (not wages)',
    }),
    amount: Dollars('Amount paid, ≥ 0'),
    hours: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000, description: 'Hours, ≤ 2 decimals' })),
  },
  { additionalProperties: false },
);

/** One tax line of a historical paycheck. */
const HistoricalTax = Type.Object(
  {
    code: Type.String({
      description:
        'federal_income_tax, social_security, medicare, additional_medicare, futa, state_income_tax, state_unemployment, state_disability, state_family_leave, state_transit, state_paid_leave, local_income_tax, local_services_tax, local_occupational_tax',
    }),
    jurisdiction: Type.String({
      maxLength: 40,
      description: '`US` (federal), a two-letter state, or a local jurisdiction (NYC, PA-700102, …)',
    }),
    payer: Type.String({ enum: ['employee', 'company'] }),
    taxable_wages: Dollars('Wages subject to the tax, ≤ the gross pay'),
    amount: Dollars('Tax withheld (employee) or owed (company), ≤ the taxable wages'),
  },
  { additionalProperties: false },
);

/** One benefit of a historical paycheck (both shares). */
const HistoricalBenefit = Type.Object(
  {
    code: Type.String({
      description: '401k, 403b, roth_401k, section125_medical, section125_dental, section125_vision or hsa',
    }),
    employee_amount: Dollars('Employee contribution'),
    company_amount: Type.Optional(Dollars('Company contribution')),
  },
  { additionalProperties: false },
);

/** One post-tax deduction of a historical paycheck. */
const HistoricalDeduction = Type.Object(
  {
    code: Type.String({ description: 'child_support, garnishment, loan_repayment or other' }),
    amount: Dollars('Amount deducted'),
  },
  { additionalProperties: false },
);

/** One employee's paycheck in a historical payroll. */
export const HistoricalEmployee = Type.Object(
  {
    employee_id: IntId,
    earnings: Type.Array(HistoricalEarning, { minItems: 1, maxItems: 50 }),
    taxes: Type.Optional(Type.Array(HistoricalTax, { maxItems: 100 })),
    benefits: Type.Optional(Type.Array(HistoricalBenefit, { maxItems: 50 })),
    deductions: Type.Optional(Type.Array(HistoricalDeduction, { maxItems: 50 })),
  },
  { additionalProperties: false },
);

/** One contractor's payment in a historical payroll (Form 1099-NEC box 1). */
export const HistoricalContractor = Type.Object(
  {
    employee_id: IntId,
    amount: Dollars('Amount paid'),
    backup_withholding: Type.Optional(Dollars('Federal backup withholding (Form 1099-NEC box 4)')),
  },
  { additionalProperties: false },
);

/** POST /historical-payrolls body. */
export const HistoricalPayrollBody = Type.Object(
  {
    payday: DateStr,
    start_date: Type.Optional(DateStr),
    end_date: Type.Optional(DateStr),
    pay_frequency: Type.Optional(Type.String({ enum: ['weekly', 'biweekly', 'semimonthly', 'monthly'] })),
    employees: Type.Array(HistoricalEmployee, { maxItems: 50_000 }),
    contractors: Type.Optional(Type.Array(HistoricalContractor, { maxItems: 50_000 })),
  },
  { additionalProperties: false },
);

/** Path params of one historical payroll. */
export const HistoricalPayrollParams = Type.Object(
  {
    payroll_id: Type.String({
      pattern: '^pay_[A-Za-z0-9_-]{20}$',
      description: '`pay_` + 20 url-safe characters',
    }),
  },
  { additionalProperties: false },
);
