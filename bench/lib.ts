/**
 * Shared helpers of the benchmark suite (`npm run bench`): options, throwaway PostgreSQL
 * databases, child processes running TypeScript, a memory sampler, percentiles and table printing.
 * Benchmarks only ever target 127.0.0.1.
 */
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The repository's root folder. */
export const BENCH_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Builds dist/ (`npm run build`, as `npm start` does) so the compiled server and CLI are the tree's code. */
export function buildDist(): void {
  const r = spawnSync('npm', ['run', 'build', '--silent'], { cwd: BENCH_ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`npm run build exited ${r.status}`);
}

/** Options shared by every benchmark. */
export interface BenchOptions {
  /** Shorter load runs (3 s instead of 10 s) and smaller companies. */
  quick: boolean;
  /** Admin URL of the local PostgreSQL (a maintenance database such as `postgres`). */
  pgAdminUrl: string;
}

/** One line of the final summary table. */
export interface SummaryRow {
  bench: string;
  metric: string;
  value: string;
  goal: string;
  /** true = met, false = missed, null = informational. */
  met: boolean | null;
}

/** The value after `--name` on the command line, or `fallback` (the measuring scripts' options). */
export function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

/** Admin connection string (override with BENCH_PG_URL; must point at 127.0.0.1). */
export function pgAdminUrl(): string {
  const url = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const host = new URL(url).hostname;
  if (host !== '127.0.0.1') throw new Error(`BENCH_PG_URL must target 127.0.0.1, not ${host}`);
  return url;
}

/** Whether PostgreSQL answers at the admin URL. */
export async function postgresReachable(adminUrl: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 });
  try {
    await c.connect();
    await c.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

/** A throwaway database: `url` to connect, `drop()` when done. */
export interface ScratchDb {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** Creates an empty database `payclock_bench_<label>_<random>` on the local PostgreSQL. */
export async function createScratchDb(adminUrl: string, label: string): Promise<ScratchDb> {
  const name = `payclock_bench_${label}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    name,
    url: u.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      try {
        await a.query(`drop database if exists ${name} with (force)`);
      } finally {
        await a.end();
      }
    },
  };
}

/** Starts `file` (TypeScript, run through tsx) as a child process with an IPC channel. */
export function forkTs(file: string, args: string[]): ChildProcess {
  return fork(file, args, {
    execArgv: ['--import', import.meta.resolve('tsx')],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** The first IPC message of the child, or the reason it exited without one. */
export function firstMessage<T>(child: ChildProcess, timeoutMs = 600_000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`child ${child.pid} sent nothing within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`child ${child.pid} exited (code ${code}) before reporting`));
    };
    child.once('exit', onExit);
    child.once('message', (m) => {
      clearTimeout(timer);
      child.off('exit', onExit);
      const msg = m as { error?: string };
      if (msg.error) reject(new Error(msg.error));
      else resolve(m as T);
    });
  });
}

/** Asks the child to stop (`{ cmd: 'stop' }`), then waits for its exit; kills it (by pid) after 10 s. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.send({ cmd: 'stop' });
  const timer = setTimeout(() => {
    if (child.pid) process.kill(child.pid, 'SIGKILL');
  }, 10_000);
  await exited;
  clearTimeout(timer);
}

/** Samples RSS and heap every `everyMs` while the event loop is free; `sample()` adds a point by hand (after a synchronous phase). */
export class MemorySampler {
  peakRss = 0;
  peakHeapUsed = 0;
  private timer: NodeJS.Timeout | null = null;
  start(everyMs = 20): this {
    this.sample();
    this.timer = setInterval(() => this.sample(), everyMs);
    this.timer.unref();
    return this;
  }
  sample(): void {
    const m = process.memoryUsage();
    if (m.rss > this.peakRss) this.peakRss = m.rss;
    if (m.heapUsed > this.peakHeapUsed) this.peakHeapUsed = m.heapUsed;
  }
  stop(): this {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.sample();
    return this;
  }
}

/** Percentile (0–100) of an unsorted list of numbers (nearest rank). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

/** Seconds since `t0` (from `process.hrtime.bigint()`). */
export function secondsSince(t0: bigint): number {
  return Number(process.hrtime.bigint() - t0) / 1e9;
}

/** Formats a number with thousands separators and `digits` decimals. */
export function fmt(x: number, digits = 0): string {
  if (!Number.isFinite(x)) return 'n/a';
  return x.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** Megabytes of a byte count. */
export function mb(bytes: number): string {
  return `${fmt(bytes / 1024 / 1024, 0)} MB`;
}

/** Prints an aligned text table. */
export function printTable(headers: string[], rows: string[][]): void {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

/** Deterministic 32-bit PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
