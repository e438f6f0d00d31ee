/**
 * Gross: earnings lines from classified time and the earning record (docs/pay-calculation.md "Gross").
 *
 * Exact arithmetic: rates/salaries/multipliers are integer ten-thousandths (bigint, see decimal.ts);
 * amounts are integer cents rounded half-up once per line.
 *
 * Multi-rate workweeks (29 CFR 778.115): the regular rate of a workweek is the weighted average
 * RR = Σ(seconds × rate) / Σ seconds over all hours worked in it (including hours before the period
 * start and overtime hours at their straight-time rate). Lines:
 * - regular line(s): non-overtime seconds at the rate in force when they were worked;
 * - overtime line(s): overtime seconds at `rate in force + (multiplier − 1) × RR`, i.e. straight time
 *   plus the 0.5 × RR premium (29 CFR 778.115); double time at `rate in force + 1 × RR`.
 *   In a single-rate week this is exactly multiplier × rate (29 CFR 778.107 / 778.110(a)).
 * Overtime lines are grouped by their exact effective rate (a reduced fraction), so every line's
 * amount is `seconds × rate` of one exact rate, rounded once; `rate` shows it rounded to 4 decimals.
 */
import {
  E4,
  formatE4,
  formatFractionE4,
  formatHours,
  fraction,
  parseOptionalE4,
  roundHalfUpDiv,
  type Fraction,
} from './decimal.js';
import { PERIODS_PER_YEAR, type PayFrequency } from './periods.js';
import type { EarningLine, EngineEarning, EngineWarning, PaymentUnit, SalaryType } from './types.js';

/** Default overtime multiplier, e4 (1.5×, FLSA 29 CFR 778.107). */
export const DEFAULT_OT_MULTIPLIER_E4 = 15_000n;
/** Double-time multiplier, e4 (2×, CA Labor Code §510(a)). */
export const DOUBLE_TIME_MULTIPLIER_E4 = 20_000n;

/** Annualization factor of a salary period (docs/pay-calculation.md: yearly 1, quarterly 4, monthly 12, semimonthly 24, biweekly 26, weekly 52). */
export const ANNUAL_FACTOR: Readonly<Record<SalaryType, number>> = {
  yearly: 1,
  quarterly: 4,
  monthly: 12,
  semimonthly: 24,
  biweekly: 26,
  weekly: 52,
};

/** An earning record with its figures parsed to exact e4 integers. */
export interface ParsedEarning {
  src: EngineEarning;
  /** Effective unit (a null unit falls back to 'hour' with a rate, else 'salary'). */
  unit: PaymentUnit | null;
  /** Hourly rate, e4 dollars, or null. */
  rateE4: bigint | null;
  /** Salary figure, e4 dollars, or null. */
  salaryE4: bigint | null;
  /** Annualization factor of `salaryE4` (null when unknown). */
  annualFactor: number | null;
  /** Overtime multiplier, e4 (default 15000 = 1.5×). */
  multE4: bigint;
  /** PTO hourly rate, e4 dollars (`pto_payment_amount`, else `payment_amount`), or null. */
  ptoRateE4: bigint | null;
}

/**
 * Parses an earning record. `salary` uses `salaryType` (missing → yearly, warning
 * `salary_type_missing`); the flat units yearly/weekly/biweekly/monthly annualize by the unit itself
 * and take `salary` (else `paymentAmount`) as the per-unit amount.
 */
export function parseEarning(e: EngineEarning, warnings: EngineWarning[]): ParsedEarning {
  const rateE4 = parseOptionalE4(e.paymentAmount);
  let salaryE4 = parseOptionalE4(e.salary);
  let unit = e.paymentUnit;
  if (unit === null) {
    unit = rateE4 !== null ? 'hour' : salaryE4 !== null ? 'salary' : null;
    warnings.push({
      code: 'no_payment_unit',
      message: `earning ${e.id} has no payment_unit; treated as ${unit ?? 'unpaid'}`,
    });
  }
  let annualFactor: number | null = null;
  switch (unit) {
    case 'salary':
    case 'hourly_salary':
      if (e.salaryType === null) {
        if (salaryE4 !== null) {
          warnings.push({
            code: 'salary_type_missing',
            message: `earning ${e.id} has no salary_type; salary read as yearly`,
          });
        }
        annualFactor = 1;
      } else {
        annualFactor = ANNUAL_FACTOR[e.salaryType];
      }
      break;
    case 'yearly':
      annualFactor = 1;
      break;
    case 'weekly':
      annualFactor = 52;
      break;
    case 'biweekly':
      annualFactor = 26;
      break;
    case 'monthly':
      annualFactor = 12;
      break;
    case 'hour':
    case null:
      break;
  }
  if (unit === 'yearly' || unit === 'weekly' || unit === 'biweekly' || unit === 'monthly') {
    salaryE4 ??= rateE4;
  }
  const mult = parseOptionalE4(e.overtimeAmount);
  return {
    src: e,
    unit,
    rateE4,
    salaryE4,
    annualFactor,
    multE4: mult !== null && mult > 0n ? mult : DEFAULT_OT_MULTIPLIER_E4,
    ptoRateE4: parseOptionalE4(e.ptoPaymentAmount) ?? rateE4,
  };
}

/**
 * Cents of `seconds` at an exact hourly `rate` (fraction of e4 dollars per hour):
 * round_half_up(seconds × rate / 3600 / 100). One rounding.
 */
export function hoursAmountCents(seconds: number, rate: Fraction): number {
  return Number(roundHalfUpDiv(BigInt(seconds) * rate.num, rate.den * 360_000n));
}

/**
 * Exact effective rate (e4 dollars per hour) of overtime worked at straight-time rate `rateE4` with
 * multiplier `multE4` in a workweek with straight-time earnings `stE4Sec` (Σ seconds × rate e4) over
 * `hoursSec` seconds: rate + (multiplier − 1) × RR, RR = stE4Sec / hoursSec (29 CFR 778.115).
 * With a single rate in the week this equals multiplier × rate (29 CFR 778.107).
 */
export function overtimeRate(rateE4: bigint, multE4: bigint, stE4Sec: bigint, hoursSec: bigint): Fraction {
  if (hoursSec <= 0n) return fraction(rateE4 * multE4, E4);
  return fraction(rateE4 * E4 * hoursSec + (multE4 - E4) * stE4Sec, E4 * hoursSec);
}

/**
 * Salary cents of one payrollData: salary × annualFactor ÷ periods per year (52/26/24/12 by pay
 * frequency), prorated by weekdays (Mon–Fri) worked-eligible in the part ÷ weekdays in the period,
 * one half-up rounding: round(salaryE4 × factor × wdPart / (ppy × wdPeriod × 100)).
 */
export function salaryAmountCents(
  salaryE4: bigint,
  annualFactor: number,
  payFrequency: PayFrequency,
  weekdaysPart: number,
  weekdaysPeriod: number,
): number {
  if (weekdaysPeriod <= 0) return 0;
  return Number(
    roundHalfUpDiv(
      salaryE4 * BigInt(annualFactor) * BigInt(weekdaysPart),
      BigInt(PERIODS_PER_YEAR[payFrequency]) * BigInt(weekdaysPeriod) * 100n,
    ),
  );
}

const FACTOR_NAME: Readonly<Record<number, string>> = {
  1: 'yearly',
  4: 'quarterly',
  12: 'monthly',
  24: 'semimonthly',
  26: 'biweekly',
  52: 'weekly',
};

/** The salary line of a payrollData, or null when the earning has no salary figure. */
export function salaryLine(
  pe: ParsedEarning,
  payFrequency: PayFrequency,
  weekdaysPart: number,
  weekdaysPeriod: number,
): EarningLine | null {
  if (pe.salaryE4 === null || pe.annualFactor === null) return null;
  const amountCents = salaryAmountCents(
    pe.salaryE4,
    pe.annualFactor,
    payFrequency,
    weekdaysPart,
    weekdaysPeriod,
  );
  const prorated =
    weekdaysPart !== weekdaysPeriod ? `, prorated ${weekdaysPart}/${weekdaysPeriod} weekdays` : '';
  return {
    type: 'salary',
    seconds: null,
    rate: null,
    amountCents,
    description: `Salary $${formatE4(pe.salaryE4)} ${FACTOR_NAME[pe.annualFactor] ?? ''} × ${pe.annualFactor} ÷ ${PERIODS_PER_YEAR[payFrequency]} ${payFrequency} periods${prorated}`,
  };
}

/** The PTO line: `seconds` at the PTO rate, or null when there is no rate. */
export function ptoLine(pe: ParsedEarning, seconds: number): EarningLine | null {
  if (pe.ptoRateE4 === null || seconds <= 0) return null;
  return {
    type: 'pto',
    seconds,
    rate: formatE4(pe.ptoRateE4),
    amountCents: hoursAmountCents(seconds, fraction(pe.ptoRateE4, 1n)),
    description: `PTO ${formatHours(seconds)} h × $${formatE4(pe.ptoRateE4)}`,
  };
}

/** Accumulator of one time-based line while the pieces of a payrollData are walked. */
export interface TimeLineAcc {
  type: 'regular' | 'overtime' | 'double_overtime';
  rate: Fraction;
  /** Straight-time rate the seconds were worked at (e4), for descriptions. */
  baseRateE4: bigint;
  multE4: bigint;
  /** Weighted regular rate (fraction, e4) when it differs from the base rate, else null. */
  weighted: Fraction | null;
  seconds: number;
  reasons: number;
  byJob: Map<number, number>;
}

/** Finishes an accumulated time line: amount rounded once, description with rate and sources. */
export function finishTimeLine(acc: TimeLineAcc, reasonText: string): EarningLine {
  const amountCents = hoursAmountCents(acc.seconds, acc.rate);
  const h = formatHours(acc.seconds);
  let description: string;
  if (acc.type === 'regular') {
    description = `Regular ${h} h × $${formatFractionE4(acc.rate)}`;
  } else {
    const label = acc.type === 'overtime' ? 'Overtime' : 'Double overtime';
    description =
      acc.weighted !== null
        ? `${label} ${h} h × ($${formatE4(acc.baseRateE4)} + ${formatE4(acc.multE4 - E4).replace(/\.?0+$/, '')} × weighted regular rate $${formatFractionE4(acc.weighted)}, 29 CFR 778.115)`
        : `${label} ${h} h × ${formatE4(acc.multE4).replace(/\.?0+$/, '')} × $${formatE4(acc.baseRateE4)}`;
    if (reasonText !== '') description += ` — ${reasonText}`;
  }
  return { type: acc.type, seconds: acc.seconds, rate: formatFractionE4(acc.rate), amountCents, description };
}

/** Sum of line amounts, integer cents. */
export function sumCents(lines: readonly EarningLine[]): number {
  let s = 0;
  for (const l of lines) s += l.amountCents;
  return s;
}
