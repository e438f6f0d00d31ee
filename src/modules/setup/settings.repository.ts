/** SQL of workplace and company-settings writes; scoped by company id. */
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { CompaniesTable, DB, WorkplacesTable } from '../../platform/db/schema.js';
import { WORKPLACE_COLUMNS as wpCols } from '../workplaces/workplaces.mappers.js';

/** One workplace (optionally locked) or undefined. */
export function findWorkplaceRow(db: Kysely<DB>, companyId: number, id: string, forUpdate = false) {
  const q = db
    .selectFrom('workplaces')
    .select(wpCols)
    .where('company_id', '=', companyId)
    .where('id', '=', id);
  return (forUpdate ? q.forUpdate() : q).executeTakeFirst();
}

/** Inserts a workplace; returns the row. */
export function insertWorkplace(db: Kysely<DB>, values: Insertable<WorkplacesTable>) {
  return db.insertInto('workplaces').values(values).returning(wpCols).executeTakeFirstOrThrow();
}

/** Updates a workplace; returns the row. */
export function updateWorkplace(
  db: Kysely<DB>,
  companyId: number,
  id: string,
  set: Updateable<WorkplacesTable>,
) {
  return db
    .updateTable('workplaces')
    .set(set)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returning(wpCols)
    .executeTakeFirstOrThrow();
}

/** The company row locked for update. */
export function lockCompany(db: Kysely<DB>, companyId: number) {
  return db.selectFrom('companies').selectAll().where('id', '=', companyId).forUpdate().executeTakeFirst();
}

/** Updates the company's settings; returns the row. */
export function updateCompany(db: Kysely<DB>, companyId: number, set: Updateable<CompaniesTable>) {
  return db
    .updateTable('companies')
    .set(set)
    .where('id', '=', companyId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
