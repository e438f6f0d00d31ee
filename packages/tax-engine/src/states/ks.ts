/**
 * Kansas — KW-100 Withholding Tax Guide (Kansas Department of Revenue), percentage method: the
 * period's wages less the K-4 allowance amount, then the printed per-period table of the K-4
 * allowance rate (Single or Joint): "over C: A + B × (wages − C)". The allowance amount is
 * tiered, not a flat count × amount: on the Joint rate the first two allowances are together the
 * joint personal exemption (one alone is the single one), on the Single rate the first allowance is
 * the single personal exemption, and every further allowance (head of household, dependents) is the
 * dependent amount — all per-period figures printed in ks.json (`allowanceAmounts`). Off-cycle
 * supplemental wages × `supplementalRate`. Amounts in cents.
 */
import type { Ctx, TableMeta, PerFrequency } from '../schema.ts';
import { fmt, mulRate, type Rate } from '../rounding.ts';
import { tableFreq, type CalcContext } from '../context.ts';
import { additional, addText, count, exemptLine, incomeTaxLine, stateForm, stateWages } from './common.ts';
import { parseCertificate, type CertificateSpec } from './certificate.ts';
import { filingStatusOf, sourceText } from './brackets.ts';
import { parsePeriodSchedules, periodRowTax, type PeriodSchedule } from './period-tables.ts';

/** Per-period K-4 allowance amounts (cents). */
export interface KsAllowanceAmounts {
  /** The single personal exemption ÷ periods (first allowance on the Single rate). */
  single: number;
  /** The joint personal exemption ÷ periods (first two allowances on the Joint rate). */
  joint: number;
  /** Each further allowance (head of household, dependents). */
  dependent: number;
}

/** Parsed `ks.json`. */
export interface KsTable {
  meta: TableMeta;
  exclusions: number;
  certificate: CertificateSpec;
  /** Schedule key of the Joint allowance rate (the others use the Single tiers). */
  jointStatus: string;
  schedules: Map<string, PeriodSchedule>;
  allowanceAmounts: PerFrequency<KsAllowanceAmounts>;
  supplementalRate: Rate | null;
  roundToDollar: boolean;
}

/** Validates and parses `ks.json`. */
export function parseKs(o: Record<string, unknown>, c: Ctx): KsTable {
  const certificate = parseCertificate(o.certificate, c);
  const schedules = parsePeriodSchedules(c, o.schedules, 'schedules');
  for (const s of [...certificate.filingStatuses, certificate.defaultFilingStatus]) {
    if (!schedules.has(s)) c.fail('schedules', `no schedule "${s}" for filing status "${s}"`);
  }
  const jointStatus = c.str(o.jointStatus, 'jointStatus');
  if (!schedules.has(jointStatus)) c.fail('jointStatus', `no schedule "${jointStatus}"`);
  const rounding = c.str(o.rounding, 'rounding');
  if (rounding !== 'cent' && rounding !== 'dollar') c.fail('rounding', 'expected "cent" or "dollar"');
  return {
    meta: c.meta(o),
    exclusions: c.exclusions(o.incomeTaxWageExclusions, 'incomeTaxWageExclusions'),
    certificate,
    jointStatus,
    schedules,
    allowanceAmounts: c.perFrequency(o.allowanceAmounts, 'allowanceAmounts', (x, p) => {
      const a = c.obj(x, p);
      return {
        single: c.money(a.single, `${p}.single`),
        joint: c.money(a.joint, `${p}.joint`),
        dependent: c.money(a.dependent, `${p}.dependent`),
      };
    }),
    supplementalRate:
      o.supplementalRate === null || o.supplementalRate === undefined
        ? null
        : c.rate(o.supplementalRate, 'supplementalRate'),
    roundToDollar: rounding === 'dollar',
  };
}

/**
 * The K-4 allowance amount for one period (cents) and its text: `n` allowances on the Joint
 * (`joint`) or Single rate, tiered as the KW-100 percentage method says.
 */
export function ksAllowance(a: KsAllowanceAmounts, joint: boolean, n: number): [number, string] {
  if (n <= 0) return [0, 'no allowances = $0.00'];
  if (joint && n >= 2) {
    const v = a.joint + (n - 2) * a.dependent;
    return [v, `${fmt(a.joint)} (joint, 2 allowances) + ${n - 2} × ${fmt(a.dependent)} = ${fmt(v)}`];
  }
  const v = a.single + (n - 1) * a.dependent;
  return [v, `${fmt(a.single)} (single, 1 allowance) + ${n - 1} × ${fmt(a.dependent)} = ${fmt(v)}`];
}

/** Adds the KS `state_income_tax` line (KW-100 percentage method). */
export function computeKs(c: CalcContext, t: KsTable): void {
  const f = stateForm(c, 'KS');
  const w = stateWages(c, t.exclusions);
  const desc = 'Kansas income tax';
  const form = t.certificate.form;
  if (f?.exempt) return exemptLine(c, 'KS', desc, w.taxable, form);
  const status = filingStatusOf(t.certificate, f);
  const supp = t.supplementalRate ? w.supplemental : 0;
  const regular = w.taxable - supp;
  const [allowance, allowanceText] = ksAllowance(
    t.allowanceAmounts[tableFreq(c)],
    status === t.jointStatus,
    count(f?.allowances),
  );
  const taxable = Math.max(0, regular - allowance);
  const tax = periodRowTax(t.schedules.get(status)![tableFreq(c)], taxable, t.roundToDollar);
  const suppTax = t.supplementalRate ? mulRate(supp, t.supplementalRate.scaled) : 0;
  const suppText =
    supp > 0 && t.supplementalRate
      ? `; supplemental ${fmt(supp)} × ${t.supplementalRate.percent} = ${fmt(suppTax)}`
      : '';
  const extra = additional(c, f);
  incomeTaxLine(
    c,
    'KS',
    desc,
    w.taxable,
    null,
    tax.cents + suppTax + extra,
    `${sourceText(t.meta)}${f ? '' : ` (no ${form} on file: ${t.certificate.noCertificate})`}: ${status} rate, ${c.freq} table: allowance ${allowanceText}; ${fmt(regular)} − ${fmt(allowance)} = ${fmt(taxable)}${regular < allowance ? ' (not below 0)' : ''}; ${tax.text}${suppText}${addText(extra)}`,
  );
}
