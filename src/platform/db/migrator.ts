/**
 * Runs the migrations of src/migrations on PGlite and PostgreSQL alike (boot, `payclock migrate`,
 * tests). Migrators on one PostgreSQL database are serialized by a session advisory lock held for
 * the whole run (see {@link withSchemaChangeLock}), not only by Kysely's own lock.
 */
import { Migrator, sql, type Kysely, type MigrationResult } from 'kysely';
import { migrations } from '../../migrations/index.js';
import { runExemptFromTenantScope } from './tenant-scope-rules.js';

/**
 * The advisory-lock key every schema change on a database takes: migrations here, and whoever drops
 * a schema (tests, `payclock` operators' scripts). Kysely's migrator lists the tables of *every*
 * schema (pg_get_serial_sequence per column) before it takes its own lock; a table dropped in
 * another schema at that moment fails it with "column … does not exist". Holding this key while
 * migrating or dropping makes those two never overlap.
 */
export const SCHEMA_CHANGE_LOCK_KEY = 7_254_311_904;

/**
 * Runs `fn` on one connection of `db` while holding the schema-change advisory lock (session level,
 * released in `finally`). `fn` gets a Kysely bound to that connection. @throws what `fn` throws.
 */
export async function withSchemaChangeLock<T>(
  db: Kysely<any>,
  fn: (conn: Kysely<any>) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${sql.lit(SCHEMA_CHANGE_LOCK_KEY)})`.execute(conn);
    try {
      return await fn(conn);
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(SCHEMA_CHANGE_LOCK_KEY)})`.execute(conn);
    }
  });
}

/**
 * Applies every pending migration; returns the names applied. `schema` (PostgreSQL) keeps Kysely's
 * migration bookkeeping tables in that schema (created when missing), for a database whose
 * `search_path` is that schema. @throws the migration's error.
 */
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<string[]> {
  // Migrations move every company's rows at once: exempt from the tenant-scope check.
  return runExemptFromTenantScope('migrations', () => migrate(db, schema));
}

async function migrate(db: Kysely<any>, schema?: string): Promise<string[]> {
  return withSchemaChangeLock(db, async (conn) => {
    if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(conn);
    const migrator = new Migrator({
      db: conn,
      provider: { getMigrations: async () => migrations },
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    const { error, results } = await migrator.migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error(String(error));
    return (results ?? []).filter((r: MigrationResult) => r.status === 'Success').map((r) => r.migrationName);
  });
}
