/**
 * Database rows → the pure engines' inputs: earning history and time records for the hours engine
 * (./engine), benefit elections, post-tax deductions and year-to-date totals for the tax engine
 * (`@payclock/tax-engine`, packages/tax-engine). Plain mapping, no I/O: cents stay integers, rates stay decimal strings, instants
 * become epoch milliseconds.
 */
import { toInt } from '../../platform/db/type-parsers.js';
import type { EngineEarning, EngineTimeRecord } from './engine/index.js';
import type { BenefitElection, PostTaxDeductionInput, YtdTotals } from '@payclock/tax-engine';
import type { YtdRows } from './ledger/ledger.repository.js';
import type { loadBenefitsAndDeductions, loadRecords, PackedRecord } from './payrolls.repository.js';

const n = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Number(v));

/** Rows grouped by employee id. */
export function groupByEmployee<T>(rows: readonly T[], id: (r: T) => number): Map<number, T[]> {
  const m = new Map<number, T[]>();
  for (const r of rows) {
    const k = id(r);
    const l = m.get(k);
    if (l) l.push(r);
    else m.set(k, [r]);
  }
  return m;
}

type RecordRow = Awaited<ReturnType<typeof loadRecords>>[number];

/** Time records (ordered by employee, start) → engine records by employee id. */
export function engineRecordsByEmployee(records: readonly RecordRow[]): Map<number, EngineTimeRecord[]> {
  const out = new Map<number, EngineTimeRecord[]>();
  for (const [id, rows] of groupByEmployee(records, (r) => toInt(r.employee_id))) {
    out.set(
      id,
      rows.map((r) => ({
        id: toInt(r.id),
        type: r.type,
        startMs: Date.parse(r.start),
        endMs: r.end ? Date.parse(r.end) : null,
        customerId: n(r.customer_id),
        customerName: r.customer_name,
        projectId: n(r.project_id),
        projectName: r.project_name,
        missedClockout: r.missed_clockout,
      })),
    );
  }
  return out;
}

/** Punches packed per employee (payrolls.repository `loadRecordsByEmployee`) → engine records by employee id. */
export function engineRecordsFromPacked(
  rows: ReadonlyArray<{ employee_id: string | number; records: PackedRecord[] }>,
): Map<number, EngineTimeRecord[]> {
  const out = new Map<number, EngineTimeRecord[]>();
  for (const row of rows) {
    out.set(
      toInt(row.employee_id),
      row.records.map(
        ([id, type, startMs, endMs, customerId, customerName, projectId, projectName, missed]) => ({
          id,
          type,
          startMs,
          endMs,
          customerId,
          customerName,
          projectId,
          projectName,
          missedClockout: missed,
        }),
      ),
    );
  }
  return out;
}

/** Earning history rows (JSON of loadPayees, oldest first) → engine earnings; salary cents → dollars string. */
export function engineEarnings(rows: ReadonlyArray<Record<string, unknown>>): EngineEarning[] {
  return rows.map((e) => ({
    id: Number(e.id),
    startDate: String(e.start_date),
    paymentUnit: (e.payment_unit as EngineEarning['paymentUnit']) ?? null,
    salaryType: (e.salary_type as EngineEarning['salaryType']) ?? null,
    paymentAmount: (e.payment_amount as string | null) ?? null,
    salary:
      e.salary_cents === null || e.salary_cents === undefined ? null : centsString(Number(e.salary_cents)),
    overtimeAmount: (e.overtime_amount as string | null) ?? null,
    defaultHours: (e.default_hours as string | null) ?? null,
    ptoPaymentAmount: (e.pto_payment_amount as string | null) ?? null,
  }));
}

/** Integer cents → exact dollars decimal string ("1234.50"), no float step. */
function centsString(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const a = Math.abs(cents);
  return `${sign}${Math.trunc(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

type Elections = Awaited<ReturnType<typeof loadBenefitsAndDeductions>>;

/** Benefit rows of one employee → tax-engine elections. */
export function benefitElections(rows: Elections['benefits']): BenefitElection[] {
  return rows.map((b) => ({
    id: String(b.id),
    code: b.code as BenefitElection['code'],
    description: b.description,
    employeeAmountCents: n(b.employee_amount_cents),
    employeePercent: b.employee_percent,
    companyAmountCents: n(b.company_amount_cents),
    companyPercent: b.company_percent,
    annualLimitCents: n(b.annual_limit_cents),
  }));
}

/** Post-tax deduction rows of one employee → tax-engine inputs. */
export function deductionInputs(rows: Elections['deductions']): PostTaxDeductionInput[] {
  return rows.map((d) => ({
    id: String(d.id),
    code: d.code as PostTaxDeductionInput['code'],
    description: d.description,
    amountCents: n(d.amount_cents),
    percent: d.percent,
    perPeriodCapCents: n(d.per_period_cap_cents),
    totalCapCents: n(d.total_cap_cents),
    supportsSecondFamily: d.supports_second_family,
    arrearsOver12Weeks: d.arrears_over_12_weeks,
  }));
}

/** Year-to-date aggregates grouped by employee, to build each person's {@link YtdTotals}. */
export function ytdByEmployee(ytd: YtdRows) {
  const taxes = groupByEmployee(ytd.taxes, (t) => t.employeeId);
  const benefits = groupByEmployee(ytd.benefits, (b) => b.employeeId);
  const supplemental = new Map(ytd.supplemental.map((s) => [s.employeeId, s.cents]));
  const deductions = groupByEmployee(ytd.deductionTotals, (d) => d.employeeId);
  const overlapping = groupByEmployee(ytd.overlapping, (t) => t.employeeId);
  const month = groupByEmployee(ytd.monthToDate, (t) => t.employeeId);
  const lines = (g: typeof taxes, id: number) => (g.get(id) ?? []).map(({ employeeId: _e, ...t }) => t);
  return (id: number): YtdTotals => ({
    taxes: lines(taxes, id),
    benefits: Object.fromEntries((benefits.get(id) ?? []).map((b) => [b.code, b.cents])),
    deductions: Object.fromEntries((deductions.get(id) ?? []).map((d) => [d.id, d.cents])),
    supplementalWagesCents: supplemental.get(id) ?? 0,
    overlappingPeriods: lines(overlapping, id),
    monthToDate: lines(month, id),
  });
}
