/**
 * CPU profile of the read API under load (issue 14, reads): for each target — the employee detail,
 * the list of 50, and the one-query ceiling of bench/http.ts for comparison — the bench server
 * (bench/http-server.ts, the same child as bench/http.ts, on a fresh database) runs in a child
 * process; autocannon drives the target as bench/http.ts does (50 connections, a 1 s warm-up,
 * then `--seconds`, default 10) while V8's sampling profiler runs in the child (started after the
 * warm-up, stopped at the end of the load, so start-up and seeding are left out); then
 * bench/cpuprofile.ts prints the top items, and the server's CPU time per request (user + system,
 * from `process.cpuUsage`: less sensitive to other load on the machine than requests/s, though
 * not immune to it — contention for caches and cores slows every instruction).
 * Run: `npx tsx bench/profile-reads.ts [--backend pglite|postgres] [--targets detail,list,query]
 * [--seconds 10] [--out DIR] [--top 20]`. The `.cpuprofile` files stay in `--out` (default a fresh
 * folder under the OS temp dir) for Chrome DevTools or speedscope.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from './http.js';
import type { ServerReady, ServerSpec } from './http-server.js';
import { printProfileSummary, summarizeCpuProfile } from './cpuprofile.js';
import {
  arg,
  createScratchDb,
  firstMessage,
  fmt,
  forkTs,
  pgAdminUrl,
  stopChild,
  type ScratchDb,
} from './lib.js';

const TARGETS = {
  detail: (r: ServerReady) => ({
    port: r.ports.app,
    path: (i: number) => `/partner/v1/employees/${r.employeeIds[i % r.employeeIds.length]}`,
  }),
  list: (r: ServerReady) => ({ port: r.ports.app, path: () => '/partner/v1/employees?limit=50' }),
  query: (r: ServerReady) => ({
    port: r.ports.query,
    path: (i: number) => `/employees/${r.employeeIds[i % r.employeeIds.length]}`,
  }),
};
type Target = keyof typeof TARGETS;

const backend = arg('backend', 'postgres') as ServerSpec['backend'];
if (backend !== 'pglite' && backend !== 'postgres') throw new Error('--backend is pglite or postgres');
const targets = arg('targets', 'detail,list,query').split(',') as Target[];
if (targets.some((t) => !(t in TARGETS))) throw new Error('--targets takes detail, list, query');
const seconds = Number(arg('seconds', '10'));
const top = Number(arg('top', '20'));
const out = arg('out', mkdtempSync(join(tmpdir(), 'payclock-profile-')));
mkdirSync(out, { recursive: true });

for (const target of targets) {
  let scratch: ScratchDb | null = null;
  try {
    if (backend === 'postgres') scratch = await createScratchDb(pgAdminUrl(), 'profile');
    const spec: ServerSpec = scratch ? { backend, databaseUrl: scratch.url, poolSize: 10 } : { backend };
    const child = forkTs(fileURLToPath(new URL('./http-server.ts', import.meta.url)), [JSON.stringify(spec)]);
    const file = join(out, `${backend}-${target}.cpuprofile`);
    try {
      const ready = await firstMessage<ServerReady>(child);
      const t = TARGETS[target](ready);
      const base = `http://127.0.0.1:${t.port}`;
      const headers: Record<string, string> = target === 'query' ? {} : { 'x-api-key': ready.apiKey };
      await load(`${target} warm-up`, base, t.path, 1, headers);
      const started = firstMessage<{ profiling: true }>(child);
      child.send({ cmd: 'cpu-profile-start' });
      await started;
      const r = await load(target, base, t.path, seconds, headers);
      const written = firstMessage<{ profiled: string; cpuMicros: number }>(child);
      child.send({ cmd: 'cpu-profile-stop', file });
      const { cpuMicros } = await written;
      const s = summarizeCpuProfile(file, top);
      printProfileSummary(`${backend} ${target} (${file})`, s);
      console.log(
        `  load: ${fmt(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${fmt(r.requests)} requests ` +
          `(${r.non2xx} non-2xx, ${r.errors} errors); server CPU per request: ${fmt(cpuMicros / r.requests)} µs ` +
          `(process.cpuUsage, user + system), ${fmt((s.busyMs / r.requests) * 1000)} µs sampled busy`,
      );
    } finally {
      await stopChild(child);
    }
  } finally {
    await scratch?.drop();
  }
}
