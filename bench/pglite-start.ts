/**
 * PGlite start bench (issue 26 goal 6): how long the real server (`node dist/server.js`, built
 * first, as `npm start` runs it) takes from its `node` command to the first 200 of
 * `GET /partner/v1/ready` on the embedded database of the demo company, after a clean stop
 * (SIGTERM, waited for) and right after a `kill -9` (started the moment the kill is sent, before
 * the kernel has reaped the old process: the folder lock must take over from a dying holder).
 * Goal: ≤ 3 s for both. The first start, which migrates and seeds the demo into an empty folder, is
 * reported for information. `/ready` is polled every 20 ms. The data folder is a fresh temp dir,
 * removed afterwards. Figures only; docs/performance.md "PGlite start".
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { BENCH_ROOT, buildDist, fmt, type BenchOptions, type SummaryRow } from './lib.js';

const GOAL_MS = 3000;
/** How long one start may take before the bench gives up on it. */
const START_TIMEOUT_MS = 120_000;

/** A TCP port free on 127.0.0.1 right now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

/** Starts `node dist/server.js` on `dataDir` (on a free port) and resolves with it and the milliseconds until `/ready` answered 200. */
async function startServer(dataDir: string): Promise<{ child: ChildProcess; ms: number }> {
  // A port of its own: a killed server's socket must not be what a start waits on.
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.WEB_CONCURRENCY;
  const t0 = process.hrtime.bigint();
  const child = spawn(process.execPath, [path.join(BENCH_ROOT, 'dist/server.js')], {
    cwd: BENCH_ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const url = `http://127.0.0.1:${port}/partner/v1/ready`;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}) before /ready: ${stderr.trim().slice(0, 300)}`,
      );
    }
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) }).catch(() => null);
    if (res) await res.arrayBuffer();
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (res?.status === 200) return { child, ms };
    if (ms > START_TIMEOUT_MS) {
      child.kill('SIGKILL');
      throw new Error(`/ready did not answer 200 within ${START_TIMEOUT_MS} ms`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Sends `signal` to the server; with `wait`, resolves once it has exited. */
async function stop(child: ChildProcess, signal: NodeJS.Signals, wait: boolean): Promise<void> {
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill(signal);
  if (wait) await exited;
}

/** The middle value (the lower of the two middle ones for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Runs the PGlite start bench; see the file comment. */
export async function benchPgliteStart(opts: BenchOptions): Promise<{ summary: SummaryRow[] }> {
  const rounds = opts.quick ? 1 : 3;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payclock-bench-start-'));
  const dataDir = path.join(dir, 'data');
  console.log(`\n== PGlite server start: /ready after a clean stop and after kill -9 (${rounds} rounds) ==`);
  const afterStop: number[] = [];
  const afterKill: number[] = [];
  let running: ChildProcess | undefined;
  try {
    buildDist();
    const first = await startServer(dataDir);
    running = first.child;
    console.log(`first start (migrations and the demo company into an empty folder): ${fmt(first.ms)} ms`);
    for (let i = 0; i < rounds; i++) {
      await stop(running, 'SIGTERM', true);
      running = undefined;
      const clean = await startServer(dataDir);
      running = clean.child;
      afterStop.push(clean.ms);
      // kill -9 and start again at once, before the old process is reaped.
      await stop(running, 'SIGKILL', false);
      const killed = await startServer(dataDir);
      running = killed.child;
      afterKill.push(killed.ms);
      console.log(
        `round ${i + 1}: after a clean stop ${fmt(clean.ms)} ms; right after kill -9 ${fmt(killed.ms)} ms`,
      );
    }
  } finally {
    if (running) await stop(running, 'SIGTERM', true);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const row = (metric: string, values: number[]): SummaryRow => ({
    bench: 'PGlite start (demo database)',
    metric: `${metric}, median of ${values.length} (all: ${values.map((v) => fmt(v)).join(', ')} ms)`,
    value: `${fmt(median(values))} ms`,
    goal: `≤ ${GOAL_MS} ms`,
    met: Math.max(...values) <= GOAL_MS,
  });
  return {
    summary: [row('/ready after a clean stop', afterStop), row('/ready right after kill -9', afterKill)],
  };
}
