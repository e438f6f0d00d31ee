/**
 * Hours at the API edge, seconds inside. Time-off balances, caps and request hours are JSON
 * numbers of hours with at most 4 decimals; the ledger stores integer seconds. Conversions go
 * through exact decimal strings and BigInt, never a float product. Pure: no I/O, no clock.
 */

/** Decimal string of a finite JSON number (`1e-7` style expanded). */
function plain(n: number): string {
  const s = String(n);
  return /e/i.test(s) ? n.toFixed(20).replace(/\.?0+$/, '') : s;
}

/**
 * A decimal (JSON number or numeric column text such as "1.0000") → integer ten-thousandths
 * (e4), e.g. 2.5 → 25000n; null when it has more than 4 decimals or is not finite.
 */
export function toE4(v: number | string): bigint | null {
  if (typeof v === 'number' && !Number.isFinite(v)) return null;
  const s = typeof v === 'number' ? plain(v) : v.trim();
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(s);
  if (!m) return null;
  const frac = (m[3] ?? '').replace(/0+$/, '');
  if (frac.length > 4) return null;
  const e4 = BigInt(m[2]!) * 10_000n + BigInt((frac + '0000').slice(0, 4));
  return m[1] === '-' ? -e4 : e4;
}

/** Integer division of `num` by positive `den`, rounded half away from zero. */
export function divHalfUp(num: bigint, den: bigint): bigint {
  const q = (num < 0n ? -num : num) * 2n + den;
  const r = q / (2n * den);
  return num < 0n ? -r : r;
}

/**
 * Hours (JSON number, ≤ 4 decimals) → integer seconds, half away from zero (0.0001 h = 0.36 s),
 * e.g. 2.8833 → 10380; null when it has more than 4 decimals.
 */
export function hoursToSeconds(hours: number): number | null {
  const e4 = toE4(hours);
  return e4 === null ? null : Number(divHalfUp(e4 * 3600n, 10_000n));
}

/** Integer seconds → hours with 4 decimals, half away from zero, e.g. 10380 → 2.8833. */
export function secondsToHours4(seconds: number): number {
  return Number(divHalfUp(BigInt(seconds) * 10_000n, 3600n)) / 10_000;
}

/** Rounding of one accrual posting: to the second, to 0.01 h (36 s) or to 0.25 h (900 s). */
export type AccrualRounding = 'second' | 'hundredth_hour' | 'quarter_hour';

const INCREMENT: Record<AccrualRounding, bigint> = { second: 1n, hundredth_hour: 36n, quarter_hour: 900n };

/**
 * Seconds accrued for `workedSeconds` at `accrualHours` per `perHoursWorked` (e.g. 1 per 30,
 * CA Labor Code §246(b)(1)), rounded half-up to the policy's increment.
 * Example: 86.5 h = 311,400 s × 1 / 30 = 10,380 s (2.8833 h); to 0.01 h: 10,380 / 36 = 288.33 →
 * 288 × 36 = 10,368 s (2.88 h).
 */
export function accrualForHours(
  workedSeconds: number,
  accrualHours: string,
  perHoursWorked: string,
  rounding: AccrualRounding,
): number {
  const a = toE4(accrualHours) ?? 0n;
  const p = toE4(perHoursWorked) ?? 0n;
  if (p <= 0n || a <= 0n || workedSeconds <= 0) return 0;
  const inc = INCREMENT[rounding];
  // seconds × a / p, then to the increment: one rounding of the exact quotient
  return Number(divHalfUp(BigInt(workedSeconds) * a, p * inc) * inc);
}

/** Accrual `hours` of a per-pay-period or front-loaded policy → seconds, rounded to the increment. */
export function fixedAccrual(accrualHours: string, rounding: AccrualRounding): number {
  const a = toE4(accrualHours) ?? 0n;
  const inc = INCREMENT[rounding];
  return Number(divHalfUp(a * 3600n, 10_000n * inc) * inc);
}

/** The caps a posting respects; null = no cap. Seconds. */
export interface AccrualCaps {
  maxBalance: number | null;
  maxAccruedPerYear: number | null;
}

/**
 * What may be posted of `accrual` seconds given the balance before it and what was accrued this
 * year: never above the maximum balance (a person at the cap accrues nothing until they use time,
 * CA Labor Code §246(b)(4)) nor the yearly maximum, never negative.
 * Example: cap 80 h = 288,000 s, balance 79 h = 284,400 s, accrual 2.88 h → 3,600 s (1 h).
 */
export function capAccrual(
  accrual: number,
  balance: number,
  accruedThisYear: number,
  caps: AccrualCaps,
): number {
  let a = accrual;
  if (caps.maxBalance !== null) a = Math.min(a, caps.maxBalance - balance);
  if (caps.maxAccruedPerYear !== null) a = Math.min(a, caps.maxAccruedPerYear - accruedThisYear);
  return Math.max(0, a);
}

/** Seconds above the carryover limit at year end (what expires), 0 when at or below it or no limit. */
export function expiryAtYearEnd(balance: number, carryoverLimit: number | null): number {
  if (carryoverLimit === null) return 0;
  return Math.max(0, balance - carryoverLimit);
}

/**
 * Hours worked a salaried (exempt) person accrues on: `weeklyHours` (their `default_hours`, 40 when
 * unset) for each 7 days of the period, in seconds, e.g. 40 h × 14 / 7 = 80 h = 288,000 s.
 */
export function salariedSeconds(weeklyHours: string | null, periodDays: number): number {
  const w = toE4(weeklyHours ?? '40') ?? 400_000n;
  return Number(divHalfUp(w * 3600n * BigInt(periodDays), 10_000n * 7n));
}
