/**
 * Throughput with 1 vs 2 worker processes on PostgreSQL (issue 14 §3, decision 0012). The real
 * server (`node --import tsx src/server.ts`, as `npm start` runs it but from the sources) serves the
 * demo company (seeded here, as of 2026-11-21) from a scratch database with `WEB_CONCURRENCY=1`,
 * then `2`, … in alternating rounds (1, 2, 2, 1; `--quick`: 1, 2), each a fresh server: autocannon
 * (50 connections, 10 s; `--quick` 3 s, after a 1 s warm-up) on `GET /partner/v1/employees/:id`,
 * rotating over the 46 employees. Both settings use the same Redis for the rate limit (opened wide)
 * when 127.0.0.1:6379 answers, so the number of processes is the only difference. Reports req/s,
 * p50/p99 of each round and the factor mean(2 workers) ÷ mean(1 worker). No goal: on 2 cores
 * shared by the workers, PostgreSQL and autocannon, the factor says how much a second process buys
 * there. Run alone: `npx tsx bench/scale.ts [--quick]`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { openDatabase } from '../src/platform/db/database.js';
import { migrateToLatest } from '../src/platform/db/migrator.js';
import { seedDemoCompany } from '../src/modules/demo/seed.js';
import { createSealer } from '../src/platform/crypto/sealing.js';
import { toInt } from '../src/platform/db/type-parsers.js';
import { load, type LoadResult } from './http.js';
import {
  createScratchDb,
  fmt,
  pgAdminUrl,
  postgresReachable,
  printTable,
  type BenchOptions,
  type ScratchDb,
  type SummaryRow,
} from './lib.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const REDIS_URL = 'redis://127.0.0.1:6379';

/** One round: a fresh server with `workers` processes under load. */
interface Round extends LoadResult {
  workers: number;
}

/** Whether Redis answers at 127.0.0.1:6379. */
async function redisReachable(): Promise<boolean> {
  const r = new Redis(REDIS_URL, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  r.on('error', () => undefined);
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

/** Starts the server with `env`; resolves with its base URL once it prints the listening line. */
function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /listening on (http:\/\/[\d.]+:\d+)/.exec(out);
      if (m) {
        clearInterval(timer);
        resolve({ child, base: m[1]! });
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code} before listening: ${out}`));
    });
  });
}

/** SIGTERM (by pid, through the child handle) and wait for the exit; SIGKILL after 20 s. */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

/** Runs the scale benchmark; prints a table; returns the summary row. */
export async function benchScale(opts: BenchOptions): Promise<{ rounds: Round[]; summary: SummaryRow[] }> {
  const seconds = opts.quick ? 3 : 10;
  const order = opts.quick ? [1, 2] : [1, 2, 2, 1];
  console.log(
    `\n== scale: GET /employees/:id with 1 vs 2 worker processes on PostgreSQL (50 connections, ${seconds} s per round after a 1 s warm-up; rounds ${order.join(', ')}) ==`,
  );
  if (!(await postgresReachable(opts.pgAdminUrl))) {
    console.log('  PostgreSQL is not reachable: skipped');
    return {
      rounds: [],
      summary: [{ bench: 'scale', metric: 'skipped', value: 'no PostgreSQL', goal: '', met: null }],
    };
  }
  const shared = await redisReachable();
  console.log(
    shared
      ? `  rate limit counted in Redis (${REDIS_URL}) in every round`
      : '  Redis is not reachable: every round counts the rate limit in process (REDIS_URL still set, as WEB_CONCURRENCY=2 requires)',
  );

  const key = randomBytes(32).toString('hex');
  let scratch: ScratchDb | null = null;
  const rounds: Round[] = [];
  try {
    scratch = await createScratchDb(opts.pgAdminUrl, 'scale');
    const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
    let apiKey: string;
    let ids: number[];
    try {
      await migrateToLatest(database.db);
      const seeded = await seedDemoCompany(
        database.db,
        { asOf: '2026-11-21' },
        createSealer(Buffer.from(key, 'hex')),
      );
      apiKey = seeded.apiKey;
      ids = (
        await database.db
          .selectFrom('employees')
          .select('id')
          .where('company_id', '=', seeded.companyId)
          .orderBy('id')
          .execute()
      ).map((r) => toInt(r.id));
    } finally {
      await database.close();
    }
    const env = {
      DATABASE_URL: scratch.url,
      DATABASE_SCHEMA: '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      PAYCLOCK_ENCRYPTION_KEY: key,
      REDIS_URL,
      REDIS_KEY_PREFIX: `payclock-bench-${randomBytes(4).toString('hex')}:`,
      RATE_LIMIT_PER_SECOND: '1000000',
      RATE_LIMIT_BURST: '10000000',
    };
    const pathOf = (i: number) => `/partner/v1/employees/${ids[i % ids.length]!}`;
    const headers = { 'x-api-key': apiKey };
    for (const workers of order) {
      const server = await startServer({ ...env, WEB_CONCURRENCY: String(workers) });
      try {
        await load('warm-up', server.base, pathOf, 1, headers);
        const r = await load(`${workers} worker(s)`, server.base, pathOf, seconds, headers);
        rounds.push({ ...r, workers });
        console.log(
          `  [scale] ${workers} worker(s): ${fmt(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  (${fmt(r.requests)} requests, ${r.non2xx} non-2xx, ${r.errors} errors)`,
        );
      } finally {
        await stopServer(server.child);
      }
    }
  } finally {
    await scratch?.drop();
  }

  const mean = (w: number) => {
    const rs = rounds.filter((r) => r.workers === w).map((r) => r.rps);
    return rs.reduce((a, b) => a + b, 0) / rs.length;
  };
  const one = mean(1);
  const two = mean(2);
  const factor = two / one;
  console.log('');
  printTable(
    ['round', 'workers', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'],
    rounds.map((r, i) => [
      String(i + 1),
      String(r.workers),
      fmt(r.rps),
      String(r.p50),
      String(r.p99),
      String(r.non2xx),
      String(r.errors),
    ]),
  );
  console.log(`  factor 2 workers ÷ 1 worker (means): ${fmt(factor, 2)} (${fmt(two)} vs ${fmt(one)} req/s)`);
  return {
    rounds,
    summary: [
      {
        bench: 'scale',
        metric: 'GET /employees/:id req/s, 2 workers ÷ 1 (PostgreSQL)',
        value: `${fmt(factor, 2)} × (${fmt(two)} vs ${fmt(one)} req/s)`,
        goal: 'none (report)',
        met: null,
      },
    ],
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await benchScale({ quick: process.argv.includes('--quick'), pgAdminUrl: pgAdminUrl() });
}
