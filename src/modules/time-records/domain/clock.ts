/**
 * Pure rules of the time clock (docs/api-conventions.md §4): what a clock-in does to the active record, offline
 * punch windows, automatic clock-out, overlap and the payroll lock. Instants are epoch ms (UTC).
 */

/** Kind of clock-in requested. */
export type ClockInType = 'work' | 'break' | 'switch';

/** The employee's active record, if any. */
export interface ActiveRecord {
  id: number;
  type: 'work' | 'break';
  startMs: number;
  expiresAtMs: number | null;
}

/** Outcome of {@link planClockIn}. */
export type ClockInPlan =
  | { ok: true; closeActive: boolean; newType: 'work' | 'break' }
  | { ok: false; code: 'already_clocked_in' | 'not_clocked_in'; detail: string };

/**
 * Decides a clock-in (docs/api-conventions.md §4): an active record of the same type → 409 `already_clocked_in`;
 * of another type → it is closed at the new start and the new one opens; `switch` closes the
 * current record (work or break) and opens a work record (new customer/project) and needs one.
 */
export function planClockIn(type: ClockInType, active: ActiveRecord | null): ClockInPlan {
  if (type === 'switch') {
    if (!active) {
      return {
        ok: false,
        code: 'not_clocked_in',
        detail: 'switch needs an active record to switch from; clock in with type work first',
      };
    }
    return { ok: true, closeActive: true, newType: 'work' };
  }
  if (active && active.type === type) {
    return {
      ok: false,
      code: 'already_clocked_in',
      detail: `the employee already has an active ${type} record (time_record_id ${active.id}) since ${new Date(active.startMs).toISOString()}`,
    };
  }
  return { ok: true, closeActive: active !== null, newType: type };
}

/** Maximum age of an offline punch (docs/api-conventions.md §4: at most 12 h back). */
export const MAX_OFFLINE_PUNCH_MS = 12 * 3600 * 1000;
/** Tolerated clock skew for "not in the future". */
export const FUTURE_SKEW_MS = 60 * 1000;

/**
 * Checks an offline punch `timestampMs` against `nowMs` and the end of the employee's last record.
 * Returns an error message or null.
 */
export function checkPunchTime(timestampMs: number, nowMs: number, lastEndMs: number | null): string | null {
  if (timestampMs > nowMs + FUTURE_SKEW_MS) {
    return `is in the future (now is ${new Date(nowMs).toISOString()})`;
  }
  if (nowMs - timestampMs > MAX_OFFLINE_PUNCH_MS) return 'is more than 12 hours in the past';
  if (lastEndMs !== null && timestampMs < lastEndMs) {
    return `is before the end of the employee's last record (${new Date(lastEndMs).toISOString()})`;
  }
  return null;
}

/** Whether an active record has passed its automatic clock-out time at `nowMs`. */
export function isExpired(expiresAtMs: number | null, nowMs: number): boolean {
  return expiresAtMs !== null && expiresAtMs <= nowMs;
}

/** Half-open intervals [aStart, aEnd) and [bStart, bEnd) overlap; a null end is open-ended. */
export function overlaps(aStart: number, aEnd: number | null, bStart: number, bEnd: number | null): boolean {
  return aStart < (bEnd ?? Infinity) && bStart < (aEnd ?? Infinity);
}

/** A pay period closed by an approved payroll, as company-local dates (inclusive). */
export interface LockedPeriod {
  payrollId: string;
  startDate: string;
  endDate: string;
}

/**
 * The payroll lock (Kimai's LockdownService, Connecteam's "no change inside an approved period"):
 * a record whose company-local days [fromDate, toDate] touch a locked period cannot be created,
 * changed or deleted. Returns the locking period or null.
 */
export function lockingPeriod(
  fromDate: string,
  toDate: string,
  locked: readonly LockedPeriod[],
): LockedPeriod | null {
  for (const p of locked) if (fromDate <= p.endDate && toDate >= p.startDate) return p;
  return null;
}
