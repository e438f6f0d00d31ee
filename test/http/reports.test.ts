/**
 * Reports over the ledger (GET /reports/...): the fixture of test/helpers/reports-fixture.ts (its
 * header shows every paycheck's cents). Totals must reconcile to the cent with the paychecks; the
 * expected figures below are sums worked out by hand from that fixture.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { makeCompany, startApp, type TestApp } from '../helpers/app.js';
import { seedReportsFixture, type ReportsFixture } from '../helpers/reports-fixture.js';

let t: TestApp;
let f: ReportsFixture;
const YEAR = 'start_date=2026-01-01&end_date=2026-12-31';
const cents = (d: number) => Math.round(d * 100);

beforeAll(async () => {
  t = await startApp('2026-11-21T22:00:00.000Z');
  f = await seedReportsFixture(t.db);
});
afterAll(async () => {
  await t.close();
});

async function allPages(path: string) {
  const rows: any[] = [];
  let cursor: string | null = null;
  do {
    const r = await t.call(
      f.key,
      'GET',
      `${path}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(r.status).toBe(200);
    rows.push(...r.body.data);
    cursor = r.body.pagination.next_cursor;
  } while (cursor);
  return rows;
}

describe('payroll journal', () => {
  it('pages through every approved paycheck and reconciles with the paychecks to the cent', async () => {
    const rows = await allPages(`/reports/payroll-journal?${YEAR}`);
    // P1: Tom, Cara, Cody; P2: Tom, Cara; the draft P3 and company B are absent.
    expect(rows.map((r) => [r.payroll_id, r.employee_id])).toEqual([
      ['pay_P1aaaaaaaaaaaaaaaaaa', f.tom],
      ['pay_P1aaaaaaaaaaaaaaaaaa', f.cara],
      ['pay_P1aaaaaaaaaaaaaaaaaa', f.cody],
      ['pay_P2bbbbbbbbbbbbbbbbbb', f.tom],
      ['pay_P2bbbbbbbbbbbbbbbbbb', f.cara],
    ]);
    const sum = (k: string) => rows.reduce((a, r) => a + cents(r[k]), 0);
    // gross 160000 + 120000 + 50000 + 175000 + 120000 = 625000
    expect(sum('gross_pay')).toBe(625000);
    // net 126760 + 97760 + 50000 + 141112 + 92760 = 508392
    expect(sum('net_pay')).toBe(508392);
    // employer taxes 17520 + 13980 + 0 + 19163 + 13980 = 64643
    expect(sum('employer_taxes')).toBe(64643);
  });

  it('lists pay lines whose amounts add up to the paychecks', async () => {
    const rows = await allPages(`/reports/payroll-journal?${YEAR}&level=line`);
    const earn = rows.filter((r) => r.kind === 'earning').reduce((a, r) => a + cents(r.amount), 0);
    expect(earn).toBe(625000);
    const ot = rows.find((r) => r.code === 'overtime');
    expect(ot).toMatchObject({
      hours: 5,
      rate: 30,
      amount: 150,
      customer_id: f.customer,
      project_id: f.project,
    });
  });

  it('answers CSV with the next cursor in a header', async () => {
    const r = await t.call(f.key, 'GET', `/reports/payroll-journal?${YEAR}&limit=3`, undefined, {
      accept: 'text/csv',
    });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/csv/);
    expect(r.headers['x-next-cursor']).toBeTruthy();
    const rows = parse(r.raw, { columns: true }) as Array<Record<string, string>>;
    expect(rows.map((x) => x.net_pay)).toEqual(['1267.60', '977.60', '500.00']);
  });
});

describe('tax liability', () => {
  it('sums tax lines by quarter and derives the Form 941, 940 and state figures', async () => {
    const r = await t.call(f.key, 'GET', `/reports/tax-liability?${YEAR}`);
    expect(r.status).toBe(200);
    const q3 = r.body.lines.filter((l: any) => l.period === '2026-Q3');
    const find = (rows: any[], code: string, payer: string, j = 'US') =>
      rows.find((l) => l.code === code && l.payer === payer && l.jurisdiction === j);
    // FIT Q3: Tom 110.00 + Cara 90.00 = 200.00 on 1500.00 + 1200.00
    expect(find(q3, 'federal_income_tax', 'employee')).toMatchObject({ taxable_wages: 2700, amount: 200 });
    // SS employee Q3: 99.20 + 74.40 = 173.60
    expect(find(q3, 'social_security', 'employee')).toMatchObject({ taxable_wages: 2800, amount: 173.6 });
    expect(find(q3, 'state_unemployment', 'company', 'TX')).toMatchObject({
      taxable_wages: 1600,
      amount: 43.2,
    });
    expect(r.body.form_941).toEqual([
      {
        quarter: '2026-Q3',
        employees_paid: 2, // Tom and Cara; the contractor is not an employee
        wages: 2700, // FIT wages 1500 + 1200
        federal_income_tax_withheld: 200,
        social_security_wages: 2800,
        social_security_tax: 347.2, // (99.20 + 74.40) × 2 sides
        medicare_wages: 2800,
        medicare_tax: 81.2, // (23.20 + 17.40) × 2
        additional_medicare_wages: 0,
        additional_medicare_tax: 0,
        total_taxes: 628.4, // 200 + 347.20 + 81.20
      },
      {
        quarter: '2026-Q4',
        employees_paid: 2,
        wages: 2850, // 1650 + 1200
        federal_income_tax_withheld: 220, // 130 + 90
        social_security_wages: 2950, // 1750 + 1200
        social_security_tax: 365.8, // (108.50 + 74.40) × 2
        medicare_wages: 2950,
        medicare_tax: 85.56, // (25.38 + 17.40) × 2
        additional_medicare_wages: 0,
        additional_medicare_tax: 0,
        total_taxes: 671.36, // 220 + 365.80 + 85.56
      },
    ]);
    // FUTA wages 1600 + 1200 + 1750 + 1200 = 5750; tax 9.60 + 7.20 + 10.50 + 7.20 = 34.50
    expect(r.body.form_940).toEqual([{ year: 2026, futa_taxable_wages: 5750, futa_tax: 34.5 }]);
    expect(r.body.state).toContainEqual({
      quarter: '2026-Q3',
      state: 'CA',
      income_tax_wages: 1200,
      income_tax_withheld: 25,
      sui_taxable_wages: 1200,
      sui_tax: 40.8,
      other: [{ code: 'state_disability', payer: 'employee', amount: 15.6 }],
    });
  });

  it('groups by payday month and reconciles employer taxes with the paychecks', async () => {
    const r = await t.call(f.key, 'GET', `/reports/tax-liability?${YEAR}&group_by=month`);
    expect(r.status).toBe(200);
    expect([...new Set(r.body.lines.map((l: any) => l.period))]).toEqual(['2026-09', '2026-11']);
    const employer = r.body.lines
      .filter((l: any) => l.payer === 'company')
      .reduce((a: number, l: any) => a + cents(l.amount), 0);
    expect(employer).toBe(64643);
  });
});

describe('job costing', () => {
  it('allocates employer taxes by largest remainder and keeps totals exact', async () => {
    const r = await t.call(f.key, 'GET', `/reports/job-costing?${YEAR}`);
    expect(r.status).toBe(200);
    const g = (c: number | null, p: number | null, d: number | null) =>
      r.body.data.find((x: any) => x.customer_id === c && x.project_id === p && x.department_id === d);
    // Tom P1 line 1: 100000 × 17520 / 160000 = 10950 exactly; P2 overtime: 15000 × 19163 / 175000 =
    // 1642.54 → floor 1642 (remainder 95000) vs regular 160000 × 19163 / 175000 = 17520.46 → 17520
    // (remainder 80000); 1 cent left goes to the larger remainder: overtime 1643.
    expect(g(f.customer, f.project, null)).toMatchObject({
      hours: 55,
      gross_pay: 1150,
      employer_taxes: 125.93, // 10950 + 1643
      labor_cost: 1275.93,
    });
    expect(g(null, null, null)).toMatchObject({ hours: 110, gross_pay: 2200, employer_taxes: 240.9 }); // 6570 + 17520
    expect(g(f.customer, f.project, f.department)).toMatchObject({ hours: 40, employer_taxes: 139.8 });
    expect(g(f.customer, null, null)).toMatchObject({ hours: 10, gross_pay: 500, employer_taxes: 0 });
    expect(g(f.customer, f.project, null).customer_name).toBe('Acme Build');
    expect(r.body.totals).toEqual({
      hours: 255,
      gross_pay: 6250,
      employer_taxes: 646.43,
      labor_cost: 6896.43,
      unallocated_employer_taxes: 0,
    });
  });
});

describe('employee YTD', () => {
  it('sums each person over the year with taxes by code', async () => {
    const rows = await allPages('/reports/employee-ytd?year=2026');
    const tom = rows.find((x) => x.employee_id === f.tom);
    // gross 1600 + 1750; net 1267.60 + 1411.12 (the draft bonus is not approved)
    expect(tom).toMatchObject({ paychecks: 2, gross_pay: 3350, net_pay: 2678.72, reimbursements: 25 });
    expect(tom.taxes).toContainEqual({
      code: 'federal_income_tax',
      jurisdiction: 'US',
      payer: 'employee',
      amount: 240,
    });
    expect(rows.reduce((a, x) => a + cents(x.net_pay), 0)).toBe(508392);
    const none = await t.call(f.key, 'GET', '/reports/employee-ytd?year=2025');
    expect(none.body.data).toEqual([]);
  });
});

describe('hours from the time records', () => {
  it('splits at company-local midnight and groups by day, customer and project', async () => {
    const rec = (start: string, end: string | null, type: 'work' | 'break' = 'work', job = false) =>
      t.db
        .insertInto('time_records')
        .values({
          company_id: f.companyId,
          employee_id: f.tom,
          type,
          start,
          end,
          clockin_source: 'mobile',
          customer_id: job ? f.customer : null,
          project_id: job ? f.project : null,
        })
        .execute();
    // PST = UTC−8. Night shift Nov 9 21:00 → Nov 10 03:00 local on the project: 3 h each day.
    await rec('2026-11-10T05:00:00.000Z', '2026-11-10T11:00:00.000Z', 'work', true);
    // Nov 10 08:00–16:00 local, no job, with a 30-minute break.
    await rec('2026-11-10T16:00:00.000Z', '2026-11-11T00:00:00.000Z');
    await rec('2026-11-10T20:00:00.000Z', '2026-11-10T20:30:00.000Z', 'break');
    // Nov 11 local, outside the range; and an open record (not counted).
    await rec('2026-11-11T16:00:00.000Z', '2026-11-11T20:00:00.000Z');
    await rec('2026-11-12T16:00:00.000Z', null);
    const rows = await allPages('/reports/hours?start_date=2026-11-09&end_date=2026-11-10');
    expect(
      rows.map((r) => [r.day, r.customer_id, r.project_id, r.work_hours, r.break_hours, r.work_seconds]),
    ).toEqual([
      ['2026-11-09', f.customer, f.project, 3, 0, 10800],
      ['2026-11-10', null, null, 8, 0.5, 28800],
      ['2026-11-10', f.customer, f.project, 3, 0, 10800],
    ]);
    expect(rows[0]).toMatchObject({ first_name: 'Tom', customer_name: 'Acme Build', project_name: 'Tower' });
  });

  it('counts real elapsed time across the end of daylight saving time', async () => {
    // 2026-11-01 00:00 PDT (07:00Z) → 04:00 PST (12:00Z): 1:00–2:00 happens twice, 5 h elapsed.
    await t.db
      .insertInto('time_records')
      .values({
        company_id: f.companyId,
        employee_id: f.cara,
        type: 'work',
        start: '2026-11-01T07:00:00.000Z',
        end: '2026-11-01T12:00:00.000Z',
        clockin_source: 'mobile',
      })
      .execute();
    const r = await t.call(f.key, 'GET', '/reports/hours?start_date=2026-11-01&end_date=2026-11-01');
    expect(r.body.data.map((x: any) => [x.employee_id, x.day, x.work_seconds])).toEqual([
      [f.cara, '2026-11-01', 18000],
    ]);
  });
});

describe('bad input and tenancy', () => {
  it.each([
    ['start_date=2026-12-01&end_date=2026-11-01', 'end_date'],
    ['start_date=2020-01-01&end_date=2025-01-01', 'end_date'],
    ['start_date=2026-02-30&end_date=2026-03-01', 'start_date'],
    ['start_date=2026-01-01', 'end_date'],
  ])('rejects the range %s naming %s', async (q, field) => {
    for (const path of ['payroll-journal', 'tax-liability', 'job-costing', 'hours']) {
      const r = await t.call(f.key, 'GET', `/reports/${path}?${q}`);
      expect([path, r.status, r.body.code]).toEqual([path, 400, 'validation_failed']);
      expect(r.body.errors[0].field).toBe(field);
    }
  });

  it('accepts a range of exactly five years', async () => {
    const r = await t.call(f.key, 'GET', '/reports/job-costing?start_date=2022-01-01&end_date=2026-12-31');
    expect(r.status).toBe(200);
    expect(r.body.totals.gross_pay).toBe(6250);
  });

  it('rejects a year out of range and a forged cursor', async () => {
    const y = await t.call(f.key, 'GET', '/reports/employee-ytd?year=1999');
    expect([y.status, y.body.errors[0].field]).toEqual([400, 'year']);
    const c = await t.call(f.key, 'GET', `/reports/hours?${YEAR}&cursor=bm9wZQ`);
    expect([c.status, c.body.errors[0].field]).toEqual([400, 'cursor']);
  });

  it('shows another company nothing of this one and needs the payroll plan', async () => {
    const r = await t.call(f.otherKey, 'GET', `/reports/job-costing?${YEAR}`);
    expect(r.body.totals.gross_pay).toBe(9999); // only its own paycheck: 999900 cents
    const tt = await makeCompany(t.db, { plan: 'timetracking' });
    const p = await t.call(tt.apiKey, 'GET', `/reports/hours?${YEAR}`);
    expect([p.status, p.body.code]).toEqual([403, 'plan_required']);
  });
});
