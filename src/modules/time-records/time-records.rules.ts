/**
 * Checks shared by every time-clock write (docs/api-conventions.md §4): instants and coordinates of
 * the body, the job (customer/project) references with their geofence, and the payroll lock.
 */
import type { AuthContext } from '../../platform/auth/auth.plugin.js';
import { toInt } from '../../platform/db/type-parsers.js';
import { DomainError, invalid } from '../../shared/errors.js';
import { localDate } from '../../shared/time.js';
import { lockingPeriod, type LockedPeriod } from './domain/clock.js';
import { insideGeofence, parseCoordinates, type Geofence } from './domain/geo.js';

/** How long a punch waits for (or keeps racing) other writes to the same employee's records before 429. */
export const LOCK_WAIT_MS = 2000;

/** 429 `clock_in_in_progress` with `Retry-After: 1`: another write to the employee's records holds the way. */
export function punchInProgress(employeeId: number): DomainError {
  return new DomainError(
    'clock_in_in_progress',
    `another punch for employee ${employeeId} is being processed; retry shortly`,
    undefined,
    { 'Retry-After': '1' },
  );
}

/** 422 `invalid_reference` on `employee_id`: the company has no such employee. */
export function unknownEmployee(employeeId: number): DomainError {
  return new DomainError(
    'invalid_reference',
    `employee_id ${employeeId} is not an employee of this company`,
    [{ field: 'employee_id', message: 'unknown employee' }],
  );
}

/** Whether `err` is a PostgreSQL error with SQLSTATE `code` (e.g. 23505 unique violation, 55P03 lock timeout). */
export function isPgError(err: unknown, code: string): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: string }).code === code;
}

/** A customer or project as the job checks need it (coordinates as numeric strings). */
export interface JobRef {
  id: string | number;
  name: string;
  is_disabled: boolean;
  latitude: string | null;
  longitude: string | null;
  radius_meters: number | null;
}

/** Finds the company's customers and projects (from the database, or from a punch's one read). */
export interface JobLookup {
  project(id: number): Promise<(JobRef & { customer_id: string | number | null }) | undefined>;
  customer(id: number): Promise<JobRef | undefined>;
}

/** Parses an instant of the body. @throws 400 validation_failed naming `field`. */
export function parseInstant(field: string, v: string): number {
  const ms = Date.parse(v);
  if (Number.isNaN(ms)) throw invalid(field, `${JSON.stringify(v)} is not a valid instant`);
  return ms;
}

/** Parses `"<lat>,<lng>"` (null when absent). @throws 400 validation_failed naming `field`. */
export function checkCoords(field: string, v: string | null | undefined) {
  if (v === null || v === undefined) return null;
  const c = parseCoordinates(v);
  if (!c) {
    throw invalid(
      field,
      `${JSON.stringify(v)} is not "<latitude>,<longitude>" with latitude −90…90 and longitude −180…180`,
    );
  }
  return c;
}

/** The geofence of a customer or project row, or null when it has none. */
export function fenceOf(
  r: { latitude: string | null; longitude: string | null; radius_meters: number | null } | undefined,
): Geofence | null {
  if (!r || r.latitude === null || r.longitude === null || r.radius_meters === null) return null;
  return { lat: Number(r.latitude), lng: Number(r.longitude), radiusMeters: r.radius_meters };
}

/** Body fields that reference jobs and coordinates, common to clock-in and manual records. */
export interface JobInput {
  customer_id?: number | null;
  project_id?: number | null;
  start_coordinates?: string | null;
}

/**
 * Validates customer/project references (known, not disabled, the project's customer), the
 * company's require_customer/require_project settings (when `requireJobs`) and the geofence of the
 * project or else the customer; a project implies its customer. Returns the resolved ids.
 * @throws 422 invalid_reference, 409 disabled_reference, 400 validation_failed, 403 outside_geofence.
 */
export async function resolveJob(
  lookup: JobLookup,
  auth: AuthContext,
  body: JobInput,
  coordsField: string,
  requireJobs: boolean,
): Promise<{ customerId: number | null; projectId: number | null }> {
  let customerId = body.customer_id ?? null;
  const projectId = body.project_id ?? null;
  const project = projectId !== null ? await lookup.project(projectId) : undefined;
  if (projectId !== null && !project) {
    throw new DomainError('invalid_reference', `project_id ${projectId} is not a project of this company`, [
      { field: 'project_id', message: 'unknown project' },
    ]);
  }
  if (project?.is_disabled) {
    throw new DomainError('disabled_reference', `project ${projectId} (${project.name}) is disabled`, [
      { field: 'project_id', message: 'project is disabled' },
    ]);
  }
  const projectCustomer = project?.customer_id != null ? toInt(project.customer_id) : null;
  if (customerId === null && projectCustomer !== null) customerId = projectCustomer;
  if (project && customerId !== null && projectCustomer !== null && projectCustomer !== customerId) {
    throw new DomainError(
      'invalid_reference',
      `project ${projectId} belongs to customer ${projectCustomer}, not customer ${customerId}`,
      [{ field: 'project_id', message: 'project of another customer' }],
    );
  }
  const customer = customerId !== null ? await lookup.customer(customerId) : undefined;
  if (customerId !== null && !customer) {
    throw new DomainError(
      'invalid_reference',
      `customer_id ${customerId} is not a customer of this company`,
      [{ field: 'customer_id', message: 'unknown customer' }],
    );
  }
  if (customer?.is_disabled) {
    throw new DomainError('disabled_reference', `customer ${customerId} (${customer.name}) is disabled`, [
      { field: 'customer_id', message: 'customer is disabled' },
    ]);
  }
  if (requireJobs && auth.company.requireCustomer && customerId === null) {
    throw invalid('customer_id', 'is required by the company settings (require_customer)');
  }
  if (requireJobs && auth.company.requireProject && projectId === null) {
    throw invalid('project_id', 'is required by the company settings (require_project)');
  }
  const coords = checkCoords(coordsField, body.start_coordinates);
  const fence = fenceOf(project) ?? fenceOf(customer);
  if (fence) {
    const where = fenceOf(project) ? `project ${projectId}` : `customer ${customerId}`;
    if (!coords) {
      throw new DomainError(
        'outside_geofence',
        `${where} has a geofence; ${coordsField} are required to clock in there`,
        [{ field: coordsField, message: 'required inside a geofence' }],
      );
    }
    if (!insideGeofence(coords, fence)) {
      throw new DomainError(
        'outside_geofence',
        `${coordsField} ${body.start_coordinates} are outside the ${fence.radiusMeters} m geofence of ${where}`,
        [{ field: coordsField, message: 'outside the geofence' }],
      );
    }
  }
  return { customerId, projectId };
}

/**
 * The payroll lock: a record whose company-local days from `startMs` to `endMs` (an active record:
 * its start day) touch a period of an approved payroll that paid the employee cannot be written.
 * @throws 409 period_locked.
 */
export function assertNotLocked(
  locked: readonly LockedPeriod[],
  timezone: string,
  startMs: number,
  endMs: number | null,
): void {
  if (locked.length === 0) return;
  const p = lockingPeriod(localDate(startMs, timezone), localDate(endMs ?? startMs, timezone), locked);
  if (p) {
    throw new DomainError(
      'period_locked',
      `the record falls in the pay period ${p.startDate}–${p.endDate} of approved payroll ${p.payrollId}; it can no longer change`,
    );
  }
}
