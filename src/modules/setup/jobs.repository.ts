/** SQL of customer and project writes; scoped by company id. */
import type { Insertable, Kysely, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { CustomersTable, DB, ProjectsTable } from '../../platform/db/schema.js';
import { toInt } from '../../platform/db/type-parsers.js';

const custCols = ['id', 'name', 'is_disabled', 'latitude', 'longitude', 'radius_meters'] as const;

/** One customer (optionally locked) or undefined. */
export function findCustomerRow(db: Kysely<DB>, companyId: number, id: number, forUpdate = false) {
  const q = db
    .selectFrom('customers')
    .select(custCols)
    .where('company_id', '=', companyId)
    .where('id', '=', id);
  return (forUpdate ? q.forUpdate() : q).executeTakeFirst();
}

/** Whether another customer of the company has this name (case-insensitive). */
export async function customerNameTaken(
  db: Kysely<DB>,
  companyId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  let q = db
    .selectFrom('customers')
    .select('id')
    .where('company_id', '=', companyId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** Inserts a customer; returns the row. */
export function insertCustomer(db: Kysely<DB>, values: Insertable<CustomersTable>) {
  return db.insertInto('customers').values(values).returning(custCols).executeTakeFirstOrThrow();
}

/** Updates a customer; returns the row. */
export function updateCustomer(
  db: Kysely<DB>,
  companyId: number,
  id: number,
  set: Updateable<CustomersTable>,
) {
  return db
    .updateTable('customers')
    .set(set)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returning(custCols)
    .executeTakeFirstOrThrow();
}

/** One project row (optionally locked) or undefined. */
export function findProjectRow(db: Kysely<DB>, companyId: number, id: number, forUpdate = false) {
  const q = db
    .selectFrom('projects')
    .select(['id', 'name', 'customer_id', 'is_disabled', 'latitude', 'longitude', 'radius_meters'])
    .where('company_id', '=', companyId)
    .where('id', '=', id);
  return (forUpdate ? q.forUpdate() : q).executeTakeFirst();
}

/** Whether another project of the same customer (or with no customer) has this name (case-insensitive). */
export async function projectNameTaken(
  db: Kysely<DB>,
  companyId: number,
  customerId: number | null,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  let q = db
    .selectFrom('projects')
    .select('id')
    .where('company_id', '=', companyId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .where('customer_id', customerId === null ? 'is' : '=', customerId);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** Inserts a project; returns its id. */
export async function insertProject(db: Kysely<DB>, values: Insertable<ProjectsTable>): Promise<number> {
  return toInt((await db.insertInto('projects').values(values).returning('id').executeTakeFirstOrThrow()).id);
}

/** Updates a project. */
export async function updateProject(
  db: Kysely<DB>,
  companyId: number,
  id: number,
  set: Updateable<ProjectsTable>,
): Promise<void> {
  await db
    .updateTable('projects')
    .set(set)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}
