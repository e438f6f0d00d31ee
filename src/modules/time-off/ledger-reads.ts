/**
 * Every use time off makes of the payroll ledger, in one file — and none of it queries `paychecks`
 * or the `pay_lines` view: who a payroll paid, their hours and payout lines come from the ledger
 * repository layer (`payrolls/ledger/paid-employees.repository.ts`,
 * `payrolls/ledger/hours-by-code.repository.ts`), so a change of the ledger's tables does not reach
 * time off. Scoped by company id. Approved = status pending, processing or paid.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { earningSecondsOfPayroll } from '../payrolls/ledger/hours-by-code.repository.js';
import {
  employeesWithEarningLine,
  paidEmployeeIdsQuery,
  payrollsPayingEmployeeOverlapping,
} from '../payrolls/ledger/paid-employees.repository.js';

/** Statuses in which a payroll counts as approved. */
export const APPROVED_STATUSES = ['pending', 'processing', 'paid'] as const;

/** Hours worked per person of one payroll, seconds: regular (straight time) and overtime + double time. */
export interface WorkedSeconds {
  employeeId: number;
  regularSeconds: number;
  overtimeSeconds: number;
  /** The paycheck has a salary line (exempt/salaried: accrues on default_hours). */
  salaried: boolean;
}

/**
 * Hours worked per employee (not contractors) of a payroll, from its earning lines: `regular`
 * and `overtime`/`double_overtime` seconds (paid time off — pto, sick, holiday — is not hours
 * worked, 29 CFR 778.218, and does not accrue), and whether a salary line was paid. One aggregate
 * over the paychecks' line arrays (the ledger's {@link earningSecondsOfPayroll}).
 */
export async function workedSecondsOfPayroll(
  db: Kysely<DB>,
  companyId: number,
  payrollId: string,
): Promise<WorkedSeconds[]> {
  const rows = await earningSecondsOfPayroll(db, companyId, payrollId, {
    regular: ['regular'],
    overtime: ['overtime', 'double_overtime'],
    salary: ['salary'],
  });
  return rows
    .filter((r) => !r.isContractor)
    .map((r) => ({
      employeeId: r.employeeId,
      regularSeconds: r.seconds.regular ?? 0,
      overtimeSeconds: r.seconds.overtime ?? 0,
      salaried: r.has.salary ?? false,
    }));
}

/**
 * Approved payrolls that paid the person for a period overlapping `[start, end]` (their ids and
 * periods), at most 3: time off there can no longer be requested (409 period_locked).
 */
export function approvedPeriodsOverlapping(
  db: Kysely<DB>,
  companyId: number,
  employeeId: number,
  start: string,
  end: string,
) {
  return payrollsPayingEmployeeOverlapping(db, companyId, employeeId, APPROVED_STATUSES, start, end, 3);
}

/** The period, payday and type of a payroll, or undefined. */
export function payrollHeader(db: Kysely<DB>, companyId: number, payrollId: string) {
  return db
    .selectFrom('payrolls')
    .select(['id', 'type', 'start_date', 'end_date', 'payday'])
    .where('company_id', '=', companyId)
    .where('id', '=', payrollId)
    .executeTakeFirst();
}

/** Enrolls the employees paid in a payroll in an auto-enroll policy (already enrolled: unchanged). */
export async function enrollPaidEmployees(
  db: Kysely<DB>,
  companyId: number,
  payrollId: string,
  policyId: number,
  at: string,
): Promise<void> {
  await db
    .insertInto('time_off_enrollments')
    .columns(['company_id', 'policy_id', 'employee_id', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom(paidEmployeeIdsQuery(db, companyId, payrollId, true).as('pc'))
        .select([
          sql<number>`${companyId}::bigint`.as('company_id'),
          sql<number>`${policyId}::bigint`.as('policy_id'),
          'pc.employee_id',
          sql<string>`${at}::timestamptz`.as('created_at'),
        ]),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * Per (employee, policy) of the people `paid` (ids) enrolled in one of `policyIds`: the balance
 * (every entry) and the accruals dated in `year`, seconds. Two single-table statements (the
 * enrollments of the policies, the entries summed per person and policy) merged here.
 */
export async function balancesOfPayroll(
  db: Kysely<DB>,
  companyId: number,
  paid: ReadonlySet<number>,
  policyIds: number[],
  year: number,
) {
  if (policyIds.length === 0 || paid.size === 0) return [];
  const [enrolled, sums] = await Promise.all([
    db
      .selectFrom('time_off_enrollments')
      .select(['employee_id', 'policy_id'])
      .where('company_id', '=', companyId)
      .where('policy_id', 'in', policyIds)
      .orderBy('employee_id')
      .orderBy('policy_id')
      .execute(),
    db
      .selectFrom('time_off_entries')
      .select([
        'employee_id',
        'policy_id',
        sql<string>`sum(seconds)`.as('balance'),
        sql<string>`coalesce(sum(seconds) filter (where kind = 'accrual'
            and effective_date between ${`${year}-01-01`}::date and ${`${year}-12-31`}::date), 0)`.as(
          'accrued',
        ),
      ])
      .where('company_id', '=', companyId)
      .where('policy_id', 'in', policyIds)
      .groupBy(['employee_id', 'policy_id'])
      .execute(),
  ]);
  const sum = new Map(sums.map((r) => [`${r.employee_id}:${r.policy_id}`, r]));
  return enrolled
    .filter((e) => paid.has(Number(e.employee_id)))
    .map((e) => {
      const r = sum.get(`${e.employee_id}:${e.policy_id}`);
      return {
        employeeId: Number(e.employee_id),
        policyId: Number(e.policy_id),
        balance: Number(r?.balance ?? 0),
        accruedThisYear: Number(r?.accrued ?? 0),
      };
    });
}

/** Weekly `default_hours` of the earning in force on `date` of the salaried people paid in a payroll. */
export async function defaultHoursOfPayroll(
  db: Kysely<DB>,
  companyId: number,
  payrollId: string,
  date: string,
): Promise<Map<number, string | null>> {
  const rows = await db
    .selectFrom(paidEmployeeIdsQuery(db, companyId, payrollId, true).as('pc'))
    .select([
      'pc.employee_id',
      (eb) =>
        eb
          .selectFrom('employee_earnings as ee')
          .select('ee.default_hours')
          .where('ee.company_id', '=', companyId)
          .whereRef('ee.employee_id', '=', 'pc.employee_id')
          .where('ee.start_date', '<=', date)
          .orderBy('ee.start_date', 'desc')
          .orderBy('ee.id', 'desc')
          .limit(1)
          .as('default_hours'),
    ])
    .execute();
  return new Map(rows.map((r) => [Number(r.employee_id), (r.default_hours as string | null) ?? null]));
}

/** Marks the approved requests of the people paid in a payroll that overlap its period as paid by it. */
export async function markRequestsPaid(
  db: Kysely<DB>,
  companyId: number,
  payroll: { id: string; start_date: string; end_date: string },
): Promise<void> {
  await db
    .updateTable('time_off_requests as r')
    .set({ paid_payroll_id: payroll.id })
    .where('r.company_id', '=', companyId)
    .where('r.status', '=', 'approved')
    .where('r.paid_payroll_id', 'is', null)
    .where('r.start_date', '<=', payroll.end_date)
    .where('r.end_date', '>=', payroll.start_date)
    .where('r.employee_id', 'in', paidEmployeeIdsQuery(db, companyId, payroll.id, false))
    .execute();
}

/** Start dates of the people paid in a payroll (anniversary front loads). */
export async function startDatesOfPayroll(db: Kysely<DB>, companyId: number, payrollId: string) {
  const rows = await db
    .selectFrom('employees as e')
    .select(['e.id', 'e.start_date'])
    .where('e.company_id', '=', companyId)
    .where('e.id', 'in', paidEmployeeIdsQuery(db, companyId, payrollId, false))
    .execute();
  return new Map(rows.map((r) => [Number(r.id), r.start_date]));
}

/** Employees with a termination payout line (earning `pto` described "Final pay: …") in a payroll. */
export async function payoutEmployeesOfPayroll(
  db: Kysely<DB>,
  companyId: number,
  payrollId: string,
  prefix: string,
): Promise<number[]> {
  return employeesWithEarningLine(db, companyId, payrollId, 'pto', prefix);
}
