/**
 * Child process of bench/import.ts: prepares a database for the import bench — opens it (argv[2]:
 * a PostgreSQL URL, or a PGlite data folder as the server uses), migrates, seeds the demo company and
 * adds the workplace the generated CSV names (argv[3]) — then closes it and reports
 * `{ companyId }` over IPC. The import itself runs afterwards in a separate process, the real CLI
 * (`payclock import employees`), so the importing process holds nothing the seed left behind.
 */
import { openDatabase } from '../src/platform/db/database.js';
import { migrateToLatest } from '../src/platform/db/migrator.js';
import { seedDemoCompany } from '../src/modules/demo/seed.js';

async function main(): Promise<void> {
  const url = process.argv[2] ?? '';
  const database = await openDatabase(url.startsWith('postgres') ? { databaseUrl: url } : { dataDir: url });
  try {
    const { db } = database;
    await migrateToLatest(db);
    const { companyId } = await seedDemoCompany(db, { asOf: '2026-11-21' });
    await db
      .insertInto('workplaces')
      .values({
        company_id: companyId,
        id: process.argv[3]!,
        line1: '1 Main St',
        line2: null,
        city: 'Springfield',
        state: 'IL',
        postal_code: '62701',
      })
      .execute();
    process.send!({ companyId });
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  process.send?.({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  process.exitCode = 1;
});
