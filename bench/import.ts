/**
 * Import bench (issue 26 goal 8): a generated 50,000-row employees CSV (10,000 with --quick) is
 * imported by the real CLI, `payclock import employees FILE --company ID --json`, in a process of its
 * own, on PGlite and on PostgreSQL: the database is prepared first by another child
 * (bench/import-prepare.ts: migrate, demo company, the CSV's workplace), so the measured process is
 * exactly what a user runs. Reports rows/s (the CLI's wall time, start to exit, over the rows) and
 * the CLI process's peak RSS (bench/rss-report.mjs, preloaded). Goals: ≥ 2,000 rows/s and peak RSS
 * ≤ 300 MB, for the compiled CLI (`npm run build`, which `npm start` and `bin/payclock.mjs` use; the
 * bench builds first). On PostgreSQL the same import also runs from the TypeScript sources through
 * tsx (`npm run cli`, the development path), reported for information: tsx's loader and its
 * compiled-module cache add about 80 MB. The CSV is written to a temp dir and removed afterwards.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createScratchDb,
  firstMessage,
  fmt,
  mb,
  postgresReachable,
  type BenchOptions,
  type SummaryRow,
  forkTs,
  buildDist,
  BENCH_ROOT,
} from './lib.js';

/** What one CLI run gave: rows imported, its wall seconds, and its memory (bytes). */
interface CliRun {
  rows: number;
  seconds: number;
  peakRssBytes: number;
  maxRssBytes: number;
}

/** How the CLI is started: compiled (dist/) or from the sources through tsx. */
type CliVariant = 'compiled' | 'tsx';

const ROWS_GOAL = 2000;
const RSS_GOAL_MB = 300;
/** Workplace id the generated rows name; bench/import-prepare.ts creates it. */
const BENCH_WORKPLACE = 'wrk_benchimport00000000000000';

/** Writes `n` valid employee rows (all columns the payroll plan needs) to `file`, streamed. */
async function writeCsv(file: string, n: number, workplaceId: string): Promise<void> {
  const out = fs.createWriteStream(file);
  const write = (s: string) =>
    out.write(s) ? Promise.resolve() : new Promise<void>((r) => out.once('drain', () => r()));
  await write(
    'first_name,last_name,email,employment_type,start_date,workplace_id,payment_unit,payment_amount,overtime_amount,address_line_1,city,state,zip,department\n',
  );
  for (let i = 1; i <= n; i++) {
    await write(
      `Bench,Person ${i},bench.import.${i}@example.com,employee,2026-01-05,${workplaceId},hour,${20 + (i % 30)}.25,1.5,${i} Main St,Springfield,IL,62701,Dept ${i % 20}\n`,
    );
  }
  await new Promise<void>((r) => out.end(() => r()));
}

/** Migrates and seeds the database at `url` in a child; returns the demo company's id. */
async function prepare(url: string): Promise<number> {
  const child = forkTs(fileURLToPath(new URL('./import-prepare.ts', import.meta.url)), [
    url,
    BENCH_WORKPLACE,
  ]);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const { companyId } = await firstMessage<{ companyId: number }>(child, 600_000);
  await exited;
  return companyId;
}

/** Runs `payclock import employees` against the database at `url` as `variant`; see the file comment. */
async function runCli(url: string, companyId: number, file: string, variant: CliVariant): Promise<CliRun> {
  const rssFile = path.join(path.dirname(file), `rss-${variant}-${process.hrtime.bigint()}.json`);
  const preload = ['--import', fileURLToPath(new URL('./rss-report.mjs', import.meta.url))];
  const entry =
    variant === 'compiled'
      ? [path.join(BENCH_ROOT, 'dist/cli/main.js')]
      : ['--import', import.meta.resolve('tsx'), path.join(BENCH_ROOT, 'src/cli/main.ts')];
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_RSS_FILE: rssFile, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  if (url.startsWith('postgres')) env.DATABASE_URL = url;
  else env.DATA_DIR = url;
  const args = [...preload, ...entry, 'import', 'employees', file, '--company', String(companyId), '--json'];
  const t0 = process.hrtime.bigint();
  const child = spawn(process.execPath, args, { cwd: BENCH_ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
  let stdout = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const last = stdout.trim().split('\n').at(-1) ?? '';
  if (code !== 0) throw new Error(`payclock import exited ${code}: ${last.slice(0, 500)}`);
  const { imported } = JSON.parse(last) as { imported: number };
  const mem = JSON.parse(fs.readFileSync(rssFile, 'utf8')) as { peakRssBytes: number; maxRssBytes: number };
  return { rows: imported, seconds, ...mem };
}

/** Runs the import bench on both backends; see the file comment. */
export async function benchImport(opts: BenchOptions): Promise<{ summary: SummaryRow[] }> {
  const n = opts.quick ? 10_000 : 50_000;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payclock-bench-import-'));
  const file = path.join(dir, 'employees.csv');
  const summary: SummaryRow[] = [];
  console.log(`\n== import: ${n} employees from CSV ==`);
  try {
    await writeCsv(file, n, BENCH_WORKPLACE);
    buildDist();
    const pg = await postgresReachable(opts.pgAdminUrl);
    if (!pg) console.log('PostgreSQL not reachable: import bench on PGlite only');
    const runs: Array<{ backend: 'pglite' | 'postgres'; variant: CliVariant }> = [
      { backend: 'pglite', variant: 'compiled' },
      ...(pg
        ? [
            { backend: 'postgres' as const, variant: 'compiled' as const },
            { backend: 'postgres' as const, variant: 'tsx' as const },
          ]
        : []),
    ];
    for (const { backend, variant } of runs) {
      let url = path.join(dir, `pglite-${variant}`);
      let drop: (() => Promise<void>) | undefined;
      if (backend === 'postgres') {
        const s = await createScratchDb(opts.pgAdminUrl, 'import');
        url = s.url;
        drop = s.drop;
      }
      try {
        const companyId = await prepare(url);
        const r = await runCli(url, companyId, file, variant);
        const perS = r.rows / r.seconds;
        const peak = Math.max(r.peakRssBytes, r.maxRssBytes);
        console.log(
          `${backend}, ${variant} CLI: ${r.rows} rows in ${fmt(r.seconds, 1)} s (process start to exit) = ${fmt(perS)} rows/s; peak RSS sampled ${mb(r.peakRssBytes)}, maxRSS ${mb(r.maxRssBytes)}`,
        );
        const label = `import (${backend}${variant === 'tsx' ? ', tsx' : ''})`;
        const goal = variant === 'compiled';
        // The memory goal is PostgreSQL's (the goals are measured there): PGlite's WASM
        // heap alone is about 900 MB before the first row (docs/performance.md §10).
        const memoryGoal = goal && backend === 'postgres';
        summary.push(
          {
            bench: label,
            metric: `${n} employees, rows/s`,
            value: fmt(perS),
            goal: goal ? `≥ ${ROWS_GOAL}` : '—',
            met: goal ? perS >= ROWS_GOAL : null,
          },
          {
            bench: label,
            metric: 'peak RSS of the importing process',
            value: mb(peak),
            goal: memoryGoal ? `≤ ${RSS_GOAL_MB} MB` : '—',
            met: memoryGoal ? peak <= RSS_GOAL_MB * 2 ** 20 : null,
          },
        );
      } finally {
        await drop?.();
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return { summary };
}
