/**
 * Webhooks (docs/webhooks.md): the transactional outbox of events, the endpoints partners register,
 * one delivery per event and endpoint, and the log of every delivery attempt. Tenant tables keep
 * `company_id` first in every key. Frozen once shipped; never imports application code.
 *
 * - `webhook_events` is the outbox and the 30-day event log: services insert one row in the
 *   transaction of the change (a plain INSERT); `payload` is the exact JSON body that is signed and
 *   sent. `seq` orders events; `dispatched` is false until the worker has created the deliveries.
 * - `webhook_deliveries`: status pending | retrying | delivered | failed; a worker claims a due
 *   delivery by setting `lease_token`/`leased_until` (FOR UPDATE SKIP LOCKED), so each attempt is
 *   made by one process; `ordering_key` + `event_seq` keep one resource's events in order.
 * - `webhook_attempts`: one row per attempt, written when it starts and completed with the
 *   response status, latency and the first 1 kB of the body.
 */
import { sql, type Kysely } from 'kysely';

const UP = [
  `create table webhook_endpoints (
      company_id bigint not null references companies(id),
      id bigint generated always as identity,
      url text not null,
      event_types jsonb not null,
      description text,
      enabled boolean not null default true,
      disabled_reason text,
      secret_sealed text not null,
      previous_secret_sealed text,
      previous_secret_expires_at timestamptz(3),
      failing_since timestamptz(3),
      created_at timestamptz(3) not null,
      updated_at timestamptz(3) not null,
      primary key (company_id, id)
    )`,
  `create table webhook_events (
      company_id bigint not null,
      id text not null,
      seq bigint generated always as identity,
      type text not null,
      ordering_key text,
      created_at timestamptz(3) not null,
      payload text not null,
      dispatched boolean not null default false,
      primary key (company_id, id)
    )`,
  `create index webhook_events_company_seq on webhook_events(company_id, seq)`,
  `create index webhook_events_undispatched on webhook_events(seq) where not dispatched`,
  `create index webhook_events_created on webhook_events(created_at)`,
  `create table webhook_deliveries (
      company_id bigint not null,
      id bigint generated always as identity,
      endpoint_id bigint not null,
      event_id text not null,
      event_type text not null,
      event_seq bigint not null,
      ordering_key text,
      redelivery boolean not null default false,
      status text not null default 'pending'
        check (status in ('pending','retrying','delivered','failed')),
      attempts integer not null default 0,
      next_attempt_at timestamptz(3),
      lease_token text,
      leased_until timestamptz(3),
      last_response_status integer,
      created_at timestamptz(3) not null,
      delivered_at timestamptz(3),
      failed_at timestamptz(3),
      primary key (company_id, id),
      foreign key (company_id, endpoint_id) references webhook_endpoints(company_id, id) on delete cascade,
      foreign key (company_id, event_id) references webhook_events(company_id, id) on delete cascade
    )`,
  `create index webhook_deliveries_due on webhook_deliveries(next_attempt_at)
      where status in ('pending','retrying')`,
  `create index webhook_deliveries_order on webhook_deliveries(company_id, endpoint_id, ordering_key, event_seq)
      where status in ('pending','retrying')`,
  `create index webhook_deliveries_endpoint on webhook_deliveries(company_id, endpoint_id, id)`,
  `create index webhook_deliveries_event on webhook_deliveries(company_id, event_id)`,
  `create table webhook_attempts (
      company_id bigint not null,
      delivery_id bigint not null,
      attempt integer not null,
      started_at timestamptz(3) not null,
      finished_at timestamptz(3),
      response_status integer,
      latency_ms integer,
      response_body text,
      error text,
      primary key (company_id, delivery_id, attempt),
      foreign key (company_id, delivery_id) references webhook_deliveries(company_id, id) on delete cascade
    )`,
];

/** Applies the migration (one statement per query: PGlite's extended protocol takes one). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of UP) await sql.raw(stmt).execute(db);
}

/** Reverts the migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table webhook_attempts, webhook_deliveries, webhook_events, webhook_endpoints`.execute(db);
}
