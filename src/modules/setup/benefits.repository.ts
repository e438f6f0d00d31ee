/**
 * SQL of employee_benefits and employee_deductions; scoped by company id. Amounts are cents,
 * percents numeric strings ("5" = 5 %). Soft delete: `deleted_at` set, rows kept.
 */
import type { Insertable, Kysely } from 'kysely';
import type { DB, EmployeeBenefitsTable, EmployeeDeductionsTable } from '../../platform/db/schema.js';

/** Active (not deleted) benefits of an employee, keyset on id. */
export function listBenefits(
  db: Kysely<DB>,
  companyId: number,
  employeeId: number,
  afterId: number | null,
  limit: number,
) {
  let q = db
    .selectFrom('employee_benefits')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('employee_id', '=', employeeId)
    .where('deleted_at', 'is', null);
  if (afterId !== null) q = q.where('id', '>', afterId);
  return q
    .orderBy('id')
    .limit(limit + 1)
    .execute();
}

/** Benefit row type. */
export type BenefitRow = Awaited<ReturnType<typeof listBenefits>>[number];

/** Inserts a benefit; returns the row. */
export function insertBenefit(db: Kysely<DB>, values: Insertable<EmployeeBenefitsTable>) {
  return db.insertInto('employee_benefits').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Active benefits of an employee (optionally one id), locked for update. */
export function activeBenefits(db: Kysely<DB>, companyId: number, employeeId: number, id?: number) {
  let q = db
    .selectFrom('employee_benefits')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('employee_id', '=', employeeId)
    .where('deleted_at', 'is', null);
  if (id !== undefined) q = q.where('id', '=', id);
  return q.orderBy('id').forUpdate().execute();
}

/** Ends benefits: sets deleted_at and end_date. */
export async function endBenefit(
  db: Kysely<DB>,
  companyId: number,
  id: number,
  endDate: string | null,
  now: string,
): Promise<void> {
  await db
    .updateTable('employee_benefits')
    .set({ deleted_at: now, end_date: endDate })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

/** Active (not deleted) post-tax deductions of an employee, keyset on id. */
export function listDeductions(
  db: Kysely<DB>,
  companyId: number,
  employeeId: number,
  afterId: number | null,
  limit: number,
) {
  let q = db
    .selectFrom('employee_deductions')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('employee_id', '=', employeeId)
    .where('deleted_at', 'is', null);
  if (afterId !== null) q = q.where('id', '>', afterId);
  return q
    .orderBy('id')
    .limit(limit + 1)
    .execute();
}

/** Deduction row type. */
export type DeductionRow = Awaited<ReturnType<typeof listDeductions>>[number];

/** Inserts a deduction; returns the row. */
export function insertDeduction(db: Kysely<DB>, values: Insertable<EmployeeDeductionsTable>) {
  return db.insertInto('employee_deductions').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Active deductions of an employee (optionally one id), locked for update. */
export function activeDeductions(db: Kysely<DB>, companyId: number, employeeId: number, id?: number) {
  let q = db
    .selectFrom('employee_deductions')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('employee_id', '=', employeeId)
    .where('deleted_at', 'is', null);
  if (id !== undefined) q = q.where('id', '=', id);
  return q.orderBy('id').forUpdate().execute();
}

/** Ends a deduction: sets deleted_at and end_date. */
export async function endDeduction(
  db: Kysely<DB>,
  companyId: number,
  id: number,
  endDate: string | null,
  now: string,
): Promise<void> {
  await db
    .updateTable('employee_deductions')
    .set({ deleted_at: now, end_date: endDate })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}
