/**
 * Per-period percentage tables printed by a state publication (Kansas KW-100, Idaho EPB00744):
 * for each pay frequency a list of rows "over C: A plus B × (wages − C)", applied directly to the
 * period's wages — no annualizing. The printed per-period thresholds and bases are already
 * rounded by the agency, so computing from them (not from annual figures ÷ periods) reproduces the
 * publication's worked examples. Money in integer cents, rates scaled by 10^8 (rounding.ts); the
 * result is rounded half-up once, to the cent or to the whole dollar.
 */
import type { Ctx, PerFrequency } from '../schema.ts';
import { bracketHalfUp, fmt, RATE_SCALE, type Rate } from '../rounding.ts';

/** One printed row: wages over `over` (cents) withhold `base` (cents) + `rate` × the excess. */
export interface PeriodRow {
  over: number;
  base: number;
  rate: Rate;
}

/** A schedule's rows for each of the four supported pay frequencies. */
export type PeriodSchedule = PerFrequency<PeriodRow[]>;

/**
 * Parses `[{ "over": "0.00", "base": "0.00", "rate": "0" }, …]` (per-period dollars, ascending,
 * the first row over 0.00).
 */
export function parsePeriodRows(c: Ctx, v: unknown, path: string): PeriodRow[] {
  const rows = c.arr(v, path).map((x, i) => {
    const o = c.obj(x, `${path}[${i}]`);
    return {
      over: c.money(o.over, `${path}[${i}].over`),
      base: c.money(o.base, `${path}[${i}].base`),
      rate: c.rate(o.rate, `${path}[${i}].rate`),
    };
  });
  if (rows.length === 0) c.fail(path, 'expected at least one row');
  if (rows[0]!.over !== 0) c.fail(`${path}[0].over`, 'the first row starts at 0.00');
  for (let i = 1; i < rows.length; i++) {
    if (rows[i]!.over <= rows[i - 1]!.over) c.fail(`${path}[${i}].over`, 'rows must ascend');
  }
  return rows;
}

/** Parses `{ "<key>": { "weekly": [rows], "biweekly": …, "semimonthly": …, "monthly": … }, … }`. */
export function parsePeriodSchedules(c: Ctx, v: unknown, path: string): Map<string, PeriodSchedule> {
  const o = c.obj(v, path);
  const out = new Map<string, PeriodSchedule>();
  for (const [k, s] of Object.entries(o)) {
    out.set(
      k,
      c.perFrequency(s, `${path}.${k}`, (x, p) => parsePeriodRows(c, x, p)),
    );
  }
  if (out.size === 0) c.fail(path, 'expected at least one schedule');
  return out;
}

/** Result of {@link periodRowTax}: cents (rounded once) and the arithmetic for the line's reason. */
export interface PeriodTax {
  cents: number;
  text: string;
}

const UNIT = BigInt(RATE_SCALE) * 100n;

/** base + rate × excess before rounding, as dollars ("$33.088"): at least 2, at most 10 decimals. */
function exactText(base: number, rate: number, excess: number): string {
  const n = BigInt(base) * BigInt(RATE_SCALE) + BigInt(excess) * BigInt(rate);
  const whole = n / UNIT;
  const frac = (n % UNIT).toString().padStart(10, '0').replace(/0+$/, '').padEnd(2, '0');
  return `${fmt(Number(whole) * 100).slice(0, -3)}.${frac}`;
}

/**
 * Withholding on `wages` (cents, one period) from the printed `rows`: the last row whose threshold
 * the wages exceed gives base + rate × (wages − over), rounded half-up once to the cent, or to the
 * whole dollar when `toDollar`. Wages at or below the first threshold of a zero-rate row give 0.
 */
export function periodRowTax(rows: readonly PeriodRow[], wages: number, toDollar: boolean): PeriodTax {
  let i = 0;
  for (let k = 1; k < rows.length; k++) if (wages > rows[k]!.over) i = k;
  const row = rows[i]!;
  const excess = Math.max(0, wages - row.over);
  if (row.rate.scaled === 0 && row.base === 0) {
    const next = rows[i + 1];
    return { cents: 0, text: next ? `${fmt(wages)} is not over ${fmt(next.over)}: $0.00` : '$0.00' };
  }
  const cents = toDollar
    ? bracketHalfUp(row.base, row.rate.scaled, excess, 0, 100) * 100
    : bracketHalfUp(row.base, row.rate.scaled, excess, 0, 1);
  const basePart = row.base > 0 ? `${fmt(row.base)} + ` : '';
  const exact = exactText(row.base, row.rate.scaled, excess);
  const rounded = exact === fmt(cents) ? '' : ` → ${fmt(cents)}${toDollar ? ' (nearest whole dollar)' : ''}`;
  return {
    cents,
    text: `${basePart}${row.rate.percent} × (${fmt(wages)} − ${fmt(row.over)}) = ${exact}${rounded}`,
  };
}
