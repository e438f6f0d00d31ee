/**
 * `npm run bench`: runs the benchmark suite in one go and prints a summary table.
 *   --only http,clock,engine,payroll,reports,webhooks,scale,payments,time-off,year-end,import,pglite-start   run a subset (comma-separated, any order)
 *   --quick                            3 s load runs and smaller companies, for a fast check
 * PostgreSQL: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres, must be 127.0.0.1);
 * the benchmarks create their own databases (payclock_bench_*) and drop them. See docs/performance.md.
 * Benchmarks report figures; they are never tests and never fail the build on a missed goal.
 */
import os from 'node:os';
import { benchClock } from './clock.js';
import { benchEngine } from './engine.js';
import { benchHttp } from './http.js';
import { benchPayroll } from './payroll.js';
import { benchPayments } from './payments.js';
import { benchReports } from './reports.js';
import { benchScale } from './scale.js';
import { benchWebhooks } from './webhooks.js';
import { benchTimeOff } from './time-off.js';
import { benchYearEnd } from './year-end.js';
import { benchImport } from './import.js';
import { benchPgliteStart } from './pglite-start.js';
import { pgAdminUrl, printTable, type BenchOptions, type SummaryRow } from './lib.js';

const ALL = [
  'http',
  'clock',
  'engine',
  'payroll',
  'reports',
  'webhooks',
  'scale',
  'payments',
  'time-off',
  'year-end',
  'import',
  'pglite-start',
] as const;
type Part = (typeof ALL)[number];

function parseArgs(argv: string[]): { quick: boolean; only: Part[] } {
  const quick = argv.includes('--quick');
  let only: Part[] = [...ALL];
  const i = argv.findIndex((a) => a === '--only' || a.startsWith('--only='));
  if (i >= 0) {
    const arg = argv[i]!;
    const raw = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : (argv[i + 1] ?? '');
    const names = raw
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s.length > 0);
    const unknown = names.filter((n) => !(ALL as readonly string[]).includes(n));
    if (names.length === 0 || unknown.length > 0) {
      throw new Error(
        `--only takes a comma-separated subset of ${ALL.join(',')}${unknown.length > 0 ? `; unknown: ${unknown.join(', ')}` : ''}`,
      );
    }
    only = ALL.filter((p) => names.includes(p));
  }
  return { quick, only };
}

const { quick, only } = parseArgs(process.argv.slice(2));
const opts: BenchOptions = { quick, pgAdminUrl: pgAdminUrl() };
const started = new Date();
console.log(
  `payclock benchmarks — ${started.toISOString()} — node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GiB${quick ? ' — QUICK mode (shorter runs, smaller companies)' : ''}; parts: ${only.join(', ')}`,
);

const summary: SummaryRow[] = [];
const runners: Record<Part, (o: BenchOptions) => Promise<{ summary: SummaryRow[] }>> = {
  http: benchHttp,
  clock: benchClock,
  engine: benchEngine,
  payroll: benchPayroll,
  reports: benchReports,
  webhooks: benchWebhooks,
  scale: benchScale,
  payments: benchPayments,
  'time-off': benchTimeOff,
  'year-end': benchYearEnd,
  import: benchImport,
  'pglite-start': benchPgliteStart,
};
for (const part of only) {
  try {
    summary.push(...(await runners[part](opts)).summary);
  } catch (err) {
    console.error(`\n${part} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    summary.push({
      bench: part,
      metric: 'FAILED',
      value: err instanceof Error ? err.message.split('\n')[0]! : String(err),
      goal: '',
      met: false,
    });
    process.exitCode = 1;
  }
}

console.log(
  `\n== summary (${quick ? 'quick' : 'full'} run, ${((Date.now() - started.getTime()) / 1000).toFixed(0)} s) ==`,
);
printTable(
  ['bench', 'metric', 'value', 'goal', 'met'],
  summary.map((r) => [r.bench, r.metric, r.value, r.goal, r.met === null ? '—' : r.met ? 'yes' : 'NO']),
);
