/** SQL of customers; every query is scoped by company id. */
import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { DB } from '../../platform/db/schema.js';

/** Filters of the customer list. */
export interface CustomerFilters {
  is_disabled?: boolean;
  q?: string;
}

const cols = ['c.id', 'c.name', 'c.is_disabled', 'c.latitude', 'c.longitude', 'c.radius_meters'] as const;

/** A page of customers, keyset on id. */
export function listCustomers(
  db: Kysely<DB>,
  companyId: number,
  f: CustomerFilters,
  afterId: number | null,
  limit: number,
) {
  let q = db.selectFrom('customers as c').select(cols).where('c.company_id', '=', companyId);
  if (f.is_disabled !== undefined) q = q.where('c.is_disabled', '=', f.is_disabled);
  if (f.q !== undefined) q = q.where('c.name', 'ilike', `%${f.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
  if (afterId !== null) q = q.where('c.id', '>', String(afterId));
  return q
    .orderBy('c.id')
    .limit(limit + 1)
    .execute();
}

/** One customer with its projects (one query), or undefined. */
export function findCustomer(db: Kysely<DB>, companyId: number, id: number) {
  return db
    .selectFrom('customers as c')
    .select(cols)
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('projects as p')
          .select([
            'p.id',
            'p.name',
            'p.customer_id',
            'p.is_disabled',
            'p.latitude',
            'p.longitude',
            'p.radius_meters',
            'c.name as customer_name',
          ])
          .whereRef('p.company_id', '=', 'c.company_id')
          .whereRef('p.customer_id', '=', 'c.id')
          .orderBy('p.id'),
      ).as('projects'),
    )
    .where('c.company_id', '=', companyId)
    .where('c.id', '=', String(id))
    .executeTakeFirst();
}
