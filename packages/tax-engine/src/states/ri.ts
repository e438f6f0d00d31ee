/**
 * Rhode Island — 2026 Employer's Income Tax Withholding Tables (RI Division of Taxation), percentage
 * method: the `annualized_brackets` family (one annual table for every filing status, $1,000 per
 * RI W-4 exemption), except that no exemption is allowed once annualized wages exceed the booklet's
 * cut-off ($290,800 for 2026; `exemptionCutoffAnnualWages` in ri.json) — an all-or-nothing rule
 * the family cannot express. Amounts in cents.
 */
import type { Ctx } from '../schema.ts';
import { fmt } from '../rounding.ts';
import type { CalcContext } from '../context.ts';
import { stateWages } from './common.ts';
import {
  computeAnnualizedBrackets,
  parseAnnualizedBrackets,
  type AnnualizedBracketsTable,
} from './brackets.ts';

/** Parsed `ri.json`: the family table plus the annual-wage cut-off of the exemption (cents). */
export interface RiTable extends AnnualizedBracketsTable {
  exemptionCutoff: number;
}

/** Validates and parses `ri.json`. */
export function parseRi(o: Record<string, unknown>, c: Ctx): RiTable {
  return {
    ...parseAnnualizedBrackets(o, c),
    exemptionCutoff: c.money(o.exemptionCutoffAnnualWages, 'exemptionCutoffAnnualWages'),
  };
}

/** Adds the RI `state_income_tax` line (exemptions dropped above the cut-off). */
export function computeRi(c: CalcContext, t: RiTable): void {
  const w = stateWages(c, t.exclusions);
  const periods = t.periods?.[c.freq] ?? c.periods;
  const annual = (w.taxable - (t.supplementalRate ? w.supplemental : 0)) * periods;
  if (annual <= t.exemptionCutoff) return computeAnnualizedBrackets(c, t);
  computeAnnualizedBrackets(c, { ...t, allowance: { ...t.allowance, deduction: 0 } });
  const line = c.taxes.find((l) => l.code === 'state_income_tax' && l.jurisdiction === 'RI');
  if (line) {
    line.reason += `; no exemptions: annual wages ${fmt(annual)} exceed ${fmt(t.exemptionCutoff)}`;
  }
}
