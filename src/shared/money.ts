/**
 * Money at the API edge. Inside payclock money is integer cents (`number`, exact below 2^53);
 * JSON carries dollars with at most 2 decimals (rates: at most 4). Conversions go through the
 * number's shortest decimal string, so no binary-float arithmetic ever touches an amount.
 */

/** Decimal string of a finite JSON number (`1e-7` style expanded), e.g. 12.5 → "12.5". */
function numberToPlainString(n: number): string {
  const s = String(n);
  if (!/e/i.test(s)) return s;
  return n.toFixed(20).replace(/\.?0+$/, '');
}

/** Count of decimals of a JSON number, e.g. 12.345 → 3. */
export function decimalPlaces(n: number): number {
  const s = numberToPlainString(n);
  const i = s.indexOf('.');
  return i < 0 ? 0 : s.length - i - 1;
}

/**
 * Dollars (JSON number, ≤ 2 decimals) → integer cents. @throws RangeError if it has more than 2
 * decimals or is not finite (callers validate first and report the field).
 */
export function dollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`not a finite amount: ${dollars}`);
  const s = numberToPlainString(Math.abs(dollars));
  const [int, frac = ''] = s.split('.');
  if (frac.length > 2) throw new RangeError(`more than 2 decimals: ${dollars}`);
  const cents = Number(int) * 100 + Number((frac + '00').slice(0, 2));
  return dollars < 0 ? -cents : cents;
}

/** Integer cents → dollars for JSON (e.g. 123456 → 1234.56). */
export function centsToDollars(cents: number | string): number {
  const c = typeof cents === 'string' ? Number(cents) : cents;
  return c / 100;
}

/** A JSON number as an exact decimal string with at most `maxDecimals` places, or null if it has more. */
export function toDecimalString(n: number, maxDecimals: number): string | null {
  if (!Number.isFinite(n)) return null;
  return decimalPlaces(n) <= maxDecimals ? numberToPlainString(n) : null;
}

/** numeric column text ("28.5000") → JSON number (28.5), or null. */
export function numericToNumber(v: string | null): number | null {
  return v === null ? null : Number(v);
}
