/**
 * The cache-change feed on the embedded database: PGlite's own LISTEN in the one process that holds
 * it, so a key revoked by a CLI command forwarded to the server (decision 0010) is dropped from the
 * server's cache at commit. Always live: it has no connection to lose.
 */
import type { PGlite } from '@electric-sql/pglite';
import { CACHE_CHANNEL, parseCacheChange, type CacheChange, type CacheChangeFeed } from './cache-events.js';

/**
 * Listens on `pglite` (call before any transaction runs: LISTEN goes through its one connection);
 * closing the PGlite instance ends it.
 */
export async function pgliteCacheFeed(pglite: PGlite): Promise<CacheChangeFeed> {
  const subscribers = new Set<(c: CacheChange) => void>();
  const r = await pglite.query<{ s: string }>('select current_schema() as s');
  const schema = r.rows[0]?.s ?? 'public';
  await pglite.listen(CACHE_CHANNEL, (payload) => {
    const change = parseCacheChange(payload, schema);
    if (change) for (const s of subscribers) s(change);
  });
  return {
    live: true,
    subscribe(onChange) {
      subscribers.add(onChange);
      return () => subscribers.delete(onChange);
    },
  };
}
