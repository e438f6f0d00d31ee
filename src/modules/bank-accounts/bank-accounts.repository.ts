/** SQL of the bank accounts (always scoped by company_id; deleted rows are kept, marked). */
import type { Insertable, Kysely } from 'kysely';
import type { DB, EmployeeBankAccountsTable } from '../../platform/db/schema.js';

/** Active accounts of an employee, in deposit order (fixed splits first, the remainder last). */
export function listAccounts(db: Kysely<DB>, companyId: number, employeeId: number) {
  return db
    .selectFrom('employee_bank_accounts')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('employee_id', '=', employeeId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** Inserts one account. */
export function insertAccount(db: Kysely<DB>, values: Insertable<EmployeeBankAccountsTable>) {
  return db.insertInto('employee_bank_accounts').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Marks one account deleted; returns it, or undefined when it is not the employee's. */
export function deleteAccount(db: Kysely<DB>, companyId: number, employeeId: number, id: number, at: string) {
  return db
    .updateTable('employee_bank_accounts')
    .set({ deleted_at: at })
    .where('company_id', '=', companyId)
    .where('employee_id', '=', employeeId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}
