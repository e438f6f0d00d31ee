/**
 * Banking days and tax business days, from the `@18f/us-federal-holidays` library (the 11 federal
 * holidays of 5 U.S.C. §6103, with their observed dates):
 *
 * - **Banking days** (ACH effective entry dates) follow the Federal Reserve holiday schedule
 *   (https://www.frbservices.org/about/holiday-schedules): a holiday on a Sunday is observed on the
 *   Monday; a holiday on a Saturday is NOT moved — the Reserve Banks are open the Friday before.
 * - **Tax business days** (federal deposit due dates, IRS Publication 15 (2026) §11 "Legal holiday"
 *   and 26 U.S.C. §7503): any day but a Saturday, Sunday or a legal holiday in the District of
 *   Columbia — the federal holidays as D.C. observes them (Saturday → Friday, Sunday → Monday)
 *   plus D.C. Emancipation Day, April 16 (D.C. Code §1-612.02), moved the same way.
 *
 * Pure: dates are `YYYY-MM-DD` strings; no clock.
 */
import federalHolidays from '@18f/us-federal-holidays';
import { addDays } from '../../shared/time.js';

/** Which calendar a business day is counted on. */
export type DayCalendar = 'federal_reserve' | 'irs_dc';

const cache = new Map<string, ReadonlySet<string>>();

/** Day of the week of a `YYYY-MM-DD` date: 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Observed date of a fixed holiday for D.C. (Saturday → Friday, Sunday → Monday). */
function observed(date: string): string {
  const d = weekday(date);
  return d === 6 ? addDays(date, -1) : d === 0 ? addDays(date, 1) : date;
}

/** The holidays (observed dates) of `year` on `calendar`. */
export function holidaysOf(year: number, calendar: DayCalendar): ReadonlySet<string> {
  const k = `${calendar}:${year}`;
  let set = cache.get(k);
  if (!set) {
    const list =
      calendar === 'federal_reserve'
        ? federalHolidays.allForYear(year, { shiftSaturdayHolidays: false, shiftSundayHolidays: true })
        : federalHolidays.allForYear(year, { shiftSaturdayHolidays: true, shiftSundayHolidays: true });
    const dates = list.map((h) => h.dateString);
    if (calendar === 'irs_dc') dates.push(observed(`${year}-04-16`));
    set = new Set(dates);
    cache.set(k, set);
  }
  return set;
}

/** Whether `date` is a business day on `calendar` (not a weekend, not a holiday). */
export function isBusinessDay(date: string, calendar: DayCalendar = 'federal_reserve'): boolean {
  const d = weekday(date);
  if (d === 0 || d === 6) return false;
  const year = Number(date.slice(0, 4));
  // A New Year's Day on a Saturday is observed by D.C. on December 31 of the year before.
  return !holidaysOf(year, calendar).has(date) && !holidaysOf(year + 1, calendar).has(date);
}

/** `date` itself when it is a business day, else the business day before it. */
export function onOrBefore(date: string, calendar: DayCalendar = 'federal_reserve'): string {
  let d = date;
  while (!isBusinessDay(d, calendar)) d = addDays(d, -1);
  return d;
}

/** `date` itself when it is a business day, else the next business day. */
export function onOrAfter(date: string, calendar: DayCalendar = 'federal_reserve'): string {
  let d = date;
  while (!isBusinessDay(d, calendar)) d = addDays(d, 1);
  return d;
}

/**
 * The `n`-th business day after `date` (`date` itself not counted; n = 0 gives `date`): the
 * prenote period, and the semiweekly deposit rule's 3 business days after the period's close.
 */
export function addBusinessDays(date: string, n: number, calendar: DayCalendar = 'federal_reserve'): string {
  let d = date;
  for (let i = 0; i < n; i++) d = onOrAfter(addDays(d, 1), calendar);
  return d;
}
