/**
 * Colorado — DR 1098 (rev. 11/14/23) worksheet: annualize wages; subtract the annual allowance
 * (DR 0004 line 2 when filed — `extra.annualAllowanceCents` — else $10,000 for a federal W-4
 * married filing jointly, $5,000 otherwise); × 4.40%; ÷ periods; + DR 0004 line 3 additional.
 * FAMLI premiums are the file's `levies`; the Denver occupational privilege tax is data in
 * `locals-co.json` (locals/, method `flat_per_period`).
 */
import type { Ctx, TableMeta } from '../schema.ts';
import { bracketHalfUp, fmt, type Rate } from '../rounding.ts';
import type { CalcContext } from '../context.ts';
import {
  additional,
  addText,
  count,
  exemptLine,
  extraNum,
  incomeTaxLine,
  stateForm,
  stateWages,
} from './common.ts';

/** Parsed `co.json` (annual allowances in cents). */
export interface CoTable {
  meta: TableMeta;
  exclusions: number;
  rate: Rate;
  allowanceMarried: number;
  allowanceOther: number;
}

/** Validates and parses `co.json`. */
export function parseCo(o: Record<string, unknown>, c: Ctx): CoTable {
  const a = c.obj(o.allowance, 'allowance');
  return {
    meta: c.meta(o),
    exclusions: c.exclusions(o.incomeTaxWageExclusions, 'incomeTaxWageExclusions'),
    rate: c.rate(o.rate, 'rate'),
    allowanceMarried: c.money(a.married_jointly, 'allowance.married_jointly'),
    allowanceOther: c.money(a.other, 'allowance.other'),
  };
}

/** Adds the CO `state_income_tax` line. */
export function computeCo(c: CalcContext, t: CoTable): void {
  incomeTax(c, t);
}

function incomeTax(c: CalcContext, t: CoTable): void {
  const f = stateForm(c, 'CO');
  const w = stateWages(c, t.exclusions);
  const desc = 'Colorado income tax';
  if (f?.exempt) return exemptLine(c, 'CO', desc, w.taxable, 'DR 0004');
  const dr0004 = extraNum(f, 'annualAllowanceCents');
  const fedMarried = (c.input.federal?.filingStatus ?? 'single') === 'married_jointly';
  const allowance = dr0004 !== undefined ? count(dr0004) : fedMarried ? t.allowanceMarried : t.allowanceOther;
  const annual = w.taxable * c.periods;
  const taxableAnnual = Math.max(0, annual - allowance);
  const tax = bracketHalfUp(0, t.rate.scaled, taxableAnnual, 0, c.periods);
  const extra = additional(c, f);
  incomeTaxLine(
    c,
    'CO',
    desc,
    w.taxable,
    t.rate.text,
    tax + extra,
    `DR 1098: ${fmt(w.taxable)} × ${c.periods} = ${fmt(annual)} − annual allowance ${fmt(allowance)} (${dr0004 !== undefined ? 'DR 0004 line 2' : `federal W-4 ${fedMarried ? 'married filing jointly' : 'other status'}`}) = ${fmt(taxableAnnual)}; × ${t.rate.percent} ÷ ${c.periods} = ${fmt(tax)}${addText(extra)}`,
  );
}
