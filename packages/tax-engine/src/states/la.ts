/**
 * Louisiana — R-1306, Louisiana Withholding Tables and Formulas (1/26), computer formula method, per
 * pay period (not annualized): W = (S − D ÷ N) × rate, where S is the period's Louisiana income-tax
 * wages, N the pay periods, D the annual standard deduction of the Form L-4 claim (none, single /
 * married filing separately, or married filing jointly / qualifying surviving spouse / head of
 * household). As the publication prints it, D ÷ N is rounded to the cent first and a negative
 * S − D ÷ N counts as zero; W is rounded half-up to the cent. Every figure is in la.json; cents.
 */
import type { Ctx, TableMeta } from '../schema.ts';
import { divHalfUp, fmt, mulRate, type Rate } from '../rounding.ts';
import type { CalcContext } from '../context.ts';
import { additional, addText, exemptLine, incomeTaxLine, stateForm, stateWages } from './common.ts';
import { parseCertificate, type CertificateSpec } from './certificate.ts';
import { filingStatusOf, sourceText } from './brackets.ts';

/** Parsed `la.json` (annual cents). */
export interface LaTable {
  meta: TableMeta;
  exclusions: number;
  certificate: CertificateSpec;
  rate: Rate;
  /** Annual standard deduction by L-4 filing status (0 for "no standard deduction"). */
  standardDeduction: Map<string, number>;
}

/** Validates and parses `la.json`. */
export function parseLa(o: Record<string, unknown>, c: Ctx): LaTable {
  const certificate = parseCertificate(o.certificate, c);
  const std = new Map<string, number>();
  for (const [k, v] of Object.entries(c.obj(o.standardDeduction, 'standardDeduction'))) {
    std.set(k, c.money(v, `standardDeduction.${k}`));
  }
  for (const s of [...certificate.filingStatuses, certificate.defaultFilingStatus]) {
    if (!std.has(s)) c.fail('standardDeduction', `no amount for filing status "${s}"`);
  }
  return {
    meta: c.meta(o),
    exclusions: c.exclusions(o.incomeTaxWageExclusions, 'incomeTaxWageExclusions'),
    certificate,
    rate: c.rate(o.rate, 'rate'),
    standardDeduction: std,
  };
}

/**
 * R-1306 computer formula for one pay period: `wages` in cents, `annualDeduction` the L-4 claim's
 * standard deduction (cents), `periods` N. Returns W (cents) and the arithmetic.
 */
export function laFormula(
  t: LaTable,
  wages: number,
  annualDeduction: number,
  periods: number,
): { cents: number; text: string } {
  const perPeriod = divHalfUp(annualDeduction, periods);
  const base = Math.max(0, wages - perPeriod);
  const cents = mulRate(base, t.rate.scaled);
  return {
    cents,
    text: `(${fmt(wages)} − ${fmt(annualDeduction)} ÷ ${periods} = ${fmt(perPeriod)}) = ${fmt(base)} × ${t.rate.percent} = ${fmt(cents)}`,
  };
}

/** Adds the LA `state_income_tax` line (supplemental wages are part of the period's wages). */
export function computeLa(c: CalcContext, t: LaTable): void {
  const f = stateForm(c, 'LA');
  const w = stateWages(c, t.exclusions);
  const desc = 'Louisiana income tax';
  const form = t.certificate.form;
  if (f?.exempt) return exemptLine(c, 'LA', desc, w.taxable, form);
  const status = filingStatusOf(t.certificate, f);
  const r = laFormula(t, w.taxable, t.standardDeduction.get(status)!, c.periods);
  const extra = additional(c, f);
  incomeTaxLine(
    c,
    'LA',
    desc,
    w.taxable,
    t.rate.text,
    r.cents + extra,
    `${sourceText(t.meta)}${f ? '' : ` (no ${form} on file: ${t.certificate.noCertificate})`}: ${status.replace(/_/g, ' ')}; ${r.text}${addText(extra)}`,
  );
}
