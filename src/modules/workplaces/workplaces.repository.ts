/** SQL of workplaces; scoped by company id. Keyset on the text id. */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { WORKPLACE_COLUMNS as cols } from './workplaces.mappers.js';

/** A page of workplaces ordered by id. */
export function listWorkplaces(
  db: Kysely<DB>,
  companyId: number,
  active: boolean | undefined,
  afterId: string | null,
  limit: number,
) {
  let q = db.selectFrom('workplaces').select(cols).where('company_id', '=', companyId);
  if (active !== undefined) q = q.where('active', '=', active);
  if (afterId !== null) q = q.where('id', '>', afterId);
  return q
    .orderBy('id')
    .limit(limit + 1)
    .execute();
}

/** One workplace or undefined. */
export function findWorkplace(db: Kysely<DB>, companyId: number, id: string) {
  return db
    .selectFrom('workplaces')
    .select(cols)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}
