/**
 * The read API of the seed (§2, §4.2) with the conventions of docs/api-conventions.md §1: every field with its type,
 * list vs detail shapes, current_earning by the company-local date, auth, tenant isolation,
 * keyset pagination, filters and bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeEmployee, startApp, type TestApp } from '../helpers/app.js';
import { toInt } from '../../src/platform/db/type-parsers.js';
import { revokeApiKey } from '../../src/platform/auth/api-keys.js';

let t: TestApp;
let A: { companyId: number; apiKey: string; prefix: string };
let B: { companyId: number; apiKey: string; prefix: string };
const ids = {
  emp: 0,
  empFuture: 0,
  contractor: 0,
  dept: 0,
  group: 0,
  cust: 0,
  proj: 0,
  projNoCust: 0,
  wrk: 'wrk_AAAAAAAAAAAAAAAAAAAA',
  bEmp: 0,
  bCust: 0,
  bProj: 0,
  bWrk: 'wrk_BBBBBBBBBBBBBBBBBBBB',
};

beforeAll(async () => {
  // 2026-11-21T06:00Z is still Nov 20 in Los Angeles (22:00 PST): current_earning must use the local date.
  t = await startApp('2026-11-21T06:00:00.000Z');
  A = await makeCompany(t.db, { name: 'Acme Co' });
  B = await makeCompany(t.db, { name: 'Beta LLC' });
  const d = await t.db
    .insertInto('departments')
    .values({ company_id: A.companyId, name: 'Field crew' })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.dept = toInt(d.id);
  const g = await t.db
    .insertInto('pay_schedule_groups')
    .values({
      company_id: A.companyId,
      name: 'Hourly',
      pay_frequency: 'biweekly',
      anchor_start_date: '2026-01-04',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.group = toInt(g.id);
  await t.db
    .insertInto('workplaces')
    .values([
      {
        company_id: A.companyId,
        id: ids.wrk,
        line1: '1 Market St',
        line2: 'Suite 300',
        city: 'San Francisco',
        state: 'CA',
        postal_code: '94105',
        country: 'US',
      },
      {
        company_id: A.companyId,
        id: 'wrk_CCCCCCCCCCCCCCCCCCCC',
        line1: '5 Congress Ave',
        line2: null,
        city: 'Austin',
        state: 'TX',
        postal_code: '78701',
        country: 'US',
        active: false,
      },
      {
        company_id: B.companyId,
        id: ids.bWrk,
        line1: '9 Broad St',
        line2: null,
        city: 'New York',
        state: 'NY',
        postal_code: '10004',
        country: 'US',
      },
    ])
    .execute();
  ids.emp = await makeEmployee(t.db, A.companyId, {
    first_name: 'Maria',
    last_name: 'Gomez',
    email: 'maria@acme.example',
    department_id: ids.dept,
    pay_schedule_group_id: ids.group,
    workplace_id: ids.wrk,
    earnings: [
      { start_date: '2025-01-01', payment_unit: 'hour', payment_amount: '25.5000', overtime_amount: '1.5' },
      { start_date: '2026-11-20', payment_unit: 'hour', payment_amount: '27.2500', overtime_amount: '1.5' },
      { start_date: '2026-11-21', payment_unit: 'hour', payment_amount: '30.0000', overtime_amount: '1.5' },
    ],
  });
  ids.empFuture = await makeEmployee(t.db, A.companyId, {
    first_name: 'Future',
    earnings: [
      { start_date: '2026-12-01', payment_unit: 'salary', salary_type: 'yearly', salary_cents: 9_000_000 },
    ],
  });
  ids.contractor = await makeEmployee(t.db, A.companyId, {
    first_name: 'Carl',
    employment_type: 'contractor',
    contractor_type: 'business',
    is_active: false,
  });
  for (let i = 0; i < 5; i++) await makeEmployee(t.db, A.companyId, { first_name: `Filler${i}` });
  const c = await t.db
    .insertInto('customers')
    .values({ company_id: A.companyId, name: 'Bayview Clinic' })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.cust = toInt(c.id);
  await t.db
    .insertInto('customers')
    .values([
      { company_id: A.companyId, name: 'Old Client', is_disabled: true },
      { company_id: A.companyId, name: 'Harbor Foods' },
      { company_id: A.companyId, name: 'Sunset Dental' },
    ])
    .execute();
  const p = await t.db
    .insertInto('projects')
    .values({ company_id: A.companyId, name: 'Clinic remodel', customer_id: ids.cust })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.proj = toInt(p.id);
  const p2 = await t.db
    .insertInto('projects')
    .values({ company_id: A.companyId, name: 'Internal training', customer_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.projNoCust = toInt(p2.id);
  await t.db
    .insertInto('projects')
    .values([
      { company_id: A.companyId, name: 'Clinic wiring', customer_id: ids.cust, is_disabled: true },
      { company_id: A.companyId, name: 'Warehouse', customer_id: null },
    ])
    .execute();
  ids.bEmp = await makeEmployee(t.db, B.companyId, { first_name: 'Bea' });
  const bc = await t.db
    .insertInto('customers')
    .values({ company_id: B.companyId, name: 'B customer' })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.bCust = toInt(bc.id);
  const bp = await t.db
    .insertInto('projects')
    .values({ company_id: B.companyId, name: 'B project', customer_id: ids.bCust })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.bProj = toInt(bp.id);
});
afterAll(async () => {
  await t.close();
});

const EMPLOYEE_LIST_FIELDS = [
  'employee_id',
  'first_name',
  'last_name',
  'middle_name',
  'email',
  'nickname',
  'dob',
  'is_active',
  'status',
  'onboarding_status',
  'start_date',
  'employment_type',
  'timetrack_only',
  'contractor_type',
  'mobile_phone',
  'home_phone',
  'department',
  'pay_schedule_group',
  'address',
  'current_earning',
];
const EMPLOYEE_DETAIL_EXTRA = [
  'recovery_email',
  'work_phone_ext',
  'daily_time_limit',
  'weekly_time_limit',
  'paid_lunch_time',
  'lunch_in_overtime',
  'created_at',
  'earning_history',
];
const EARNING_FIELDS = [
  'employee_earnings_id',
  'start_date',
  'payment_unit',
  'salary_type',
  'payment_amount',
  'salary',
  'overtime_amount',
  'default_hours',
  'pto_payment_amount',
];

describe('GET /companies', () => {
  it('returns the single company of the key with every seed field', async () => {
    const r = await t.call(A.apiKey, 'GET', '/companies');
    expect(r.status).toBe(200);
    for (const f of [
      'company_id',
      'name',
      'email',
      'phone',
      'timezone',
      'start_date',
      'default_pay_period',
      'address',
      'plan_name',
    ]) {
      expect(r.body).toHaveProperty(f);
    }
    expect(r.body).toMatchObject({
      company_id: A.companyId,
      name: 'Acme Co',
      timezone: 'America/Los_Angeles',
      start_date: '2024-01-01T00:00:00.000Z',
      plan_name: 'premium',
      default_pay_period: 'biweekly',
      address: {
        address_line_1: '1 Market St',
        address_line_2: null,
        city: 'San Francisco',
        state: 'CA',
        zip: '94105',
        country: 'US',
      },
    });
    expect((await t.call(B.apiKey, 'GET', '/companies')).body.name).toBe('Beta LLC');
  });
});

describe('employees', () => {
  it('list items have every seed field; the detail is a superset with earning_history newest first', async () => {
    const list = await t.call(A.apiKey, 'GET', '/employees?limit=200');
    expect(list.status).toBe(200);
    const item = list.body.data.find((e: { employee_id: number }) => e.employee_id === ids.emp);
    expect(Object.keys(item)).toEqual(expect.arrayContaining(EMPLOYEE_LIST_FIELDS));
    for (const f of EMPLOYEE_DETAIL_EXTRA) expect(item).not.toHaveProperty(f);
    const detail = await t.call(A.apiKey, 'GET', `/employees/${ids.emp}`);
    expect(Object.keys(detail.body)).toEqual(
      expect.arrayContaining([...EMPLOYEE_LIST_FIELDS, ...EMPLOYEE_DETAIL_EXTRA]),
    );
    for (const [k, v] of Object.entries(item)) expect(detail.body[k]).toEqual(v);
    expect(detail.body).toMatchObject({
      first_name: 'Maria',
      last_name: 'Gomez',
      email: 'maria@acme.example',
      dob: '1990-04-02',
      is_active: true,
      onboarding_status: 'completed',
      start_date: '2024-02-01T00:00:00.000Z',
      employment_type: 'employee',
      timetrack_only: false,
      contractor_type: null,
      department: { department_id: ids.dept, name: 'Field crew' },
      pay_schedule_group: { pay_schedule_group_id: ids.group, name: 'Hourly' },
      weekly_time_limit: 40,
      paid_lunch_time: 30,
      lunch_in_overtime: false,
    });
    expect(detail.body.earning_history.map((e: { start_date: string }) => e.start_date)).toEqual([
      '2026-11-21T00:00:00.000Z',
      '2026-11-20T00:00:00.000Z',
      '2025-01-01T00:00:00.000Z',
    ]);
    expect(Object.keys(detail.body.earning_history[0]).sort()).toEqual([...EARNING_FIELDS].sort());
  });

  it('current_earning is the latest earning on or before today in the company time zone', async () => {
    // now = 2026-11-20 22:00 in Los Angeles: the Nov 21 raise is not current yet
    const d = await t.call(A.apiKey, 'GET', `/employees/${ids.emp}`);
    expect(d.body.current_earning).toMatchObject({
      start_date: '2026-11-20T00:00:00.000Z',
      payment_unit: 'hour',
      payment_amount: 27.25,
      overtime_amount: 1.5,
      salary: null,
    });
    const l = await t.call(A.apiKey, 'GET', `/employees?q=Gomez`);
    expect(l.body.data[0].current_earning.payment_amount).toBe(27.25);
    t.clock.set('2026-11-21T08:00:00.000Z'); // 00:00 Nov 21 in Los Angeles
    expect((await t.call(A.apiKey, 'GET', `/employees/${ids.emp}`)).body.current_earning.payment_amount).toBe(
      30,
    );
    t.clock.set('2026-11-21T06:00:00.000Z');
    const future = await t.call(A.apiKey, 'GET', `/employees/${ids.empFuture}`);
    expect(future.body.current_earning).toBeNull();
    expect(future.body.earning_history[0]).toMatchObject({
      payment_unit: 'salary',
      salary_type: 'yearly',
      salary: 90000,
    });
  });

  it('filters by is_active, employment_type, department, group, workplace and q', async () => {
    const q = async (s: string) =>
      (await t.call(A.apiKey, 'GET', `/employees?limit=200&${s}`)).body.data.map(
        (e: { employee_id: number }) => e.employee_id,
      );
    expect(await q('is_active=false')).toEqual([ids.contractor]);
    expect(await q('employment_type=contractor')).toEqual([ids.contractor]);
    expect(await q(`department_id=${ids.dept}`)).toEqual([ids.emp]);
    expect(await q(`pay_schedule_group_id=${ids.group}`)).toEqual([ids.emp]);
    expect(await q(`workplace_id=${ids.wrk}`)).toEqual([ids.emp]);
    expect(await q('q=MARIA%20gom')).toEqual([ids.emp]);
    expect(await q('q=maria@acme')).toEqual([ids.emp]);
    expect(await q('q=%25')).toEqual([]);
  });
});

describe('customers, projects, workplaces', () => {
  it('customer detail adds its projects; projects carry a customer summary or null', async () => {
    const c = await t.call(A.apiKey, 'GET', `/customers/${ids.cust}`);
    expect(c.body).toMatchObject({ customer_id: ids.cust, name: 'Bayview Clinic', is_disabled: false });
    expect(c.body.projects.map((p: { name: string }) => p.name)).toEqual(['Clinic remodel', 'Clinic wiring']);
    expect(c.body.projects[0]).toMatchObject({
      project_id: ids.proj,
      customer_id: ids.cust,
      customer: { customer_id: ids.cust, name: 'Bayview Clinic' },
      is_disabled: false,
    });
    const list = await t.call(A.apiKey, 'GET', '/customers');
    expect(list.body.data[0]).not.toHaveProperty('projects');
    const p = await t.call(A.apiKey, 'GET', `/projects/${ids.projNoCust}`);
    expect(p.body).toMatchObject({
      project_id: ids.projNoCust,
      name: 'Internal training',
      customer_id: null,
      customer: null,
      is_disabled: false,
    });
    expect(
      (await t.call(A.apiKey, 'GET', `/projects?customer_id=${ids.cust}&is_disabled=true`)).body.data.map(
        (x: { name: string }) => x.name,
      ),
    ).toEqual(['Clinic wiring']);
    expect(
      (await t.call(A.apiKey, 'GET', '/customers?is_disabled=true')).body.data.map(
        (x: { name: string }) => x.name,
      ),
    ).toEqual(['Old Client']);
    expect(
      (await t.call(A.apiKey, 'GET', '/projects?q=ware')).body.data.map((x: { name: string }) => x.name),
    ).toEqual(['Warehouse']);
  });

  it('workplaces have string ids and every seed field; the active filter works', async () => {
    const w = await t.call(A.apiKey, 'GET', `/workplaces/${ids.wrk}`);
    expect(w.body).toEqual({
      workplace_id: ids.wrk,
      line1: '1 Market St',
      line2: 'Suite 300',
      city: 'San Francisco',
      state: 'CA',
      postal_code: '94105',
      country: 'US',
      active: true,
      psd_code: null,
    });
    expect(
      (await t.call(A.apiKey, 'GET', '/workplaces?active=false')).body.data.map(
        (x: { city: string }) => x.city,
      ),
    ).toEqual(['Austin']);
    expect((await t.call(A.apiKey, 'GET', '/workplaces/wrk_bad')).status).toBe(400);
  });
});

describe('pagination', () => {
  for (const [path, idField] of [
    ['/employees', 'employee_id'],
    ['/customers', 'customer_id'],
    ['/projects', 'project_id'],
    ['/workplaces', 'workplace_id'],
  ] as const) {
    it(`walking ${path} with limit=3 returns every row exactly once`, async () => {
      const all = (await t.call(A.apiKey, 'GET', `${path}?limit=200`)).body.data.map(
        (x: Record<string, unknown>) => x[idField],
      );
      const seen: unknown[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const r: {
          body: {
            data: Array<Record<string, unknown>>;
            pagination: { limit: number; next_cursor: string | null };
          };
        } = await t.call(
          A.apiKey,
          'GET',
          `${path}?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        expect(r.body.pagination.limit).toBe(3);
        expect(r.body.data.length).toBeLessThanOrEqual(3);
        seen.push(...r.body.data.map((x) => x[idField]));
        cursor = r.body.pagination.next_cursor;
        pages++;
      } while (cursor && pages < 50);
      expect(seen).toEqual(all);
      expect(new Set(seen).size).toBe(seen.length);
    });
  }
  it('rejects out-of-range limits and forged cursors', async () => {
    for (const q of [
      'limit=0',
      'limit=201',
      'limit=abc',
      'cursor=not-a-cursor',
      'is_active=maybe',
      'employment_type=boss',
      'colour=red',
      'department_id=-1',
    ]) {
      const r = await t.call(A.apiKey, 'GET', `/employees?${q}`);
      expect([q, r.status, r.body.code]).toEqual([q, 400, 'validation_failed']);
      expect(r.body.errors.length).toBeGreaterThan(0);
    }
  });
});

describe('authentication and tenant isolation', () => {
  it('401 for missing, malformed, unknown and revoked keys; Bearer works', async () => {
    expect((await t.call(null, 'GET', '/employees')).body).toMatchObject({
      status: 401,
      code: 'unauthorized',
      type: 'urn:payclock:problem:unauthorized',
    });
    expect((await t.call('nope', 'GET', '/employees')).status).toBe(401);
    expect((await t.call(`pc_${'x'.repeat(12)}_${'y'.repeat(43)}`, 'GET', '/employees')).status).toBe(401);
    const bearer = await t.app.inject({
      method: 'GET',
      url: '/partner/v1/companies',
      headers: { authorization: `Bearer ${A.apiKey}` },
    });
    expect(bearer.statusCode).toBe(200);
    const tamper = A.apiKey.slice(0, -1) + (A.apiKey.endsWith('A') ? 'B' : 'A');
    expect((await t.call(tamper, 'GET', '/companies')).status).toBe(401);
    const C = await makeCompany(t.db, { name: 'Gamma' });
    expect((await t.call(C.apiKey, 'GET', '/companies')).status).toBe(200);
    await revokeApiKey(t.db, C.prefix, new Date());
    // a fresh app has no cache: the revoked key is refused
    const { buildApp } = await import('../../src/app.js');
    const app2 = await buildApp({ db: t.db });
    const r = await app2.inject({
      method: 'GET',
      url: '/partner/v1/companies',
      headers: { 'x-api-key': C.apiKey },
    });
    expect([r.statusCode, JSON.parse(r.body).detail]).toEqual([
      401,
      `The API key ${C.prefix} has been revoked`,
    ]);
    await app2.close();
  });

  it("another company's ids are 404 on every path", async () => {
    for (const url of [
      `/employees/${ids.bEmp}`,
      `/customers/${ids.bCust}`,
      `/projects/${ids.bProj}`,
      `/workplaces/${ids.bWrk}`,
    ]) {
      const r = await t.call(A.apiKey, 'GET', url);
      expect([url, r.status, r.body.code]).toEqual([url, 404, 'not_found']);
    }
    const bList = await t.call(B.apiKey, 'GET', '/employees');
    expect(bList.body.data.map((e: { employee_id: number }) => e.employee_id)).toEqual([ids.bEmp]);
    expect((await t.call(B.apiKey, 'GET', `/projects?customer_id=${ids.cust}`)).body.data).toEqual([]);
  });
});

describe('bad input and conventions', () => {
  it('non-numeric ids, unknown routes, wrong content type and malformed JSON are 4xx problems', async () => {
    const nonNumeric = await t.call(A.apiKey, 'GET', '/employees/abc');
    expect([nonNumeric.status, nonNumeric.body.code, nonNumeric.body.errors[0].field]).toEqual([
      400,
      'validation_failed',
      'employee_id',
    ]);
    expect((await t.call(A.apiKey, 'GET', '/employees/99999999999999999999')).status).toBe(400);
    expect((await t.call(A.apiKey, 'GET', '/nothing-here')).body.code).toBe('route_not_found');
    const ct = await t.app.inject({
      method: 'POST',
      url: '/partner/v1/time-records/clock-in',
      headers: { 'x-api-key': A.apiKey, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect([ct.statusCode, JSON.parse(ct.body).code]).toEqual([415, 'unsupported_media_type']);
    const bad = await t.call(A.apiKey, 'POST', '/time-records/clock-in', '{not json');
    expect([bad.status, bad.body.code]).toEqual([400, 'malformed_json']);
  });

  it('echoes X-Request-Id or makes one', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/partner/v1/companies',
      headers: { 'x-api-key': A.apiKey, 'x-request-id': 'trace-123' },
    });
    expect(r.headers['x-request-id']).toBe('trace-123');
    const r2 = await t.call(null, 'GET', '/companies');
    expect(String(r2.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('replays an Idempotency-Key with the same body and refuses it with another body (422)', async () => {
    const emp = await makeEmployee(t.db, A.companyId);
    const first = await t.call(
      A.apiKey,
      'POST',
      '/time-records/clock-in',
      { employee_id: emp },
      { 'idempotency-key': 'punch-1' },
    );
    expect(first.status).toBe(201);
    const replay = await t.call(
      A.apiKey,
      'POST',
      '/time-records/clock-in',
      { employee_id: emp },
      { 'idempotency-key': 'punch-1' },
    );
    expect([replay.status, replay.headers['idempotent-replayed']]).toEqual([201, 'true']);
    expect(replay.body).toEqual(first.body);
    const other = await t.call(
      A.apiKey,
      'POST',
      '/time-records/clock-in',
      { employee_id: emp, note: 'x' },
      { 'idempotency-key': 'punch-1' },
    );
    expect([other.status, other.body.code]).toEqual([422, 'idempotency_key_reused']);
    // keys are per company
    const b = await t.call(
      B.apiKey,
      'POST',
      '/time-records/clock-in',
      { employee_id: ids.bEmp },
      { 'idempotency-key': 'punch-1' },
    );
    expect(b.status).toBe(201);
    const rows = await t.db
      .selectFrom('time_records')
      .select('id')
      .where('company_id', '=', A.companyId)
      .where('employee_id', '=', emp)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('rate limits per key with 429, Retry-After and RateLimit headers', async () => {
    const { buildApp } = await import('../../src/app.js');
    const app = await buildApp({
      db: t.db,
      clock: t.clock,
      config: { rateLimitPerSecond: 1, rateLimitBurst: 3 },
    });
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof app.inject>> | null = null;
    for (let i = 0; i < 5; i++) {
      last = await app.inject({
        method: 'GET',
        url: '/partner/v1/companies',
        headers: { 'x-api-key': A.apiKey },
      });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(JSON.parse(last!.body).code).toBe('rate_limited');
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.headers['ratelimit-limit']).toBe('3');
    const other = await app.inject({
      method: 'GET',
      url: '/partner/v1/companies',
      headers: { 'x-api-key': B.apiKey },
    });
    expect(other.statusCode).toBe(200);
    await app.close();
  });

  it('serves the OpenAPI document and the reference page without a key', async () => {
    const doc = await t.call(null, 'GET', '/partner/v1/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toBe('3.1.0');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/partner/v1/employees',
        '/partner/v1/employees/{employee_id}',
        '/partner/v1/time-records/clock-in',
      ]),
    );
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});
