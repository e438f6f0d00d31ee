/**
 * Montana — the withholding formula of ARM 42.17.105 behind the Montana Withholding Tax Tables
 * (Montana Department of Revenue, 2026): the annual formula of the MW-4 filing status (line 1a
 * single / married filing separately, line 1b married filing jointly / qualifying surviving
 * spouse, line 1c head of household) with every dollar amount divided by the pay periods
 * (ARM 42.17.105(3)) — computed as the annual tax on wages × periods, ÷ periods, rounded once to
 * the nearest whole dollar (the guide's examples). The MW-4 line 2 box (both spouses work / more
 * than one job) uses the line-1a formula whatever the status. A specified amount on MW-4 line 4
 * replaces the computation. Off-cycle supplemental wages × `supplementalRate`. Amounts in cents.
 */
import type { Ctx, TableMeta } from '../schema.ts';
import { fmt, mulRate, type Rate } from '../rounding.ts';
import type { CalcContext } from '../context.ts';
import {
  additional,
  addText,
  exemptLine,
  extraBool,
  extraNum,
  incomeTaxLine,
  stateForm,
  stateWages,
} from './common.ts';
import { parseCertificate, type CertificateSpec } from './certificate.ts';
import { filingStatusOf, parseBrackets, sourceText } from './brackets.ts';
import { annualizedBracketTax, type Bracket } from './brackets-math.ts';

/** MW-4 line 2 (both spouses work / more than one job): the line-1a table. */
export const MT_TWO_EARNERS_FIELD = 'two_earners';
/** MW-4 line 4: a specified amount to withhold each period (cents), replacing the computation. */
export const MT_SPECIFIED_FIELD = 'specified_withholding';

/** Parsed `mt.json`. */
export interface MtTable {
  meta: TableMeta;
  exclusions: number;
  certificate: CertificateSpec;
  /** Schedule used by the line 2 box (and line 1a). */
  twoEarnersSchedule: string;
  statusMap: Record<string, string>;
  /** Annual brackets by schedule (ARM 42.17.105(2)); the first is the 0% band. */
  schedules: Map<string, Bracket[]>;
  supplementalRate: Rate | null;
  roundToDollar: boolean;
}

/** Validates and parses `mt.json`. */
export function parseMt(o: Record<string, unknown>, c: Ctx): MtTable {
  const certificate = parseCertificate(o.certificate, c);
  const schedules = new Map<string, Bracket[]>();
  for (const [k, v] of Object.entries(c.obj(o.schedules, 'schedules'))) {
    schedules.set(k, parseBrackets(c, v, `schedules.${k}`));
  }
  const statusMap: Record<string, string> = {};
  for (const [k, v] of Object.entries(o.statusMap === undefined ? {} : c.obj(o.statusMap, 'statusMap'))) {
    statusMap[k] = c.str(v, `statusMap.${k}`);
  }
  for (const s of [...certificate.filingStatuses, certificate.defaultFilingStatus]) {
    const key = statusMap[s] ?? s;
    if (!schedules.has(key)) c.fail('schedules', `no schedule "${key}" for filing status "${s}"`);
  }
  const twoEarnersSchedule = c.str(o.twoEarnersSchedule, 'twoEarnersSchedule');
  if (!schedules.has(twoEarnersSchedule)) c.fail('twoEarnersSchedule', `no schedule "${twoEarnersSchedule}"`);
  const rounding = c.str(o.rounding, 'rounding');
  if (rounding !== 'cent' && rounding !== 'dollar') c.fail('rounding', 'expected "cent" or "dollar"');
  return {
    meta: c.meta(o),
    exclusions: c.exclusions(o.incomeTaxWageExclusions, 'incomeTaxWageExclusions'),
    certificate,
    twoEarnersSchedule,
    statusMap,
    schedules,
    supplementalRate:
      o.supplementalRate === null || o.supplementalRate === undefined
        ? null
        : c.rate(o.supplementalRate, 'supplementalRate'),
    roundToDollar: rounding === 'dollar',
  };
}

/** Adds the MT `state_income_tax` line (annual formula ÷ periods, whole dollars). */
export function computeMt(c: CalcContext, t: MtTable): void {
  const f = stateForm(c, 'MT');
  const w = stateWages(c, t.exclusions);
  const desc = 'Montana income tax';
  const form = t.certificate.form;
  if (f?.exempt) return exemptLine(c, 'MT', desc, w.taxable, form);
  const src = `${sourceText(t.meta)}${f ? '' : ` (no ${form} on file: ${t.certificate.noCertificate})`}`;
  const extra = additional(c, f);
  const specified = extraNum(f, MT_SPECIFIED_FIELD);
  if (specified !== undefined && specified > 0) {
    const amount = Math.round(specified);
    incomeTaxLine(
      c,
      'MT',
      desc,
      w.taxable,
      null,
      amount,
      `${src}: ${form} line 4 specified amount ${fmt(amount)} withheld instead of the table`,
    );
    return;
  }
  const status = filingStatusOf(t.certificate, f);
  const twoEarners = extraBool(f, MT_TWO_EARNERS_FIELD);
  const key = twoEarners ? t.twoEarnersSchedule : (t.statusMap[status] ?? status);
  const supp = t.supplementalRate ? w.supplemental : 0;
  const regular = w.taxable - supp;
  const annual = regular * c.periods;
  const r = annualizedBracketTax(t.schedules.get(key)!, annual, 0, c.periods, t.roundToDollar);
  const tax = {
    cents: r.perPeriodCents,
    text: `${fmt(regular)} × ${c.periods} = ${fmt(annual)}; ${r.steps} = ${fmt(r.annualTaxCents)}; ÷ ${c.periods} = ${fmt(r.perPeriodCents)}${t.roundToDollar ? ' (nearest whole dollar)' : ''}`,
  };
  const suppTax = t.supplementalRate ? mulRate(supp, t.supplementalRate.scaled) : 0;
  const suppText =
    supp > 0 && t.supplementalRate
      ? `; supplemental ${fmt(supp)} × ${t.supplementalRate.percent} = ${fmt(suppTax)}`
      : '';
  const statusText = `${status.replace(/_/g, ' ')}${twoEarners ? ` with the line 2 box (${key.replace(/_/g, ' ')} table)` : ''}`;
  incomeTaxLine(
    c,
    'MT',
    desc,
    w.taxable,
    null,
    tax.cents + suppTax + extra,
    `${src}: ${statusText}: ${tax.text}${suppText}${addText(extra)}`,
  );
}
