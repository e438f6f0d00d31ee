/**
 * Sensitive data sealed: the employee's SSN and direct-deposit bank accounts are write-only (reads
 * show the last four digits), sealed with AES-256-GCM in the database, and absent from audit rows,
 * logs and error messages (the logs of this run are captured and searched).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createApiKey } from '../../src/platform/auth/api-keys.js';
import { createSealer } from '../../src/platform/crypto/sealing.js';
import type { Database } from '../../src/platform/db/database.js';
import { fixedClock } from '../../src/shared/time.js';
import { allCompanyIds, makeCompany, makeEmployee } from '../helpers/app.js';
import { BACKEND, createTestDatabase } from '../helpers/db.js';
import type { FastifyInstance } from 'fastify';

const SSN = '123-45-6789';
const ACCOUNT = '000123456789012';
const ROUTING = '021000021'; // 3·(0+0+0) + 7·(2+0+2) + (1+0+1) = 30 ≡ 0 (mod 10)

let database: Database;
let app: FastifyInstance;
let key: string;
let companyId: number;
let ttKey: string;
let emp: number;
const logs: string[] = [];

async function call(k: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) {
  const res = await app.inject({
    method,
    url: `/partner/v1${url}`,
    headers: { 'x-api-key': k, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null, raw: res.body };
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    db: database.db,
    clock: fixedClock('2026-11-21T20:00:00.000Z'),
    config: { logLevel: 'info', rateLimitPerSecond: 100_000, rateLimitBurst: 1_000_000 },
    sealer: createSealer(Buffer.alloc(32, 7)),
    logStream: { write: (line) => void logs.push(line) },
  });
  const c = await makeCompany(database.db, { plan: 'payroll' });
  key = c.apiKey;
  companyId = c.companyId;
  emp = await makeEmployee(database.db, c.companyId);
  const tt = await makeCompany(database.db, { plan: 'timetracking' });
  ttKey = (await createApiKey(database.db, tt.companyId, 'tt')).apiKey;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe(`sensitive data on ${BACKEND}`, () => {
  it('SSN: write-only, last four on read, sealed in the row, refused without echoing it', async () => {
    const r = await call(key, 'PATCH', `/employees/${emp}`, { ssn: SSN });
    expect(r.status).toBe(200);
    expect(r.body.ssn_last4).toBe('6789');
    expect(r.raw).not.toContain('123456789');
    expect(r.raw).not.toContain(SSN);
    expect((await call(key, 'GET', `/employees/${emp}`)).body.ssn_last4).toBe('6789');
    const row = await database.db
      .selectFrom('employees')
      .select(['ssn_sealed', 'ssn_last4'])
      .where('company_id', '=', companyId)
      .where('id', '=', emp)
      .executeTakeFirstOrThrow();
    expect(row.ssn_sealed).toMatch(/^v1:[0-9a-f]{8}:/);
    expect(row.ssn_sealed).not.toContain('6789');
    expect(createSealer(Buffer.alloc(32, 7)).open(row.ssn_sealed!)).toBe('123456789');
    const bad = await call(key, 'PATCH', `/employees/${emp}`, { ssn: '666-12-3456' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('ssn');
    expect(bad.raw).not.toContain('3456');
  });

  it('bank accounts: ABA checksum, splits with one remainder account paid last, numbers masked', async () => {
    const url = `/employees/${emp}/bank-accounts`;
    const badRouting = await call(key, 'POST', url, {
      routing_number: '021000022',
      account_number: ACCOUNT,
      account_type: 'checking',
    });
    expect(badRouting.status).toBe(400);
    expect(badRouting.body.errors[0].field).toBe('routing_number');
    expect(badRouting.raw).not.toContain(ACCOUNT);
    const rest = await call(key, 'POST', url, {
      routing_number: ROUTING,
      account_number: ACCOUNT,
      account_type: 'checking',
    });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({
      routing_number_last4: '0021',
      account_number_last4: '9012',
      remainder: true,
      split_amount: null,
      split_percent: null,
    });
    expect(rest.raw).not.toContain(ACCOUNT);
    const savings = await call(key, 'POST', url, {
      routing_number: ROUTING,
      account_number: '55554444',
      account_type: 'savings',
      split_percent: 60,
    });
    expect(savings.status).toBe(201);
    const fixed = await call(key, 'POST', url, {
      routing_number: ROUTING,
      account_number: '77778888',
      account_type: 'checking',
      split_amount: 125.5,
    });
    expect(fixed.body.split_amount).toBe(125.5);
    const second = await call(key, 'POST', url, {
      routing_number: ROUTING,
      account_number: '99990000',
      account_type: 'checking',
    });
    expect(second.status).toBe(400);
    const over = await call(key, 'POST', url, {
      routing_number: ROUTING,
      account_number: '99990000',
      account_type: 'checking',
      split_percent: 40.0001,
    });
    expect(over.status).toBe(400);
    expect(over.body.errors[0].field).toBe('split_percent');
    const list = await call(key, 'GET', url);
    // Deposit order: fixed splits in creation order, then the remainder account.
    expect(list.body.data.map((a: { account_number_last4: string }) => a.account_number_last4)).toEqual([
      '4444',
      '8888',
      '9012',
    ]);
    const del = await call(key, 'DELETE', `${url}/${fixed.body.bank_account_id}`);
    expect(del.status).toBe(204);
    expect((await call(key, 'GET', url)).body.data).toHaveLength(2);
    expect((await call(ttKey, 'GET', url)).status).toBe(403);
    const other = await call(ttKey, 'POST', url, { x: 1 });
    expect(other.status).toBe(403);
  });

  it('no number in the database rows, audit rows or logs', async () => {
    // Every company's rows.
    const companies = await allCompanyIds(database.db);
    const accounts = JSON.stringify(
      await database.db
        .selectFrom('employee_bank_accounts')
        .selectAll()
        .where('company_id', 'in', companies)
        .execute(),
    );
    const audit = JSON.stringify(
      await database.db.selectFrom('audit_events').selectAll().where('company_id', 'in', companies).execute(),
    );
    const log = logs.join('');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [ACCOUNT, '55554444', '77778888', '123456789', SSN]) {
      expect(accounts).not.toContain(secret);
      expect(audit).not.toContain(secret);
      // In the log, whole numbers only: a responseTime's decimals may hold the digits by chance.
      expect(log).not.toMatch(new RegExp(`(?<![\\d.])${secret}(?!\\d)`));
    }
    expect(audit).toContain('bank_account');
  });

  it.skipIf(BACKEND !== 'pglite')(
    'embedded database only (a data-folder dump; on PostgreSQL the rows above are the data): no number in the files',
    async () => {
      await sql`checkpoint`.execute(database.db);
      const dump = Buffer.from(await (await database.pglite!.dumpDataDir('none')).arrayBuffer());
      expect(dump.length).toBeGreaterThan(1_000_000);
      // The last four digits are stored in clear for display; the whole numbers never are.
      expect(dump.includes(Buffer.from('employee_bank_accounts'))).toBe(true);
      for (const secret of [ACCOUNT, '55554444', '77778888', '123456789', SSN]) {
        expect(dump.includes(Buffer.from(secret))).toBe(false);
      }
    },
  );
});
