/**
 * Historical payrolls (issue 22): entered, validated, stored as approved payrolls of type
 * `historical` that pay nobody, and counted in every wage base and YTD afterwards.
 *
 * The company moved to payclock in November: its employee (Texas, the payroll fixture's person 1)
 * was paid $150,000.00 through the previous provider from January to September. The figures of that
 * history (2026: Social Security 6.2% to $184,500, Medicare 1.45%, FUTA 0.6% net on the first
 * $7,000, TX SUI 2.7% on the first $9,000):
 *   FIT 30,000.00 on 150,000.00; SS 150,000 × 6.2% = 9,300.00 each side; Medicare 150,000 × 1.45%
 *   = 2,175.00 each side; FUTA 7,000 × 0.6% = 42.00; TX SUI 9,000 × 2.7% = 243.00.
 *   net = 150,000 − 30,000 − 9,300 − 2,175 = 108,525.00.
 * Then an off-cycle bonus of $40,000.00 is run here (payday 2026-11-20):
 *   Social Security only up to the base: 184,500 − 150,000 = 34,500.00 × 6.2% = 2,139.00 (each side);
 *   Medicare on all of it: 40,000 × 1.45% = 580.00; Additional Medicare none (190,000 ≤ 200,000);
 *   FUTA none (7,000 already); TX SUI none (9,000 already).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../helpers/app.js';
import { makePayrollCompany } from '../helpers/payroll-fixture.js';
import { toInt } from '../../src/platform/db/type-parsers.js';

let t: TestApp;
let key: string;
let emp: number;
let contractor: number;
let historicalId: string;

const HISTORY = (employeeId: number) => ({
  payday: '2026-09-30',
  start_date: '2026-01-01',
  end_date: '2026-09-30',
  pay_frequency: 'biweekly',
  employees: [
    {
      employee_id: employeeId,
      earnings: [{ type: 'regular', amount: 150000 }],
      taxes: [
        {
          code: 'federal_income_tax',
          jurisdiction: 'US',
          payer: 'employee',
          taxable_wages: 150000,
          amount: 30000,
        },
        {
          code: 'social_security',
          jurisdiction: 'US',
          payer: 'employee',
          taxable_wages: 150000,
          amount: 9300,
        },
        {
          code: 'social_security',
          jurisdiction: 'US',
          payer: 'company',
          taxable_wages: 150000,
          amount: 9300,
        },
        { code: 'medicare', jurisdiction: 'US', payer: 'employee', taxable_wages: 150000, amount: 2175 },
        { code: 'medicare', jurisdiction: 'US', payer: 'company', taxable_wages: 150000, amount: 2175 },
        { code: 'futa', jurisdiction: 'US', payer: 'company', taxable_wages: 7000, amount: 42 },
        {
          code: 'state_unemployment',
          jurisdiction: 'TX',
          payer: 'company',
          taxable_wages: 9000,
          amount: 243,
        },
      ],
    },
  ],
});

beforeAll(async () => {
  t = await startApp('2026-11-21T20:00:00.000Z');
  const f = await makePayrollCompany(t.db, 1);
  key = f.apiKey;
  const rows = await t.db
    .selectFrom('employees')
    .select('id')
    .where('company_id', '=', f.companyId)
    .execute();
  emp = toInt(rows[0]!.id);
  const c = await t.db
    .insertInto('employees')
    .values({
      company_id: f.companyId,
      first_name: 'Cody',
      last_name: 'Contractor',
      email: 'cody@fixture.example',
      employment_type: 'contractor',
      start_date: '2025-01-01',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  contractor = toInt(c.id);
});
afterAll(async () => {
  await t.close();
});

describe('POST /historical-payrolls', () => {
  it('refuses bad input naming the field, and writes nothing', async () => {
    const bad = async (mutate: (b: any) => void) => {
      const b: any = structuredClone(HISTORY(emp));
      mutate(b);
      return t.call(key, 'POST', '/historical-payrolls', b);
    };
    let r = await bad((b) => (b.employees[0].earnings[0].amount = -5));
    expect(r.status).toBe(400);
    expect(r.body.errors.map((e: any) => e.field)).toContain('employees[0].earnings[0].amount');
    r = await bad((b) => (b.employees[0].taxes[0].amount = 150000.01));
    expect(r.status).toBe(400);
    expect(r.body.errors[0].field).toBe('employees[0].taxes[0].amount');
    r = await bad((b) => (b.employees[0].taxes[6].jurisdiction = 'US'));
    expect(r.status).toBe(400);
    expect(r.body.errors[0].field).toBe('employees[0].taxes[6].jurisdiction');
    r = await bad((b) => (b.employees[0].taxes[0].code = 'federal_tax'));
    expect(r.status).toBe(400);
    expect(r.body.errors[0].field).toBe('employees[0].taxes[0].code');
    r = await bad((b) => (b.employees[0].taxes[0].payer = 'company'));
    expect(r.status).toBe(400);
    expect(r.body.errors[0].field).toBe('employees[0].taxes[0].payer');
    r = await bad((b) => b.employees[0].taxes.splice(2, 1)); // the company's Social Security line missing
    expect(r.status).toBe(400);
    expect(r.body.errors[0].field).toBe('employees[0].taxes');
    r = await bad((b) => (b.employees[0].taxes[1].taxable_wages = 150000.5));
    expect(r.status).toBe(400);
    expect(r.body.errors[0].field).toBe('employees[0].taxes[1].taxable_wages');
    r = await bad((b) => (b.employees[0].benefits = [{ code: 'pension', employee_amount: 10 }]));
    expect(r.status).toBe(400);
    expect(r.body.errors[0].field).toBe('employees[0].benefits[0].code');
    r = await bad((b) => (b.payday = '2026-11-22')); // tomorrow in Los Angeles
    expect(r.status).toBe(409);
    expect(r.body.errors[0].field).toBe('payday');
    r = await bad((b) => (b.employees[0].employee_id = 999999));
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('invalid_reference');
    r = await bad((b) => (b.employees[0].employee_id = contractor));
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('invalid_reference');
    expect(r.body.errors[0].field).toBe('employees[0].employee_id');
    const list = await t.call(key, 'GET', '/historical-payrolls');
    expect(list.body.data).toEqual([]);
  });

  it('stores an approved payroll of type historical that pays nobody', async () => {
    const r = await t.call(key, 'POST', '/historical-payrolls', {
      ...HISTORY(emp),
      contractors: [{ employee_id: contractor, amount: 800 }],
    });
    expect(r.status).toBe(201);
    historicalId = r.body.payroll_id;
    expect(r.body).toMatchObject({ type: 'historical', status: 'paid', payday: '2026-09-30' });
    // employee taxes 30,000 + 9,300 + 2,175 = 41,475; company 9,300 + 2,175 + 42 + 243 = 11,760
    expect(r.body.totals).toMatchObject({
      employee_gross: 150000,
      employee_taxes: 41475,
      employee_net: 108525,
      contractor_gross: 800,
      company_taxes: 11760,
    });
    expect(r.body.employees[0].payment_method).toBe('manual');
    const checks = await t.call(key, 'GET', `/payrolls/${historicalId}/paychecks`);
    expect(checks.status).toBe(200);
    for (const c of checks.body.data) expect(c.deposits).toEqual([]);
    const list = await t.call(key, 'GET', '/historical-payrolls');
    expect(list.body.data.map((p: any) => p.payroll_id)).toEqual([historicalId]);
    const byType = await t.call(key, 'GET', '/payrolls?type=historical');
    expect(byType.body.data.map((p: any) => p.payroll_id)).toEqual([historicalId]);
  });

  it('counts in the wage bases of the next payroll: Social Security to $184,500, no FUTA, no SUI', async () => {
    const draft = await t.call(key, 'POST', '/payrolls', {
      type: 'off_cycle',
      start_date: '2026-11-20',
      end_date: '2026-11-20',
      payday: '2026-11-20',
      employees: [{ employee_id: emp, payrollData: { earnings: [{ type: 'bonus', amount: 40000 }] } }],
    });
    expect(draft.status).toBe(201);
    const tax = (code: string, payer: string) =>
      draft.body.employees[0].taxes.find((l: any) => l.code === code && l.payer === payer);
    expect(tax('social_security', 'employee')).toMatchObject({ taxable_wages: 34500, amount: 2139 });
    expect(tax('social_security', 'company')).toMatchObject({ taxable_wages: 34500, amount: 2139 });
    expect(tax('medicare', 'employee')).toMatchObject({ taxable_wages: 40000, amount: 580 });
    expect(tax('additional_medicare', 'employee')?.amount ?? 0).toBe(0);
    expect(tax('futa', 'company')?.amount ?? 0).toBe(0);
    expect(tax('state_unemployment', 'company')?.amount ?? 0).toBe(0);
    const id = draft.body.payroll_id;
    expect((await t.call(key, 'POST', `/payrolls/${id}/approve`)).status).toBe(200);
    // The pay stub's YTD: gross 150,000 + 40,000 = 190,000; Social Security 9,300 + 2,139 = 11,439.
    const stub = await t.call(key, 'GET', `/payrolls/${id}/paychecks/${emp}`);
    expect(stub.body.totals.gross_pay).toEqual({ current: 40000, ytd: 190000 });
    const ss = stub.body.taxes.find((l: any) => l.code === 'social_security' && l.payer === 'employee');
    expect(ss).toMatchObject({ amount: 2139, ytd_amount: 11439, ytd_taxable_wages: 184500 });
    // Form 941 of Q3 (the history) in the tax-liability report: SS wages 150,000, tax 9,300 × 2.
    const rep = await t.call(
      key,
      'GET',
      '/reports/tax-liability?start_date=2026-01-01&end_date=2026-12-31&group_by=quarter',
    );
    const q3 = rep.body.form_941.find((q: any) => q.quarter === '2026-Q3');
    expect(q3).toMatchObject({
      social_security_wages: 150000,
      social_security_tax: 18600,
      federal_income_tax_withheld: 30000,
    });
  });

  it('refuses a historical payroll after an approved payroll here, and deleting one a later payroll counted (409)', async () => {
    // The off-cycle bonus of 2026-11-20 is approved: a payday of 2026-11-21 would come after it.
    const r = await t.call(key, 'POST', '/historical-payrolls', { ...HISTORY(emp), payday: '2026-11-21' });
    expect(r.status).toBe(409);
    expect(r.body.errors[0].field).toBe('payday');
    const d = await t.call(key, 'DELETE', `/historical-payrolls/${historicalId}`);
    expect(d.status).toBe(409);
    expect((await t.call(key, 'GET', `/historical-payrolls/${historicalId}`)).status).toBe(200);
  });

  it('deletes a historical payroll while nothing later is approved', async () => {
    // A fresh company with no payroll run here: the historical payroll can go.
    const f = await makePayrollCompany(t.db, 1);
    const rows = await t.db
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', f.companyId)
      .execute();
    const r = await t.call(f.apiKey, 'POST', '/historical-payrolls', HISTORY(toInt(rows[0]!.id)));
    expect(r.status).toBe(201);
    expect((await t.call(f.apiKey, 'GET', `/historical-payrolls/${historicalId}`)).status).toBe(404);
    expect((await t.call(f.apiKey, 'DELETE', `/historical-payrolls/${r.body.payroll_id}`)).status).toBe(204);
    expect((await t.call(f.apiKey, 'GET', `/payrolls/${r.body.payroll_id}`)).status).toBe(404);
    const lines = await t.db
      .selectFrom('pay_lines')
      .select('payroll_id')
      .where('company_id', '=', f.companyId)
      .execute();
    expect(lines).toEqual([]);
  });
});

describe('payclock import historical-payrolls (CSV)', () => {
  const HEADER =
    'payday,start_date,end_date,employee_email,line,code,jurisdiction,payer,taxable_wages,amount';
  const file = (rows: string[]) => [HEADER, ...rows].join('\n') + '\n';
  // Two paydays → two historical payrolls. Person 1: 2026-03-31 regular 5,000.00, FIT 600.00,
  // SS 5,000 × 6.2% = 310.00 each side, Medicare 5,000 × 1.45% = 72.50 each side;
  // 2026-06-30 regular 5,000.00 and a bonus 1,000.00, FIT 800.00. Contractor: 700.00 on 2026-06-30.
  const GOOD = [
    '2026-03-31,2026-01-01,2026-03-31,person1@fixture.example,earning,regular,,,,5000',
    '2026-03-31,,,person1@fixture.example,tax,federal_income_tax,US,employee,5000,600',
    '2026-03-31,,,person1@fixture.example,tax,social_security,US,employee,5000,310',
    '2026-03-31,,,person1@fixture.example,tax,social_security,US,company,5000,310',
    '2026-03-31,,,person1@fixture.example,tax,medicare,US,employee,5000,72.50',
    '2026-03-31,,,person1@fixture.example,tax,medicare,US,company,5000,72.50',
    '2026-06-30,,,person1@fixture.example,earning,regular,,,,5000',
    '2026-06-30,,,person1@fixture.example,earning,bonus,,,,1000',
    '2026-06-30,,,person1@fixture.example,tax,federal_income_tax,US,employee,6000,800',
    '2026-06-30,,,cody@fixture.example,contractor,,,,,700',
  ];

  it('imports every payday as one historical payroll, all or nothing, errors by row and column', async () => {
    const { importHistoricalCsv } = await import('../../src/modules/historical-payrolls/historical-csv.js');
    const f = await makePayrollCompany(t.db, 1);
    await t.db
      .insertInto('employees')
      .values({
        company_id: f.companyId,
        first_name: 'Cody',
        last_name: 'Contractor',
        email: 'cody@fixture.example',
        employment_type: 'contractor',
        start_date: '2025-01-01',
      })
      .execute();
    const bad = [...GOOD];
    bad[1] = '2026-03-31,,,person1@fixture.example,tax,federal_income_tax,CA,employee,5000,600'; // row 3
    let r = await importHistoricalCsv(t.db, f.companyId, file(bad), t.clock);
    // The first payroll (rows 2–7) fails on row 3's jurisdiction; nothing is written.
    expect(r).toEqual({
      errors: [
        { row: 3, column: 'jurisdiction', message: expect.stringContaining('"CA" is not a jurisdiction') },
      ],
    });
    const none = await t.call(f.apiKey, 'GET', '/historical-payrolls');
    expect(none.body.data).toEqual([]);
    r = await importHistoricalCsv(t.db, f.companyId, file(GOOD), t.clock);
    expect(r).toEqual({ imported: 2 });
    const list = await t.call(f.apiKey, 'GET', '/historical-payrolls');
    expect(
      list.body.data.map((p: any) => [p.payday, p.totals.employee_gross, p.totals.contractor_gross]).sort(),
    ).toEqual([
      ['2026-03-31', 5000, 0],
      ['2026-06-30', 6000, 700],
    ]);
    const march = list.body.data.find((p: any) => p.payday === '2026-03-31');
    // employee taxes 600 + 310 + 72.50 = 982.50; net 5,000 − 982.50 = 4,017.50
    expect(march.totals).toMatchObject({ employee_taxes: 982.5, employee_net: 4017.5, company_taxes: 382.5 });
    expect(march.start_date).toBe('2026-01-01');
  });
});
