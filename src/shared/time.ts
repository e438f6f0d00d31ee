/**
 * Time conventions: instants are UTC (ISO strings with milliseconds, or epoch ms inside
 * computations); calendar dates are company-local `YYYY-MM-DD` strings; durations are integer
 * seconds. A time zone only applies where instants become local days. The clock is injected.
 */
import { Temporal } from 'temporal-polyfill';

/** The injected clock; production uses the system clock, tests a fixed one. */
export interface Clock {
  now(): Date;
}

/** The system clock. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock fixed at `iso` (tests). */
export function fixedClock(iso: string): Clock & { set(iso: string): void; advance(ms: number): void } {
  let t = new Date(iso).getTime();
  return {
    now: () => new Date(t),
    set: (i) => {
      t = new Date(i).getTime();
    },
    advance: (ms) => {
      t += ms;
    },
  };
}

/** Per zone: its formatter and the last second formatted (the request path asks for "today" again and again). */
const formatters = new Map<string, { format: Intl.DateTimeFormat; second: number; date: string }>();

/**
 * Company-local calendar date (`YYYY-MM-DD`) of a UTC instant in IANA zone `tz`. The last answer
 * per zone is kept for the rest of its UTC second (`Intl.DateTimeFormat#format` costs several
 * microseconds; every tz database offset is a whole number of seconds, so the local date cannot
 * change within one).
 */
export function localDate(instant: Date | number, tz: string): string {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const second = Math.floor(ms / 1000);
  let f = formatters.get(tz);
  if (!f) {
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    f = { format, second: Number.NaN, date: '' };
    formatters.set(tz, f);
  }
  if (f.second !== second) {
    f.date = f.format.format(ms);
    f.second = second;
  }
  return f.date;
}

/** Whether `tz` is a valid IANA time zone identifier. */
export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return tz.length > 0 && !/^[+-]/.test(tz);
  } catch {
    return false;
  }
}

/** Answers of {@link localToInstant} by `tz date time` (a pure function; cleared when it grows large). */
const instants = new Map<string, number>();

/**
 * UTC instant (epoch ms) of local wall time `date` + `time` (`HH:MM`) in `tz`; DST gaps resolve
 * forward ("compatible"). Answers are kept (the Temporal polyfill costs tens of microseconds a
 * call, and a time clock asks about the same few days and cut-offs all day long).
 */
export function localToInstant(date: string, time: string, tz: string): number {
  const key = `${tz} ${date}T${time}`;
  const known = instants.get(key);
  if (known !== undefined) return known;
  const zdt = Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime(tz, {
    disambiguation: 'compatible',
  });
  if (instants.size >= 10_000) instants.clear();
  instants.set(key, zdt.epochMilliseconds);
  return zdt.epochMilliseconds;
}

/** UTC instant (epoch ms) of local midnight starting `date` in `tz`. */
export function startOfLocalDay(date: string, tz: string): number {
  return Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: tz }).epochMilliseconds;
}

/**
 * `date` + `days` (may be negative), calendar arithmetic on `YYYY-MM-DD`. Years 1000–9999 use
 * `Date.UTC` (the same proleptic Gregorian calendar, ~50 × cheaper than the Temporal polyfill);
 * anything else goes through Temporal.
 */
export function addDays(date: string, days: number): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (m && m[1]! >= '1000') {
    const y = Number(m[1]);
    const mo = Number(m[2]) - 1;
    const d = Number(m[3]);
    // Only a real date (no `2026-02-31` rolling over) and a result in 1000–9999; else Temporal decides.
    if (new Date(Date.UTC(y, mo, d)).toISOString().slice(0, 10) === date) {
      const out = new Date(Date.UTC(y, mo, d + days)).toISOString();
      if (out.length === 24 && out.slice(0, 4) >= '1000') return out.slice(0, 10);
    }
  }
  return Temporal.PlainDate.from(date).add({ days }).toString();
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether `s` is a real calendar date written `YYYY-MM-DD` (proleptic Gregorian, years 0000–9999:
 * what `Temporal.PlainDate.from(s, { overflow: 'reject' })` accepts in this form). Plain arithmetic:
 * the CSV import checks one or two dates a row, and the Temporal round trip cost ~25 µs each.
 */
export function isValidDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const y = Number(s.slice(0, 4));
  const m = Number(s.slice(5, 7));
  const d = Number(s.slice(8, 10));
  if (m < 1 || m > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return d <= (m === 2 && leap ? 29 : DAYS_IN_MONTH[m - 1]!);
}

/** A stored `date` rendered as the seed's `date-time`: midnight UTC of that calendar date. */
export function dateToDateTime(date: string | null): string | null {
  return date === null ? null : `${date}T00:00:00.000Z`;
}

/**
 * Next occurrence of local wall time `cutoff` (`HH:MM`) strictly after the instant `fromMs`, in `tz`
 * (the automatic clock-out time of a record started at `fromMs`). Returns epoch ms.
 */
export function nextLocalTime(fromMs: number, cutoff: string, tz: string): number {
  const day = localDate(fromMs, tz);
  const today = localToInstant(day, cutoff, tz);
  return today > fromMs ? today : localToInstant(addDays(day, 1), cutoff, tz);
}
