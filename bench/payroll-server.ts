/**
 * Child process of the payroll benchmark (bench/payroll.ts), one per backend and company size, so
 * the server has its own event loop and its peak memory is its own: opens the database (PGlite in
 * memory, or the PostgreSQL URL given), migrates, generates the company (bench/payroll-company.ts),
 * creates an API key, times the plain-SQL baseline (one `GROUP BY` summing the period's punches per
 * employee, best of 3), then serves the real app (`buildApp`, rate limiter opened wide, the clock
 * fixed 3 days after the period) on 127.0.0.1 and reports {@link PayrollServerReady} over IPC.
 * Messages: `{ cmd: 'measure' }` → {@link PayrollStorage} (stored size of the ledger tables and the
 * server's peak memory); `{ cmd: 'step-peak' }` → `{ stepPeakRssBytes, stepPeakHeapBytes }`, the peak RSS and V8 heap used since the
 * previous `step-peak` (or since listening), then starts a new window; `{ cmd: 'stop' }` → closes and exits. bench/profile-payroll.ts also sends
 * `{ cmd: 'cpu-profile-start' }` and `{ cmd: 'cpu-profile-stop', file }` (V8's sampler through
 * node:inspector around one step; answers `{ profiling: true }` and `{ profiled, cpuMicros }`).
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/platform/db/database.js';
import { migrateToLatest } from '../src/platform/db/migrator.js';
import { createApiKey } from '../src/platform/auth/api-keys.js';
import { addDays } from '../src/modules/payrolls/engine/index.js';
import { fixedClock, startOfLocalDay } from '../src/shared/time.js';
import { benchPeriod, seedCompany, TZ } from './payroll-company.js';
import { MemorySampler, secondsSince } from './lib.js';
import { loadConfig } from '../src/config/env.js';
import { configureBulkHeapGrowth } from '../src/platform/heap-growth.js';
import { cpuProfileCommands } from './cpu-profile-commands.js';

/** Argument (JSON) of the child. */
export interface PayrollServerSpec {
  backend: 'pglite' | 'postgres';
  databaseUrl?: string;
  employees: number;
  seed: number;
}

/** What the child reports once listening. */
export interface PayrollServerReady {
  port: number;
  apiKey: string;
  groupId: number;
  period: { start: string; end: string };
  timeRecords: number;
  seedSeconds: number;
  /** Best of 3 of the plain-SQL GROUP BY over the same punches. */
  baselineSeconds: number;
  /** Ids of the generated employees (for the paycheck edits). */
  employeeIds: number[];
}

/** Stored size of the ledger after the run. */
export interface PayrollStorage {
  paychecks: number;
  payLines: number;
  /** `pg_total_relation_size` (heap, TOAST and indexes) of each ledger table, bytes (lines live in paychecks). */
  bytes: { payrolls: number; paychecks: number; ledgerKeys: number; ledgerWarnings: number };
  peakRssBytes: number;
  rssBeforeBytes: number;
}

async function main(): Promise<void> {
  const spec = JSON.parse(process.argv[2] ?? '{}') as PayrollServerSpec;
  // As `npm start` does (src/startup/serve.ts): PAYCLOCK_HEAP_GROWTH_PERCENT or its default.
  configureBulkHeapGrowth(loadConfig().heapGrowthPercent);
  const database =
    spec.backend === 'postgres'
      ? await openDatabase({ databaseUrl: spec.databaseUrl ?? null, poolSize: 10 })
      : await openDatabase({});
  const { db } = database;
  await migrateToLatest(db);
  const period = benchPeriod();
  const t0 = process.hrtime.bigint();
  const seeded = await seedCompany(db, spec.employees, spec.seed, period);
  const seedSeconds = secondsSince(t0);
  const key = await createApiKey(db, seeded.companyId, 'bench');

  const fromIso = new Date(startOfLocalDay(period.start, TZ)).toISOString();
  const toIso = new Date(startOfLocalDay(addDays(period.end, 1), TZ)).toISOString();
  let baselineSeconds = Infinity;
  for (let k = 0; k < 3; k++) {
    const tb = process.hrtime.bigint();
    await sql`select employee_id, sum(extract(epoch from "end" - start)) as seconds
      from time_records where company_id = ${seeded.companyId} and start >= ${fromIso} and start < ${toIso}
      group by employee_id`.execute(db);
    baselineSeconds = Math.min(baselineSeconds, secondsSince(tb));
  }
  const employeeIds = (
    await db
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', seeded.companyId)
      .orderBy('id')
      .execute()
  ).map((r) => Number(r.id));

  const app = await buildApp({
    db,
    clock: fixedClock(`${addDays(period.end, 3)}T20:00:00.000Z`),
    config: { rateLimitPerSecond: 1_000_000, rateLimitBurst: 10_000_000 },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const rssBefore = process.memoryUsage().rss;
  const mem = new MemorySampler().start(20);
  let step = new MemorySampler().start(20);

  const profileCommand = cpuProfileCommands(500);
  process.on('message', (m) => {
    if (profileCommand(m)) return;
    const cmd = (m as { cmd?: string }).cmd;
    if (cmd === 'step-peak') {
      step.stop();
      process.send?.({ stepPeakRssBytes: step.peakRss, stepPeakHeapBytes: step.peakHeapUsed });
      step = new MemorySampler().start(20);
    } else if (cmd === 'measure') {
      void (async () => {
        const r = await sql<{ pc: string; pl: string; hs: string; ps: string; ls: string; ws: string }>`select
            (select count(*) from paychecks where company_id = ${seeded.companyId})::text as pc,
            (select count(*) from pay_lines where company_id = ${seeded.companyId})::text as pl,
            pg_total_relation_size('payrolls')::text as hs, pg_total_relation_size('paychecks')::text as ps,
            pg_total_relation_size('ledger_keys')::text as ls,
            pg_total_relation_size('ledger_warnings')::text as ws`.execute(db);
        const row = r.rows[0]!;
        mem.sample();
        const storage: PayrollStorage = {
          paychecks: Number(row.pc),
          payLines: Number(row.pl),
          bytes: {
            payrolls: Number(row.hs),
            paychecks: Number(row.ps),
            ledgerKeys: Number(row.ls),
            ledgerWarnings: Number(row.ws),
          },
          peakRssBytes: mem.peakRss,
          rssBeforeBytes: rssBefore,
        };
        process.send?.(storage);
      })();
    } else if (cmd === 'stop') {
      void (async () => {
        mem.stop();
        step.stop();
        await app.close();
        await database.close();
        process.exit(0);
      })();
    }
  });
  const ready: PayrollServerReady = {
    port: (app.server.address() as AddressInfo).port,
    apiKey: key.apiKey,
    groupId: seeded.groupId,
    period,
    timeRecords: seeded.timeRecords,
    seedSeconds,
    baselineSeconds,
    employeeIds,
  };
  process.send?.(ready);
}

main().catch((err: unknown) => {
  process.send?.({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  process.exitCode = 1;
  setTimeout(() => process.exit(1), 100).unref();
});
