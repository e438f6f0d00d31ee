/**
 * Prepares a migrated template once per test run: for PGlite a data-dir dump that every test file
 * loads (≈ 10× faster than migrating a fresh instance); for PostgreSQL only a clean-up of the
 * per-file schemas an interrupted run left in the test database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/platform/db/database.js';
import { migrateToLatest } from '../../src/platform/db/migrator.js';
import type { TestProject } from 'vitest/node';
import { dropSchemas, TEST_SCHEMA_PREFIX } from './test-schema.js';
import { buildComponents } from '../../scripts/build-components.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const backend = project.name === 'postgres' ? 'postgres' : 'pglite';
  // The web components' bundles the server serves under /components/ (issue 23).
  await buildComponents();
  if (backend === 'postgres') {
    // Only the database named in TEST_DATABASE_URL is touched: leftover per-file schemas of an
    // interrupted run are dropped; each test file creates and migrates its own schema.
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_BACKEND=postgres needs TEST_DATABASE_URL');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const leftovers = await admin.query(
      `select nspname from pg_namespace where nspname like '${TEST_SCHEMA_PREFIX}%'`,
    );
    await admin.end();
    await dropSchemas(
      url,
      (leftovers.rows as Array<{ nspname: string }>).map((r) => r.nspname),
    );
    project.provide('pgliteTemplate', '');
    return async () => {};
  }
  const d = await openDatabase({});
  await migrateToLatest(d.db);
  const dump = await d.pglite!.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `payclock-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await d.close();
  project.provide('pgliteTemplate', file);
  return async () => {
    fs.rmSync(file, { force: true });
  };
}
