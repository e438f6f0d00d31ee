/**
 * Clock-in and clock-out in two statements and no transaction (docs/decisions/0013-two-statement-punch.md):
 * one read of the employee's state (punch.repository.ts `readPunchState`), the rules of
 * domain/clock.ts and time-records.rules.ts in TypeScript, then one write statement that commits
 * the whole punch — the automatic clock-out of an expired record, the close of the active one, the
 * new record, their audit rows and webhook events — or nothing. The write is gated on the
 * employee's `punch_seq`: when another write to the employee's records got in between, nothing is
 * written and the punch is decided again on a fresh read. Punches of one employee are therefore
 * serialized (each is decided on the state the previous one left); one that keeps losing for
 * {@link LOCK_WAIT_MS} gets 429 `clock_in_in_progress`, as before. The partial unique index on
 * active records stays the last line of defence (23505 → 409 `already_clocked_in`).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { AuthContext } from '../../platform/auth/auth.plugin.js';
import { DomainError, invalid } from '../../shared/errors.js';
import { nextLocalTime, type Clock } from '../../shared/time.js';
import { actorOf, auditRow, type AuditEntry } from '../audit/audit.repository.js';
import { eventRow, newEventId, type NewEvent } from '../webhooks/outbox.js';
import { checkPunchTime, planClockIn, type ClockInType } from './domain/clock.js';
import {
  clockInEvent,
  detailBefore,
  n,
  orderOf,
  snapshot,
  toDetail,
  type BareRecordRow,
} from './time-records.mappers.js';
import {
  assertNotLocked,
  checkCoords,
  isPgError,
  LOCK_WAIT_MS,
  parseInstant,
  punchInProgress,
  resolveJob,
  unknownEmployee,
  type JobLookup,
} from './time-records.rules.js';
import {
  readPunchState,
  writePunch,
  type PunchClose,
  type PunchState,
  type PunchWrite,
} from './punch.repository.js';

/** Body of POST /time-records/clock-in (validated by the route schema). */
export interface ClockInBody {
  employee_id: number;
  type?: string;
  note?: string | null;
  note_img_url?: string | null;
  customer_id?: number | null;
  project_id?: number | null;
  start_coordinates?: string | null;
  start_location?: string;
  timestamp?: string;
}

/** Body of POST /time-records/clock-out (validated by the route schema). */
export interface ClockOutBody {
  employee_id: number;
  end_note?: string | null;
  end_note_img_url?: string | null;
  end_coordinates?: string | null;
  end_location?: string | null;
  timestamp?: string;
}

/** The punch raced another write to the employee's records: decide it again. */
const RACED = Symbol('raced');

/** The job references of a punch's read, as the job checks look them up. */
function lookupOf(st: PunchState): JobLookup {
  return {
    project: async (id) => st.projects.find((p) => Number(p.id) === id),
    customer: async (id) => st.customers.find((c) => Number(c.id) === id),
  };
}

/** A record row with the names the detail shows, from the punch's read. */
function withNames(st: PunchState, r: BareRecordRow) {
  const customerId = n(r.customer_id);
  const projectId = n(r.project_id);
  return {
    ...r,
    customer_name: st.customers.find((c) => Number(c.id) === customerId)?.name ?? null,
    project_name: st.projects.find((p) => Number(p.id) === projectId)?.name ?? null,
    first_name: st.employee.firstName,
    last_name: st.employee.lastName,
  };
}

/** How a punch closes a record: the new column values, who did it, and the event it emits. */
interface CloseChange {
  end: string;
  missedClockout: boolean;
  clockoutSource: string;
  endFields: PunchClose['endFields'];
  audit: Pick<AuditEntry, 'action' | 'actor' | 'source'>;
  event: NewEvent['type'];
}

/** Collects the closes, audit rows and events of one punch, in write order. */
class PunchLog {
  readonly closes: PunchClose[] = [];
  readonly audit: PunchWrite['audit'] = [];
  readonly events: PunchWrite['events'] = [];
  constructor(
    private readonly companyId: number,
    private readonly employeeId: number,
    private readonly at: Date,
  ) {}

  /** Adds an audit row and its event. */
  add(entry: Omit<AuditEntry, 'at'>, event: Omit<NewEvent, 'at' | 'orderingKey'>): void {
    const { company_id: _c, ...a } = auditRow(this.companyId, { ...entry, at: this.at });
    this.audit.push(a);
    const full = { ...event, orderingKey: orderOf(this.employeeId), at: this.at };
    const { company_id: _e, ...e } = eventRow(this.companyId, full, newEventId());
    this.events.push(e);
  }

  /** Closes `open` (still active when the write runs) with its audit row and event; returns the detail after. */
  close(st: PunchState, open: BareRecordRow, c: CloseChange) {
    const updatedAt = this.at.toISOString();
    const closed: BareRecordRow = {
      ...open,
      ...(c.endFields ?? {}),
      end: c.end,
      missed_clockout: c.missedClockout,
      clockout_source: c.clockoutSource,
      updated_at: updatedAt,
    };
    this.closes.push({
      id: open.id,
      end: c.end,
      missedClockout: c.missedClockout,
      clockoutSource: c.clockoutSource,
      endFields: c.endFields,
      updatedAt,
    });
    const data = toDetail(withNames(st, closed));
    this.add(
      {
        resourceType: 'time_record',
        resourceId: closed.id,
        ...c.audit,
        before: snapshot(open),
        after: snapshot(closed),
      },
      { type: c.event, data, before: detailBefore(data, open) },
    );
    return data;
  }
}

/** The time clock's punches. */
export class PunchService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  /**
   * Decides and writes a punch, again on a fresh read while it races other writes to the
   * employee's records. @throws 429 clock_in_in_progress after {@link LOCK_WAIT_MS};
   * 409 already_clocked_in when the unique index refuses a second active record.
   */
  private async punch<T>(employeeId: number, attempt: () => Promise<T | typeof RACED>): Promise<T> {
    const deadline = performance.now() + LOCK_WAIT_MS;
    for (let round = 0; ; round++) {
      let result: T | typeof RACED;
      try {
        result = await attempt();
      } catch (err) {
        if (isPgError(err, '23505')) {
          throw new DomainError('already_clocked_in', `employee ${employeeId} already has an active record`);
        }
        throw err;
      }
      if (result !== RACED) return result;
      if (performance.now() >= deadline) throw punchInProgress(employeeId);
      // Back off a little (random, growing) so that racing punches of one employee spread out.
      await sleep(Math.random() * Math.min(50, 2 ** round));
    }
  }

  /** Reads the state of a punch. @throws 422 invalid_reference when the employee is unknown. */
  private async read(auth: AuthContext, employeeId: number, o: Parameters<typeof readPunchState>[3]) {
    const st = await readPunchState(this.db, auth.companyId, employeeId, o);
    if (!st) throw unknownEmployee(employeeId);
    return st;
  }

  /**
   * POST /time-records/clock-in → the new active record (detail). Closes an expired active record
   * (automatic clock-out) and, for a switch or a change of type, the active record at the new
   * start. @throws 422 invalid_reference, 409 employee_inactive / already_clocked_in /
   * not_clocked_in / period_locked, 400 validation_failed (timestamp), 429 clock_in_in_progress.
   */
  clockIn(auth: AuthContext, body: ClockInBody) {
    return this.punch(body.employee_id, () => this.tryClockIn(auth, body));
  }

  private async tryClockIn(auth: AuthContext, body: ClockInBody) {
    const type = (body.type ?? 'work') as ClockInType;
    const companyId = auth.companyId;
    const st = await this.read(auth, body.employee_id, {
      projectId: body.project_id ?? null,
      customerId: body.customer_id ?? null,
      lastEnd: body.timestamp !== undefined,
      newId: true,
    });
    const emp = st.employee;
    if (!emp.isActive) {
      throw new DomainError(
        'employee_inactive',
        `employee ${body.employee_id} (${emp.firstName} ${emp.lastName}) is not active and cannot clock in`,
      );
    }
    // The clock is read after the state: a punch decided again after a race carries a later instant.
    const now = this.clock.now().getTime();
    const at = new Date(now);
    const atIso = at.toISOString();
    const log = new PunchLog(companyId, body.employee_id, at);
    let activeRow = st.active;
    if (activeRow?.expires_at && Date.parse(activeRow.expires_at) <= now) {
      log.close(st, activeRow, {
        end: activeRow.expires_at,
        missedClockout: true,
        clockoutSource: 'auto',
        endFields: null,
        audit: { action: 'auto_clockout', actor: 'system', source: 'auto' },
        event: 'time_record.auto_clocked_out',
      });
      activeRow = null;
    }
    const active = activeRow
      ? {
          id: Number(activeRow.id),
          type: activeRow.type,
          startMs: Date.parse(activeRow.start),
          expiresAtMs: activeRow.expires_at ? Date.parse(activeRow.expires_at) : null,
        }
      : null;
    const plan = planClockIn(type, active);
    if (!plan.ok) throw new DomainError(plan.code, `employee ${body.employee_id}: ${plan.detail}`);
    // Without a timestamp, a punch in the same millisecond as the active record's start is
    // recorded 1 ms after it (punches of one employee are strictly ordered).
    const startMs =
      body.timestamp !== undefined
        ? parseInstant('timestamp', body.timestamp)
        : active
          ? Math.max(now, active.startMs + 1)
          : now;
    if (body.timestamp !== undefined) {
      const ends = [st.lastEnd, log.closes[0]?.end ?? null].filter((x): x is string => x !== null);
      const last = ends.length > 0 ? Math.max(...ends.map((x) => Date.parse(x))) : null;
      const problem = checkPunchTime(startMs, now, last);
      if (problem) throw invalid('timestamp', `${body.timestamp} ${problem}`);
    }
    if (active && startMs <= active.startMs) {
      throw invalid(
        'timestamp',
        `must be after the start of the active record (${new Date(active.startMs).toISOString()})`,
      );
    }
    // A break inherits the job of the work record it interrupts unless the body names one.
    const inherit =
      plan.newType === 'break' &&
      activeRow &&
      body.customer_id === undefined &&
      body.project_id === undefined;
    const job = await resolveJob(
      lookupOf(st),
      auth,
      inherit
        ? {
            customer_id: n(activeRow!.customer_id),
            project_id: n(activeRow!.project_id),
            start_coordinates: body.start_coordinates ?? null,
          }
        : body,
      'start_coordinates',
      plan.newType === 'work',
    );
    assertNotLocked(st.locked, auth.company.timezone, startMs, null);
    const startIso = new Date(startMs).toISOString();
    if (plan.closeActive && activeRow) {
      log.close(st, activeRow, {
        end: startIso,
        missedClockout: activeRow.missed_clockout,
        clockoutSource: 'partner_api',
        endFields: null,
        audit: { action: 'update', actor: actorOf(auth), source: 'partner_api' },
        event: 'time_record.clock_out',
      });
    }
    const created: BareRecordRow = {
      company_id: String(companyId),
      id: st.newId!,
      employee_id: String(body.employee_id),
      type: plan.newType,
      start: startIso,
      end: null,
      missed_clockout: false,
      clockin_source: 'partner_api',
      clockout_source: null,
      start_location: body.start_location ?? '',
      end_location: null,
      note: body.note ?? null,
      end_note: null,
      customer_id: job.customerId === null ? null : String(job.customerId),
      project_id: job.projectId === null ? null : String(job.projectId),
      start_coordinates: body.start_coordinates ?? null,
      end_coordinates: null,
      expires_at: new Date(
        nextLocalTime(startMs, auth.company.dailyCutoff, auth.company.timezone),
      ).toISOString(),
      note_img_url: body.note_img_url ?? null,
      end_note_img_url: null,
      created_at: atIso,
      updated_at: atIso,
    };
    const detail = toDetail(withNames(st, created));
    log.add(
      {
        resourceType: 'time_record',
        resourceId: created.id,
        action: 'create',
        actor: actorOf(auth),
        source: 'partner_api',
        before: null,
        after: snapshot(created),
      },
      { type: clockInEvent(type, plan.newType), data: detail },
    );
    const ok = await writePunch(this.db, {
      companyId,
      employeeId: body.employee_id,
      punchSeq: emp.punchSeq,
      requireActive: true,
      closes: log.closes,
      create: created,
      audit: log.audit,
      events: log.events,
    });
    return ok ? detail : RACED;
  }

  /**
   * POST /time-records/clock-out → the closed record (detail). An active record past its
   * automatic clock-out time is not there to clock out of (the sweep or the next read closes it).
   * @throws 422 invalid_reference, 409 not_clocked_in / period_locked, 400 validation_failed
   * (timestamp, end_coordinates), 429 clock_in_in_progress.
   */
  clockOut(auth: AuthContext, body: ClockOutBody) {
    checkCoords('end_coordinates', body.end_coordinates);
    return this.punch(body.employee_id, () => this.tryClockOut(auth, body));
  }

  private async tryClockOut(auth: AuthContext, body: ClockOutBody) {
    const st = await this.read(auth, body.employee_id, {
      projectId: null,
      customerId: null,
      lastEnd: false,
      newId: false,
    });
    const now = this.clock.now().getTime();
    const active = st.active;
    if (!active || (active.expires_at !== null && Date.parse(active.expires_at) <= now)) {
      throw new DomainError(
        'not_clocked_in',
        `employee ${body.employee_id} has no active record to clock out of`,
      );
    }
    const startMs = Date.parse(active.start);
    const endMs =
      body.timestamp !== undefined ? parseInstant('timestamp', body.timestamp) : Math.max(now, startMs + 1);
    if (body.timestamp !== undefined) {
      const problem = checkPunchTime(endMs, now, null);
      if (problem) throw invalid('timestamp', `${body.timestamp} ${problem}`);
    }
    if (endMs <= startMs) throw invalid('timestamp', `must be after the record's start (${active.start})`);
    assertNotLocked(st.locked, auth.company.timezone, startMs, endMs);
    const log = new PunchLog(auth.companyId, body.employee_id, new Date(now));
    const detail = log.close(st, active, {
      end: new Date(endMs).toISOString(),
      missedClockout: active.missed_clockout,
      clockoutSource: 'partner_api',
      endFields: {
        end_note: body.end_note ?? null,
        end_note_img_url: body.end_note_img_url ?? null,
        end_coordinates: body.end_coordinates ?? null,
        end_location: body.end_location ?? null,
      },
      audit: { action: 'update', actor: actorOf(auth), source: 'partner_api' },
      event: 'time_record.clock_out',
    });
    const ok = await writePunch(this.db, {
      companyId: auth.companyId,
      employeeId: body.employee_id,
      punchSeq: st.employee.punchSeq,
      requireActive: false,
      closes: log.closes,
      create: null,
      audit: log.audit,
      events: log.events,
    });
    return ok ? detail : RACED;
  }
}
