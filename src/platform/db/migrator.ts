/**
 * Runs the migrations of src/migrations on PGlite and PostgreSQL alike (boot, `payclock migrate`,
 * tests). Concurrent migrators on PostgreSQL are serialized by Kysely's migration lock table.
 */
import { Migrator, type Kysely, type MigrationResult } from 'kysely';
import { migrations } from '../../migrations/index.js';

/**
 * Applies every pending migration; returns the names applied. `schema` (PostgreSQL) keeps Kysely's
 * migration bookkeeping tables in that schema, for a database whose `search_path` is that schema.
 * @throws the migration's error.
 */
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r: MigrationResult) => r.status === 'Success').map((r) => r.migrationName);
}
