/**
 * Pay periods of a pay schedule group (docs/api-conventions.md §5). All dates are company-local 'YYYY-MM-DD' strings.
 *
 * - weekly / biweekly: consecutive 7- / 14-day periods aligned on `anchorStartDate` (any period start,
 *   past or future: periods extend in both directions).
 * - semimonthly: the 1st–15th and the 16th–last day of each month.
 * - monthly: the calendar month.
 * - payday = period end + `paydayOffsetDays` (default 5) calendar days.
 */
import { addDays, dateOfEpochDay, daysInMonth, epochDayOf } from './calendar.js';

/** Pay frequency of a pay schedule group; periods per year 52 / 26 / 24 / 12 (IRS Pub 15-T). */
export type PayFrequency = 'weekly' | 'biweekly' | 'semimonthly' | 'monthly';

/** Pay periods per year of each {@link PayFrequency} (IRS Pub 15-T (2026) pay-period table). */
export const PERIODS_PER_YEAR: Readonly<Record<PayFrequency, number>> = {
  weekly: 52,
  biweekly: 26,
  semimonthly: 24,
  monthly: 12,
};

/** The part of a pay schedule group (docs/api-conventions.md §5) that defines its periods. */
export interface PaySchedule {
  payFrequency: PayFrequency;
  /** A period start 'YYYY-MM-DD'; required for weekly and biweekly, ignored otherwise. */
  anchorStartDate?: string | null;
  /** Calendar days from period end to payday; default 5. */
  paydayOffsetDays?: number | null;
}

/** One pay period: inclusive company-local dates and the payday ('YYYY-MM-DD'). */
export interface PayPeriod {
  startDate: string;
  endDate: string;
  payday: string;
}

function withPayday(schedule: PaySchedule, startDate: string, endDate: string): PayPeriod {
  return { startDate, endDate, payday: addDays(endDate, schedule.paydayOffsetDays ?? 5) };
}

/**
 * The pay period of `schedule` that contains the local date `date`.
 * Throws `RangeError` for weekly/biweekly without `anchorStartDate`.
 */
export function periodContaining(schedule: PaySchedule, date: string): PayPeriod {
  const day = epochDayOf(date);
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const mm = String(m).padStart(2, '0');
  const yyyy = date.slice(0, 4);
  switch (schedule.payFrequency) {
    case 'weekly':
    case 'biweekly': {
      if (schedule.anchorStartDate == null) {
        throw new RangeError(`a ${schedule.payFrequency} pay schedule needs anchor_start_date`);
      }
      const len = schedule.payFrequency === 'weekly' ? 7 : 14;
      const anchor = epochDayOf(schedule.anchorStartDate);
      const start = anchor + Math.floor((day - anchor) / len) * len;
      return withPayday(schedule, dateOfEpochDay(start), dateOfEpochDay(start + len - 1));
    }
    case 'semimonthly': {
      const d = Number(date.slice(8, 10));
      return d <= 15
        ? withPayday(schedule, `${yyyy}-${mm}-01`, `${yyyy}-${mm}-15`)
        : withPayday(
            schedule,
            `${yyyy}-${mm}-16`,
            `${yyyy}-${mm}-${String(daysInMonth(y, m)).padStart(2, '0')}`,
          );
    }
    case 'monthly':
      return withPayday(
        schedule,
        `${yyyy}-${mm}-01`,
        `${yyyy}-${mm}-${String(daysInMonth(y, m)).padStart(2, '0')}`,
      );
  }
}

/** The period right after `period` (the one containing its end + 1 day). */
export function nextPeriod(schedule: PaySchedule, period: PayPeriod): PayPeriod {
  return periodContaining(schedule, addDays(period.endDate, 1));
}

/** The period right before `period` (the one containing its start − 1 day). */
export function previousPeriod(schedule: PaySchedule, period: PayPeriod): PayPeriod {
  return periodContaining(schedule, addDays(period.startDate, -1));
}

/**
 * The periods offered by `GET /payrolls/period-options` (docs/api-conventions.md §5): the two latest past periods, the
 * current one (containing the local date `today`) and the next one — 4 periods, ascending.
 */
export function periodsAround(schedule: PaySchedule, today: string): PayPeriod[] {
  const current = periodContaining(schedule, today);
  const prev1 = previousPeriod(schedule, current);
  const prev2 = previousPeriod(schedule, prev1);
  return [prev2, prev1, current, nextPeriod(schedule, current)];
}

/** True when [start, end] (inclusive 'YYYY-MM-DD') is exactly one period of `schedule`. */
export function isPeriodOfSchedule(schedule: PaySchedule, start: string, end: string): boolean {
  try {
    if (epochDayOf(end) < epochDayOf(start)) return false;
    const p = periodContaining(schedule, start);
    return p.startDate === start.slice(0, 10) && p.endDate === end.slice(0, 10);
  } catch {
    return false;
  }
}
