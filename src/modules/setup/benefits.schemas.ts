/**
 * Benefits (pre-tax and Roth elections) and post-tax deductions of an employee. Amounts are
 * dollars per pay period (≤ 2 decimals); percents are percent of gross ("5" = 5 %, ≤ 4 decimals).
 */
import { Type, type TSchema } from 'typebox';
import { DateStr, DateTime, IntId, Nullable } from '../../platform/http/schemas.js';

const Opt = <T extends TSchema>(t: T) => Type.Optional(Nullable(t));

/** Benefit codes. */
export const BENEFIT_CODES = [
  '401k',
  '403b',
  'roth_401k',
  'section125_medical',
  'section125_dental',
  'section125_vision',
  'hsa',
] as const;
/** Post-tax deduction codes. */
export const DEDUCTION_CODES = ['child_support', 'garnishment', 'loan_repayment', 'other'] as const;

/** POST /employees/:employee_id/benefits. Exactly one of employee_amount / employee_percent; at most one company figure. */
export const BenefitBody = Type.Object(
  {
    code: Type.String({ enum: [...BENEFIT_CODES] }),
    description: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    employee_amount: Opt(Type.Number({ description: 'Employee contribution, dollars per pay period' })),
    employee_percent: Opt(Type.Number({ description: 'Employee contribution, percent of gross (0–100)' })),
    company_amount: Opt(Type.Number({ description: 'Company contribution, dollars per pay period' })),
    company_percent: Opt(Type.Number({ description: 'Company contribution, percent of gross (0–100)' })),
    annual_limit: Opt(Type.Number({ description: 'Employee contributions per calendar year, dollars' })),
    start_date: Type.Optional(DateStr),
    end_date: Opt(DateStr),
  },
  { additionalProperties: false },
);

/** A benefit election. */
export const Benefit = Type.Object({
  benefit_id: Type.Integer(),
  employee_id: Type.Integer(),
  code: Type.String({ enum: [...BENEFIT_CODES] }),
  description: Type.String(),
  pre_tax: Type.Boolean({ description: 'false for Roth 401(k)' }),
  employee_amount: Nullable(Type.Number()),
  employee_percent: Nullable(Type.Number()),
  company_amount: Nullable(Type.Number()),
  company_percent: Nullable(Type.Number()),
  annual_limit: Nullable(Type.Number()),
  start_date: DateStr,
  end_date: Nullable(DateStr),
  created_at: DateTime,
});

/** POST /employees/:employee_id/deductions. Exactly one of amount / percent. */
export const DeductionBody = Type.Object(
  {
    code: Type.String({ enum: [...DEDUCTION_CODES] }),
    description: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    amount: Opt(Type.Number({ description: 'Dollars per pay period' })),
    percent: Opt(
      Type.Number({ description: 'Percent of gross (garnishment: of disposable earnings), 0–100' }),
    ),
    per_period_cap: Opt(Type.Number({ description: 'Maximum per pay period, dollars' })),
    total_cap: Opt(Type.Number({ description: 'Lifetime total, dollars' })),
    supports_second_family: Type.Optional(
      Type.Boolean({
        description:
          'child_support only: the employee supports a second spouse or child — CCPA limit 50% of disposable earnings instead of 60% (15 U.S.C. §1673(b)(2)); default false',
      }),
    ),
    arrears_over_12_weeks: Type.Optional(
      Type.Boolean({
        description:
          'child_support only: the order is for arrears older than 12 weeks — the CCPA limit rises by 5% of disposable earnings; default false',
      }),
    ),
    start_date: Type.Optional(DateStr),
    end_date: Opt(DateStr),
  },
  { additionalProperties: false },
);

/** A post-tax deduction. */
export const Deduction = Type.Object({
  deduction_id: Type.Integer(),
  employee_id: Type.Integer(),
  code: Type.String({ enum: [...DEDUCTION_CODES] }),
  description: Type.String(),
  amount: Nullable(Type.Number()),
  percent: Nullable(Type.Number()),
  per_period_cap: Nullable(Type.Number()),
  total_cap: Nullable(Type.Number()),
  supports_second_family: Type.Boolean({ description: 'child_support: supports a second family (CCPA 50%)' }),
  arrears_over_12_weeks: Type.Boolean({
    description: 'child_support: arrears older than 12 weeks (CCPA +5%)',
  }),
  start_date: DateStr,
  end_date: Nullable(DateStr),
  created_at: DateTime,
});

/** Path params of one benefit / deduction. */
export const BenefitParams = Type.Object(
  { employee_id: IntId, benefit_id: IntId },
  { additionalProperties: false },
);
/** Path params of one deduction. */
export const DeductionParams = Type.Object(
  { employee_id: IntId, deduction_id: IntId },
  { additionalProperties: false },
);
