/**
 * Time off (docs/time-off.md): policies, the balance ledger, adjustments and requests with their
 * refusals, and concurrent approvals. Clock 2026-11-21T22:00Z (14:00 in America/Los_Angeles).
 * Every expected figure is worked out by hand in the test. Hours ↔ seconds: 1 h = 3,600 s.
 * Calendar: 2026-12-07 is a Monday (2026-11-26, Thanksgiving, is a Thursday; + 11 days).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeEmployee, startApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
let key: string;
let companyId: number;
let ana: number;
let ben: number;
let newHire: number;
let contractor: number;
let sickId: number;

const CA_SICK = {
  name: 'California sick leave',
  kind: 'sick',
  accrual_method: 'per_hour_worked',
  accrual_hours: 1,
  per_hours_worked: 30,
  accrual_rounding: 'hundredth_hour',
  max_balance_hours: 80,
  max_used_per_year_hours: 40,
  waiting_period_days: 90,
};

beforeAll(async () => {
  t = await startApp('2026-11-21T22:00:00.000Z');
  ({ apiKey: key, companyId } = await makeCompany(t.db, { plan: 'payroll' }));
  ana = await makeEmployee(t.db, companyId, { first_name: 'Ana' });
  ben = await makeEmployee(t.db, companyId, { first_name: 'Ben' });
  newHire = await makeEmployee(t.db, companyId, { first_name: 'Nia' });
  contractor = await makeEmployee(t.db, companyId, {
    first_name: 'Cody',
    employment_type: 'contractor',
    contractor_type: 'individual',
  });
  await t.db
    .updateTable('employees')
    .set({ start_date: '2026-10-01' })
    .where('company_id', '=', companyId)
    .where('id', '=', newHire)
    .execute();
});

afterAll(async () => {
  await t?.close();
});

describe('policies', () => {
  it('creates a policy and enrolls every employee but the contractor', async () => {
    const r = await t.call(key, 'POST', '/time-off-policies', CA_SICK);
    expect(r.status).toBe(201);
    sickId = r.body.time_off_policy_id;
    expect(r.body).toMatchObject({
      name: 'California sick leave',
      kind: 'sick',
      accrual_hours: 1,
      per_hours_worked: 30,
      max_balance_hours: 80,
      max_used_per_year_hours: 40,
      carryover_limit_hours: null,
      waiting_period_days: 90,
      overtime_accrues: true,
      allow_negative: false,
      enrolled_count: 3, // Ana, Ben, Nia — not Cody the contractor
    });
    const list = await t.call(key, 'GET', '/time-off-policies');
    expect(list.body.time_off_policies.map((p: { name: string }) => p.name)).toEqual([
      'California sick leave',
    ]);
    const b = await t.call(key, 'GET', `/employees/${contractor}/time-off-balances`);
    expect(b.body.balances).toEqual([]);
  });

  it('refuses a negative rate, too many decimals and a missing per_hours_worked, naming the fields', async () => {
    const neg = await t.call(key, 'POST', '/time-off-policies', { ...CA_SICK, name: 'x', accrual_hours: -1 });
    expect(neg.status).toBe(400);
    expect(neg.body.errors).toEqual([
      { field: 'accrual_hours', message: expect.stringContaining('negative') },
    ]);
    const cap = await t.call(key, 'POST', '/time-off-policies', {
      ...CA_SICK,
      name: 'x',
      max_balance_hours: -8,
    });
    expect(cap.body.errors[0].field).toBe('max_balance_hours');
    const dec = await t.call(key, 'POST', '/time-off-policies', {
      ...CA_SICK,
      name: 'x',
      accrual_hours: 1.00001,
    });
    expect(dec.body.errors[0].field).toBe('accrual_hours');
    const per = await t.call(key, 'POST', '/time-off-policies', {
      name: 'x',
      kind: 'pto',
      accrual_method: 'per_hour_worked',
      accrual_hours: 1,
    });
    expect(per.status).toBe(400);
    expect(per.body.errors[0].field).toBe('per_hours_worked');
    const dup = await t.call(key, 'POST', '/time-off-policies', {
      ...CA_SICK,
      name: 'CALIFORNIA SICK LEAVE',
    });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('duplicate_name');
  });
});

describe('balances and adjustments', () => {
  it('adds an adjustment, audited, replayed once by Idempotency-Key', async () => {
    const body = { time_off_policy_id: sickId, hours: 10, note: 'opening balance' };
    const headers = { 'idempotency-key': 'open-ana-1' };
    const a = await t.call(key, 'POST', `/employees/${ana}/time-off-adjustments`, body, headers);
    expect(a.status).toBe(201);
    const again = await t.call(key, 'POST', `/employees/${ana}/time-off-adjustments`, body, headers);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const bal = await t.call(key, 'GET', `/employees/${ana}/time-off-balances`);
    expect(bal.body).toEqual({
      employee_id: ana,
      as_of: '2026-11-21',
      balances: [
        {
          time_off_policy_id: sickId,
          name: 'California sick leave',
          kind: 'sick',
          accrued_hours: 0,
          used_hours: 0,
          adjusted_hours: 10, // one entry of +36,000 s, not two
          available_hours: 10,
          pending_hours: 0,
        },
      ],
    });
    const audit = await t.db
      .selectFrom('audit_events')
      .select(['action', 'after'])
      .where('company_id', '=', companyId)
      .where('resource_type', '=', 'time_off_entry')
      .execute();
    expect(audit).toHaveLength(1);
    const events = await t.db
      .selectFrom('webhook_events')
      .select('payload')
      .where('company_id', '=', companyId)
      .where('type', '=', 'time_off_balance.changed')
      .execute();
    // one event, one balance: +10 h from 0 h → 10 h available
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0]!.payload).data).toEqual({
      employee_id: ana,
      payroll_id: null,
      time_off_request_id: null,
      balances: [
        { time_off_policy_id: sickId, entry_kind: 'adjustment', change_hours: 10, available_hours: 10 },
      ],
    });
  });

  it('reads a balance as of a date before the adjustment (0) and refuses one below 0', async () => {
    const before = await t.call(key, 'GET', `/employees/${ana}/time-off-balances?as_of=2026-11-20`);
    expect(before.body.balances[0].available_hours).toBe(0);
    const neg = await t.call(key, 'POST', `/employees/${ana}/time-off-adjustments`, {
      time_off_policy_id: sickId,
      hours: -10.5, // 10 − 10.5 = −0.5 h: the policy does not allow a negative balance
    });
    expect(neg.status).toBe(409);
    expect(neg.body.code).toBe('insufficient_time_off_balance');
    const unknown = await t.call(key, 'POST', `/employees/${contractor}/time-off-adjustments`, {
      time_off_policy_id: sickId,
      hours: 1,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].field).toBe('time_off_policy_id');
  });
});

describe('requests', () => {
  const req = (o: Record<string, unknown>) => ({
    employee_id: ana,
    time_off_policy_id: sickId,
    start_date: '2026-12-07',
    end_date: '2026-12-07',
    hours_per_day: 6,
    ...o,
  });

  it('refuses hours per day over 24 and a range over one year with 400 naming the field', async () => {
    const h = await t.call(key, 'POST', '/time-off-requests', req({ hours_per_day: 24.5 }));
    expect(h.status).toBe(400);
    expect(h.body.errors[0].field).toBe('hours_per_day');
    const y = await t.call(key, 'POST', '/time-off-requests', req({ end_date: '2027-12-07' }));
    expect(y.status).toBe(400);
    expect(y.body.errors[0].field).toBe('end_date');
    const back = await t.call(key, 'POST', '/time-off-requests', req({ end_date: '2026-12-06' }));
    expect(back.body.errors[0].field).toBe('end_date');
  });

  it('refuses a request in the 90-day waiting period', async () => {
    await t.call(key, 'POST', `/employees/${newHire}/time-off-adjustments`, {
      time_off_policy_id: sickId,
      hours: 8,
    });
    // hired 2026-10-01 + 90 days = 2026-12-30 (October 31 − 1 = 30 days to 10-31, + 30 → 11-30, + 30 → 12-30)
    const r = await t.call(
      key,
      'POST',
      '/time-off-requests',
      req({ employee_id: newHire, start_date: '2026-12-29', end_date: '2026-12-29' }),
    );
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('time_off_waiting_period');
    expect(r.body.detail).toContain('2026-12-30');
    const ok = await t.call(
      key,
      'POST',
      '/time-off-requests',
      req({ employee_id: newHire, start_date: '2026-12-30', end_date: '2026-12-30' }),
    );
    expect(ok.status).toBe(201);
  });

  it('refuses more than the available balance', async () => {
    // Mon 12-07 … Tue 12-08 = 2 counted days × 8 h = 16 h > 10 h available
    const r = await t.call(
      key,
      'POST',
      '/time-off-requests',
      req({ end_date: '2026-12-08', hours_per_day: 8 }),
    );
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('insufficient_time_off_balance');
    expect(r.body.detail).toContain('16 h');
    expect(r.body.detail).toContain('10 h');
  });

  it('counts weekdays only unless weekends are included', async () => {
    await t.call(key, 'POST', `/employees/${ben}/time-off-adjustments`, {
      time_off_policy_id: sickId,
      hours: 20,
    });
    // Sat 12-05 … Mon 12-07: only Monday counts → 1 day × 6 h = 6 h
    const r = await t.call(
      key,
      'POST',
      '/time-off-requests',
      req({ employee_id: ben, start_date: '2026-12-05' }),
    );
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      total_hours: 6,
      hours_per_day: 6,
      include_weekends: false,
      status: 'pending',
    });
    // with weekends: Sat, Sun, Mon 12-14 … (next week, no overlap) Sat 12-12 … Mon 12-14 = 3 days × 2.5 h = 7.5 h
    const w = await t.call(
      key,
      'POST',
      '/time-off-requests',
      req({
        employee_id: ben,
        start_date: '2026-12-12',
        end_date: '2026-12-14',
        hours_per_day: 2.5,
        include_weekends: true,
      }),
    );
    expect(w.body.total_hours).toBe(7.5);
    const bal = await t.call(key, 'GET', `/employees/${ben}/time-off-balances`);
    // pending 6 + 7.5 = 13.5 h; available still 20 h until approval
    expect(bal.body.balances[0]).toMatchObject({ available_hours: 20, pending_hours: 13.5 });
    const weekend = await t.call(
      key,
      'POST',
      '/time-off-requests',
      req({ employee_id: ben, start_date: '2026-12-19', end_date: '2026-12-20' }),
    );
    expect(weekend.status).toBe(400);
    expect(weekend.body.errors[0].field).toBe('include_weekends');
  });

  it('refuses overlap with a time record and with another request', async () => {
    await t.db
      .insertInto('time_records')
      .values({
        company_id: companyId,
        employee_id: ana,
        type: 'work',
        start: '2026-12-01T17:00:00.000Z', // 09:00 PST on Tue 12-01
        end: '2026-12-01T21:00:00.000Z',
        clockin_source: 'web',
        clockout_source: 'web',
      })
      .execute();
    const r = await t.call(
      key,
      'POST',
      '/time-off-requests',
      req({ start_date: '2026-12-01', end_date: '2026-12-01' }),
    );
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('overlapping_time_off');
    expect(r.body.detail).toContain('time record');
    const first = await t.call(key, 'POST', '/time-off-requests', req({}));
    expect(first.status).toBe(201);
    const second = await t.call(key, 'POST', '/time-off-requests', req({ end_date: '2026-12-08' }));
    expect(second.status).toBe(409);
    expect(second.body.detail).toContain(`request ${first.body.time_off_request_id}`);
  });

  it('of two approvals that together exceed the balance, exactly one succeeds', async () => {
    // Ana: 10 h available; request A (12-07, 6 h) is pending; B (Wed 12-09, 6 h) fits alone too: 6 ≤ 10.
    const list = await t.call(key, 'GET', `/time-off-requests?employee_id=${ana}&status=pending`);
    const a = list.body.time_off_requests[0].time_off_request_id;
    const b = await t.call(
      key,
      'POST',
      '/time-off-requests',
      req({ start_date: '2026-12-09', end_date: '2026-12-09' }),
    );
    expect(b.status).toBe(201);
    const both = await Promise.all([
      t.call(key, 'POST', `/time-off-requests/${a}/approve`),
      t.call(key, 'POST', `/time-off-requests/${b.body.time_off_request_id}/approve`),
    ]);
    // 6 + 6 = 12 h > 10 h: one is approved, the other finds 10 − 6 = 4 h < 6 h
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = both.find((r) => r.status === 409)!;
    expect(loser.body.code).toBe('insufficient_time_off_balance');
    expect(loser.body.detail).toContain('4 h');
    const bal = await t.call(key, 'GET', `/employees/${ana}/time-off-balances?as_of=2026-12-31`);
    expect(bal.body.balances[0]).toMatchObject({ used_hours: 6, available_hours: 4, pending_hours: 6 });
    const winner = both.find((r) => r.status === 200)!;
    expect(winner.body.status).toBe('approved');
    const events = await t.db
      .selectFrom('webhook_events')
      .select('type')
      .where('company_id', '=', companyId)
      .where('type', 'like', 'time_off_request.%')
      .execute();
    expect(events.filter((e) => e.type === 'time_off_request.approved')).toHaveLength(1);
  });

  it('cancelling an approved request gives its hours back exactly once; a denied one cannot be cancelled', async () => {
    const approved = (await t.call(key, 'GET', `/time-off-requests?employee_id=${ana}&status=approved`)).body
      .time_off_requests[0].time_off_request_id;
    const pending = (await t.call(key, 'GET', `/time-off-requests?employee_id=${ana}&status=pending`)).body
      .time_off_requests[0].time_off_request_id;
    const c = await t.call(key, 'POST', `/time-off-requests/${approved}/cancel`);
    expect(c.status).toBe(200);
    expect(c.body.status).toBe('cancelled');
    const again = await t.call(key, 'POST', `/time-off-requests/${approved}/cancel`);
    expect(again.status).toBe(409);
    const bal = await t.call(key, 'GET', `/employees/${ana}/time-off-balances?as_of=2026-12-31`);
    // 10 − 6 + 6 = 10 h; used nets to 0 (the use and its reversal)
    expect(bal.body.balances[0]).toMatchObject({ used_hours: 0, available_hours: 10, pending_hours: 6 });
    const d = await t.call(key, 'POST', `/time-off-requests/${pending}/deny`);
    expect(d.body.status).toBe('denied');
    const cd = await t.call(key, 'POST', `/time-off-requests/${pending}/cancel`);
    expect(cd.status).toBe(409);
    expect(cd.body.code).toBe('invalid_state');
  });
});

describe('year end', () => {
  it('expires the balance above the carryover limit once, dated December 31', async () => {
    const v = await t.call(key, 'POST', '/time-off-policies', {
      name: 'Vacation',
      kind: 'vacation',
      accrual_method: 'per_pay_period',
      accrual_hours: 4,
      carryover_limit_hours: 40,
      auto_enroll: false,
    });
    const vac = v.body.time_off_policy_id;
    await t.call(key, 'POST', `/time-off-policies/${vac}/enrollments`, { employee_ids: [ana, ben] });
    // Ana 52.5 h on 2026-06-01 → 52.5 − 40 = 12.5 h expire; Ben 30 h ≤ 40 → nothing expires
    await t.call(key, 'POST', `/employees/${ana}/time-off-adjustments`, {
      time_off_policy_id: vac,
      hours: 52.5,
      effective_date: '2026-06-01',
    });
    await t.call(key, 'POST', `/employees/${ben}/time-off-adjustments`, {
      time_off_policy_id: vac,
      hours: 30,
      effective_date: '2026-06-01',
    });
    const y = await t.call(key, 'POST', `/time-off-policies/${vac}/year-end`, { year: 2026 });
    expect(y.body).toEqual({ time_off_policy_id: vac, year: 2026, expired: 1 });
    const again = await t.call(key, 'POST', `/time-off-policies/${vac}/year-end`, { year: 2026 });
    expect(again.body.expired).toBe(0);
    const a = await t.call(key, 'GET', `/employees/${ana}/time-off-balances?as_of=2027-01-01`);
    expect(a.body.balances.find((b: { name: string }) => b.name === 'Vacation')).toMatchObject({
      adjusted_hours: 40, // +52.5 − 12.5
      available_hours: 40,
    });
    const b = await t.call(key, 'GET', `/employees/${ben}/time-off-balances?as_of=2027-01-01`);
    expect(b.body.balances.find((x: { name: string }) => x.name === 'Vacation').available_hours).toBe(30);
    // as of 2026-12-30 the expiry (dated 12-31) has not happened yet
    const before = await t.call(key, 'GET', `/employees/${ana}/time-off-balances?as_of=2026-12-30`);
    expect(before.body.balances.find((x: { name: string }) => x.name === 'Vacation').available_hours).toBe(
      52.5,
    );
  });
});
