/**
 * A `pg` pool for Kysely's PostgresDialect whose clients run the SQL texts of prepared queries
 * (prepared.ts) as named server-side prepared statements: node-postgres sends `Parse` for a name
 * once per connection and then only `Bind`/`Execute`, and PostgreSQL keeps the parsed statement
 * and, once it judges a generic plan as good as the custom ones (`plan_cache_mode = auto`, after
 * five executions), the plan. Every other query runs unnamed, as before. The SQL text is the same
 * either way: it still goes through Kysely's executor and this driver.
 *
 * A pooler in front of PostgreSQL must keep prepared statements per server connection (PgBouncer
 * in session mode, or transaction mode with `max_prepared_statements` from version 1.21).
 */
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { preparedStatementName } from './prepared.js';

/** Wraps `pool` (see the module comment); `end()` ends it. */
export function namedStatementPool(pool: pg.Pool): PostgresPool {
  // One wrapper per pg client: Kysely keeps its connection object per client it is handed.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const query = (sqlOrCursor: unknown, parameters?: ReadonlyArray<unknown>) => {
      const name = typeof sqlOrCursor === 'string' ? preparedStatementName(sqlOrCursor) : undefined;
      if (name !== undefined) {
        return client.query({ name, text: sqlOrCursor as string, values: parameters as unknown[] });
      }
      // SQL of other queries, or a cursor (`query(cursor)` returns the cursor): unchanged.
      return client.query(sqlOrCursor as string, parameters as unknown[]);
    };
    return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
  };
  return {
    connect: async () => {
      const client = await pool.connect();
      let w = wrappers.get(client);
      if (!w) {
        w = wrap(client);
        wrappers.set(client, w);
      }
      return w;
    },
    end: () => pool.end(),
  };
}
