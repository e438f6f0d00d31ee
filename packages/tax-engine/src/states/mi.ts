/**
 * Michigan — Form 446 (Rev. 02-26): 4.25% × (wages − MI-W4 exemptions × $5,900 ÷ periods, the
 * per-period allowance rounded to cents); + MI-W4 additional. Detroit (Form 5469 Rev. 05-25):
 * 2.4% resident (Form 5118 answer, else home ZIP) / 1.2% nonresident (workplace ZIP in Detroit) × (wages − exemptions ×
 * per-period $600 exemption). Other Michigan cities are not covered (warning).
 */
import type { Ctx, TableMeta, PerFrequency } from '../schema.ts';
import { divHalfUp, fmt, mulRate, type Rate } from '../rounding.ts';
import { addLine, tableFreq, type CalcContext } from '../context.ts';
import { certificateAnswer, residenceIn, worksIn } from './residency.ts';
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

/** Parsed `mi.json`. */
export interface MiTable {
  meta: TableMeta;
  exclusions: number;
  rate: Rate;
  exemptionAnnual: number;
  detroit: {
    resident: Rate;
    nonresident: Rate;
    exemptionPerPeriod: PerFrequency<number>;
  } | null;
}

/** Validates and parses `mi.json`. */
export function parseMi(o: Record<string, unknown>, c: Ctx): MiTable {
  const d = o.detroit === undefined ? null : c.obj(o.detroit, 'detroit');
  return {
    meta: c.meta(o),
    exclusions: c.exclusions(o.incomeTaxWageExclusions, 'incomeTaxWageExclusions'),
    rate: c.rate(o.rate, 'rate'),
    exemptionAnnual: c.money(o.exemptionAnnual, 'exemptionAnnual'),
    detroit: d && {
      resident: c.rate(d.residentRate, 'detroit.residentRate'),
      nonresident: c.rate(d.nonresidentRate, 'detroit.nonresidentRate'),
      exemptionPerPeriod: c.perFrequency(d.exemptionPerPeriod, 'detroit.exemptionPerPeriod', (x, p) =>
        c.money(x, p),
      ),
    },
  };
}

/** Adds the MI `state_income_tax` and Detroit `local_income_tax` lines. */
export function computeMi(c: CalcContext, t: MiTable): void {
  const f = stateForm(c, 'MI');
  const w = stateWages(c, t.exclusions);
  const desc = 'Michigan income tax';
  const n = count(f?.allowances);
  if (f?.exempt) exemptLine(c, 'MI', desc, w.taxable, 'MI-W4');
  else {
    const per = divHalfUp(t.exemptionAnnual, c.periods);
    const taxable = Math.max(0, w.taxable - n * per);
    const tax = mulRate(taxable, t.rate.scaled);
    const extra = additional(c, f);
    incomeTaxLine(
      c,
      'MI',
      desc,
      w.taxable,
      t.rate.text,
      tax + extra,
      `Form 446 ${c.year}${f ? '' : ' (no MI-W4 on file: 0 exemptions)'}: ${fmt(w.taxable)} − ${n} × ${fmt(per)} (${fmt(t.exemptionAnnual)} ÷ ${c.periods}) = ${fmt(taxable)}; × ${t.rate.percent} = ${fmt(tax)}${addText(extra)}`,
    );
  }
  const d = t.detroit;
  if (!d || w.taxable <= 0) return;
  const residence = residenceIn(
    c,
    'DETROIT',
    certificateAnswer(f, 'detroit_resident'),
    'Detroit Form 5118 resident',
    'Detroit resident income tax',
  );
  const resident = residence?.resident === true;
  const works = !resident && worksIn(c, 'DETROIT', 'Detroit nonresident income tax');
  if (!resident && !works) return;
  const rate = resident ? d.resident : d.nonresident;
  const ce = count(extraNum(f, 'cityExemptions') ?? n);
  const per = d.exemptionPerPeriod[tableFreq(c)];
  const taxable = Math.max(0, w.taxable - ce * per);
  const amt = mulRate(taxable, rate.scaled);
  addLine(
    c,
    'local_income_tax',
    `Detroit income tax (${resident ? 'resident' : 'nonresident'})`,
    'DETROIT',
    'employee',
    w.taxable,
    rate.text,
    amt,
    `Detroit Form 5469, ${resident ? `resident (${residence.basis})` : 'nonresident working in Detroit (workplace ZIP)'}: ${fmt(w.taxable)} − ${ce} × ${fmt(per)} = ${fmt(taxable)}; × ${rate.percent} = ${fmt(amt)}`,
  );
}
