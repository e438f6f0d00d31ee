/**
 * A fresh, migrated database per test file, on the backend of the vitest project:
 * PGlite (default) loads the template dump; PostgreSQL clones the template database.
 */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/platform/db/database.js';
import { migrateToLatest } from '../../src/platform/db/migrator.js';

/** Which backend this test process runs on. */
export const BACKEND: 'pglite' | 'postgres' = process.env.TEST_BACKEND === 'postgres' ? 'postgres' : 'pglite';

/** Opens a new isolated database; `close()` drops it (PostgreSQL) or discards it (PGlite). */
export async function createTestDatabase(): Promise<Database> {
  if (BACKEND === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `payclock_t_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template payclock_template`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    const d = await openDatabase({ databaseUrl: u.toString(), poolSize: 20 });
    return {
      ...d,
      close: async () => {
        await d.close();
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
      },
    };
  }
  const file = inject('pgliteTemplate');
  if (file && fs.existsSync(file)) return openDatabase({ loadDataDir: new Blob([fs.readFileSync(file)]) });
  const d = await openDatabase({});
  await migrateToLatest(d.db);
  return d;
}
