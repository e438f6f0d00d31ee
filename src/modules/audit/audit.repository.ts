/**
 * The audit trail: every write to a tenant resource appends one row (when, who — the API key
 * prefix or "system" —, the source, the action and the resource before/after as JSON). Rows are
 * never updated or deleted, so the history of a deleted time record stays readable.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { toInt } from '../../platform/db/type-parsers.js';

/** One audit entry to append. `before`/`after` are API-shaped snapshots (or null). */
export interface AuditEntry {
  resourceType: string;
  resourceId: string | number;
  action:
    | 'create'
    | 'update'
    | 'delete'
    | 'auto_clockout'
    | 'clock_in'
    | 'clock_out'
    | 'approve'
    | 'reopen'
    | 'status_change'
    | string;
  /** API key prefix (`key:abc123…`) or `system`. */
  actor: string;
  source?: string | null;
  before?: unknown;
  after?: unknown;
  /** UTC instant of the change (the injected clock). */
  at: Date;
}

/**
 * Audit rows per INSERT statement: 9 bind parameters a row, so 1,000 rows stay far below the
 * 65,535 parameters PostgreSQL's protocol allows in one statement (bulk imports write 100,000).
 */
export const AUDIT_ROWS_PER_STATEMENT = 1_000;

/**
 * Appends audit rows inside the caller's transaction (`db` may be a transaction), in statements
 * of {@link AUDIT_ROWS_PER_STATEMENT} rows.
 */
export async function recordAudit(
  db: Kysely<DB>,
  companyId: number,
  entries: AuditEntry | AuditEntry[],
): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  for (let i = 0; i < list.length; i += AUDIT_ROWS_PER_STATEMENT) {
    await insertAuditRows(db, companyId, list.slice(i, i + AUDIT_ROWS_PER_STATEMENT));
  }
}

/** The `audit_events` row of an entry (snapshots as JSON text, the instant as ISO-8601 UTC). */
export function auditRow(companyId: number, e: AuditEntry) {
  return {
    company_id: companyId,
    resource_type: e.resourceType,
    resource_id: String(e.resourceId),
    action: e.action,
    actor: e.actor,
    source: e.source ?? null,
    before: e.before === undefined || e.before === null ? null : JSON.stringify(e.before),
    after: e.after === undefined || e.after === null ? null : JSON.stringify(e.after),
    at: e.at.toISOString(),
  };
}

/** Record separator joining one column's values (see {@link insertAuditRows}). */
const RS = '\u001e';

/**
 * One statement for `list`: each column travels as ONE text parameter, its values joined by U+001E
 * and split by `string_to_array` (as the webhook outbox does, src/modules/webhooks/outbox.ts): 9
 * parameters whatever the number of rows, and cheaper for PostgreSQL and node-postgres than 9 a
 * row. U+001E cannot occur in JSON text (JSON.stringify escapes control characters) nor in the
 * resource types, actions, sources and actors the code writes; a resource id or actor holding one
 * would be a bug, so such a batch falls back to the VALUES form, as does a single row (the common
 * case of one API write; `string_to_array('', …)` would be no element). A null snapshot or source
 * travels as ''.
 * Rows are inserted in the order of `list` (ids follow it).
 */
async function insertAuditRows(db: Kysely<DB>, companyId: number, list: AuditEntry[]): Promise<void> {
  const rows = list.map((e) => auditRow(companyId, e));
  const join = (f: (r: (typeof rows)[number]) => string) => rows.map(f).join(RS);
  const ids = join((r) => r.resource_id);
  const actors = join((r) => r.actor);
  const sources = join((r) => r.source ?? '');
  if (
    rows.length < 2 ||
    rows.some((r) => r.resource_id.includes(RS) || r.actor.includes(RS) || (r.source ?? '').includes(RS))
  ) {
    await db.insertInto('audit_events').values(rows).execute();
    return;
  }
  await sql`insert into audit_events (company_id, resource_type, resource_id, action, actor, source, before,
      after, at)
    select ${companyId}::bigint, u.ty, u.id, u.ac, u.who, nullif(u.src, ''), nullif(u.bf, '')::jsonb,
      nullif(u.af, '')::jsonb, u.at::timestamptz
    from unnest(string_to_array(${join((r) => r.resource_type)}::text, chr(30)),
      string_to_array(${ids}::text, chr(30)), string_to_array(${join((r) => r.action)}::text, chr(30)),
      string_to_array(${actors}::text, chr(30)), string_to_array(${sources}::text, chr(30)),
      string_to_array(${join((r) => r.before ?? '')}::text, chr(30)),
      string_to_array(${join((r) => r.after ?? '')}::text, chr(30)),
      string_to_array(${join((r) => r.at)}::text, chr(30)))
      with ordinality as u(ty, id, ac, who, src, bf, af, at, ord)
    order by u.ord`.execute(db);
}

/** Filters of {@link listAudit}. */
export interface AuditFilters {
  resourceType?: string;
  resourceId?: string;
  since?: string;
}

/** A page of audit events (oldest first, keyset on id). */
export async function listAudit(
  db: Kysely<DB>,
  companyId: number,
  f: AuditFilters,
  afterId: number | null,
  limit: number,
) {
  let q = db.selectFrom('audit_events').selectAll().where('company_id', '=', companyId);
  if (f.resourceType !== undefined) q = q.where('resource_type', '=', f.resourceType);
  if (f.resourceId !== undefined) q = q.where('resource_id', '=', f.resourceId);
  if (f.since !== undefined) q = q.where('at', '>=', f.since);
  if (afterId !== null) q = q.where('id', '>', afterId);
  return q
    .orderBy('id')
    .limit(limit + 1)
    .execute();
}

/** Audit row → API shape. */
export function toAuditEvent(r: Awaited<ReturnType<typeof listAudit>>[number]) {
  return {
    audit_event_id: toInt(r.id),
    resource_type: r.resource_type,
    resource_id: r.resource_id,
    action: r.action,
    actor: r.actor,
    source: r.source,
    before: r.before ?? null,
    after: r.after ?? null,
    at: r.at,
  };
}

/** The actor string of an authenticated request. */
export function actorOf(auth: { keyPrefix: string }): string {
  return `key:${auth.keyPrefix}`;
}
