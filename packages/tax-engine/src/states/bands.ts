/**
 * Printed "base + rate × excess" withholding charts (Hawaii Booklet A, the Missouri withholding
 * formula, Nebraska Circular EN, New Mexico FYI-104). Each band gives the tax on the amount up to
 * its lower bound (`base`, as the agency prints it, often rounded to the cent or the dollar) and the
 * rate on the part above. Using the printed base reproduces the agency's own figures where a pure
 * marginal-bracket sum (brackets-math.ts) would differ by the agency's rounding of each base.
 * Money in integer cents, rates scaled by 10^8 (rounding.ts); one half-up rounding per result.
 */
import type { Ctx, PerFrequency } from '../schema.ts';
import { bracketHalfUp, fmt, type Rate } from '../rounding.ts';

/** One chart row: over `over` (cents, exclusive), tax = `base` + `rate` × (amount − `over`). */
export interface Band {
  over: number;
  base: number;
  rate: Rate;
}

/**
 * Parses a chart (`[{ "over": "0.00", "base": "0.00", "rate": "0.014" }, …]`): at least one row,
 * the first over 0.00, `over` strictly ascending and `base` never decreasing.
 */
export function parseBands(c: Ctx, v: unknown, path: string): Band[] {
  const list = c.arr(v, path).map((x, i) => {
    const o = c.obj(x, `${path}[${i}]`);
    return {
      over: c.money(o.over, `${path}[${i}].over`),
      base: c.money(o.base, `${path}[${i}].base`),
      rate: c.rate(o.rate, `${path}[${i}].rate`),
    };
  });
  if (list.length === 0) c.fail(path, 'expected at least one band');
  if (list[0]!.over !== 0) c.fail(`${path}[0].over`, 'the first band starts at 0.00');
  for (let i = 1; i < list.length; i++) {
    if (list[i]!.over <= list[i - 1]!.over) c.fail(`${path}[${i}].over`, 'bands must ascend');
    if (list[i]!.base < list[i - 1]!.base) c.fail(`${path}[${i}].base`, 'bases must not decrease');
  }
  return list;
}

/** Parses one chart per key of `keys` from the object `v` (`{ "single": [...], "married": [...] }`). */
export function parseBandsByKey(
  c: Ctx,
  v: unknown,
  path: string,
  keys: readonly string[],
): Map<string, Band[]> {
  const o = c.obj(v, path);
  return new Map(keys.map((k) => [k, parseBands(c, o[k], `${path}.${k}`)]));
}

/** Parses one chart per pay frequency (`{ "weekly": [...], "biweekly": [...], … }`). */
export function parseBandsByFrequency(c: Ctx, v: unknown, path: string): PerFrequency<Band[]> {
  return c.perFrequency(v, path, (x, p) => parseBands(c, x, p));
}

/** The row for `amount` (cents): the last band whose `over` is below it ("over … but not over"). */
export function bandOf(bands: readonly Band[], amount: number): Band {
  let b = bands[0]!;
  for (const x of bands) {
    if (amount > x.over) b = x;
    else break;
  }
  return b;
}

/**
 * (base + rate × (amount − over)) ÷ `divisor`, half-up once to the cent, or to the whole dollar
 * when `toDollar`; 0 when `amount` ≤ 0. Returns cents.
 */
export function bandTax(band: Band, amount: number, divisor: number, toDollar: boolean): number {
  if (amount <= 0) return 0;
  const excess = amount - band.over;
  return toDollar
    ? bracketHalfUp(band.base, band.rate.scaled, excess, 0, divisor * 100) * 100
    : bracketHalfUp(band.base, band.rate.scaled, excess, 0, divisor);
}

/** "$288.00 + 5.5% × ($18,218.00 − $14,400.00)" for line reasons. */
export function bandText(band: Band, amount: number): string {
  return `${fmt(band.base)} + ${band.rate.percent} × (${fmt(Math.max(0, amount))} − ${fmt(band.over)})`;
}
