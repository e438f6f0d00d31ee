/**
 * Illinois — Booklet IL-700-T (R-12/25), automated payroll method: 4.95% × (wages − (IL-W-4 line 1
 * × $2,925 + line 2 × $1,000) ÷ periods), the per-period exemption rounded to cents as the booklet's
 * example prints it; IL-W-4 line 3 added after the rate. No IL-W-4 → no exemptions.
 */
import type { Ctx, TableMeta } from '../schema.ts';
import { divHalfUp, fmt, mulRate, type Rate } from '../rounding.ts';
import type { CalcContext } from '../context.ts';
import { additional, addText, count, exemptLine, incomeTaxLine, stateForm, stateWages } from './common.ts';

/** Parsed `il.json` (annual allowances in cents). */
export interface IlTable {
  meta: TableMeta;
  exclusions: number;
  rate: Rate;
  basicAllowance: number;
  additionalAllowance: number;
}

/** Validates and parses `il.json`. */
export function parseIl(o: Record<string, unknown>, c: Ctx): IlTable {
  return {
    meta: c.meta(o),
    exclusions: c.exclusions(o.incomeTaxWageExclusions, 'incomeTaxWageExclusions'),
    rate: c.rate(o.rate, 'rate'),
    basicAllowance: c.money(o.basicAllowance, 'basicAllowance'),
    additionalAllowance: c.money(o.additionalAllowance, 'additionalAllowance'),
  };
}

/** Adds the IL `state_income_tax` line. */
export function computeIl(c: CalcContext, t: IlTable): void {
  const f = stateForm(c, 'IL');
  const w = stateWages(c, t.exclusions);
  const desc = 'Illinois income tax';
  if (f?.exempt) return exemptLine(c, 'IL', desc, w.taxable, 'IL-W-4');
  const l1 = count(f?.allowances);
  const l2 = count(f?.additionalAllowances);
  const annual = l1 * t.basicAllowance + l2 * t.additionalAllowance;
  const per = divHalfUp(annual, c.periods);
  const taxable = Math.max(0, w.taxable - per);
  const extra = additional(c, f);
  const tax = mulRate(taxable, t.rate.scaled);
  incomeTaxLine(
    c,
    'IL',
    desc,
    w.taxable,
    t.rate.text,
    tax + extra,
    `IL-700-T ${c.year}${f ? '' : ' (no IL-W-4 on file: no exemptions)'}: (${l1} × ${fmt(t.basicAllowance)} + ${l2} × ${fmt(t.additionalAllowance)}) ÷ ${c.periods} = ${fmt(per)}; (${fmt(w.taxable)} − ${fmt(per)}) × ${t.rate.percent} = ${fmt(tax)}${addText(extra)}`,
  );
}
