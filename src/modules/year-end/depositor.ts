/**
 * Which part of Form 941 line 16 applies to a quarter (IRS Form 941 (2026) line 16 and its
 * Instructions; IRS Publication 15 (2026) §11): the deposit schedule comes from the payments
 * module's lookback rule (src/modules/payments/deposit-schedule.ts, read only), and
 * - `less_than_2500`: line 12 of this quarter or of the prior quarter is under $2,500 and no
 *   $100,000 next-day deposit obligation arose in this quarter (no breakdown is required; the
 *   monthly amounts are still given);
 * - `monthly`: a monthly depositor for the entire quarter → the three monthly liabilities;
 * - `semiweekly`: a semiweekly depositor for any part of the quarter (by the lookback period, or
 *   since a $100,000 next-day obligation earlier in the year) → Schedule B (Form 941).
 * Pure: cents, `YYYY-MM-DD` dates.
 */
import { federalDeposits, type DepositSchedule } from '../payments/deposit-schedule.js';

/** $2,500 in cents. */
const SMALL_CENTS = 250_000;

/** The line 16 box of a quarter. */
export type Line16Box = 'less_than_2500' | 'monthly' | 'semiweekly';

/**
 * The line 16 box for the quarter [`start`, `end`], from the year's deposit schedule, the Form 941
 * liabilities by payday from January 1 through `end`, and the prior quarter's line 12 (cents).
 */
export function line16Box(
  schedule: DepositSchedule,
  yearToEnd: ReadonlyArray<{ payday: string; cents: number }>,
  quarterCents: number,
  priorQuarterCents: number,
  start: string,
  end: string,
): { box: Line16Box; nextDayInQuarter: boolean; semiweeklySince: string | null } {
  const deposits = federalDeposits(
    schedule,
    yearToEnd.map((d) => ({ payrollId: d.payday, payday: d.payday, cents: d.cents })),
  );
  const nextDayInQuarter = deposits.some(
    (d) => d.rule === 'next_day' && d.period.end >= start && d.period.start <= end,
  );
  const firstSemi = deposits.find((d) => d.schedule === 'semiweekly' || d.rule === 'next_day');
  const semiweeklySince =
    schedule === 'semiweekly' ? `${start.slice(0, 4)}-01-01` : (firstSemi?.period.start ?? null);
  if ((quarterCents < SMALL_CENTS || priorQuarterCents < SMALL_CENTS) && !nextDayInQuarter) {
    return { box: 'less_than_2500', nextDayInQuarter, semiweeklySince };
  }
  const semi = semiweeklySince !== null && semiweeklySince <= end;
  return { box: semi ? 'semiweekly' : 'monthly', nextDayInQuarter, semiweeklySince };
}
