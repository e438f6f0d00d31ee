/**
 * Federal income tax withholding — IRS Publication 15-T (2026, and 2025 for 2025 paydays),
 * Worksheet 1A "Employer's Withholding Worksheet for Percentage Method Tables for Automated Payroll
 * Systems", Forms W-4 from 2020 or later and earlier; supplemental wages per Pub 15 section 7.
 *
 * Units: wages and amounts in cents per period unless named `annual`.
 */
import type { FederalW4, PayFrequency } from './types.ts';
import { type Ctx, type TableMeta } from './schema.ts';
import { bracketHalfUp, fmt, mulRate, type Rate } from './rounding.ts';
import { addLine, EX_ALL, splitSupplemental, wagesAfter, type CalcContext } from './context.ts';

/** One row of an Annual Percentage Method table: column A (at least), C (tentative), D (rate). Cents. */
export interface FederalBracket { atLeast: number; tentative: number; rate: Rate }
/** Schedule key: Single-or-MFS, MFJ, HoH. */
export type FederalScheduleStatus = 'single' | 'married_jointly' | 'head_of_household';

/** Parsed `federal.json`: Pub 15-T figures for one year (all money in cents, annual unless noted). */
export interface FederalTable {
  meta: TableMeta;
  periodsPerYear: Record<PayFrequency, number>;
  /** Worksheet 1A line 1g: MFJ and other statuses (annual). */
  line1gMarried: number;
  line1gOther: number;
  /** Worksheet 1A line 1k: per pre-2020 allowance (annual). */
  pre2020Allowance: number;
  supplementalRate: Rate;
  supplementalHighRate: Rate;
  /** $1,000,000 of YTD supplemental wages. */
  supplementalHighThreshold: number;
  /** Nonresident-alien add-on (Pub 15-T Table 2): annual, and per period when printed. */
  nra: Record<'w4_2020' | 'pre2020', { annual: number; perPeriod: Record<PayFrequency, number> | null }>;
  schedules: Record<'standard' | 'checkbox', Record<FederalScheduleStatus, FederalBracket[]>>;
}

/** Validates and parses `tax-tables/<year>/federal.json`. */
export function parseFederal(o: Record<string, unknown>, c: Ctx): FederalTable {
  const sched = (v: unknown, p: string): Record<FederalScheduleStatus, FederalBracket[]> => {
    const so = c.obj(v, p);
    const rows = (x: unknown, pp: string): FederalBracket[] => {
      const list = c.arr(x, pp).map((r, i) => {
        const ro = c.obj(r, `${pp}[${i}]`);
        return { atLeast: c.money(ro.atLeast, `${pp}[${i}].atLeast`), tentative: c.money(ro.tentative, `${pp}[${i}].tentative`), rate: c.rate(ro.rate, `${pp}[${i}].rate`) };
      });
      if (list.length === 0 || list[0]?.atLeast !== 0) c.fail(pp, 'the first row must start at 0');
      for (let i = 1; i < list.length; i++) if (list[i]!.atLeast <= list[i - 1]!.atLeast) c.fail(`${pp}[${i}]`, 'rows must be ascending');
      return list;
    };
    return { single: rows(so.single, `${p}.single`), married_jointly: rows(so.married_jointly, `${p}.married_jointly`), head_of_household: rows(so.head_of_household, `${p}.head_of_household`) };
  };
  const ppy = c.obj(o.periodsPerYear, 'periodsPerYear');
  const sup = c.obj(o.supplemental, 'supplemental');
  const nra = c.obj(o.nonresidentAlien, 'nonresidentAlien');
  const nraPart = (k: 'w4_2020' | 'pre2020') => {
    const n = c.obj(nra[k], `nonresidentAlien.${k}`);
    return { annual: c.money(n.annual, `nonresidentAlien.${k}.annual`), perPeriod: n.perPeriod === undefined ? null : c.perFrequency(n.perPeriod, `nonresidentAlien.${k}.perPeriod`, (x, p) => c.money(x, p)) };
  };
  const l1g = c.obj(o.line1g, 'line1g');
  const s = c.obj(o.schedules, 'schedules');
  return {
    meta: c.meta(o),
    periodsPerYear: c.perFrequency(ppy, 'periodsPerYear', (x, p) => c.int(x, p)),
    line1gMarried: c.money(l1g.married_jointly, 'line1g.married_jointly'),
    line1gOther: c.money(l1g.other, 'line1g.other'),
    pre2020Allowance: c.money(o.pre2020AllowanceAnnual, 'pre2020AllowanceAnnual'),
    supplementalRate: c.rate(sup.rate, 'supplemental.rate'),
    supplementalHighRate: c.rate(sup.highRate, 'supplemental.highRate'),
    supplementalHighThreshold: c.money(sup.highThreshold, 'supplemental.highThreshold'),
    nra: { w4_2020: nraPart('w4_2020'), pre2020: nraPart('pre2020') },
    schedules: { standard: sched(s.standard, 'schedules.standard'), checkbox: sched(s.checkbox, 'schedules.checkbox') },
  };
}

/** W-4 used when none is on file: single, 2020+, no adjustments (Pub 15-T, "no Form W-4"). */
export const DEFAULT_W4: FederalW4 = {
  w4Version: '2020', filingStatus: 'single', multipleJobs: false, dependentsAmountCents: 0, otherIncomeCents: 0,
  deductionsCents: 0, extraWithholdingCents: 0, allowances: 0, nonresidentAlien: false, exempt: false,
};

const STATUS_LABEL: Record<FederalScheduleStatus, string> = { single: 'single or married filing separately', married_jointly: 'married filing jointly', head_of_household: 'head of household' };

/** Result of Worksheet 1A for one period. */
export interface Worksheet1AResult {
  /** Line 3c: withholding before Step 4(c), cents per period. */
  amount: number;
  /** Human-readable arithmetic. */
  reason: string;
}

/**
 * Pub 15-T Worksheet 1A on `periodWages` (cents, this period, income-tax wages).
 * Returns line 3c (tentative withholding less Step 3 credits, floored at 0) in cents per period,
 * rounded half-up once (lines 2h and 3b are combined before rounding; docs/tax-coverage.md).
 */
export function worksheet1A(t: FederalTable, w4: FederalW4, periodWages: number, periods: number, freq: PayFrequency, year: number): Worksheet1AResult {
  const pre2020 = w4.w4Version === 'pre2020';
  let line1a = periodWages;
  let nraAnnual = 0;
  let nraText = '';
  if (w4.nonresidentAlien) {
    const n = pre2020 ? t.nra.pre2020 : t.nra.w4_2020;
    if (n.perPeriod) { line1a += n.perPeriod[freq]; nraText = ` (incl. nonresident-alien add-on ${fmt(n.perPeriod[freq])}/period, Table 2)`; } else { nraAnnual = n.annual; nraText = ` (incl. nonresident-alien add-on ${fmt(n.annual)}/yr)`; }
  }
  const line1c = line1a * periods + nraAnnual;
  let status: FederalScheduleStatus;
  let aawa: number;
  let adjText: string;
  let credits = 0;
  const checkbox = !pre2020 && w4.multipleJobs;
  if (pre2020) {
    status = w4.filingStatus === 'married_jointly' ? 'married_jointly' : 'single';
    const allow = Math.max(0, Math.floor(w4.allowances)) * t.pre2020Allowance;
    aawa = Math.max(0, line1c - allow);
    adjText = `annualized ${fmt(line1c)}${nraText} − ${Math.max(0, Math.floor(w4.allowances))} allowances × ${fmt(t.pre2020Allowance)} = ${fmt(aawa)}`;
  } else {
    status = w4.filingStatus === 'married_jointly' ? 'married_jointly' : w4.filingStatus === 'head_of_household' ? 'head_of_household' : 'single';
    const line1e = line1c + Math.max(0, w4.otherIncomeCents);
    const line1g = checkbox ? 0 : status === 'married_jointly' ? t.line1gMarried : t.line1gOther;
    const line1h = Math.max(0, w4.deductionsCents) + line1g;
    aawa = Math.max(0, line1e - line1h);
    credits = Math.max(0, w4.dependentsAmountCents);
    adjText = `annualized ${fmt(line1c)}${nraText}`
      + (w4.otherIncomeCents > 0 ? ` + Step 4(a) ${fmt(w4.otherIncomeCents)}` : '')
      + ` − ${fmt(line1h)}` + (w4.deductionsCents > 0 ? ` (Step 4(b) ${fmt(w4.deductionsCents)} + line 1g ${fmt(line1g)})` : '')
      + ` = ${fmt(aawa)}`;
  }
  const rows = t.schedules[checkbox ? 'checkbox' : 'standard'][status];
  let row = rows[0]!;
  for (let i = rows.length - 1; i >= 0; i--) { const r = rows[i]!; if (aawa >= r.atLeast) { row = r; break; } }
  const excess = aawa - row.atLeast;
  const annualTentative = bracketHalfUp(row.tentative, row.rate.scaled, excess, 0, 1);
  const amount = bracketHalfUp(row.tentative, row.rate.scaled, excess, credits, periods);
  const reason = `Pub 15-T ${year} Worksheet 1A (${pre2020 ? 'pre-2020 W-4' : 'W-4 2020+'}), ${STATUS_LABEL[status]} ${checkbox ? 'Step 2 checkbox' : 'standard'} schedule: ${adjText}; `
    + `${fmt(row.tentative)} + ${row.rate.percent} over ${fmt(row.atLeast)} = ${fmt(annualTentative)}/yr`
    + (credits > 0 ? ` − Step 3 credits ${fmt(credits)}` : '') + `; ÷ ${periods} = ${fmt(amount)}`;
  return { amount, reason };
}

/**
 * Adds the `federal_income_tax` line (employee, jurisdiction "US").
 * Regular payroll: aggregate method (all wages through Worksheet 1A). Off-cycle payroll: regular
 * wages through Worksheet 1A, bonus/commission at the flat supplemental rate (22%). In both, the
 * part of supplemental wages above $1,000,000 YTD is withheld at 37% (mandatory, even if exempt).
 * The line is omitted only when income-tax wages are zero.
 */
export function federalIncomeTax(c: CalcContext): void {
  const t = c.tables.federal;
  const w4 = c.input.federal ?? DEFAULT_W4;
  const taxable = wagesAfter(c.wages, EX_ALL);
  if (taxable <= 0) return;
  const split = splitSupplemental(c.wages, taxable);
  const ytdSupp = Math.max(0, c.input.ytd.supplementalWagesCents);
  const high = Math.max(0, Math.min(split.supplemental, ytdSupp + split.supplemental - Math.max(t.supplementalHighThreshold, ytdSupp)));
  const flatPart = c.offCycle ? split.supplemental - high : 0;
  const aggregatePart = taxable - high - flatPart;
  const highTax = mulRate(high, t.supplementalHighRate.scaled);
  const parts: string[] = [];
  let amount = highTax;
  let rate: string | null = null;
  if (w4.exempt) {
    parts.push('Form W-4 claims exemption from withholding: no federal income tax withheld (FICA still applies)');
  } else {
    if (aggregatePart > 0) {
      const ws = worksheet1A(t, w4, aggregatePart, c.periods, c.freq, c.year);
      amount += ws.amount;
      parts.push(ws.reason);
      if (c.honorExtraWithholding && w4.extraWithholdingCents > 0) {
        amount += w4.extraWithholdingCents;
        parts.push(`+ Step 4(c) extra ${fmt(w4.extraWithholdingCents)}`);
      }
    }
    if (flatPart > 0) {
      const flat = mulRate(flatPart, t.supplementalRate.scaled);
      amount += flat;
      parts.push(`supplemental wages ${fmt(flatPart)} paid off-cycle at the ${t.supplementalRate.percent} flat rate (Pub 15 §7) = ${fmt(flat)}`);
      if (aggregatePart === 0 && high === 0) rate = t.supplementalRate.text;
    }
  }
  if (high > 0) parts.push(`supplemental wages over ${fmt(t.supplementalHighThreshold)} YTD: ${fmt(high)} × ${t.supplementalHighRate.percent} = ${fmt(highTax)} (mandatory, Pub 15 §7)`);
  addLine(c, 'federal_income_tax', 'Federal income tax', 'US', 'employee', taxable, rate, amount, parts.join('; '));
}
