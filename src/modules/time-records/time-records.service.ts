/**
 * Time clock use cases (docs/api-conventions.md §4): reads, clock-in, clock-out, manual records, automatic
 * clock-out and the audit trail. Clock-in and clock-out are one read and one gated write
 * (punch.service.ts, docs/decisions/0013-two-statement-punch.md). Manual records, edits and deletes
 * run in one transaction that first locks the employee row and bumps its `punch_seq` (so they are
 * serialized with each other and with punches; one that cannot get the lock within
 * {@link LOCK_WAIT_MS} gets 429 `clock_in_in_progress`), closes the employee's expired active record,
 * applies the pure rules of domain/clock.ts and writes the audit rows and events. The database
 * keeps the invariant too: a partial unique index allows one active record per employee.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { AuthContext } from '../../platform/auth/auth.plugin.js';
import { toInt } from '../../platform/db/type-parsers.js';
import { runExclusively } from '../../platform/db/job-lock.js';
import { decodeCursor, page } from '../../platform/http/pagination.js';
import { DomainError, invalid, notFound } from '../../shared/errors.js';
import { addDays, isValidDate, startOfLocalDay, type Clock } from '../../shared/time.js';
import { actorOf, listAudit, recordAudit, toAuditEvent } from '../audit/audit.repository.js';
import { emitEvent, emitEvents } from '../webhooks/outbox.js';
import * as repo from './time-records.repository.js';
import { detailBefore, n, orderOf, snapshot, toDetail, toListItem } from './time-records.mappers.js';
import {
  assertNotLocked,
  checkCoords,
  isPgError,
  LOCK_WAIT_MS,
  parseInstant,
  punchInProgress,
  resolveJob,
  unknownEmployee,
  type JobInput,
  type JobLookup,
} from './time-records.rules.js';
import { PunchService, type ClockInBody, type ClockOutBody } from './punch.service.js';

export { LOCK_WAIT_MS } from './time-records.rules.js';

/**
 * Audit rows and `time_record.auto_clocked_out` events of records closed at their `expires_at`, in
 * the caller's transaction (the sweep's or a request's).
 */
async function recordAutoClockOuts(
  trx: Kysely<DB>,
  companyId: number,
  rows: Awaited<ReturnType<typeof repo.closeExpired>>,
  at: Date,
): Promise<void> {
  const opened = (r: (typeof rows)[number]) => ({
    ...r,
    end: null,
    missed_clockout: false,
    clockout_source: null,
  });
  await recordAudit(
    trx,
    companyId,
    rows.map((r) => ({
      resourceType: 'time_record',
      resourceId: r.id,
      action: 'auto_clockout',
      actor: 'system',
      source: 'auto',
      before: snapshot(opened(r)),
      after: snapshot(r),
      at,
    })),
  );
  const details = await repo.findRecords(
    trx,
    companyId,
    rows.map((r) => r.id),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  await emitEvents(
    trx,
    companyId,
    details.map((d) => {
      const data = toDetail(d);
      return {
        type: 'time_record.auto_clocked_out',
        data,
        before: detailBefore(data, opened(byId.get(toInt(d.id))!)),
        orderingKey: orderOf(d.employee_id),
        at,
      };
    }),
  );
}

/** Parses a start_from/start_to value: a date (company-local day) or an instant. */
function parseBound(field: string, v: string, tz: string, end: boolean): { iso: string; exclusive: boolean } {
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) {
    if (!isValidDate(v)) throw invalid(field, `${JSON.stringify(v)} is not a calendar date`);
    return end
      ? { iso: new Date(startOfLocalDay(addDays(v, 1), tz)).toISOString(), exclusive: true }
      : { iso: new Date(startOfLocalDay(v, tz)).toISOString(), exclusive: false };
  }
  const ms = Date.parse(v);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(v) || Number.isNaN(ms)) {
    throw invalid(field, `${JSON.stringify(v)} is neither YYYY-MM-DD nor an ISO-8601 instant`);
  }
  return { iso: new Date(ms).toISOString(), exclusive: false };
}

/** Time clock service. */
export class TimeRecordsService {
  private readonly punches: PunchService;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {
    this.punches = new PunchService(db, clock);
  }

  /**
   * Closes the company's (or one employee's) expired active records with their audit rows and
   * events, in `db`'s transaction; outside one, in a transaction of its own, only when there is one
   * to close (reads stay one query).
   */
  private async closeExpiredFor(
    db: Kysely<DB>,
    companyId: number,
    nowIso: string,
    employeeId?: number,
  ): Promise<void> {
    if (!db.isTransaction) {
      if (!(await repo.anyExpired(db, companyId, nowIso, employeeId))) return;
      await db.transaction().execute((trx) => this.closeExpiredFor(trx, companyId, nowIso, employeeId));
      return;
    }
    const closed = await repo.closeExpired(db, companyId, nowIso, employeeId);
    if (closed.length > 0) await recordAutoClockOuts(db, companyId, closed, new Date(nowIso));
  }

  /** One page of list items; closes expired active records of the company first (reads never show them active). */
  async list(
    auth: AuthContext,
    q: {
      limit: number;
      cursor?: string;
      employee_id?: number;
      customer_id?: number;
      project_id?: number;
      type?: string;
      active?: boolean;
      start_from?: string;
      start_to?: string;
    },
  ) {
    const tz = auth.company.timezone;
    const after = decodeCursor(q.cursor, 2);
    const from = q.start_from !== undefined ? parseBound('start_from', q.start_from, tz, false) : null;
    const to = q.start_to !== undefined ? parseBound('start_to', q.start_to, tz, true) : null;
    await this.closeExpiredFor(this.db, auth.companyId, this.clock.now().toISOString());
    const rows = await repo.listRecords(
      this.db,
      auth.companyId,
      {
        ...(q.employee_id !== undefined ? { employee_id: q.employee_id } : {}),
        ...(q.customer_id !== undefined ? { customer_id: q.customer_id } : {}),
        ...(q.project_id !== undefined ? { project_id: q.project_id } : {}),
        ...(q.type !== undefined ? { type: q.type as 'work' } : {}),
        ...(q.active !== undefined ? { active: q.active } : {}),
        ...(from ? { startFrom: from.iso } : {}),
        ...(to ? { startTo: to.iso, startToExclusive: to.exclusive } : {}),
      },
      after ? [String(after[0]), Number(after[1])] : null,
      q.limit,
    );
    return page(rows, q.limit, toListItem, (r) => [r.start, toInt(r.id)]);
  }

  /** Detail of one record. @throws 404. */
  async get(auth: AuthContext, id: number) {
    await this.closeExpiredFor(this.db, auth.companyId, this.clock.now().toISOString());
    const r = await repo.findRecord(this.db, auth.companyId, id);
    if (!r) throw notFound('Time record', id);
    return toDetail(r);
  }

  /** Audit trail of one record (kept after a delete). @throws 404 when the record never existed. */
  async history(auth: AuthContext, id: number, limit: number, cursor?: string) {
    const after = decodeCursor(cursor, 1);
    const rows = await listAudit(
      this.db,
      auth.companyId,
      { resourceType: 'time_record', resourceId: String(id) },
      after ? Number(after[0]) : null,
      limit,
    );
    if (rows.length === 0 && after === null) throw notFound('Time record', id);
    return page(rows, limit, toAuditEvent, (r) => [toInt(r.id)]);
  }

  /** Runs `fn` in a transaction holding the employee's lock; maps lock timeouts to 429. */
  private async withEmployeeLock<T>(
    auth: AuthContext,
    employeeId: number,
    fn: (trx: Kysely<DB>) => Promise<T>,
  ): Promise<T> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const emp = await repo.lockEmployee(trx, auth.companyId, employeeId, LOCK_WAIT_MS);
        if (!emp) throw unknownEmployee(employeeId);
        await this.closeExpiredFor(trx, auth.companyId, this.clock.now().toISOString(), employeeId);
        return fn(trx);
      });
    } catch (err) {
      if (isPgError(err, '55P03')) throw punchInProgress(employeeId);
      if (isPgError(err, '23505')) {
        throw new DomainError('already_clocked_in', `employee ${employeeId} already has an active record`);
      }
      throw err;
    }
  }

  /** Job checks with the references read from the database in `trx`. */
  private resolveJob(
    trx: Kysely<DB>,
    auth: AuthContext,
    body: JobInput,
    coordsField: string,
    requireJobs: boolean,
  ) {
    const lookup: JobLookup = {
      project: (id) => repo.findProjectRef(trx, auth.companyId, id),
      customer: (id) => repo.findCustomerRef(trx, auth.companyId, id),
    };
    return resolveJob(lookup, auth, body, coordsField, requireJobs);
  }

  /** The payroll lock with the employee's locked periods read in `trx`. @throws 409 period_locked. */
  private async assertUnlocked(
    trx: Kysely<DB>,
    auth: AuthContext,
    employeeId: number,
    startMs: number,
    endMs: number | null,
  ) {
    const locked = await repo.lockedPeriods(trx, auth.companyId, employeeId);
    assertNotLocked(locked, auth.company.timezone, startMs, endMs);
  }

  private async detail(trx: Kysely<DB>, companyId: number, id: number) {
    return toDetail((await repo.findRecord(trx, companyId, id))!);
  }

  /** POST /time-records/clock-in → the new active record (the one-statement punch, punch.service.ts). */
  clockIn(auth: AuthContext, body: ClockInBody) {
    return this.punches.clockIn(auth, body);
  }

  /** POST /time-records/clock-out → the closed record. @throws 409 not_clocked_in. */
  clockOut(auth: AuthContext, body: ClockOutBody) {
    return this.punches.clockOut(auth, body);
  }

  /** POST /time-records: a completed historical record. @throws 409 overlapping_record / period_locked. */
  async create(
    auth: AuthContext,
    body: {
      employee_id: number;
      type: string;
      start: string;
      end: string;
      note?: string | null;
      end_note?: string | null;
      note_img_url?: string | null;
      end_note_img_url?: string | null;
      customer_id?: number | null;
      project_id?: number | null;
      start_location?: string;
      end_location?: string | null;
      start_coordinates?: string | null;
      end_coordinates?: string | null;
    },
  ) {
    const startMs = parseInstant('start', body.start);
    const endMs = parseInstant('end', body.end);
    if (endMs <= startMs) throw invalid('end', `${body.end} must be after start ${body.start}`);
    const now = this.clock.now().getTime();
    if (endMs > now + 60_000) {
      throw invalid(
        'end',
        `${body.end} is in the future; a manual record must be finished (use clock-in for an active one)`,
      );
    }
    checkCoords('end_coordinates', body.end_coordinates);
    return this.withEmployeeLock(auth, body.employee_id, async (trx) => {
      const job = await this.resolveJob(
        trx,
        auth,
        { ...body, start_coordinates: body.start_coordinates ?? null },
        'start_coordinates',
        body.type === 'work',
      );
      const startIso = new Date(startMs).toISOString();
      const endIso = new Date(endMs).toISOString();
      const clash = await repo.overlapping(trx, auth.companyId, body.employee_id, startIso, endIso, null);
      if (clash[0]) {
        throw new DomainError(
          'overlapping_record',
          `the record ${startIso}–${endIso} overlaps time record ${toInt(clash[0].id)} (${clash[0].start}–${clash[0].end ?? 'active'})`,
        );
      }
      await this.assertUnlocked(trx, auth, body.employee_id, startMs, endMs);
      const at = new Date(now);
      const created = await trx
        .insertInto('time_records')
        .values({
          company_id: auth.companyId,
          employee_id: body.employee_id,
          type: body.type as 'work',
          start: startIso,
          end: endIso,
          clockin_source: 'partner_api',
          clockout_source: 'partner_api',
          start_location: body.start_location ?? '',
          end_location: body.end_location ?? null,
          note: body.note ?? null,
          end_note: body.end_note ?? null,
          note_img_url: body.note_img_url ?? null,
          end_note_img_url: body.end_note_img_url ?? null,
          customer_id: job.customerId,
          project_id: job.projectId,
          start_coordinates: body.start_coordinates ?? null,
          end_coordinates: body.end_coordinates ?? null,
          expires_at: null,
          created_at: at.toISOString(),
          updated_at: at.toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, auth.companyId, {
        resourceType: 'time_record',
        resourceId: toInt(created.id),
        action: 'create',
        actor: actorOf(auth),
        source: 'manual',
        before: null,
        after: snapshot(created),
        at,
      });
      const detail = await this.detail(trx, auth.companyId, toInt(created.id));
      await emitEvent(trx, auth.companyId, {
        type: 'time_record.created',
        data: detail,
        orderingKey: orderOf(body.employee_id),
        at,
      });
      return detail;
    });
  }

  private async existing(auth: AuthContext, id: number) {
    const row = await this.db
      .selectFrom('time_records')
      .select(['employee_id'])
      .where('company_id', '=', auth.companyId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound('Time record', id);
    return toInt(row.employee_id);
  }

  /** PATCH /time-records/:id (partial; null clears; merged end > start; no overlap; not locked). */
  async patch(
    auth: AuthContext,
    id: number,
    body: Record<string, unknown> & {
      start?: string;
      end?: string;
      customer_id?: number | null;
      project_id?: number | null;
      start_coordinates?: string | null;
      end_coordinates?: string | null;
    },
  ) {
    const employeeId = await this.existing(auth, id);
    const now = this.clock.now().getTime();
    checkCoords('end_coordinates', body.end_coordinates);
    return this.withEmployeeLock(auth, employeeId, async (trx) => {
      const before = await trx
        .selectFrom('time_records')
        .selectAll()
        .where('company_id', '=', auth.companyId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!before) throw notFound('Time record', id);
      const startMs = body.start !== undefined ? parseInstant('start', body.start) : Date.parse(before.start);
      const endMs =
        body.end !== undefined ? parseInstant('end', body.end) : before.end ? Date.parse(before.end) : null;
      if (endMs !== null && endMs <= startMs) {
        throw invalid(
          'end',
          `${new Date(endMs).toISOString()} must be after start ${new Date(startMs).toISOString()}`,
        );
      }
      if (endMs !== null && endMs > now + 60_000) throw invalid('end', 'is in the future');
      const jobChanged =
        body.customer_id !== undefined ||
        body.project_id !== undefined ||
        body.start_coordinates !== undefined;
      const job = jobChanged
        ? await this.resolveJob(
            trx,
            auth,
            {
              customer_id: body.customer_id !== undefined ? body.customer_id : n(before.customer_id),
              project_id: body.project_id !== undefined ? body.project_id : n(before.project_id),
              start_coordinates:
                body.start_coordinates !== undefined ? body.start_coordinates : before.start_coordinates,
            },
            'start_coordinates',
            false,
          )
        : null;
      const startIso = new Date(startMs).toISOString();
      const endIso = endMs === null ? null : new Date(endMs).toISOString();
      const clash = await repo.overlapping(trx, auth.companyId, employeeId, startIso, endIso, id);
      if (clash[0]) {
        throw new DomainError(
          'overlapping_record',
          `the changed record ${startIso}–${endIso ?? 'active'} overlaps time record ${toInt(clash[0].id)}`,
        );
      }
      await this.assertUnlocked(
        trx,
        auth,
        employeeId,
        Date.parse(before.start),
        before.end ? Date.parse(before.end) : null,
      );
      await this.assertUnlocked(trx, auth, employeeId, startMs, endMs);
      const at = new Date(now);
      const set: Record<string, unknown> = { start: startIso, end: endIso, updated_at: at.toISOString() };
      for (const f of [
        'type',
        'note',
        'end_note',
        'note_img_url',
        'end_note_img_url',
        'start_location',
        'end_location',
        'start_coordinates',
        'end_coordinates',
      ] as const) {
        if (body[f] !== undefined) set[f] = body[f];
      }
      if (job) {
        set.customer_id = job.customerId;
        set.project_id = job.projectId;
      }
      if (before.end === null && endIso !== null) set.clockout_source = 'partner_api';
      const beforeDetail = await this.detail(trx, auth.companyId, id);
      const after = await trx
        .updateTable('time_records')
        .set(set)
        .where('company_id', '=', auth.companyId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, auth.companyId, {
        resourceType: 'time_record',
        resourceId: id,
        action: 'update',
        actor: actorOf(auth),
        source: 'manual',
        before: snapshot(before),
        after: snapshot(after),
        at,
      });
      const detail = await this.detail(trx, auth.companyId, id);
      await emitEvent(trx, auth.companyId, {
        type: 'time_record.updated',
        data: detail,
        before: beforeDetail,
        orderingKey: orderOf(employeeId),
        at,
      });
      return detail;
    });
  }

  /** DELETE /time-records/:id; the audit trail keeps the record's last state. */
  async remove(auth: AuthContext, id: number): Promise<void> {
    const employeeId = await this.existing(auth, id);
    await this.withEmployeeLock(auth, employeeId, async (trx) => {
      const before = await trx
        .selectFrom('time_records')
        .selectAll()
        .where('company_id', '=', auth.companyId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!before) throw notFound('Time record', id);
      await this.assertUnlocked(
        trx,
        auth,
        employeeId,
        Date.parse(before.start),
        before.end ? Date.parse(before.end) : null,
      );
      const last = await this.detail(trx, auth.companyId, id);
      await trx
        .deleteFrom('time_records')
        .where('company_id', '=', auth.companyId)
        .where('id', '=', id)
        .execute();
      const at = this.clock.now();
      await recordAudit(trx, auth.companyId, {
        resourceType: 'time_record',
        resourceId: id,
        action: 'delete',
        actor: actorOf(auth),
        source: 'manual',
        before: snapshot(before),
        after: null,
        at,
      });
      await emitEvent(trx, auth.companyId, {
        type: 'time_record.deleted',
        data: last,
        orderingKey: orderOf(employeeId),
        at,
      });
    });
  }
}

/**
 * The periodic sweep: closes every expired active record of every company, with audit rows and
 * events. One server process at a time (job lock): returns 0 when another one is sweeping.
 */
export async function autoClockOutSweep(db: Kysely<DB>, now: Date): Promise<number> {
  const run = await runExclusively(db, 'auto-clockout', async (trx) => {
    const closed = await repo.closeExpired(trx, null, now.toISOString());
    const byCompany = new Map<number, typeof closed>();
    for (const r of closed) byCompany.set(r.companyId, [...(byCompany.get(r.companyId) ?? []), r]);
    for (const [companyId, rows] of byCompany) await recordAutoClockOuts(trx, companyId, rows, now);
    return closed.length;
  });
  return run.ran ? run.value : 0;
}
