/**
 * CPU profile of the time clock under load (issue 26 goal 5), the punch counterpart of
 * bench/profile-reads.ts: for each target — `punch` (clock-in/clock-out pairs of the real app, as
 * bench/clock.ts drives them: 50 workers, 200 employees) and `route` (the bare one-INSERT route of
 * the bench server's `query` app, the goal's baseline) — a bench server (bench/http-server.ts) runs
 * on a fresh PostgreSQL database in a child process; after a 1 s warm-up, V8's sampling profiler
 * runs in the child for `--seconds` (default 8) of load; then bench/cpuprofile.ts prints the top
 * items, and the server's CPU time per request (user + system, `process.cpuUsage` — steadier than
 * requests/s on a shared machine).
 * Run: `npx tsx bench/profile-clock.ts [--targets punch,route] [--seconds 8] [--out DIR] [--top 25]`.
 * The `.cpuprofile` files stay in `--out` (default a fresh folder under the OS temp dir).
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLOCK_TARGETS, clockTargetsArg } from './clock-targets.js';
import type { ServerReady, ServerSpec } from './http-server.js';
import { printProfileSummary, summarizeCpuProfile } from './cpuprofile.js';
import { arg, createScratchDb, firstMessage, fmt, forkTs, pgAdminUrl, stopChild } from './lib.js';

const targets = clockTargetsArg();
const seconds = Number(arg('seconds', '8'));
const top = Number(arg('top', '25'));
const out = arg('out', mkdtempSync(join(tmpdir(), 'payclock-profile-')));
mkdirSync(out, { recursive: true });

for (const target of targets) {
  const scratch = await createScratchDb(pgAdminUrl(), 'profclock');
  try {
    const spec: ServerSpec = {
      backend: 'postgres',
      databaseUrl: scratch.url,
      poolSize: 10,
      clockEmployees: 200,
    };
    const child = forkTs(fileURLToPath(new URL('./http-server.ts', import.meta.url)), [JSON.stringify(spec)]);
    const file = join(out, `postgres-${target}.cpuprofile`);
    try {
      const ready = await firstMessage<ServerReady>(child);
      await CLOCK_TARGETS[target](ready, 1); // warm-up
      const started = firstMessage<{ profiling: true }>(child);
      child.send({ cmd: 'cpu-profile-start' });
      await started;
      const r = await CLOCK_TARGETS[target](ready, seconds);
      const written = firstMessage<{ profiled: string; cpuMicros: number }>(child);
      child.send({ cmd: 'cpu-profile-stop', file });
      const { cpuMicros } = await written;
      const s = summarizeCpuProfile(file, top);
      printProfileSummary(`postgres ${target} (${file})`, s);
      console.log(
        `  load: ${fmt(r.perSecond)} ${r.unit}, ${fmt(r.requests)} requests (${r.errors} errors); ` +
          `server CPU per request: ${fmt(cpuMicros / r.requests)} µs (process.cpuUsage, user + system), ` +
          `${fmt((s.busyMs / r.requests) * 1000)} µs sampled busy`,
      );
    } finally {
      await stopChild(child);
    }
  } finally {
    await scratch.drop();
  }
}
