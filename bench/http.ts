/**
 * Read API vs ceilings (issue: foundation §12). On each backend (PGlite in memory; PostgreSQL when
 * reachable) a child process (bench/http-server.ts) serves (a) a bare Fastify route with a static
 * JSON body the size of an employee detail, (b) a bare Fastify route running one primary-key
 * SELECT through the same Kysely db (built per request; and, for reference, (b′) the same SELECT
 * prepared once and run as a named statement, as the app's reads are), and (c) the real `GET /partner/v1/employees/:id` and
 * `GET /partner/v1/employees?limit=50` of the seeded demo company. This process drives each with
 * autocannon (50 connections, 10 s; `--quick` 3 s, after a 1 s warm-up), rotating the employee id
 * on every request. Goals: detail ≥ 0.7 × the one-query ceiling on both backends, p99 < 25 ms (foundation
 * §12); list ≥ 0.4 × the one-query ceiling, p99 < 100 ms (issue 14).
 * Run alone: `npx tsx bench/http.ts [--quick]`.
 */
import autocannon from 'autocannon';
import { fileURLToPath } from 'node:url';
import type { ServerReady, ServerSpec } from './http-server.js';
import {
  createScratchDb,
  firstMessage,
  fmt,
  forkTs,
  pgAdminUrl,
  postgresReachable,
  printTable,
  stopChild,
  type BenchOptions,
  type ScratchDb,
  type SummaryRow,
} from './lib.js';

const CONNECTIONS = 50;

/** One load run. */
export interface LoadResult {
  target: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

/** Results of one backend. */
export interface HttpBackendResult {
  backend: 'pglite' | 'postgres';
  detailBytes: number;
  runs: {
    static: LoadResult;
    query: LoadResult;
    prepared: LoadResult;
    detail: LoadResult;
    list: LoadResult;
  };
}

/** Runs autocannon against `url`; `pathOf(i)` gives the path of the i-th request (rotation). */
export async function load(
  target: string,
  base: string,
  pathOf: (i: number) => string,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  let i = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: pathOf(i++) }) }],
  });
  return {
    target,
    rps: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result['2xx'] + result.non2xx,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function benchBackend(spec: ServerSpec, seconds: number): Promise<HttpBackendResult> {
  const child = forkTs(fileURLToPath(new URL('./http-server.ts', import.meta.url)), [JSON.stringify(spec)]);
  try {
    const ready = await firstMessage<ServerReady>(child);
    const ids = ready.employeeIds;
    const idAt = (i: number) => ids[i % ids.length]!;
    const key = { 'x-api-key': ready.apiKey };
    const targets = {
      static: {
        base: `http://127.0.0.1:${ready.ports.static}`,
        path: (i: number) => `/employees/${idAt(i)}`,
        headers: {},
      },
      query: {
        base: `http://127.0.0.1:${ready.ports.query}`,
        path: (i: number) => `/employees/${idAt(i)}`,
        headers: {},
      },
      prepared: {
        base: `http://127.0.0.1:${ready.ports.query}`,
        path: (i: number) => `/prepared/employees/${idAt(i)}`,
        headers: {},
      },
      detail: {
        base: `http://127.0.0.1:${ready.ports.app}`,
        path: (i: number) => `/partner/v1/employees/${idAt(i)}`,
        headers: key,
      },
      list: {
        base: `http://127.0.0.1:${ready.ports.app}`,
        path: () => '/partner/v1/employees?limit=50',
        headers: key,
      },
    };
    console.log(
      `  [http ${spec.backend}] employee detail body: ${ready.detailBytes} bytes; rotating over ${ids.length} employees`,
    );
    const runs = {} as HttpBackendResult['runs'];
    for (const [name, t] of Object.entries(targets) as Array<
      [keyof typeof targets, (typeof targets)[keyof typeof targets]]
    >) {
      await load(`${name} warm-up`, t.base, t.path, 1, t.headers);
      const r = await load(name, t.base, t.path, seconds, t.headers);
      runs[name] = r;
      console.log(
        `  [http ${spec.backend}] ${name.padEnd(8)} ${fmt(r.rps).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  (${fmt(r.requests)} requests, ${r.non2xx} non-2xx, ${r.errors} errors)`,
      );
    }
    return { backend: spec.backend, detailBytes: ready.detailBytes, runs };
  } finally {
    await stopChild(child);
  }
}

/** Runs the HTTP benchmark on PGlite, then on PostgreSQL when reachable; prints a table; returns summary rows. */
export async function benchHttp(
  opts: BenchOptions,
): Promise<{ results: HttpBackendResult[]; summary: SummaryRow[] }> {
  const seconds = opts.quick ? 3 : 10;
  const results: HttpBackendResult[] = [];
  console.log(
    `\n== http: read API vs ceilings (${CONNECTIONS} connections, ${seconds} s per run after a 1 s warm-up; server in a child process) ==`,
  );
  results.push(await benchBackend({ backend: 'pglite' }, seconds));
  if (await postgresReachable(opts.pgAdminUrl)) {
    let scratch: ScratchDb | null = null;
    try {
      scratch = await createScratchDb(opts.pgAdminUrl, 'http');
      results.push(
        await benchBackend({ backend: 'postgres', databaseUrl: scratch.url, poolSize: 10 }, seconds),
      );
    } finally {
      await scratch?.drop();
    }
  } else {
    console.log('  PostgreSQL is not reachable: skipped the postgres backend');
  }

  const rows: string[][] = [];
  const summary: SummaryRow[] = [];
  for (const r of results) {
    for (const name of ['static', 'query', 'prepared', 'detail', 'list'] as const) {
      const x = r.runs[name];
      const label = {
        static: '(a) static JSON ceiling',
        query: '(b) one-query ceiling',
        prepared: "(b') one-query, prepared",
        detail: '(c) GET /employees/:id',
        list: '(c) GET /employees?limit=50',
      }[name];
      rows.push([
        r.backend,
        label,
        fmt(x.rps),
        `${x.p50}`,
        `${x.p99}`,
        fmt(x.rps / r.runs.static.rps, 2),
        fmt(x.rps / r.runs.query.rps, 2),
        fmt(x.rps / r.runs.prepared.rps, 2),
        `${x.non2xx + x.errors}`,
      ]);
    }
    const detailVsQuery = r.runs.detail.rps / r.runs.query.rps;
    summary.push({
      bench: `http ${r.backend}`,
      metric: 'detail / one-query ceiling',
      value: fmt(detailVsQuery, 2),
      goal: '≥ 0.70',
      met: detailVsQuery >= 0.7,
    });
    summary.push({
      bench: `http ${r.backend}`,
      metric: "detail / prepared one-query (b')",
      value: fmt(r.runs.detail.rps / r.runs.prepared.rps, 2),
      goal: 'informational',
      met: null,
    });
    const listVsQuery = r.runs.list.rps / r.runs.query.rps;
    summary.push({
      bench: `http ${r.backend}`,
      metric: 'list?limit=50 / one-query ceiling',
      value: fmt(listVsQuery, 2),
      goal: '≥ 0.40',
      met: listVsQuery >= 0.4,
    });
    summary.push({
      bench: `http ${r.backend}`,
      metric: 'detail req/s (p50 / p99 ms)',
      value: `${fmt(r.runs.detail.rps)} (${r.runs.detail.p50} / ${r.runs.detail.p99})`,
      goal: 'p99 < 25 ms',
      met: r.runs.detail.p99 < 25,
    });
    summary.push({
      bench: `http ${r.backend}`,
      metric: 'list req/s (p50 / p99 ms)',
      value: `${fmt(r.runs.list.rps)} (${r.runs.list.p50} / ${r.runs.list.p99})`,
      goal: 'p99 < 100 ms',
      met: r.runs.list.p99 < 100,
    });
  }
  console.log('');
  printTable(['backend', 'target', 'req/s', 'p50 ms', 'p99 ms', '÷ (a)', '÷ (b)', "÷ (b')", 'errors'], rows);
  return { results, summary };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await benchHttp({ quick: process.argv.includes('--quick'), pgAdminUrl: pgAdminUrl() });
}
