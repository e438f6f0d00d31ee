/**
 * Company-local calendar: civil-date arithmetic on 'YYYY-MM-DD' strings and precomputed local
 * midnights (UTC epoch ms) for a range of days in an IANA timezone.
 *
 * Day boundaries are computed once per company and range with Temporal (so DST days have 23 or 25
 * hours), then every time record is placed with a binary search — no Temporal object per record.
 */
import { Temporal } from 'temporal-polyfill';

/** Weekday names accepted as `workweekStart`. */
export type WeekdayName = 'sunday' | 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday';

/** ISO weekday index, Monday = 0 … Sunday = 6, of each {@link WeekdayName}. */
export const WEEKDAY_INDEX: Readonly<Record<WeekdayName, number>> = {
  monday: 0,
  tuesday: 1,
  wednesday: 2,
  thursday: 3,
  friday: 4,
  saturday: 5,
  sunday: 6,
};

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * Days since 1970-01-01 of a civil date 'YYYY-MM-DD' (a longer ISO string is accepted; only its
 * first 10 characters are read). Proleptic Gregorian; pure integer arithmetic (no Date, no tz).
 * Throws `RangeError` on a malformed or impossible date.
 */
export function epochDayOf(date: string): number {
  const m = DATE_RE.exec(date);
  if (m === null) throw new RangeError(`not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) {
    throw new RangeError(`not a calendar date: ${JSON.stringify(date)}`);
  }
  return civilToDays(y, mo, d);
}

function civilToDays(y: number, m: number, d: number): number {
  // H. Hinnant's days_from_civil.
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const mp = (m + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The civil date 'YYYY-MM-DD' of a day count since 1970-01-01 (inverse of {@link epochDayOf}). */
export function dateOfEpochDay(days: number): string {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Number of days (28–31) of month `month` (1–12) of `year`. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** `date` plus `days` calendar days ('YYYY-MM-DD' in, 'YYYY-MM-DD' out; `days` may be negative). */
export function addDays(date: string, days: number): string {
  return dateOfEpochDay(epochDayOf(date) + days);
}

/** ISO weekday index (Monday = 0 … Sunday = 6) of an epoch day. 1970-01-01 was a Thursday. */
export function weekdayOfEpochDay(days: number): number {
  return (((days + 3) % 7) + 7) % 7;
}

/** ISO weekday index (Monday = 0 … Sunday = 6) of a 'YYYY-MM-DD' date. */
export function weekdayOf(date: string): number {
  return weekdayOfEpochDay(epochDayOf(date));
}

/** Start date ('YYYY-MM-DD') of the workweek (7 days from `workweekStart`) that contains `date`. */
export function workweekStartOf(date: string, workweekStart: WeekdayName): string {
  const ed = epochDayOf(date);
  const back = (weekdayOfEpochDay(ed) - WEEKDAY_INDEX[workweekStart] + 7) % 7;
  return dateOfEpochDay(ed - back);
}

/** Number of weekdays (Monday–Friday) in the inclusive date range [from, to]; 0 when to < from. */
export function countWeekdays(from: string, to: string): number {
  return countWeekdaysEpoch(epochDayOf(from), epochDayOf(to));
}

/** {@link countWeekdays} on epoch days (inclusive range). */
export function countWeekdaysEpoch(fromDay: number, toDay: number): number {
  if (toDay < fromDay) return 0;
  const n = toDay - fromDay + 1;
  const full = Math.floor(n / 7);
  let count = full * 5;
  const startWd = weekdayOfEpochDay(fromDay + full * 7);
  for (let i = 0; i < n % 7; i++) if ((startWd + i) % 7 < 5) count++;
  return count;
}

/**
 * Precomputed local day boundaries of a company timezone for the inclusive date range
 * [fromDate, toDate]. `midnightsMs[i]` is the UTC epoch ms of local 00:00 (or the first instant of
 * the day when midnight is skipped by DST) of day `fromEpochDay + i`; the array has `dayCount + 1`
 * entries so the last one is the end of `toDate`. A DST day spans 23 h or 25 h.
 * Share one instance across all employees of a company (immutable).
 */
export interface LocalCalendar {
  /** IANA timezone identifier, e.g. "America/Los_Angeles". */
  readonly timezone: string;
  /** First local date covered, 'YYYY-MM-DD'. */
  readonly fromDate: string;
  /** Last local date covered (inclusive), 'YYYY-MM-DD'. */
  readonly toDate: string;
  /** Epoch day (days since 1970-01-01) of `fromDate`. */
  readonly fromEpochDay: number;
  /** Number of local days covered. */
  readonly dayCount: number;
  /** UTC epoch ms of each local midnight, `dayCount + 1` entries, strictly increasing. */
  readonly midnightsMs: readonly number[];
  /** Same instants as `midnightsMs` in UTC epoch seconds. */
  readonly midnightsSec: readonly number[];
}

/**
 * Builds the {@link LocalCalendar} of `timezone` for the local dates [fromDate, toDate] (inclusive).
 * Costs one Temporal conversion per day; call once per company and pay period and pass the result to
 * every `computePayrollEntry` of that company (`calendarRangeFor` gives the range to cover).
 * Throws `RangeError` for an unknown timezone or a range where `toDate < fromDate`.
 */
export function buildLocalCalendar(timezone: string, fromDate: string, toDate: string): LocalCalendar {
  const fromEpochDay = epochDayOf(fromDate);
  const toEpochDay = epochDayOf(toDate);
  if (toEpochDay < fromEpochDay) {
    throw new RangeError(`calendar range ends before it starts: ${fromDate}..${toDate}`);
  }
  const dayCount = toEpochDay - fromEpochDay + 1;
  const midnightsMs: number[] = new Array<number>(dayCount + 1);
  const midnightsSec: number[] = new Array<number>(dayCount + 1);
  let d = Temporal.PlainDate.from(dateOfEpochDay(fromEpochDay));
  for (let i = 0; i <= dayCount; i++) {
    const ms = d.toZonedDateTime({ timeZone: timezone }).epochMilliseconds;
    midnightsMs[i] = ms;
    midnightsSec[i] = Math.floor(ms / 1000);
    d = d.add({ days: 1 });
  }
  return {
    timezone,
    fromDate: dateOfEpochDay(fromEpochDay),
    toDate: dateOfEpochDay(toEpochDay),
    fromEpochDay,
    dayCount,
    midnightsMs,
    midnightsSec,
  };
}

/** True when `cal` is for `timezone` and covers every local date of [fromDate, toDate]. */
export function calendarCovers(
  cal: LocalCalendar,
  timezone: string,
  fromDate: string,
  toDate: string,
): boolean {
  return (
    cal.timezone === timezone &&
    cal.fromEpochDay <= epochDayOf(fromDate) &&
    cal.fromEpochDay + cal.dayCount - 1 >= epochDayOf(toDate)
  );
}

const CACHE_LIMIT = 64;
const cache = new Map<string, LocalCalendar>();

/**
 * {@link buildLocalCalendar} memoized on (timezone, fromDate, toDate) in a small in-process LRU
 * (64 entries). Pure: same inputs, same (immutable) output.
 */
export function cachedLocalCalendar(timezone: string, fromDate: string, toDate: string): LocalCalendar {
  const key = `${timezone}|${fromDate}|${toDate}`;
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const cal = buildLocalCalendar(timezone, fromDate, toDate);
  cache.set(key, cal);
  if (cache.size > CACHE_LIMIT) {
    const oldest = cache.keys().next();
    if (oldest.done !== true) cache.delete(oldest.value);
  }
  return cal;
}

/**
 * Index of the local day containing the instant `sec` (UTC epoch seconds): the largest `i` with
 * `midnightsSec[i] <= sec`. Returns -1 before the calendar and `dayCount` (or more) at/after its end.
 * Binary search, O(log days).
 */
export function dayIndexAtSec(cal: LocalCalendar, sec: number): number {
  const a = cal.midnightsSec;
  let lo = 0;
  let hi = a.length - 1;
  if (sec < (a[0] ?? 0)) return -1;
  if (sec >= (a[hi] ?? 0)) return hi;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((a[mid] ?? 0) <= sec) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** Index in `cal` of the local date 'YYYY-MM-DD' (may be out of range: negative or ≥ dayCount). */
export function dayIndexOfDate(cal: LocalCalendar, date: string): number {
  return epochDayOf(date) - cal.fromEpochDay;
}

/**
 * The local-date range a {@link LocalCalendar} must cover for `computePayrollEntry` of the period
 * [periodStart, periodEnd]: from the start of the workweek containing `periodStart` to `periodEnd`.
 * Build one calendar per company with `buildLocalCalendar(tz, range.fromDate, range.toDate)`.
 */
export function calendarRangeFor(
  periodStart: string,
  periodEnd: string,
  workweekStart: WeekdayName,
): { fromDate: string; toDate: string } {
  return { fromDate: workweekStartOf(periodStart, workweekStart), toDate: periodEnd };
}
