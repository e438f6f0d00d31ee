/**
 * Clock-in/clock-out pairs per second (issue: time clock §10), on PostgreSQL. The server (the real
 * app, pg pool of 10 — the default PG_POOL_SIZE) runs in a child process (bench/http-server.ts)
 * with the demo company plus 200 new active employees. This process runs 50 concurrent `fetch`
 * workers for 10 s (`--quick` 3 s); each worker owns 4 of the 200 employees, clocks them in one
 * after the other, then out one after the other, and repeats — so two punches never target the same
 * employee at once and a clock-out never lands in the millisecond of its clock-in. A pair = one
 * clock-in (201) + its clock-out (200) = 2 requests; pairs/s = completed pairs / elapsed seconds.
 * Any other status or a network error counts as an error.
 *
 * Baselines, same duration and 50 concurrent workers:
 *  - (issue 26 goal 5) a bare Fastify route doing one `INSERT` of a finished work record per request
 *    (`POST /time-records` of the child's `query` server, same pg pool of 10): requests/s. Goal:
 *    pairs/s ≥ 0.25 × that route's requests/s, zero errors;
 *  - (history, issue 10/14) plain single-row `INSERT`s into `time_records` of the same database,
 *    through `pg` (pool of 50), no HTTP. The old goal was pairs/s ≥ 0.3 × INSERTs/s; the ratio stays
 *    in the table for comparison.
 * Run alone: `npx tsx bench/clock.ts [--quick]`.
 */
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { ServerReady } from './http-server.js';
import {
  createScratchDb,
  firstMessage,
  fmt,
  forkTs,
  percentile,
  pgAdminUrl,
  postgresReachable,
  printTable,
  secondsSince,
  stopChild,
  type BenchOptions,
  type SummaryRow,
} from './lib.js';

const WORKERS = 50;
const EMPLOYEES = 200;

/** Result of the time-clock benchmark. */
export interface ClockResult {
  seconds: number;
  pairs: number;
  pairsPerSecond: number;
  requestsPerSecond: number;
  errors: number;
  errorSamples: string[];
  p50: number;
  p99: number;
  inserts: number;
  insertsPerSecond: number;
  insertErrors: number;
  ratio: number;
  /** Requests/s of the bare one-INSERT route. */
  routeInsertsPerSecond: number;
  routeInsertErrors: number;
  /** pairs/s ÷ one-INSERT route requests/s (issue 26 goal 5: ≥ 0.25). */
  routeRatio: number;
}

/**
 * Clock-in/clock-out pairs by {@link WORKERS} concurrent workers against a bench server for
 * `seconds` (see the header); also used by bench/webhooks.ts.
 */
export async function runPairs(ready: ServerReady, seconds: number) {
  const base = `http://127.0.0.1:${ready.ports.app}/partner/v1/time-records`;
  const headers = { 'content-type': 'application/json', 'x-api-key': ready.apiKey };
  const perWorker = ready.clockEmployeeIds.length / WORKERS;
  let pairs = 0;
  let errors = 0;
  const errorSamples: string[] = [];
  const latencies: number[] = [];
  const punch = async (
    kind: 'clock-in' | 'clock-out',
    employeeId: number,
    expect: number,
  ): Promise<boolean> => {
    const t0 = performance.now();
    try {
      const res = await fetch(`${base}/${kind}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ employee_id: employeeId }),
      });
      const text = await res.text();
      latencies.push(performance.now() - t0);
      if (res.status === expect) return true;
      errors++;
      if (errorSamples.length < 5) {
        errorSamples.push(`${kind} ${employeeId}: ${res.status} ${text.slice(0, 200)}`);
      }
    } catch (err) {
      errors++;
      if (errorSamples.length < 5) errorSamples.push(`${kind} ${employeeId}: ${String(err)}`);
    }
    return false;
  };
  const t0 = process.hrtime.bigint();
  const deadline = performance.now() + seconds * 1000;
  const worker = async (w: number) => {
    const mine = ready.clockEmployeeIds.slice(w * perWorker, (w + 1) * perWorker);
    while (performance.now() < deadline) {
      const inOk: boolean[] = [];
      for (const id of mine) inOk.push(await punch('clock-in', id, 201));
      for (let k = 0; k < mine.length; k++) {
        if (!inOk[k]) continue;
        if (await punch('clock-out', mine[k]!, 200)) pairs++;
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  const elapsed = secondsSince(t0);
  return { seconds: elapsed, pairs, errors, errorSamples, latencies };
}

/**
 * The one-INSERT route baseline: {@link WORKERS} workers POST `{ employee_id }` to the bare route of
 * the child's `query` server for `seconds`; counts 201 answers (anything else is an error).
 */
export async function runRouteInserts(ready: ServerReady, seconds: number) {
  const url = `http://127.0.0.1:${ready.ports.query}/time-records`;
  const ids = ready.clockEmployeeIds;
  let done = 0;
  let errors = 0;
  let n = 0;
  const t0 = process.hrtime.bigint();
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (performance.now() < deadline) {
        try {
          const res = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ employee_id: ids[n++ % ids.length] }),
          });
          await res.text();
          if (res.status === 201) done++;
          else errors++;
        } catch {
          errors++;
        }
      }
    }),
  );
  return { seconds: secondsSince(t0), inserts: done, errors };
}

async function runInserts(url: string, companyId: number, employeeIds: number[], seconds: number) {
  const pool = new pg.Pool({ connectionString: url, max: WORKERS });
  // The scratch database is dropped `with (force)` right after: ignore the termination of clients still closing.
  pool.on('error', () => undefined);
  let inserts = 0;
  let errors = 0;
  // Finished records far in the past, one hour each, distinct per insert.
  let seq = 0;
  const baseMs = Date.parse('2020-01-01T00:00:00Z');
  try {
    await Promise.all(Array.from({ length: WORKERS }, () => pool.query('select 1')));
    const t0 = process.hrtime.bigint();
    const deadline = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (performance.now() < deadline) {
          const n = seq++;
          const start = new Date(baseMs + n * 7_200_000);
          try {
            await pool.query(
              `insert into time_records (company_id, employee_id, type, start, "end", clockin_source, clockout_source)
            values ($1, $2, 'work', $3, $4, 'bench', 'bench')`,
              [
                companyId,
                employeeIds[n % employeeIds.length],
                start.toISOString(),
                new Date(start.getTime() + 3_600_000).toISOString(),
              ],
            );
            inserts++;
          } catch {
            errors++;
          }
        }
      }),
    );
    return { seconds: secondsSince(t0), inserts, errors };
  } finally {
    await pool.end();
  }
}

/** Runs the time-clock benchmark (PostgreSQL only); prints a table; returns summary rows. */
export async function benchClock(
  opts: BenchOptions,
): Promise<{ result: ClockResult | null; summary: SummaryRow[] }> {
  const seconds = opts.quick ? 3 : 10;
  console.log(
    `\n== clock: clock-in/clock-out pairs vs plain INSERTs (PostgreSQL, ${EMPLOYEES} employees, ${WORKERS} concurrent workers, ${seconds} s each) ==`,
  );
  if (!(await postgresReachable(opts.pgAdminUrl))) {
    console.log('  PostgreSQL is not reachable: skipped');
    return {
      result: null,
      summary: [
        {
          bench: 'clock',
          metric: 'pairs/s',
          value: 'skipped (no PostgreSQL)',
          goal: '≥ 0.3 × INSERT/s',
          met: null,
        },
      ],
    };
  }
  const scratch = await createScratchDb(opts.pgAdminUrl, 'clock');
  try {
    const child = forkTs(fileURLToPath(new URL('./http-server.ts', import.meta.url)), [
      JSON.stringify({
        backend: 'postgres',
        databaseUrl: scratch.url,
        poolSize: 10,
        clockEmployees: EMPLOYEES,
      }),
    ]);
    let p: Awaited<ReturnType<typeof runPairs>>;
    let ready: ServerReady;
    let route: Awaited<ReturnType<typeof runRouteInserts>>;
    try {
      ready = await firstMessage<ServerReady>(child);
      await runPairs(ready, 1); // warm-up (not counted)
      p = await runPairs(ready, seconds);
      await runRouteInserts(ready, 1); // warm-up (not counted)
      route = await runRouteInserts(ready, seconds);
    } finally {
      await stopChild(child);
    }
    const ins = await runInserts(scratch.url, ready.companyId, ready.clockEmployeeIds, seconds);
    const pairsPerSecond = p.pairs / p.seconds;
    const insertsPerSecond = ins.inserts / ins.seconds;
    const result: ClockResult = {
      seconds: p.seconds,
      pairs: p.pairs,
      pairsPerSecond,
      requestsPerSecond: p.latencies.length / p.seconds,
      errors: p.errors,
      errorSamples: p.errorSamples,
      p50: percentile(p.latencies, 50),
      p99: percentile(p.latencies, 99),
      inserts: ins.inserts,
      insertsPerSecond,
      insertErrors: ins.errors,
      ratio: pairsPerSecond / insertsPerSecond,
      routeInsertsPerSecond: route.inserts / route.seconds,
      routeInsertErrors: route.errors,
      routeRatio: pairsPerSecond / (route.inserts / route.seconds),
    };
    console.log('');
    printTable(
      ['measure', 'count', 'seconds', 'per second', 'p50 ms', 'p99 ms', 'errors'],
      [
        [
          'clock-in + clock-out pairs',
          fmt(p.pairs),
          fmt(p.seconds, 2),
          fmt(pairsPerSecond),
          fmt(result.p50, 1),
          fmt(result.p99, 1),
          fmt(p.errors),
        ],
        [
          '  (punch requests)',
          fmt(p.latencies.length),
          fmt(p.seconds, 2),
          fmt(result.requestsPerSecond),
          '',
          '',
          '',
        ],
        [
          'bare route, one INSERT per request',
          fmt(route.inserts),
          fmt(route.seconds, 2),
          fmt(result.routeInsertsPerSecond),
          '',
          '',
          fmt(route.errors),
        ],
        [
          'plain INSERT baseline (no HTTP)',
          fmt(ins.inserts),
          fmt(ins.seconds, 2),
          fmt(insertsPerSecond),
          '',
          '',
          fmt(ins.errors),
        ],
      ],
    );
    console.log(
      `  ratio pairs/s ÷ one-INSERT route req/s = ${fmt(result.routeRatio, 3)} (goal ≥ 0.25); ` +
        `pairs/s ÷ plain INSERT/s = ${fmt(result.ratio, 3)} (history; old goal ≥ 0.3); errors ${p.errors}`,
    );
    for (const s of p.errorSamples) console.log(`  error: ${s}`);
    return {
      result,
      summary: [
        {
          bench: 'clock',
          metric: 'pairs/s ÷ one-INSERT route req/s',
          value: `${fmt(pairsPerSecond)} ÷ ${fmt(result.routeInsertsPerSecond)} = ${fmt(result.routeRatio, 3)}`,
          goal: '≥ 0.25',
          met: result.routeRatio >= 0.25,
        },
        {
          bench: 'clock',
          metric: 'pairs/s ÷ plain INSERT/s (history)',
          value: `${fmt(pairsPerSecond)} ÷ ${fmt(insertsPerSecond)} = ${fmt(result.ratio, 3)}`,
          goal: '(old: ≥ 0.30)',
          met: null,
        },
        { bench: 'clock', metric: 'punch errors', value: fmt(p.errors), goal: '0', met: p.errors === 0 },
      ],
    };
  } finally {
    await scratch.drop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await benchClock({ quick: process.argv.includes('--quick'), pgAdminUrl: pgAdminUrl() });
}
