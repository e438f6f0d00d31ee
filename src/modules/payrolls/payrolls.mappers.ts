/**
 * Conversions between the engines' internal units (seconds, cents, decimal-string rates) and the
 * JSON of docs/api-conventions.md §5 (hours with 2 decimals, dollars). Hours and dollars appear only here.
 */
import type { EarningLine, JobCostingLine, PayrollDataCalc, TimeTotals } from './engine/index.js';
import { centsToDollars } from '../../shared/money.js';
import { dateToDateTime } from '../../shared/time.js';

/** Integer seconds → hours rounded half-up to 2 decimals (display only; pay uses seconds). */
export function secondsToHours(seconds: number): number {
  return Math.floor((seconds * 100 + 1800) / 3600) / 100;
}

/** Earning record (engine input) → docs/api-conventions.md §2.3 Earning JSON. */
export function earningJson(e: Record<string, unknown> | null) {
  if (!e) return null;
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    employee_earnings_id: Number(e.id),
    start_date: dateToDateTime(String(e.start_date)),
    payment_unit: (e.payment_unit as string | null) ?? null,
    salary_type: (e.salary_type as string | null) ?? null,
    payment_amount: num(e.payment_amount),
    salary:
      e.salary_cents === null || e.salary_cents === undefined ? null : centsToDollars(Number(e.salary_cents)),
    overtime_amount: num(e.overtime_amount),
    default_hours: num(e.default_hours),
    pto_payment_amount: num(e.pto_payment_amount),
  };
}

function timeTotalsJson(t: TimeTotals) {
  return {
    regular_hours: secondsToHours(t.regularSeconds),
    overtime_hours: secondsToHours(t.overtimeSeconds),
    double_overtime_hours: secondsToHours(t.doubleOvertimeSeconds),
    paid_break_hours: secondsToHours(t.paidBreakSeconds),
    unpaid_break_hours: secondsToHours(t.unpaidBreakSeconds),
    total_hours: secondsToHours(t.totalSeconds),
  };
}

function earningLineJson(l: EarningLine) {
  return {
    type: l.type,
    hours: l.seconds === null ? null : secondsToHours(l.seconds),
    rate: l.rate === null ? null : Number(l.rate),
    amount: centsToDollars(l.amountCents),
    description: l.description,
  };
}

function jobJson(j: JobCostingLine) {
  return {
    customer_id: j.customerId,
    customer_name: j.customerName,
    project_id: j.projectId,
    project_name: j.projectName,
    regular_hours: secondsToHours(j.regularSeconds),
    overtime_hours: secondsToHours(j.overtimeSeconds),
    double_overtime_hours: secondsToHours(j.doubleOvertimeSeconds),
    amount: centsToDollars(j.amountCents),
  };
}

/** Engine payrollData → JSON payrollData (docs/api-conventions.md §5). `earnings` lists lines with their exact cents. */
export function payrollDataJson(d: PayrollDataCalc, earningsById: Map<number, Record<string, unknown>>) {
  return {
    earning: d.earningId === null ? null : earningJson(earningsById.get(d.earningId) ?? null),
    time_totals: timeTotalsJson(d.timeTotals),
    earnings: d.earnings.map(earningLineJson),
    jobCostingData: d.jobCosting.map(jobJson),
    gross_pay: centsToDollars(d.grossPayCents),
    time_record_ids: d.timeRecordIds,
  };
}
