/**
 * Exact decimal helpers for the hours-to-gross engine.
 *
 * Money never travels as a float: rates and salaries are parsed from decimal strings into integer
 * ten-thousandths of a dollar ("e4", `bigint`), amounts are integer cents, and the only rounding is
 * {@link roundHalfUpDiv} (half-up, away from zero), applied once per earnings line.
 */

/** 10^4 as a bigint: the scale of every "e4" value (ten-thousandths of a dollar, or of a multiplier). */
export const E4 = 10_000n;

const DECIMAL_RE = /^\s*([+-]?)(\d*)(?:\.(\d*))?\s*$/;

/**
 * Parses a decimal string (dollars, or a multiplier such as "1.5") into integer ten-thousandths.
 * More than 4 decimals are rounded half-up to 4. Throws `RangeError` on anything that is not a
 * plain decimal number (no exponent, no thousands separators).
 *
 * @example parseDecimalE4("12.5") === 125000n; parseDecimalE4("1.5") === 15000n
 */
export function parseDecimalE4(value: string): bigint {
  const m = DECIMAL_RE.exec(value);
  if (m === null || ((m[2] ?? '') === '' && (m[3] ?? '') === '')) {
    throw new RangeError(`not a decimal number: ${JSON.stringify(value)}`);
  }
  const sign = m[1] === '-' ? -1n : 1n;
  const intPart = m[2] === undefined || m[2] === '' ? '0' : m[2];
  const frac = m[3] ?? '';
  let scaled = BigInt(intPart) * E4;
  if (frac.length <= 4) {
    scaled += BigInt(frac.padEnd(4, '0'));
  } else {
    const head = BigInt(frac.slice(0, 4));
    const rest = frac.slice(4);
    const roundUp = rest.charCodeAt(0) >= 53; /* '5' */
    scaled += head + (roundUp ? 1n : 0n);
  }
  return sign * scaled;
}

/** Like {@link parseDecimalE4} but `null`/`undefined`/blank → `null`. */
export function parseOptionalE4(value: string | null | undefined): bigint | null {
  if (value == null || value.trim() === '') return null;
  return parseDecimalE4(value);
}

/**
 * Integer division `num / den` rounded half-up (ties away from zero). `den` must be non-zero.
 * This is the one rounding rule of the service (docs/api-conventions.md §1: "half-up to the cent, applied once per line").
 */
export function roundHalfUpDiv(num: bigint, den: bigint): bigint {
  if (den === 0n) throw new RangeError('division by zero');
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  const neg = num < 0n;
  const a = neg ? -num : num;
  const q = (a * 2n + den) / (den * 2n);
  return neg ? -q : q;
}

/** Greatest common divisor of two bigints (non-negative result). */
export function gcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b !== 0n) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/**
 * An exact non-negative rational number of e4 units (ten-thousandths of a dollar per hour), kept
 * reduced so that equal rates have equal {@link fractionKey}s.
 */
export interface Fraction {
  num: bigint;
  den: bigint;
}

/** Builds a reduced {@link Fraction} `num/den` (`den > 0`). */
export function fraction(num: bigint, den: bigint): Fraction {
  if (den <= 0n) throw new RangeError('fraction denominator must be positive');
  const g = gcd(num, den);
  return g > 1n ? { num: num / g, den: den / g } : { num, den };
}

/** A stable string key of a reduced fraction, for grouping lines by exact rate. */
export function fractionKey(f: Fraction): string {
  return `${f.num}/${f.den}`;
}

/**
 * Formats e4 units (ten-thousandths of a dollar) as a dollars decimal string with at least 2 and at
 * most 4 decimals: 120000n → "12.00", 166667n → "16.6667", 125n → "0.0125".
 */
export function formatE4(valueE4: bigint): string {
  const neg = valueE4 < 0n;
  const a = neg ? -valueE4 : valueE4;
  const int = a / E4;
  let frac = (a % E4).toString().padStart(4, '0');
  while (frac.length > 2 && frac.endsWith('0')) frac = frac.slice(0, -1);
  return `${neg ? '-' : ''}${int}.${frac}`;
}

/** Formats a fraction of e4 units as dollars, rounded half-up to 4 decimals (display only). */
export function formatFractionE4(f: Fraction): string {
  return formatE4(roundHalfUpDiv(f.num, f.den));
}

/** Formats integer cents as a dollars string with 2 decimals: 79167 → "791.67" (for descriptions). */
export function formatCents(cents: number): string {
  const neg = cents < 0;
  const a = Math.abs(cents);
  return `${neg ? '-' : ''}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

/** Formats integer seconds as hours with 2 decimals, for descriptions: 165600 → "46.00". */
export function formatHours(seconds: number): string {
  const centiHours = Math.floor((2 * Math.abs(seconds) + 36) / 72) * Math.sign(seconds);
  return formatCents(centiHours);
}
