/**
 * Alabama — Withholding Tax Tables and Instructions for Employers and Withholding Agents (Alabama
 * Department of Revenue, revised January 2026), "Formula for Computing Alabama Withholding Tax".
 * Per paycheck: GI = the period's Alabama income-tax wages × periods; taxable income = GI − the
 * standard deduction of the A-4 status (full up to a GI threshold, then less a fixed amount for
 * each GI increment or part thereof, never below the floor) − the federal income tax withheld from
 * this same paycheck × periods − the personal exemption of the A-4 status − dependents × the
 * dependent exemption of the GI band; annual tax over the 2% / 4% / 5% brackets (the married
 * schedule for "M", the other schedule for 0, S, MS and H); ÷ periods, half-up to the cent. Off-cycle
 * supplemental wages: the flat supplemental rate. Every figure is in al.json; amounts in cents.
 */
import type { Ctx, TableMeta } from '../schema.ts';
import { fmt, mulRate, type Rate } from '../rounding.ts';
import type { CalcContext } from '../context.ts';
import { additional, addText, count, exemptLine, incomeTaxLine, stateForm, stateWages } from './common.ts';
import { parseCertificate, type CertificateSpec } from './certificate.ts';
import { annualizedBracketTax, type Bracket } from './brackets-math.ts';
import { filingStatusOf, parseBrackets, sourceText } from './brackets.ts';

/**
 * A standard deduction that slides with GI (annual cents): `amount` while GI ≤ `fullThrough`;
 * `floor` once GI ≥ `floorFrom`; in between `amount` − `less` × ⌈(GI − `fullThrough`) ÷ `per`⌉.
 */
export interface AlStandardDeduction {
  amount: number;
  fullThrough: number;
  less: number;
  per: number;
  floorFrom: number;
  floor: number;
}

/** What one A-4 status (0, S, MS, M, H) gets: its deduction, personal exemption and brackets. */
export interface AlStatus {
  standardDeduction: AlStandardDeduction;
  /** Annual personal exemption, cents. */
  personalExemption: number;
  brackets: Bracket[];
}

/** One dependent-exemption band: `amount` per dependent while GI ≤ `through` (null = no limit). */
export interface AlDependentBand {
  through: number | null;
  amount: number;
}

/** Parsed `al.json` (annual cents). */
export interface AlTable {
  meta: TableMeta;
  exclusions: number;
  certificate: CertificateSpec;
  statuses: Map<string, AlStatus>;
  dependentBands: AlDependentBand[];
  supplementalRate: Rate | null;
}

function parseDeduction(c: Ctx, v: unknown, p: string): AlStandardDeduction {
  const o = c.obj(v, p);
  const d = {
    amount: c.money(o.amount, `${p}.amount`),
    fullThrough: c.money(o.fullThrough, `${p}.fullThrough`),
    less: c.money(o.less, `${p}.less`),
    per: c.money(o.per, `${p}.per`),
    floorFrom: c.money(o.floorFrom, `${p}.floorFrom`),
    floor: c.money(o.floor, `${p}.floor`),
  };
  if (d.per <= 0) c.fail(`${p}.per`, 'expected a positive increment');
  if (d.floorFrom <= d.fullThrough) c.fail(`${p}.floorFrom`, 'must be above fullThrough');
  if (d.floor > d.amount) c.fail(`${p}.floor`, 'above the full amount');
  return d;
}

/** Validates and parses `al.json`. */
export function parseAl(o: Record<string, unknown>, c: Ctx): AlTable {
  const certificate = parseCertificate(o.certificate, c);
  const deductions = c.obj(o.standardDeductions, 'standardDeductions');
  const brackets = c.obj(o.brackets, 'brackets');
  const statuses = new Map<string, AlStatus>();
  for (const [k, v] of Object.entries(c.obj(o.statuses, 'statuses'))) {
    const s = c.obj(v, `statuses.${k}`);
    const dKey = c.str(s.standardDeduction, `statuses.${k}.standardDeduction`);
    const bKey = c.str(s.brackets, `statuses.${k}.brackets`);
    if (deductions[dKey] === undefined) c.fail(`statuses.${k}.standardDeduction`, `no "${dKey}" deduction`);
    if (brackets[bKey] === undefined) c.fail(`statuses.${k}.brackets`, `no "${bKey}" schedule`);
    statuses.set(k, {
      standardDeduction: parseDeduction(c, deductions[dKey], `standardDeductions.${dKey}`),
      personalExemption: c.money(s.personalExemption, `statuses.${k}.personalExemption`),
      brackets: parseBrackets(c, brackets[bKey], `brackets.${bKey}`),
    });
  }
  for (const s of [...certificate.filingStatuses, certificate.defaultFilingStatus]) {
    if (!statuses.has(s)) c.fail('statuses', `no entry for filing status "${s}"`);
  }
  const dependentBands = c.arr(o.dependentExemption, 'dependentExemption').map((x, i) => {
    const b = c.obj(x, `dependentExemption[${i}]`);
    return {
      through: b.through === null ? null : c.money(b.through, `dependentExemption[${i}].through`),
      amount: c.money(b.amount, `dependentExemption[${i}].amount`),
    };
  });
  if (dependentBands.length === 0 || dependentBands.at(-1)!.through !== null) {
    c.fail('dependentExemption', 'the last band must have "through": null');
  }
  return {
    meta: c.meta(o),
    exclusions: c.exclusions(o.incomeTaxWageExclusions, 'incomeTaxWageExclusions'),
    certificate,
    statuses,
    dependentBands,
    supplementalRate:
      o.supplementalRate === null || o.supplementalRate === undefined
        ? null
        : c.rate(o.supplementalRate, 'supplementalRate'),
  };
}

/** The sliding standard deduction for annualized gross income `gi` (cents). */
export function alStandardDeduction(d: AlStandardDeduction, gi: number): number {
  if (gi <= d.fullThrough) return d.amount;
  if (gi >= d.floorFrom) return d.floor;
  const steps = Math.ceil((gi - d.fullThrough) / d.per);
  return Math.max(d.floor, d.amount - steps * d.less);
}

/** The per-dependent exemption for annualized gross income `gi` (cents). */
export function alDependentExemption(bands: readonly AlDependentBand[], gi: number): number {
  return bands.find((b) => b.through === null || gi <= b.through)!.amount;
}

/**
 * The formula for one paycheck: `wages` and `federal` (the federal income tax withheld from the
 * same paycheck) are period cents, `status` an A-4 status of the table, `dependents` the A-4 count.
 * Returns the period withholding (half-up to the cent) and the arithmetic.
 */
export function alFormula(
  t: AlTable,
  status: string,
  dependents: number,
  wages: number,
  federal: number,
  periods: number,
): { cents: number; text: string } {
  const s = t.statuses.get(status)!;
  const gi = wages * periods;
  const std = alStandardDeduction(s.standardDeduction, gi);
  const fedAnnual = federal * periods;
  const each = alDependentExemption(t.dependentBands, gi);
  const deps = dependents * each;
  const taxable = Math.max(0, gi - std - fedAnnual - s.personalExemption - deps);
  const r = annualizedBracketTax(s.brackets, taxable, 0, periods);
  return {
    cents: r.perPeriodCents,
    text:
      `A-4 ${status.replace(/_/g, ' ')}; GI ${fmt(wages)} × ${periods} = ${fmt(gi)} − standard deduction ${fmt(std)}` +
      ` − federal income tax withheld ${fmt(federal)} × ${periods} = ${fmt(fedAnnual)}` +
      ` − personal exemption ${fmt(s.personalExemption)} − ${dependents} dependents × ${fmt(each)}` +
      ` = ${fmt(taxable)}; ${r.steps} = ${fmt(r.annualTaxCents)}; ÷ ${periods} = ${fmt(r.perPeriodCents)}`,
  };
}

/** Adds the AL `state_income_tax` line (reads this paycheck's `federal_income_tax` line). */
export function computeAl(c: CalcContext, t: AlTable): void {
  const f = stateForm(c, 'AL');
  const w = stateWages(c, t.exclusions);
  const desc = 'Alabama income tax';
  const form = t.certificate.form;
  if (f?.exempt) return exemptLine(c, 'AL', desc, w.taxable, form);
  const supp = t.supplementalRate ? w.supplemental : 0;
  const federal = c.taxes.find((l) => l.code === 'federal_income_tax')?.amountCents ?? 0;
  const base = alFormula(
    t,
    filingStatusOf(t.certificate, f),
    count(f?.allowances),
    w.taxable - supp,
    federal,
    c.periods,
  );
  const suppTax = t.supplementalRate ? mulRate(supp, t.supplementalRate.scaled) : 0;
  const suppText =
    supp > 0 && t.supplementalRate
      ? `; supplemental ${fmt(supp)} × ${t.supplementalRate.percent} = ${fmt(suppTax)}`
      : '';
  const extra = additional(c, f);
  incomeTaxLine(
    c,
    'AL',
    desc,
    w.taxable,
    null,
    base.cents + suppTax + extra,
    `${sourceText(t.meta)}${f ? '' : ` (no ${form} on file: ${t.certificate.noCertificate})`}: ${base.text}${suppText}${addText(extra)}`,
  );
}
