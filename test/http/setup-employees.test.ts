import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, startApp, type TestApp } from '../helpers/app.js';
import { encodeDetail } from '../../src/modules/payrolls/ledger/paycheck-detail.js';

/** Setup API: POST /employees, PATCH /employees/:id, POST /employees/:id/earnings (docs/api-conventions.md §3). */
describe('setup: employees', () => {
  let t: TestApp;
  let key: string;
  let companyId: number;
  let otherKey: string;
  let ttKey: string;
  let wp: string;
  let group: number;
  let otherDept: number;
  let otherWp: string;

  const base = (o: Record<string, unknown> = {}) => ({
    first_name: 'Ana',
    last_name: 'Lopez',
    email: `ana.${Math.random().toString(36).slice(2, 8)}@acme.example`,
    employment_type: 'employee',
    start_date: '2026-01-05',
    workplace_id: wp,
    payment_unit: 'hour',
    payment_amount: 25.5,
    overtime_amount: 1.5,
    ...o,
  });

  beforeAll(async () => {
    t = await startApp();
    ({ apiKey: key, companyId } = await makeCompany(t.db, { plan: 'payroll' }));
    otherKey = (await makeCompany(t.db, { name: 'Other', plan: 'premium' })).apiKey;
    ttKey = (await makeCompany(t.db, { name: 'Clock Only', plan: 'timetracking' })).apiKey;
    wp = (
      await t.call(key, 'POST', '/workplaces', {
        line1: '1 Main St',
        city: 'Austin',
        state: 'TX',
        postal_code: '78701',
      })
    ).body.workplace_id;
    group = (
      await t.call(key, 'POST', '/pay-schedule-groups', {
        name: 'Hourly',
        pay_frequency: 'biweekly',
        anchor_start_date: '2026-01-04',
      })
    ).body.pay_schedule_group_id;
    otherDept = (await t.call(otherKey, 'POST', '/departments', { name: 'Other dept' })).body.department_id;
    otherWp = (
      await t.call(otherKey, 'POST', '/workplaces', {
        line1: '2 Side St',
        city: 'Boston',
        state: 'MA',
        postal_code: '02110',
      })
    ).body.workplace_id;
  });
  afterAll(async () => {
    await t.close();
  });

  describe('POST /employees', () => {
    it('invites an hourly employee: 201 detail, email lower-case, first earning effective start_date, audited', async () => {
      const dept = (await t.call(key, 'POST', '/departments', { name: 'Field' })).body.department_id;
      const r = await t.call(
        key,
        'POST',
        '/employees',
        base({
          email: 'Ana.Lopez@Acme.Example',
          middle_name: 'M',
          nickname: 'Annie',
          dob: '1990-04-02',
          mobile_phone: '+1 512 555 0100',
          address: {
            address_line_1: '9 Pine St',
            address_line_2: 'Apt 4',
            city: 'Austin',
            state: 'TX',
            zip: '78702-1234',
          },
          department_id: dept,
          pay_schedule_group_id: group,
          daily_time_limit: 10,
          weekly_time_limit: 40,
          paid_lunch_time: 30,
          lunch_in_overtime: false,
          default_hours: 40,
          pto_payment_amount: 25.5,
        }),
      );
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({
        first_name: 'Ana',
        last_name: 'Lopez',
        middle_name: 'M',
        email: 'ana.lopez@acme.example',
        is_active: true,
        status: 'active',
        employment_type: 'employee',
        timetrack_only: false,
        contractor_type: null,
        start_date: '2026-01-05T00:00:00.000Z',
        dob: '1990-04-02',
        department: { department_id: dept, name: 'Field' },
        pay_schedule_group: { pay_schedule_group_id: group, name: 'Hourly' },
        workplace_id: wp,
        address: {
          address_line_1: '9 Pine St',
          address_line_2: 'Apt 4',
          city: 'Austin',
          state: 'TX',
          zip: '78702-1234',
          country: 'US',
        },
        daily_time_limit: 10,
        weekly_time_limit: 40,
        paid_lunch_time: 30,
        lunch_in_overtime: false,
        payment_method: 'direct_deposit',
        current_earning: {
          start_date: '2026-01-05T00:00:00.000Z',
          payment_unit: 'hour',
          payment_amount: 25.5,
          overtime_amount: 1.5,
          salary: null,
          default_hours: 40,
          pto_payment_amount: 25.5,
        },
      });
      expect(r.body.earning_history).toHaveLength(1);
      const got = await t.call(key, 'GET', `/employees/${r.body.employee_id}`);
      expect(got.body).toEqual(r.body);
      const audit = await t.call(
        key,
        'GET',
        `/audit-events?resource_type=employee&resource_id=${r.body.employee_id}`,
      );
      expect(audit.body.data).toHaveLength(1);
      expect(audit.body.data[0]).toMatchObject({ action: 'create', before: null, source: 'api' });
      expect(audit.body.data[0].actor).toMatch(/^key:/);
      expect(audit.body.data[0].after.email).toBe('ana.lopez@acme.example');
    });

    it('invites salaried, hourly_salary and contractor records', async () => {
      const s = await t.call(
        key,
        'POST',
        '/employees',
        base({
          payment_unit: 'salary',
          salary_type: 'yearly',
          salary: 85000.5,
          payment_amount: undefined,
          overtime_amount: undefined,
        }),
      );
      expect(s.status).toBe(201);
      expect(s.body.current_earning).toMatchObject({
        payment_unit: 'salary',
        salary_type: 'yearly',
        salary: 85000.5,
        payment_amount: null,
      });
      const hs = await t.call(
        key,
        'POST',
        '/employees',
        base({
          payment_unit: 'hourly_salary',
          salary_type: 'biweekly',
          salary: 2000,
          payment_amount: 25,
          overtime_amount: 1.5,
        }),
      );
      expect(hs.status).toBe(201);
      const c = await t.call(
        key,
        'POST',
        '/employees',
        base({ employment_type: 'contractor', contractor_type: 'business', payment_amount: 60.1234 }),
      );
      expect(c.status).toBe(201);
      expect(c.body).toMatchObject({
        employment_type: 'contractor',
        contractor_type: 'business',
        current_earning: { payment_amount: 60.1234 },
      });
    });

    it('admins and timetrack_only records need no workplace or pay', async () => {
      const a = await t.call(key, 'POST', '/employees', {
        first_name: 'Al',
        last_name: 'Admin',
        email: 'al@acme.example',
        employment_type: 'admin',
        start_date: '2026-01-05',
      });
      expect(a.status).toBe(201);
      expect(a.body.current_earning).toBeNull();
      const tt = await t.call(key, 'POST', '/employees', {
        first_name: 'Tim',
        last_name: 'Only',
        email: 'tim@acme.example',
        employment_type: 'employee',
        start_date: '2026-01-05',
        timetrack_only: true,
      });
      expect(tt.status).toBe(201);
      expect(tt.body.timetrack_only).toBe(true);
    });

    it('409 duplicate_email per company and employment_type (case-insensitive); another role or company is fine', async () => {
      const email = 'dup@acme.example';
      expect((await t.call(key, 'POST', '/employees', base({ email }))).status).toBe(201);
      const dup = await t.call(key, 'POST', '/employees', base({ email: 'DUP@acme.example' }));
      expect(dup.status).toBe(409);
      expect(dup.body.code).toBe('duplicate_email');
      expect(dup.body.detail).toContain('dup@acme.example');
      expect(
        (await t.call(key, 'POST', '/employees', base({ email, employment_type: 'contractor' }))).status,
      ).toBe(201);
      const other = await t.call(otherKey, 'POST', '/employees', base({ email, workplace_id: otherWp }));
      expect(other.status).toBe(201);
    });

    const cases: Array<[string, Record<string, unknown>, number, string, string]> = [
      ['missing first_name', { first_name: undefined }, 400, 'validation_failed', 'first_name'],
      ['missing start_date', { start_date: undefined }, 400, 'validation_failed', 'start_date'],
      ['unknown field', { salary_currency: 'USD' }, 400, 'validation_failed', 'salary_currency'],
      ['wrong type', { payment_amount: '25' }, 400, 'validation_failed', 'payment_amount'],
      ['bad employment_type', { employment_type: 'intern' }, 400, 'validation_failed', 'employment_type'],
      ['bad email', { email: 'not-an-email' }, 400, 'validation_failed', 'email'],
      ['impossible date', { start_date: '2026-02-30' }, 400, 'validation_failed', 'start_date'],
      ['dob in the future', { dob: '2030-01-01' }, 400, 'validation_failed', 'dob'],
      [
        'invalid state',
        { address: { address_line_1: '1 A', city: 'X', state: 'XX', zip: '12345' } },
        400,
        'validation_failed',
        'address.state',
      ],
      [
        'lower-case state',
        { address: { address_line_1: '1 A', city: 'X', state: 'tx', zip: '12345' } },
        400,
        'validation_failed',
        'address.state',
      ],
      [
        'invalid ZIP',
        { address: { address_line_1: '1 A', city: 'X', state: 'TX', zip: '1234' } },
        400,
        'validation_failed',
        'address.zip',
      ],
      [
        'non-US country',
        { address: { address_line_1: '1 A', city: 'X', state: 'TX', zip: '12345', country: 'CA' } },
        400,
        'validation_failed',
        'address.country',
      ],
      ['no workplace on payroll', { workplace_id: undefined }, 400, 'validation_failed', 'workplace_id'],
      [
        'no payment_unit on payroll',
        { payment_unit: undefined, payment_amount: undefined, overtime_amount: undefined },
        400,
        'validation_failed',
        'payment_unit',
      ],
      [
        'hour without payment_amount',
        { payment_amount: undefined },
        400,
        'validation_failed',
        'payment_amount',
      ],
      [
        'hour without overtime_amount',
        { overtime_amount: undefined },
        400,
        'validation_failed',
        'overtime_amount',
      ],
      ['overtime below 1.5', { overtime_amount: 1.25 }, 400, 'validation_failed', 'overtime_amount'],
      ['negative rate', { payment_amount: -1 }, 400, 'validation_failed', 'payment_amount'],
      ['rate with 5 decimals', { payment_amount: 25.12345 }, 400, 'validation_failed', 'payment_amount'],
      [
        'salaried without salary_type',
        { payment_unit: 'salary', salary: 50000 },
        400,
        'validation_failed',
        'salary_type',
      ],
      [
        'salaried without salary',
        { payment_unit: 'yearly', salary_type: 'yearly' },
        400,
        'validation_failed',
        'salary',
      ],
      [
        'salary with 3 decimals',
        { payment_unit: 'salary', salary_type: 'yearly', salary: 50000.123 },
        400,
        'validation_failed',
        'salary',
      ],
      [
        'negative salary',
        { payment_unit: 'salary', salary_type: 'yearly', salary: -5 },
        400,
        'validation_failed',
        'salary',
      ],
      [
        'hourly_salary without salary',
        { payment_unit: 'hourly_salary' },
        400,
        'validation_failed',
        'salary_type',
      ],
      [
        'contractor_type on an employee',
        { contractor_type: 'individual' },
        400,
        'validation_failed',
        'contractor_type',
      ],
      [
        'unknown workplace',
        { workplace_id: 'wrk_AAAAAAAAAAAAAAAAAAAA' },
        400,
        'invalid_reference',
        'workplace_id',
      ],
      [
        'unknown pay schedule group',
        { pay_schedule_group_id: 999 },
        400,
        'invalid_reference',
        'pay_schedule_group_id',
      ],
    ];
    it.each(cases)('%s → %i %s naming %s', async (_name, patch, status, code, field) => {
      const r = await t.call(key, 'POST', '/employees', base(patch));
      expect(r.status).toBe(status);
      expect(r.body.code).toBe(code);
      expect(r.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    });

    it('names the offending value in the detail', async () => {
      const r = await t.call(key, 'POST', '/employees', base({ payment_amount: 25.12345 }));
      expect(r.body.detail).toBe('payment_amount: 25.12345 has more than 4 decimals');
      const s = await t.call(
        key,
        'POST',
        '/employees',
        base({ address: { address_line_1: '1 A', city: 'X', state: 'ZZ', zip: '12345' } }),
      );
      expect(s.body.detail).toContain('"ZZ"');
    });

    it("400 invalid_reference for another company's department and workplace", async () => {
      const d = await t.call(key, 'POST', '/employees', base({ department_id: otherDept }));
      expect(d.status).toBe(400);
      expect(d.body.code).toBe('invalid_reference');
      const w = await t.call(key, 'POST', '/employees', base({ workplace_id: otherWp }));
      expect(w.status).toBe(400);
      expect(w.body.code).toBe('invalid_reference');
      expect(w.body.detail).toContain(otherWp);
    });

    it('400 for an inactive workplace', async () => {
      const w = (
        await t.call(key, 'POST', '/workplaces', {
          line1: '3 Old Rd',
          city: 'Austin',
          state: 'TX',
          postal_code: '78703',
          active: false,
        })
      ).body.workplace_id;
      const r = await t.call(key, 'POST', '/employees', base({ workplace_id: w }));
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('invalid_reference');
    });

    it('timetracking plan: admin/employee only, pay fields rejected naming the field', async () => {
      const ok = await t.call(ttKey, 'POST', '/employees', {
        first_name: 'Tina',
        last_name: 'T',
        email: 'tina@clock.example',
        employment_type: 'employee',
        start_date: '2026-01-05',
      });
      expect(ok.status).toBe(201);
      const pay = await t.call(ttKey, 'POST', '/employees', {
        first_name: 'Tom',
        last_name: 'T',
        email: 'tom@clock.example',
        employment_type: 'employee',
        start_date: '2026-01-05',
        payment_unit: 'hour',
        payment_amount: 20,
        overtime_amount: 1.5,
      });
      expect(pay.status).toBe(400);
      expect(pay.body.code).toBe('validation_failed');
      expect(pay.body.errors.map((e: { field: string }) => e.field)).toEqual([
        'payment_unit',
        'payment_amount',
        'overtime_amount',
      ]);
      const pm = await t.call(ttKey, 'POST', '/employees', {
        first_name: 'Tom',
        last_name: 'T',
        email: 'tom@clock.example',
        employment_type: 'admin',
        start_date: '2026-01-05',
        payment_method: 'manual',
      });
      expect(pm.status).toBe(400);
      expect(pm.body.errors[0].field).toBe('payment_method');
      const con = await t.call(ttKey, 'POST', '/employees', {
        first_name: 'Cy',
        last_name: 'C',
        email: 'cy@clock.example',
        employment_type: 'contractor',
        start_date: '2026-01-05',
      });
      expect(con.status).toBe(400);
      expect(con.body.errors[0].field).toBe('employment_type');
    });

    it('415 for a non-JSON body and 400 for malformed JSON', async () => {
      const r = await t.call(key, 'POST', '/employees', 'first_name=Ana', {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(r.status).toBe(415);
      const m = await t.call(key, 'POST', '/employees', '{"first_name":');
      expect(m.status).toBe(400);
      expect(m.body.code).toBe('malformed_json');
    });
  });

  describe('PATCH /employees/:id', () => {
    let id: number;
    beforeAll(async () => {
      id = (
        await t.call(
          key,
          'POST',
          '/employees',
          base({ email: 'pat@acme.example', nickname: 'Pat', mobile_phone: '+1 512 555 0101' }),
        )
      ).body.employee_id;
    });

    it('updates contact fields and clears nullable ones with null; audits before/after', async () => {
      const r = await t.call(key, 'PATCH', `/employees/${id}`, {
        first_name: 'Patricia',
        email: 'PATRICIA@acme.example',
        nickname: null,
        mobile_phone: null,
        home_phone: '+1 512 555 0199',
        weekly_time_limit: 38.5,
        pay_schedule_group_id: group,
      });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        first_name: 'Patricia',
        email: 'patricia@acme.example',
        nickname: null,
        mobile_phone: null,
        home_phone: '+1 512 555 0199',
        weekly_time_limit: 38.5,
        pay_schedule_group: { pay_schedule_group_id: group, name: 'Hourly' },
      });
      const a = await t.call(key, 'GET', `/audit-events?resource_type=employee&resource_id=${id}`);
      const upd = a.body.data.find((e: { action: string }) => e.action === 'update');
      expect(upd.before.nickname).toBe('Pat');
      expect(upd.after.nickname).toBeNull();
      const cleared = await t.call(key, 'PATCH', `/employees/${id}`, { pay_schedule_group_id: null });
      expect(cleared.body.pay_schedule_group).toBeNull();
    });

    it('dismisses with is_active false + dismissed_on (status dismissed) and reactivates', async () => {
      const noDate = await t.call(key, 'PATCH', `/employees/${id}`, { is_active: false });
      expect(noDate.status).toBe(400);
      expect(noDate.body.errors[0].field).toBe('dismissed_on');
      const beforeStart = await t.call(key, 'PATCH', `/employees/${id}`, {
        is_active: false,
        dismissed_on: '2025-12-31',
      });
      expect(beforeStart.status).toBe(400);
      const d = await t.call(key, 'PATCH', `/employees/${id}`, {
        is_active: false,
        dismissed_on: '2026-11-20',
      });
      expect(d.status).toBe(200);
      expect(d.body).toMatchObject({ is_active: false, status: 'dismissed', dismissed_on: '2026-11-20' });
      const list = await t.call(key, 'GET', '/employees?is_active=false');
      expect(list.body.data.map((e: { employee_id: number }) => e.employee_id)).toContain(id);
      const back = await t.call(key, 'PATCH', `/employees/${id}`, { is_active: true });
      expect(back.body).toMatchObject({ is_active: true, status: 'active', dismissed_on: null });
      const stray = await t.call(key, 'PATCH', `/employees/${id}`, { dismissed_on: '2026-11-20' });
      expect(stray.status).toBe(400);
    });

    it('409 duplicate_email when the new email is taken by the same role', async () => {
      await t.call(key, 'POST', '/employees', base({ email: 'taken@acme.example' }));
      const r = await t.call(key, 'PATCH', `/employees/${id}`, { email: 'Taken@acme.example' });
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('duplicate_email');
    });

    it('keeps a payroll employee on a workplace; 400 on clearing it', async () => {
      const r = await t.call(key, 'PATCH', `/employees/${id}`, { workplace_id: null });
      expect(r.status).toBe(400);
      expect(r.body.errors[0].field).toBe('workplace_id');
    });

    it("400 on bad input: unknown field, employment_type not writable, bad state, another company's department", async () => {
      expect((await t.call(key, 'PATCH', `/employees/${id}`, { employment_type: 'admin' })).status).toBe(400);
      const st = await t.call(key, 'PATCH', `/employees/${id}`, {
        address: { address_line_1: '1', city: 'c', state: 'PR', zip: '00901' },
      });
      expect(st.status).toBe(400);
      expect(st.body.errors[0].field).toBe('address.state');
      const dep = await t.call(key, 'PATCH', `/employees/${id}`, { department_id: otherDept });
      expect(dep.status).toBe(400);
      expect(dep.body.code).toBe('invalid_reference');
      expect((await t.call(key, 'PATCH', `/employees/${id}`, { paid_lunch_time: 'thirty' })).status).toBe(
        400,
      );
    });

    it("404 for an unknown id or another company's employee", async () => {
      const r = await t.call(key, 'PATCH', '/employees/999999', { nickname: 'x' });
      expect(r.status).toBe(404);
      expect(r.body.code).toBe('not_found');
      const o = await t.call(otherKey, 'PATCH', `/employees/${id}`, { nickname: 'x' });
      expect(o.status).toBe(404);
    });
  });

  describe('POST /employees/:id/earnings', () => {
    let id: number;
    beforeAll(async () => {
      id = (await t.call(key, 'POST', '/employees', base({ email: 'earn@acme.example' }))).body.employee_id;
    });

    it('adds a record; a future-dated record is in the history but not yet current; history kept', async () => {
      const now = await t.call(key, 'POST', `/employees/${id}/earnings`, {
        start_date: '2026-11-01',
        payment_unit: 'hour',
        payment_amount: 27,
        overtime_amount: 1.5,
      });
      expect(now.status).toBe(201);
      expect(now.body).toMatchObject({
        start_date: '2026-11-01T00:00:00.000Z',
        payment_unit: 'hour',
        payment_amount: 27,
        overtime_amount: 1.5,
      });
      const future = await t.call(key, 'POST', `/employees/${id}/earnings`, {
        start_date: '2027-01-01',
        payment_unit: 'salary',
        salary_type: 'yearly',
        salary: 70000,
      });
      expect(future.status).toBe(201);
      const d = await t.call(key, 'GET', `/employees/${id}`);
      expect(d.body.current_earning.employee_earnings_id).toBe(now.body.employee_earnings_id);
      expect(
        d.body.earning_history.map(
          (e: { payment_amount: number | null; salary: number | null }) => e.salary ?? e.payment_amount,
        ),
      ).toEqual([70000, 27, 25.5]);
      t.clock.set('2027-01-01T12:00:00.000Z');
      const later = await t.call(key, 'GET', `/employees/${id}`);
      expect(later.body.current_earning.employee_earnings_id).toBe(future.body.employee_earnings_id);
      t.clock.set('2026-11-21T20:00:00.000Z');
    });

    it('validates per payment_unit, naming field and value', async () => {
      const r = await t.call(key, 'POST', `/employees/${id}/earnings`, {
        start_date: '2026-12-01',
        payment_unit: 'salary',
        salary_type: 'yearly',
        salary: 1000.001,
      });
      expect(r.status).toBe(400);
      expect(r.body.detail).toBe('salary: 1000.001 has more than 2 decimals (amounts are dollars and cents)');
      const n = await t.call(key, 'POST', `/employees/${id}/earnings`, {
        start_date: '2026-12-01',
        payment_unit: 'hour',
        payment_amount: -3,
        overtime_amount: 1.5,
      });
      expect(n.status).toBe(400);
      expect(n.body.errors[0]).toEqual({
        field: 'payment_amount',
        message: '-3 must be a number from 0 to 1000000000',
      });
      const p = await t.call(key, 'POST', `/employees/${id}/earnings`, {
        start_date: '2026-12-01',
        payment_unit: 'hour',
        payment_amount: 20,
        overtime_amount: 1.5,
        pto_payment_amount: 20.00001,
      });
      expect(p.status).toBe(400);
      expect(p.body.errors[0].field).toBe('pto_payment_amount');
      const u = await t.call(key, 'POST', `/employees/${id}/earnings`, {
        start_date: '2026-12-01',
        payment_unit: 'daily',
      });
      expect(u.status).toBe(400);
      const m = await t.call(key, 'POST', `/employees/${id}/earnings`, {
        payment_unit: 'hour',
        payment_amount: 20,
        overtime_amount: 1.5,
      });
      expect(m.status).toBe(400);
      expect(m.body.errors[0].field).toBe('start_date');
      const before = await t.call(key, 'POST', `/employees/${id}/earnings`, {
        start_date: '2025-01-01',
        payment_unit: 'hour',
        payment_amount: 20,
        overtime_amount: 1.5,
      });
      expect(before.status).toBe(400);
    });

    it('409 period_locked inside a period already paid by an approved payroll', async () => {
      await t.db
        .insertInto('payrolls')
        .values({
          company_id: companyId,
          id: 'pay_lockedAAAAAAAAAAAAAA',
          type: 'regular',
          status: 'paid',
          pay_schedule_group_id: group,
          start_date: '2026-10-18',
          end_date: '2026-10-31',
          payday: '2026-11-05',
          pay_frequency: 'biweekly',
        })
        .execute();
      await t.db
        .insertInto('paychecks')
        .values({
          company_id: companyId,
          payroll_id: 'pay_lockedAAAAAAAAAAAAAA',
          employee_id: id,
          payday: '2026-11-05',
          gross_cents: 100,
          net_cents: 90,
          is_contractor: false,
          first_name: 'Locked',
          last_name: 'Period',
          payment_method: 'manual',
          detail: encodeDetail({}, []),
        })
        .execute();
      const r = await t.call(key, 'POST', `/employees/${id}/earnings`, {
        start_date: '2026-10-20',
        payment_unit: 'hour',
        payment_amount: 30,
        overtime_amount: 1.5,
      });
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('period_locked');
      const ok = await t.call(key, 'POST', `/employees/${id}/earnings`, {
        start_date: '2026-11-02',
        payment_unit: 'hour',
        payment_amount: 30,
        overtime_amount: 1.5,
      });
      expect(ok.status).toBe(201);
    });

    it("404 for another company's employee; 403 plan_required on the timetracking plan, even for a bad body", async () => {
      const r = await t.call(otherKey, 'POST', `/employees/${id}/earnings`, {
        start_date: '2026-12-01',
        payment_unit: 'hour',
        payment_amount: 20,
        overtime_amount: 1.5,
      });
      expect(r.status).toBe(404);
      const tt = await t.call(ttKey, 'POST', '/employees/1/earnings', {
        start_date: '2026-12-01',
        payment_unit: 'hour',
        payment_amount: 20,
        overtime_amount: 1.5,
      });
      expect(tt.status).toBe(403);
      expect(tt.body.code).toBe('plan_required');
      const ttBad = await t.call(ttKey, 'POST', '/employees/1/earnings', { start_date: '2026-02-30', x: 1 });
      expect(ttBad.status).toBe(403);
      expect(ttBad.body.code).toBe('plan_required');
    });

    it('audits the new record', async () => {
      const a = await t.call(key, 'GET', '/audit-events?resource_type=earning');
      expect(a.body.data.length).toBeGreaterThanOrEqual(3);
      expect(a.body.data[0].after.employee_id).toBe(id);
    });
  });
});
