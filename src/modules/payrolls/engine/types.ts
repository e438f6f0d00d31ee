/**
 * Public data shapes of the hours-to-gross engine (re-exported by `index.ts`).
 *
 * Units: instants are UTC epoch milliseconds (`…Ms`); dates are company-local 'YYYY-MM-DD';
 * durations are integer seconds; money amounts are integer cents; rates and salaries are dollars as
 * decimal strings (rates ≤ 4 decimals), multipliers are decimal strings ("1.5").
 */
import type { LocalCalendar, WeekdayName } from './calendar.js';
import type { PayFrequency } from './periods.js';

/** One time-clock record of the person (docs/api-conventions.md §2.6), times as UTC epoch ms. */
export interface EngineTimeRecord {
  id: number;
  type: 'work' | 'break';
  /** Clock-in, UTC epoch ms. */
  startMs: number;
  /** Clock-out, UTC epoch ms; `null` while clocked in (cut at min(now, period end), warning `active_record`). */
  endMs: number | null;
  customerId: number | null;
  customerName: string | null;
  projectId: number | null;
  projectName: string | null;
  /** Seed `missed_clockout`; reported as warning `missed_clockout`, time counted as recorded. */
  missedClockout: boolean;
}

/** Payment unit of an earning record (docs/api-conventions.md §2.3). */
export type PaymentUnit = 'hour' | 'salary' | 'hourly_salary' | 'yearly' | 'weekly' | 'biweekly' | 'monthly';

/** Period a `salary` figure represents (docs/api-conventions.md §2.3). */
export type SalaryType = 'yearly' | 'quarterly' | 'monthly' | 'semimonthly' | 'weekly' | 'biweekly';

/** One earning record (docs/api-conventions.md §2.3): in force from `startDate` until the next record's start. */
export interface EngineEarning {
  id: number;
  /** Company-local date the record takes effect ('YYYY-MM-DD'; a longer ISO string is cut to its date). */
  startDate: string;
  paymentUnit: PaymentUnit | null;
  salaryType: SalaryType | null;
  /** Dollars per hour, decimal string (≤ 4 decimals). */
  paymentAmount: string | null;
  /** Dollars per `salaryType` period (or per payment unit for flat units), decimal string. */
  salary: string | null;
  /** Overtime multiplier, decimal string, e.g. "1.5"; `null` → "1.5" (FLSA 29 CFR 778.107). */
  overtimeAmount: string | null;
  /** Default weekly hours (informational, unused by the engine). */
  defaultHours: string | null;
  /** Dollars per PTO hour; `null` → `paymentAmount`. */
  ptoPaymentAmount: string | null;
}

/** Employment type; contractors are paid hours × rate, never overtime, never split. */
export type EmploymentType = 'admin' | 'employee' | 'contractor';

/** Input of {@link computePayrollEntry}: one person, one pay period. */
export interface EntryInput {
  /** First local date of the period (inclusive). */
  periodStart: string;
  /** Last local date of the period (inclusive). */
  periodEnd: string;
  payFrequency: PayFrequency;
  /** Company IANA timezone: days and workweeks are local to it. */
  timezone: string;
  workweekStart: WeekdayName;
  employmentType: EmploymentType;
  /** Two-letter state of the employee's workplace (daily overtime rules: CA, AK, NV, CO), or null. */
  workplaceState: string | null;
  /** Company `paid_lunch_time`: minutes per day of long breaks that are paid. */
  paidLunchMinutes: number;
  /** Company `lunch_in_overtime`: paid lunch counts toward overtime thresholds. */
  lunchInOvertime: boolean;
  /**
   * Company `min_unpaid_break_minutes` (20–120, default 30): a break record shorter than this is
   * paid time worked (29 CFR 785.18–785.19).
   */
  minUnpaidBreakMinutes?: number;
  /** First local date of employment, or null (salary proration of a partial first period). */
  employeeStartDate: string | null;
  /** Last local date of employment (inclusive), or null (salary proration of a partial last period). */
  dismissedOn: string | null;
  /** Full earning history, any order. */
  earnings: EngineEarning[];
  /**
   * The person's records overlapping [start of the workweek containing `periodStart`, end of
   * `periodEnd`]; records before that workweek are ignored, time after the period end is cut.
   */
  records: EngineTimeRecord[];
  /** "Now", UTC epoch ms: active records are cut at min(now, period end). */
  nowMs: number;
  /** PTO seconds to pay in this period (optional). */
  ptoSeconds?: number;
  /** Nevada minimum wage, dollars decimal string; default "12.00" (since 2024-07-01; 2026 unverified). */
  nevadaMinimumWage?: string;
  /** Precomputed day boundaries shared across employees of a company (see `calendarRangeFor`). */
  calendar?: LocalCalendar;
}

/** Classified paid and break time of a payrollData, integer seconds. */
export interface TimeTotals {
  regularSeconds: number;
  overtimeSeconds: number;
  doubleOvertimeSeconds: number;
  /** Short breaks (< `minUnpaidBreakMinutes`, 29 CFR 785.18) + paid lunch; already in regular/overtime. */
  paidBreakSeconds: number;
  unpaidBreakSeconds: number;
  /** All paid time = regular + overtime + double overtime. */
  totalSeconds: number;
}

/** One earnings line (docs/api-conventions.md §5 `earnings`). */
export interface EarningLine {
  type: 'regular' | 'overtime' | 'double_overtime' | 'salary' | 'pto';
  /** Seconds paid by the line; null for salary lines. */
  seconds: number | null;
  /** Dollars per hour as a decimal string (≤ 4 dp, display rounding of an exact rate); null for salary. */
  rate: string | null;
  /** Integer cents, rounded half-up once from the exact amount. */
  amountCents: number;
  description: string;
}

/** Job costing of one customer/project (docs/api-conventions.md §5 `jobCostingData`). */
export interface JobCostingLine {
  customerId: number | null;
  customerName: string | null;
  projectId: number | null;
  projectName: string | null;
  regularSeconds: number;
  overtimeSeconds: number;
  doubleOvertimeSeconds: number;
  /** Integer cents; the lines of a payrollData sum exactly to its time-based earnings lines. */
  amountCents: number;
}

/** The calculation of one payrollData (whole period, or one split). */
export interface PayrollDataCalc {
  /** Earning record used (for a contractor across a rate change: the one in force at period end). */
  earningId: number | null;
  timeTotals: TimeTotals;
  earnings: EarningLine[];
  jobCosting: JobCostingLine[];
  /** Sum of `earnings[].amountCents`. */
  grossPayCents: number;
  /** Ids of the records that produced it (paid or break time inside it), ascending. */
  timeRecordIds: number[];
}

/** A warning for the initialize response. Codes: see docs/overtime-rules.md. */
export interface EngineWarning {
  code: string;
  message: string;
  timeRecordId?: number;
}

/** Output of {@link computePayrollEntry}: exactly one of `payrollData` / `splits` is non-null. */
export interface EntryResult {
  payrollData: PayrollDataCalc | null;
  splits: Array<{ startDate: string; endDate: string; payrollData: PayrollDataCalc }> | null;
  warnings: EngineWarning[];
}
