/**
 * Missouri — 2026 Missouri Withholding Tax Formula (Missouri Department of Revenue; Form 4282,
 * Employer's Tax Guide): annual wages − the MO W-4 filing status's standard deduction, looked up in
 * the annual chart (one chart for every status; its bases are the per-bracket amounts the formula
 * prints in whole dollars, `bands.ts`), ÷ periods, rounded to the nearest whole dollar; minus the
 * MO W-4 line 3 reduced withholding (floor $0), plus line 2 additional withholding. Off-cycle
 * supplemental wages × `supplementalRate`. No allowances. Figures in mo.json; amounts in cents.
 */
import type { Ctx, TableMeta } from '../schema.ts';
import { fmt, mulRate, type Rate } from '../rounding.ts';
import type { CalcContext } from '../context.ts';
import { additional, addText, exemptLine, extraNum, incomeTaxLine, stateForm, stateWages } from './common.ts';
import { parseCertificate, type CertificateSpec } from './certificate.ts';
import { filingStatusOf, sourceText } from './brackets.ts';
import { bandOf, bandTax, bandText, parseBands, type Band } from './bands.ts';

/** Parsed `mo.json` (annual cents). */
export interface MoTable {
  meta: TableMeta;
  exclusions: number;
  certificate: CertificateSpec;
  /** Annual standard deduction by MO W-4 filing status. */
  standardDeduction: Map<string, number>;
  bands: Band[];
  roundToDollar: boolean;
  supplementalRate: Rate | null;
}

/** Validates and parses `mo.json`. */
export function parseMo(o: Record<string, unknown>, c: Ctx): MoTable {
  const certificate = parseCertificate(o.certificate, c);
  const sd = c.obj(o.standardDeduction, 'standardDeduction');
  const standardDeduction = new Map<string, number>();
  for (const s of new Set([...certificate.filingStatuses, certificate.defaultFilingStatus])) {
    standardDeduction.set(s, c.money(sd[s], `standardDeduction.${s}`));
  }
  const rounding = c.str(o.rounding, 'rounding');
  if (rounding !== 'cent' && rounding !== 'dollar') c.fail('rounding', 'expected "cent" or "dollar"');
  return {
    meta: c.meta(o),
    exclusions: c.exclusions(o.incomeTaxWageExclusions, 'incomeTaxWageExclusions'),
    certificate,
    standardDeduction,
    bands: parseBands(c, o.bands, 'bands'),
    roundToDollar: rounding === 'dollar',
    supplementalRate:
      o.supplementalRate === null || o.supplementalRate === undefined
        ? null
        : c.rate(o.supplementalRate, 'supplementalRate'),
  };
}

/** Adds the MO `state_income_tax` line. */
export function computeMo(c: CalcContext, t: MoTable): void {
  const f = stateForm(c, 'MO');
  const w = stateWages(c, t.exclusions);
  const desc = 'Missouri income tax';
  const form = t.certificate.form;
  if (f?.exempt) return exemptLine(c, 'MO', desc, w.taxable, form);
  const status = filingStatusOf(t.certificate, f);
  const std = t.standardDeduction.get(status)!;
  const supp = t.supplementalRate ? w.supplemental : 0;
  const regular = w.taxable - supp;
  const periods = c.periods;
  const annual = regular * periods;
  const taxable = Math.max(0, annual - std);
  const band = bandOf(t.bands, taxable);
  const formula = bandTax(band, taxable, periods, t.roundToDollar);
  const reduced = Math.max(0, Math.round(extraNum(f, 'reduced_withholding') ?? 0));
  const tax = Math.max(0, formula - reduced);
  const reducedText = reduced > 0 ? `; − reduced withholding ${fmt(reduced)} (line 3) = ${fmt(tax)}` : '';
  const suppTax = t.supplementalRate ? mulRate(supp, t.supplementalRate.scaled) : 0;
  const suppText =
    supp > 0 && t.supplementalRate
      ? `; supplemental ${fmt(supp)} × ${t.supplementalRate.percent} = ${fmt(suppTax)}`
      : '';
  const extra = additional(c, f);
  incomeTaxLine(
    c,
    'MO',
    desc,
    w.taxable,
    null,
    tax + suppTax + extra,
    `${sourceText(t.meta)}${f ? '' : ` (${t.certificate.noCertificate.replace(/\.$/, '')})`}: ${status.replace(/_/g, ' ')}, ${fmt(regular)} × ${periods} = ${fmt(annual)} − standard deduction ${fmt(std)} = ${fmt(taxable)}; ${bandText(band, taxable)} = ${fmt(bandTax(band, taxable, 1, false))}; ÷ ${periods} = ${fmt(formula)}${t.roundToDollar ? ' (rounded to the whole dollar)' : ''}${reducedText}${suppText}${addText(extra)}`,
  );
}
