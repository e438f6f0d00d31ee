/**
 * Calendar formats of request values, registered on both Ajv instances (see validation.ts):
 * - `date`: `YYYY-MM-DD`, a real calendar day (2026-02-30 is refused, never shifted);
 * - `date-time`: an ISO-8601 instant with `Z` or an offset (`2026-03-05T09:00:00.000Z`), every
 *   component in range (hour 0–23, minute and second 0–59, offset up to ±23:59);
 * - `date-or-date-time`: either (list filters such as `start_from`);
 * - `calendar-date`: a calendar date written `YYYY-MM-DD`, or as an ISO date-time at midnight of its
 *   own clock (`2026-11-02T00:00:00.000Z`, the form our responses give `start_date`); see
 *   {@link calendarDateOf} and docs/decisions/0009-date-inputs.md.
 * Years are limited to {@link MIN_YEAR}–{@link MAX_YEAR}: payroll has no use for other years, and
 * PostgreSQL and JavaScript disagree about year 0000.
 */

/** Earliest calendar year accepted in a request. */
export const MIN_YEAR = 1900;
/** Latest calendar year accepted in a request. */
export const MAX_YEAR = 2199;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|z|[+-](\d{2}):(\d{2}))$/;

/** Days in `month` (1–12) of `year` (proleptic Gregorian). */
function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function realDay(y: string, m: string, d: string): boolean {
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  return (
    year >= MIN_YEAR &&
    year <= MAX_YEAR &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** Whether `s` is a real calendar date `YYYY-MM-DD` in the accepted years. */
export function isCalendarDate(s: string): boolean {
  const m = DATE.exec(s);
  return m !== null && realDay(m[1]!, m[2]!, m[3]!);
}

/** Whether `s` is an ISO-8601 instant (Z or offset) on a real calendar day, every part in range. */
export function isCalendarInstant(s: string): boolean {
  const m = INSTANT.exec(s);
  if (!m || !realDay(m[1]!, m[2]!, m[3]!)) return false;
  const [hh, mm, ss, oh, om] = [m[4], m[5], m[6], m[7], m[8]].map((x) => (x === undefined ? 0 : Number(x)));
  return hh! <= 23 && mm! <= 59 && ss! <= 59 && oh! <= 23 && om! <= 59;
}

/** A date-time at 00:00[:00[.fraction of zeros]] with `Z` or an offset; groups: date, offset h, offset m. */
const MIDNIGHT = /^(\d{4})-(\d{2})-(\d{2})T00:00(?::00(?:\.0{1,9})?)?(?:Z|z|[+-](\d{2}):(\d{2}))$/;

/**
 * The calendar date (`YYYY-MM-DD`) a request value names, or null when it names none:
 * - `2026-11-02` → `2026-11-02` (a real day in {@link MIN_YEAR}–{@link MAX_YEAR});
 * - an ISO-8601 date-time whose clock time is midnight → the date written in it:
 *   `2026-11-02T00:00:00.000Z` and `2026-11-02T00:00-08:00` both → `2026-11-02` (the offset is
 *   the writer's clock, so its midnight starts the written day);
 * - a date-time with a time of day (`2026-11-02T15:30:00Z`) → null: which calendar day it means
 *   depends on a time zone it does not name, and a pay date off by one is a payroll error.
 */
export function calendarDateOf(s: string): string | null {
  if (isCalendarDate(s)) return s;
  const m = MIDNIGHT.exec(s);
  if (!m || !realDay(m[1]!, m[2]!, m[3]!)) return null;
  if ((m[4] !== undefined && Number(m[4]) > 23) || (m[5] !== undefined && Number(m[5]) > 59)) return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** Ajv formats keyed by name (`{ format: 'date' }` in a schema). */
export const calendarFormats: Record<string, (s: string) => boolean> = {
  date: isCalendarDate,
  'date-time': isCalendarInstant,
  'date-or-date-time': (s) => isCalendarDate(s) || isCalendarInstant(s),
  'calendar-date': (s) => calendarDateOf(s) !== null,
};
