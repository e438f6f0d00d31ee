/**
 * No 500 from client input, by construction (one validation rule for every string, integer and
 * date; Fastify's own errors as problem+json), and no personal data in the logs: a run's pino
 * output is captured and searched for the seeded names, emails and phones.
 */
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createApiKey } from '../../src/platform/auth/api-keys.js';
import { makeCompany, makeEmployee, startApp, type TestApp } from '../helpers/app.js';
import { BACKEND, createTestDatabase } from '../helpers/db.js';
import { fixedClock } from '../../src/shared/time.js';
import { withSchemaChangeLock } from '../../src/platform/db/migrator.js';

let t: TestApp;
let key: string;
let companyId: number;
let emp: number;
beforeAll(async () => {
  t = await startApp('2026-11-21T20:00:00.000Z');
  ({ apiKey: key, companyId } = await makeCompany(t.db, { plan: 'premium' }));
  emp = await makeEmployee(t.db, companyId);
});
afterAll(async () => {
  await t.close();
});

function expectField(r: { status: number; body: any }, field: string) {
  expect(r.status).toBe(400);
  expect(r.body.code).toBe('validation_failed');
  expect(r.body.errors.map((e: { field: string }) => e.field)).toContain(field);
}

describe(`input safety on ${BACKEND}`, () => {
  it('refuses NUL and lone surrogates in any string with 400 naming the field', async () => {
    expectField(await t.call(key, 'PATCH', '/companies', { name: 'Acme\u0000' }), 'name');
    expectField(await t.call(key, 'POST', '/customers', { name: 'x\uD800' }), 'name');
    expectField(await t.call(key, 'PATCH', `/employees/${emp}`, { first_name: '\uDC00Ana' }), 'first_name');
    expectField(await t.call(key, 'GET', '/employees?q=%00'), 'q');
    expectField(await t.call(key, 'GET', '/audit-events?resource_type=a%00'), 'resource_type');
    // A well-formed pair (an emoji) is fine.
    const ok = await t.call(key, 'POST', '/customers', { name: 'Café 🎉' });
    expect(ok.status).toBe(201);
  });

  it('range-checks integers in body, query and path', async () => {
    expectField(await t.call(key, 'PATCH', `/employees/${emp}`, { department_id: 1e308 }), 'department_id');
    expectField(
      await t.call(key, 'PATCH', `/employees/${emp}`, '{"department_id": 9223372036854775808}'),
      'department_id',
    );
    expectField(await t.call(key, 'GET', '/time-records?employee_id=99999999999999999999'), 'employee_id');
    expectField(await t.call(key, 'GET', '/employees/9007199254740992'), 'employee_id');
    expectField(await t.call(key, 'GET', '/employees/1.5'), 'employee_id');
    expectField(await t.call(key, 'GET', '/employees?limit=1e308'), 'limit');
  });

  it('validates dates and instants as real calendar values in 1900–2199, never shifted', async () => {
    const r = await t.call(key, 'POST', '/time-records/clock-in', {
      employee_id: emp,
      timestamp: '2026-02-30T10:00:00Z',
    });
    expectField(r, 'timestamp');
    expectField(await t.call(key, 'GET', '/time-records?start_from=0000-01-01'), 'start_from');
    expectField(await t.call(key, 'GET', '/time-records?start_to=2026-02-30'), 'start_to');
    expectField(await t.call(key, 'GET', '/audit-events?since=0000-01-01T00:00:00Z'), 'since');
    expectField(await t.call(key, 'GET', '/time-records?start_from=2026-11-01T24:00:00Z'), 'start_from');
    expect((await t.call(key, 'GET', '/time-records?start_from=2024-02-29')).status).toBe(200);
  });

  it("answers Fastify's own errors as problem+json with a code", async () => {
    const long = await t.call(key, 'GET', `/employees/${'9'.repeat(400)}`);
    expect(long.status).toBe(414);
    expect(long.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(long.body.code).toBe('uri_too_long');
    const badUrl = await t.call(key, 'GET', '/employees/%E0%A4%A');
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.code).toBe('validation_failed');
    const json = await t.call(key, 'POST', '/customers', '{"name":');
    expect(json.status).toBe(400);
    expect(json.body.code).toBe('malformed_json');
    const media = await t.call(key, 'POST', '/customers', 'name=x', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(media.status).toBe(415);
    expect(media.body.code).toBe('unsupported_media_type');
  });
});

describe(`logs carry no personal data on ${BACKEND}`, () => {
  it('a run with a database error and searches logs no SQL parameters, names, emails or phones', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const database = await createTestDatabase();
    const app = await buildApp({
      db: database.db,
      clock: fixedClock('2026-11-21T20:00:00.000Z'),
      config: { logLevel: 'info', rateLimitPerSecond: 100_000, rateLimitBurst: 1_000_000 },
      logStream: { write: (line) => void stream.write(line) },
    });
    try {
      const { companyId: c } = await makeCompany(database.db);
      const k = (await createApiKey(database.db, c, 'logs')).apiKey;
      const person = {
        first_name: 'Zebulon',
        last_name: 'Okafor-Quist',
        email: 'zebulon.quist@private.example',
        mobile_phone: '+1 415 555 0177',
      };
      await makeEmployee(database.db, c, {
        first_name: person.first_name,
        last_name: person.last_name,
        email: person.email,
      });
      const call = (method: 'GET' | 'POST', url: string, body?: unknown) =>
        app.inject({
          method,
          url: `/partner/v1${url}`,
          headers: { 'x-api-key': k, ...(body ? { 'content-type': 'application/json' } : {}) },
          ...(body ? { payload: JSON.stringify(body) } : {}),
        });
      expect((await call('GET', `/employees?q=${person.last_name}`)).statusCode).toBe(200);
      expect((await call('GET', `/customers?q=${person.email}`)).statusCode).toBe(200);
      // A database error while writing personal data: the statement fails inside the database
      // (a column is gone), the 500 is logged, and the log must not quote the parameters.
      // On PostgreSQL other test files migrate schemas of the same database meanwhile, and Kysely's
      // migrator reads the columns of every schema: hold the schema-change lock while the column is
      // renamed (src/platform/db/migrator.ts). PGlite is one connection and one process: no lock.
      const breakCustomers = async () => {
        await sql`alter table customers rename column name to name_gone`.execute(database.db);
        try {
          return await call('POST', '/customers', {
            name: `${person.first_name} ${person.mobile_phone}`,
          });
        } finally {
          await sql`alter table customers rename column name_gone to name`.execute(database.db);
        }
      };
      const failed =
        BACKEND === 'postgres'
          ? await withSchemaChangeLock(database.db, () => breakCustomers())
          : await breakCustomers();
      expect(failed.statusCode).toBe(500);
      const log = lines.join('');
      expect(log).toContain('unhandled error');
      expect(log).toContain('[redacted]');
      for (const secret of [person.first_name, person.last_name, person.email, person.mobile_phone]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});
