/**
 * SQL of the employee writes (employees, earning records, reference lookups). Every function takes
 * the executor (a Kysely instance or a transaction) and the tenant scope `companyId`.
 */
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB, EmployeesTable } from '../../platform/db/schema.js';
import { toInt } from '../../platform/db/type-parsers.js';
import type { EarningValues } from './employees.rules.js';
import { EARNING_COLUMNS } from '../employees/earning-columns.js';

/** Locks and returns the employee row (for update), or undefined when not of the company. */
export function lockEmployeeRow(db: Kysely<DB>, companyId: number, id: number) {
  return db
    .selectFrom('employees')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Raw employee row type. */
export type EmployeeRow = NonNullable<Awaited<ReturnType<typeof lockEmployeeRow>>>;

/** Whether another record of the company uses `email` under `employmentType` (emails are stored lower-case). */
export async function emailTaken(
  db: Kysely<DB>,
  companyId: number,
  email: string,
  employmentType: string,
  exceptId?: number,
): Promise<boolean> {
  let q = db
    .selectFrom('employees')
    .select('id')
    .where('company_id', '=', companyId)
    .where('email', '=', email)
    .where('employment_type', '=', employmentType as 'employee');
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** Inserts an employee; returns its id. */
export async function insertEmployee(db: Kysely<DB>, values: Insertable<EmployeesTable>): Promise<number> {
  const r = await db.insertInto('employees').values(values).returning('id').executeTakeFirstOrThrow();
  return toInt(r.id);
}

/** Updates an employee's columns. */
export async function updateEmployee(
  db: Kysely<DB>,
  companyId: number,
  id: number,
  set: Updateable<EmployeesTable>,
): Promise<void> {
  await db
    .updateTable('employees')
    .set(set)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

/** Inserts one earning record effective `startDate`; returns it as the employees read module's EarningJson. */
export async function insertEarning(
  db: Kysely<DB>,
  companyId: number,
  employeeId: number,
  startDate: string,
  v: EarningValues,
  createdAt: string,
) {
  const r = await db
    .insertInto('employee_earnings')
    .values({
      company_id: companyId,
      employee_id: employeeId,
      start_date: startDate,
      payment_unit: v.payment_unit,
      salary_type: v.salary_type,
      payment_amount: v.payment_amount,
      salary_cents: v.salary_cents,
      overtime_amount: v.overtime_amount,
      default_hours: v.default_hours,
      pto_payment_amount: v.pto_payment_amount,
      created_at: createdAt,
    })
    .returning(EARNING_COLUMNS)
    .executeTakeFirstOrThrow();
  return { ...r, id: toInt(r.id) };
}

/** Number of earning records of an employee. */
export async function countEarnings(db: Kysely<DB>, companyId: number, employeeId: number): Promise<number> {
  const r = await db
    .selectFrom('employee_earnings')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_id', '=', companyId)
    .where('employee_id', '=', employeeId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/**
 * End date of the latest approved (pending, processing or paid) payroll that paid the employee,
 * or null: earning records effective on or before it would rewrite paid history.
 */
export async function lockedThrough(
  db: Kysely<DB>,
  companyId: number,
  employeeId: number,
): Promise<string | null> {
  const r = await db
    .selectFrom('paychecks as i')
    .innerJoin('payrolls as p', (j) =>
      j.onRef('p.company_id', '=', 'i.company_id').onRef('p.id', '=', 'i.payroll_id'),
    )
    .select((eb) => eb.fn.max('p.end_date').as('end'))
    .where('i.company_id', '=', companyId)
    .where('i.employee_id', '=', employeeId)
    .where('p.status', 'in', ['pending', 'processing', 'paid'])
    .executeTakeFirst();
  return (r?.end as string | null | undefined) ?? null;
}

/** Whether the department exists in the company. */
export async function departmentExists(db: Kysely<DB>, companyId: number, id: number): Promise<boolean> {
  return (
    (await db
      .selectFrom('departments')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .executeTakeFirst()) !== undefined
  );
}

/** Whether the pay schedule group exists in the company. */
export async function groupExists(db: Kysely<DB>, companyId: number, id: number): Promise<boolean> {
  return (
    (await db
      .selectFrom('pay_schedule_groups')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .executeTakeFirst()) !== undefined
  );
}

/** The workplace's `active` flag, or undefined when it is not a workplace of the company. */
export async function workplaceActive(
  db: Kysely<DB>,
  companyId: number,
  id: string,
): Promise<boolean | undefined> {
  const r = await db
    .selectFrom('workplaces')
    .select('active')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return r?.active;
}
