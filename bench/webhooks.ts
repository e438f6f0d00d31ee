/**
 * Webhooks (docs/performance.md §6), two figures:
 *
 * 1. **Outbox → receiver, events/s.** N events (5,000; `--quick` 1,000) of a company with one
 *    endpoint subscribed to every type are written to the outbox in bulk (a realistic ~1 kB
 *    `time_record.clock_in` payload, ordering keys of 200 people); then one WebhookWorker of this
 *    process (concurrency 10, the default) dispatches, signs, POSTs and records them to a local
 *    receiver (plain `node:http`, 127.0.0.1, answers 200 at once). events/s = N ÷ seconds from the
 *    worker's start to the last delivery recorded `delivered`. PGlite (in memory) and PostgreSQL.
 * 2. **Cost on the clock-in path.** Clock-in/clock-out pairs/s with bench/clock.ts's driver (50
 *    workers, 200 employees, PostgreSQL, server in a child process running the delivery worker as
 *    `npm start` does) when the company has one endpoint subscribed to every event type, ÷ the same
 *    with no endpoint. Rounds alternate none, subscribed, subscribed, none (10 s each; `--quick` 3 s)
 *    to even out drift; the ratio is of the means. Goal ≥ 0.9.
 *
 * Run alone: `npx tsx bench/webhooks.ts [--quick]`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Kysely } from 'kysely';
import { openDatabase, type Database } from '../src/platform/db/database.js';
import { migrateToLatest } from '../src/platform/db/migrator.js';
import type { DB } from '../src/platform/db/schema.js';
import { seedDemoCompany } from '../src/modules/demo/seed.js';
import { createSealer } from '../src/platform/crypto/sealing.js';
import type { AuthContext } from '../src/platform/auth/auth.plugin.js';
import { WebhookEndpointsService } from '../src/modules/webhooks/endpoints.service.js';
import { emitEvents } from '../src/modules/webhooks/outbox.js';
import { WebhookWorker } from '../src/modules/webhooks/worker.js';
import { systemClock } from '../src/shared/time.js';
import { runPairs } from './clock.js';
import type { ServerReady } from './http-server.js';
import {
  createScratchDb,
  firstMessage,
  fmt,
  forkTs,
  pgAdminUrl,
  postgresReachable,
  printTable,
  secondsSince,
  stopChild,
  type BenchOptions,
  type SummaryRow,
} from './lib.js';

/** A receiver answering 200 at once; counts requests. */
async function startReceiver(): Promise<{ url: string; count: () => number; close: () => Promise<void> }> {
  let n = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      n++;
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('ok');
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    count: () => n,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** A time record detail of about the size the API returns. */
function samplePunch(i: number) {
  return {
    time_record_id: 100_000 + i,
    type: 'work',
    start: '2026-11-21T16:00:00.000Z',
    end: null,
    missed_clockout: false,
    clockin_source: 'partner_api',
    clockout_source: null,
    start_location: 'Mission Bay, San Francisco',
    end_location: null,
    note: 'Front desk, morning shift',
    end_note: null,
    employee_id: 1 + (i % 200),
    customer_id: 3,
    project_id: 7,
    customer: { customer_id: 3, name: 'Bayside Clinics' },
    project: { project_id: 7, name: 'Renovation — east wing' },
    start_coordinates: '37.7705,-122.3910',
    end_coordinates: null,
    expires_at: '2026-11-22T12:00:00.000Z',
    note_img_url: null,
    end_note_img_url: null,
    employee: { employee_id: 1 + (i % 200), first_name: 'Ana', last_name: 'Lopez' },
  };
}

/** Outbox → receiver on one database: events/s. */
async function outboxThroughput(db: Kysely<DB>, n: number, receiverUrl: string, count: () => number) {
  const seeded = await seedDemoCompany(db, { asOf: '2026-11-21' });
  const sealer = createSealer(randomBytes(32));
  const auth = { companyId: seeded.companyId, keyPrefix: 'bench' } as AuthContext;
  await new WebhookEndpointsService(db, systemClock, sealer, true).create(auth, {
    url: receiverUrl,
    event_types: ['*'],
  });
  const at = new Date();
  await db.transaction().execute((trx) =>
    emitEvents(
      trx,
      seeded.companyId,
      Array.from({ length: n }, (_, i) => ({
        type: 'time_record.clock_in' as const,
        data: samplePunch(i),
        orderingKey: `employee:${1 + (i % 200)}`,
        at,
      })),
    ),
  );
  const before = count();
  const worker = new WebhookWorker({
    db,
    clock: systemClock,
    sealer,
    log: { debug() {}, info() {}, warn() {}, error: (...a: unknown[]) => console.error(...a) } as never,
    allowPrivate: true,
    concurrency: 10,
    pollMs: 1000,
  });
  const t0 = process.hrtime.bigint();
  await worker.start();
  for (;;) {
    await new Promise((r) => setTimeout(r, 50));
    const r = await db
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'delivered')
      .executeTakeFirstOrThrow();
    if (Number(r.n) >= n) break;
  }
  const seconds = secondsSince(t0);
  await worker.stop();
  return { seconds, received: count() - before, perSecond: n / seconds };
}

async function withDb<T>(database: Database, fn: (db: Kysely<DB>) => Promise<T>): Promise<T> {
  try {
    await migrateToLatest(database.db);
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

/** One round of clock-in/clock-out pairs on a fresh database; `endpointUrl` null = no endpoint. */
async function punchRound(opts: BenchOptions, seconds: number, endpointUrl: string | null) {
  const scratch = await createScratchDb(opts.pgAdminUrl, 'webhooks');
  try {
    const child = forkTs(fileURLToPath(new URL('./http-server.ts', import.meta.url)), [
      JSON.stringify({
        backend: 'postgres',
        databaseUrl: scratch.url,
        poolSize: 10,
        clockEmployees: 200,
        webhooks: { endpointUrl },
      }),
    ]);
    try {
      const ready = await firstMessage<ServerReady>(child);
      await runPairs(ready, 1);
      const r = await runPairs(ready, seconds);
      const events = await eventCount(scratch.url);
      return { pairsPerSecond: r.pairs / r.seconds, errors: r.errors, events };
    } finally {
      await stopChild(child);
    }
  } finally {
    await scratch.drop();
  }
}

/** Events in the outbox and deliveries delivered, read straight from the scratch database. */
async function eventCount(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const e = await c.query<{ n: string }>('select count(*) as n from webhook_events');
    const d = await c.query<{ n: string }>(
      `select count(*) as n from webhook_deliveries where status = 'delivered'`,
    );
    return { events: Number(e.rows[0]!.n), delivered: Number(d.rows[0]!.n) };
  } finally {
    await c.end();
  }
}

/** Runs the webhooks benchmark; prints tables; returns summary rows. */
export async function benchWebhooks(opts: BenchOptions): Promise<{ summary: SummaryRow[] }> {
  const n = opts.quick ? 1_000 : 5_000;
  const seconds = opts.quick ? 3 : 10;
  console.log(`\n== webhooks: outbox → receiver (${fmt(n)} events) and the cost on the clock-in path ==`);
  const summary: SummaryRow[] = [];
  const receiver = await startReceiver();
  const pgUp = await postgresReachable(opts.pgAdminUrl);
  try {
    const rows: string[][] = [];
    const lite = await withDb(await openDatabase({}), (db) =>
      outboxThroughput(db, n, receiver.url, receiver.count),
    );
    rows.push(['pglite', fmt(n), fmt(lite.received), fmt(lite.seconds, 2), fmt(lite.perSecond)]);
    summary.push({
      bench: 'webhooks',
      metric: 'events/s outbox → receiver (PGlite)',
      value: fmt(lite.perSecond),
      goal: '',
      met: null,
    });
    if (pgUp) {
      const scratch = await createScratchDb(opts.pgAdminUrl, 'webhooks');
      try {
        const r = await withDb(await openDatabase({ databaseUrl: scratch.url, poolSize: 10 }), (db) =>
          outboxThroughput(db, n, receiver.url, receiver.count),
        );
        rows.push(['postgres', fmt(n), fmt(r.received), fmt(r.seconds, 2), fmt(r.perSecond)]);
        summary.push({
          bench: 'webhooks',
          metric: 'events/s outbox → receiver (PostgreSQL)',
          value: fmt(r.perSecond),
          goal: '',
          met: null,
        });
      } finally {
        await scratch.drop();
      }
    }
    printTable(['backend', 'events', 'requests received', 'seconds', 'events/s'], rows);

    if (!pgUp) {
      console.log('  PostgreSQL is not reachable: the clock-in cost is skipped');
      summary.push({
        bench: 'webhooks',
        metric: 'punch pairs/s subscribed ÷ none',
        value: 'skipped (no PostgreSQL)',
        goal: '≥ 0.90',
        met: null,
      });
      return { summary };
    }
    const plan: Array<'none' | 'subscribed'> = ['none', 'subscribed', 'subscribed', 'none'];
    const results: Array<{
      mode: string;
      pairsPerSecond: number;
      errors: number;
      events: number;
      delivered: number;
    }> = [];
    for (const mode of plan) {
      const r = await punchRound(opts, seconds, mode === 'subscribed' ? receiver.url : null);
      results.push({ mode, pairsPerSecond: r.pairsPerSecond, errors: r.errors, ...r.events });
    }
    console.log('');
    printTable(
      ['round', 'endpoint', 'pairs/s', 'punch errors', 'events written', 'delivered by the end'],
      results.map((r, i) => [
        String(i + 1),
        r.mode,
        fmt(r.pairsPerSecond),
        fmt(r.errors),
        fmt(r.events),
        fmt(r.delivered),
      ]),
    );
    const mean = (m: string) => {
      const xs = results.filter((r) => r.mode === m).map((r) => r.pairsPerSecond);
      return xs.reduce((a, b) => a + b, 0) / xs.length;
    };
    const ratio = mean('subscribed') / mean('none');
    console.log(
      `  pairs/s with one subscribed endpoint ÷ with none = ${fmt(mean('subscribed'))} ÷ ${fmt(mean('none'))} = ${fmt(ratio, 3)} (goal ≥ 0.9)`,
    );
    summary.push({
      bench: 'webhooks',
      metric: 'punch pairs/s subscribed ÷ none',
      value: `${fmt(mean('subscribed'))} ÷ ${fmt(mean('none'))} = ${fmt(ratio, 3)}`,
      goal: '≥ 0.90',
      met: ratio >= 0.9,
    });
    return { summary };
  } finally {
    await receiver.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await benchWebhooks({ quick: process.argv.includes('--quick'), pgAdminUrl: pgAdminUrl() });
}
