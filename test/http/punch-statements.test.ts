/**
 * The two-statement punch (docs/decisions/0013-two-statement-punch.md): a clock-in or clock-out
 * is one read and one write statement — no transaction — and the write commits the whole punch
 * (records, audit rows, events) or, when another write to the employee's records got in between,
 * nothing.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../../src/app.js';
import { createSealer } from '../../src/platform/crypto/sealing.js';
import type { Database } from '../../src/platform/db/database.js';
import { fixedClock } from '../../src/shared/time.js';
import { readPunchState, writePunch } from '../../src/modules/time-records/punch.repository.js';
import { lockEmployee } from '../../src/modules/time-records/time-records.repository.js';
import { makeCompany, makeEmployee } from '../helpers/app.js';
import { BACKEND, createTestDatabase } from '../helpers/db.js';

/**
 * Counts the statements the app runs: every execution passes the plugins' `transformResult`,
 * prepared ones included (a prepared query is compiled — and seen by `transformQuery` — once per
 * database handle, then executed as compiled: platform/db/prepared.ts).
 */
const statements: string[] = [];
const counter: KyselyPlugin = {
  transformQuery(args) {
    return args.node;
  },
  async transformResult(args) {
    statements.push('statement');
    return args.result;
  },
};

let database: Database;
let app: FastifyInstance;
let key: string;
let companyId: number;
const clock = fixedClock('2026-11-21T17:00:00.000Z'); // 09:00 PST

async function call(method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await app.inject({
    method,
    url: `/partner/v1${url}`,
    headers: { 'x-api-key': key, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

beforeAll(async () => {
  database = await createTestDatabase();
  ({ apiKey: key, companyId } = await makeCompany(database.db));
  app = await buildApp({
    db: database.db.withPlugin(counter),
    clock,
    sealer: createSealer(randomBytes(32)),
    config: { rateLimitPerSecond: 100_000, rateLimitBurst: 1_000_000 },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe(`the two-statement punch on ${BACKEND}`, () => {
  it('clock-in, break, clock-out: each one read and one write statement, nothing else', async () => {
    const emp = await makeEmployee(database.db, companyId);
    await call('GET', '/employees?limit=1'); // the key and company settings are cached from here on
    const sent = async (fn: () => Promise<{ status: number }>, status: number) => {
      statements.length = 0;
      expect((await fn()).status).toBe(status);
      return [...statements];
    };
    expect(await sent(() => call('POST', '/time-records/clock-in', { employee_id: emp }), 201)).toEqual([
      'statement',
      'statement',
    ]);
    clock.set('2026-11-21T19:00:00.000Z');
    expect(
      await sent(() => call('POST', '/time-records/clock-in', { employee_id: emp, type: 'break' }), 201),
    ).toEqual(['statement', 'statement']);
    clock.set('2026-11-21T19:30:00.000Z');
    expect(await sent(() => call('POST', '/time-records/clock-out', { employee_id: emp }), 200)).toEqual([
      'statement',
      'statement',
    ]);
    // A refused punch is the read alone.
    expect(await sent(() => call('POST', '/time-records/clock-out', { employee_id: emp }), 409)).toEqual([
      'statement',
    ]);
    // What the three punches wrote: work 09:00–11:00, break 11:00–11:30; 3 + 1 audit rows (the
    // break's clock-in closed the work record: an update and a create), 4 events.
    const rows = await database.db
      .selectFrom('time_records')
      .select(['type', 'start', 'end', 'clockout_source'])
      .where('company_id', '=', companyId)
      .where('employee_id', '=', emp)
      .orderBy('start')
      .execute();
    expect(rows).toEqual([
      {
        type: 'work',
        start: '2026-11-21T17:00:00.000Z',
        end: '2026-11-21T19:00:00.000Z',
        clockout_source: 'partner_api',
      },
      {
        type: 'break',
        start: '2026-11-21T19:00:00.000Z',
        end: '2026-11-21T19:30:00.000Z',
        clockout_source: 'partner_api',
      },
    ]);
    const events = await database.db
      .selectFrom('webhook_events')
      .select('type')
      .where('company_id', '=', companyId)
      .where('ordering_key', '=', `employee:${emp}`)
      .orderBy('seq')
      .execute();
    expect(events.map((e) => e.type)).toEqual([
      'time_record.clock_in',
      'time_record.clock_out',
      'time_record.break_started',
      'time_record.clock_out',
    ]);
    const seq = await database.db
      .selectFrom('employees')
      .select('punch_seq')
      .where('company_id', '=', companyId)
      .where('id', '=', emp)
      .executeTakeFirstOrThrow();
    expect(String(seq.punch_seq)).toBe('3');
  });

  it('a write that raced another write to the employee commits nothing, and the next read sees the change', async () => {
    const emp = await makeEmployee(database.db, companyId);
    const db = database.db;
    const before = await readPunchState(db, companyId, emp, {
      projectId: null,
      customerId: null,
      lastEnd: false,
      newId: true,
    });
    expect(before?.active).toBeNull();
    expect(before?.employee.punchSeq).toBe('0');
    // Another writer (a manual record's transaction) takes the employee in between: punch_seq 0 → 1.
    await db.transaction().execute((trx) => lockEmployee(trx, companyId, emp, 2000));
    const at = '2026-11-21T20:00:00.000Z';
    const ok = await writePunch(db, {
      companyId,
      employeeId: emp,
      punchSeq: before!.employee.punchSeq,
      requireActive: true,
      closes: [],
      create: {
        company_id: String(companyId),
        id: before!.newId!,
        employee_id: String(emp),
        type: 'work',
        start: at,
        end: null,
        missed_clockout: false,
        clockin_source: 'partner_api',
        clockout_source: null,
        start_location: '',
        end_location: null,
        note: null,
        end_note: null,
        customer_id: null,
        project_id: null,
        start_coordinates: null,
        end_coordinates: null,
        expires_at: '2026-11-22T12:00:00.000Z',
        note_img_url: null,
        end_note_img_url: null,
        created_at: at,
        updated_at: at,
      },
      audit: [
        {
          resource_type: 'time_record',
          resource_id: before!.newId!,
          action: 'create',
          actor: 'test',
          source: 'partner_api',
          before: null,
          after: '{}',
          at,
        },
      ],
      events: [],
    });
    expect(ok).toBe(false);
    const written = await db
      .selectFrom('time_records')
      .select('id')
      .where('company_id', '=', companyId)
      .where('employee_id', '=', emp)
      .execute();
    expect(written).toEqual([]);
    const audit = await db
      .selectFrom('audit_events')
      .select('id')
      .where('company_id', '=', companyId)
      .where('resource_type', '=', 'time_record')
      .where('resource_id', '=', before!.newId!)
      .execute();
    expect(audit).toEqual([]);
    const again = await readPunchState(db, companyId, emp, {
      projectId: null,
      customerId: null,
      lastEnd: false,
      newId: false,
    });
    expect(again?.employee.punchSeq).toBe('1');
  });

  it('a clock-in after the automatic clock-out time closes the expired record and opens the new one in one write', async () => {
    const emp = await makeEmployee(database.db, companyId);
    clock.set('2026-11-22T23:00:00.000Z'); // 15:00 PST Nov 22 → expires 04:00 PST Nov 23 = 12:00Z
    const first = await call('POST', '/time-records/clock-in', { employee_id: emp });
    expect(first.body.expires_at).toBe('2026-11-23T12:00:00.000Z');
    clock.set('2026-11-23T16:00:00.000Z'); // 08:00 PST the next day
    statements.length = 0;
    const second = await call('POST', '/time-records/clock-in', { employee_id: emp });
    expect(second.status).toBe(201);
    expect(statements).toHaveLength(2);
    expect(second.body.start).toBe('2026-11-23T16:00:00.000Z');
    const old = await call('GET', `/time-records/${first.body.time_record_id}`);
    expect(old.body).toMatchObject({
      end: '2026-11-23T12:00:00.000Z',
      missed_clockout: true,
      clockout_source: 'auto',
    });
    const hist = await call('GET', `/time-records/${first.body.time_record_id}/history`);
    expect(hist.body.data.map((e: { action: string; actor: string }) => [e.action, e.actor])).toEqual([
      ['create', `key:${key.slice(3, 15)}`],
      ['auto_clockout', 'system'],
    ]);
  });
});
