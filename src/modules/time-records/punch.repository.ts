/**
 * SQL of the two-statement punch (docs/decisions/0013-two-statement-punch.md): one read of
 * everything a clock-in or clock-out decides on, and one write — a single statement of
 * data-modifying CTEs that commits the whole punch (the closed record, the new record, their audit
 * rows and webhook events) or nothing. The write is gated on the employee's `punch_seq` still
 * holding the value read: every writer of the employee's time records bumps it, so a punch that
 * raced another write finds the gate shut, writes nothing, and the service reads again.
 *
 * Both statements filter every tenant table by `company_id`.
 */
import { sql, type Compilable, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { prepareQuery, type PreparedQuery, type SlotOf } from '../../platform/db/prepared.js';
import type { LockedPeriod } from './domain/clock.js';
import type { BareRecordRow } from './time-records.mappers.js';
import type { JobRef } from './time-records.rules.js';

/** The columns of `time_records`, in the order the read returns them with an `a_` prefix. */
const RECORD_COLUMNS = [
  'company_id',
  'id',
  'employee_id',
  'type',
  'start',
  'end',
  'missed_clockout',
  'clockin_source',
  'clockout_source',
  'start_location',
  'end_location',
  'note',
  'end_note',
  'customer_id',
  'project_id',
  'start_coordinates',
  'end_coordinates',
  'expires_at',
  'note_img_url',
  'end_note_img_url',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof BareRecordRow)[];

/** A project as the punch read returns it. */
export type ProjectRef = JobRef & { customer_id: string | number | null };

/** Everything a punch decides on, read in one statement. */
export interface PunchState {
  employee: { isActive: boolean; firstName: string; lastName: string; punchSeq: string };
  /** The employee's active record (end null), expired or not. */
  active: BareRecordRow | null;
  /** Projects named by the body or the active record. */
  projects: ProjectRef[];
  /** Customers named by the body, the active record, or those projects. */
  customers: JobRef[];
  /** Periods of approved payrolls that paid the employee (company-local dates). */
  locked: LockedPeriod[];
  /** End of the employee's latest finished record (only when asked for). */
  lastEnd: string | null;
  /** A fresh `time_records.id` for the record the punch creates (only when asked for). */
  newId: string | null;
}

/** What to read besides the employee and the active record. */
export interface PunchReadOptions {
  projectId: number | null;
  customerId: number | null;
  lastEnd: boolean;
  newId: boolean;
}

type ReadRow = Record<string, unknown> & {
  is_active: boolean;
  first_name: string;
  last_name: string;
  punch_seq: string;
  projects: ProjectRef[] | string;
  customers: JobRef[] | string;
  locked: LockedPeriod[] | string;
  last_end: string | null;
  new_id: string | null;
};

/** json/jsonb may come back parsed (pg) or as text (a driver without a json parser). */
const parsed = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** A `sql` template as a query {@link prepareQuery} can compile (a RawBuilder compiles against a db). */
const compilable = <R>(db: Kysely<DB>, q: RawBuilder<R>): Compilable<R> => ({ compile: () => q.compile(db) });

/** Values of one execution of the read. */
interface ReadValues extends Record<string, unknown> {
  companyId: number;
  employeeId: number;
  projectId: number | null;
  customerId: number | null;
  newId: boolean;
}

/**
 * The read, compiled once per shape (platform/db/prepared.ts): its shape never changes, only its values.
 * PostgreSQL runs it with a generic plan once it has seen it a few times, so its parts are written
 * to stay cheap whatever the planner knows about the tables (docs/performance.md, "The punch's
 * SQL"):
 *  - the projects and customers sub-selects sit behind a `case` that skips them when neither the
 *    body nor the active record names a job (their `in (null, null)` would find nothing anyway);
 *  - the locked periods start from the employee's paychecks (`paychecks_employee`) and look up each
 *    paycheck's payroll by key; `offset 0` keeps that lookup a per-paycheck probe instead of letting
 *    the planner turn the join around into a scan of every payroll of the company with a scan of
 *    the company's paychecks for each (the plan it chose on tables without statistics: ≈ 0.8 ms
 *    of a ≈ 0.95 ms read). The periods come in payroll-id order;
 *  - the end of the latest finished record (an offline punch's check) is a second shape rather than
 *    a `case` on a parameter: in one shape its sub-select weighed on the generic plan's estimated
 *    cost, so on tables with statistics PostgreSQL kept planning every execution afresh (≈ 0.3 ms
 *    of planning per read) instead of reusing the generic plan.
 */
const readQuery = (lastEnd: boolean) =>
  prepareQuery((db, slot: SlotOf<ReadValues>) => {
    const activeColumns = sql.join(RECORD_COLUMNS.map((c) => sql`a.${sql.ref(c)} as ${sql.ref(`a_${c}`)}`));
    const companyId = () => slot('companyId');
    const projectId = () => slot('projectId');
    const customerId = () => slot('customerId');
    const q = sql<ReadRow>`
    select e.is_active, e.first_name, e.last_name, e.punch_seq, ${activeColumns},
      case when ${projectId()}::bigint is null and a.project_id is null then '[]'::json else
      (select coalesce(json_agg(json_build_object(
          'id', p.id, 'name', p.name, 'customer_id', p.customer_id, 'is_disabled', p.is_disabled,
          'latitude', p.latitude::text, 'longitude', p.longitude::text, 'radius_meters', p.radius_meters)), '[]')
        from projects p
        where p.company_id = ${companyId()} and p.id in (${projectId()}::bigint, a.project_id)) end as projects,
      case when ${customerId()}::bigint is null and a.customer_id is null
        and ${projectId()}::bigint is null and a.project_id is null then '[]'::json else
      (select coalesce(json_agg(json_build_object(
          'id', c.id, 'name', c.name, 'is_disabled', c.is_disabled,
          'latitude', c.latitude::text, 'longitude', c.longitude::text, 'radius_meters', c.radius_meters)), '[]')
        from customers c
        where c.company_id = ${companyId()}
          and (c.id in (${customerId()}::bigint, a.customer_id)
            or c.id in (select p.customer_id from projects p
                        where p.company_id = ${companyId()} and p.id in (${projectId()}::bigint, a.project_id)))) end as customers,
      (select coalesce(json_agg(json_build_object(
          'payrollId', p.id::text, 'startDate', p.start_date, 'endDate', p.end_date) order by i.payroll_id), '[]')
        from paychecks i
        cross join lateral (
          select p.id, p.start_date, p.end_date from payrolls p
          where p.company_id = ${companyId()} and p.id = i.payroll_id and p.status in ('pending', 'processing', 'paid')
          offset 0) p
        where i.company_id = ${companyId()} and i.employee_id = e.id) as locked,
      ${
        lastEnd
          ? sql`(select max(t."end") from time_records t where t.company_id = ${companyId()} and t.employee_id = e.id)`
          : sql`null::timestamptz`
      } as last_end,
      case when ${slot('newId')}::boolean then nextval(pg_get_serial_sequence('time_records', 'id')) end as new_id
    from employees e
    left join time_records a
      on a.company_id = ${companyId()} and a.employee_id = e.id and a."end" is null
    where e.company_id = ${companyId()} and e.id = ${slot('employeeId')}`;
    return compilable(db, q);
  });

/** The two shapes of the read: without (index 0) and with (index 1) the latest end. */
const readQueries = [readQuery(false), readQuery(true)] as const;

/**
 * Reads the employee, its active record, the job references, the locked periods and, when asked,
 * the latest end and a new record id — one statement. Undefined when the company has no such
 * employee.
 */
export async function readPunchState(
  db: Kysely<DB>,
  companyId: number,
  employeeId: number,
  o: PunchReadOptions,
): Promise<PunchState | undefined> {
  const rows = await readQueries[o.lastEnd ? 1 : 0].execute(db, {
    companyId,
    employeeId,
    projectId: o.projectId,
    customerId: o.customerId,
    newId: o.newId,
  });
  const r = rows[0];
  if (!r) return undefined;
  let active: BareRecordRow | null = null;
  if (r.a_id !== null) {
    const a: Record<string, unknown> = {};
    for (const c of RECORD_COLUMNS) a[c] = r[`a_${c}`];
    active = a as unknown as BareRecordRow;
  }
  return {
    employee: {
      isActive: r.is_active,
      firstName: r.first_name,
      lastName: r.last_name,
      punchSeq: String(r.punch_seq),
    },
    active,
    projects: parsed(r.projects),
    customers: parsed(r.customers),
    locked: parsed(r.locked),
    lastEnd: r.last_end,
    newId: r.new_id === null ? null : String(r.new_id),
  };
}

/** An UPDATE of one record that the punch makes: it must still be active when the write runs. */
export interface PunchClose {
  id: string | number;
  end: string;
  missedClockout: boolean;
  clockoutSource: string;
  /** Clock-out's fields (null for a record closed by a clock-in or the automatic clock-out). */
  endFields: {
    end_note: string | null;
    end_note_img_url: string | null;
    end_coordinates: string | null;
    end_location: string | null;
  } | null;
  updatedAt: string;
}

/** One audit row, as `auditRow` builds it. */
export interface PunchAuditRow {
  resource_type: string;
  resource_id: string;
  action: string;
  actor: string;
  source: string | null;
  before: string | null;
  after: string | null;
  at: string;
}

/** One outbox event, as `eventRow` builds it. */
export interface PunchEventRow {
  id: string;
  type: string;
  ordering_key: string | null;
  created_at: string;
  payload: string;
}

/** The whole write of a punch. */
export interface PunchWrite {
  companyId: number;
  employeeId: number;
  /** `punch_seq` as read: the gate. */
  punchSeq: string;
  /** Clock-in: the employee must still be active. */
  requireActive: boolean;
  /** Records to close, in order (an expired record, or the active one); each must still be open. */
  closes: PunchClose[];
  /** The record a clock-in creates (with its pre-allocated id). */
  create: BareRecordRow | null;
  audit: PunchAuditRow[];
  events: PunchEventRow[];
}

const ident = (name: string) => sql.ref(name);

/**
 * The shape of a write: what decides its SQL text (values aside). One prepared statement per
 * shape — a handful in practice: a clock-out, a clock-in, a clock-in closing one or two records.
 */
interface WriteShape {
  requireActive: boolean;
  /** Per close: whether it sets the clock-out's fields. */
  closes: boolean[];
  create: boolean;
  audit: number;
  events: number;
}

/** Slot values of one write, by name (see {@link writeValues}). */
type WriteValues = Record<string, unknown>;
type Slot = (name: string) => unknown;

/**
 * The UPDATE closing the `i`th record. The record is the employee's, so `employee_id` is in the
 * `where` too: it adds nothing to what is matched, but lets PostgreSQL find the row through the
 * partial index of active records (`company_id, employee_id where "end" is null`) when it does not
 * use the primary key — without statistics it otherwise read every active record of the company.
 */
function closeCte(v: Slot, endFields: boolean, i: number): RawBuilder<unknown> {
  const c = (name: string) => v(`c${i}_${name}`);
  const extra = endFields
    ? sql`, end_note = ${c('end_note')}, end_note_img_url = ${c('end_note_img_url')},
          end_coordinates = ${c('end_coordinates')}, end_location = ${c('end_location')}`
    : sql``;
  return sql`${ident(`closed${i}`)} as (
    update time_records
    set "end" = ${c('end')}::timestamptz, missed_clockout = ${c('missed')}::boolean,
        clockout_source = ${c('source')}, updated_at = ${c('updated_at')}::timestamptz${extra}
    where company_id = ${v('companyId')} and id = ${c('id')}::bigint and "end" is null
      and employee_id = ${v('employeeId')}
      and exists (select 1 from gate)
    returning id)`;
}

/** `time_records` columns of the created record, with their casts, in the INSERT's order. */
const CREATE_COLUMNS = [
  ['id', 'bigint'],
  ['employee_id', 'bigint'],
  ['type', 'text'],
  ['start', 'timestamptz'],
  ['end', 'timestamptz'],
  ['missed_clockout', 'boolean'],
  ['clockin_source', 'text'],
  ['clockout_source', 'text'],
  ['start_location', 'text'],
  ['end_location', 'text'],
  ['note', 'text'],
  ['end_note', 'text'],
  ['customer_id', 'bigint'],
  ['project_id', 'bigint'],
  ['start_coordinates', 'text'],
  ['end_coordinates', 'text'],
  ['expires_at', 'timestamptz'],
  ['note_img_url', 'text'],
  ['end_note_img_url', 'text'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
] as const satisfies ReadonlyArray<readonly [keyof BareRecordRow, string]>;

function createCte(v: Slot, closes: number): RawBuilder<unknown> {
  const afterCloses =
    closes === 0
      ? sql`true`
      : sql.join(
          Array.from({ length: closes }, (_, i) => sql`exists (select 1 from ${ident(`closed${i}`)})`),
          sql` and `,
        );
  return sql`created as (
    insert into time_records (company_id, ${sql.join(CREATE_COLUMNS.map(([c]) => ident(c)))})
    overriding system value
    select ${v('companyId')}::bigint, ${sql.join(CREATE_COLUMNS.map(([c, t]) => sql`${v(`r_${c}`)}::${sql.raw(t)}`))}
    from gate
    where ${afterCloses}
    returning id)`;
}

const AUDIT_FIELDS = [
  'resource_type',
  'resource_id',
  'action',
  'actor',
  'source',
  'before',
  'after',
  'at',
] as const;
const AUDIT_CASTS = ['text', 'text', 'text', 'text', 'text', 'jsonb', 'jsonb', 'timestamptz'] as const;
const EVENT_FIELDS = ['id', 'type', 'ordering_key', 'created_at', 'payload'] as const;
const EVENT_CASTS = ['text', 'text', 'text', 'timestamptz', 'text'] as const;

/** The write statement of one shape, with a slot for every value. */
function buildWrite(v: Slot, w: WriteShape): RawBuilder<{ done: boolean }> {
  const activeCheck = w.requireActive ? sql` and is_active` : sql``;
  const ctes: RawBuilder<unknown>[] = [
    sql`gate as (
      update employees set punch_seq = punch_seq + 1
      where company_id = ${v('companyId')} and id = ${v('employeeId')} and punch_seq = ${v('punchSeq')}::bigint${activeCheck}
      returning id)`,
  ];
  w.closes.forEach((endFields, i) => ctes.push(closeCte(v, endFields, i)));
  if (w.create) ctes.push(createCte(v, w.closes.length));
  // The punch happened when its last write did: the new record, or else the last close.
  const done = w.create ? 'created' : `closed${w.closes.length - 1}`;
  // One INSERT … SELECT … ORDER BY per table: identity values (audit ids, event seq) follow the
  // order of the punch's changes, which the history and the event stream are ordered by.
  if (w.audit > 0) {
    const values = Array.from(
      { length: w.audit },
      (_, i) =>
        sql`(${sql.lit(i)}::int, ${sql.join(AUDIT_FIELDS.map((f, k) => sql`${v(`a${i}_${f}`)}::${sql.raw(AUDIT_CASTS[k]!)}`))})`,
    );
    ctes.push(sql`audit as (
      insert into audit_events (company_id, resource_type, resource_id, action, actor, source, before, after, at)
      select ${v('companyId')}::bigint, v.resource_type, v.resource_id, v.action, v.actor, v.source, v.before, v.after, v.at
      from (values ${sql.join(values)}) as v(ord, resource_type, resource_id, action, actor, source, before, after, at)
      where exists (select 1 from ${ident(done)})
      order by v.ord)`);
  }
  if (w.events > 0) {
    const values = Array.from(
      { length: w.events },
      (_, i) =>
        sql`(${sql.lit(i)}::int, ${sql.join(EVENT_FIELDS.map((f, k) => sql`${v(`e${i}_${f}`)}::${sql.raw(EVENT_CASTS[k]!)}`))})`,
    );
    ctes.push(sql`events as (
      insert into webhook_events (company_id, id, type, ordering_key, created_at, payload)
      select ${v('companyId')}::bigint, v.id, v.type, v.ordering_key, v.created_at, v.payload
      from (values ${sql.join(values)}) as v(ord, id, type, ordering_key, created_at, payload)
      where exists (select 1 from ${ident(done)})
      order by v.ord)`);
  }
  return sql<{ done: boolean }>`
    with ${sql.join(ctes, sql`, `)}
    select exists (select 1 from ${ident(done)}) as done`;
}

/** The slot values of `w` (the names {@link buildWrite} gives its slots). */
function writeValues(w: PunchWrite): WriteValues {
  const v: WriteValues = { companyId: w.companyId, employeeId: w.employeeId, punchSeq: w.punchSeq };
  w.closes.forEach((c, i) => {
    v[`c${i}_id`] = c.id;
    v[`c${i}_end`] = c.end;
    v[`c${i}_missed`] = c.missedClockout;
    v[`c${i}_source`] = c.clockoutSource;
    v[`c${i}_updated_at`] = c.updatedAt;
    if (c.endFields) {
      v[`c${i}_end_note`] = c.endFields.end_note;
      v[`c${i}_end_note_img_url`] = c.endFields.end_note_img_url;
      v[`c${i}_end_coordinates`] = c.endFields.end_coordinates;
      v[`c${i}_end_location`] = c.endFields.end_location;
    }
  });
  if (w.create) for (const [c] of CREATE_COLUMNS) v[`r_${c}`] = w.create[c];
  w.audit.forEach((a, i) => {
    for (const f of AUDIT_FIELDS) v[`a${i}_${f}`] = a[f];
  });
  w.events.forEach((e, i) => {
    for (const f of EVENT_FIELDS) v[`e${i}_${f}`] = e[f];
  });
  return v;
}

/** Prepared write statements by shape key. */
const writeQueries = new Map<string, PreparedQuery<WriteValues, { done: boolean }>>();

/**
 * Runs the write of a punch as one statement (prepared once per shape). Returns false when the
 * gate was shut or a record to close was no longer open (the punch raced another write: nothing
 * was written); true when the whole punch committed. A second active record still fails on the
 * partial unique index (23505).
 */
export async function writePunch(db: Kysely<DB>, w: PunchWrite): Promise<boolean> {
  const shape: WriteShape = {
    requireActive: w.requireActive,
    closes: w.closes.map((c) => c.endFields !== null),
    create: w.create !== null,
    audit: w.audit.length,
    events: w.events.length,
  };
  const key = `${shape.requireActive ? 1 : 0}|${shape.closes.map((x) => (x ? 1 : 0)).join('')}|${shape.create ? 1 : 0}|${shape.audit}|${shape.events}`;
  let query = writeQueries.get(key);
  if (!query) {
    query = prepareQuery((db, slot: SlotOf<WriteValues>) => compilable(db, buildWrite(slot, shape)));
    writeQueries.set(key, query);
  }
  const rows = await query.execute(db, writeValues(w));
  return rows[0]?.done === true;
}
