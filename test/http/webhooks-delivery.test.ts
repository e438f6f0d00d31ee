/**
 * Webhook delivery end to end: the real app (app.inject), a real receiver on 127.0.0.1 verifying
 * every signature with the `standardwebhooks` package, and the delivery worker driven round by
 * round with the injected clock (no real waiting, except the one 10 s timeout case).
 * Jitter is fixed at random = 0.5, so each retry delay is its base delay exactly
 * (factor 1 − 0.1 + 0.2 × 0.5 = 1): 10 s, 60 s, 300 s, 1,800 s, 7,200 s, then 21,600 s.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { allCompanyIds, makeCompany, makeEmployee, startApp, type TestApp } from '../helpers/app.js';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.js';
import { WebhookWorker } from '../../src/modules/webhooks/worker.js';

const T0 = '2026-11-21T20:00:00.000Z';
const T0_MS = Date.parse(T0);
const iso = (ms: number) => new Date(ms).toISOString();

let t: TestApp;
let key: string;
let companyId: number;
let receiver: Receiver;
let secrets: string[] = [];
let worker: WebhookWorker;
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _enc, cb) {
    logLines.push(chunk.toString());
    cb();
  },
});

function newWorker(o: { allowPrivate?: boolean; lookup?: any } = {}) {
  return new WebhookWorker({
    db: t.db,
    clock: t.clock,
    sealer: t.sealer,
    log: pino({ level: 'trace' }, logStream),
    allowPrivate: o.allowPrivate ?? true,
    concurrency: 4,
    pollMs: 1000,
    random: () => 0.5,
    ...(o.lookup ? { lookup: o.lookup } : {}),
  });
}

/** Creates an endpoint on the receiver; returns its id and remembers its secret. */
async function subscribe(types: string[] = ['*']) {
  const r = await t.call(key, 'POST', '/webhook-endpoints', { url: receiver.url, event_types: types });
  expect(r.status).toBe(201);
  secrets = [r.body.secret];
  return r.body.webhook_endpoint_id as number;
}

async function deliveries(endpointId: number, query = '') {
  const r = await t.call(key, 'GET', `/webhook-endpoints/${endpointId}/deliveries${query}`);
  expect(r.status).toBe(200);
  return r.body.data as any[];
}

beforeAll(async () => {
  // The app's own log lines (every request, at trace level) are checked for secrets too.
  t = await startApp(T0, { webhooksAllowPrivate: true, logLevel: 'trace' }, { logStream });
  ({ apiKey: key, companyId } = await makeCompany(t.db));
  receiver = await startReceiver(
    () => secrets,
    () => t.clock.now(),
  );
});

afterAll(async () => {
  await receiver.close();
  await t.close();
});

beforeEach(async () => {
  t.clock.set(T0);
  worker = newWorker();
  // Each test starts with no endpoint and an empty outbox (events of earlier tests are not re-sent),
  // in every company the tests made.
  const companies = await allCompanyIds(t.db);
  await t.db.deleteFrom('webhook_endpoints').where('company_id', 'in', companies).execute();
  await t.db.deleteFrom('webhook_events').where('company_id', 'in', companies).execute();
  receiver.reset();
});

describe('webhook delivery', () => {
  it('a clock-in emits exactly one event, delivered once and signed', async () => {
    const endpointId = await subscribe(['time_record.clock_in']);
    const employeeId = await makeEmployee(t.db, companyId);
    const punch = await t.call(key, 'POST', '/time-records/clock-in', { employee_id: employeeId });
    expect(punch.status).toBe(201);

    const events = await t.call(key, 'GET', '/events?type=time_record.clock_in');
    expect(events.body.data).toHaveLength(1);
    const ev = events.body.data[0];
    expect(ev).toMatchObject({ type: 'time_record.clock_in', company_id: companyId, created_at: T0 });
    expect(ev.data).toEqual(punch.body);

    await worker.drain();
    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0]!;
    expect(got.verifiedBy).toEqual([0]);
    expect(got.headers['webhook-id']).toBe(ev.id);
    // webhook-timestamp = Unix seconds of the attempt: 2026-11-21T20:00:00Z = 1,795,291,200.
    expect(got.headers['webhook-timestamp']).toBe('1795291200');
    expect(got.event).toEqual(ev);

    const log = await deliveries(endpointId);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      event_id: ev.id,
      event_type: 'time_record.clock_in',
      status: 'delivered',
      attempt_count: 1,
      delivered_at: T0,
      redelivery: false,
    });
    expect(log[0].attempts).toEqual([
      expect.objectContaining({ attempt: 1, response_status: 200, response_body: 'answer 200', error: null }),
    ]);
    expect(log[0].attempts[0].latency_ms).toBeGreaterThanOrEqual(0);
    // Nothing more to do: another round sends nothing.
    await worker.drain();
    expect(receiver.received).toHaveLength(1);
  });

  it('a rolled-back write emits nothing', async () => {
    await subscribe(['*']);
    const employeeId = await makeEmployee(t.db, companyId);
    // A deferred constraint trigger fails the clock-in's transaction at COMMIT, after the time
    // record, its audit row and its event were written: everything must roll back together.
    await sql
      .raw(
        `create or replace function fail_marked_event() returns trigger language plpgsql as $$
         begin
           if new.payload like '%ROLLBACK-ME%' then raise exception 'rolled back by the test'; end if;
           return null;
         end $$`,
      )
      .execute(t.db);
    await sql
      .raw(
        `create constraint trigger fail_marked_event after insert on webhook_events
         deferrable initially deferred for each row execute function fail_marked_event()`,
      )
      .execute(t.db);
    try {
      const r = await t.call(key, 'POST', '/time-records/clock-in', {
        employee_id: employeeId,
        note: 'ROLLBACK-ME',
      });
      expect(r.status).toBe(500);
    } finally {
      await sql.raw('drop trigger fail_marked_event on webhook_events').execute(t.db);
    }
    const records = await t.call(key, 'GET', `/time-records?employee_id=${employeeId}`);
    expect(records.body.data).toEqual([]);
    expect((await t.call(key, 'GET', '/events')).body.data).toEqual([]);
    await worker.drain();
    expect(receiver.received).toEqual([]);
  });

  it('500, 500, then 200: three attempts, 10 s then 60 s apart', async () => {
    const endpointId = await subscribe(['time_record.clock_in']);
    const employeeId = await makeEmployee(t.db, companyId);
    receiver.answer(500, 500, 200);
    expect((await t.call(key, 'POST', '/time-records/clock-in', { employee_id: employeeId })).status).toBe(
      201,
    );

    await worker.runOnce();
    expect(receiver.received).toHaveLength(1);
    let [d] = await deliveries(endpointId);
    // Attempt 1 failed at T0 → next at T0 + 10 s.
    expect(d).toMatchObject({ status: 'retrying', attempt_count: 1, next_attempt_at: iso(T0_MS + 10_000) });

    t.clock.set(iso(T0_MS + 9_999));
    await worker.drain();
    expect(receiver.received).toHaveLength(1);
    t.clock.set(iso(T0_MS + 10_000));
    await worker.drain();
    expect(receiver.received).toHaveLength(2);
    [d] = await deliveries(endpointId);
    // Attempt 2 failed at T0 + 10 s → next at T0 + 10 s + 60 s = T0 + 70 s.
    expect(d).toMatchObject({ status: 'retrying', attempt_count: 2, next_attempt_at: iso(T0_MS + 70_000) });

    t.clock.set(iso(T0_MS + 69_999));
    await worker.drain();
    expect(receiver.received).toHaveLength(2);
    t.clock.set(iso(T0_MS + 70_000));
    await worker.drain();
    expect(receiver.received).toHaveLength(3);

    [d] = await deliveries(endpointId);
    expect(d).toMatchObject({ status: 'delivered', attempt_count: 3, delivered_at: iso(T0_MS + 70_000) });
    expect(d.attempts.map((a: any) => [a.started_at, a.response_status])).toEqual([
      [T0, 500],
      [iso(T0_MS + 10_000), 500],
      [iso(T0_MS + 70_000), 200],
    ]);
    // One message: the same webhook-id each time, every signature valid.
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(receiver.received.every((r) => r.verifiedBy.length === 1)).toBe(true);
  });

  it('a receiver that never answers is cut at 10 s and retried', async () => {
    const endpointId = await subscribe(['time_record.clock_in']);
    const employeeId = await makeEmployee(t.db, companyId);
    receiver.answer('hang');
    await t.call(key, 'POST', '/time-records/clock-in', { employee_id: employeeId });
    const started = performance.now();
    await worker.runOnce();
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(10_000);
    const [d] = await deliveries(endpointId);
    expect(d).toMatchObject({ status: 'retrying', attempt_count: 1, next_attempt_at: iso(T0_MS + 10_000) });
    expect(d.attempts[0]).toMatchObject({ response_status: null, error: 'no answer within 10 s' });
    expect(d.attempts[0].latency_ms).toBeGreaterThanOrEqual(10_000);
    expect(d.attempts[0].latency_ms).toBeLessThan(15_000);
  }, 30_000);

  it('a graceful stop gives an in-flight attempt back, due at once', async () => {
    const endpointId = await subscribe(['time_record.clock_in']);
    const employeeId = await makeEmployee(t.db, companyId);
    receiver.answer('hang');
    await t.call(key, 'POST', '/time-records/clock-in', { employee_id: employeeId });
    const running = newWorker();
    await running.start();
    const deadline = Date.now() + 20_000;
    while (receiver.received.length === 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(receiver.received).toHaveLength(1);
    await running.stop(100);
    let [d] = await deliveries(endpointId);
    expect(d).toMatchObject({ status: 'pending', attempt_count: 1, next_attempt_at: T0 });
    expect(d.attempts[0]).toMatchObject({
      response_status: null,
      error: 'interrupted: the server shut down',
    });
    // The next worker (another process, or the next start) makes the attempt again at once.
    await worker.drain();
    [d] = await deliveries(endpointId);
    expect(d).toMatchObject({ status: 'delivered', attempt_count: 2 });
    expect(d.attempts.map((a: any) => a.response_status)).toEqual([null, 200]);
  });

  it('secret rotation: both secrets sign for 24 h, then only the new one', async () => {
    const endpointId = await subscribe(['time_record.clock_in']);
    const oldSecret = secrets[0]!;
    const rotated = await t.call(key, 'POST', `/webhook-endpoints/${endpointId}/rotate-secret`);
    expect(rotated.status).toBe(200);
    const newSecret = rotated.body.secret as string;
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(oldSecret);
    // T0 + 24 h = 2026-11-22T20:00:00.000Z.
    expect(rotated.body.previous_secret_expires_at).toBe('2026-11-22T20:00:00.000Z');
    secrets = [oldSecret, newSecret];

    expect((await t.call(key, 'POST', `/webhook-endpoints/${endpointId}/ping`)).status).toBe(202);
    await worker.drain();
    expect(receiver.received.at(-1)!.verifiedBy).toEqual([0, 1]);
    expect(String(receiver.received.at(-1)!.headers['webhook-signature']).split(' ')).toHaveLength(2);

    t.clock.set('2026-11-22T19:59:59.000Z');
    await t.call(key, 'POST', `/webhook-endpoints/${endpointId}/ping`);
    await worker.drain();
    expect(receiver.received.at(-1)!.verifiedBy).toEqual([0, 1]);

    t.clock.set('2026-11-22T20:00:00.000Z');
    await t.call(key, 'POST', `/webhook-endpoints/${endpointId}/ping`);
    await worker.drain();
    expect(receiver.received.at(-1)!.verifiedBy).toEqual([1]);
    expect(receiver.received.map((r) => r.event.type)).toEqual(['ping', 'ping', 'ping']);
  });

  it('redeliver sends the same message again, as a new delivery', async () => {
    const endpointId = await subscribe(['time_record.clock_in']);
    const employeeId = await makeEmployee(t.db, companyId);
    await t.call(key, 'POST', '/time-records/clock-in', { employee_id: employeeId });
    await worker.drain();
    const eventId = receiver.received[0]!.event.id;

    t.clock.set(iso(T0_MS + 3_600_000));
    const r = await t.call(key, 'POST', `/events/${eventId}/redeliver`);
    expect(r.status).toBe(202);
    expect(r.body.data).toEqual([
      expect.objectContaining({
        event_id: eventId,
        webhook_endpoint_id: endpointId,
        status: 'pending',
        redelivery: true,
      }),
    ]);
    await worker.drain();
    expect(receiver.of(eventId)).toHaveLength(2);
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
    expect(receiver.received[1]!.verifiedBy).toEqual([0]);
    // 1 h later: 2026-11-21T21:00:00Z = 1,795,294,800 s.
    expect(receiver.received[1]!.headers['webhook-timestamp']).toBe('1795294800');
    const log = await deliveries(endpointId, `?event_id=${eventId}`);
    expect(log.map((d) => [d.redelivery, d.status])).toEqual([
      [true, 'delivered'],
      [false, 'delivered'],
    ]);
    // Only to a subscribed, enabled endpoint: one of another company is a 400.
    const other = await makeCompany(t.db, { name: 'Other Co' });
    const theirs = await t.call(other.apiKey, 'POST', '/webhook-endpoints', {
      url: receiver.url,
      event_types: ['*'],
    });
    const bad = await t.call(key, 'POST', `/events/${eventId}/redeliver`, {
      webhook_endpoint_id: theirs.body.webhook_endpoint_id,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('invalid_reference');
  });

  it('an endpoint failing for 3 days is disabled, with an event', async () => {
    const endpointId = await subscribe(['time_record.clock_in']);
    const watcher = await t.call(key, 'POST', '/webhook-endpoints', {
      url: `${receiver.url}/watcher`,
      event_types: ['webhook_endpoint.disabled'],
    });
    const employeeId = await makeEmployee(t.db, companyId);
    receiver.answer(...Array.from({ length: 40 }, () => 500));
    /** Runs every attempt due up to `untilMs`, jumping the clock from one to the next. */
    const runUntil = async (untilMs: number) => {
      for (;;) {
        await worker.drain();
        const due = await t.db
          .selectFrom('webhook_deliveries')
          .select((eb) => eb.fn.min('next_attempt_at').as('next'))
          .where('company_id', '=', companyId)
          .where('status', 'in', ['pending', 'retrying'])
          .executeTakeFirst();
        const next = due?.next ? Date.parse(due.next as string) : null;
        if (next === null || next > untilMs) return;
        t.clock.set(iso(next));
      }
    };
    await t.call(key, 'POST', '/time-records/clock-in', { employee_id: employeeId });
    // Event 1 at T0 fails 17 times over 246,970 s (68.6 h) and is failed: 3 days had not passed.
    await runUntil(T0_MS + 70 * 3_600_000);
    let ep = await t.call(key, 'GET', `/webhook-endpoints/${endpointId}`);
    expect(ep.body).toMatchObject({ enabled: true, failing_since: T0 });
    let log = await deliveries(endpointId);
    expect(log.map((d) => [d.status, d.attempt_count])).toEqual([['failed', 17]]);

    // Event 2 at T0 + 70 h (a new clock-in; the first record was closed at its cut-off): attempts at
    // +0, +10 s, +70 s, +370 s, +2,170 s, +9,370 s; the 6th, at T0 + 70 h + 9,370 s = T0 + 261,370 s
    // ≥ 259,200 s (3 days) since failing_since, disables it.
    t.clock.set(iso(T0_MS + 70 * 3_600_000));
    expect((await t.call(key, 'POST', '/time-records/clock-in', { employee_id: employeeId })).status).toBe(
      201,
    );
    await runUntil(T0_MS + 80 * 3_600_000);
    ep = await t.call(key, 'GET', `/webhook-endpoints/${endpointId}`);
    const disabledAt = iso(T0_MS + 70 * 3_600_000 + 9_370_000);
    expect(ep.body).toMatchObject({
      enabled: false,
      disabled_reason: 'failing_for_3_days',
      failing_since: T0,
      updated_at: disabledAt,
    });
    log = await deliveries(endpointId);
    expect(log.map((d) => [d.event_type, d.status, d.attempt_count])).toEqual([
      ['time_record.clock_in', 'failed', 6],
      ['time_record.clock_in', 'failed', 17],
    ]);
    const disabled = await t.call(key, 'GET', '/events?type=webhook_endpoint.disabled');
    expect(disabled.body.data).toEqual([
      expect.objectContaining({
        created_at: disabledAt,
        data: expect.objectContaining({ webhook_endpoint_id: endpointId, enabled: false }),
        previous_attributes: expect.objectContaining({ enabled: true, disabled_reason: null }),
      }),
    ]);
    // The other endpoint of the company was told (its answers were 500 too until the queue ran out).
    const watched = await deliveries(watcher.body.webhook_endpoint_id);
    expect(watched.map((d) => d.event_type)).toEqual(['webhook_endpoint.disabled']);
  });

  it('redirects are not followed; an address that resolves to loopback is refused at delivery', async () => {
    const endpointId = await subscribe(['time_record.clock_in']);
    const employeeId = await makeEmployee(t.db, companyId);
    receiver.answer(302);
    await t.call(key, 'POST', '/time-records/clock-in', { employee_id: employeeId });
    await worker.runOnce();
    const [d] = await deliveries(endpointId);
    expect(d).toMatchObject({ status: 'retrying' });
    expect(d.attempts[0]).toMatchObject({ response_status: 302 });
    expect(receiver.received).toHaveLength(1);

    // DNS rebinding: a public-looking name registered while private addresses were refused, that
    // resolves to 127.0.0.1 when the attempt is made.
    const strict = await startApp(T0, { webhooksAllowPrivate: false });
    try {
      const c = await makeCompany(strict.db);
      const port = new URL(receiver.url).port;
      const created = await strict.call(c.apiKey, 'POST', '/webhook-endpoints', {
        url: `https://partner.example:${port}/hooks`,
        event_types: ['time_record.clock_in'],
      });
      expect(created.status).toBe(201);
      for (const url of ['http://partner.example/hooks', 'https://127.0.0.1/hooks', 'https://localhost/x']) {
        const r = await strict.call(c.apiKey, 'POST', '/webhook-endpoints', { url, event_types: ['*'] });
        expect({ url, status: r.status, field: r.body.errors?.[0]?.field }).toEqual({
          url,
          status: 400,
          field: 'url',
        });
      }
      const emp = await makeEmployee(strict.db, c.companyId);
      await strict.call(c.apiKey, 'POST', '/time-records/clock-in', { employee_id: emp });
      const before = receiver.received.length;
      const strictWorker = new WebhookWorker({
        db: strict.db,
        clock: strict.clock,
        sealer: strict.sealer,
        log: pino({ level: 'silent' }),
        allowPrivate: false,
        concurrency: 1,
        pollMs: 1000,
        random: () => 0.5,
        lookup: ((_host: string, opts: any, cb: any) =>
          opts?.all ? cb(null, [{ address: '127.0.0.1', family: 4 }]) : cb(null, '127.0.0.1', 4)) as any,
      });
      await strictWorker.runOnce();
      await strictWorker.stop();
      const log = await strict.call(
        c.apiKey,
        'GET',
        `/webhook-endpoints/${created.body.webhook_endpoint_id}/deliveries`,
      );
      expect(log.body.data[0]).toMatchObject({ status: 'retrying', attempt_count: 1 });
      expect(log.body.data[0].attempts[0]).toMatchObject({ response_status: null });
      expect(log.body.data[0].attempts[0].error).toMatch(/127\.0\.0\.1.*not allowed.*private IP address/);
      expect(receiver.received.length).toBe(before);
    } finally {
      await strict.close();
    }
  });

  it('endpoints, events and logs are per company: another company’s ids are 404', async () => {
    const endpointId = await subscribe(['*']);
    const employeeId = await makeEmployee(t.db, companyId);
    await t.call(key, 'POST', '/time-records/clock-in', { employee_id: employeeId });
    const eventId = (await t.call(key, 'GET', '/events')).body.data[0].id;
    const other = await makeCompany(t.db, { name: 'Elsewhere Inc' });
    const k2 = other.apiKey;
    for (const [method, url] of [
      ['GET', `/webhook-endpoints/${endpointId}`],
      ['PATCH', `/webhook-endpoints/${endpointId}`],
      ['DELETE', `/webhook-endpoints/${endpointId}`],
      ['POST', `/webhook-endpoints/${endpointId}/rotate-secret`],
      ['POST', `/webhook-endpoints/${endpointId}/ping`],
      ['GET', `/webhook-endpoints/${endpointId}/deliveries`],
      ['GET', `/events/${eventId}`],
      ['POST', `/events/${eventId}/redeliver`],
    ] as const) {
      const r = await t.call(k2, method, url, method === 'PATCH' ? { description: 'x' } : undefined);
      expect({ method, url, status: r.status }).toEqual({ method, url, status: 404 });
    }
    expect((await t.call(k2, 'GET', '/events')).body.data).toEqual([]);
    expect((await t.call(k2, 'GET', '/webhook-endpoints')).body.data).toEqual([]);
    // Company B's endpoint gets none of company A's events.
    const theirs = await t.call(k2, 'POST', '/webhook-endpoints', {
      url: `${receiver.url}/b`,
      event_types: ['*'],
    });
    await t.call(key, 'PATCH', `/employees/${employeeId}`, { nickname: 'Ani' });
    await worker.drain();
    expect(receiver.received.every((r) => r.event.company_id === companyId)).toBe(true);
    const bLog = await t.call(k2, 'GET', `/webhook-endpoints/${theirs.body.webhook_endpoint_id}/deliveries`);
    expect(bLog.body.data).toEqual([]);
  });

  it('secrets never appear in logs, audit rows, reads or the database', async () => {
    const endpointId = await subscribe(['*']);
    const first = secrets[0]!;
    const rotated = await t.call(key, 'POST', `/webhook-endpoints/${endpointId}/rotate-secret`);
    const second = rotated.body.secret as string;
    secrets = [second];
    receiver.answer(500);
    await t.call(key, 'POST', `/webhook-endpoints/${endpointId}/ping`);
    await worker.drain();
    t.clock.set(iso(T0_MS + 10_000));
    await worker.drain();
    const read = await t.call(key, 'GET', `/webhook-endpoints/${endpointId}`);
    expect(read.body).not.toHaveProperty('secret');
    const audit = await t.call(key, 'GET', '/audit-events?resource_type=webhook_endpoint&limit=200');
    const rows = await t.db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('company_id', '=', companyId)
      .execute();
    const everything = [
      logLines.join('\n'),
      JSON.stringify(audit.body),
      JSON.stringify(read.body),
      JSON.stringify(rows),
    ];
    for (const s of [first, second, first.slice(6), second.slice(6)]) {
      for (const text of everything) expect(text.includes(s)).toBe(false);
    }
    // The check above looked at real log lines: the worker's failed attempt and the app's requests.
    expect(logLines.join('\n')).toMatch(/webhooks: attempt failed/);
    expect(logLines.join('\n')).toMatch(/rotate-secret/);
  });
});
