/**
 * The transactional outbox (docs/webhooks.md): a service calls {@link emitEvent} with its
 * transaction, next to its audit row, so an event exists exactly when the change committed — a
 * rolled-back write never emits, a committed one always does. The write is one plain INSERT (no
 * read), whether or not the company has endpoints: the delivery worker fans events out to the
 * subscribed endpoints later. `payload` is the exact JSON body that will be signed and sent.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { changedAttributes } from './domain/attributes.js';
import type { AnyEventType } from './catalogue.js';

/** One event to write. */
export interface NewEvent {
  type: AnyEventType;
  /** The resource as the API returns it. */
  data: unknown;
  /**
   * The resource before the change (same shape as `data`); the event then carries
   * `previous_attributes`: the top-level fields that changed, with their earlier values.
   */
  before?: Record<string, unknown> | null;
  /**
   * Events with the same key reach an endpoint in the order they were written (e.g. `employee:42`
   * for a person's punches); null = no ordering (pings, imports).
   */
  orderingKey: string | null;
  /** When the change happened (the injected clock). */
  at: Date;
}

/** How long events are kept and listed (GET /events): 30 days. */
export const EVENT_RETENTION_MS = 30 * 24 * 3600 * 1000;

/** Random bytes for {@link newEventId}, drawn 256 ids at a time (one `randomBytes` call per id cost ~1 % of a punch). */
let idPool = Buffer.alloc(0);
let idPoolAt = 0;

/** A new event id: `evt_` + 20 url-safe characters (120 random bits). */
export function newEventId(): string {
  if (idPoolAt >= idPool.length) {
    idPool = randomBytes(15 * 256);
    idPoolAt = 0;
  }
  const id = `evt_${idPool.subarray(idPoolAt, idPoolAt + 15).toString('base64url')}`;
  idPoolAt += 15;
  return id;
}

/** Rows of {@link emitEvents} per INSERT: the rows travel as one JSON parameter (`json_to_recordset`). */
const ROWS_PER_STATEMENT = 20_000;

/** `n` new event ids (as {@link newEventId}) from one draw of random bytes. */
export function newEventIds(n: number): string[] {
  const bytes = randomBytes(15 * n);
  const out = new Array<string>(n);
  for (let i = 0; i < n; i++) out[i] = `evt_${bytes.subarray(15 * i, 15 * i + 15).toString('base64url')}`;
  return out;
}

/** The `webhook_events` row of an event (its payload is the exact body that will be signed). */
export function eventRow(companyId: number, e: NewEvent, id: string) {
  const createdAt = e.at.toISOString();
  const body: Record<string, unknown> = {
    id,
    type: e.type,
    created_at: createdAt,
    company_id: companyId,
    data: e.data,
  };
  if (e.before) body.previous_attributes = changedAttributes(e.before, e.data as Record<string, unknown>);
  return {
    company_id: companyId,
    id,
    type: e.type,
    ordering_key: e.orderingKey,
    created_at: createdAt,
    payload: JSON.stringify(body),
  };
}

/** Writes one event in the caller's transaction; returns its id. One INSERT statement. */
export async function emitEvent(trx: Kysely<DB>, companyId: number, e: NewEvent): Promise<string> {
  const id = newEventId();
  await trx
    .insertInto('webhook_events')
    .values(eventRow(companyId, e, id))
    .execute();
  return id;
}

/** Writes several events of one company in the caller's transaction, in order. */
export async function emitEvents(trx: Kysely<DB>, companyId: number, events: NewEvent[]): Promise<void> {
  for (let i = 0; i < events.length; i += ROWS_PER_STATEMENT) {
    const part = events.slice(i, i + ROWS_PER_STATEMENT);
    const ids = newEventIds(part.length);
    const rows = part.map((e, k) => eventRow(companyId, e, ids[k]!));
    // One statement per chunk, each column one text parameter of its values joined by U+001E (which
    // neither ids, types, keys, instants nor JSON text — it escapes control characters — contain):
    // splitting is cheaper for PostgreSQL than a text[] or JSON parameter of 20,000 payloads, and
    // building it cheaper for node-postgres. Rows are inserted in order, so `seq` follows `events`.
    const RS = '\u001e';
    const join = (f: (r: (typeof rows)[number]) => string) => rows.map(f).join(RS);
    await sql`insert into webhook_events (company_id, id, type, ordering_key, created_at, payload)
      select ${companyId}::bigint, u.id, u.ty, nullif(u.ok, ''), u.ca::timestamptz, u.pl
      from unnest(string_to_array(${join((r) => r.id)}::text, chr(30)),
        string_to_array(${join((r) => r.type)}::text, chr(30)),
        string_to_array(${join((r) => r.ordering_key ?? '')}::text, chr(30)),
        string_to_array(${join((r) => r.created_at)}::text, chr(30)),
        string_to_array(${join((r) => r.payload)}::text, chr(30))) as u(id, ty, ok, ca, pl)`.execute(trx);
  }
}

/**
 * Writes an event meant for given endpoints only (a ping): it is stored as already dispatched, and
 * the caller creates its deliveries. Returns its id and sequence number.
 */
export async function emitTargetedEvent(
  trx: Kysely<DB>,
  companyId: number,
  e: NewEvent,
): Promise<{ id: string; seq: string | number }> {
  const r = await trx
    .insertInto('webhook_events')
    .values({ ...eventRow(companyId, e, newEventId()), dispatched: true })
    .returning(['id', 'seq'])
    .executeTakeFirstOrThrow();
  return r;
}
