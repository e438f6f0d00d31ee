/**
 * South Carolina — WH-1603F, Formula for Computing South Carolina 2026 Withholding Tax (SC DOR):
 * the `annualized_brackets` family ($5,000 per SC W-4 allowance, standard deduction 10% of
 * annualized wages up to $7,500, 0% / 3% / 6% brackets), except that with zero allowances neither
 * the allowance nor the standard deduction applies — WH-1603F's all-or-nothing rule, which the
 * family cannot express. Amounts in cents.
 */
import type { CalcContext } from '../context.ts';
import { count, stateForm } from './common.ts';
import { computeAnnualizedBrackets, type AnnualizedBracketsTable } from './brackets.ts';

/** Adds the SC `state_income_tax` line (no standard deduction when no allowance is claimed). */
export function computeSc(c: CalcContext, t: AnnualizedBracketsTable): void {
  if (count(stateForm(c, 'SC')?.allowances) > 0) return computeAnnualizedBrackets(c, t);
  const schedules = new Map(
    [...t.schedules].map(([k, s]) => [k, { ...s, standardDeduction: null }] as const),
  );
  computeAnnualizedBrackets(c, { ...t, schedules });
}
