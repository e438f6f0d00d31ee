/**
 * Georgia — Employer's Withholding Tax Guide 2026, percentage method; edition by pay date
 * (5.19% to 2026-05-10, 4.99% from 2026-05-11, HB 463). Taxable = wages − per-period standard
 * deduction (MFJ one income: status C; everyone else the single-sized figure) − (G-4 dependents +
 * additional allowances) × per-period dependent allowance; × rate; + G-4 additional. No G-4 →
 * single, zero allowances.
 */
import type { Ctx, TableMeta, PerFrequency } from '../schema.ts';
import { fmt, mulRate, type Rate } from '../rounding.ts';
import { tableFreq, type CalcContext } from '../context.ts';
import { additional, addText, count, exemptLine, incomeTaxLine, stateForm, stateWages } from './common.ts';

interface GaEdition {
  effectiveFrom: string;
  rate: Rate;
  perPeriod: PerFrequency<{ married: number; single: number; dependent: number }>;
}
/** Parsed `ga.json` (per-period cents). */
export interface GaTable {
  meta: TableMeta;
  exclusions: number;
  editions: GaEdition[];
}

/** Validates and parses `ga.json`. */
export function parseGa(o: Record<string, unknown>, c: Ctx): GaTable {
  return {
    meta: c.meta(o),
    exclusions: c.exclusions(o.incomeTaxWageExclusions, 'incomeTaxWageExclusions'),
    editions: c.arr(o.editions, 'editions').map((e, i) => {
      const eo = c.obj(e, `editions[${i}]`);
      return {
        effectiveFrom: c.date(eo.effectiveFrom, `editions[${i}].effectiveFrom`),
        rate: c.rate(eo.rate, `editions[${i}].rate`),
        perPeriod: c.perFrequency(eo.perPeriod, `editions[${i}].perPeriod`, (x, p) => {
          const po = c.obj(x, p);
          return {
            married: c.money(po.married_jointly, `${p}.married_jointly`),
            single: c.money(po.single, `${p}.single`),
            dependent: c.money(po.dependent, `${p}.dependent`),
          };
        }),
      };
    }),
  };
}

/** Adds the GA `state_income_tax` line. */
export function computeGa(c: CalcContext, t: GaTable): void {
  const f = stateForm(c, 'GA');
  const w = stateWages(c, t.exclusions);
  const desc = 'Georgia income tax';
  if (f?.exempt) return exemptLine(c, 'GA', desc, w.taxable, 'G-4');
  let ed = t.editions[0]!;
  for (const e of t.editions) if (c.input.payday >= e.effectiveFrom) ed = e;
  const s = f?.filingStatus;
  const married = s === 'C' || s === 'married' || s === 'married_jointly';
  const pp = ed.perPeriod[tableFreq(c)];
  const std = married ? pp.married : pp.single;
  const n = count(f?.allowances) + count(f?.additionalAllowances);
  const taxable = Math.max(0, w.taxable - std - n * pp.dependent);
  const tax = mulRate(taxable, ed.rate.scaled);
  const extra = additional(c, f);
  incomeTaxLine(
    c,
    'GA',
    desc,
    w.taxable,
    ed.rate.text,
    tax + extra,
    `Georgia Employer's Withholding Tax Guide ${c.year} (edition for pay dates from ${ed.effectiveFrom})${f ? '' : ' (no G-4 on file: single, 0 allowances)'}: ${fmt(w.taxable)} − standard deduction ${fmt(std)} (${married ? 'married filing jointly, one income' : 'single-sized'}) − ${n} × ${fmt(pp.dependent)} = ${fmt(taxable)}; × ${ed.rate.percent} = ${fmt(tax)}${addText(extra)}`,
  );
}
