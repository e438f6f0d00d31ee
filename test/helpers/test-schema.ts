import pg from 'pg';
import { SCHEMA_CHANGE_LOCK_KEY } from '../../src/platform/db/migrator.js';

/** Prefix of the per-test-file PostgreSQL schemas (test/helpers/db.ts); leftovers are dropped by global-setup. */
export const TEST_SCHEMA_PREFIX = 'payclock_t_';

/**
 * Drops PostgreSQL schemas (cascade) under the schema-change advisory lock, so that no migrator in
 * another test process is listing tables while they disappear.
 */
export async function dropSchemas(url: string, schemas: string[]): Promise<void> {
  if (schemas.length === 0) return;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(`select pg_advisory_lock(${SCHEMA_CHANGE_LOCK_KEY})`);
    try {
      for (const s of schemas) await c.query(`drop schema if exists "${s}" cascade`);
    } finally {
      await c.query(`select pg_advisory_unlock(${SCHEMA_CHANGE_LOCK_KEY})`);
    }
  } finally {
    await c.end();
  }
}
