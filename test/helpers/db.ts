/**
 * A fresh, migrated database per test file, on the backend of the vitest project:
 * PGlite (default) loads the template dump; PostgreSQL gets a new schema inside the one database
 * named by `TEST_DATABASE_URL` (nothing else on the server is created or dropped), migrated there.
 */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/platform/db/database.js';
import { migrateToLatest } from '../../src/platform/db/migrator.js';
import type { TenantScopeCheckOptions } from '../../src/platform/db/tenant-scope-check.js';
import { dropSchemas, TEST_SCHEMA_PREFIX } from './test-schema.js';

/** Which backend this test process runs on. */
export const BACKEND: 'pglite' | 'postgres' = process.env.TEST_BACKEND === 'postgres' ? 'postgres' : 'pglite';

/**
 * The tenant-scope check of every test database (decision 0011), on unless
 * PAYCLOCK_CHECK_TENANT_SCOPE says otherwise (vitest.config.ts turns it on and names the log file
 * that test/helpers/global-setup.ts reads at the end of the run).
 */
export const TENANT_SCOPE_CHECK: TenantScopeCheckOptions | null = ['0', 'false', 'no', 'off'].includes(
  (process.env.PAYCLOCK_CHECK_TENANT_SCOPE ?? '1').toLowerCase(),
)
  ? null
  : { logFile: process.env.PAYCLOCK_TENANT_SCOPE_LOG || null };

/** Runs one statement on the test database with a short-lived client. */
async function admin(url: string, text: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

/**
 * Opens a new isolated database; `close()` drops its schema (PostgreSQL) or discards it (PGlite).
 * `tenantScopeCheck` replaces {@link TENANT_SCOPE_CHECK} (a test that breaks the rule on purpose
 * turns the run's log off).
 */
export async function createTestDatabase(
  o: { tenantScopeCheck?: TenantScopeCheckOptions | null } = {},
): Promise<Database> {
  const tenantScopeCheck = o.tenantScopeCheck !== undefined ? o.tenantScopeCheck : TENANT_SCOPE_CHECK;
  if (BACKEND === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const schema = `${TEST_SCHEMA_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
    await admin(url, `create schema ${schema}`);
    const d = await openDatabase({
      databaseUrl: url,
      poolSize: 20,
      searchPath: schema,
      tenantScopeCheck,
    });
    await migrateToLatest(d.db, schema);
    return {
      ...d,
      close: async () => {
        await d.close();
        await dropSchemas(url, [schema]);
      },
    };
  }
  const file = inject('pgliteTemplate');
  if (file && fs.existsSync(file)) {
    return openDatabase({ loadDataDir: new Blob([fs.readFileSync(file)]), tenantScopeCheck });
  }
  const d = await openDatabase({ tenantScopeCheck });
  await migrateToLatest(d.db);
  return d;
}
