/**
 * CPU per request of the time clock on both sides (issue 26 goal 5): the Node server's and
 * PostgreSQL's. For each target — `punch` (clock-in/clock-out pairs of the real app, driven as
 * bench/clock.ts drives them: 50 workers, 200 employees) and `route` (the bare one-INSERT route of
 * the bench server's `query` app, the goal's baseline) — a bench server (bench/http-server.ts, or
 * the one `--server` names, e.g. an older tree's) runs on a fresh PostgreSQL database in a child
 * process; after a 1 s warm-up the load runs for `--seconds` (default 6) and the script reads, before
 * and after, the user + system CPU of the server process and of every backend connected to the
 * scratch database (`/proc/<pid>/stat`, pids from `pg_stat_activity`; clock ticks of 10 ms). No
 * profiler runs, so the Node figure is the server's own cost. Rounds (`--rounds`, default 2) run
 * the targets one after the other, so two trees can be alternated by running this script for each
 * in turn.
 *
 * Printed per target and round: requests (any status), errors, pairs/s or req/s, and µs of CPU per
 * request for Node and for PostgreSQL. Linux only (reads /proc).
 * `--analyze` runs ANALYZE on the scratch database before the warm-up: PostgreSQL then plans with
 * statistics, as it would once autovacuum (off on the benchmark machine, and too slow for a fresh
 * 10 s run anyway) had seen the seeded tables.
 * Run: `npx tsx bench/cpu-clock.ts [--targets punch,route] [--seconds 6] [--rounds 2] [--server FILE] [--analyze]`.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { CLOCK_TARGETS, clockTargetsArg } from './clock-targets.js';
import type { ServerReady, ServerSpec } from './http-server.js';
import { arg, createScratchDb, firstMessage, fmt, forkTs, pgAdminUrl, stopChild } from './lib.js';

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ; 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** User and system CPU of `pid` in µs (zeros when the process is gone). */
function cpuOf(pid: number): { user: number; system: number } {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return { user: 0, system: 0 };
  }
  // Fields after the command name (which is in parentheses and may hold spaces): state is field 3,
  // utime field 14, stime field 15.
  const rest = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const us = (ticks: string | undefined) => (Number(ticks) * 1_000_000) / TICKS_PER_SECOND;
  return { user: us(rest[11]), system: us(rest[12]) };
}

/** User + system CPU of `pid` in µs, or 0 when the process is gone. */
function cpuMicrosOf(pid: number): number {
  const c = cpuOf(pid);
  return c.user + c.system;
}

/** CPU (µs) of every backend connected to `database`, by pid. */
async function backendCpu(admin: pg.Client, database: string): Promise<Map<number, number>> {
  const r = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
    database,
  ]);
  return new Map(r.rows.map(({ pid }) => [pid, cpuMicrosOf(pid)]));
}

/** Sum over the backends of `after` of their CPU since `before` (a backend new in `after` counts whole). */
function backendDelta(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, us] of after) sum += us - (before.get(pid) ?? 0);
  return sum;
}

const targets = clockTargetsArg();
const seconds = Number(arg('seconds', '6'));
const rounds = Number(arg('rounds', '2'));
/** `--analyze`: ANALYZE the scratch database once the server is up (as autovacuum would in time). */
const analyze = process.argv.includes('--analyze');
const server = resolve(arg('server', fileURLToPath(new URL('./http-server.ts', import.meta.url))));

for (let round = 1; round <= rounds; round++) {
  for (const target of targets) {
    const scratch = await createScratchDb(pgAdminUrl(), 'cpuclock');
    const admin = new pg.Client({ connectionString: pgAdminUrl() });
    await admin.connect();
    try {
      const spec: ServerSpec = {
        backend: 'postgres',
        databaseUrl: scratch.url,
        poolSize: 10,
        clockEmployees: 200,
      };
      const child = forkTs(server, [JSON.stringify(spec)]);
      try {
        const ready = await firstMessage<ServerReady>(child);
        if (analyze) {
          const c = new pg.Client({ connectionString: scratch.url });
          await c.connect();
          await c.query('analyze');
          await c.end();
        }
        await CLOCK_TARGETS[target](ready, 1); // warm-up: the pool's connections are open after it
        const nodeBefore = cpuOf(child.pid!);
        const pgBefore = await backendCpu(admin, scratch.name);
        const r = await CLOCK_TARGETS[target](ready, seconds);
        const pgAfter = await backendCpu(admin, scratch.name);
        const nodeAfter = cpuOf(child.pid!);
        const nodeUser = nodeAfter.user - nodeBefore.user;
        const nodeUs = nodeUser + nodeAfter.system - nodeBefore.system;
        const pgUs = backendDelta(pgBefore, pgAfter);
        console.log(
          `round ${round} ${target}: ${fmt(r.perSecond)} ${r.unit}, ${fmt(r.requests)} requests, ${r.errors} errors; ` +
            `CPU per request: Node ${fmt(nodeUs / r.requests)} µs (user ${fmt(nodeUser / r.requests)}), PostgreSQL ${fmt(pgUs / r.requests)} µs ` +
            `(${pgAfter.size} backends)`,
        );
      } finally {
        await stopChild(child);
      }
    } finally {
      await admin.end();
      await scratch.drop();
    }
  }
}
