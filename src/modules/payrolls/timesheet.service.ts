/**
 * GET /employees/:employee_id/timesheet (docs/overtime-rules.md, docs/components.md): one person's
 * company-local days with the hours the payroll engine classifies — regular, overtime and double
 * overtime, each overtime second with the rule behind it ({@link classifyTimesheet}) — and the
 * days locked by an approved payroll (its punches can no longer change: 409 `period_locked`).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { AuthContext } from '../../platform/auth/auth.plugin.js';
import { toInt } from '../../platform/db/type-parsers.js';
import { notFound } from '../../shared/errors.js';
import { addDays, localDate, startOfLocalDay, type Clock } from '../../shared/time.js';
import { Checker } from '../setup/validation.js';
import { lockedPeriods } from '../time-records/time-records.repository.js';
import { calendarRangeFor, epochDayOf, workweekStartOf, type WeekdayName } from './engine/index.js';
import { classifyTimesheet } from './engine/timesheet.js';
import { engineEarnings, engineRecordsByEmployee } from './engine-inputs.js';
import { loadPayees, loadRecords } from './payrolls.repository.js';

/** Most days one timesheet covers (a semimonthly or monthly period fits). */
export const MAX_TIMESHEET_DAYS = 31;

/** Builds timesheets. */
export class TimesheetService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  /**
   * The timesheet of `employeeId` over `start … end` (default: the workweek of today, company
   * time). @throws 400 naming start_date/end_date (malformed, end before start, over 31 days),
   * 404 for an employee not in the company.
   */
  async timesheet(auth: AuthContext, employeeId: number, q: { start_date?: string; end_date?: string }) {
    const tz = auth.company.timezone;
    const ws = auth.company.workweekStart as WeekdayName;
    const today = localDate(this.clock.now(), tz);
    const start = q.start_date ?? workweekStartOf(q.end_date ?? today, ws);
    const end = q.end_date ?? addDays(start, 6);
    const c = new Checker();
    const ok = c.date('start_date', start) && c.date('end_date', end);
    if (ok && end < start) c.add('end_date', `${end} is before start_date ${start}`);
    else if (ok && epochDayOf(end) - epochDayOf(start) + 1 > MAX_TIMESHEET_DAYS) {
      c.add('end_date', `${start}…${end} is more than ${MAX_TIMESHEET_DAYS} days; ask for a shorter range`);
    }
    c.throwIfAny();
    const [person] = await loadPayees(this.db, auth.companyId, {
      employeeIds: [employeeId],
      periodStart: start,
      onlyEligible: false,
    });
    if (!person) throw notFound('Employee', employeeId);
    const range = calendarRangeFor(start, end, ws);
    const fromIso = new Date(startOfLocalDay(range.fromDate, tz)).toISOString();
    const toIso = new Date(startOfLocalDay(addDays(end, 1), tz)).toISOString();
    const rows = await loadRecords(this.db, auth.companyId, [employeeId], fromIso, toIso);
    const locked = (await lockedPeriods(this.db, auth.companyId, employeeId))
      .filter((p) => p.startDate <= end && p.endDate >= start)
      .sort((a, b) => a.startDate.localeCompare(b.startDate));
    const result = classifyTimesheet({
      startDate: start,
      endDate: end,
      timezone: tz,
      workweekStart: ws,
      employmentType: person.employment_type,
      workplaceState: person.workplace_state,
      paidLunchMinutes: person.paid_lunch_time ?? 0,
      lunchInOvertime: person.lunch_in_overtime ?? false,
      minUnpaidBreakMinutes: auth.company.minUnpaidBreakMinutes,
      earnings: engineEarnings(person.earnings),
      records: engineRecordsByEmployee(rows).get(employeeId) ?? [],
      nowMs: this.clock.now().getTime(),
    });
    const totals = { regular_seconds: 0, overtime_seconds: 0, double_overtime_seconds: 0 };
    const days = result.days.map((d) => {
      totals.regular_seconds += d.regular_seconds;
      totals.overtime_seconds += d.overtime_seconds;
      totals.double_overtime_seconds += d.double_overtime_seconds;
      const lock = locked.find((p) => p.startDate <= d.date && p.endDate >= d.date);
      return { ...d, locked_by_payroll_id: lock ? lock.payrollId : null };
    });
    return {
      employee_id: toInt(person.id),
      start_date: start,
      end_date: end,
      timezone: tz,
      workweek_start: ws,
      workplace_state: person.workplace_state,
      days,
      totals,
      locked_periods: locked.map((p) => ({
        payroll_id: p.payrollId,
        start_date: p.startDate,
        end_date: p.endDate,
      })),
      warnings: result.warnings.map((w) => ({
        code: w.code,
        message: w.message,
        time_record_id: w.timeRecordId ?? null,
      })),
    };
  }
}
