/**
 * Child process of bench/import.ts: opens the database (argv[2]: a PostgreSQL URL, or a PGlite data
 * folder as the server uses), migrates, seeds the demo company, then imports the employees CSV at argv[3] (naming workplace argv[4]) exactly as
 * `payclock import employees <file>` does (the file streamed into {@link importCsv}). Reports over IPC
 * `{ rows, seconds, peakRssBytes, maxRssBytes, baseRssBytes }`: peak RSS sampled during the
 * import, the process's lifetime maxRSS (`process.resourceUsage().maxRSS`), and RSS before it.
 */
import fs from 'node:fs';
import { openDatabase } from '../src/platform/db/database.js';
import { migrateToLatest } from '../src/platform/db/migrator.js';
import { seedDemoCompany } from '../src/modules/demo/seed.js';
import { importCsv } from '../src/modules/setup/import.service.js';
import { MemorySampler } from './lib.js';

async function main(): Promise<void> {
  const url = process.argv[2] ?? '';
  const file = process.argv[3]!;
  const database = await openDatabase(url.startsWith('postgres') ? { databaseUrl: url } : { dataDir: url });
  const { db } = database;
  await migrateToLatest(db);
  const { companyId } = await seedDemoCompany(db, { asOf: '2026-11-21' });
  // The workplace the generated CSV names (bench/import.ts BENCH_WORKPLACE).
  await db
    .insertInto('workplaces')
    .values({
      company_id: companyId,
      id: process.argv[4]!,
      line1: '1 Main St',
      line2: null,
      city: 'Springfield',
      state: 'IL',
      postal_code: '62701',
    })
    .execute();
  if (global.gc) global.gc();
  const baseRssBytes = process.memoryUsage().rss;
  const sampler = new MemorySampler().start(10);
  const t0 = process.hrtime.bigint();
  const source = fs.createReadStream(file, { encoding: 'utf8' });
  const r = await importCsv(db, companyId, 'employees', source, new Date('2026-11-21T20:00:00Z'));
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  sampler.stop();
  if ('errors' in r) throw new Error(`import failed: ${JSON.stringify(r.errors.slice(0, 3))}`);
  process.send!({
    rows: r.imported,
    seconds,
    peakRssBytes: sampler.peakRss,
    maxRssBytes: process.resourceUsage().maxRSS * 1024,
    baseRssBytes,
  });
  await database.close();
}

main().catch((err: unknown) => {
  process.send?.({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  process.exitCode = 1;
});
