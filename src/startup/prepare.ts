/**
 * What a deployment does once before serving, whatever the number of processes: apply the
 * migrations (unless `DB_SKIP_MIGRATIONS`) and, on a database with no company, seed the demo
 * company (unless `SEED_DEMO=false`). With several workers the cluster primary does it before
 * forking them (primary.ts); a single process does it itself (serve.ts).
 */
import type { Config } from '../config/env.js';
import type { Database } from '../platform/db/database.js';
import { migrateToLatest } from '../platform/db/migrator.js';
import type { Sealer } from '../platform/crypto/sealing.js';
import { seedDemoCompany } from '../modules/demo/seed.js';
import { demoNow } from '../modules/demo/generator.js';
import { systemClock } from '../shared/time.js';
import { BASE_PATH } from '../app.js';
import { crossTenant } from '../platform/db/tenant-scope-rules.js';
import { consoleLink } from '../modules/components/console-link.js';

/**
 * Migrates and seeds `database` as configured; returns the lines to print once the server listens,
 * where `{base}` stands for the listening URL (`http://host:port`).
 */
export async function prepareDatabase(database: Database, config: Config, sealer: Sealer): Promise<string[]> {
  if (config.runMigrations) await migrateToLatest(database.db, config.databaseSchema ?? undefined);
  const existing = await database.db
    .selectFrom('companies')
    .select('id')
    .limit(1)
    .modifyEnd(crossTenant('any-company'))
    .executeTakeFirst();
  if (existing) {
    return [
      'The database already has a company; create a key with: npm run cli -- key create --company <id>',
    ];
  }
  if (!config.seedDemoWhenEmpty) return [];
  // The demo's history runs up to this very minute (company time): no punch lies in the future.
  const { asOf, nowMinute } = demoNow(systemClock.now());
  const seeded = await seedDemoCompany(database.db, { asOf, nowMinute }, sealer);
  return [
    `Seeded the demo company (company_id ${seeded.companyId}, as of ${asOf}).`,
    `Its API key (shown once). Paste this line into the shell you run the examples in (README.md):`,
    `export KEY=${seeded.apiKey} API={base}${BASE_PATH}`,
    `Console (admin and employee views in the browser; this link signs you in for 12 hours): {base}${consoleLink(sealer, seeded.companyId, systemClock.now()).path}`,
    `Try: curl -s -H "X-API-Key: $KEY" "$API/employees?limit=5"`,
  ];
}

/** Where the data lives, for the "listening" line. */
export function describeDatabase(config: Config): string {
  return config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PostgreSQL (PGlite) in ${config.dataDir}`;
}
