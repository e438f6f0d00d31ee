/**
 * Federal income tax withholding — IRS Publication 15-T (2026, and 2025 for 2025 paydays),
 * Worksheet 1A "Employer's Withholding Worksheet for Percentage Method Tables for Automated Payroll
 * Systems", Forms W-4 from 2020 or later and earlier; supplemental wages per Pub 15 section 7.
 *
 * Units: wages and amounts in cents per period unless named `annual`.
 */
import type { FederalW4, PayFrequency } from './types.ts';
import { bracketHalfUp, fmt, mulRate } from './rounding.ts';
import type { FederalScheduleStatus, FederalTable } from './federal-table.ts';

import { addLine, EX_ALL, splitSupplemental, wagesAfter, type CalcContext } from './context.ts';

export {
  parseFederal,
  type FederalBracket,
  type FederalScheduleStatus,
  type FederalTable,
} from './federal-table.ts';

/** W-4 used when none is on file: single, 2020+, no adjustments (Pub 15-T, "no Form W-4"). */
export const DEFAULT_W4: FederalW4 = {
  w4Version: '2020',
  filingStatus: 'single',
  multipleJobs: false,
  dependentsAmountCents: 0,
  otherIncomeCents: 0,
  deductionsCents: 0,
  extraWithholdingCents: 0,
  allowances: 0,
  nonresidentAlien: false,
  exempt: false,
};

const STATUS_LABEL: Record<FederalScheduleStatus, string> = {
  single: 'single or married filing separately',
  married_jointly: 'married filing jointly',
  head_of_household: 'head of household',
};

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
export function worksheet1A(
  t: FederalTable,
  w4: FederalW4,
  periodWages: number,
  periods: number,
  freq: PayFrequency,
  year: number,
): Worksheet1AResult {
  const pre2020 = w4.w4Version === 'pre2020';
  let line1a = periodWages;
  let nraAnnual = 0;
  let nraText = '';
  if (w4.nonresidentAlien) {
    const n = pre2020 ? t.nra.pre2020 : t.nra.w4_2020;
    const perPeriod = n.perPeriod?.[freq];
    if (perPeriod !== undefined) {
      line1a += perPeriod;
      nraText = ` (incl. nonresident-alien add-on ${fmt(perPeriod)}/period, Table 2)`;
    } else {
      nraAnnual = n.annual;
      nraText = ` (incl. nonresident-alien add-on ${fmt(n.annual)}/yr)`;
    }
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
    status =
      w4.filingStatus === 'married_jointly'
        ? 'married_jointly'
        : w4.filingStatus === 'head_of_household'
          ? 'head_of_household'
          : 'single';
    const line1e = line1c + Math.max(0, w4.otherIncomeCents);
    const line1g = checkbox ? 0 : status === 'married_jointly' ? t.line1gMarried : t.line1gOther;
    const line1h = Math.max(0, w4.deductionsCents) + line1g;
    aawa = Math.max(0, line1e - line1h);
    credits = Math.max(0, w4.dependentsAmountCents);
    adjText =
      `annualized ${fmt(line1c)}${nraText}` +
      (w4.otherIncomeCents > 0 ? ` + Step 4(a) ${fmt(w4.otherIncomeCents)}` : '') +
      ` − ${fmt(line1h)}` +
      (w4.deductionsCents > 0 ? ` (Step 4(b) ${fmt(w4.deductionsCents)} + line 1g ${fmt(line1g)})` : '') +
      ` = ${fmt(aawa)}`;
  }
  const rows = t.schedules[checkbox ? 'checkbox' : 'standard'][status];
  let row = rows[0]!;
  for (let i = rows.length - 1; i >= 0; i--) {
    const r = rows[i]!;
    if (aawa >= r.atLeast) {
      row = r;
      break;
    }
  }
  const excess = aawa - row.atLeast;
  const annualTentative = bracketHalfUp(row.tentative, row.rate.scaled, excess, 0, 1);
  const amount = bracketHalfUp(row.tentative, row.rate.scaled, excess, credits, periods);
  const reason =
    `Pub 15-T ${year} Worksheet 1A (${pre2020 ? 'pre-2020 W-4' : 'W-4 2020+'}), ${STATUS_LABEL[status]} ${checkbox ? 'Step 2 checkbox' : 'standard'} schedule: ${adjText}; ` +
    `${fmt(row.tentative)} + ${row.rate.percent} over ${fmt(row.atLeast)} = ${fmt(annualTentative)}/yr` +
    (credits > 0 ? ` − Step 3 credits ${fmt(credits)}` : '') +
    `; ÷ ${periods} = ${fmt(amount)}`;
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
  const high = Math.max(
    0,
    Math.min(
      split.supplemental,
      ytdSupp + split.supplemental - Math.max(t.supplementalHighThreshold, ytdSupp),
    ),
  );
  const flatPart = c.offCycle ? split.supplemental - high : 0;
  const aggregatePart = taxable - high - flatPart;
  const highTax = mulRate(high, t.supplementalHighRate.scaled);
  const parts: string[] = [];
  let amount = highTax;
  let rate: string | null = null;
  if (w4.exempt) {
    parts.push(
      'Form W-4 claims exemption from withholding: no federal income tax withheld (FICA still applies)',
    );
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
      parts.push(
        `supplemental wages ${fmt(flatPart)} paid off-cycle at the ${t.supplementalRate.percent} flat rate (Pub 15 §7) = ${fmt(flat)}`,
      );
      if (aggregatePart === 0 && high === 0) rate = t.supplementalRate.text;
    }
  }
  if (high > 0) {
    parts.push(
      `supplemental wages over ${fmt(t.supplementalHighThreshold)} YTD: ${fmt(high)} × ${t.supplementalHighRate.percent} = ${fmt(highTax)} (mandatory, Pub 15 §7)`,
    );
  }
  addLine(
    c,
    'federal_income_tax',
    'Federal income tax',
    'US',
    'employee',
    taxable,
    rate,
    amount,
    parts.join('; '),
  );
}
