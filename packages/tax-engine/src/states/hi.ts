/**
 * Hawaii — Booklet A, Employer's Tax Guide, Appendix Part 1 (annualized method), 2026 tables:
 * annual wages − HW-4 allowances × the allowance amount − the extra lump-sum allowance (taken on
 * every certificate, allowances or not), looked up in the printed annual chart (single or married;
 * the chart's bases are printed in whole dollars, `bands.ts`), ÷ periods, rounded half-up to the
 * cent; plus HW-4 line 5. HW-4 has no "exempt" status: its line 3 statuses "certified disabled
 * person" and "nonresident military spouse" are not subject to withholding (`notSubjectStatuses`).
 * Supplemental wages are aggregated (Booklet A gives no flat rate). Figures in hi.json; cents.
 */
import type { Ctx, TableMeta } from '../schema.ts';
import { fmt } from '../rounding.ts';
import type { CalcContext } from '../context.ts';
import { additional, addText, count, exemptLine, incomeTaxLine, stateForm, stateWages } from './common.ts';
import { parseCertificate, type CertificateSpec } from './certificate.ts';
import { filingStatusOf, sourceText } from './brackets.ts';
import { bandOf, bandTax, bandText, parseBandsByKey, type Band } from './bands.ts';

/** Parsed `hi.json` (annual cents). */
export interface HiTable {
  meta: TableMeta;
  exclusions: number;
  certificate: CertificateSpec;
  statusMap: Record<string, string>;
  /** HW-4 line 3 statuses that are not subject to withholding. */
  notSubject: Set<string>;
  /** Annual value of one HW-4 allowance. */
  allowance: number;
  /** Annual extra lump-sum allowance subtracted for every employee. */
  lumpSum: number;
  schedules: Map<string, Band[]>;
}

/** Validates and parses `hi.json`. */
export function parseHi(o: Record<string, unknown>, c: Ctx): HiTable {
  const certificate = parseCertificate(o.certificate, c);
  const statusMap: Record<string, string> = {};
  for (const [k, v] of Object.entries(o.statusMap === undefined ? {} : c.obj(o.statusMap, 'statusMap'))) {
    statusMap[k] = c.str(v, `statusMap.${k}`);
  }
  const notSubject = new Set(c.strList(o.notSubjectStatuses, 'notSubjectStatuses'));
  const sched = c.obj(o.schedules, 'schedules');
  const schedules = parseBandsByKey(c, sched, 'schedules', Object.keys(sched));
  for (const s of [...certificate.filingStatuses, certificate.defaultFilingStatus]) {
    if (notSubject.has(s)) continue;
    const key = statusMap[s] ?? s;
    if (!schedules.has(key)) c.fail('schedules', `no schedule "${key}" for filing status "${s}"`);
  }
  return {
    meta: c.meta(o),
    exclusions: c.exclusions(o.incomeTaxWageExclusions, 'incomeTaxWageExclusions'),
    certificate,
    statusMap,
    notSubject,
    allowance: c.money(o.allowance, 'allowance'),
    lumpSum: c.money(o.lumpSumAllowance, 'lumpSumAllowance'),
    schedules,
  };
}

/** Adds the HI `state_income_tax` line. */
export function computeHi(c: CalcContext, t: HiTable): void {
  const f = stateForm(c, 'HI');
  const w = stateWages(c, t.exclusions);
  const desc = 'Hawaii income tax';
  const form = t.certificate.form;
  if (f?.exempt) return exemptLine(c, 'HI', desc, w.taxable, form);
  const src = sourceText(t.meta);
  const status = filingStatusOf(t.certificate, f);
  if (t.notSubject.has(status)) {
    return incomeTaxLine(
      c,
      'HI',
      desc,
      w.taxable,
      null,
      0,
      `${src}: ${form} line 3 "${status.replace(/_/g, ' ')}": not subject to Hawaii withholding; nothing withheld on ${fmt(w.taxable)}`,
    );
  }
  const n = count(f?.allowances);
  const periods = c.periods;
  const annual = w.taxable * periods;
  const taxable = Math.max(0, annual - n * t.allowance - t.lumpSum);
  const band = bandOf(t.schedules.get(t.statusMap[status] ?? status)!, taxable);
  const tax = bandTax(band, taxable, periods, false);
  const extra = additional(c, f);
  incomeTaxLine(
    c,
    'HI',
    desc,
    w.taxable,
    null,
    tax + extra,
    `${src}${f ? '' : ` (${t.certificate.noCertificate.replace(/\.$/, '')})`}: ${status.replace(/_/g, ' ')}, ${fmt(w.taxable)} × ${periods} = ${fmt(annual)} − ${n} × ${fmt(t.allowance)} − lump sum ${fmt(t.lumpSum)} = ${fmt(taxable)}; ${bandText(band, taxable)} = ${fmt(bandTax(band, taxable, 1, false))}; ÷ ${periods} = ${fmt(tax)}${addText(extra)}`,
  );
}
