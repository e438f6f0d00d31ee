/**
 * Wisconsin — Publication W-166, Withholding Tax Guide (rev. 1/26), alternate (formula) method: the
 * `annualized_brackets` family ($400 per WT-4 exemption, one withholding schedule for single and
 * married), with a standard deduction that slides with annualized gross wages: the full amount up
 * to `fullBelow`, then reduced by `reductionRate` × the wages above it, never below 0
 * (`standardDeductionPhaseOut` in wi.json, per schedule). Off-cycle supplemental wages: W-166's flat
 * rate by estimated annual gross wages (`supplementalRateByAnnualWages`, brackets.ts). Amounts in cents.
 */
import type { Ctx } from '../schema.ts';
import { fmt, mulRate, type Rate } from '../rounding.ts';
import type { CalcContext } from '../context.ts';
import { stateForm, stateWages } from './common.ts';
import {
  computeAnnualizedBrackets,
  filingStatusOf,
  parseAnnualizedBrackets,
  type AnnualizedBracketsTable,
} from './brackets.ts';

/** Sliding standard deduction of one schedule (annual cents). */
export interface WiPhaseOut {
  max: number;
  fullBelow: number;
  reductionRate: Rate;
}

/** Parsed `wi.json`: the family table plus the sliding deduction per schedule. */
export interface WiTable extends AnnualizedBracketsTable {
  phaseOut: Map<string, WiPhaseOut>;
}

/** Validates and parses `wi.json`. */
export function parseWi(o: Record<string, unknown>, c: Ctx): WiTable {
  const t = parseAnnualizedBrackets(o, c);
  const p = c.obj(o.standardDeductionPhaseOut, 'standardDeductionPhaseOut');
  const phaseOut = new Map<string, WiPhaseOut>();
  for (const k of t.schedules.keys()) {
    const s = c.obj(p[k], `standardDeductionPhaseOut.${k}`);
    phaseOut.set(k, {
      max: c.money(s.max, `standardDeductionPhaseOut.${k}.max`),
      fullBelow: c.money(s.fullBelow, `standardDeductionPhaseOut.${k}.fullBelow`),
      reductionRate: c.rate(s.reductionRate, `standardDeductionPhaseOut.${k}.reductionRate`),
    });
  }
  return { ...t, phaseOut };
}

/** W-166 standard deduction for annualized wages `annual` (cents). */
export function wiStandardDeduction(p: WiPhaseOut, annual: number): number {
  return Math.max(0, p.max - mulRate(Math.max(0, annual - p.fullBelow), p.reductionRate.scaled));
}

/** Adds the WI `state_income_tax` line with the sliding standard deduction. */
export function computeWi(c: CalcContext, t: WiTable): void {
  const status = filingStatusOf(t.certificate, stateForm(c, 'WI'));
  const key = t.statusMap[status] ?? status;
  const w = stateWages(c, t.exclusions);
  const periods = t.periods?.[c.freq] ?? c.periods;
  // With the supplemental rate bands, off-cycle supplemental wages are withheld apart: the
  // deduction slides with the annualized regular wages only (w.regular = w.taxable on a regular run).
  const annualized = t.supplementalRate || t.supplementalRateBands ? w.regular : w.taxable;
  const amount = wiStandardDeduction(t.phaseOut.get(key)!, annualized * periods);
  const schedules = new Map(t.schedules);
  schedules.set(key, { ...t.schedules.get(key)!, standardDeduction: { kind: 'amount', amount } });
  computeAnnualizedBrackets(c, { ...t, schedules });
  const p = t.phaseOut.get(key)!;
  const line = c.taxes.find((l) => l.code === 'state_income_tax' && l.jurisdiction === 'WI');
  if (line && amount < p.max) {
    line.reason += `; standard deduction ${fmt(p.max)} − ${p.reductionRate.percent} of annual wages over ${fmt(p.fullBelow)}, not below 0`;
  }
}
