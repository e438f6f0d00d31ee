/** Project reads and the row → API mapping. */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { toInt } from '../../platform/db/type-parsers.js';
import { decodeCursor, page } from '../../platform/http/pagination.js';
import { notFound } from '../../shared/errors.js';
import { findProject, listProjects, type ProjectFilters, type ProjectRow } from './projects.repository.js';

const n = (v: string | null) => (v === null ? null : Number(v));

/** Project row → Project (docs/api-conventions.md §2.5 + geofence). */
export function toProject(
  r: Pick<
    ProjectRow,
    | 'id'
    | 'name'
    | 'customer_id'
    | 'is_disabled'
    | 'latitude'
    | 'longitude'
    | 'radius_meters'
    | 'customer_name'
  >,
) {
  const customerId = r.customer_id === null ? null : toInt(r.customer_id);
  return {
    project_id: toInt(r.id),
    name: r.name,
    customer_id: customerId,
    is_disabled: r.is_disabled,
    customer:
      customerId !== null && r.customer_name !== null
        ? { customer_id: customerId, name: r.customer_name }
        : null,
    latitude: n(r.latitude),
    longitude: n(r.longitude),
    radius_meters: r.radius_meters,
  };
}

/** Projects service (reads). */
export class ProjectsService {
  constructor(private readonly db: Kysely<DB>) {}
  /** A page of projects. */
  async list(companyId: number, f: ProjectFilters, limit: number, cursor?: string) {
    const after = decodeCursor(cursor, 1);
    const rows = await listProjects(this.db, companyId, f, after ? Number(after[0]) : null, limit);
    return page(rows, limit, toProject, (r) => [toInt(r.id)]);
  }
  /** One project. @throws 404. */
  async get(companyId: number, id: number) {
    const r = await findProject(this.db, companyId, id);
    if (!r) throw notFound('Project', id);
    return toProject(r);
  }
}
