/** SQL of projects; every query is scoped by company id. */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

/** Filters of the project list. */
export interface ProjectFilters {
  customer_id?: number;
  is_disabled?: boolean;
  q?: string;
}

/** Projects with their customer's name; optional id. */
export function projectsQuery(db: Kysely<DB>, companyId: number) {
  return db
    .selectFrom('projects as p')
    .leftJoin('customers as c', (j) =>
      j.onRef('c.company_id', '=', 'p.company_id').onRef('c.id', '=', 'p.customer_id'),
    )
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
    .where('p.company_id', '=', companyId);
}

/** A page of projects, keyset on id. */
export function listProjects(
  db: Kysely<DB>,
  companyId: number,
  f: ProjectFilters,
  afterId: number | null,
  limit: number,
) {
  let q = projectsQuery(db, companyId);
  if (f.customer_id !== undefined) q = q.where('p.customer_id', '=', f.customer_id);
  if (f.is_disabled !== undefined) q = q.where('p.is_disabled', '=', f.is_disabled);
  if (f.q !== undefined) q = q.where('p.name', 'ilike', `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (afterId !== null) q = q.where('p.id', '>', String(afterId));
  return q
    .orderBy('p.id')
    .limit(limit + 1)
    .execute();
}

/** One project or undefined. */
export function findProject(db: Kysely<DB>, companyId: number, id: number) {
  return projectsQuery(db, companyId).where('p.id', '=', String(id)).executeTakeFirst();
}

/** Row type of a project with customer name. */
export type ProjectRow = NonNullable<Awaited<ReturnType<typeof findProject>>>;
