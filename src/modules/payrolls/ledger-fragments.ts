/**
 * SQL fragments over the payroll ledger tables (`payrolls`, `paychecks`, `pay_lines`), exported by
 * the payroll module for its own repositories and for the reports module, so the meaning of
 * "approved" and the list of a paycheck's money columns live in one place.
 */
import { sql, type RawBuilder } from 'kysely';

type Int = string | number;

/** SQL predicate: the payroll aliased `p` counts as approved (YTD, reports). */
export const approvedPayroll: RawBuilder<boolean> = sql<boolean>`p.status in ('pending', 'processing', 'paid')`;

/** The money columns of a paycheck (or sums of them), integer cents. */
export interface PaycheckMoneyRow {
  gross_cents: Int;
  reimbursements_cents: Int;
  employee_taxes_cents: Int;
  company_taxes_cents: Int;
  employee_benefits_cents: Int;
  company_benefits_cents: Int;
  post_tax_deductions_cents: Int;
  net_cents: Int;
}

/** The money columns of a paycheck, in cents. */
export const PAYCHECK_MONEY_COLUMNS = [
  'gross_cents',
  'reimbursements_cents',
  'employee_taxes_cents',
  'company_taxes_cents',
  'employee_benefits_cents',
  'company_benefits_cents',
  'post_tax_deductions_cents',
  'net_cents',
] as const;

/** `coalesce(sum(c.<col>), 0)::text as <col>` for every money column of the paychecks aliased `c`. */
export const sumMoney = sql.join(
  PAYCHECK_MONEY_COLUMNS.map((col) => sql.raw(`coalesce(sum(c.${col}), 0)::text as ${col}`)),
);
