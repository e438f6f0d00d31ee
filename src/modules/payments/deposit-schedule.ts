/**
 * Federal employment tax deposits (IRS Publication 15 (2026), §11 "Depositing Taxes"). Pure:
 * amounts in integer cents, dates `YYYY-MM-DD`; business days are those of the District of
 * Columbia (./banking-days.ts, `irs_dc`).
 *
 * - **Schedule** from the lookback period (July 1 of year − 2 through June 30 of year − 1; for
 *   2026: 2024-07-01 – 2025-06-30): $50,000 or less of Form 941 taxes → monthly, more →
 *   semiweekly. A new employer (no taxes in the lookback period) is a monthly depositor.
 * - **Monthly**: the taxes of a calendar month's paydays are due the 15th of the next month.
 * - **Semiweekly**: taxes of Wednesday–Friday paydays are due the following Wednesday, of
 *   Saturday–Tuesday paydays the following Friday; there are always at least 3 business days after
 *   the close of the semiweekly period (a holiday among them adds a day), so the due date is the
 *   3rd business day after the period's last day (Friday or Tuesday).
 * - **$100,000 next-day rule**: once the taxes accumulated in a deposit period reach $100,000,
 *   they are due the next business day, the accumulation starts again at zero, and a monthly
 *   depositor becomes semiweekly for the rest of the year (and the next).
 * - A due date that is not a business day moves to the next business day (§11 "Saturday, Sunday,
 *   or legal holiday", 26 U.S.C. §7503).
 * - **FUTA** (Form 940 instructions, "When Must You Deposit Your FUTA Tax?"): quarterly; a
 *   liability of more than $500 (with what was carried forward) is due the last day of the month
 *   after the quarter; $500 or less is carried into the next quarter; the fourth quarter's is due
 *   January 31.
 */
import { addDays } from '../../shared/time.js';
import { addBusinessDays, onOrAfter, weekday } from './banking-days.js';

/** A federal deposit schedule. */
export type DepositSchedule = 'monthly' | 'semiweekly';

/** $50,000: the lookback-period limit of a monthly depositor, cents. */
export const MONTHLY_LIMIT_CENTS = 5_000_000;
/** $100,000: the next-day deposit threshold, cents. */
export const NEXT_DAY_CENTS = 10_000_000;
/** $500: FUTA liability above which a quarter's deposit is due, cents. */
export const FUTA_DEPOSIT_CENTS = 50_000;

/** The lookback period of `year` (inclusive dates). */
export function lookbackPeriod(year: number): { start: string; end: string } {
  return { start: `${year - 2}-07-01`, end: `${year - 1}-06-30` };
}

/** Monthly when the lookback period's Form 941 taxes are $50,000 or less, else semiweekly. */
export function scheduleFor(lookbackCents: number): DepositSchedule {
  return lookbackCents <= MONTHLY_LIMIT_CENTS ? 'monthly' : 'semiweekly';
}

/** Last day of the month of `date`. */
function monthEnd(date: string): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return addDays(m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`, -1);
}

/** The deposit period of a payday: its month (monthly) or its Wed–Fri / Sat–Tue (semiweekly). */
export function depositPeriod(schedule: DepositSchedule, payday: string): { start: string; end: string } {
  if (schedule === 'monthly') return { start: `${payday.slice(0, 7)}-01`, end: monthEnd(payday) };
  const d = weekday(payday); // 0 Sunday … 6 Saturday
  if (d >= 3 && d <= 5) return { start: addDays(payday, 3 - d), end: addDays(payday, 5 - d) };
  const back = (d + 1) % 7; // days since Saturday
  return { start: addDays(payday, -back), end: addDays(payday, 3 - back) };
}

/** `YYYY-Qn` of a date. */
export function quarterOf(date: string): string {
  return `${date.slice(0, 4)}-Q${Math.ceil(Number(date.slice(5, 7)) / 3)}`;
}

/** Due date of the taxes of a deposit period (before the next-day rule). */
export function periodDueDate(schedule: DepositSchedule, period: { end: string }): string {
  if (schedule === 'monthly') return onOrAfter(`${addDays(period.end, 1).slice(0, 7)}-15`, 'irs_dc');
  return addBusinessDays(period.end, 3, 'irs_dc');
}

/** One payroll's Form 941 taxes (FIT, social security and Medicare, both shares), cents. */
export interface PayrollLiability {
  payrollId: string;
  payday: string;
  cents: number;
}

/** One federal deposit: a due date and the payrolls behind it. */
export interface FederalDeposit {
  dueDate: string;
  period: { start: string; end: string };
  /** `YYYY-Qn` of the paydays (a deposit never mixes two quarters' taxes). */
  quarter: string;
  schedule: DepositSchedule;
  /** `next_day` when the $100,000 rule set the date. */
  rule: DepositSchedule | 'next_day';
  cents: number;
  payrollIds: string[];
}

/**
 * The Form 941 deposits of a year's payrolls (any order) for a depositor starting the year on
 * `schedule`, with the $100,000 next-day rule.
 */
export function federalDeposits(
  schedule: DepositSchedule,
  payrolls: readonly PayrollLiability[],
): FederalDeposit[] {
  const sorted = [...payrolls].sort(
    (a, b) => a.payday.localeCompare(b.payday) || a.payrollId.localeCompare(b.payrollId),
  );
  const out: FederalDeposit[] = [];
  let current: FederalDeposit | null = null;
  let sched = schedule;
  for (const p of sorted) {
    const period = depositPeriod(sched, p.payday);
    // A semiweekly period spanning two quarters makes one deposit per quarter (same due date).
    const q = quarterOf(p.payday);
    if (
      !current ||
      current.period.start !== period.start ||
      current.quarter !== q ||
      current.rule === 'next_day'
    ) {
      current = {
        dueDate: periodDueDate(sched, period),
        period,
        quarter: q,
        schedule: sched,
        rule: sched,
        cents: 0,
        payrollIds: [],
      };
      out.push(current);
    }
    current.cents += p.cents;
    current.payrollIds.push(p.payrollId);
    if (current.cents >= NEXT_DAY_CENTS) {
      current.rule = 'next_day';
      current.dueDate = addBusinessDays(p.payday, 1, 'irs_dc');
      sched = 'semiweekly';
    }
  }
  return out.filter((d) => d.cents > 0);
}

/** One quarter's FUTA liability, cents. */
export interface QuarterLiability {
  year: number;
  quarter: 1 | 2 | 3 | 4;
  cents: number;
  payrollIds: string[];
}

/** FUTA deposits of a year's quarters (carrying $500 or less forward). */
export function futaDeposits(quarters: readonly QuarterLiability[]) {
  const out: Array<{ dueDate: string; cents: number; quarter: string; payrollIds: string[] }> = [];
  let carried = 0;
  let ids: string[] = [];
  for (const q of [...quarters].sort((a, b) => a.year - b.year || a.quarter - b.quarter)) {
    carried += q.cents;
    ids = [...ids, ...q.payrollIds];
    const endMonth = q.quarter * 3 + 1; // the month after the quarter
    const due =
      q.quarter === 4 ? `${q.year + 1}-01-31` : monthEnd(`${q.year}-${String(endMonth).padStart(2, '0')}-01`);
    if (carried > FUTA_DEPOSIT_CENTS || (q.quarter === 4 && carried > 0)) {
      out.push({
        dueDate: onOrAfter(due, 'irs_dc'),
        cents: carried,
        quarter: `${q.year}-Q${q.quarter}`,
        payrollIds: ids,
      });
      carried = 0;
      ids = [];
    }
  }
  return out;
}
