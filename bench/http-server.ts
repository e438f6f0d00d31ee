/**
 * Child process of the HTTP and time-clock benchmarks: opens the database (PGlite in memory, or the
 * PostgreSQL URL given), migrates, seeds the demo company, optionally adds employees for the
 * time clock, and listens on 127.0.0.1 (random ports) with three servers sharing one Kysely db:
 *  - `static`: a bare Fastify route returning a fixed employee-detail JSON body (HTTP ceiling);
 *  - `query`: a bare Fastify route running one primary-key SELECT of an employee (one-query ceiling),
 *    built per request (`/employees/:id`) and, since issue 14, also prepared once and run as a
 *    named statement like the app's reads (`/prepared/employees/:id`, src/platform/db/prepared.ts);
 *    and `POST /time-records` `{ employee_id }`, one INSERT of a finished work record per request
 *    (the one-INSERT route ceiling of the time-clock benchmark, issue 26 goal 5);
 *  - `app`: the real payclock app (`buildApp`, rate limiter opened wide).
 * Reports `ServerReady` over IPC; stops on `{ cmd: 'stop' }`. Started by bench/http.ts and bench/clock.ts.
 * bench/profile-reads.ts also sends `{ cmd: 'cpu-profile-start' }` and `{ cmd: 'cpu-profile-stop', file }`
 * (V8's sampling profiler through node:inspector, so the profile covers the load window only; the
 * child answers `{ profiling: true }` once the profiler runs and `{ profiled: file, cpuMicros }` once
 * the `.cpuprofile` is written, with the CPU time (user + system, `process.cpuUsage`) the process
 * used in between).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/platform/db/database.js';
import { migrateToLatest } from '../src/platform/db/migrator.js';
import { prepareQuery, type SlotOf } from '../src/platform/db/prepared.js';
import { toInt } from '../src/platform/db/type-parsers.js';
import { seedDemoCompany } from '../src/modules/demo/seed.js';
import { randomBytes } from 'node:crypto';
import { cpuProfileCommands } from './cpu-profile-commands.js';
import { createSealer } from '../src/platform/crypto/sealing.js';
import { WebhookWorker } from '../src/modules/webhooks/worker.js';
import { systemClock } from '../src/shared/time.js';
import { loadConfig } from '../src/config/env.js';
import { configureBulkHeapGrowth } from '../src/platform/heap-growth.js';

/** Argument (JSON) of the child. */
export interface ServerSpec {
  backend: 'pglite' | 'postgres';
  databaseUrl?: string;
  /** pg pool size (PostgreSQL); the server's default is 10. */
  poolSize?: number;
  /** Extra active, hourly employees to create for the time-clock benchmark. */
  clockEmployees?: number;
  /**
   * Run the webhook delivery worker in this process (as `npm start` does); with `endpointUrl`, the
   * demo company also has one endpoint subscribed to every event type (bench/webhooks.ts).
   */
  webhooks?: { endpointUrl: string | null };
}

/** What the child reports once listening. */
export interface ServerReady {
  ports: { static: number; query: number; app: number };
  apiKey: string;
  companyId: number;
  /** Ids of the demo company's employees (for detail rotation). */
  employeeIds: number[];
  /** Ids of the employees created for the time clock (no records). */
  clockEmployeeIds: number[];
  /** Size in bytes of the employee detail body served by `static`. */
  detailBytes: number;
}

function portOf(app: FastifyInstance): number {
  return (app.server.address() as AddressInfo).port;
}

async function main(): Promise<void> {
  // As `npm start` does (src/startup/serve.ts): PAYCLOCK_HEAP_GROWTH_PERCENT or its default.
  configureBulkHeapGrowth(loadConfig().heapGrowthPercent);
  const spec = JSON.parse(process.argv[2] ?? '{}') as ServerSpec;
  const database =
    spec.backend === 'postgres'
      ? await openDatabase({ databaseUrl: spec.databaseUrl ?? null, poolSize: spec.poolSize ?? 10 })
      : await openDatabase({});
  const { db } = database;
  await migrateToLatest(db);
  const seeded = await seedDemoCompany(db, { asOf: '2026-11-21' });
  const companyId = seeded.companyId;

  let clockEmployeeIds: number[] = [];
  if (spec.clockEmployees && spec.clockEmployees > 0) {
    const wp = await db
      .selectFrom('workplaces')
      .select('id')
      .where('company_id', '=', companyId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const r = await sql<{
      id: string;
    }>`insert into employees (company_id, first_name, last_name, email, employment_type, is_active, start_date, workplace_id)
      select ${companyId}, 'Clock', 'Bench ' || g, 'clock-bench-' || g || '@example.com', 'employee', true, date '2026-01-05', ${wp.id}
      from generate_series(1, ${spec.clockEmployees}::int) g returning id`.execute(db);
    clockEmployeeIds = r.rows.map((x) => toInt(x.id));
  }

  const employeeIds = (
    await db.selectFrom('employees').select('id').where('company_id', '=', companyId).orderBy('id').execute()
  )
    .map((r) => toInt(r.id))
    .filter((id) => !clockEmployeeIds.includes(id));

  const sealer = createSealer(randomBytes(32));
  const app = await buildApp({
    db,
    sealer,
    config: { rateLimitPerSecond: 1_000_000, rateLimitBurst: 10_000_000, webhooksAllowPrivate: true },
  });
  await app.ready();
  let worker: WebhookWorker | null = null;
  if (spec.webhooks) {
    if (spec.webhooks.endpointUrl) {
      const ep = await app.inject({
        method: 'POST',
        url: '/partner/v1/webhook-endpoints',
        headers: { 'x-api-key': seeded.apiKey, 'content-type': 'application/json' },
        payload: JSON.stringify({ url: spec.webhooks.endpointUrl, event_types: ['*'] }),
      });
      if (ep.statusCode !== 201) throw new Error(`webhook endpoint answered ${ep.statusCode}: ${ep.body}`);
    }
    worker = new WebhookWorker({
      db,
      clock: systemClock,
      sealer,
      log: app.log,
      allowPrivate: true,
      concurrency: 10,
      pollMs: 1000,
    });
    await worker.start();
  }
  const sample = await app.inject({
    method: 'GET',
    url: `/partner/v1/employees/${employeeIds[0]}`,
    headers: { 'x-api-key': seeded.apiKey },
  });
  if (sample.statusCode !== 200) {
    throw new Error(`employee detail answered ${sample.statusCode}: ${sample.body}`);
  }
  const detailBody = sample.body;

  const staticApp = Fastify({ logger: false });
  staticApp.get('/employees/:id', async (_req, reply) =>
    reply.type('application/json; charset=utf-8').send(detailBody),
  );

  const queryApp = Fastify({ logger: false });
  queryApp.get<{ Params: { id: string } }>('/employees/:id', async (req, reply) => {
    const row = await db
      .selectFrom('employees')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('id', '=', Number(req.params.id))
      .executeTakeFirst();
    if (!row) return reply.code(404).send({ error: 'not found' });
    return row;
  });
  const preparedRow = prepareQuery((kdb, slot: SlotOf<{ companyId: number; id: string }>) =>
    kdb
      .selectFrom('employees')
      .selectAll()
      .where('company_id', '=', slot('companyId'))
      .where('id', '=', slot('id')),
  );
  queryApp.get<{ Params: { id: string } }>('/prepared/employees/:id', async (req, reply) => {
    const row = await preparedRow.executeTakeFirst(db, { companyId, id: req.params.id });
    if (!row) return reply.code(404).send({ error: 'not found' });
    return row;
  });

  // The one-INSERT ceiling (issue 26 goal 5): a bare route writing one finished work record of the
  // employee in the body per request, on the same pool — what a punch is measured against.
  let insertSeq = 0;
  const insertBaseMs = Date.parse('1980-01-01T00:00:00Z');
  queryApp.post<{ Body: { employee_id: number } }>('/time-records', async (req, reply) => {
    const start = new Date(insertBaseMs + insertSeq++ * 7_200_000);
    const end = new Date(start.getTime() + 3_600_000);
    const r = await sql<{ id: string }>`insert into time_records
        (company_id, employee_id, type, start, "end", clockin_source, clockout_source)
      values (${companyId}, ${req.body.employee_id}, 'work', ${start.toISOString()}, ${end.toISOString()}, 'bench', 'bench')
      returning id`.execute(db);
    return reply.code(201).send({ id: toInt(r.rows[0]!.id) });
  });

  await staticApp.listen({ host: '127.0.0.1', port: 0 });
  await queryApp.listen({ host: '127.0.0.1', port: 0 });
  await app.listen({ host: '127.0.0.1', port: 0 });

  const ready: ServerReady = {
    ports: { static: portOf(staticApp), query: portOf(queryApp), app: portOf(app) },
    apiKey: seeded.apiKey,
    companyId,
    employeeIds,
    clockEmployeeIds,
    detailBytes: Buffer.byteLength(detailBody),
  };
  const profileCommand = cpuProfileCommands();
  process.on('message', (m) => {
    if (profileCommand(m)) return;
    const msg = m as { cmd?: string };
    if (msg.cmd !== 'stop') return;
    void (async () => {
      await Promise.all([worker?.stop(), app.close(), staticApp.close(), queryApp.close()]);
      await database.close();
      process.exit(0);
    })();
  });
  process.send?.(ready);
}

main().catch((err: unknown) => {
  process.send?.({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  process.exitCode = 1;
  setTimeout(() => process.exit(1), 100).unref();
});
