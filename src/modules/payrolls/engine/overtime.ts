/**
 * Overtime classification of paid pieces: regular / overtime / double overtime seconds
 * (docs/pay-calculation.md "Hours"; 29 CFR Part 778; California Labor Code §510).
 *
 * Rules (all thresholds on company-local days and workweeks):
 * - FLSA §7(a), 29 CFR 778.107 / 778.103: hours over 40 in the fixed 7-day workweek → overtime.
 * - California Labor Code §510(a) (as in force 2026): over 8 h in a workday → 1.5×; over 12 h → 2×;
 *   7th consecutive day of work in the workweek (all 7 days worked): first 8 h → 1.5×, beyond 8 h → 2×.
 * - Alaska AS 23.10.060: over 8 h in a day → 1.5×.
 * - Nevada NRS 608.018: over 8 h in a workday → 1.5× only for employees whose regular rate is under
 *   1.5 × the Nevada minimum wage (calendar day used as the workday; see docs/overtime-rules.md).
 * - Colorado COMPS Order (7 CCR 1103-1, Rule 4.1.1): over 12 h in a workday → 1.5×.
 *
 * Hours already classified as daily overtime do not count again toward the weekly 40 (CA DLSE, AK
 * AS 23.10.060, NV NRS 608.018), so the result is the greater of daily and weekly overtime, never both.
 * Overtime hours are the last hours worked (pieces are processed chronologically), which decides
 * their customer/project in job costing. Hours of a workweek before the period start are classified
 * (they count toward the 40) but the caller does not pay them again.
 */
import { WEEKDAY_INDEX, weekdayOfEpochDay, type LocalCalendar, type WeekdayName } from './calendar.js';
import type { Piece } from './hours.js';

/** FLSA weekly threshold, seconds (40 h, 29 CFR 778.107). */
export const WEEKLY_LIMIT_SEC = 40 * 3600;

/** Reason bit: overtime because the workweek passed 40 h (FLSA, 29 CFR 778.107). */
export const REASON_WEEKLY = 1;
/** Reason bit: daily overtime under the workplace state's rule. */
export const REASON_DAILY = 2;
/** Reason bit: CA 7th consecutive workday, first 8 h (Labor Code §510(a)). */
export const REASON_SEVENTH = 4;
/** Reason bit: double time, over 12 h in a workday (CA Labor Code §510(a)). */
export const REASON_DT_DAILY = 8;
/** Reason bit: double time, over 8 h on the 7th consecutive workday (CA Labor Code §510(a)). */
export const REASON_DT_SEVENTH = 16;

/** Settings of {@link classifyPieces}. */
export interface OvertimeOptions {
  workweekStart: WeekdayName;
  /** Two-letter workplace state (upper or lower case), or null: FLSA weekly rule only. */
  workplaceState: string | null;
  /**
   * Regular hourly rate in force per calendar day, in ten-thousandths of a dollar, or null when the
   * day has no hourly rate (Nevada's daily rule is then not applied).
   */
  dayRateE4: ReadonlyArray<bigint | null>;
  /** Nevada minimum wage, ten-thousandths of a dollar: daily overtime when rate < 1.5 × it (NRS 608.018). */
  nevadaMinimumWageE4: bigint;
  /** No overtime at all (contractors): every paid second is regular. */
  noOvertime: boolean;
}

/** Per-piece classification (arrays parallel to the pieces), plus the workweek of each calendar day. */
export interface Classification {
  regular: Int32Array;
  overtime: Int32Array;
  doubleOvertime: Int32Array;
  /** Bit set of REASON_* per piece. */
  reasons: Uint8Array;
  /**
   * Seconds of `overtime` per piece that are overtime because the workweek passed 40 h (the rest
   * of `overtime` is daily / 7th-day overtime): the per-rule breakdown of a timesheet.
   */
  weekly: Int32Array;
  /** Workweek number of each calendar day (0 = the first workweek of the calendar). */
  weekOfDay: Int32Array;
}

/** Daily thresholds, seconds into the day: [1.5× from, 2× from]; Infinity = no such threshold. */
type Thresholds = readonly [number, number];
const NONE: Thresholds = [Infinity, Infinity];
const H8 = 8 * 3600;
const H12 = 12 * 3600;

/**
 * Classifies each paid piece into regular, overtime and double-overtime seconds, chronologically,
 * under the FLSA weekly rule and the workplace state's daily rule. Pieces that do not count toward
 * overtime (paid lunch without `lunch_in_overtime`) are regular and do not move any threshold.
 */
export function classifyPieces(
  pieces: readonly Piece[],
  cal: LocalCalendar,
  opt: OvertimeOptions,
): Classification {
  const n = pieces.length;
  const regular = new Int32Array(n);
  const overtime = new Int32Array(n);
  const doubleOvertime = new Int32Array(n);
  const reasons = new Uint8Array(n);
  const weekly = new Int32Array(n);
  const days = cal.dayCount;
  const wsIdx = WEEKDAY_INDEX[opt.workweekStart];
  const weekOfDay = new Int32Array(days);
  const dayInWeek = new Uint8Array(days);
  const off0 = (weekdayOfEpochDay(cal.fromEpochDay) - wsIdx + 7) % 7;
  for (let d = 0; d < days; d++) {
    weekOfDay[d] = Math.floor((d + off0) / 7);
    dayInWeek[d] = (d + off0) % 7;
  }
  if (opt.noOvertime) {
    for (let i = 0; i < n; i++) regular[i] = pieces[i]?.seconds ?? 0;
    return { regular, overtime, doubleOvertime, reasons, weekly, weekOfDay };
  }

  const state = (opt.workplaceState ?? '').toUpperCase();
  // Days worked per workweek (bit per day-in-week), for CA's 7th consecutive day.
  const weeks = Math.floor((days - 1 + off0) / 7) + 1;
  const workedMask = new Uint8Array(weeks);
  if (state === 'CA') {
    for (const p of pieces) {
      if (p.countsOT && p.seconds > 0) {
        const w = weekOfDay[p.day] ?? 0;
        workedMask[w] = (workedMask[w] ?? 0) | (1 << (dayInWeek[p.day] ?? 0));
      }
    }
  }
  const thresholdsOf = (day: number): { t: Thresholds; seventh: boolean } => {
    switch (state) {
      case 'CA': {
        const seventh = dayInWeek[day] === 6 && workedMask[weekOfDay[day] ?? 0] === 0x7f;
        return seventh ? { t: [0, H8], seventh: true } : { t: [H8, H12], seventh: false };
      }
      case 'AK':
        return { t: [H8, Infinity], seventh: false };
      case 'NV': {
        const rate = opt.dayRateE4[day];
        return rate != null && rate * 2n < opt.nevadaMinimumWageE4 * 3n
          ? { t: [H8, Infinity], seventh: false }
          : { t: NONE, seventh: false };
      }
      case 'CO':
        return { t: [H12, Infinity], seventh: false };
      default:
        return { t: NONE, seventh: false };
    }
  };

  const dayCounted = new Float64Array(days);
  const weekRegular = new Float64Array(weeks);
  let lastDay = -1;
  let th: Thresholds = NONE;
  let seventh = false;
  for (let i = 0; i < n; i++) {
    const p = pieces[i];
    if (p === undefined) continue;
    if (!p.countsOT) {
      regular[i] = p.seconds;
      continue;
    }
    if (p.day !== lastDay) {
      const x = thresholdsOf(p.day);
      th = x.t;
      seventh = x.seventh;
      lastDay = p.day;
    }
    const a = dayCounted[p.day] ?? 0;
    const b = a + p.seconds;
    dayCounted[p.day] = b;
    const regD = Math.max(0, Math.min(b, th[0]) - a);
    const otD = Math.max(0, Math.min(b, th[1]) - Math.max(a, th[0]));
    const dtD = Math.max(0, b - Math.max(a, th[1]));
    const w = weekOfDay[p.day] ?? 0;
    const used = weekRegular[w] ?? 0;
    const reg = Math.min(regD, Math.max(0, WEEKLY_LIMIT_SEC - used));
    weekRegular[w] = used + reg;
    const weeklyOT = regD - reg;
    regular[i] = reg;
    overtime[i] = otD + weeklyOT;
    doubleOvertime[i] = dtD;
    weekly[i] = weeklyOT;
    let r = 0;
    if (weeklyOT > 0) r |= REASON_WEEKLY;
    if (otD > 0) r |= seventh ? REASON_SEVENTH : REASON_DAILY;
    if (dtD > 0) r |= seventh ? REASON_DT_SEVENTH : REASON_DT_DAILY;
    reasons[i] = r;
  }
  return { regular, overtime, doubleOvertime, reasons, weekly, weekOfDay };
}
