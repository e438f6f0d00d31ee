/**
 * Import bench (issue 26 goal 8): a generated 50,000-row employees CSV (10,000 with --quick) is
 * imported in a child process through the CLI's path (the file streamed into importCsv), on PGlite and on
 * PostgreSQL. Reports rows/s and the importing process's peak RSS. Goals: ≥ 2,000 rows/s and peak
 * RSS ≤ 300 MB. The CSV is written to a temp dir and removed afterwards.
 */
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
} from './lib.js';

interface ChildReport {
  rows: number;
  seconds: number;
  peakRssBytes: number;
  maxRssBytes: number;
  baseRssBytes: number;
}

const ROWS_GOAL = 2000;
const RSS_GOAL_MB = 300;
/** Workplace id the generated rows name; the child creates it. */
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

async function runChild(url: string, file: string): Promise<ChildReport> {
  const child = forkTs(fileURLToPath(new URL('./import-child.ts', import.meta.url)), [
    url,
    file,
    BENCH_WORKPLACE,
  ]);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const report = await firstMessage<ChildReport>(child, 1_200_000);
  await exited;
  return report;
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
    const backends: Array<{ name: string; url: string; drop?: () => Promise<void> }> = [
      { name: 'pglite', url: path.join(dir, 'pglite-data') },
    ];
    if (await postgresReachable(opts.pgAdminUrl)) {
      const s = await createScratchDb(opts.pgAdminUrl, 'import');
      backends.push({ name: 'postgres', url: s.url, drop: s.drop });
    } else console.log('PostgreSQL not reachable: import bench on PGlite only');
    for (const b of backends) {
      try {
        const r = await runChild(b.url, file);
        const perS = r.rows / r.seconds;
        const peak = Math.max(r.peakRssBytes, r.maxRssBytes);
        console.log(
          `${b.name}: ${r.rows} rows in ${fmt(r.seconds, 1)} s = ${fmt(perS)} rows/s; RSS before ${mb(r.baseRssBytes)}, peak sampled ${mb(r.peakRssBytes)}, maxRSS ${mb(r.maxRssBytes)}`,
        );
        summary.push(
          {
            bench: `import (${b.name})`,
            metric: `${n} employees, rows/s`,
            value: fmt(perS),
            goal: `≥ ${ROWS_GOAL}`,
            met: perS >= ROWS_GOAL,
          },
          {
            bench: `import (${b.name})`,
            metric: 'peak RSS of the importing process',
            value: mb(peak),
            goal: `≤ ${RSS_GOAL_MB} MB`,
            met: peak <= RSS_GOAL_MB * 2 ** 20,
          },
        );
      } finally {
        await b.drop?.();
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return { summary };
}
