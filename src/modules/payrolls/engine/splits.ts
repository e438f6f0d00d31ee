/**
 * Earning records in force per local day, and the split of a pay period into parts
 * (docs/pay-calculation.md "Splits": the period is cut at every earning record `start_date` inside it; each
 * part is computed with its own earning record; docs/api-conventions.md §2.9: one split per earning record in force).
 */
import { epochDayOf, type LocalCalendar } from './calendar.js';
import type { EngineEarning } from './types.js';

/**
 * Earning records sorted by start date (ties: ascending id, the later id wins) and, for each calendar
 * day `i` of the {@link LocalCalendar}, the index into `sorted` of the record in force (the latest
 * with `startDate <= day`), or -1 when none is.
 */
export interface EarningTimeline {
  sorted: EngineEarning[];
  dayEarning: Int32Array;
}

/** Builds the {@link EarningTimeline} of `earnings` (full history, any order) over the days of `cal`. */
export function earningTimeline(earnings: readonly EngineEarning[], cal: LocalCalendar): EarningTimeline {
  const keyed = earnings.map((e) => ({ e, day: epochDayOf(e.startDate) }));
  keyed.sort((a, b) => a.day - b.day || a.e.id - b.e.id);
  const sorted = keyed.map((k) => k.e);
  const dayEarning = new Int32Array(cal.dayCount);
  let j = -1;
  for (let i = 0; i < cal.dayCount; i++) {
    const day = cal.fromEpochDay + i;
    while (j + 1 < keyed.length && (keyed[j + 1]?.day ?? Infinity) <= day) j++;
    dayEarning[i] = j;
  }
  return { sorted, dayEarning };
}

/** A contiguous run of calendar days [startDay, endDay] (inclusive indices) under one earning record. */
export interface Part {
  startDay: number;
  endDay: number;
  /** Index into `EarningTimeline.sorted`. */
  earning: number;
}

/**
 * The parts of the period [periodStartDay, periodEndDay] (calendar day indices, inclusive): a new part
 * starts at every day whose earning record differs from the previous day's. Days with no earning in
 * force are in no part. With `single` (contractors: never split) the parts are merged into one that
 * spans from the first day with an earning to the period end, carrying the record in force at the end.
 */
export function periodParts(
  tl: EarningTimeline,
  periodStartDay: number,
  periodEndDay: number,
  single: boolean,
): Part[] {
  const parts: Part[] = [];
  let cur: Part | null = null;
  for (let d = periodStartDay; d <= periodEndDay; d++) {
    const e = tl.dayEarning[d] ?? -1;
    if (e < 0) {
      cur = null;
      continue;
    }
    if (cur !== null && cur.earning === e) {
      cur.endDay = d;
    } else {
      cur = { startDay: d, endDay: d, earning: e };
      parts.push(cur);
    }
  }
  if (single && parts.length > 1) {
    const first = parts[0];
    const last = parts[parts.length - 1];
    if (first !== undefined && last !== undefined) {
      return [{ startDay: first.startDay, endDay: last.endDay, earning: last.earning }];
    }
  }
  return parts;
}
