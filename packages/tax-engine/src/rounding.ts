/**
 * Integer money arithmetic for the tax engine.
 *
 * Money is integer cents (`number`); rates are integers scaled by {@link RATE_SCALE} (rate × 10^8,
 * parsed once when the tables load). Products that could exceed 2^53 fall back to BigInt.
 * Rounding is half-up to the cent (docs/tax-coverage.md, "Rounding").
 */

/** Scale of parsed rates: 0.062 → 6_200_000. */
export const RATE_SCALE = 100_000_000;
const RATE_SCALE_BIG = 100_000_000n;
const SAFE = 2 ** 52;

/** A rate parsed from a decimal string: `scaled` = rate × 10^8 (integer), `text` the original string. */
export interface Rate {
  readonly scaled: number;
  readonly text: string;
  readonly percent: string;
}

/**
 * Half-up division of non-negative integers `n / d` (d > 0), exact for inputs below 2^53.
 * Negative `n` returns 0 (callers floor at zero).
 */
export function divHalfUp(n: number, d: number): number {
  if (n <= 0) return 0;
  let q = Math.floor(n / d);
  let r = n - q * d;
  if (r < 0) {
    q -= 1;
    r += d;
  } else if (r >= d) {
    q += 1;
    r -= d;
  }
  return 2 * r >= d ? q + 1 : q;
}

function bigDivHalfUp(n: bigint, d: bigint): number {
  if (n <= 0n) return 0;
  const q = n / d;
  const r = n - q * d;
  return Number(2n * r >= d ? q + 1n : q);
}

/** `cents × rate`, half-up to the cent; 0 for non-positive cents. */
export function mulRate(cents: number, rate: number): number {
  if (cents <= 0 || rate <= 0) return 0;
  const p = cents * rate;
  if (p < SAFE) return divHalfUp(p, RATE_SCALE);
  return bigDivHalfUp(BigInt(cents) * BigInt(rate), RATE_SCALE_BIG);
}

/**
 * Bracket formula in one rounding: half-up of (base + rate × excess − minus) ÷ divisor, floored at 0.
 * `base`, `excess`, `minus` in cents; `rate` scaled by 10^8; `divisor` a positive integer
 * (pay periods per year, or 1). Used for Pub 15-T lines 2c–3c and state equivalents.
 */
export function bracketHalfUp(
  base: number,
  rate: number,
  excess: number,
  minus: number,
  divisor: number,
): number {
  const p = excess * rate;
  const b = base * RATE_SCALE;
  const m = minus * RATE_SCALE;
  if (p < SAFE && b < SAFE && m < SAFE) {
    const num = b + p - m;
    if (num < SAFE) return divHalfUp(num, divisor * RATE_SCALE);
  }
  const num = BigInt(base) * RATE_SCALE_BIG + BigInt(excess) * BigInt(rate) - BigInt(minus) * RATE_SCALE_BIG;
  return bigDivHalfUp(num, BigInt(divisor) * RATE_SCALE_BIG);
}

/** Half-up rounding of cents to whole dollars (returns cents), e.g. NC-30's "round to the nearest dollar". */
export function roundToDollarCents(cents: number): number {
  return divHalfUp(cents, 100) * 100;
}

const DEC = /^(\d+)(?:\.(\d+))?$/;

/** Parses a non-negative decimal string of dollars ("12900.00", "7.25") into integer cents; throws on more than 2 decimals. */
export function parseDollars(text: string): number {
  const m = DEC.exec(text);
  if (!m) throw new Error(`not a dollar amount: "${text}"`);
  const frac = m[2] ?? '';
  if (frac.length > 2) throw new Error(`more than 2 decimals in dollar amount "${text}"`);
  return Number(m[1]) * 100 + Number(frac.padEnd(2, '0'));
}

/** Parses a decimal string scaled by 10^`shift` into an integer; throws when it has more decimals. */
function parseScaled(text: string, shift: number, what: string): number {
  const m = DEC.exec(text);
  if (!m) throw new Error(`not a decimal ${what}: "${text}"`);
  const frac = m[2] ?? '';
  if (frac.length > shift) throw new Error(`${what} "${text}" has more than ${shift} decimals`);
  const v = Number(m[1]) * 10 ** shift + Number(frac.padEnd(shift, '0') || '0');
  if (!Number.isSafeInteger(v)) throw new Error(`${what} "${text}" is out of range`);
  return v;
}

/** Decimal rate string ("0.062") → {@link Rate}. At most 8 decimals. */
export function parseRate(text: string): Rate {
  const scaled = parseScaled(text, 8, 'rate');
  return { scaled, text, percent: percentText(scaled) };
}

/** Percent string ("5" = 5%, "2.5") → rate scaled by 10^8. At most 6 decimals. */
export function parsePercentToScaled(text: string): number {
  return parseScaled(text, 6, 'percent');
}

const percentTexts = new Map<number, string>();

/** Rate scaled by 10^8 → readable percent ("6.2%", "12%"); memoized (a few hundred distinct rates). */
export function percentText(scaled: number): string {
  let s = percentTexts.get(scaled);
  if (s === undefined) {
    const whole = Math.floor(scaled / 1_000_000);
    const frac = String(scaled % 1_000_000)
      .padStart(6, '0')
      .replace(/0+$/, '');
    s = frac ? `${whole}.${frac}%` : `${whole}%`;
    if (percentTexts.size < 10_000) percentTexts.set(scaled, s);
  }
  return s;
}

/** Rate scaled by 10^8 → decimal string ("0.062"). */
export function rateText(scaled: number): string {
  const whole = Math.floor(scaled / RATE_SCALE);
  const frac = String(scaled % RATE_SCALE)
    .padStart(8, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : `${whole}`;
}

/** ".00" … ".99". */
const CENTS: readonly string[] = Array.from({ length: 100 }, (_, i) => (i < 10 ? '.0' : '.') + i);
/** "0" … "999" and "000" … "999" (the digits after a thousands comma). */
const UNDER_1000: readonly string[] = Array.from({ length: 1000 }, (_, i) => String(i));
const THREE_DIGITS: readonly string[] = UNDER_1000.map((d) => d.padStart(3, '0'));

/** Cents → "$1,234.56" (negative values get a leading minus). Hot path: no Intl, digit tables. */
export function fmt(cents: number): string {
  const neg = cents < 0;
  const c = neg ? -cents : cents;
  const dollars = Math.floor(c / 100);
  const rem = c - dollars * 100;
  if (Number.isInteger(rem) && dollars < 1_000_000) {
    const d =
      dollars < 1000
        ? UNDER_1000[dollars]!
        : UNDER_1000[Math.floor(dollars / 1000)]! + ',' + THREE_DIGITS[dollars % 1000]!;
    return (neg ? '-$' : '$') + d + CENTS[rem]!;
  }
  let d: string;
  if (dollars < 1000) d = '' + dollars;
  else if (dollars < 1_000_000) {
    const lo = dollars % 1000;
    d = Math.floor(dollars / 1000) + (lo < 10 ? ',00' : lo < 100 ? ',0' : ',') + lo;
  } else {
    d = '' + dollars;
    let out = '';
    while (d.length > 3) {
      out = ',' + d.slice(-3) + out;
      d = d.slice(0, -3);
    }
    d += out;
  }
  return (neg ? '-$' : '$') + d + (rem < 10 ? '.0' : '.') + rem;
}

/**
 * Half-up of (a × rateA + b × rateB − minus) ÷ divisor, floored at 0, in one rounding.
 * `a`, `b`, `minus` in cents; rates scaled by 10^8. Used for two-rate schedules (MA surtax).
 */
export function twoRateHalfUp(
  a: number,
  rateA: number,
  b: number,
  rateB: number,
  minus: number,
  divisor: number,
): number {
  const pa = a * rateA;
  const pb = b * rateB;
  const m = minus * RATE_SCALE;
  if (pa < SAFE && pb < SAFE && m < SAFE && pa + pb < SAFE) {
    return divHalfUp(pa + pb - m, divisor * RATE_SCALE);
  }
  const num = BigInt(a) * BigInt(rateA) + BigInt(b) * BigInt(rateB) - BigInt(minus) * RATE_SCALE_BIG;
  return bigDivHalfUp(num, BigInt(divisor) * RATE_SCALE_BIG);
}
