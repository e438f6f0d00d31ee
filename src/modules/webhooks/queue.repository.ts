/**
 * SQL of the delivery worker (docs/webhooks.md, "Delivery"). Unlike the API's queries these span
 * every company, like the automatic clock-out sweep. No transaction here is held across an HTTP
 * call: dispatch, claim and finish are each one short transaction.
 *
 * - dispatch: one process at a time (a transaction-scoped advisory lock named after the schema)
 *   turns undispatched events, in `seq` order, into deliveries for the enabled endpoints of the
 *   event's company that subscribe to its type and existed when it happened;
 * - claim: due deliveries whose endpoint is enabled and which are the earliest undelivered event
 *   of their ordering key to their endpoint (an index lookup of the minimum `event_seq`) are leased (`FOR UPDATE SKIP LOCKED`, a random
 *   `lease_token`, `leased_until`); each claim starts an attempt row, so an attempt is made by one
 *   process only;
 * - finish: the outcome is written only while the lease token still matches.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { toInt } from '../../platform/db/type-parsers.js';
import { crossTenant } from '../../platform/db/tenant-scope-rules.js';

/** Takes this schema's dispatch lock for the transaction; false when another process holds it. */
export async function tryDispatchLock(trx: Kysely<DB>): Promise<boolean> {
  const r = await sql<{
    ok: boolean;
  }>`select pg_try_advisory_xact_lock(hashtext(current_schema() || '.payclock.webhooks.dispatch')) as ok`.execute(
    trx,
  );
  return r.rows[0]?.ok === true;
}

/** The oldest undispatched events, of every company (cross-tenant: webhook-dispatch). */
export function undispatchedEvents(trx: Kysely<DB>, limit: number) {
  return trx
    .selectFrom('webhook_events')
    .select(['company_id', 'id', 'seq', 'type', 'ordering_key', 'created_at'])
    .where('dispatched', '=', false)
    .orderBy('seq')
    .limit(limit)
    .modifyEnd(crossTenant('webhook-dispatch'))
    .execute();
}

/** Enabled endpoints of the given companies. */
export function enabledEndpoints(trx: Kysely<DB>, companyIds: number[]) {
  return trx
    .selectFrom('webhook_endpoints')
    .select(['company_id', 'id', 'event_types', 'created_at'])
    .where('company_id', 'in', companyIds)
    .where('enabled', '=', true)
    .execute();
}

/** Marks events dispatched: `seqs` of the companies `companyIds` (those of the events). */
export async function markDispatched(
  trx: Kysely<DB>,
  companyIds: number[],
  seqs: Array<string | number>,
): Promise<void> {
  await trx
    .updateTable('webhook_events')
    .set({ dispatched: true })
    .where('company_id', 'in', companyIds)
    .where('seq', 'in', seqs)
    .where('dispatched', '=', false)
    .execute();
}

/** A claimed delivery with what is needed to send it. */
export interface ClaimedDelivery {
  companyId: number;
  id: number;
  endpointId: number;
  eventId: string;
  attempt: number;
  /** When the delivery became due (its retry window starts here). */
  dueSince: string;
  payload: string;
  url: string;
  secretSealed: string;
  previousSecretSealed: string | null;
  previousSecretExpiresAt: string | null;
}

/**
 * Leases up to `limit` due deliveries to `token` until `leasedUntil` and starts their attempt rows;
 * attempts of the same deliveries left unfinished by a process that stopped are closed as
 * interrupted. One statement (atomic without a transaction: the embedded database runs one
 * statement at a time, so the claim costs one round trip).
 */
export async function claimDue(
  db: Kysely<DB>,
  nowIso: string,
  leasedUntilIso: string,
  token: string,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const r = await sql<{
    company_id: string;
    id: string;
    endpoint_id: string;
    event_id: string;
    attempts: number;
    created_at: string;
    payload: string;
    url: string;
    secret_sealed: string;
    previous_secret_sealed: string | null;
    previous_secret_expires_at: string | null;
  }>`
    with due as (
      select d.company_id, d.id
      from webhook_deliveries d
      join webhook_endpoints e on e.company_id = d.company_id and e.id = d.endpoint_id
      where d.status in ('pending', 'retrying')
        and d.next_attempt_at <= ${nowIso}
        and (d.leased_until is null or d.leased_until <= ${nowIso})
        and e.enabled
        and (d.ordering_key is null or d.event_seq = (
          select min(p.event_seq) from webhook_deliveries p
          where p.company_id = d.company_id and p.endpoint_id = d.endpoint_id
            and p.ordering_key = d.ordering_key and p.status in ('pending', 'retrying')))
      order by d.next_attempt_at
      limit ${limit}
      for update of d skip locked
    ), claimed as (
      update webhook_deliveries w
      set attempts = w.attempts + 1, lease_token = ${token}, leased_until = ${leasedUntilIso}
      from due
      where w.company_id = due.company_id and w.id = due.id
      returning w.company_id, w.id, w.endpoint_id, w.event_id, w.attempts, w.created_at
    ), interrupted as (
      update webhook_attempts a
      set finished_at = ${nowIso}, error = 'interrupted: the delivering process stopped before an answer'
      from claimed c
      where a.company_id = c.company_id and a.delivery_id = c.id and a.finished_at is null
    ), started as (
      insert into webhook_attempts (company_id, delivery_id, attempt, started_at)
      select company_id, id, attempts, ${nowIso} from claimed
    )
    select c.company_id, c.id, c.endpoint_id, c.event_id, c.attempts, c.created_at, ev.payload, e.url,
      e.secret_sealed, e.previous_secret_sealed, e.previous_secret_expires_at
    from claimed c
    join webhook_events ev on ev.company_id = c.company_id and ev.id = c.event_id
    join webhook_endpoints e on e.company_id = c.company_id and e.id = c.endpoint_id
    ${crossTenant('webhook-claim')}`.execute(db);
  return r.rows.map((x) => ({
    companyId: toInt(x.company_id),
    id: toInt(x.id),
    endpointId: toInt(x.endpoint_id),
    eventId: x.event_id,
    attempt: x.attempts,
    dueSince: x.created_at,
    payload: x.payload,
    url: x.url,
    secretSealed: x.secret_sealed,
    previousSecretSealed: x.previous_secret_sealed,
    previousSecretExpiresAt: x.previous_secret_expires_at,
  }));
}

/** Refreshes the planner statistics of the deliveries (the embedded database has no autovacuum). */
export async function analyzeDeliveries(db: Kysely<DB>): Promise<void> {
  await sql`analyze webhook_deliveries`.execute(db);
}

/** The outcome of one attempt. */
export interface AttemptOutcome {
  finishedAt: string;
  responseStatus: number | null;
  latencyMs: number;
  responseBody: string | null;
  error: string | null;
}

/**
 * Writes the outcome of a leased attempt in one statement: the delivery's new status (delivered,
 * retrying with its next time, or failed), the attempt row and, after a success, the endpoint's
 * `failing_since` cleared. Returns false (and writes nothing) when the lease was lost — another
 * process has taken the delivery over.
 */
export async function finishAttempt(
  db: Kysely<DB>,
  c: { companyId: number; id: number; attempt: number },
  token: string,
  status: 'delivered' | 'retrying' | 'failed',
  nextAttemptAt: string | null,
  o: AttemptOutcome,
): Promise<boolean> {
  const r = await sql<{ kept: string }>`
    with d as (
      update webhook_deliveries
      set status = ${status}, next_attempt_at = ${nextAttemptAt}, lease_token = null, leased_until = null,
        last_response_status = ${o.responseStatus},
        delivered_at = case when ${status} = 'delivered' then ${o.finishedAt}::timestamptz else delivered_at end,
        failed_at = case when ${status} = 'failed' then ${o.finishedAt}::timestamptz else failed_at end
      where company_id = ${c.companyId} and id = ${c.id} and lease_token = ${token}
      returning company_id, id, endpoint_id
    ), a as (
      update webhook_attempts
      set finished_at = ${o.finishedAt}, response_status = ${o.responseStatus}, latency_ms = ${o.latencyMs},
        response_body = ${o.responseBody}, error = ${o.error}
      where company_id = ${c.companyId} and delivery_id = ${c.id} and attempt = ${c.attempt}
        and exists (select 1 from d)
    ), e as (
      update webhook_endpoints w set failing_since = null
      from d
      where ${status} = 'delivered' and w.company_id = d.company_id and w.id = d.endpoint_id
        and w.failing_since is not null
    )
    select count(*) as kept from d`.execute(db);
  return Number(r.rows[0]?.kept ?? 0) > 0;
}

/** Gives a leased delivery back unattempted-for-scheduling (due at once); closes its attempt as interrupted. */
export async function releaseLease(
  trx: Kysely<DB>,
  c: { companyId: number; id: number; attempt: number },
  token: string,
  nowIso: string,
  reason: string,
): Promise<void> {
  const r = await trx
    .updateTable('webhook_deliveries')
    .set({ lease_token: null, leased_until: null })
    .where('company_id', '=', c.companyId)
    .where('id', '=', c.id)
    .where('lease_token', '=', token)
    .returning('id')
    .executeTakeFirst();
  if (!r) return;
  await trx
    .updateTable('webhook_attempts')
    .set({ finished_at: nowIso, error: reason })
    .where('company_id', '=', c.companyId)
    .where('delivery_id', '=', c.id)
    .where('attempt', '=', c.attempt)
    .where('finished_at', 'is', null)
    .execute();
}

/**
 * Embedded database only (one process): every lease left by a previous run of the process is
 * orphaned; they become due at once (their attempts are closed as interrupted at the next claim).
 */
export async function releaseAllLeases(db: Kysely<DB>): Promise<number> {
  const r = await db
    .updateTable('webhook_deliveries')
    .set({ lease_token: null, leased_until: null })
    .where('lease_token', 'is not', null)
    .modifyEnd(crossTenant('webhook-release-leases'))
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** After a failed attempt: `failing_since` is set (kept when already set); returns the endpoint. */
export function noteEndpointFailure(trx: Kysely<DB>, companyId: number, endpointId: number, nowIso: string) {
  return trx
    .updateTable('webhook_endpoints')
    .set((eb) => ({ failing_since: eb.fn.coalesce('failing_since', sql<string>`${nowIso}::timestamptz`) }))
    .where('company_id', '=', companyId)
    .where('id', '=', endpointId)
    .returningAll()
    .executeTakeFirst();
}

/** Fails every pending or retrying delivery of an endpoint (it was disabled); ends their leases. */
export async function failOpenDeliveries(
  trx: Kysely<DB>,
  companyId: number,
  endpointId: number,
  nowIso: string,
): Promise<void> {
  await trx
    .updateTable('webhook_deliveries')
    .set({
      status: 'failed',
      failed_at: nowIso,
      next_attempt_at: null,
      lease_token: null,
      leased_until: null,
    })
    .where('company_id', '=', companyId)
    .where('endpoint_id', '=', endpointId)
    .where('status', 'in', ['pending', 'retrying'])
    .execute();
}

/** Deletes events (with their deliveries and attempts) created before `beforeIso`, at most `limit`. */
export async function purgeEvents(db: Kysely<DB>, beforeIso: string, limit: number): Promise<number> {
  const r = await sql`
    delete from webhook_events
    where (company_id, id) in (select company_id, id from webhook_events where created_at < ${beforeIso} limit ${limit})
    ${crossTenant('webhook-events-purge')}`.execute(db);
  return Number(r.numAffectedRows ?? 0);
}
