/**
 * Runs a migration step (down to a named migration, or up to the latest) on a test database, under
 * the schema-change lock and exempt from the tenant-scope check like every migration run
 * (decision 0011); on PostgreSQL the migration table lives in the test's own schema.
 */
import { Migrator, sql, type Kysely, type MigrationResultSet } from 'kysely';
import { BACKEND } from './db.js';
import { migrations } from '../../src/migrations/index.js';
import { withSchemaChangeLock } from '../../src/platform/db/migrator.js';
import { runExemptFromTenantScope } from '../../src/platform/db/tenant-scope-rules.js';
import type { DB } from '../../src/platform/db/schema.js';

/** Runs `step` with a migrator over `db` and returns its result set. */
export async function migrateTestDatabase(
  db: Kysely<DB>,
  step: (m: Migrator) => Promise<MigrationResultSet>,
): Promise<MigrationResultSet> {
  const schema =
    BACKEND === 'postgres'
      ? String((await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]!.s)
      : undefined;
  return runExemptFromTenantScope('migrations', () =>
    withSchemaChangeLock(db, (conn) =>
      step(
        new Migrator({
          db: conn,
          provider: { getMigrations: async () => migrations },
          ...(schema ? { migrationTableSchema: schema } : {}),
        }),
      ),
    ),
  );
}
