/**
 * Webhooks across real server processes (`node --import tsx src/server.ts`) and a real receiver:
 * - embedded database: a server killed with SIGKILL after the outbox write — before any dispatch,
 *   and in the middle of an attempt — delivers the event after a restart;
 * - PostgreSQL: two server processes on one database deliver each attempt exactly once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKEND, createTestDatabase, TENANT_SCOPE_CHECK } from '../helpers/db.js';
import { makeCompany, makeEmployee } from '../helpers/app.js';
import { exited, startServer, waitFor, type ServerProcess } from '../helpers/server-process.js';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.js';
import { openDatabase, type Database } from '../../src/platform/db/database.js';
import { migrateToLatest } from '../../src/platform/db/migrator.js';

const WEBHOOK_ENV = { WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOKS_POLL_MS: '20' };

/** A small client of one server. */
function client(server: ServerProcess, key: string) {
  return async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${server.base}/partner/v1${url}`, {
      method,
      headers: { 'x-api-key': key, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as any };
  };
}

describe.skipIf(BACKEND !== 'pglite')(
  'a server killed between the outbox write and delivery (embedded database)',
  () => {
    let dir: string;
    let key = '';
    let employees: number[] = [];
    let receiver: Receiver;
    let secrets: string[] = [];
    const running: ServerProcess[] = [];

    beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payclock-webhooks-'));
      const database = await openDatabase({ dataDir: dir, tenantScopeCheck: TENANT_SCOPE_CHECK });
      await migrateToLatest(database.db);
      const company = await makeCompany(database.db);
      key = company.apiKey;
      employees = [
        await makeEmployee(database.db, company.companyId),
        await makeEmployee(database.db, company.companyId),
      ];
      await database.close();
      receiver = await startReceiver(
        () => secrets,
        () => new Date(),
      );
    }, 120_000);

    afterAll(async () => {
      for (const s of running) if (s.child.exitCode === null) s.child.kill('SIGKILL');
      await Promise.all(running.map((s) => exited(s.child)));
      await receiver.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    const start = async (env: Record<string, string> = {}) => {
      const s = await startServer({ DATA_DIR: dir, ...WEBHOOK_ENV, ...env });
      running.push(s);
      return s;
    };
    const kill = async (s: ServerProcess) => {
      s.child.kill('SIGKILL');
      await exited(s.child);
    };

    it('an event written but never dispatched is delivered after the restart', async () => {
      const first = await start({ WEBHOOKS_WORKER: 'false' });
      const call = client(first, key);
      const ep = await call('POST', '/webhook-endpoints', {
        url: receiver.url,
        event_types: ['time_record.clock_in'],
      });
      expect(ep.status).toBe(201);
      secrets = [ep.body.secret];
      const punch = await call('POST', '/time-records/clock-in', { employee_id: employees[0] });
      expect(punch.status).toBe(201);
      await kill(first);
      expect(receiver.received).toHaveLength(0);

      const second = await start();
      await waitFor('the delivery after the restart', () => receiver.received.length >= 1);
      const got = receiver.received[0]!;
      expect(got.verifiedBy).toEqual([0]);
      expect(got.event).toMatchObject({
        type: 'time_record.clock_in',
        data: { time_record_id: punch.body.time_record_id },
      });
      // A graceful stop: the outcome is recorded before the process exits.
      second.child.kill('SIGTERM');
      await exited(second.child);
    }, 240_000);

    it('an attempt in flight when the server dies is made again after the restart', async () => {
      const first = await start();
      const call = client(first, key);
      receiver.answer('hang');
      const punch = await call('POST', '/time-records/clock-in', { employee_id: employees[1] });
      expect(punch.status).toBe(201);
      const events = await call('GET', '/events?type=time_record.clock_in');
      const eventId = events.body.data.find((e: any) => e.data.time_record_id === punch.body.time_record_id)
        .id as string;
      await waitFor('the attempt to reach the receiver', () => receiver.of(eventId).length >= 1);
      await kill(first);

      const second = await start();
      await waitFor('the attempt after the restart', () => receiver.of(eventId).length >= 2);
      const call2 = client(second, key);
      const eps = await call2('GET', '/webhook-endpoints');
      await waitFor('the outcome to be recorded', async () => {
        const r = await call2(
          'GET',
          `/webhook-endpoints/${eps.body.data[0].webhook_endpoint_id}/deliveries?event_id=${eventId}`,
        );
        return r.body.data[0]?.status === 'delivered';
      });
      const final = await call2(
        'GET',
        `/webhook-endpoints/${eps.body.data[0].webhook_endpoint_id}/deliveries?event_id=${eventId}`,
      );
      expect(final.body.data).toHaveLength(1);
      const d = final.body.data[0];
      // Normally two attempts: 1 interrupted by the kill, 2 delivered after the restart. On a very
      // loaded machine the kill can come after the 10 s limit of attempt 1, so the log may hold a
      // timeout too; it always ends delivered, every attempt numbered, each one a request received.
      const attempts = d.attempts.map((a: any) => [a.attempt, a.response_status, a.error]);
      expect({ status: d.status, attempts }).toMatchObject({ status: 'delivered' });
      expect(attempts.map((a: any[]) => a[0])).toEqual(attempts.map((_: unknown, i: number) => i + 1));
      expect(attempts.at(-1)).toEqual([attempts.length, 200, null]);
      for (const [, status, error] of attempts.slice(0, -1)) {
        expect({ status, error }).toMatchObject({
          status: null,
          error: expect.stringMatching(/^(interrupted|no answer within 10 s)/),
        });
      }
      expect(attempts.some((a: any[]) => /^interrupted/.test(a[2] ?? ''))).toBe(true);
      // Every attempt but an interrupted one reached the receiver; an interrupted attempt may have
      // died before its request left (the kill can land between the lease and the send).
      const interrupted = attempts.filter((a: any[]) => /^interrupted/.test(a[2] ?? '')).length;
      expect(receiver.of(eventId).length).toBeGreaterThanOrEqual(attempts.length - interrupted);
      expect(receiver.of(eventId).length).toBeLessThanOrEqual(attempts.length);
      expect(receiver.of(eventId).every((r) => r.verifiedBy.length === 1)).toBe(true);
      second.child.kill('SIGTERM');
      await exited(second.child);
    }, 240_000);
  },
);

describe.skipIf(BACKEND !== 'postgres')('two server processes on PostgreSQL', () => {
  let database: Database;
  let receiver: Receiver;
  let secrets: string[] = [];
  const servers: ServerProcess[] = [];
  let key = '';
  let companyId = 0;
  const employees: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const company = await makeCompany(database.db);
    key = company.apiKey;
    companyId = company.companyId;
    for (let i = 0; i < 40; i++) employees.push(await makeEmployee(database.db, company.companyId));
    const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(database.db)).rows[0]!.s;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.searchParams.set('options', `-c search_path=${schema} -c TimeZone=UTC`);
    receiver = await startReceiver(
      () => secrets,
      () => new Date(),
    );
    receiver.delay(30);
    const env = {
      ...WEBHOOK_ENV,
      DATABASE_URL: url.toString(),
      DB_SKIP_MIGRATIONS: 'true',
      WEBHOOKS_CONCURRENCY: '2',
      LOG_LEVEL: 'debug',
      PAYCLOCK_ENCRYPTION_KEY: '11'.repeat(32),
      PG_POOL_SIZE: '4',
    };
    servers.push(...(await Promise.all([startServer(env), startServer(env)])));
  }, 120_000);

  afterAll(async () => {
    for (const s of servers) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => exited(s.child)));
    await receiver?.close();
    await database?.close();
  });

  it('deliver each attempt once', async () => {
    const [a, b] = servers.map((s) => client(s, key));
    const ep = await a!('POST', '/webhook-endpoints', {
      url: receiver.url,
      event_types: ['time_record.clock_in'],
    });
    expect(ep.status).toBe(201);
    secrets = [ep.body.secret];
    // 40 clock-ins, half through each server, four at a time.
    for (let i = 0; i < employees.length; i += 4) {
      const batch = employees.slice(i, i + 4);
      const results = await Promise.all(
        batch.map((id, k) => (k % 2 === 0 ? a! : b!)('POST', '/time-records/clock-in', { employee_id: id })),
      );
      expect(results.map((r) => r.status)).toEqual(batch.map(() => 201));
    }
    await waitFor('40 deliveries', () => receiver.received.length >= 40, 120_000);
    // Give a duplicate, if any, the time to arrive.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(receiver.received).toHaveLength(40);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(40);
    expect(receiver.received.every((r) => r.verifiedBy.length === 1)).toBe(true);
    const attempts = await database.db
      .selectFrom('webhook_attempts')
      .select(['delivery_id', 'response_status'])
      .where('company_id', '=', companyId)
      .execute();
    expect(attempts).toHaveLength(40);
    expect(attempts.every((x) => x.response_status === 200)).toBe(true);
    // Both processes took part: each logged some of the 40 deliveries.
    const delivered = servers.map((s) => (s.output().match(/"msg":"webhooks: delivered"/g) ?? []).length);
    expect(delivered[0]! + delivered[1]!).toBe(40);
    expect(delivered.every((n) => n > 0)).toBe(true);
  }, 240_000);
});
