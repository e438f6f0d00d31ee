/**
 * Oregon — Oregon Withholding Tax Formulas (150-206-436, Rev. 12-31-25), computer formula. Annual:
 * BASE = annualized wages − annualized federal income tax withheld this period (at most $8,750, or
 * for annual wages of $50,000 or more at most the phase-out amount of the wage band) − standard
 * deduction; tax = band base + rate × (BASE − over) from the under-$50,000 or the $50,000-and-over
 * schedule (the married schedule also for single filers with 3 or more allowances) − $263 per
 * allowance (none above the allowance cut-off); ÷ periods, rounded. No OR-W-4 on file: a flat
 * percent of wages; off-cycle supplemental wages: a flat percent. Levies (statewide transit tax,
 * Paid Leave Oregon) come from or.json's `levies`. Amounts in cents.
 */
import type { Ctx, TableMeta } from '../schema.ts';
import { bracketHalfUp, fmt, mulRate, type Rate } from '../rounding.ts';
import type { CalcContext } from '../context.ts';
import { additional, addText, count, exemptLine, incomeTaxLine, stateForm, stateWages } from './common.ts';
import { parseCertificate, type CertificateSpec } from './certificate.ts';
import { filingStatusOf, sourceText } from './brackets.ts';

/** One band of an Oregon schedule: base + rate × (BASE − over), annual cents. */
interface OrBand {
  over: number;
  base: number;
  rate: Rate;
}

/** Parsed `or.json` (annual cents). */
export interface OrTable {
  meta: TableMeta;
  exclusions: number;
  certificate: CertificateSpec;
  statusMap: Record<string, string>;
  standardDeduction: Map<string, number>;
  singleUsesMarriedFrom: number;
  federalMax: number;
  phaseOutFrom: number;
  phaseOut: Map<string, Array<{ from: number; max: number }>>;
  under: Map<string, OrBand[]>;
  over: Map<string, OrBand[]>;
  credit: number;
  creditCutoff: Map<string, number>;
  noCertificateRate: Rate;
  supplementalRate: Rate;
  roundToDollar: boolean;
}

const KEYS = ['single', 'married'];

function bands(c: Ctx, v: unknown, p: string): Map<string, OrBand[]> {
  const o = c.obj(v, p);
  return new Map(
    KEYS.map((k) => [
      k,
      c.arr(o[k], `${p}.${k}`).map((x, i) => {
        const b = c.obj(x, `${p}.${k}[${i}]`);
        return {
          over: c.money(b.over, `${p}.${k}[${i}].over`),
          base: c.money(b.base, `${p}.${k}[${i}].base`),
          rate: c.rate(b.rate, `${p}.${k}[${i}].rate`),
        };
      }),
    ]),
  );
}

function perStatus(c: Ctx, v: unknown, p: string): Map<string, number> {
  const o = c.obj(v, p);
  return new Map(KEYS.map((k) => [k, c.money(o[k], `${p}.${k}`)]));
}

/** Validates and parses `or.json`. */
export function parseOr(o: Record<string, unknown>, c: Ctx): OrTable {
  const fed = c.obj(o.federalSubtraction, 'federalSubtraction');
  const po = c.obj(fed.phaseOut, 'federalSubtraction.phaseOut');
  const sch = c.obj(o.schedules, 'schedules');
  const statusMap: Record<string, string> = {};
  for (const [k, v] of Object.entries(o.statusMap === undefined ? {} : c.obj(o.statusMap, 'statusMap'))) {
    statusMap[k] = c.str(v, `statusMap.${k}`);
  }
  const rounding = c.str(o.rounding, 'rounding');
  if (rounding !== 'cent' && rounding !== 'dollar') c.fail('rounding', 'expected "cent" or "dollar"');
  return {
    meta: c.meta(o),
    exclusions: c.exclusions(o.incomeTaxWageExclusions, 'incomeTaxWageExclusions'),
    certificate: parseCertificate(o.certificate, c),
    statusMap,
    standardDeduction: perStatus(c, o.standardDeduction, 'standardDeduction'),
    singleUsesMarriedFrom: c.int(o.singleUsesMarriedFromAllowances, 'singleUsesMarriedFromAllowances'),
    federalMax: c.money(fed.max, 'federalSubtraction.max'),
    phaseOutFrom: c.money(fed.phaseOutFromAnnualWages, 'federalSubtraction.phaseOutFromAnnualWages'),
    phaseOut: new Map(
      KEYS.map((k) => [
        k,
        c.arr(po[k], `federalSubtraction.phaseOut.${k}`).map((x, i) => {
          const r = c.obj(x, `federalSubtraction.phaseOut.${k}[${i}]`);
          return {
            from: c.money(r.wagesAtLeast, `federalSubtraction.phaseOut.${k}[${i}].wagesAtLeast`),
            max: c.money(r.max, `federalSubtraction.phaseOut.${k}[${i}].max`),
          };
        }),
      ]),
    ),
    under: bands(c, sch.under50000, 'schedules.under50000'),
    over: bands(c, sch.from50000, 'schedules.from50000'),
    credit: c.money(o.allowanceCredit, 'allowanceCredit'),
    creditCutoff: perStatus(c, o.allowanceCreditCutoff, 'allowanceCreditCutoff'),
    noCertificateRate: c.rate(o.noCertificateRate, 'noCertificateRate'),
    supplementalRate: c.rate(o.supplementalRate, 'supplementalRate'),
    roundToDollar: rounding === 'dollar',
  };
}

/** Adds the OR `state_income_tax` line. */
export function computeOr(c: CalcContext, t: OrTable): void {
  const f = stateForm(c, 'OR');
  const w = stateWages(c, t.exclusions);
  const desc = 'Oregon income tax';
  const src = sourceText(t.meta);
  if (f?.exempt) return exemptLine(c, 'OR', desc, w.taxable, t.certificate.form);
  const suppTax = mulRate(w.supplemental, t.supplementalRate.scaled);
  const suppText =
    w.supplemental > 0
      ? `; supplemental ${fmt(w.supplemental)} × ${t.supplementalRate.percent} = ${fmt(suppTax)}`
      : '';
  if (!f) {
    const tax = mulRate(w.regular, t.noCertificateRate.scaled);
    return incomeTaxLine(
      c,
      'OR',
      desc,
      w.taxable,
      t.noCertificateRate.text,
      tax + suppTax,
      `${src} (no ${t.certificate.form} on file: ${t.certificate.noCertificate}): ${fmt(w.regular)} × ${t.noCertificateRate.percent} = ${fmt(tax)}${suppText}`,
    );
  }
  const n = c.periods;
  const status = t.statusMap[filingStatusOf(t.certificate, f)] ?? filingStatusOf(t.certificate, f);
  const allowances = count(f.allowances);
  const key = status === 'married' || allowances >= t.singleUsesMarriedFrom ? 'married' : 'single';
  const annual = w.regular * n;
  const fedLine = c.taxes.find((l) => l.code === 'federal_income_tax');
  const federal = (fedLine?.amountCents ?? 0) * n;
  const cap =
    annual < t.phaseOutFrom
      ? t.federalMax
      : t.phaseOut
          .get(status)!
          .filter((r) => annual >= r.from)
          .at(-1)!.max;
  const fedSub = Math.min(federal, cap);
  const std = t.standardDeduction.get(key)!;
  const base = Math.max(0, annual - fedSub - std);
  const list = (annual < t.phaseOutFrom ? t.under : t.over).get(key)!;
  const band = list.filter((b) => base >= b.over).at(-1) ?? list[0]!;
  const credited = annual > t.creditCutoff.get(status)! ? 0 : allowances;
  const credit = credited * t.credit;
  const excess = Math.max(0, base - band.over);
  const per = bracketHalfUp(band.base, band.rate.scaled, excess, credit, n * (t.roundToDollar ? 100 : 1));
  const tax = annual > 0 ? (t.roundToDollar ? per * 100 : per) : 0;
  const extra = additional(c, f);
  incomeTaxLine(
    c,
    'OR',
    desc,
    w.taxable,
    null,
    tax + suppTax + extra,
    `${src}: ${status}, ${allowances} allowances; BASE = ${fmt(w.regular)} × ${n} = ${fmt(annual)} − federal withholding ${fmt(federal)} (at most ${fmt(cap)}) − standard deduction ${fmt(std)} = ${fmt(base)}; ${fmt(band.base)} + ${band.rate.percent} × ${fmt(excess)} − ${credited} × ${fmt(t.credit)} ÷ ${n} = ${fmt(tax)}${t.roundToDollar ? ' (rounded to the whole dollar)' : ''}${suppText}${addText(extra)}`,
  );
}
