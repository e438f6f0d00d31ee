/**
 * The event catalogue: each write emits its event type in the same transaction, with `data` equal
 * to what the API returns for the resource and `previous_attributes` on updates; GET /events
 * filters by type and time and pages newest first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeEmployee, startApp, type TestApp } from '../helpers/app.js';
import { makePayrollCompany, type PayrollCompany } from '../helpers/payroll-fixture.js';
import { autoClockOutSweep } from '../../src/modules/time-records/time-records.service.js';
import { importCsv } from '../../src/modules/setup/import.service.js';

const T0 = '2026-11-22T20:00:00.000Z';
let t: TestApp;

beforeAll(async () => {
  t = await startApp(T0);
});
afterAll(async () => {
  await t.close();
});

/** Every event of the company since the last call, oldest first. */
function eventsReader(key: string) {
  const seen = new Set<string>();
  return async (): Promise<any[]> => {
    const r = await t.call(key, 'GET', '/events?limit=200');
    expect(r.status).toBe(200);
    const fresh = (r.body.data as any[]).filter((e) => !seen.has(e.id)).reverse();
    for (const e of fresh) seen.add(e.id);
    return fresh;
  };
}

describe('events of setup writes', () => {
  it('employee.created / updated / terminated, earning.created, company.updated', async () => {
    const { apiKey: key, companyId } = await makeCompany(t.db);
    const next = eventsReader(key);
    const invited = await t.call(key, 'POST', '/employees', {
      first_name: 'Tim',
      last_name: 'Only',
      email: 'tim@acme.example',
      employment_type: 'employee',
      start_date: '2026-01-05',
      timetrack_only: true,
    });
    expect(invited.status).toBe(201);
    const id = invited.body.employee_id;
    let evs = await next();
    expect(evs).toHaveLength(1);
    expect(evs[0]).toMatchObject({ type: 'employee.created', company_id: companyId, created_at: T0 });
    expect(evs[0].data).toEqual(invited.body);
    expect(evs[0]).not.toHaveProperty('previous_attributes');

    const nick = await t.call(key, 'PATCH', `/employees/${id}`, { nickname: 'Timmy' });
    evs = await next();
    expect(evs.map((e) => e.type)).toEqual(['employee.updated']);
    expect(evs[0].data).toEqual(nick.body);
    expect(evs[0].previous_attributes).toEqual({ nickname: null });

    const earning = await t.call(key, 'POST', `/employees/${id}/earnings`, {
      start_date: '2026-11-01',
      payment_unit: 'hour',
      payment_amount: 27,
      overtime_amount: 1.5,
    });
    expect(earning.status).toBe(201);
    evs = await next();
    expect(evs.map((e) => e.type)).toEqual(['earning.created']);
    expect(evs[0].data).toEqual({ employee_id: id, ...earning.body });

    const gone = await t.call(key, 'PATCH', `/employees/${id}`, {
      is_active: false,
      dismissed_on: '2026-11-20',
    });
    expect(gone.status).toBe(200);
    evs = await next();
    expect(evs.map((e) => e.type)).toEqual(['employee.terminated']);
    // the event carries the employee; the dismissing PATCH answers it with the time-off payout offer
    const { termination_payout: offer, ...dismissed } = gone.body;
    expect(offer.lines).toEqual([]);
    expect(evs[0].data).toEqual(dismissed);
    expect(evs[0].previous_attributes).toMatchObject({ is_active: true, dismissed_on: null });

    const co = await t.call(key, 'PATCH', '/companies', { name: 'Acme West' });
    evs = await next();
    expect(evs.map((e) => e.type)).toEqual(['company.updated']);
    expect(evs[0].data).toEqual(co.body);
    expect(evs[0].previous_attributes).toEqual({ name: 'Acme Co' });

    // A rejected write (duplicate email) emits nothing.
    const dup = await t.call(key, 'POST', '/employees', {
      first_name: 'Tim',
      last_name: 'Again',
      email: 'tim@acme.example',
      employment_type: 'employee',
      start_date: '2026-01-05',
      timetrack_only: true,
    });
    expect(dup.status).toBe(409);
    expect(await next()).toEqual([]);
  });

  it('import.completed: one event for the whole CSV', async () => {
    const { apiKey: key, companyId } = await makeCompany(t.db);
    const r = await importCsv(t.db, companyId, 'customers', 'name\nNorth Yard\nSouth Yard\n', new Date(T0));
    expect(r).toEqual({ imported: 2 });
    const evs = await eventsReader(key)();
    expect(evs.map((e) => [e.type, e.data])).toEqual([
      ['import.completed', { kind: 'customers', imported: 2, source: 'csv_import' }],
    ]);
  });
});

describe('events of the time clock', () => {
  it('clock-in, break, back to work, switch, clock-out, manual record, edit, delete', async () => {
    const { apiKey: key } = await makeCompany(t.db);
    const next = eventsReader(key);
    const emp = await makeEmployee(t.db, (await t.call(key, 'GET', '/companies')).body.company_id);
    const punch = (type?: string) =>
      t.call(key, 'POST', '/time-records/clock-in', { employee_id: emp, ...(type ? { type } : {}) });

    t.clock.set('2026-11-22T17:00:00.000Z');
    const work = await punch();
    let evs = await next();
    expect(evs.map((e) => e.type)).toEqual(['time_record.clock_in']);
    expect(evs[0].data).toEqual(work.body);

    t.clock.set('2026-11-22T19:00:00.000Z');
    const brk = await punch('break');
    evs = await next();
    // The break closes the work record at its start, then opens.
    expect(evs.map((e) => [e.type, e.data.time_record_id])).toEqual([
      ['time_record.clock_out', work.body.time_record_id],
      ['time_record.break_started', brk.body.time_record_id],
    ]);
    expect(evs[0].data).toMatchObject({ end: '2026-11-22T19:00:00.000Z', type: 'work' });
    expect(evs[0].previous_attributes).toEqual({ end: null, clockout_source: null });

    t.clock.set('2026-11-22T19:30:00.000Z');
    const back = await punch();
    evs = await next();
    expect(evs.map((e) => [e.type, e.data.time_record_id])).toEqual([
      ['time_record.clock_out', brk.body.time_record_id],
      ['time_record.clock_in', back.body.time_record_id],
    ]);

    t.clock.set('2026-11-22T21:00:00.000Z');
    const sw = await punch('switch');
    evs = await next();
    expect(evs.map((e) => [e.type, e.data.time_record_id])).toEqual([
      ['time_record.clock_out', back.body.time_record_id],
      ['time_record.switched', sw.body.time_record_id],
    ]);
    expect(evs[1].data).toEqual(sw.body);

    t.clock.set('2026-11-22T23:00:00.000Z');
    const out = await t.call(key, 'POST', '/time-records/clock-out', { employee_id: emp, end_note: 'done' });
    evs = await next();
    expect(evs.map((e) => e.type)).toEqual(['time_record.clock_out']);
    expect(evs[0].data).toEqual(out.body);
    expect(evs[0].previous_attributes).toEqual({ end: null, end_note: null, clockout_source: null });

    const manual = await t.call(key, 'POST', '/time-records', {
      employee_id: emp,
      type: 'work',
      start: '2026-11-21T16:00:00.000Z',
      end: '2026-11-21T20:00:00.000Z',
    });
    expect(manual.status).toBe(201);
    const edited = await t.call(key, 'PATCH', `/time-records/${manual.body.time_record_id}`, {
      note: 'fixed',
    });
    const del = await t.call(key, 'DELETE', `/time-records/${manual.body.time_record_id}`);
    expect(del.status).toBe(204);
    evs = await next();
    expect(evs.map((e) => e.type)).toEqual([
      'time_record.created',
      'time_record.updated',
      'time_record.deleted',
    ]);
    expect(evs[0].data).toEqual(manual.body);
    expect(evs[1].data).toEqual(edited.body);
    expect(evs[1].previous_attributes).toEqual({ note: null });
    expect(evs[2].data).toEqual(edited.body);
    t.clock.set(T0);
  });

  it('time_record.auto_clocked_out from the sweep and from a read', async () => {
    const { apiKey: key, companyId } = await makeCompany(t.db);
    const next = eventsReader(key);
    const [a, b] = [await makeEmployee(t.db, companyId), await makeEmployee(t.db, companyId)];
    t.clock.set('2026-11-22T17:00:00.000Z');
    const ra = await t.call(key, 'POST', '/time-records/clock-in', { employee_id: a });
    const rb = await t.call(key, 'POST', '/time-records/clock-in', { employee_id: b });
    await next();
    // Daily cut-off 04:00 America/Los_Angeles on Nov 23 = 12:00Z.
    expect(ra.body.expires_at).toBe('2026-11-23T12:00:00.000Z');
    t.clock.set('2026-11-23T12:00:00.000Z');
    // A read closes the company's expired records (both), in one transaction with their events.
    const read = await t.call(key, 'GET', `/time-records/${ra.body.time_record_id}`);
    expect(read.body).toMatchObject({ end: '2026-11-23T12:00:00.000Z', missed_clockout: true });
    const evs = await next();
    expect(evs.map((e) => [e.type, e.data.time_record_id]).sort()).toEqual(
      [
        ['time_record.auto_clocked_out', ra.body.time_record_id],
        ['time_record.auto_clocked_out', rb.body.time_record_id],
      ].sort(),
    );
    expect(evs.find((e) => e.data.time_record_id === ra.body.time_record_id).data).toEqual(read.body);
    expect(evs[0].previous_attributes).toEqual({ end: null, missed_clockout: false, clockout_source: null });

    // The sweep (no request): another person's expired record.
    const c = await makeEmployee(t.db, companyId);
    t.clock.set('2026-11-23T13:00:00.000Z');
    const rc = await t.call(key, 'POST', '/time-records/clock-in', { employee_id: c });
    await next();
    // Its cut-off: Nov 24 04:00 PST = 12:00Z.
    expect(await autoClockOutSweep(t.db, new Date('2026-11-24T12:00:00.000Z'))).toBeGreaterThanOrEqual(1);
    const swept = await next();
    expect(swept.map((e) => [e.type, e.data.time_record_id, e.created_at])).toEqual([
      ['time_record.auto_clocked_out', rc.body.time_record_id, '2026-11-24T12:00:00.000Z'],
    ]);
    t.clock.set(T0);
  });
});

describe('events of the payroll run', () => {
  let co: PayrollCompany;
  beforeAll(async () => {
    co = await makePayrollCompany(t.db, 2);
  });

  it('draft_created, updated, approved, reopened, processing, paid, failed, deleted', async () => {
    const key = co.apiKey;
    const next = eventsReader(key);
    const summaryOf = async (id: string) =>
      (await t.call(key, 'GET', '/payrolls?limit=200')).body.data.find((p: any) => p.payroll_id === id);

    const init = await t.call(key, 'POST', '/payrolls/initialize', {
      type: 'regular',
      pay_schedule_group_id: co.groupId,
      start_date: co.period.start_date,
      end_date: co.period.end_date,
    });
    const body = init.body.actions.create_draft;
    const draft = await t.call(key, 'POST', '/payrolls', { ...body, employees: body.employees.slice(0, 1) });
    expect(draft.status).toBe(201);
    const id = draft.body.payroll_id as string;
    let evs = await next();
    expect(evs.map((e) => e.type)).toEqual(['payroll.draft_created']);
    const first = await summaryOf(id);
    expect(evs[0].data).toEqual(first);
    expect(first.employee_count).toBe(1);

    const put = await t.call(key, 'PUT', `/payrolls/${id}`, body);
    expect(put.status).toBe(200);
    evs = await next();
    expect(evs.map((e) => e.type)).toEqual(['payroll.updated']);
    expect(evs[0].data).toEqual(await summaryOf(id));
    expect(evs[0].previous_attributes).toEqual({ employee_count: 1, totals: first.totals });

    await t.call(key, 'POST', `/payrolls/${id}/approve`);
    await t.call(key, 'POST', `/payrolls/${id}/reopen`);
    await t.call(key, 'POST', `/payrolls/${id}/approve`);
    await t.call(key, 'POST', `/payrolls/${id}/simulate/advance`);
    await t.call(key, 'POST', `/payrolls/${id}/simulate/advance`);
    evs = await next();
    expect(evs.map((e) => [e.type, e.data.status, e.previous_attributes])).toEqual([
      ['payroll.approved', 'pending', { status: 'draft', approved_at: null }],
      // Reopening clears approved_at; approving again sets it.
      ['payroll.reopened', 'reopened', { status: 'pending', approved_at: T0 }],
      ['payroll.approved', 'pending', { status: 'reopened', approved_at: null }],
      ['payroll.processing', 'processing', { status: 'pending' }],
      ['payroll.paid', 'paid', { status: 'processing' }],
    ]);
    expect(evs.at(-1).data).toEqual(await summaryOf(id));

    const offCycle = async () => {
      const i = await t.call(key, 'POST', '/payrolls/initialize', {
        type: 'off_cycle',
        start_date: '2026-11-22',
        end_date: '2026-11-22',
        payday: '2026-11-27',
      });
      const r = await t.call(key, 'POST', '/payrolls', i.body.actions.create_draft);
      expect(r.status).toBe(201);
      return r.body.payroll_id as string;
    };
    const doomed = await offCycle();
    const last = await summaryOf(doomed);
    await t.call(key, 'DELETE', `/payrolls/${doomed}`);
    const failing = await offCycle();
    await t.call(key, 'POST', `/payrolls/${failing}/approve`);
    await t.call(key, 'POST', `/payrolls/${failing}/simulate/advance`);
    const failed = await t.call(key, 'POST', `/payrolls/${failing}/simulate/advance?outcome=failed`);
    expect(failed.body).toEqual({ payroll_id: failing, status: 'failed' });
    evs = await next();
    expect(evs.map((e) => [e.type, e.data.payroll_id])).toEqual([
      ['payroll.draft_created', doomed],
      ['payroll.deleted', doomed],
      ['payroll.draft_created', failing],
      ['payroll.approved', failing],
      ['payroll.processing', failing],
      ['payroll.failed', failing],
    ]);
    expect(evs[1].data).toEqual(last);
  });
});

describe('GET /events', () => {
  it('filters by type and time, pages newest first, keeps 30 days, rejects unknown types', async () => {
    const { apiKey: key, companyId } = await makeCompany(t.db);
    const emp = await makeEmployee(t.db, companyId);
    const times = ['2026-10-20T10:00:00.000Z', '2026-11-01T10:00:00.000Z', '2026-11-10T10:00:00.000Z'];
    for (const at of times) {
      t.clock.set(at);
      await t.call(key, 'PATCH', `/employees/${emp}`, { nickname: `n${at.slice(5, 10)}` });
    }
    t.clock.set(T0);
    await t.call(key, 'PATCH', '/companies', { name: 'Acme Later' });
    // 30 days before T0 (Nov 22 20:00Z) is Oct 23 20:00Z: the Oct 20 event is no longer listed.
    const all = await t.call(key, 'GET', '/events');
    expect(all.body.data.map((e: any) => e.created_at)).toEqual([T0, times[2], times[1]]);
    const only = await t.call(key, 'GET', '/events?type=employee.updated');
    expect(only.body.data.map((e: any) => e.created_at)).toEqual([times[2], times[1]]);
    const window = await t.call(
      key,
      'GET',
      `/events?created_from=2026-11-01T00:00:00.000Z&created_to=2026-11-15T00:00:00.000Z`,
    );
    expect(window.body.data.map((e: any) => e.created_at)).toEqual([times[2], times[1]]);
    const p1 = await t.call(key, 'GET', '/events?limit=2');
    expect(p1.body.data).toHaveLength(2);
    const p2 = await t.call(key, 'GET', `/events?limit=2&cursor=${p1.body.pagination.next_cursor}`);
    expect(p2.body.data.map((e: any) => e.created_at)).toEqual([times[1]]);
    expect(p2.body.pagination.next_cursor).toBeNull();
    const one = await t.call(key, 'GET', `/events/${all.body.data[0].id}`);
    expect(one.body).toEqual(all.body.data[0]);
    const bad = await t.call(key, 'GET', '/events?type=employee.fired');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toContain('employee.fired');
  });
});
