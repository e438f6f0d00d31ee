/** SQL of webhook endpoints. Every function takes `companyId` (the tenant scope). */
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB, WebhookEndpointsTable } from '../../platform/db/schema.js';

/** Inserts an endpoint; returns the row. */
export function insertEndpoint(db: Kysely<DB>, values: Insertable<WebhookEndpointsTable>) {
  return db.insertInto('webhook_endpoints').values(values).returningAll().executeTakeFirstOrThrow();
}

/** One endpoint (locked for the transaction when `lock`), or undefined. */
export function findEndpoint(db: Kysely<DB>, companyId: number, id: number, lock = false) {
  const q = db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
}

/** Row type of an endpoint. */
export type EndpointRow = NonNullable<Awaited<ReturnType<typeof findEndpoint>>>;

/** A page of endpoints by id ascending, keyset after `afterId`. */
export function listEndpoints(db: Kysely<DB>, companyId: number, afterId: number | null, limit: number) {
  let q = db.selectFrom('webhook_endpoints').selectAll().where('company_id', '=', companyId);
  if (afterId !== null) q = q.where('id', '>', afterId);
  return q
    .orderBy('id')
    .limit(limit + 1)
    .execute();
}

/** The company's enabled endpoints subscribed to `type` (or to `*`). */
export async function subscribedEndpointIds(
  db: Kysely<DB>,
  companyId: number,
  type: string,
): Promise<number[]> {
  const rows = await db
    .selectFrom('webhook_endpoints')
    .select(['id', 'event_types'])
    .where('company_id', '=', companyId)
    .where('enabled', '=', true)
    .orderBy('id')
    .execute();
  return rows
    .filter((e) => e.event_types.includes('*') || e.event_types.includes(type))
    .map((e) => Number(e.id));
}

/** Updates an endpoint; returns the row. */
export function updateEndpoint(
  db: Kysely<DB>,
  companyId: number,
  id: number,
  set: Updateable<WebhookEndpointsTable>,
) {
  return db
    .updateTable('webhook_endpoints')
    .set(set)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes an endpoint with its deliveries and attempts (cascade). */
export async function deleteEndpoint(db: Kysely<DB>, companyId: number, id: number): Promise<void> {
  await db.deleteFrom('webhook_endpoints').where('company_id', '=', companyId).where('id', '=', id).execute();
}
