/**
 * Wire compatibility with Friday's partner API (docs/compatibility.md):
 * - every date input takes `YYYY-MM-DD` and the midnight date-time our responses give `start_date`
 *   (docs/decisions/0009-date-inputs.md), in bodies and query strings, and stores the calendar date;
 *   a date-time with a time of day is a 400 naming the field;
 * - `POST /employees/invite` is the invite, with `workplace` as an alias of `workplace_id`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, startApp, type TestApp } from '../helpers/app.js';
import { makePayrollCompany, type PayrollCompany } from '../helpers/payroll-fixture.js';
import { calendarDateOf } from '../../src/platform/http/formats.js';

let t: TestApp;
let pc: PayrollCompany;
let key: string;
let ttKey: string;
const WP = 'wrk_TXfixture000000000';

beforeAll(async () => {
  // Two days after the fixture's period 2026-11-08 … 2026-11-21 (payday 2026-11-26).
  t = await startApp('2026-11-24T18:00:00.000Z');
  pc = await makePayrollCompany(t.db, 2);
  key = pc.apiKey;
  ttKey = (await makeCompany(t.db, { name: 'Clock Only', plan: 'timetracking' })).apiKey;
});
afterAll(async () => t.close());

let seq = 0;
const hourly = (o: Record<string, unknown> = {}) => ({
  first_name: 'Jane',
  last_name: 'Smith',
  email: `jane.${++seq}@acme.example`,
  employment_type: 'employee',
  start_date: '2026-11-02',
  workplace_id: WP,
  payment_unit: 'hour',
  payment_amount: 24.5,
  overtime_amount: 1.5,
  ...o,
});

describe('calendarDateOf (the rule)', () => {
  it.each([
    ['2026-11-02', '2026-11-02'],
    ['2026-11-02T00:00:00.000Z', '2026-11-02'],
    ['2026-11-02T00:00:00Z', '2026-11-02'],
    ['2026-11-02T00:00Z', '2026-11-02'],
    ['2026-11-02T00:00:00.000000000Z', '2026-11-02'],
    // Midnight of the writer's clock: the written date, whatever the offset.
    ['2026-11-02T00:00:00-08:00', '2026-11-02'],
    ['2026-11-02T00:00:00+14:00', '2026-11-02'],
  ])('%s → %s', (input, date) => expect(calendarDateOf(input)).toBe(date));

  it.each([
    '2026-11-02T15:30:00Z', // a time of day: which day depends on a zone it does not name
    '2026-11-02T00:00:00.001Z',
    '2026-11-02T08:00:00.000Z', // local midnight in Los Angeles written in UTC
    '2026-11-02T00:00:00+24:00', // offset out of range
    '2026-02-30T00:00:00.000Z', // not a real day
    '1899-12-31T00:00:00.000Z', // before 1900
    '2026-11-02T00:00:00', // no zone
    '2026-11-02 00:00:00Z',
    'x',
  ])('%s → null', (input) => expect(calendarDateOf(input)).toBeNull());
});

describe('date inputs take the midnight date-time', () => {
  it('POST /employees with start_date and dob as date-times stores the dates; the response is postable back', async () => {
    const r = await t.call(
      key,
      'POST',
      '/employees',
      hourly({ start_date: '2026-11-02T00:00:00.000Z', dob: '1990-04-02T00:00:00.000Z' }),
    );
    expect(r.status).toBe(201);
    expect(r.body.start_date).toBe('2026-11-02T00:00:00.000Z');
    expect(r.body.dob).toBe('1990-04-02');
    expect(r.body.current_earning.start_date).toBe('2026-11-02T00:00:00.000Z');
    const row = await t.db
      .selectFrom('employees')
      .select(['start_date', 'dob'])
      .where('company_id', '=', pc.companyId)
      .where('id', '=', r.body.employee_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ start_date: '2026-11-02', dob: '1990-04-02' });

    // Post an earning effective at the start date exactly as GET returned it.
    const got = await t.call(key, 'GET', `/employees/${r.body.employee_id}`);
    const raise = await t.call(key, 'POST', `/employees/${r.body.employee_id}/earnings`, {
      start_date: got.body.start_date,
      payment_unit: 'hour',
      payment_amount: 26,
      overtime_amount: 1.5,
    });
    expect(raise.status).toBe(201);
    expect(raise.body.start_date).toBe('2026-11-02T00:00:00.000Z');
  });

  it('a midnight with an offset is the date written in it', async () => {
    const r = await t.call(key, 'POST', '/employees', hourly({ start_date: '2026-11-02T00:00:00-08:00' }));
    expect(r.status).toBe(201);
    expect(r.body.start_date).toBe('2026-11-02T00:00:00.000Z');
  });

  it('PATCH dismissed_on, benefit dates and a group anchor take it too', async () => {
    const id = (await t.call(key, 'POST', '/employees', hourly())).body.employee_id;
    const b = await t.call(key, 'POST', `/employees/${id}/benefits`, {
      code: '401k',
      employee_percent: 5,
      start_date: '2026-12-01T00:00:00.000Z',
      end_date: '2027-12-31T00:00:00Z',
    });
    expect(b.status).toBe(201);
    expect([b.body.start_date, b.body.end_date]).toEqual(['2026-12-01', '2027-12-31']);

    const d = await t.call(key, 'PATCH', `/employees/${id}`, {
      is_active: false,
      dismissed_on: '2026-11-20T00:00:00.000Z',
    });
    expect(d.status).toBe(200);
    expect(d.body.dismissed_on).toBe('2026-11-20');

    const g = await t.call(key, 'POST', '/pay-schedule-groups', {
      name: 'Weekly crew',
      pay_frequency: 'weekly',
      anchor_start_date: '2026-01-04T00:00:00.000Z',
    });
    expect(g.status).toBe(201);
    expect(g.body.anchor_start_date).toBe('2026-01-04');
  });

  it('report ranges in the query string: the date-time form answers as the date form', async () => {
    const asDates = await t.call(key, 'GET', '/reports/hours?start_date=2026-11-08&end_date=2026-11-21');
    const asDateTimes = await t.call(
      key,
      'GET',
      `/reports/hours?start_date=${encodeURIComponent('2026-11-08T00:00:00.000Z')}&end_date=2026-11-21T00:00:00Z`,
    );
    expect(asDateTimes.status).toBe(200);
    expect(asDateTimes.body).toEqual(asDates.body);
    // 2 people × 10 workdays (Nov 9–13, 16–20), one row per person and day.
    expect(asDates.body.data).toHaveLength(20);
  });

  it('initialize and create a payroll with date-time dates; the payroll carries the dates', async () => {
    const init = await t.call(key, 'POST', '/payrolls/initialize', {
      type: 'regular',
      pay_schedule_group_id: pc.groupId,
      start_date: '2026-11-08T00:00:00.000Z',
      end_date: '2026-11-21T00:00:00.000Z',
    });
    expect(init.status).toBe(200);
    expect([init.body.start_date, init.body.end_date, init.body.payday]).toEqual([
      '2026-11-08',
      '2026-11-21',
      '2026-11-26',
    ]);
    const body = {
      ...init.body.actions.create_draft,
      start_date: '2026-11-08T00:00:00.000Z',
      end_date: '2026-11-21T00:00:00Z',
      payday: '2026-11-26T00:00-06:00',
    };
    const draft = await t.call(key, 'POST', '/payrolls', body);
    expect(draft.status).toBe(201);
    expect([draft.body.start_date, draft.body.end_date, draft.body.payday]).toEqual([
      '2026-11-08',
      '2026-11-21',
      '2026-11-26',
    ]);
    // Each fixture person: 10 days × 8 h = 80 h at $20.00 = $1,600.00; two people = $3,200.00.
    expect(draft.body.totals.employee_gross).toBe(3200);
    await t.call(key, 'DELETE', `/payrolls/${draft.body.payroll_id}`);
  });

  it('an Idempotency-Key sees both spellings of a date as the same request', async () => {
    const body = hourly({ email: 'idem.date@acme.example' });
    const headers = { 'idempotency-key': 'date-spelling-1' };
    const first = await t.call(key, 'POST', '/employees', body, headers);
    expect(first.status).toBe(201);
    const again = await t.call(
      key,
      'POST',
      '/employees',
      { ...body, start_date: '2026-11-02T00:00:00.000Z' },
      headers,
    );
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.employee_id).toBe(first.body.employee_id);
  });
});

describe('a date-time with a time of day is a 400 naming the field', () => {
  it.each([
    ['start_date', { start_date: '2026-11-02T15:30:00.000Z' }],
    ['dob', { dob: '1990-04-02T08:00:00.000Z' }],
  ])('POST /employees %s', async (field, o) => {
    const r = await t.call(key, 'POST', '/employees', hourly(o));
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('validation_failed');
    expect(r.body.errors[0].field).toBe(field);
    expect(r.body.errors[0].message).toContain(String(Object.values(o)[0]));
    expect(r.body.errors[0].message).toContain('has a time of day');
  });

  it('in a query string and in a nested split', async () => {
    const q = await t.call(key, 'GET', '/reports/hours?start_date=2026-11-08T12:00:00Z&end_date=2026-11-21');
    expect(q.status).toBe(400);
    expect(q.body.errors[0].field).toBe('start_date');

    const init = await t.call(key, 'POST', '/payrolls/initialize', {
      type: 'regular',
      pay_schedule_group_id: pc.groupId,
      start_date: '2026-11-08',
      end_date: '2026-11-21',
    });
    const [first, ...rest] = init.body.actions.create_draft.employees;
    const split = {
      employee_id: first.employee_id,
      splits: [
        { start_date: '2026-11-08T09:00:00Z', end_date: '2026-11-21', payrollData: first.payrollData },
      ],
    };
    const r = await t.call(key, 'POST', '/payrolls', {
      ...init.body.actions.create_draft,
      employees: [split, ...rest],
    });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].field).toBe('employees[0].splits[0].start_date');
  });
});

describe('POST /employees/invite (Friday path) and the workplace alias', () => {
  it("takes Friday's documented five-field invite on a timetracking plan", async () => {
    const r = await t.call(ttKey, 'POST', '/employees/invite', {
      first_name: 'Jane',
      last_name: 'Smith',
      email: 'jane.smith@acme.example',
      employment_type: 'employee',
      start_date: '2026-04-01T00:00:00.000Z',
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      first_name: 'Jane',
      email: 'jane.smith@acme.example',
      start_date: '2026-04-01T00:00:00.000Z',
      current_earning: null,
    });
  });

  it('runs the same rules as POST /employees (a payroll employee needs a workplace)', async () => {
    const { workplace_id: _w, ...noWorkplace } = hourly();
    const a = await t.call(key, 'POST', '/employees/invite', noWorkplace);
    const b = await t.call(key, 'POST', '/employees', noWorkplace);
    expect([a.status, b.status]).toEqual([400, 400]);
    expect(a.body.errors).toEqual(b.body.errors);
    expect(a.body.errors[0].field).toBe('workplace_id');
  });

  it('a paid contractor needs no workplace (as in Friday); an employee keeps needing one', async () => {
    const { workplace_id: _w, ...noWorkplace } = hourly();
    const c = await t.call(key, 'POST', '/employees/invite', {
      ...noWorkplace,
      employment_type: 'contractor',
      contractor_type: 'individual',
    });
    expect(c.status).toBe(201);
    expect(c.body).toMatchObject({ employment_type: 'contractor', workplace_id: null });
    expect(c.body.current_earning).toMatchObject({ payment_unit: 'hour', payment_amount: 24.5 });
    // With a workplace, clearing it is allowed for the contractor, refused for an employee.
    const withWp = await t.call(key, 'POST', '/employees', hourly({ employment_type: 'contractor' }));
    const cleared = await t.call(key, 'PATCH', `/employees/${withWp.body.employee_id}`, {
      workplace_id: null,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.workplace_id).toBeNull();
    const employee = await t.call(key, 'POST', '/employees', hourly());
    const refused = await t.call(key, 'PATCH', `/employees/${employee.body.employee_id}`, {
      workplace_id: null,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'workplace_id', message: 'is required for an employee on payroll (not timetrack_only)' },
    ]);
  });

  it('`workplace` is an alias of workplace_id on both paths', async () => {
    const { workplace_id: _w, ...rest } = hourly();
    for (const path of ['/employees/invite', '/employees']) {
      const r = await t.call(key, 'POST', path, {
        ...rest,
        email: `alias${++seq}@acme.example`,
        workplace: WP,
      });
      expect(r.status).toBe(201);
      expect(r.body.workplace_id).toBe(WP);
    }
    const same = await t.call(key, 'POST', '/employees/invite', hourly({ workplace: WP }));
    expect(same.status).toBe(201);
    expect(same.body.workplace_id).toBe(WP);
  });

  it('`workplace` and workplace_id that differ → 400 naming workplace; an unknown alias → 400', async () => {
    const r = await t.call(
      key,
      'POST',
      '/employees/invite',
      hourly({ workplace: 'wrk_other00000000000000' }),
    );
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('validation_failed');
    expect(r.body.errors).toEqual([
      {
        field: 'workplace',
        message: `"wrk_other00000000000000" differs from workplace_id "${WP}"; send one of them (workplace is an alias of workplace_id)`,
      },
    ]);
    const { workplace_id: _w, ...rest } = hourly();
    const unknown = await t.call(key, 'POST', '/employees/invite', {
      ...rest,
      workplace: 'wrk_none000000000000000',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].message).toContain('wrk_none000000000000000');
  });

  it('is its own operation in openapi.json with the alias and the date forms documented', async () => {
    const doc = (await t.call(null, 'GET', '/openapi.json')).body;
    const op = doc.paths['/partner/v1/employees/invite'].post;
    expect(op.operationId).toBe('inviteEmployee');
    const schema = op.requestBody.content['application/json'].schema;
    expect(JSON.stringify(schema.properties.workplace)).toContain('Alias of workplace_id');
    expect(schema.properties.start_date.format).toBe('calendar-date');
    expect(new RegExp(schema.properties.start_date.pattern).test('2026-04-01T00:00:00.000Z')).toBe(true);
    expect(op.responses['201'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/EmployeeDetail',
    );
    // Responses keep the strict date form.
    const period = doc.components.schemas.PeriodOptions.properties.regular.items.properties.periods.items;
    expect(period.properties.start_date.format).toBe('date');
  });
});
