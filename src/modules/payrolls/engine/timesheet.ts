/**
 * A timesheet as the payroll engine sees it: one person's time records over a range of
 * company-local days, classified day by day into regular, overtime and double-overtime seconds,
 * each overtime second labelled with the rule that produced it (docs/overtime-rules.md). Same
 * pieces and classification as {@link computePayrollEntry} (./hours.ts, ./overtime.ts), so the
 * hours a timesheet shows are the hours a payroll over the same days pays.
 *
 * Rules (names as in the API):
 * - `flsa_weekly_40`: over 40 h in the workweek, FLSA §7(a), 29 CFR 778.107.
 * - `ca_daily_8`, `ak_daily_8`, `nv_daily_8`, `co_daily_12`: the workplace state's daily rule
 *   (CA Labor Code §510(a); AK AS 23.10.060; NV NRS 608.018; CO 7 CCR 1103-1 Rule 4.1.1).
 * - `ca_seventh_day`: first 8 h of the 7th consecutive workday in the workweek (CA §510(a)).
 * - `ca_daily_12_double`: over 12 h in a workday, double time (CA §510(a)).
 * - `ca_seventh_day_over_8_double`: over 8 h on the 7th consecutive workday, double time (CA §510(a)).
 *
 * Pure: no database, no clock (`nowMs` is an input). Days before `startDate` in its workweek are
 * classified (they count toward the 40) but not reported.
 */
import { calendarRangeFor, cachedLocalCalendar, dateOfEpochDay, dayIndexOfDate } from './calendar.js';
import { parseDecimalE4 } from './decimal.js';
import { parseEarning } from './gross.js';
import { buildPieces, KIND_WORK } from './hours.js';
import { classifyPieces, REASON_DT_SEVENTH, REASON_SEVENTH } from './overtime.js';
import { earningTimeline } from './splits.js';
import type { EngineWarning, EntryInput } from './types.js';

/**
 * Input of {@link classifyTimesheet}: the fields of a payroll entry's input that decide hours and
 * overtime (time zone, workweek, workplace state, lunch and break settings, earnings for Nevada's
 * rate test, records overlapping the workweek of `startDate` … `endDate`, now), over the
 * company-local days `startDate` … `endDate` (inclusive) instead of a pay period.
 */
export type TimesheetInput = Pick<
  EntryInput,
  | 'timezone'
  | 'workweekStart'
  | 'employmentType'
  | 'workplaceState'
  | 'paidLunchMinutes'
  | 'lunchInOvertime'
  | 'minUnpaidBreakMinutes'
  | 'earnings'
  | 'records'
  | 'nowMs'
  | 'nevadaMinimumWage'
> & { startDate: string; endDate: string };

/** The name of an overtime rule (see the module doc). */
export type OvertimeRule =
  | 'flsa_weekly_40'
  | 'ca_daily_8'
  | 'ak_daily_8'
  | 'nv_daily_8'
  | 'co_daily_12'
  | 'ca_seventh_day'
  | 'ca_daily_12_double'
  | 'ca_seventh_day_over_8_double';

/** Overtime seconds of one day produced by one rule, paid at `multiplier` × the regular rate. */
export interface RuleSeconds {
  rule: OvertimeRule;
  multiplier: '1.5' | '2';
  seconds: number;
  /** The rule in words with its source. */
  description: string;
}

/** One company-local day of the timesheet, integer seconds. */
export interface TimesheetDay {
  date: string;
  /** First local date of the day's workweek. */
  workweek_start: string;
  regular_seconds: number;
  overtime_seconds: number;
  double_overtime_seconds: number;
  /** Short breaks and paid lunch (already in regular/overtime). */
  paid_break_seconds: number;
  unpaid_break_seconds: number;
  /** Overtime and double overtime by rule; empty when none. */
  overtime: RuleSeconds[];
}

/** Output of {@link classifyTimesheet}. */
export interface TimesheetResult {
  days: TimesheetDay[];
  warnings: EngineWarning[];
}

const DESCRIPTIONS: Record<OvertimeRule, string> = {
  flsa_weekly_40: 'over 40 h in the workweek, FLSA 29 CFR 778.107',
  ca_daily_8: 'over 8 h in the workday, CA Labor Code §510',
  ak_daily_8: 'over 8 h in the day, AK AS 23.10.060',
  nv_daily_8: 'over 8 h in the workday, NV NRS 608.018',
  co_daily_12: 'over 12 h in the workday, CO COMPS Order (7 CCR 1103-1) Rule 4.1.1',
  ca_seventh_day: 'first 8 h of the 7th consecutive workday, CA Labor Code §510',
  ca_daily_12_double: 'over 12 h in the workday (double time), CA Labor Code §510',
  ca_seventh_day_over_8_double: 'over 8 h on the 7th consecutive workday (double time), CA Labor Code §510',
};

const DAILY_RULE: Readonly<Record<string, OvertimeRule>> = {
  CA: 'ca_daily_8',
  AK: 'ak_daily_8',
  NV: 'nv_daily_8',
  CO: 'co_daily_12',
};

/**
 * Classifies one person's time over `startDate … endDate` (company-local days) and labels each
 * overtime second with its rule. Throws `RangeError` when `endDate` is before `startDate` or on a
 * malformed date or time zone.
 */
export function classifyTimesheet(input: TimesheetInput): TimesheetResult {
  const warnings: EngineWarning[] = [];
  const range = calendarRangeFor(input.startDate, input.endDate, input.workweekStart);
  const cal = cachedLocalCalendar(input.timezone, range.fromDate, range.toDate);
  const first = dayIndexOfDate(cal, input.startDate);
  const last = dayIndexOfDate(cal, input.endDate);
  if (last < first) throw new RangeError(`end_date ${input.endDate} is before start_date ${input.startDate}`);
  const windowDay = dayIndexOfDate(cal, range.fromDate);
  const mid = cal.midnightsSec;
  const hours = buildPieces(
    input.records,
    cal,
    {
      windowStartSec: mid[windowDay] ?? 0,
      periodStartSec: mid[first] ?? 0,
      periodEndSec: mid[last + 1] ?? 0,
      nowMs: input.nowMs,
      paidLunchMinutes: input.paidLunchMinutes,
      lunchInOvertime: input.lunchInOvertime,
      ...(input.minUnpaidBreakMinutes !== undefined
        ? { minUnpaidBreakMinutes: input.minUnpaidBreakMinutes }
        : {}),
    },
    warnings,
  );
  const tl = earningTimeline(input.earnings, cal);
  const parsed = tl.sorted.map((e) => parseEarning(e, []));
  const dayRateE4 = Array.from({ length: cal.dayCount }, (_, d) => {
    const idx = tl.dayEarning[d] ?? -1;
    return idx < 0 ? null : (parsed[idx]?.rateE4 ?? null);
  });
  const state = (input.workplaceState ?? '').toUpperCase();
  const cls = classifyPieces(hours.pieces, cal, {
    workweekStart: input.workweekStart,
    workplaceState: state,
    dayRateE4,
    nevadaMinimumWageE4: parseDecimalE4(input.nevadaMinimumWage ?? '12.00'),
    noOvertime: input.employmentType === 'contractor',
  });

  const days: TimesheetDay[] = [];
  const rules: Array<Map<OvertimeRule, number>> = [];
  for (let d = first; d <= last; d++) {
    const weekFirst = d - ((d - windowDay) % 7); // windowDay starts a workweek
    days.push({
      date: dateOfEpochDay(cal.fromEpochDay + d),
      workweek_start: dateOfEpochDay(cal.fromEpochDay + weekFirst),
      regular_seconds: 0,
      overtime_seconds: 0,
      double_overtime_seconds: 0,
      paid_break_seconds: 0,
      unpaid_break_seconds: 0,
      overtime: [],
    });
    rules.push(new Map());
  }
  const add = (m: Map<OvertimeRule, number>, rule: OvertimeRule, s: number) => {
    if (s > 0) m.set(rule, (m.get(rule) ?? 0) + s);
  };
  hours.pieces.forEach((p, i) => {
    const day = days[p.day - first];
    const m = rules[p.day - first];
    if (!day || !m) return;
    const ot = cls.overtime[i] ?? 0;
    const dt = cls.doubleOvertime[i] ?? 0;
    const weekly = cls.weekly[i] ?? 0;
    const bits = cls.reasons[i] ?? 0;
    day.regular_seconds += cls.regular[i] ?? 0;
    day.overtime_seconds += ot;
    day.double_overtime_seconds += dt;
    if (p.kind !== KIND_WORK) day.paid_break_seconds += p.seconds;
    add(m, 'flsa_weekly_40', weekly);
    const daily = bits & REASON_SEVENTH ? 'ca_seventh_day' : (DAILY_RULE[state] ?? 'flsa_weekly_40');
    add(m, daily, ot - weekly);
    add(m, bits & REASON_DT_SEVENTH ? 'ca_seventh_day_over_8_double' : 'ca_daily_12_double', dt);
  });
  for (const u of hours.unpaid) {
    const day = days[u.day - first];
    if (day) day.unpaid_break_seconds += u.seconds;
  }
  days.forEach((day, k) => {
    day.overtime = [...(rules[k] ?? new Map<OvertimeRule, number>())].map(([rule, seconds]) => ({
      rule,
      multiplier: rule.endsWith('_double') ? '2' : '1.5',
      seconds,
      description: DESCRIPTIONS[rule],
    }));
  });
  return { days, warnings };
}
