/** SQL of the event log (the outbox rows) and of the delivery log read by the API. */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

/** Filters of {@link listEvents}: instants are ISO strings. */
export interface EventFilters {
  types?: string[];
  /** Events at or after this instant (also the 30-day floor). */
  from: string;
  /** Events at or before this instant. */
  to?: string;
}

/** A page of events, newest first (keyset on seq). */
export function listEvents(
  db: Kysely<DB>,
  companyId: number,
  f: EventFilters,
  beforeSeq: number | null,
  limit: number,
) {
  let q = db
    .selectFrom('webhook_events')
    .select(['seq', 'payload'])
    .where('company_id', '=', companyId)
    .where('created_at', '>=', f.from);
  if (f.to !== undefined) q = q.where('created_at', '<=', f.to);
  if (f.types && f.types.length > 0) q = q.where('type', 'in', f.types);
  if (beforeSeq !== null) q = q.where('seq', '<', beforeSeq);
  return q
    .orderBy('seq', 'desc')
    .limit(limit + 1)
    .execute();
}

/** One event created at or after `from`, or undefined. */
export function findEvent(db: Kysely<DB>, companyId: number, id: string, from: string) {
  return db
    .selectFrom('webhook_events')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('created_at', '>=', from)
    .executeTakeFirst();
}

/** Filters of {@link listDeliveries}. */
export interface DeliveryFilters {
  status?: string;
  eventId?: string;
}

/** A page of one endpoint's deliveries, newest first (keyset on id). */
export function listDeliveries(
  db: Kysely<DB>,
  companyId: number,
  endpointId: number,
  f: DeliveryFilters,
  beforeId: number | null,
  limit: number,
) {
  let q = db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('endpoint_id', '=', endpointId);
  if (f.status !== undefined) q = q.where('status', '=', f.status as 'pending');
  if (f.eventId !== undefined) q = q.where('event_id', '=', f.eventId);
  if (beforeId !== null) q = q.where('id', '<', beforeId);
  return q
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
}

/** Row type of a delivery. */
export type DeliveryRow = Awaited<ReturnType<typeof listDeliveries>>[number];

/** Attempts of the given deliveries, oldest first. */
export function attemptsOf(db: Kysely<DB>, companyId: number, deliveryIds: number[]) {
  if (deliveryIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('webhook_attempts')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('delivery_id', 'in', deliveryIds)
    .orderBy('delivery_id')
    .orderBy('attempt')
    .execute();
}

/** Row type of an attempt. */
export type AttemptRow = Awaited<ReturnType<typeof attemptsOf>>[number];

/** A delivery asked for by hand (a ping, a redelivery): due at once, outside any ordering. */
export function manualDelivery(
  companyId: number,
  endpointId: number,
  ev: { id: string; type: string; seq: string | number },
  now: Date,
) {
  return {
    company_id: companyId,
    endpoint_id: endpointId,
    event_id: ev.id,
    event_type: ev.type,
    event_seq: ev.seq,
    ordering_key: null,
    redelivery: true,
    next_attempt_at: now.toISOString(),
    created_at: now.toISOString(),
  };
}

/** New deliveries, due at once; returns their rows. */
export function insertDeliveries(
  db: Kysely<DB>,
  rows: Array<{
    company_id: number;
    endpoint_id: number;
    event_id: string;
    event_type: string;
    event_seq: number | string;
    ordering_key: string | null;
    redelivery: boolean;
    next_attempt_at: string;
    created_at: string;
  }>,
) {
  if (rows.length === 0) return Promise.resolve([]);
  return db.insertInto('webhook_deliveries').values(rows).returningAll().execute();
}
