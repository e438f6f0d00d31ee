/**
 * Iowa — Iowa Withholding Formula for taxable wages paid beginning January 1, 2026 (Iowa Department
 * of Revenue), per pay period: T1 = wages − D (the printed per-period deduction of the IA W-4
 * column: (A) other / single, (B) head of household, (C) married filing jointly or qualifying
 * surviving spouse whose spouse has no earned income; a joint filer whose spouse has earned income
 * uses (A)); T2 = T1 × rate, rounded to the cent; T3 = T2 − W ÷ periods (W = the IA W-4 line 7
 * total allowances in dollars, plus $40 per allowance of a 2023-or-earlier IA W-4), rounded to the
 * cent, not below 0; + the line 8 additional amount. Supplemental wages are aggregated. Amounts in
 * cents.
 */
import type { Ctx, TableMeta, PerFrequency } from '../schema.ts';
import { divHalfUp, fmt, mulRate, type Rate } from '../rounding.ts';
import { tableFreq, type CalcContext } from '../context.ts';
import {
  additional,
  addText,
  count,
  exemptLine,
  extraBool,
  extraNum,
  incomeTaxLine,
  stateForm,
  stateWages,
} from './common.ts';
import { parseCertificate, type CertificateSpec } from './certificate.ts';
import { filingStatusOf, sourceText } from './brackets.ts';

/** IA W-4 line 7 total allowances (cents, annual dollar amount). */
export const IA_TOTAL_ALLOWANCES_FIELD = 'total_allowances';
/** IA W-4 married filing jointly: does the spouse have earned income (moves the column to A). */
export const IA_SPOUSE_INCOME_FIELD = 'spouse_earned_income';

/** Parsed `ia.json`. */
export interface IaTable {
  meta: TableMeta;
  exclusions: number;
  certificate: CertificateSpec;
  rate: Rate;
  /** Per-period deduction D by schedule (cents). */
  deductions: Map<string, PerFrequency<number>>;
  /** The publication's name of each deduction column ("(A) other", …), for reasons. */
  columnLabels: Map<string, string>;
  statusMap: Record<string, string>;
  /** Schedule of a joint filer whose spouse has earned income (column A). */
  spouseIncomeSchedule: string;
  /** Filing status whose column depends on the spouse's earned income. */
  jointStatus: string;
  /** Annual dollars per allowance of a 2023-or-earlier IA W-4 (cents). */
  legacyAllowanceAmount: number;
}

/** Validates and parses `ia.json`. */
export function parseIa(o: Record<string, unknown>, c: Ctx): IaTable {
  const certificate = parseCertificate(o.certificate, c);
  const d = c.obj(o.deductions, 'deductions');
  const deductions = new Map<string, PerFrequency<number>>();
  for (const [k, v] of Object.entries(d)) {
    deductions.set(
      k,
      c.perFrequency(v, `deductions.${k}`, (x, p) => c.money(x, p)),
    );
  }
  const labels = c.obj(o.columnLabels, 'columnLabels');
  const columnLabels = new Map<string, string>();
  for (const k of deductions.keys()) columnLabels.set(k, c.str(labels[k], `columnLabels.${k}`));
  const statusMap: Record<string, string> = {};
  for (const [k, v] of Object.entries(o.statusMap === undefined ? {} : c.obj(o.statusMap, 'statusMap'))) {
    statusMap[k] = c.str(v, `statusMap.${k}`);
  }
  for (const s of [...certificate.filingStatuses, certificate.defaultFilingStatus]) {
    const key = statusMap[s] ?? s;
    if (!deductions.has(key)) c.fail('deductions', `no deduction column "${key}" for filing status "${s}"`);
  }
  const spouseIncomeSchedule = c.str(o.spouseIncomeSchedule, 'spouseIncomeSchedule');
  if (!deductions.has(spouseIncomeSchedule)) {
    c.fail('spouseIncomeSchedule', `no column "${spouseIncomeSchedule}"`);
  }
  const jointStatus = c.str(o.jointStatus, 'jointStatus');
  if (!certificate.filingStatuses.includes(jointStatus)) c.fail('jointStatus', 'not a filing status');
  return {
    meta: c.meta(o),
    exclusions: c.exclusions(o.incomeTaxWageExclusions, 'incomeTaxWageExclusions'),
    certificate,
    rate: c.rate(o.rate, 'rate'),
    deductions,
    columnLabels,
    statusMap,
    spouseIncomeSchedule,
    jointStatus,
    legacyAllowanceAmount: c.money(o.legacyAllowanceAmount, 'legacyAllowanceAmount'),
  };
}

/** Adds the IA `state_income_tax` line (the four-step 2026 formula, per period). */
export function computeIa(c: CalcContext, t: IaTable): void {
  const f = stateForm(c, 'IA');
  const w = stateWages(c, t.exclusions);
  const desc = 'Iowa income tax';
  const form = t.certificate.form;
  if (f?.exempt) return exemptLine(c, 'IA', desc, w.taxable, form);
  const status = filingStatusOf(t.certificate, f);
  const key =
    status === t.jointStatus && extraBool(f, IA_SPOUSE_INCOME_FIELD)
      ? t.spouseIncomeSchedule
      : (t.statusMap[status] ?? status);
  const d = t.deductions.get(key)![tableFreq(c)];
  const line7 = Math.max(0, Math.round(extraNum(f, IA_TOTAL_ALLOWANCES_FIELD) ?? 0));
  const legacy = count(f?.allowances);
  const allowances = line7 + legacy * t.legacyAllowanceAmount;
  const t1 = Math.max(0, w.taxable - d);
  const t2 = mulRate(t1, t.rate.scaled);
  const perPeriod = divHalfUp(allowances, c.periods);
  const t3 = Math.max(0, t2 - perPeriod);
  const extra = additional(c, f);
  const wText =
    legacy > 0 ? `(${fmt(line7)} + ${legacy} × ${fmt(t.legacyAllowanceAmount)})` : fmt(allowances);
  incomeTaxLine(
    c,
    'IA',
    desc,
    w.taxable,
    t.rate.text,
    t3 + extra,
    `${sourceText(t.meta)}${f ? '' : ` (no ${form} on file: ${t.certificate.noCertificate})`}: column ${t.columnLabels.get(key)!}, ${c.freq}: T1 = ${fmt(w.taxable)} − ${fmt(d)} = ${fmt(t1)}; T2 = ${t.rate.percent} × ${fmt(t1)} = ${fmt(t2)}; T3 = ${fmt(t2)} − ${wText} ÷ ${c.periods} (${fmt(perPeriod)}) = ${fmt(t3)}${addText(extra)}`,
  );
}
