/**
 * State payroll programmes listed under `levies` in a state table file (NJ disability, family leave
 * and workforce contributions, OR transit, HI TDI, …): rate × wages up to the annual wage base,
 * counted year-to-date by code + jurisdiction + payer, and (when `weeklyWageBase` is set, Hawaii
 * TDI's maximum weekly wage base) at most that base × 52 ÷ the pay periods per year in one pay
 * period. One rounding (half-up) per line.
 */
import type { Ctx } from '../schema.ts';
import { divHalfUp, fmt, mulRate, type Rate } from '../rounding.ts';
import { addLine, wagesAfter, type CalcContext } from '../context.ts';

const LEVY_CODES = new Set([
  'state_disability',
  'state_family_leave',
  'state_unemployment',
  'state_transit',
  'state_paid_leave',
]);

/** One parsed levy (cents; rate scaled by 10^8). */
export interface Levy {
  code: string;
  description: string;
  rate: Rate;
  /** Annual wage base in cents, or null when uncapped. */
  wageBase: number | null;
  /**
   * Maximum weekly wage base in cents (Hawaii TDI), or null: a pay period's wages count up to
   * this × 52 ÷ periods per year (half-up to the cent).
   */
  weeklyWageBase: number | null;
  payer: 'employee' | 'company';
  exclusions: number;
  publication: string;
  verified: boolean;
}

/** Validates and parses a `levies` list (absent → []). */
export function parseLevies(v: unknown, c: Ctx): Levy[] {
  if (v === undefined) return [];
  return c.arr(v, 'levies').map((x, i) => {
    const p = `levies[${i}]`;
    const o = c.obj(x, p);
    const code = c.str(o.code, `${p}.code`);
    if (!LEVY_CODES.has(code)) {
      c.fail(`${p}.code`, `unknown levy code "${code}" (${[...LEVY_CODES].join(', ')})`);
    }
    const payer = c.str(o.payer, `${p}.payer`);
    if (payer !== 'employee' && payer !== 'company') c.fail(`${p}.payer`, 'expected "employee" or "company"');
    return {
      code,
      description: c.str(o.description, `${p}.description`),
      rate: c.rate(o.rate, `${p}.rate`),
      wageBase: o.wageBase === null ? null : c.money(o.wageBase, `${p}.wageBase`),
      weeklyWageBase:
        o.weeklyWageBase === undefined || o.weeklyWageBase === null
          ? null
          : c.money(o.weeklyWageBase, `${p}.weeklyWageBase`),
      payer,
      exclusions: c.exclusions(o.wageExclusions, `${p}.wageExclusions`),
      publication: c.str(o.publication, `${p}.publication`),
      verified: c.bool(o.verified, `${p}.verified`),
    };
  });
}

/**
 * Adds one line per levy of `state` (wages capped at the annual base net of YTD wages, and at the
 * period's share of a weekly wage base).
 */
export function computeLevies(c: CalcContext, state: string, levies: readonly Levy[]): void {
  for (const l of levies) {
    const w = wagesAfter(c.wages, l.exclusions);
    const ytd = l.wageBase === null ? 0 : c.ytd.wages(l.code, state, l.payer);
    const periodCap = l.weeklyWageBase === null ? null : divHalfUp(l.weeklyWageBase * 52, c.periods);
    let taxable = l.wageBase === null ? w : Math.min(w, Math.max(0, l.wageBase - ytd));
    if (periodCap !== null) taxable = Math.min(taxable, periodCap);
    const amount = mulRate(taxable, l.rate.scaled);
    const cap =
      l.weeklyWageBase !== null
        ? `weekly wage base ${fmt(l.weeklyWageBase)} × 52 ÷ ${c.periods} = ${fmt(periodCap!)} a ${c.freq} period`
        : l.wageBase === null
          ? 'no wage base'
          : `wage base ${fmt(l.wageBase)}, ${fmt(ytd)} YTD`;
    addLine(
      c,
      l.code,
      l.description,
      state,
      l.payer,
      taxable,
      l.rate.text,
      amount,
      `${l.publication}${l.verified ? '' : ' (figures unverified, see docs/tax-coverage.md)'}: ${l.rate.percent} × ${fmt(taxable)} (${cap}) = ${fmt(amount)}`,
    );
  }
}
