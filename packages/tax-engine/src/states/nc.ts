/**
 * North Carolina — NC-30 (2026) percentage method: (wages − per-period standard deduction (single /
 * MFJ / surviving spouse share one figure; head of household its own) − NC-4 allowances ×
 * per-period allowance) × 4.09%, rounded to the nearest whole dollar (NC-30); + NC-4 additional.
 * No NC-4 → single, zero allowances.
 */
import type { Ctx, TableMeta, PerFrequency } from '../schema.ts';
import { bracketHalfUp, fmt, type Rate } from '../rounding.ts';
import { tableFreq, type CalcContext } from '../context.ts';
import { additional, addText, count, exemptLine, incomeTaxLine, stateForm, stateWages } from './common.ts';

/** Parsed `nc.json` (per-period cents). */
export interface NcTable {
  meta: TableMeta;
  exclusions: number;
  rate: Rate;
  roundToDollar: boolean;
  perPeriod: PerFrequency<{ single: number; hoh: number; allowance: number }>;
}

/** Validates and parses `nc.json`. */
export function parseNc(o: Record<string, unknown>, c: Ctx): NcTable {
  return {
    meta: c.meta(o),
    exclusions: c.exclusions(o.incomeTaxWageExclusions, 'incomeTaxWageExclusions'),
    rate: c.rate(o.rate, 'rate'),
    roundToDollar: c.bool(o.roundToWholeDollar, 'roundToWholeDollar'),
    perPeriod: c.perFrequency(o.perPeriod, 'perPeriod', (x, p) => {
      const po = c.obj(x, p);
      return {
        single: c.money(po.single, `${p}.single`),
        hoh: c.money(po.head_of_household, `${p}.head_of_household`),
        allowance: c.money(po.allowance, `${p}.allowance`),
      };
    }),
  };
}

/** Adds the NC `state_income_tax` line. */
export function computeNc(c: CalcContext, t: NcTable): void {
  const f = stateForm(c, 'NC');
  const w = stateWages(c, t.exclusions);
  const desc = 'North Carolina income tax';
  if (f?.exempt) return exemptLine(c, 'NC', desc, w.taxable, 'NC-4');
  const pp = t.perPeriod[tableFreq(c)];
  const hoh = f?.filingStatus === 'head_of_household';
  const std = hoh ? pp.hoh : pp.single;
  const n = count(f?.allowances);
  const taxable = Math.max(0, w.taxable - std - n * pp.allowance);
  const tax = t.roundToDollar
    ? bracketHalfUp(0, t.rate.scaled, taxable, 0, 100) * 100
    : bracketHalfUp(0, t.rate.scaled, taxable, 0, 1);
  const extra = additional(c, f);
  incomeTaxLine(
    c,
    'NC',
    desc,
    w.taxable,
    t.rate.text,
    tax + extra,
    `NC-30 ${c.year}${f ? '' : ' (no NC-4 on file: single, 0 allowances)'}: ${fmt(w.taxable)} − standard deduction ${fmt(std)} − ${n} × ${fmt(pp.allowance)} = ${fmt(taxable)}; × ${t.rate.percent}${t.roundToDollar ? ', rounded to the whole dollar' : ''} = ${fmt(tax)}${addText(extra)}`,
  );
}
