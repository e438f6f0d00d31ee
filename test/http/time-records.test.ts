/**
 * Time clock (docs/api-conventions.md §4): clock-in/out rules, manual records, overlap, lock, audit trail, bad input.
 * The clock is fixed at 2026-11-21T20:00:00Z = 12:00 in America/Los_Angeles (PST, UTC−8).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeEmployee, startApp, type TestApp } from '../helpers/app.js';
import { toInt } from '../../src/platform/db/type-parsers.js';
import { insertLedgerPayroll } from '../helpers/ledger-fixture.js';
import { encodeDetail } from '../../src/modules/payrolls/ledger/paycheck-detail.js';

let t: TestApp;
let key: string;
let companyId: number;
let otherKey: string;
let custA: number;
let custDisabled: number;
let projA: number;
let projB: number;
let projDisabled: number;
let projFenced: number;
let custOther: number;

async function customer(
  cid: number,
  name: string,
  o: Partial<{ is_disabled: boolean; lat: string; lng: string; r: number }> = {},
) {
  const r = await t.db
    .insertInto('customers')
    .values({
      company_id: cid,
      name,
      is_disabled: o.is_disabled ?? false,
      latitude: o.lat ?? null,
      longitude: o.lng ?? null,
      radius_meters: o.r ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return toInt(r.id);
}
async function project(
  cid: number,
  name: string,
  customerId: number | null,
  o: Partial<{ is_disabled: boolean; lat: string; lng: string; r: number }> = {},
) {
  const r = await t.db
    .insertInto('projects')
    .values({
      company_id: cid,
      name,
      customer_id: customerId,
      is_disabled: o.is_disabled ?? false,
      latitude: o.lat ?? null,
      longitude: o.lng ?? null,
      radius_meters: o.r ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return toInt(r.id);
}

beforeAll(async () => {
  t = await startApp('2026-11-21T20:00:00.000Z');
  ({ apiKey: key, companyId } = await makeCompany(t.db));
  const other = await makeCompany(t.db, { name: 'Other Co' });
  otherKey = other.apiKey;
  custA = await customer(companyId, 'Bayview Clinic');
  custDisabled = await customer(companyId, 'Old Client', { is_disabled: true });
  projA = await project(companyId, 'Clinic remodel', custA);
  projB = await project(companyId, 'Internal', null);
  projDisabled = await project(companyId, 'Closed job', custA, { is_disabled: true });
  // Geofence: 200 m around 37.7749,-122.4194 (San Francisco City Hall area)
  projFenced = await project(companyId, 'Fenced site', custA, {
    lat: '37.774900',
    lng: '-122.419400',
    r: 200,
  });
  custOther = await customer(other.companyId, 'Foreign customer');
});
afterAll(async () => {
  await t.close();
});

describe('clock-in and clock-out', () => {
  it('clocks in (201) with the detail shape, partner_api source and expires_at at the next 04:00 local', async () => {
    const emp = await makeEmployee(t.db, companyId, { first_name: 'Rosa', last_name: 'Diaz' });
    const r = await t.call(key, 'POST', '/time-records/clock-in', {
      employee_id: emp,
      customer_id: custA,
      project_id: projA,
      start_coordinates: '37.7750,-122.4190',
      start_location: 'Front gate',
      note: 'Starting',
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      type: 'work',
      start: '2026-11-21T20:00:00.000Z',
      end: null,
      missed_clockout: false,
      clockin_source: 'partner_api',
      clockout_source: null,
      start_location: 'Front gate',
      note: 'Starting',
      employee_id: emp,
      customer_id: custA,
      project_id: projA,
      customer: { customer_id: custA, name: 'Bayview Clinic' },
      project: { project_id: projA, name: 'Clinic remodel' },
      start_coordinates: '37.7750,-122.4190',
      end_coordinates: null,
      note_img_url: null,
      end_note_img_url: null,
      // next 04:00 in Los Angeles after 12:00 PST on Nov 21 is Nov 22 04:00 PST = 12:00 UTC
      expires_at: '2026-11-22T12:00:00.000Z',
      employee: { employee_id: emp, first_name: 'Rosa', last_name: 'Diaz' },
    });
    const again = await t.call(key, 'POST', '/time-records/clock-in', { employee_id: emp });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_clocked_in');
    expect(again.headers['content-type']).toMatch(/application\/problem\+json/);

    t.clock.advance(3600_000);
    const out = await t.call(key, 'POST', '/time-records/clock-out', {
      employee_id: emp,
      end_note: 'Done',
      end_location: 'Gate',
      end_coordinates: '37.7751,-122.4191',
    });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({
      end: '2026-11-21T21:00:00.000Z',
      clockout_source: 'partner_api',
      end_note: 'Done',
      end_location: 'Gate',
      end_coordinates: '37.7751,-122.4191',
    });
    const none = await t.call(key, 'POST', '/time-records/clock-out', { employee_id: emp });
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('not_clocked_in');
    t.clock.set('2026-11-21T20:00:00.000Z');
  });

  it('a break closes the work record at its start, and work closes the break; switch opens a new work record', async () => {
    const emp = await makeEmployee(t.db, companyId);
    t.clock.set('2026-11-21T17:00:00.000Z');
    const w = await t.call(key, 'POST', '/time-records/clock-in', { employee_id: emp, project_id: projA });
    expect(w.status).toBe(201);
    expect(w.body.customer_id).toBe(custA); // the project's customer is filled in
    t.clock.set('2026-11-21T19:00:00.000Z');
    const b = await t.call(key, 'POST', '/time-records/clock-in', { employee_id: emp, type: 'break' });
    expect(b.status).toBe(201);
    expect(b.body.type).toBe('break');
    expect(b.body.project_id).toBe(projA); // a break inherits the interrupted job
    const first = await t.call(key, 'GET', `/time-records/${w.body.time_record_id}`);
    expect(first.body.end).toBe('2026-11-21T19:00:00.000Z');
    const b2 = await t.call(key, 'POST', '/time-records/clock-in', { employee_id: emp, type: 'break' });
    expect(b2.body.code).toBe('already_clocked_in');
    t.clock.set('2026-11-21T19:30:00.000Z');
    const w2 = await t.call(key, 'POST', '/time-records/clock-in', { employee_id: emp, project_id: projB });
    expect(w2.status).toBe(201);
    expect((await t.call(key, 'GET', `/time-records/${b.body.time_record_id}`)).body.end).toBe(
      '2026-11-21T19:30:00.000Z',
    );
    t.clock.set('2026-11-21T20:00:00.000Z');
    const s = await t.call(key, 'POST', '/time-records/clock-in', {
      employee_id: emp,
      type: 'switch',
      project_id: projA,
    });
    expect(s.status).toBe(201);
    expect(s.body).toMatchObject({ type: 'work', project_id: projA, start: '2026-11-21T20:00:00.000Z' });
    expect((await t.call(key, 'GET', `/time-records/${w2.body.time_record_id}`)).body.end).toBe(
      '2026-11-21T20:00:00.000Z',
    );
    const active = await t.call(key, 'GET', `/time-records?employee_id=${emp}&active=true`);
    expect(active.body.data.map((x: { time_record_id: number }) => x.time_record_id)).toEqual([
      s.body.time_record_id,
    ]);
  });

  it('switch without an active record is 409 not_clocked_in', async () => {
    const emp = await makeEmployee(t.db, companyId);
    const r = await t.call(key, 'POST', '/time-records/clock-in', {
      employee_id: emp,
      type: 'switch',
      project_id: projA,
    });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('not_clocked_in');
  });

  it('rejects disabled, foreign and mismatched customers and projects with 400', async () => {
    const emp = await makeEmployee(t.db, companyId);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ customer_id: custDisabled }, 'disabled_reference', 'customer_id'],
      [{ project_id: projDisabled }, 'disabled_reference', 'project_id'],
      [{ customer_id: custOther }, 'invalid_reference', 'customer_id'],
      [{ project_id: 99999999 }, 'invalid_reference', 'project_id'],
      [{ customer_id: custDisabled, project_id: projA }, 'invalid_reference', 'project_id'],
    ];
    for (const [extra, code, field] of cases) {
      const r = await t.call(key, 'POST', '/time-records/clock-in', { employee_id: emp, ...extra });
      expect([r.status, r.body.code, r.body.errors?.[0]?.field]).toEqual([400, code, field]);
    }
    const rows = await t.db
      .selectFrom('time_records')
      .select('id')
      .where('company_id', '=', companyId)
      .where('employee_id', '=', emp)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('enforces the geofence with haversine distance', async () => {
    const emp = await makeEmployee(t.db, companyId);
    // 0.003° of latitude ≈ 333.6 m north of the centre: outside the 200 m fence
    const out = await t.call(key, 'POST', '/time-records/clock-in', {
      employee_id: emp,
      project_id: projFenced,
      start_coordinates: '37.7779,-122.4194',
    });
    expect([out.status, out.body.code]).toEqual([400, 'outside_geofence']);
    const missing = await t.call(key, 'POST', '/time-records/clock-in', {
      employee_id: emp,
      project_id: projFenced,
    });
    expect([missing.status, missing.body.code]).toEqual([400, 'outside_geofence']);
    // 0.001° ≈ 111.2 m: inside
    const inside = await t.call(key, 'POST', '/time-records/clock-in', {
      employee_id: emp,
      project_id: projFenced,
      start_coordinates: '37.7759,-122.4194',
    });
    expect(inside.status).toBe(201);
  });

  it('rejects bad coordinates, unknown and inactive employees', async () => {
    const emp = await makeEmployee(t.db, companyId);
    for (const c of ['91,10', '10,181', 'abc', '37.1']) {
      const r = await t.call(key, 'POST', '/time-records/clock-in', {
        employee_id: emp,
        start_coordinates: c,
      });
      expect([r.status, r.body.code, r.body.errors[0].field]).toEqual([
        400,
        'validation_failed',
        'start_coordinates',
      ]);
    }
    const unknown = await t.call(key, 'POST', '/time-records/clock-in', { employee_id: 987654321 });
    expect([unknown.status, unknown.body.code]).toEqual([400, 'invalid_reference']);
    const inactive = await makeEmployee(t.db, companyId, { is_active: false });
    const r = await t.call(key, 'POST', '/time-records/clock-in', { employee_id: inactive });
    expect([r.status, r.body.code]).toEqual([400, 'employee_inactive']);
    expect(r.body.detail).toContain(String(inactive));
    // another company's key cannot punch this employee
    const foreign = await t.call(otherKey, 'POST', '/time-records/clock-in', { employee_id: emp });
    expect([foreign.status, foreign.body.code]).toEqual([400, 'invalid_reference']);
  });

  it('checks offline punch timestamps: not in the future, at most 12 h back, not before the last record ends', async () => {
    const emp = await makeEmployee(t.db, companyId);
    const future = await t.call(key, 'POST', '/time-records/clock-in', {
      employee_id: emp,
      timestamp: '2026-11-21T20:05:00.000Z',
    });
    expect([future.status, future.body.errors[0].field]).toEqual([400, 'timestamp']);
    const old = await t.call(key, 'POST', '/time-records/clock-in', {
      employee_id: emp,
      timestamp: '2026-11-21T07:59:00.000Z',
    });
    expect([old.status, old.body.errors[0].field]).toEqual([400, 'timestamp']);
    const ok = await t.call(key, 'POST', '/time-records/clock-in', {
      employee_id: emp,
      timestamp: '2026-11-21T08:30:00-08:00',
    });
    expect(ok.status).toBe(201);
    expect(ok.body.start).toBe('2026-11-21T16:30:00.000Z');
    const out = await t.call(key, 'POST', '/time-records/clock-out', {
      employee_id: emp,
      timestamp: '2026-11-21T18:00:00Z',
    });
    expect(out.body.end).toBe('2026-11-21T18:00:00.000Z');
    const before = await t.call(key, 'POST', '/time-records/clock-in', {
      employee_id: emp,
      timestamp: '2026-11-21T17:00:00Z',
    });
    expect([before.status, before.body.errors[0].field]).toEqual([400, 'timestamp']);
  });

  it('requires customer/project when the company says so', async () => {
    await t.db
      .updateTable('companies')
      .set({ require_customer: true, require_project: true })
      .where('id', '=', companyId)
      .execute();
    t.app.companySettings.invalidate(companyId);
    const emp = await makeEmployee(t.db, companyId);
    const noCustomer = await t.call(key, 'POST', '/time-records/clock-in', {
      employee_id: emp,
      project_id: projB,
    });
    expect([noCustomer.status, noCustomer.body.errors[0].field]).toEqual([400, 'customer_id']);
    const noProject = await t.call(key, 'POST', '/time-records/clock-in', {
      employee_id: emp,
      customer_id: custA,
    });
    expect([noProject.status, noProject.body.errors[0].field]).toEqual([400, 'project_id']);
    const ok = await t.call(key, 'POST', '/time-records/clock-in', { employee_id: emp, project_id: projA });
    expect(ok.status).toBe(201);
    await t.db
      .updateTable('companies')
      .set({ require_customer: false, require_project: false })
      .where('id', '=', companyId)
      .execute();
    t.app.companySettings.invalidate(companyId);
  });
});

describe('automatic clock-out', () => {
  it('closes a record past expires_at on read with end = expires_at, missed_clockout and source auto, and records it', async () => {
    const emp = await makeEmployee(t.db, companyId);
    t.clock.set('2026-11-20T23:00:00.000Z'); // 15:00 PST Nov 20 → expires 04:00 PST Nov 21 = 12:00Z
    const r = await t.call(key, 'POST', '/time-records/clock-in', { employee_id: emp });
    expect(r.body.expires_at).toBe('2026-11-21T12:00:00.000Z');
    t.clock.set('2026-11-21T12:00:01.000Z');
    const got = await t.call(key, 'GET', `/time-records/${r.body.time_record_id}`);
    expect(got.body).toMatchObject({
      end: '2026-11-21T12:00:00.000Z',
      missed_clockout: true,
      clockout_source: 'auto',
    });
    const hist = await t.call(key, 'GET', `/time-records/${r.body.time_record_id}/history`);
    expect(hist.body.data.map((e: { action: string }) => e.action)).toEqual(['create', 'auto_clockout']);
    expect(hist.body.data[1]).toMatchObject({
      actor: 'system',
      source: 'auto',
      before: { end: null },
      after: { end: '2026-11-21T12:00:00.000Z', missed_clockout: true },
    });
    const out = await t.call(key, 'POST', '/time-records/clock-out', { employee_id: emp });
    expect(out.body.code).toBe('not_clocked_in');
    t.clock.set('2026-11-21T20:00:00.000Z');
  });

  it('the periodic sweep closes expired records of every company', async () => {
    const { autoClockOutSweep } = await import('../../src/modules/time-records/time-records.service.js');
    const emp = await makeEmployee(t.db, companyId);
    await t.db
      .insertInto('time_records')
      .values({
        company_id: companyId,
        employee_id: emp,
        type: 'work',
        start: '2026-11-19T16:00:00.000Z',
        end: null,
        expires_at: '2026-11-20T12:00:00.000Z',
        clockin_source: 'mobile',
      })
      .execute();
    const closed = await autoClockOutSweep(t.db, new Date('2026-11-21T20:00:00.000Z'));
    expect(closed).toBeGreaterThanOrEqual(1);
    const row = await t.db
      .selectFrom('time_records')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('employee_id', '=', emp)
      .executeTakeFirstOrThrow();
    expect([row.end, row.missed_clockout, row.clockout_source]).toEqual([
      '2026-11-20T12:00:00.000Z',
      true,
      'auto',
    ]);
  });
});

describe('manual records', () => {
  it('creates, patches (null clears), rejects overlaps, deletes, and keeps the history', async () => {
    const emp = await makeEmployee(t.db, companyId);
    const c = await t.call(key, 'POST', '/time-records', {
      employee_id: emp,
      type: 'work',
      start: '2026-11-18T16:00:00Z',
      end: '2026-11-18T20:00:00Z',
      note: 'Forgot to clock',
      customer_id: custA,
    });
    expect(c.status).toBe(201);
    expect(c.body).toMatchObject({
      start: '2026-11-18T16:00:00.000Z',
      end: '2026-11-18T20:00:00.000Z',
      note: 'Forgot to clock',
      customer_id: custA,
      expires_at: null,
    });
    const id = c.body.time_record_id;
    const overlap = await t.call(key, 'POST', '/time-records', {
      employee_id: emp,
      type: 'break',
      start: '2026-11-18T19:30:00Z',
      end: '2026-11-18T20:30:00Z',
    });
    expect([overlap.status, overlap.body.code]).toEqual([409, 'overlapping_record']);
    const touching = await t.call(key, 'POST', '/time-records', {
      employee_id: emp,
      type: 'break',
      start: '2026-11-18T20:00:00Z',
      end: '2026-11-18T20:30:00Z',
    });
    expect(touching.status).toBe(201);
    const bad = await t.call(key, 'PATCH', `/time-records/${id}`, { end: '2026-11-18T15:00:00Z' });
    expect([bad.status, bad.body.errors[0].field]).toEqual([400, 'end']);
    const grow = await t.call(key, 'PATCH', `/time-records/${id}`, { end: '2026-11-18T20:15:00Z' });
    expect([grow.status, grow.body.code]).toEqual([409, 'overlapping_record']);
    const p = await t.call(key, 'PATCH', `/time-records/${id}`, {
      note: null,
      customer_id: null,
      start: '2026-11-18T15:30:00Z',
    });
    expect(p.status).toBe(200);
    expect(p.body).toMatchObject({
      note: null,
      customer_id: null,
      customer: null,
      start: '2026-11-18T15:30:00.000Z',
    });
    const d = await t.call(key, 'DELETE', `/time-records/${id}`);
    expect(d.status).toBe(204);
    expect((await t.call(key, 'GET', `/time-records/${id}`)).status).toBe(404);
    const h = await t.call(key, 'GET', `/time-records/${id}/history`);
    expect(h.body.data.map((e: { action: string }) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(h.body.data[1].before.note).toBe('Forgot to clock');
    expect(h.body.data[1].after.note).toBeNull();
    expect(h.body.data[2].actor).toMatch(/^key:/);
    expect(h.body.data[2].before.time_record_id).toBe(id);
  });

  it('rejects end ≤ start, future ends and unknown fields; nothing is written', async () => {
    const emp = await makeEmployee(t.db, companyId);
    const eq = await t.call(key, 'POST', '/time-records', {
      employee_id: emp,
      type: 'work',
      start: '2026-11-18T16:00:00Z',
      end: '2026-11-18T16:00:00Z',
    });
    expect([eq.status, eq.body.errors[0].field]).toEqual([400, 'end']);
    const fut = await t.call(key, 'POST', '/time-records', {
      employee_id: emp,
      type: 'work',
      start: '2026-11-21T19:00:00Z',
      end: '2026-11-21T23:00:00Z',
    });
    expect(fut.status).toBe(400);
    const extra = await t.call(key, 'POST', '/time-records', {
      employee_id: emp,
      type: 'work',
      start: '2026-11-18T16:00:00Z',
      end: '2026-11-18T17:00:00Z',
      hours: 1,
    });
    expect([extra.status, extra.body.errors[0].field]).toEqual([400, 'hours']);
    const rows = await t.db
      .selectFrom('time_records')
      .select('id')
      .where('company_id', '=', companyId)
      .where('employee_id', '=', emp)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('locks records inside an approved payroll period (409 period_locked)', async () => {
    const emp = await makeEmployee(t.db, companyId);
    const c = await t.call(key, 'POST', '/time-records', {
      employee_id: emp,
      type: 'work',
      start: '2026-11-03T16:00:00Z',
      end: '2026-11-03T20:00:00Z',
    });
    expect(c.status).toBe(201);
    await t.db
      .insertInto('payrolls')
      .values({
        company_id: companyId,
        id: 'pay_locktest000000000001',
        type: 'off_cycle',
        status: 'pending',
        start_date: '2026-11-01',
        end_date: '2026-11-14',
        payday: '2026-11-19',
        pay_frequency: 'biweekly',
      })
      .execute();
    await t.db
      .insertInto('paychecks')
      .values({
        company_id: companyId,
        payroll_id: 'pay_locktest000000000001',
        employee_id: emp,
        payday: '2026-11-19',
        gross_cents: 1,
        net_cents: 1,
        is_contractor: false,
        first_name: 'Locked',
        last_name: 'Period',
        payment_method: 'manual',
        detail: encodeDetail({}, []),
      })
      .execute();
    const p = await t.call(key, 'PATCH', `/time-records/${c.body.time_record_id}`, { note: 'late edit' });
    expect([p.status, p.body.code]).toEqual([409, 'period_locked']);
    const d = await t.call(key, 'DELETE', `/time-records/${c.body.time_record_id}`);
    expect(d.body.code).toBe('period_locked');
    const n = await t.call(key, 'POST', '/time-records', {
      employee_id: emp,
      type: 'work',
      start: '2026-11-14T16:00:00Z',
      end: '2026-11-14T18:00:00Z',
    });
    expect(n.body.code).toBe('period_locked');
    const after = await t.call(key, 'POST', '/time-records', {
      employee_id: emp,
      type: 'work',
      start: '2026-11-15T16:00:00Z',
      end: '2026-11-15T18:00:00Z',
    });
    expect(after.status).toBe(201);
  });

  it('refuses punches in the period of an approved payroll that paid the employee, and only those (409 period_locked)', async () => {
    const emp = await makeEmployee(t.db, companyId);
    const colleague = await makeEmployee(t.db, companyId);
    const payroll = (id: string, status: string, start: string, end: string, paid: number[]) =>
      insertLedgerPayroll(t.db, companyId, {
        id,
        status,
        start_date: start,
        end_date: end,
        payday: end,
        paychecks: paid.map((employee_id) => ({
          employee_id,
          first_name: 'Locked',
          last_name: 'Period',
          lines: [{ kind: 'earning' as const, code: 'regular', amount: 1 }],
        })),
      });
    // Today is 2026-11-21 in Los Angeles. None of these locks the employee's punches today: a paid
    // period that ended yesterday, a draft payroll over today, an approved one that paid only a colleague.
    await payroll('pay_punchlock0000000000a', 'paid', '2026-11-07', '2026-11-20', [emp]);
    await payroll('pay_punchlock0000000000b', 'draft', '2026-11-15', '2026-11-28', [emp]);
    await payroll('pay_punchlock0000000000c', 'processing', '2026-11-21', '2026-12-04', [colleague]);
    t.clock.set('2026-11-21T20:00:00.000Z');
    const inToday = await t.call(key, 'POST', '/time-records/clock-in', { employee_id: emp });
    expect(inToday.status).toBe(201);
    t.clock.set('2026-11-21T21:00:00.000Z');
    const outToday = await t.call(key, 'POST', '/time-records/clock-out', { employee_id: emp });
    expect(outToday.status).toBe(200);
    // The colleague's approved payroll covers today for the colleague.
    const colleagueIn = await t.call(key, 'POST', '/time-records/clock-in', { employee_id: colleague });
    expect([colleagueIn.status, colleagueIn.body.code]).toEqual([409, 'period_locked']);
    expect(colleagueIn.body.detail).toContain('pay_punchlock0000000000c');
    // Yesterday evening local time (2026-11-20 23:30 PST) falls in the paid period that ended that day.
    t.clock.set('2026-11-21T07:30:00.000Z');
    const inYesterday = await t.call(key, 'POST', '/time-records/clock-in', { employee_id: emp });
    expect([inYesterday.status, inYesterday.body.code]).toEqual([409, 'period_locked']);
    expect(inYesterday.body.detail).toContain('pay_punchlock0000000000a');
    // Clocked in today, then a payroll over today is approved: the clock-out is refused, the
    // record stays open.
    t.clock.set('2026-11-21T22:00:00.000Z');
    const inAgain = await t.call(key, 'POST', '/time-records/clock-in', { employee_id: emp });
    expect(inAgain.status).toBe(201);
    await payroll('pay_punchlock0000000000d', 'pending', '2026-11-15', '2026-11-28', [emp]);
    t.clock.set('2026-11-21T23:00:00.000Z');
    const outLocked = await t.call(key, 'POST', '/time-records/clock-out', { employee_id: emp });
    expect([outLocked.status, outLocked.body.code]).toEqual([409, 'period_locked']);
    expect(outLocked.body.detail).toContain('pay_punchlock0000000000d');
    const still = await t.call(key, 'GET', `/time-records/${inAgain.body.time_record_id}`);
    expect(still.body.end).toBeNull();
    t.clock.set('2026-11-21T20:00:00.000Z');
  });
});

describe('reads, filters and time zones', () => {
  it('filters by company-local days at the day edges (America/Los_Angeles) and orders by start then id', async () => {
    const emp = await makeEmployee(t.db, companyId);
    // 2026-11-10 local day = [2026-11-10T08:00Z, 2026-11-11T08:00Z)
    const starts = [
      '2026-11-10T07:59:59.999Z',
      '2026-11-10T08:00:00.000Z',
      '2026-11-11T07:59:00.000Z',
      '2026-11-11T08:00:00.000Z',
    ];
    for (const s of starts) {
      await t.db
        .insertInto('time_records')
        .values({
          company_id: companyId,
          employee_id: emp,
          type: 'work',
          start: s,
          end: new Date(Date.parse(s) + 30_000).toISOString(),
        })
        .execute();
    }
    const r = await t.call(
      key,
      'GET',
      `/time-records?employee_id=${emp}&start_from=2026-11-10&start_to=2026-11-10`,
    );
    expect(r.body.data.map((x: { start: string }) => x.start)).toEqual([
      '2026-11-10T08:00:00.000Z',
      '2026-11-11T07:59:00.000Z',
    ]);
    const ts = await t.call(
      key,
      'GET',
      `/time-records?employee_id=${emp}&start_from=2026-11-10T07:59:59.999Z&start_to=2026-11-10T08:00:00Z`,
    );
    expect(ts.body.data).toHaveLength(2);
    const bad = await t.call(key, 'GET', '/time-records?start_from=2026-02-30');
    expect([bad.status, bad.body.errors[0].field]).toEqual([400, 'start_from']);
  });

  it('stores a shift across midnight and a shift across the spring-forward and fall-back nights as exact instants', async () => {
    const emp = await makeEmployee(t.db, companyId);
    // 2026-03-08 02:00 PST → 03:00 PDT. 22:00 PST Mar 7 (06:00Z) to 06:00 PDT Mar 8 (13:00Z) = 7 h of work
    const spring = await t.call(key, 'POST', '/time-records', {
      employee_id: emp,
      type: 'work',
      start: '2026-03-07T22:00:00-08:00',
      end: '2026-03-08T06:00:00-07:00',
    });
    expect([spring.body.start, spring.body.end]).toEqual([
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T13:00:00.000Z',
    ]);
    // 2026-11-01 02:00 PDT → 01:00 PST. 22:00 PDT Oct 31 (05:00Z) to 06:00 PST Nov 1 (14:00Z) = 9 h
    const fall = await t.call(key, 'POST', '/time-records', {
      employee_id: emp,
      type: 'work',
      start: '2026-10-31T22:00:00-07:00',
      end: '2026-11-01T06:00:00-08:00',
    });
    expect([fall.body.start, fall.body.end]).toEqual([
      '2026-11-01T05:00:00.000Z',
      '2026-11-01T14:00:00.000Z',
    ]);
    // filtering on the local day Nov 1 finds nothing (the fall shift starts on Oct 31 local)
    const nov1 = await t.call(
      key,
      'GET',
      `/time-records?employee_id=${emp}&start_from=2026-11-01&start_to=2026-11-01`,
    );
    expect(nov1.body.data).toHaveLength(0);
    const oct31 = await t.call(
      key,
      'GET',
      `/time-records?employee_id=${emp}&start_from=2026-10-31&start_to=2026-10-31`,
    );
    expect(oct31.body.data).toHaveLength(1);
    // expires_at across DST: clock in 2026-10-31 23:30 PDT (06:30Z) → next 04:00 is Nov 1 04:00 PST = 12:00Z
    t.clock.set('2026-11-01T06:30:00.000Z');
    const emp2 = await makeEmployee(t.db, companyId);
    const ci = await t.call(key, 'POST', '/time-records/clock-in', { employee_id: emp2 });
    expect(ci.body.expires_at).toBe('2026-11-01T12:00:00.000Z');
    t.clock.set('2026-11-21T20:00:00.000Z');
  });

  it('walks every page with limit=3 exactly once, and other companies see nothing', async () => {
    const all: number[] = [];
    let cursor: string | null = null;
    do {
      const r: {
        body: { data: Array<{ time_record_id: number }>; pagination: { next_cursor: string | null } };
      } = await t.call(key, 'GET', `/time-records?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      all.push(...r.body.data.map((x) => x.time_record_id));
      cursor = r.body.pagination.next_cursor;
    } while (cursor);
    const count = await t.db
      .selectFrom('time_records')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow();
    expect(all.length).toBe(Number(count.n));
    expect(new Set(all).size).toBe(all.length);
    const foreign = await t.call(otherKey, 'GET', '/time-records');
    expect(foreign.body.data).toHaveLength(0);
    expect((await t.call(otherKey, 'GET', `/time-records/${all[0]}`)).status).toBe(404);
    expect((await t.call(otherKey, 'GET', `/time-records/${all[0]}/history`)).status).toBe(404);
    expect((await t.call(otherKey, 'DELETE', `/time-records/${all[0]}`)).status).toBe(404);
  });

  it('rejects huge strings, wrong types and malformed JSON with 4xx problems', async () => {
    const emp = await makeEmployee(t.db, companyId);
    const big = await t.call(key, 'POST', '/time-records/clock-in', {
      employee_id: emp,
      start_location: 'x'.repeat(501),
    });
    expect([big.status, big.body.errors[0].field]).toEqual([400, 'start_location']);
    const wrong = await t.call(key, 'POST', '/time-records/clock-in', { employee_id: String(emp) });
    expect([wrong.status, wrong.body.errors[0].field]).toEqual([400, 'employee_id']);
    const malformed = await t.call(key, 'POST', '/time-records/clock-in', '{"employee_id": ');
    expect([malformed.status, malformed.body.code]).toEqual([400, 'malformed_json']);
    const huge = await t.call(key, 'POST', '/time-records/clock-in', {
      employee_id: emp,
      note: 'y'.repeat(2 * 1024 * 1024),
    });
    expect([huge.status, huge.body.code]).toEqual([413, 'payload_too_large']);
    const rows = await t.db
      .selectFrom('time_records')
      .select('id')
      .where('company_id', '=', companyId)
      .where('employee_id', '=', emp)
      .execute();
    expect(rows).toHaveLength(0);
  });
});
