/**
 * Shape of one pay statement (GET /payrolls/:payroll_id/paychecks/:employee_id): the paycheck's
 * lines with current and YTD amounts, its totals, the company, the person and the pay period.
 * Money in dollars (2 decimals), hours with 2 decimals, dates company-local `YYYY-MM-DD`.
 */
import { PayStatementTimeOff } from '../time-off/pay-statement.js';
import { Type, type Static } from 'typebox';
import { Address, DateStr, IntId, Nullable } from '../../platform/http/schemas.js';
import { Deposit, PayrollParams } from './payrolls.schemas.js';

const Money = Type.Number({ description: 'Dollars, 2 decimals' });
const CurYtd = Type.Object({ current: Money, ytd: Money });

/** Path params: the payroll and the person. */
export const PaycheckParams = Type.Object(
  { payroll_id: PayrollParams.properties.payroll_id, employee_id: IntId },
  { additionalProperties: false },
);

/** One pay statement. */
export const PayStatement = Type.Object(
  {
    payroll: Type.Object({
      payroll_id: Type.String(),
      status: Type.String(),
      type: Type.String(),
      start_date: DateStr,
      end_date: DateStr,
      payday: DateStr,
      pay_frequency: Type.String(),
    }),
    company: Type.Object({
      company_id: Type.Integer(),
      name: Type.String(),
      address: Nullable(Address),
    }),
    employee: Type.Object({
      employee_id: Type.Integer(),
      first_name: Type.String(),
      last_name: Type.String(),
      is_contractor: Type.Boolean(),
      payment_method: Type.String(),
      note: Nullable(Type.String()),
      workplace_id: Nullable(Type.String()),
      workplace_state: Nullable(Type.String()),
      department_id: Nullable(Type.Integer()),
    }),
    ytd: Type.Object(
      {
        year: Type.Integer(),
        through: DateStr,
        includes_this_payroll_unapproved: Type.Boolean({
          description: 'True for a draft or reopened payroll: its own amounts are added to the approved ones',
        }),
      },
      {
        description:
          'YTD = approved payrolls (pending, processing, paid) with payday in the same calendar year up to and including this payday, plus this payroll whatever its status',
      },
    ),
    earnings: Type.Array(
      Type.Object({
        type: Type.String(),
        description: Nullable(Type.String()),
        hours: Nullable(Type.Number()),
        rate: Nullable(
          Type.Number({
            description: 'Dollars per hour; null when the lines of this type have several rates',
          }),
        ),
        amount: Money,
        ytd_hours: Nullable(Type.Number()),
        ytd_amount: Money,
      }),
      { description: 'One row per earning type' },
    ),
    taxes: Type.Array(
      Type.Object({
        code: Type.String(),
        description: Nullable(Type.String()),
        jurisdiction: Nullable(Type.String()),
        payer: Type.String({ enum: ['employee', 'company'] }),
        taxable_wages: Money,
        amount: Money,
        reason: Nullable(
          Type.String({
            description: 'How this paycheck’s tax was computed, with its source (current period only).',
          }),
        ),
        ytd_taxable_wages: Money,
        ytd_amount: Money,
      }),
    ),
    benefits: Type.Array(
      Type.Object({
        code: Type.String(),
        description: Nullable(Type.String()),
        pre_tax: Type.Boolean(),
        employee_amount: Money,
        company_amount: Money,
        ytd_employee_amount: Money,
        ytd_company_amount: Money,
      }),
    ),
    post_tax_deductions: Type.Array(
      Type.Object({
        code: Type.String(),
        description: Nullable(Type.String()),
        amount: Money,
        ytd_amount: Money,
      }),
    ),
    reimbursements: Type.Array(
      Type.Object({
        code: Type.String(),
        description: Nullable(Type.String()),
        amount: Money,
        ytd_amount: Money,
      }),
    ),
    totals: Type.Object({
      gross_pay: CurYtd,
      employee_taxes: CurYtd,
      employer_taxes: CurYtd,
      employee_benefits: CurYtd,
      company_benefits: CurYtd,
      post_tax_deductions: CurYtd,
      reimbursements: CurYtd,
      net_pay: CurYtd,
    }),
    deposits: Type.Array(Type.Unsafe<Static<typeof Deposit>>(Type.Ref('PaycheckDeposit')), {
      description:
        'Where the net pay goes: direct deposit splits in deposit order (empty when paid manually, by check)',
    }),
    warnings: Type.Array(Type.Object({ code: Type.String(), message: Type.String() })),
    time_off: Type.Array(PayStatementTimeOff, {
      description:
        'Per time-off policy the person is enrolled in: hours accrued by this payroll, used in the period, available at its end (docs/time-off.md)',
    }),
  },
  { description: 'A pay statement (pay stub)' },
);

/** Static type of {@link PayStatement}. */
export type PayStatementT = Static<typeof PayStatement>;
