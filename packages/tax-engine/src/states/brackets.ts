/**
 * The `annualized_brackets` family (graduated and flat states): per paycheck, state income-tax
 * wages × periods per year − standard deduction − allowance deductions, taxed over annual marginal
 * brackets, minus allowance credits, ÷ periods, rounded half-up once (cent or whole dollar), plus
 * the certificate's additional withholding. Off-cycle supplemental wages × `supplementalRate` when
 * the file sets one, else aggregated; an off-cycle paycheck of supplemental wages only withholds
 * `supplementalFederalShare` × the paycheck's federal withholding when the file sets it (Vermont
 * GB-1210: 30%). File format and steps: docs/tax-coverage.md ("annualized
 * brackets"); each state file names its publication and revision.
 */
import type { StateWithholding } from '../types.ts';
import type { Ctx, TableMeta, PerFrequency } from '../schema.ts';
import { fmt, mulRate, type Rate } from '../rounding.ts';
import type { CalcContext } from '../context.ts';
import { additional, addText, count, exemptLine, incomeTaxLine, stateForm, stateWages } from './common.ts';
import { parseCertificate, type CertificateSpec } from './certificate.ts';
import { annualizedBracketTax, type Bracket } from './brackets-math.ts';
import { stateName } from './state-names.ts';
import { countyLine, parseCountyTax, type CountyTax } from './county-tax.ts';

/** Standard deduction: fixed annual cents, or a percent of annualized wages clamped to [min, max]. */
export type StandardDeduction =
  { kind: 'amount'; amount: number } | { kind: 'percent'; rate: Rate; min: number; max: number };

/** One filing-status schedule (annual cents). */
export interface BracketSchedule {
  standardDeduction: StandardDeduction | null;
  brackets: Bracket[];
}

/** Parsed `annualized_brackets` file. */
export interface AnnualizedBracketsTable {
  meta: TableMeta;
  state: string;
  exclusions: number;
  /** Periods per year by pay frequency; null, or no `daily` entry, = the engine's 260/52/26/24/12. */
  periods: PerFrequency<number> | null;
  certificate: CertificateSpec;
  schedules: Map<string, BracketSchedule>;
  statusMap: Record<string, string>;
  /** Annual cents per allowance. */
  allowance: { deduction: number; additionalDeduction: number; credit: number; additionalCredit: number };
  roundToDollar: boolean;
  supplementalRate: Rate | null;
  /**
   * Off-cycle supplemental wages withheld at a flat rate chosen by the employee's estimated annual
   * gross wages (Wisconsin W-166): ascending bands (`atLeast` in annual cents), or null. Used only
   * when `supplementalRate` is null. Estimate: {@link estimatedAnnualGross}.
   */
  supplementalRateBands: SupplementalRateBand[] | null;
  /**
   * Share of the federal withholding withheld on an off-cycle paycheck whose income-tax wages are
   * all supplemental (Vermont GB-1210: 30%), or null.
   */
  supplementalFederalShare: Rate | null;
  /** County (or other local) income tax on the same annual taxable wages; null when none. */
  countyTax: CountyTax | null;
}

/** One band of {@link AnnualizedBracketsTable.supplementalRateBands}: `rate` from `atLeast` (annual cents). */
export interface SupplementalRateBand {
  atLeast: number;
  rate: Rate;
}

function parseSupplementalBands(c: Ctx, v: unknown): SupplementalRateBand[] | null {
  if (v === null || v === undefined) return null;
  const path = 'supplementalRateByAnnualWages';
  const list = c.arr(v, path).map((x, i) => {
    const o = c.obj(x, `${path}[${i}]`);
    return {
      atLeast: c.money(o.atLeast, `${path}[${i}].atLeast`),
      rate: c.rate(o.rate, `${path}[${i}].rate`),
    };
  });
  if (list.length === 0) c.fail(path, 'expected at least one band');
  if (list[0]!.atLeast !== 0) c.fail(`${path}[0].atLeast`, 'the first band starts at 0.00');
  for (let i = 1; i < list.length; i++) {
    if (list[i]!.atLeast <= list[i - 1]!.atLeast) c.fail(`${path}[${i}].atLeast`, 'bands must ascend');
  }
  return list;
}

/** Parses a list of ascending annual brackets (`[{ "over": "0.00", "rate": "0.02" }, …]`). */
export function parseBrackets(c: Ctx, v: unknown, path: string): Bracket[] {
  const list = c.arr(v, path).map((x, i) => {
    const o = c.obj(x, `${path}[${i}]`);
    return { over: c.money(o.over, `${path}[${i}].over`), rate: c.rate(o.rate, `${path}[${i}].rate`) };
  });
  if (list.length === 0) c.fail(path, 'expected at least one bracket');
  if (list[0]!.over !== 0) c.fail(`${path}[0].over`, 'the first bracket starts at 0.00');
  for (let i = 1; i < list.length; i++) {
    if (list[i]!.over <= list[i - 1]!.over) c.fail(`${path}[${i}].over`, 'brackets must ascend');
  }
  return list;
}

function parseStd(c: Ctx, v: unknown, p: string): StandardDeduction | null {
  if (v === null) return null;
  const o = c.obj(v, p);
  if (o.amount !== undefined) return { kind: 'amount', amount: c.money(o.amount, `${p}.amount`) };
  const min = c.money(o.min, `${p}.min`);
  const max = c.money(o.max, `${p}.max`);
  if (max < min) c.fail(`${p}.max`, 'below min');
  return { kind: 'percent', rate: c.rate(o.percent, `${p}.percent`), min, max };
}

/** Parses `periodsPerYear` (null, or an object of whole numbers by pay frequency). */
export function parsePeriods(c: Ctx, v: unknown): PerFrequency<number> | null {
  return v === null || v === undefined ? null : c.perFrequency(v, 'periodsPerYear', (x, p) => c.int(x, p));
}

/** Validates and parses an `annualized_brackets` file. */
export function parseAnnualizedBrackets(o: Record<string, unknown>, c: Ctx): AnnualizedBracketsTable {
  const certificate = parseCertificate(o.certificate, c);
  const sched = c.obj(o.schedules, 'schedules');
  const schedules = new Map<string, BracketSchedule>();
  for (const [k, v] of Object.entries(sched)) {
    const so = c.obj(v, `schedules.${k}`);
    schedules.set(k, {
      standardDeduction: parseStd(c, so.standardDeduction ?? null, `schedules.${k}.standardDeduction`),
      brackets: parseBrackets(c, so.brackets, `schedules.${k}.brackets`),
    });
  }
  const statusMap: Record<string, string> = {};
  if (o.statusMap !== undefined) {
    for (const [k, v] of Object.entries(c.obj(o.statusMap, 'statusMap'))) {
      statusMap[k] = c.str(v, `statusMap.${k}`);
    }
  }
  for (const s of [...certificate.filingStatuses, certificate.defaultFilingStatus]) {
    const key = statusMap[s] ?? s;
    if (!schedules.has(key)) c.fail('schedules', `no schedule "${key}" for filing status "${s}"`);
  }
  const al = c.obj(o.allowance, 'allowance');
  const rounding = c.str(o.rounding, 'rounding');
  if (rounding !== 'cent' && rounding !== 'dollar') c.fail('rounding', 'expected "cent" or "dollar"');
  return {
    meta: c.meta(o),
    state: c.str(o.jurisdiction, 'jurisdiction'),
    exclusions: c.exclusions(o.incomeTaxWageExclusions, 'incomeTaxWageExclusions'),
    periods: parsePeriods(c, o.periodsPerYear),
    certificate,
    schedules,
    statusMap,
    allowance: {
      deduction: c.money(al.deduction, 'allowance.deduction'),
      additionalDeduction: c.money(al.additionalDeduction, 'allowance.additionalDeduction'),
      credit: c.money(al.credit, 'allowance.credit'),
      additionalCredit: c.money(al.additionalCredit, 'allowance.additionalCredit'),
    },
    roundToDollar: rounding === 'dollar',
    supplementalRate:
      o.supplementalRate === null || o.supplementalRate === undefined
        ? null
        : c.rate(o.supplementalRate, 'supplementalRate'),
    supplementalRateBands: parseSupplementalBands(c, o.supplementalRateByAnnualWages),
    supplementalFederalShare:
      o.supplementalFederalShare === null || o.supplementalFederalShare === undefined
        ? null
        : c.rate(o.supplementalFederalShare, 'supplementalFederalShare'),
    countyTax: parseCountyTax(c, o.countyTax),
  };
}

/** The filing status used: the certificate's when the form lists it, else the default. */
export function filingStatusOf(spec: CertificateSpec, f: StateWithholding | null): string {
  const s = f?.filingStatus;
  return s && spec.filingStatuses.includes(s) ? s : spec.defaultFilingStatus;
}

/** " (figures unverified, see docs/tax-coverage.md)" when the file is not verified. */
export const unverifiedText = (meta: TableMeta): string =>
  meta.verified ? '' : ' (figures unverified, see docs/tax-coverage.md)';

const sourceTexts = new WeakMap<TableMeta, string>();

/** "Publication (revision)" + the unverified marker, for line reasons (built once per table). */
export function sourceText(meta: TableMeta): string {
  let s = sourceTexts.get(meta);
  if (s === undefined) {
    s = `${meta.publication} (${meta.revision})${unverifiedText(meta)}`;
    sourceTexts.set(meta, s);
  }
  return s;
}

/** Standard deduction in cents for annualized wages `a`, and its text. */
export function standardDeduction(std: StandardDeduction | null, a: number): [number, string] {
  if (!std) return [0, ''];
  if (std.kind === 'amount') return [std.amount, ` − standard deduction ${fmt(std.amount)}`];
  const v = Math.min(std.max, Math.max(std.min, mulRate(a, std.rate.scaled)));
  return [
    v,
    ` − standard deduction ${std.rate.percent} of annual wages within ${fmt(std.min)}–${fmt(std.max)} = ${fmt(v)}`,
  ];
}

/**
 * Annualized withholding of `wages` (cents, one period) under `t` for the certificate `f`
 * (null = none on file): the per-period cents before additional withholding, and the arithmetic.
 */
export function annualizedWithholding(
  t: AnnualizedBracketsTable,
  f: StateWithholding | null,
  wages: number,
  periods: number,
): { cents: number; text: string; annualTaxable: number } {
  const status = filingStatusOf(t.certificate, f);
  const sch = t.schedules.get(t.statusMap[status] ?? status)!;
  const a = wages * periods;
  const [std, stdText] = standardDeduction(sch.standardDeduction, a);
  const n = count(f?.allowances);
  const m = count(f?.additionalAllowances);
  const al = t.allowance;
  const net = Math.max(0, a - std - n * al.deduction - m * al.additionalDeduction);
  const credit = n * al.credit + m * al.additionalCredit;
  const r = annualizedBracketTax(sch.brackets, net, credit, periods, t.roundToDollar);
  const dedText =
    (al.deduction > 0 ? ` − ${n} × ${fmt(al.deduction)}` : '') +
    (al.additionalDeduction > 0 ? ` − ${m} × ${fmt(al.additionalDeduction)}` : '');
  const creditText =
    credit > 0 || al.credit > 0 || al.additionalCredit > 0
      ? `; − credits ${n} × ${fmt(al.credit)}${al.additionalCredit > 0 ? ` + ${m} × ${fmt(al.additionalCredit)}` : ''} = ${fmt(r.netAnnualTaxCents)}`
      : '';
  const statusText = t.certificate.filingStatuses.length > 0 ? `${status.replace(/_/g, ' ')}, ` : '';
  return {
    annualTaxable: net,
    cents: r.perPeriodCents,
    text: `${statusText}${fmt(wages)} × ${periods} = ${fmt(a)}${stdText}${dedText} = ${fmt(net)}; ${r.steps} = ${fmt(r.annualTaxCents)}${creditText}; ÷ ${periods} = ${fmt(r.perPeriodCents)}${t.roundToDollar ? ' (rounded to the whole dollar)' : ''}`,
  };
}

/**
 * The line of an off-cycle paycheck that is all supplemental wages when the state withholds a
 * share of the federal withholding on it (Vermont: 30%), plus the certificate's additional amount.
 */
function federalShareLine(
  c: CalcContext,
  t: AnnualizedBracketsTable,
  share: Rate,
  wages: number,
  f: StateWithholding | null,
  desc: string,
): void {
  const federal = c.taxes.find((l) => l.code === 'federal_income_tax')?.amountCents ?? 0;
  const tax = mulRate(federal, share.scaled);
  const extra = additional(c, f);
  incomeTaxLine(
    c,
    t.state,
    desc,
    wages,
    null,
    tax + extra,
    `${sourceText(t.meta)}: supplemental wages ${fmt(wages)} paid off-cycle: ${share.percent} × federal withholding ${fmt(federal)} = ${fmt(tax)}${addText(extra)}`,
  );
}

/**
 * The employee's estimated annual gross wages for a supplemental rate band (engine decision,
 * docs/tax-coverage.md): the larger of this paycheck's regular gross wages × `periods` and the
 * year's gross wages so far (YTD Medicare wages), plus this paycheck's supplemental wages. Cents.
 */
export function estimatedAnnualGross(c: CalcContext, periods: number): { cents: number; text: string } {
  const regular = c.wages.gross - c.wages.supplemental;
  const annualized = regular * periods;
  const ytd = c.ytd.wages('medicare', 'US', 'employee');
  const cents = Math.max(annualized, ytd) + c.wages.supplemental;
  const base =
    annualized >= ytd
      ? `regular ${fmt(regular)} × ${periods} = ${fmt(annualized)}`
      : `gross wages so far this year ${fmt(ytd)}`;
  return { cents, text: `${base} + supplemental ${fmt(c.wages.supplemental)} = ${fmt(cents)}` };
}

/** The band of `bands` for annual gross `annual` (cents): the last one whose `atLeast` ≤ `annual`. */
export function supplementalBand(
  bands: readonly SupplementalRateBand[],
  annual: number,
): SupplementalRateBand {
  let band = bands[0]!;
  for (const b of bands) if (annual >= b.atLeast) band = b;
  return band;
}

/** Adds the `state_income_tax` line of an `annualized_brackets` state. */
export function computeAnnualizedBrackets(c: CalcContext, t: AnnualizedBracketsTable): void {
  const f = stateForm(c, t.state);
  const w = stateWages(c, t.exclusions);
  const desc = `${stateName(t.state)} income tax`;
  const form = t.certificate.form;
  if (f?.exempt) return exemptLine(c, t.state, desc, w.taxable, form);
  const periods = t.periods?.[c.freq] ?? c.periods;
  const share = t.supplementalFederalShare;
  if (share && w.supplemental > 0 && w.supplemental === w.taxable) {
    return federalShareLine(c, t, share, w.taxable, f, desc);
  }
  let suppRate = t.supplementalRate;
  let bandText = '';
  if (!suppRate && t.supplementalRateBands && w.supplemental > 0) {
    const est = estimatedAnnualGross(c, periods);
    const band = supplementalBand(t.supplementalRateBands, est.cents);
    suppRate = band.rate;
    bandText = ` (rate for estimated annual gross wages ${est.text}, band from ${fmt(band.atLeast)})`;
  }
  const supp = suppRate ? w.supplemental : 0;
  const regular = w.taxable - supp;
  const base = annualizedWithholding(t, f, regular, periods);
  const suppTax = suppRate ? mulRate(supp, suppRate.scaled) : 0;
  const suppText =
    supp > 0 && suppRate
      ? `; supplemental ${fmt(supp)} × ${suppRate.percent}${bandText} = ${fmt(suppTax)}`
      : '';
  const extra = additional(c, f);
  incomeTaxLine(
    c,
    t.state,
    desc,
    w.taxable,
    null,
    base.cents + suppTax + extra,
    `${sourceText(t.meta)}${f ? '' : ` (no ${form} on file: ${t.certificate.noCertificate})`}: ${base.text}${suppText}${addText(extra)}`,
  );
  if (t.countyTax) countyLine(c, t.state, form, t.countyTax, f, base.annualTaxable, periods, w.taxable, supp);
}
