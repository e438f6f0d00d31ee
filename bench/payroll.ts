/**
 * Payroll initialize + create draft at scale (issue: payroll run §9), on PostgreSQL. For each
 * company size (2,000 and 10,000 employees; `--quick`: 500 and 2,000) a child process
 * (bench/payroll-worker.ts) generates the company — hourly, CA workplace, W-4, one biweekly group,
 * ~20 work records per person over the two-week period, inserted in 20,000-row `unnest` batches —
 * then times the in-process service calls (no HTTP) `PayrollsService.initialize` (regular, the
 * group, the period of the punches, fixed clock 3 days after it) and `createDraft` with the returned
 * `actions.create_draft`. Baseline: one SQL `GROUP BY` summing the same records per employee.
 * Goal: 10,000 employees in one synchronous call < 10 s, within 20× the SQL baseline.
 * Run alone: `npx tsx bench/payroll.ts [--quick]`.
 */
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/platform/db/database.js';
import { migrateToLatest } from '../src/platform/db/migrator.js';
import type { PayrollResult, PayrollSpec } from './payroll-worker.js';
import {
  createScratchDb,
  firstMessage,
  fmt,
  forkTs,
  mb,
  pgAdminUrl,
  postgresReachable,
  printTable,
  type BenchOptions,
  type SummaryRow,
} from './lib.js';

/** Runs the payroll benchmark for the sizes of the mode; prints a table; returns summary rows. */
export async function benchPayroll(
  opts: BenchOptions,
): Promise<{ results: PayrollResult[]; summary: SummaryRow[] }> {
  const sizes = opts.quick ? [500, 2_000] : [2_000, 10_000];
  console.log(
    `\n== payroll: initialize + create draft (PostgreSQL, in-process service calls, ${sizes.map((s) => fmt(s)).join(' and ')} employees) ==`,
  );
  if (!(await postgresReachable(opts.pgAdminUrl))) {
    console.log('  PostgreSQL is not reachable: skipped');
    return {
      results: [],
      summary: [
        {
          bench: 'payroll',
          metric: 'initialize + create draft',
          value: 'skipped (no PostgreSQL)',
          goal: '< 10 s',
          met: null,
        },
      ],
    };
  }
  const scratch = await createScratchDb(opts.pgAdminUrl, 'payroll');
  const results: PayrollResult[] = [];
  try {
    const d = await openDatabase({ databaseUrl: scratch.url });
    try {
      await migrateToLatest(d.db);
    } finally {
      await d.close();
    }
    for (const employees of sizes) {
      const spec: PayrollSpec = { databaseUrl: scratch.url, employees, seed: employees };
      const child = forkTs(fileURLToPath(new URL('./payroll-worker.ts', import.meta.url)), [
        JSON.stringify(spec),
      ]);
      const r = await firstMessage<PayrollResult>(child);
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) resolve();
        else child.once('exit', () => resolve());
      });
      results.push(r);
      console.log(
        `  [payroll ${fmt(employees)}] ${fmt(r.timeRecords)} records seeded in ${fmt(r.seedSeconds, 1)} s; initialize ${fmt(r.initializeSeconds, 2)} s, create draft ${fmt(r.createDraftSeconds, 2)} s, ` +
          `SQL baseline ${fmt(r.baselineSeconds * 1000, 1)} ms; draft of ${fmt(r.draftEmployees)} employees, gross $${r.draftGross}, ${fmt(r.warnings)} warnings ${JSON.stringify(r.warningCodes)}`,
      );
    }
  } finally {
    await scratch.drop();
  }
  console.log('');
  printTable(
    [
      'employees',
      'records',
      'initialize s',
      'create draft s',
      'total s',
      'SQL GROUP BY s',
      'total ÷ SQL',
      'peak RSS',
      'peak heap',
      'loadPayees s',
      'loadRecords s',
    ],
    results.map((r) => [
      fmt(r.employees),
      fmt(r.timeRecords),
      fmt(r.initializeSeconds, 2),
      fmt(r.createDraftSeconds, 2),
      fmt(r.totalSeconds, 2),
      fmt(r.baselineSeconds, 3),
      fmt(r.totalSeconds / r.baselineSeconds, 0),
      `${mb(r.peakRssBytes)} (from ${mb(r.rssBeforeBytes)})`,
      mb(r.peakHeapUsedBytes),
      fmt(r.loadPayeesSeconds, 3),
      fmt(r.loadRecordsSeconds, 3),
    ]),
  );
  if (results.length === 2) {
    const [a, b] = results as [PayrollResult, PayrollResult];
    const k = b.employees / a.employees;
    console.log(
      `  growth for ${fmt(k, 0)}× the employees: total time ${fmt(b.totalSeconds / a.totalSeconds, 1)}×, peak heap ${fmt(b.peakHeapUsedBytes / a.peakHeapUsedBytes, 1)}× (linear = ${fmt(k, 0)}×, quadratic = ${fmt(k * k, 0)}×)`,
    );
  }
  const summary: SummaryRow[] = [];
  for (const r of results) {
    const ratio = r.totalSeconds / r.baselineSeconds;
    summary.push({
      bench: `payroll ${fmt(r.employees)}`,
      metric: 'initialize + create draft',
      value: `${fmt(r.totalSeconds, 2)} s (peak RSS ${mb(r.peakRssBytes)})`,
      goal: r.employees >= 10_000 ? '< 10 s' : '—',
      met: r.employees >= 10_000 ? r.totalSeconds < 10 : null,
    });
    summary.push({
      bench: `payroll ${fmt(r.employees)}`,
      metric: 'total ÷ SQL GROUP BY',
      value: `${fmt(ratio, 0)}× (${fmt(r.baselineSeconds * 1000, 0)} ms)`,
      goal: '≤ 20×',
      met: ratio <= 20,
    });
  }
  return { results, summary };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await benchPayroll({ quick: process.argv.includes('--quick'), pgAdminUrl: pgAdminUrl() });
}
