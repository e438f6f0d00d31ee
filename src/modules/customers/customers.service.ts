/** Customer reads and the row → API mapping. */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { toInt } from '../../platform/db/type-parsers.js';
import { decodeCursor, page } from '../../platform/http/pagination.js';
import { notFound } from '../../shared/errors.js';
import { toProject } from '../projects/projects.service.js';
import { findCustomer, listCustomers, type CustomerFilters } from './customers.repository.js';

const n = (v: string | number | null) => (v === null ? null : Number(v));

/** Customer row → CustomerListItem. */
export function toCustomer(r: {
  id: string | number;
  name: string;
  is_disabled: boolean;
  latitude: string | number | null;
  longitude: string | number | null;
  radius_meters: number | null;
}) {
  return {
    customer_id: Number(r.id),
    name: r.name,
    is_disabled: r.is_disabled,
    latitude: n(r.latitude),
    longitude: n(r.longitude),
    radius_meters: r.radius_meters,
  };
}

/** Customers service (reads). */
export class CustomersService {
  constructor(private readonly db: Kysely<DB>) {}
  /** A page of customers. */
  async list(companyId: number, f: CustomerFilters, limit: number, cursor?: string) {
    const after = decodeCursor(cursor, 1);
    const rows = await listCustomers(this.db, companyId, f, after ? Number(after[0]) : null, limit);
    return page(rows, limit, toCustomer, (r) => [toInt(r.id)]);
  }
  /** One customer with its projects. @throws 404. */
  async get(companyId: number, id: number) {
    const r = await findCustomer(this.db, companyId, id);
    if (!r) throw notFound('Customer', id);
    const projects = (r.projects as unknown as Array<Record<string, unknown>>).map((p) =>
      toProject({
        id: String(p.id),
        name: String(p.name),
        customer_id: p.customer_id === null ? null : String(p.customer_id),
        is_disabled: Boolean(p.is_disabled),
        latitude: p.latitude === null ? null : String(p.latitude),
        longitude: p.longitude === null ? null : String(p.longitude),
        radius_meters: (p.radius_meters as number | null) ?? null,
        customer_name: (p.customer_name as string | null) ?? null,
      }),
    );
    return { ...toCustomer(r), projects };
  }
}
