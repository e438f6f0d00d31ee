/**
 * Mississippi — Pub 89-700, Withholding Income Tax Tables and Employer Instructions, and the
 * Mississippi DOR's Computer Payroll Accounting formula (2026): annual wages (the period's
 * Mississippi income-tax wages × periods) − the standard deduction of the Form 89-350 filing status −
 * the total exemption claimed on Form 89-350 (a dollar amount the employee writes, not a count);
 * tax over annual brackets (0% on the first $10,000, 4.0% above in 2026); ÷ periods, rounded to the
 * nearest whole dollar (`rounding` in ms.json). Every figure is in ms.json; amounts in cents.
 */
import type { Ctx, TableMeta } from '../schema.ts';
import { fmt } from '../rounding.ts';
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
import { parseCertificate, type CertificateSpec } from './certificate.ts';
import { annualizedBracketTax, type Bracket } from './brackets-math.ts';
import { filingStatusOf, parseBrackets, sourceText } from './brackets.ts';

/** The `extra` field of Form 89-350 line 6 (total exemption claimed, cents in the engine). */
export const MS_EXEMPTION_FIELD = 'exemption_amount';

/** Parsed `ms.json` (annual cents). */
export interface MsTable {
  meta: TableMeta;
  exclusions: number;
  certificate: CertificateSpec;
  /** Standard deduction by 89-350 filing status. */
  standardDeduction: Map<string, number>;
  brackets: Bracket[];
  roundToDollar: boolean;
}

/** Validates and parses `ms.json`. */
export function parseMs(o: Record<string, unknown>, c: Ctx): MsTable {
  const certificate = parseCertificate(o.certificate, c);
  const std = new Map<string, number>();
  for (const [k, v] of Object.entries(c.obj(o.standardDeduction, 'standardDeduction'))) {
    std.set(k, c.money(v, `standardDeduction.${k}`));
  }
  for (const s of [...certificate.filingStatuses, certificate.defaultFilingStatus]) {
    if (!std.has(s)) c.fail('standardDeduction', `no amount for filing status "${s}"`);
  }
  if (certificate.extra[MS_EXEMPTION_FIELD]?.type !== 'dollars') {
    c.fail(`certificate.extra.${MS_EXEMPTION_FIELD}`, 'expected a dollars field (Form 89-350 line 6)');
  }
  const rounding = c.str(o.rounding, 'rounding');
  if (rounding !== 'cent' && rounding !== 'dollar') c.fail('rounding', 'expected "cent" or "dollar"');
  return {
    meta: c.meta(o),
    exclusions: c.exclusions(o.incomeTaxWageExclusions, 'incomeTaxWageExclusions'),
    certificate,
    standardDeduction: std,
    brackets: parseBrackets(c, o.brackets, 'brackets'),
    roundToDollar: rounding === 'dollar',
  };
}

/** Adds the MS `state_income_tax` line (supplemental wages are aggregated with regular wages). */
export function computeMs(c: CalcContext, t: MsTable): void {
  const f = stateForm(c, 'MS');
  const w = stateWages(c, t.exclusions);
  const desc = 'Mississippi income tax';
  const form = t.certificate.form;
  if (f?.exempt) return exemptLine(c, 'MS', desc, w.taxable, form);
  const status = filingStatusOf(t.certificate, f);
  const std = t.standardDeduction.get(status)!;
  const exemption = count(extraNum(f, MS_EXEMPTION_FIELD));
  const n = c.periods;
  const annual = w.taxable * n;
  const net = Math.max(0, annual - std - exemption);
  const r = annualizedBracketTax(t.brackets, net, 0, n, t.roundToDollar);
  const extra = additional(c, f);
  incomeTaxLine(
    c,
    'MS',
    desc,
    w.taxable,
    null,
    r.perPeriodCents + extra,
    `${sourceText(t.meta)}${f ? '' : ` (no ${form} on file: ${t.certificate.noCertificate})`}: ${status.replace(/_/g, ' ')}; ${fmt(w.taxable)} × ${n} = ${fmt(annual)} − standard deduction ${fmt(std)} − exemption claimed ${fmt(exemption)} = ${fmt(net)}; ${r.steps} = ${fmt(r.annualTaxCents)}; ÷ ${n} = ${fmt(r.perPeriodCents)}${t.roundToDollar ? ' (rounded to the whole dollar)' : ''}${addText(extra)}`,
  );
}
