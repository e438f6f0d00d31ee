/**
 * Component tokens (issue 23): issuing with an API key, lifetime ≤ 15 min, 401 when expired,
 * 403 out of scope, every route an employee token reaches refusing another employee, CORS per
 * company. Over the reports fixture (Tom and Cara, payrolls P1 paid, P2 pending, P3 draft).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../helpers/app.js';
import { seedReportsFixture, type ReportsFixture } from '../helpers/reports-fixture.js';
import { ADMIN_ROUTES, EMPLOYEE_ROUTES } from '../../src/modules/components/scopes.js';

let t: TestApp;
let f: ReportsFixture;
const P1 = 'pay_P1aaaaaaaaaaaaaaaaaa';
const P2 = 'pay_P2bbbbbbbbbbbbbbbbbb';

beforeAll(async () => {
  t = await startApp('2026-11-21T22:00:00.000Z');
  f = await seedReportsFixture(t.db);
});
afterAll(async () => {
  await t.close();
});

async function issue(body: Record<string, unknown>, key = f.key): Promise<string> {
  const r = await t.call(key, 'POST', '/component-tokens', body);
  expect(r.status).toBe(201);
  return r.body.token as string;
}
const as = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
) => t.call(null, method, url, body, { authorization: `Bearer ${token}` });

describe('POST /component-tokens', () => {
  it('issues an employee token for 15 minutes by default, shown once', async () => {
    const r = await t.call(f.key, 'POST', '/component-tokens', { scope: 'employee', employee_id: f.tom });
    expect(r.status).toBe(201);
    expect(r.body.token).toMatch(new RegExp(`^pct_${f.companyId}_[A-Za-z0-9]{12}_[A-Za-z0-9_-]{43}$`));
    // 2026-11-21T22:00:00Z + 900 s = 22:15:00Z
    expect(r.body).toMatchObject({
      scope: 'employee',
      employee_id: f.tom,
      expires_at: '2026-11-21T22:15:00.000Z',
      expires_in: 900,
    });
    const stored = await t.db
      .selectFrom('component_tokens')
      .select(['token_hash'])
      .where('company_id', '=', f.companyId)
      .execute();
    expect(stored.some((s) => s.token_hash === r.body.token)).toBe(false);
  });

  it('refuses lifetimes over 15 minutes, a missing employee, an employee of another company', async () => {
    const long = await t.call(f.key, 'POST', '/component-tokens', { scope: 'admin', lifetime_seconds: 901 });
    expect(long.status).toBe(400);
    expect(long.body.errors[0].field).toBe('lifetime_seconds');
    const none = await t.call(f.key, 'POST', '/component-tokens', { scope: 'employee' });
    expect(none.status).toBe(400);
    expect(none.body.errors[0].field).toBe('employee_id');
    const adminWithEmployee = await t.call(f.key, 'POST', '/component-tokens', {
      scope: 'admin',
      employee_id: f.tom,
    });
    expect(adminWithEmployee.body.errors[0].field).toBe('employee_id');
    // Tom is not an employee of company B.
    const other = await t.call(f.otherKey, 'POST', '/component-tokens', {
      scope: 'employee',
      employee_id: f.tom,
    });
    expect(other.status).toBe(400);
    expect(other.body.code).toBe('invalid_reference');
  });

  it('appends an audit row with the actor, scope and employee, never the token', async () => {
    const r = await t.call(f.key, 'POST', '/component-tokens', {
      scope: 'employee',
      employee_id: f.cara,
      lifetime_seconds: 120,
    });
    expect(r.status).toBe(201);
    const token = r.body.token as string;
    const prefix = token.split('_')[2]!; // pct_<company>_<prefix>_<secret>
    const secret = token.split('_').slice(3).join('_');
    const audit = await t.call(
      f.key,
      'GET',
      `/audit-events?resource_type=component_token&resource_id=ct_${prefix}`,
    );
    expect(audit.status).toBe(200);
    expect(audit.body.data).toHaveLength(1);
    const row = audit.body.data[0];
    // The actor is the API key that asked: `key:` + its visible prefix (pc_<prefix>_<secret>).
    expect(row.actor).toBe(`key:${f.key.split('_')[1]}`);
    expect(row).toMatchObject({
      resource_type: 'component_token',
      resource_id: `ct_${prefix}`,
      action: 'issue',
      before: null,
      // 2026-11-21T22:00:00Z + 120 s = 22:02:00Z
      after: {
        scope: 'employee',
        employee_id: f.cara,
        token_prefix: `ct_${prefix}`,
        expires_at: '2026-11-21T22:02:00.000Z',
      },
      at: '2026-11-21T22:00:00.000Z',
    });
    expect(JSON.stringify(audit.body)).not.toContain(secret);
    expect(JSON.stringify(audit.body)).not.toContain(token);
    const admin = await t.call(f.key, 'POST', '/component-tokens', { scope: 'admin' });
    const adminPrefix = (admin.body.token as string).split('_')[2];
    const adminRow = await t.call(
      f.key,
      'GET',
      `/audit-events?resource_type=component_token&resource_id=ct_${adminPrefix}`,
    );
    expect(adminRow.body.data[0].after).toMatchObject({ scope: 'admin', employee_id: null });
  });

  it('cannot be called with a token (tokens do not mint tokens)', async () => {
    const admin = await issue({ scope: 'admin' });
    const r = await as(admin, 'POST', '/component-tokens', { scope: 'admin' });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('out_of_scope');
  });
});

describe('token lifetime', () => {
  it('works until expires_at, then 401 token_expired', async () => {
    const token = await issue({ scope: 'employee', employee_id: f.tom, lifetime_seconds: 60 });
    expect((await as(token, 'GET', `/employees/${f.tom}`)).status).toBe(200);
    t.clock.advance(59_999);
    expect((await as(token, 'GET', `/employees/${f.tom}`)).status).toBe(200);
    t.clock.advance(1);
    const r = await as(token, 'GET', `/employees/${f.tom}`);
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('token_expired');
    t.clock.set('2026-11-21T22:00:00.000Z');
  });

  it('401 for a forged or malformed token', async () => {
    const token = await issue({ scope: 'admin' });
    const forged = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect((await as(forged, 'GET', '/employees')).status).toBe(401);
    expect((await as('pct_1_short', 'GET', '/employees')).status).toBe(401);
  });
});

describe('employee scope', () => {
  /**
   * One request per route an employee token reaches, built for employee `id`. The test below checks
   * this table covers EMPLOYEE_ROUTES exactly, so a route added to the scope needs a row here.
   */
  const requests = (
    id: number,
  ): Array<[string, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string, unknown?]> => [
    ['GET /partner/v1/employees/:employee_id', 'GET', `/employees/${id}`],
    ['PATCH /partner/v1/employees/:employee_id', 'PATCH', `/employees/${id}`, { nickname: 'T' }],
    ['GET /partner/v1/employees/:employee_id/tax-setup', 'GET', `/employees/${id}/tax-setup`],
    ['PUT /partner/v1/employees/:employee_id/tax-setup', 'PUT', `/employees/${id}/tax-setup`, {}],
    ['GET /partner/v1/employees/:employee_id/bank-accounts', 'GET', `/employees/${id}/bank-accounts`],
    [
      'POST /partner/v1/employees/:employee_id/bank-accounts',
      'POST',
      `/employees/${id}/bank-accounts`,
      { routing_number: '021000021', account_number: '12345678', account_type: 'checking' },
    ],
    [
      'DELETE /partner/v1/employees/:employee_id/bank-accounts/:bank_account_id',
      'DELETE',
      `/employees/${id}/bank-accounts/999999`,
    ],
    ['GET /partner/v1/employees/:employee_id/pay-statements', 'GET', `/employees/${id}/pay-statements`],
    [
      'GET /partner/v1/employees/:employee_id/withholding-certificates',
      'GET',
      `/employees/${id}/withholding-certificates`,
    ],
    ['GET /partner/v1/payrolls/:payroll_id/paychecks/:employee_id', 'GET', `/payrolls/${P2}/paychecks/${id}`],
    ['GET /partner/v1/time-records', 'GET', `/time-records?employee_id=${id}`],
    ['GET /partner/v1/employees/:employee_id/timesheet', 'GET', `/employees/${id}/timesheet`],
    ['GET /partner/v1/employees/:employee_id/time-off-balances', 'GET', `/employees/${id}/time-off-balances`],
    ['GET /partner/v1/time-off-requests', 'GET', `/time-off-requests?employee_id=${id}`],
    [
      'POST /partner/v1/time-off-requests',
      'POST',
      '/time-off-requests',
      {
        employee_id: id,
        time_off_policy_id: vacation,
        start_date: '2026-12-14',
        end_date: '2026-12-14',
        hours_per_day: 8,
      },
    ],
    [
      'POST /partner/v1/time-off-requests/:time_off_request_id/cancel',
      'POST',
      `/time-off-requests/${pendingOf.get(id) ?? 0}/cancel`,
    ],
  ];

  /** A vacation policy (no accrual; 40 h added to each) and one pending request of Tom and of Cara. */
  let vacation = 0;
  const pendingOf = new Map<number, number>();
  beforeAll(async () => {
    const policy = await t.call(f.key, 'POST', '/time-off-policies', {
      name: 'Vacation',
      kind: 'vacation',
      accrual_method: 'none',
    });
    expect(policy.status, policy.raw).toBe(201);
    vacation = policy.body.time_off_policy_id;
    for (const [id, day] of [
      [f.tom, '2026-12-07'],
      [f.cara, '2026-12-08'],
    ] as const) {
      const adj = await t.call(f.key, 'POST', `/employees/${id}/time-off-adjustments`, {
        time_off_policy_id: vacation,
        hours: 40,
      });
      expect(adj.status, adj.raw).toBe(201);
      const req = await t.call(f.key, 'POST', '/time-off-requests', {
        employee_id: id,
        time_off_policy_id: vacation,
        start_date: day,
        end_date: day,
        hours_per_day: 8,
      });
      expect(req.status, req.raw).toBe(201);
      pendingOf.set(id, req.body.time_off_request_id);
    }
  });

  it('the table covers every employee route that names an employee', () => {
    const named = Object.entries(EMPLOYEE_ROUTES)
      .filter(([, rule]) => rule !== 'none')
      .map(([k]) => k);
    expect(
      requests(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(named.sort());
  });

  it("every route refuses another employee (403) and serves the token's own", async () => {
    const tom = await issue({ scope: 'employee', employee_id: f.tom });
    for (const [route, method, url, body] of requests(f.cara)) {
      const r = await as(tom, method, url, body);
      expect(r.status, `${route} for another employee`).toBe(403);
      expect(r.body.code).toBe('out_of_scope');
    }
    for (const [route, method, url, body] of requests(f.tom)) {
      const r = await as(tom, method, url, body);
      expect(r.status, `${route} for the token's employee: ${r.raw}`).not.toBe(403);
      expect(r.status).not.toBe(401);
    }
  });

  it('time off: cancels only its own pending requests; cannot approve, deny, or adjust', async () => {
    const tom = await issue({ scope: 'employee', employee_id: f.tom });
    const mine = await t.call(f.key, 'POST', '/time-off-requests', {
      employee_id: f.tom,
      time_off_policy_id: vacation,
      start_date: '2026-12-21',
      end_date: '2026-12-22',
      hours_per_day: 4,
    });
    expect(mine.status, mine.raw).toBe(201);
    const id = mine.body.time_off_request_id as number;
    for (const action of ['approve', 'deny'] as const) {
      const r = await as(tom, 'POST', `/time-off-requests/${id}/${action}`);
      expect(r.status, action).toBe(403);
    }
    const adjust = await as(tom, 'POST', `/employees/${f.tom}/time-off-adjustments`, {
      time_off_policy_id: vacation,
      hours: 100,
    });
    expect(adjust.status).toBe(403);
    // The list without employee_id would show everyone's requests.
    expect((await as(tom, 'GET', '/time-off-requests')).status).toBe(403);
    // An approved request is no longer the employee's to cancel (an admin can).
    const ok = await t.call(f.key, 'POST', `/time-off-requests/${id}/approve`);
    expect(ok.status, ok.raw).toBe(200);
    const cancel = await as(tom, 'POST', `/time-off-requests/${id}/cancel`);
    expect(cancel.status).toBe(403);
    expect(cancel.body.detail).toContain('only a pending request');
    // A request id that does not exist answers like another employee's (403, nothing learned).
    expect((await as(tom, 'POST', '/time-off-requests/999999/cancel')).status).toBe(403);
    const admin = await issue({ scope: 'admin' });
    const undo = await as(admin, 'POST', `/time-off-requests/${id}/cancel`);
    expect(undo.status, undo.raw).toBe(200);
    expect(undo.body.status).toBe('cancelled');
  });

  it('the time-record list needs employee_id = its own', async () => {
    const tom = await issue({ scope: 'employee', employee_id: f.tom });
    expect((await as(tom, 'GET', '/time-records')).status).toBe(403);
    expect((await as(tom, 'GET', `/time-records?employee_id=${f.tom}&employee_id=${f.cara}`)).status).toBe(
      403,
    );
  });

  it('may change only personal details of its own record', async () => {
    const tom = await issue({ scope: 'employee', employee_id: f.tom });
    const r = await as(tom, 'PATCH', `/employees/${f.tom}`, { nickname: 'Tommy', is_active: false });
    expect(r.status).toBe(403);
    expect(r.body.errors).toEqual([{ field: 'is_active', message: 'only an admin may change this field' }]);
  });

  it('reaches no admin route', async () => {
    const tom = await issue({ scope: 'employee', employee_id: f.tom });
    for (const url of [
      '/employees',
      '/payrolls',
      '/reports/hours?start_date=2026-11-01&end_date=2026-11-30',
      '/companies',
    ]) {
      expect((await as(tom, 'GET', url)).status, url).toBe(403);
    }
  });

  it('lists its pay statements: approved payrolls only, newest first, in dollars', async () => {
    const tom = await issue({ scope: 'employee', employee_id: f.tom });
    const r = await as(tom, 'GET', `/employees/${f.tom}/pay-statements`);
    expect(r.status).toBe(200);
    // P2 (pending, payday 2026-11-26): gross 175000 → 1750.00, taxes 26388 → 263.88, net 141112 → 1411.12;
    // P1 (paid, 2026-09-24): gross 1600.00, taxes 232.40, net 1267.60. P3 is a draft: not listed.
    expect(r.body.data.map((s: any) => [s.payroll_id, s.gross_pay, s.employee_taxes, s.net_pay])).toEqual([
      [P2, 1750, 263.88, 1411.12],
      [P1, 1600, 232.4, 1267.6],
    ]);
  });

  it('reads the session: scope, employee, company time zone', async () => {
    const tom = await issue({ scope: 'employee', employee_id: f.tom });
    const r = await as(tom, 'GET', '/component-tokens/current');
    expect(r.body).toMatchObject({
      scope: 'employee',
      employee_id: f.tom,
      expires_at: '2026-11-21T22:15:00.000Z',
    });
    expect(r.body.company.name).toBe('Acme Co');
  });

  it('reads the certificate definition of a state (DE 4 for CA)', async () => {
    const tom = await issue({ scope: 'employee', employee_id: f.tom });
    const r = await as(tom, 'GET', '/withholding-certificates?state=CA&year=2026');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      form: 'DE 4',
      has_certificate: true,
      filing_statuses: ['single', 'married', 'married_jointly', 'head_of_household'],
      allowances: 'Line 1a: regular withholding allowances',
    });
    const tx = await as(tom, 'GET', '/withholding-certificates?state=TX');
    expect(tx.body).toMatchObject({ has_certificate: false, form: null });
  });
});

describe('admin scope', () => {
  it('reaches the admin routes, every employee, but no key, webhook or settings route', async () => {
    const admin = await issue({ scope: 'admin' });
    expect((await as(admin, 'GET', '/employees')).status).toBe(200);
    expect((await as(admin, 'GET', `/employees/${f.cara}`)).status).toBe(200);
    expect((await as(admin, 'GET', `/payrolls/${P2}/paychecks/${f.cara}`)).status).toBe(200);
    for (const [method, url] of [
      ['GET', '/webhook-endpoints'],
      ['GET', '/events'],
      ['GET', '/audit-events'],
      ['GET', '/component-settings'],
      ['PUT', '/component-settings'],
      ['PATCH', '/companies'],
      ['POST', `/payrolls/${P2}/simulate/advance`],
    ] as const) {
      const r = await as(admin, method, url, method === 'GET' ? undefined : {});
      expect(r.status, `${method} ${url}`).toBe(403);
    }
  });

  it('every allowlisted route exists in the app', () => {
    const routes = new Set<string>();
    for (const key of [...ADMIN_ROUTES, ...Object.keys(EMPLOYEE_ROUTES)]) {
      const [method, url] = key.split(' ');
      if (!t.app.hasRoute({ method: method as 'GET', url: url! })) routes.add(key);
    }
    expect([...routes]).toEqual([]);
  });
});

describe('CORS', () => {
  it('allows only the company origins, and never the API key header', async () => {
    const put = await t.call(f.key, 'PUT', '/component-settings', {
      allowed_origins: ['https://App.example.com:443/', 'http://localhost:5173'],
    });
    expect(put.status).toBe(200);
    expect(put.body.allowed_origins).toEqual(['http://localhost:5173', 'https://app.example.com']);
    const bad = await t.call(f.key, 'PUT', '/component-settings', {
      allowed_origins: ['https://a.example/path'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('allowed_origins[0]');

    const pre = await t.app.inject({
      method: 'OPTIONS',
      url: '/partner/v1/employees/1',
      headers: { origin: 'https://app.example.com', 'access-control-request-method': 'GET' },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-headers']).not.toMatch(/x-api-key/i);

    const tom = await issue({ scope: 'employee', employee_id: f.tom });
    const ok = await t.call(null, 'GET', `/employees/${f.tom}`, undefined, {
      authorization: `Bearer ${tom}`,
      origin: 'https://app.example.com',
    });
    expect(ok.status).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBe('https://app.example.com');
    const evil = await t.call(null, 'GET', `/employees/${f.tom}`, undefined, {
      authorization: `Bearer ${tom}`,
      origin: 'https://evil.example.com',
    });
    expect(evil.status).toBe(403);
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    // Another company's token from this company's origin gets no CORS header.
    const otherToken = await issue({ scope: 'admin' }, f.otherKey);
    const cross = await t.call(null, 'GET', '/employees', undefined, {
      authorization: `Bearer ${otherToken}`,
      origin: 'https://app.example.com',
    });
    expect(cross.status).toBe(403);
    expect(cross.headers['access-control-allow-origin']).toBeUndefined();
  });
});
