/**
 * Time records → day-sliced paid pieces (docs/pay-calculation.md "Hours").
 *
 * - Records are floored to whole UTC epoch seconds, clipped to [start of the first calendar day,
 *   end of the period] and cut at every company-local midnight, so a record crossing midnight counts
 *   toward each day it covers and DST days have 23 or 25 hours (day boundaries from the
 *   {@link LocalCalendar}, placed by binary search).
 * - Work records count in full.
 * - Break records shorter than `minUnpaidBreakMinutes` (company setting `min_unpaid_break_minutes`,
 *   default 30) are paid time worked: rest periods of 5–20 minutes are compensable hours worked
 *   (29 CFR 785.18), and a bona fide meal period is ordinarily 30 minutes or more (29 CFR 785.19(a);
 *   CA Labor Code §512). Longer breaks are unpaid meal periods, except the first `paidLunchMinutes`
 *   of them per local day, which are paid and count toward overtime only when `lunchInOvertime` is
 *   true.
 * - Active records (end null) are cut at min(now, period end) → warning `active_record`; missed
 *   clock-outs → warning `missed_clockout`; overlapping records → warning `overlapping_records`
 *   (both still count); end before start → warning `invalid_record` (ignored).
 */
import { dayIndexAtSec, type LocalCalendar } from './calendar.js';
import type { EngineTimeRecord, EngineWarning } from './types.js';

/**
 * Default of the company setting `min_unpaid_break_minutes`: breaks shorter than 30 minutes are paid
 * (29 CFR 785.18 rest periods; 29 CFR 785.19(a): a bona fide meal period is ordinarily 30 minutes).
 */
export const DEFAULT_MIN_UNPAID_BREAK_MINUTES = 30;

/** Kind of a paid piece: work time. */
export const KIND_WORK = 0;
/** Kind of a paid piece: a break shorter than `minUnpaidBreakMinutes` (29 CFR 785.18). */
export const KIND_SHORT_BREAK = 1;
/** Kind of a paid piece: paid lunch (company `paid_lunch_time`). */
export const KIND_PAID_LUNCH = 2;

/** A customer/project pair time is costed to. */
export interface JobKey {
  customerId: number | null;
  customerName: string | null;
  projectId: number | null;
  projectName: string | null;
}

/**
 * A slice of paid time inside one local day: `seconds` from `startSec` (UTC epoch seconds) on
 * calendar day `day`, of record `recordId`, costed to job `job` (index into `HoursResult.jobs`).
 */
export interface Piece {
  recordId: number;
  job: number;
  day: number;
  startSec: number;
  seconds: number;
  kind: number;
  /** Counts toward daily/weekly overtime thresholds (hours worked). */
  countsOT: boolean;
}

/** Unpaid break seconds of one record on one calendar day. */
export interface UnpaidPiece {
  recordId: number;
  day: number;
  seconds: number;
}

/** Output of {@link buildPieces}. */
export interface HoursResult {
  /** Paid pieces, chronological (start, then record id). */
  pieces: Piece[];
  /** Unpaid break time per record and day. */
  unpaid: UnpaidPiece[];
  /** Jobs referenced by `Piece.job`. */
  jobs: JobKey[];
}

/** Settings of {@link buildPieces}. */
export interface HoursOptions {
  /** Instant (UTC epoch seconds) before which time is ignored: the first calendar day's midnight. */
  windowStartSec: number;
  /** End of the period (UTC epoch seconds, exclusive): time after it is cut. */
  periodEndSec: number;
  /** Start of the period (UTC epoch seconds): warnings only for records reaching into the period. */
  periodStartSec: number;
  /** "Now", UTC epoch ms: active records end at min(now, period end). */
  nowMs: number;
  paidLunchMinutes: number;
  lunchInOvertime: boolean;
  /** Breaks shorter than this many minutes are paid time worked (default 30). */
  minUnpaidBreakMinutes?: number;
}

/**
 * Slices `records` into paid pieces per local day of `cal` and collects unpaid break time, appending
 * warnings to `warnings`. Cost: O(records × log days + pieces), no Temporal objects.
 */
export function buildPieces(
  records: readonly EngineTimeRecord[],
  cal: LocalCalendar,
  opt: HoursOptions,
  warnings: EngineWarning[],
): HoursResult {
  const nowSec = Math.floor(opt.nowMs / 1000);
  const norm: Array<{ r: EngineTimeRecord; s: number; e: number; full: number }> = [];
  for (const r of records) {
    const start = Math.floor(r.startMs / 1000);
    const touchesPeriod = start < opt.periodEndSec;
    let end: number;
    if (r.endMs == null) {
      end = Math.min(nowSec, opt.periodEndSec);
      if (touchesPeriod) {
        warnings.push({
          code: 'active_record',
          message: `time record ${r.id} is still clocked in; counted until ${new Date(end * 1000).toISOString()}`,
          timeRecordId: r.id,
        });
      }
    } else {
      end = Math.floor(r.endMs / 1000);
    }
    if (end < start) {
      if (touchesPeriod && r.endMs != null) {
        warnings.push({
          code: 'invalid_record',
          message: `time record ${r.id} ends before it starts; ignored`,
          timeRecordId: r.id,
        });
      }
      continue;
    }
    const s = Math.max(start, opt.windowStartSec);
    const e = Math.min(end, opt.periodEndSec);
    if (e <= s) continue;
    if (r.missedClockout && end > opt.periodStartSec) {
      warnings.push({
        code: 'missed_clockout',
        message: `time record ${r.id} missed its clock-out; counted as recorded`,
        timeRecordId: r.id,
      });
    }
    norm.push({ r, s, e, full: end - start });
  }
  norm.sort((a, b) => a.s - b.s || a.r.id - b.r.id);

  const jobs: JobKey[] = [];
  const jobIndex = new Map<string, number>();
  const pieces: Piece[] = [];
  const unpaid: UnpaidPiece[] = [];
  const lunchLeft = new Map<number, number>();
  const lunchPerDay = Math.max(0, Math.floor(opt.paidLunchMinutes * 60));
  const shortBreakLimitSec = (opt.minUnpaidBreakMinutes ?? DEFAULT_MIN_UNPAID_BREAK_MINUTES) * 60;
  const mid = cal.midnightsSec;
  let maxEnd = -Infinity;
  let sorted = true;

  for (const { r, s, e, full } of norm) {
    if (s < maxEnd && e > opt.periodStartSec) {
      warnings.push({
        code: 'overlapping_records',
        message: `time record ${r.id} overlaps an earlier record; both are counted`,
        timeRecordId: r.id,
      });
    }
    if (e > maxEnd) maxEnd = e;
    const key = `${r.customerId ?? ''}|${r.projectId ?? ''}`;
    let job = jobIndex.get(key);
    if (job === undefined) {
      job = jobs.length;
      jobIndex.set(key, job);
      jobs.push({
        customerId: r.customerId,
        customerName: r.customerName,
        projectId: r.projectId,
        projectName: r.projectName,
      });
    }
    const isWork = r.type === 'work';
    const shortBreak = !isWork && full < shortBreakLimitSec;
    let t = s;
    let day = dayIndexAtSec(cal, t);
    while (t < e) {
      const boundary = mid[day + 1] ?? e;
      const pe = Math.min(e, boundary);
      const len = pe - t;
      if (isWork || shortBreak) {
        if (pieces.length > 0 && (pieces[pieces.length - 1]?.startSec ?? 0) > t) sorted = false;
        pieces.push({
          recordId: r.id,
          job,
          day,
          startSec: t,
          seconds: len,
          kind: isWork ? KIND_WORK : KIND_SHORT_BREAK,
          countsOT: true,
        });
      } else {
        const left = lunchLeft.get(day) ?? lunchPerDay;
        const paid = Math.min(left, len);
        if (paid > 0) {
          lunchLeft.set(day, left - paid);
          if (pieces.length > 0 && (pieces[pieces.length - 1]?.startSec ?? 0) > t) sorted = false;
          pieces.push({
            recordId: r.id,
            job,
            day,
            startSec: t,
            seconds: paid,
            kind: KIND_PAID_LUNCH,
            countsOT: opt.lunchInOvertime,
          });
        }
        if (len > paid) unpaid.push({ recordId: r.id, day, seconds: len - paid });
      }
      t = pe;
      day++;
    }
  }
  if (!sorted) pieces.sort((a, b) => a.startSec - b.startSec || a.recordId - b.recordId);
  return { pieces, unpaid, jobs };
}
