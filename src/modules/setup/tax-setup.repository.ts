/** SQL of employee_tax_setups; scoped by company id. jsonb values are the stored dollar formats of tax-setup.service.ts. */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

/** Whether the employee exists in the company. */
export async function employeeExists(
  db: Kysely<DB>,
  companyId: number,
  employeeId: number,
): Promise<boolean> {
  return (
    (await db
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', '=', employeeId)
      .executeTakeFirst()) !== undefined
  );
}

/** The stored setup of one employee, or undefined. */
export function findTaxSetup(db: Kysely<DB>, companyId: number, employeeId: number) {
  return db
    .selectFrom('employee_tax_setups')
    .select(['federal', 'state', 'updated_at'])
    .where('company_id', '=', companyId)
    .where('employee_id', '=', employeeId)
    .executeTakeFirst();
}

/** Stored setups of several employees. */
export function findTaxSetups(db: Kysely<DB>, companyId: number, employeeIds: readonly number[]) {
  return db
    .selectFrom('employee_tax_setups')
    .select(['employee_id', 'federal', 'state'])
    .where('company_id', '=', companyId)
    .where('employee_id', 'in', [...employeeIds])
    .execute();
}

/** Inserts or replaces the setup (null = not on file). */
export async function upsertTaxSetup(
  db: Kysely<DB>,
  companyId: number,
  employeeId: number,
  federal: object | null,
  state: object | null,
  now: string,
): Promise<void> {
  const values = {
    federal: (federal ? JSON.stringify(federal) : null) as string,
    state: (state ? JSON.stringify(state) : null) as string,
    updated_at: now,
  };
  await db
    .insertInto('employee_tax_setups')
    .values({ company_id: companyId, employee_id: employeeId, ...values })
    .onConflict((oc) => oc.columns(['company_id', 'employee_id']).doUpdateSet(values))
    .execute();
}
