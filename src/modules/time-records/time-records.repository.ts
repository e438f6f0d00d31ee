/**
 * SQL of time records. Every function takes `companyId` (the tenant scope) and works on the given
 * executor (a Kysely instance or a transaction).
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { toInt } from '../../platform/db/type-parsers.js';
import { crossTenant } from '../../platform/db/tenant-scope-rules.js';

/** Full record row with customer, project and employee names. */
export function recordQuery(db: Kysely<DB>, companyId: number) {
  return db
    .selectFrom('time_records as t')
    .innerJoin('employees as e', (j) =>
      j.onRef('e.company_id', '=', 't.company_id').onRef('e.id', '=', 't.employee_id'),
    )
    .leftJoin('customers as c', (j) =>
      j.onRef('c.company_id', '=', 't.company_id').onRef('c.id', '=', 't.customer_id'),
    )
    .leftJoin('projects as p', (j) =>
      j.onRef('p.company_id', '=', 't.company_id').onRef('p.id', '=', 't.project_id'),
    )
    .selectAll('t')
    .select(['c.name as customer_name', 'p.name as project_name', 'e.first_name', 'e.last_name'])
    .where('t.company_id', '=', companyId);
}

/** Row type of {@link recordQuery}. */
export type RecordRow = Awaited<ReturnType<ReturnType<typeof recordQuery>['execute']>>[number];

/** One record or undefined. */
export function findRecord(db: Kysely<DB>, companyId: number, id: number) {
  return recordQuery(db, companyId).where('t.id', '=', id).executeTakeFirst();
}

/** Several records (detail rows) by id, in id order. */
export function findRecords(db: Kysely<DB>, companyId: number, ids: number[]) {
  return recordQuery(db, companyId).where('t.id', 'in', ids).orderBy('t.id').execute();
}

/** List filters, already resolved to instants (ISO). */
export interface RecordFilters {
  employee_id?: number;
  customer_id?: number;
  project_id?: number;
  type?: 'work' | 'break';
  active?: boolean;
  startFrom?: string;
  startTo?: string;
  startToExclusive?: boolean;
}

/** A page ordered by (start, id), keyset after (`afterStart`, `afterId`). */
export function listRecords(
  db: Kysely<DB>,
  companyId: number,
  f: RecordFilters,
  after: [string, number] | null,
  limit: number,
) {
  let q = recordQuery(db, companyId);
  if (f.employee_id !== undefined) q = q.where('t.employee_id', '=', f.employee_id);
  if (f.customer_id !== undefined) q = q.where('t.customer_id', '=', f.customer_id);
  if (f.project_id !== undefined) q = q.where('t.project_id', '=', f.project_id);
  if (f.type !== undefined) q = q.where('t.type', '=', f.type);
  if (f.active !== undefined) q = q.where('t.end', f.active ? 'is' : 'is not', null);
  if (f.startFrom !== undefined) q = q.where('t.start', '>=', f.startFrom);
  if (f.startTo !== undefined) q = q.where('t.start', f.startToExclusive ? '<' : '<=', f.startTo);
  if (after) {
    q = q.where((eb) =>
      eb.or([
        eb('t.start', '>', after[0]),
        eb.and([eb('t.start', '=', after[0]), eb('t.id', '>', after[1])]),
      ]),
    );
  }
  return q
    .orderBy('t.start')
    .orderBy('t.id')
    .limit(limit + 1)
    .execute();
}

/**
 * Locks the employee row for the rest of the transaction (serializes manual records, edits and
 * deletes with each other and with punches) and bumps its `punch_seq`, so that a punch that read
 * the employee's records before this write finds its gate shut (punch.repository.ts). Waits at most
 * `lockTimeoutMs`; PostgreSQL then raises 55P03.
 */
export async function lockEmployee(
  trx: Kysely<DB>,
  companyId: number,
  employeeId: number,
  lockTimeoutMs: number,
) {
  await sql`select set_config('lock_timeout', ${`${lockTimeoutMs}ms`}, true)`.execute(trx);
  return trx
    .updateTable('employees')
    .set((eb) => ({ punch_seq: eb('punch_seq', '+', 1) }))
    .where('company_id', '=', companyId)
    .where('id', '=', employeeId)
    .returning('id')
    .executeTakeFirst();
}

/** End instant of the employee's latest finished record (for offline-punch checks). */
export async function lastEnd(
  trx: Kysely<DB>,
  companyId: number,
  employeeId: number,
): Promise<string | null> {
  const r = await trx
    .selectFrom('time_records')
    .select((eb) => eb.fn.max('end').as('m'))
    .where('company_id', '=', companyId)
    .where('employee_id', '=', employeeId)
    .executeTakeFirst();
  return (r?.m as string | null | undefined) ?? null;
}

/** Ids of the employee's records overlapping [start, end) (end null = open), excluding `exceptId`. */
export async function overlapping(
  trx: Kysely<DB>,
  companyId: number,
  employeeId: number,
  start: string,
  end: string | null,
  exceptId: number | null,
) {
  let q = trx
    .selectFrom('time_records')
    .select(['id', 'start', 'end'])
    .where('company_id', '=', companyId)
    .where('employee_id', '=', employeeId)
    .where((eb) => eb.or([eb('end', 'is', null), eb('end', '>', start)]));
  if (end !== null) q = q.where('start', '<', end);
  if (exceptId !== null) q = q.where('id', '!=', exceptId);
  return q.limit(1).execute();
}

/** Customer with geofence, or undefined. */
export function findCustomerRef(trx: Kysely<DB>, companyId: number, id: number) {
  return trx
    .selectFrom('customers')
    .select(['id', 'name', 'is_disabled', 'latitude', 'longitude', 'radius_meters'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Project with geofence and customer id, or undefined. */
export function findProjectRef(trx: Kysely<DB>, companyId: number, id: number) {
  return trx
    .selectFrom('projects')
    .select(['id', 'name', 'customer_id', 'is_disabled', 'latitude', 'longitude', 'radius_meters'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Periods locked for the employee: periods of approved payrolls (pending, processing, paid) that
 * paid this employee.
 */
export async function lockedPeriods(trx: Kysely<DB>, companyId: number, employeeId: number) {
  const rows = await trx
    .selectFrom('payrolls as p')
    .innerJoin('paychecks as i', (j) =>
      j.onRef('i.company_id', '=', 'p.company_id').onRef('i.payroll_id', '=', 'p.id'),
    )
    .select(['p.id', 'p.start_date', 'p.end_date'])
    .where('p.company_id', '=', companyId)
    .where('i.employee_id', '=', employeeId)
    .where('p.status', 'in', ['pending', 'processing', 'paid'])
    .execute();
  return rows.map((r) => ({ payrollId: r.id, startDate: r.start_date, endDate: r.end_date }));
}

/** Whether the company (or one employee of it) has an active record past its `expires_at`. */
export async function anyExpired(db: Kysely<DB>, companyId: number, nowIso: string, employeeId?: number) {
  let q = db
    .selectFrom('time_records')
    .select('id')
    .where('company_id', '=', companyId)
    .where('end', 'is', null)
    .where('expires_at', '<=', nowIso);
  if (employeeId !== undefined) q = q.where('employee_id', '=', employeeId);
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Automatic clock-out: closes active records past `expires_at` (end = expires_at,
 * missed_clockout, clockout_source "auto") for one company (and one employee when given), or for
 * every company when `companyId` is null (the sweep). Returns the closed rows for the audit trail.
 */
export async function closeExpired(
  db: Kysely<DB>,
  companyId: number | null,
  nowIso: string,
  employeeId?: number,
) {
  let q = db
    .updateTable('time_records')
    .set((eb) => ({
      end: eb.ref('expires_at'),
      missed_clockout: true,
      clockout_source: 'auto',
      updated_at: nowIso,
    }))
    .where('end', 'is', null)
    .where('expires_at', '<=', nowIso);
  if (companyId !== null) q = q.where('company_id', '=', companyId);
  else q = q.modifyEnd(crossTenant('auto-clock-out-sweep'));
  if (employeeId !== undefined) q = q.where('employee_id', '=', employeeId);
  const rows = await q.returningAll().execute();
  return rows.map((r) => ({ ...r, companyId: toInt(r.company_id), id: toInt(r.id) }));
}
