/** SQL of companies; scoped by the caller's company id. */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

/** The company row, or undefined. */
export function findCompany(db: Kysely<DB>, companyId: number) {
  return db.selectFrom('companies').selectAll().where('id', '=', companyId).executeTakeFirst();
}

/** Row type of a company. */
export type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>;
