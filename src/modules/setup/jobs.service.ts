/**
 * Customer and project writes (POST|PATCH /customers, POST|PATCH /projects). Names are unique per
 * company for customers and per customer for projects (case-insensitive; 409 duplicate_name), so
 * CSV imports can refer to them by name. A geofence is latitude + longitude + radius_meters, all or none.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { AuthContext } from '../../platform/auth/auth.plugin.js';
import { DomainError, notFound } from '../../shared/errors.js';
import type { Clock } from '../../shared/time.js';
import { actorOf, recordAudit } from '../audit/audit.repository.js';
import { toCustomer } from '../customers/customers.service.js';
import { findProject } from '../projects/projects.repository.js';
import { toProject } from '../projects/projects.service.js';
import {
  customerNameTaken,
  findCustomerRow,
  findProjectRow,
  insertCustomer,
  insertProject,
  projectNameTaken,
  updateCustomer,
  updateProject,
} from './jobs.repository.js';
import { Checker, show } from './validation.js';

/** Geofence fields of a body (null clears). */
export interface GeoInput {
  latitude?: number | null;
  longitude?: number | null;
  radius_meters?: number | null;
}
/** Stored geofence (decimal strings). */
export interface GeoValues {
  latitude: string | null;
  longitude: string | null;
  radius_meters: number | null;
}

/**
 * Merges a body's geofence over the current one and checks all-or-none and precision (≤ 6 decimals).
 * Field names in errors: latitude / longitude / radius_meters.
 */
export function checkGeofence(
  c: Checker,
  b: GeoInput,
  cur: { latitude: string | null; longitude: string | null; radius_meters: number | null } | null,
): GeoValues {
  const num = (v: string | null | undefined) => (v === null || v === undefined ? null : Number(v));
  const merged = {
    latitude: b.latitude !== undefined ? b.latitude : num(cur?.latitude),
    longitude: b.longitude !== undefined ? b.longitude : num(cur?.longitude),
    radius_meters: b.radius_meters !== undefined ? b.radius_meters : (cur?.radius_meters ?? null),
  };
  const missing = (Object.keys(merged) as Array<keyof typeof merged>).filter((k) => merged[k] === null);
  if (missing.length !== 0 && missing.length !== 3) {
    c.add(
      missing[0]!,
      'a geofence needs latitude, longitude and radius_meters together (send all three, or null for all three)',
    );
  }
  return {
    latitude: merged.latitude === null ? null : c.decimal('latitude', merged.latitude, -90, 90, 6),
    longitude: merged.longitude === null ? null : c.decimal('longitude', merged.longitude, -180, 180, 6),
    radius_meters: merged.radius_meters,
  };
}

const dupCustomer = (name: string) =>
  new DomainError('duplicate_name', `A customer named ${show(name)} already exists`, [
    { field: 'name', message: 'is already used' },
  ]);
const dupProject = (name: string) =>
  new DomainError('duplicate_name', `A project named ${show(name)} already exists for this customer`, [
    { field: 'name', message: 'is already used' },
  ]);

/** Customer and project write use cases. */
export class JobsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  /** Creates a customer (201 CustomerListItem). @throws 400, 409 duplicate_name. */
  async createCustomer(auth: AuthContext, b: GeoInput & { name: string; is_disabled?: boolean }) {
    const c = new Checker();
    const geo = checkGeofence(c, b, null);
    c.throwIfAny();
    const name = b.name.trim();
    const now = this.clock.now().toISOString();
    return this.db.transaction().execute(async (trx) => {
      if (await customerNameTaken(trx, auth.companyId, name)) throw dupCustomer(name);
      const after = toCustomer(
        await insertCustomer(trx, {
          company_id: auth.companyId,
          name,
          is_disabled: b.is_disabled ?? false,
          ...geo,
          created_at: now,
        }),
      );
      await recordAudit(trx, auth.companyId, {
        resourceType: 'customer',
        resourceId: after.customer_id,
        action: 'create',
        actor: actorOf(auth),
        source: 'api',
        after,
        at: new Date(now),
      });
      return after;
    });
  }

  /** Updates a customer (name, is_disabled, geofence). @throws 404, 400, 409. */
  async updateCustomer(
    auth: AuthContext,
    id: number,
    b: GeoInput & { name?: string; is_disabled?: boolean },
  ) {
    const now = this.clock.now().toISOString();
    return this.db.transaction().execute(async (trx) => {
      const row = await findCustomerRow(trx, auth.companyId, id, true);
      if (!row) throw notFound('Customer', id);
      const c = new Checker();
      const geo = checkGeofence(c, b, row);
      c.throwIfAny();
      const name = b.name?.trim();
      if (name !== undefined && (await customerNameTaken(trx, auth.companyId, name, id))) {
        throw dupCustomer(name);
      }
      const after = toCustomer(
        await updateCustomer(trx, auth.companyId, id, {
          ...geo,
          ...(name !== undefined ? { name } : {}),
          ...(b.is_disabled !== undefined ? { is_disabled: b.is_disabled } : {}),
        }),
      );
      await recordAudit(trx, auth.companyId, {
        resourceType: 'customer',
        resourceId: id,
        action: 'update',
        actor: actorOf(auth),
        source: 'api',
        before: toCustomer(row),
        after,
        at: new Date(now),
      });
      return after;
    });
  }

  private async project(db: Kysely<DB>, companyId: number, id: number) {
    const r = await findProject(db, companyId, id);
    if (!r) throw notFound('Project', id);
    return toProject(r);
  }

  private static async checkCustomer(db: Kysely<DB>, companyId: number, customerId: number): Promise<void> {
    if (!(await findCustomerRow(db, companyId, customerId))) {
      throw new DomainError('invalid_reference', `customer_id: customer ${customerId} does not exist`, [
        { field: 'customer_id', message: `customer ${customerId} does not exist` },
      ]);
    }
  }

  /** Creates a project (201 Project). @throws 400 (customer_id not the company's → invalid_reference), 409 duplicate_name. */
  async createProject(
    auth: AuthContext,
    b: GeoInput & { name: string; customer_id?: number | null; is_disabled?: boolean },
  ) {
    const c = new Checker();
    const geo = checkGeofence(c, b, null);
    c.throwIfAny();
    const name = b.name.trim();
    const customerId = b.customer_id ?? null;
    const now = this.clock.now().toISOString();
    return this.db.transaction().execute(async (trx) => {
      if (customerId !== null) await JobsService.checkCustomer(trx, auth.companyId, customerId);
      if (await projectNameTaken(trx, auth.companyId, customerId, name)) throw dupProject(name);
      const id = await insertProject(trx, {
        company_id: auth.companyId,
        name,
        customer_id: customerId,
        is_disabled: b.is_disabled ?? false,
        ...geo,
        created_at: now,
      });
      const after = await this.project(trx, auth.companyId, id);
      await recordAudit(trx, auth.companyId, {
        resourceType: 'project',
        resourceId: id,
        action: 'create',
        actor: actorOf(auth),
        source: 'api',
        after,
        at: new Date(now),
      });
      return after;
    });
  }

  /** Updates a project (name, customer_id, is_disabled, geofence). @throws 404, 400, 409. */
  async updateProject(
    auth: AuthContext,
    id: number,
    b: GeoInput & { name?: string; customer_id?: number | null; is_disabled?: boolean },
  ) {
    const now = this.clock.now().toISOString();
    return this.db.transaction().execute(async (trx) => {
      const row = await findProjectRow(trx, auth.companyId, id, true);
      if (!row) throw notFound('Project', id);
      const before = await this.project(trx, auth.companyId, id);
      const c = new Checker();
      const geo = checkGeofence(c, b, row);
      c.throwIfAny();
      if (b.customer_id != null) await JobsService.checkCustomer(trx, auth.companyId, b.customer_id);
      const name = b.name?.trim() ?? row.name;
      const customerId =
        b.customer_id !== undefined
          ? b.customer_id
          : row.customer_id === null
            ? null
            : Number(row.customer_id);
      if (
        (b.name !== undefined || b.customer_id !== undefined) &&
        (await projectNameTaken(trx, auth.companyId, customerId, name, id))
      ) {
        throw dupProject(name);
      }
      await updateProject(trx, auth.companyId, id, {
        ...geo,
        name,
        customer_id: customerId,
        ...(b.is_disabled !== undefined ? { is_disabled: b.is_disabled } : {}),
      });
      const after = await this.project(trx, auth.companyId, id);
      await recordAudit(trx, auth.companyId, {
        resourceType: 'project',
        resourceId: id,
        action: 'update',
        actor: actorOf(auth),
        source: 'api',
        before,
        after,
        at: new Date(now),
      });
      return after;
    });
  }
}
