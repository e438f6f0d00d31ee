/**
 * Changes that the in-memory authentication caches of every server process must see within a
 * second (decision 0012): an API key revoked, a company's settings changed. The writer calls
 * {@link notifyCacheChange} in the transaction of the change; PostgreSQL delivers the notification
 * on channel {@link CACHE_CHANNEL} to every listening process when (and only if) it commits. The
 * payload names the schema, so that deployments sharing one database in different schemas
 * (`DATABASE_SCHEMA`) ignore each other's changes.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** The LISTEN/NOTIFY channel of cache changes. */
export const CACHE_CHANNEL = 'payclock_cache';

/** One change: the key with this visible prefix, or the settings of this company. */
export type CacheChange = { kind: 'api_key'; prefix: string } | { kind: 'company'; companyId: number };

/**
 * Queues the notification of `change` in the current transaction (`pg_notify`, sent at commit;
 * at once outside a transaction). Payload: `<schema> api_key <prefix>` or `<schema> company <id>`.
 */
export async function notifyCacheChange(db: Kysely<DB>, change: CacheChange): Promise<void> {
  const what = change.kind === 'api_key' ? change.prefix : String(change.companyId);
  await sql`select pg_notify(${CACHE_CHANNEL}, current_schema() || ${` ${change.kind} ${what}`})`.execute(db);
}

/**
 * The change a notification payload describes, or null when it is for another schema or not one
 * of ours (an unknown kind, a malformed value).
 */
export function parseCacheChange(payload: string, schema: string): CacheChange | null {
  const [s, kind, value, ...rest] = payload.split(' ');
  if (s !== schema || value === undefined || rest.length > 0) return null;
  if (kind === 'api_key' && /^[A-Za-z0-9]{12}$/.test(value)) return { kind, prefix: value };
  if (kind === 'company' && /^[1-9][0-9]{0,15}$/.test(value)) return { kind, companyId: Number(value) };
  return null;
}

/**
 * A source of cache changes for the authentication caches of one process (the PostgreSQL
 * listener, or PGlite's own listen in the single embedded process).
 */
export interface CacheChangeFeed {
  /** True while changes arrive: cached entries may live 30 s; false: 1 s (and no change is missed). */
  readonly live: boolean;
  /**
   * Calls `onChange` for each committed change, and `onReset` whenever changes may have been
   * missed (the feed went down, or came back): drop every cached entry. Returns the unsubscribe.
   */
  subscribe(onChange: (change: CacheChange) => void, onReset: () => void): () => void;
}
