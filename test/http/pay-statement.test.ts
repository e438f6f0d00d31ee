/**
 * Pay statements (GET /payrolls/:id/paychecks/:employee_id, JSON and PDF) over the ledger fixture
 * of test/helpers/reports-fixture.ts (its header shows each paycheck's cents). YTD = approved payrolls of the year up to the payday, plus the
 * payroll itself whatever its status.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractPdfText } from '../helpers/pdf-text.js';
import { startApp, type TestApp } from '../helpers/app.js';
import { seedReportsFixture, type ReportsFixture } from '../helpers/reports-fixture.js';

let t: TestApp;
let f: ReportsFixture;
const P1 = 'pay_P1aaaaaaaaaaaaaaaaaa';
const P2 = 'pay_P2bbbbbbbbbbbbbbbbbb';
const P3 = 'pay_P3cccccccccccccccccc';

beforeAll(async () => {
  t = await startApp('2026-11-21T22:00:00.000Z');
  f = await seedReportsFixture(t.db);
});
afterAll(async () => {
  await t.close();
});

describe('pay statement', () => {
  it('shows current and YTD per line for an approved payroll', async () => {
    const r = await t.call(f.key, 'GET', `/payrolls/${P2}/paychecks/${f.tom}`);
    expect(r.status).toBe(200);
    expect(r.body.payroll).toMatchObject({ payroll_id: P2, status: 'pending', payday: '2026-11-26' });
    expect(r.body.employee).toMatchObject({ employee_id: f.tom, first_name: 'Tom', last_name: 'Texas' });
    expect(r.body.company.name).toBe('Acme Co');
    expect(r.body.ytd).toEqual({
      year: 2026,
      through: '2026-11-26',
      includes_this_payroll_unapproved: false,
    });
    // regular: 80 h now; YTD 50 + 30 + 80 = 160 h, 1000 + 600 + 1600 = 3200.00. The draft P3 is not counted.
    expect(r.body.earnings).toEqual([
      {
        type: 'regular',
        description: 'Regular hours',
        hours: 80,
        rate: 20,
        amount: 1600,
        ytd_hours: 160,
        ytd_amount: 3200,
      },
      {
        type: 'overtime',
        description: 'Overtime',
        hours: 5,
        rate: 30,
        amount: 150,
        ytd_hours: 5,
        ytd_amount: 150,
      },
    ]);
    const fit = r.body.taxes.find((x: any) => x.code === 'federal_income_tax');
    expect(fit).toMatchObject({ amount: 130, ytd_amount: 240, taxable_wages: 1650, ytd_taxable_wages: 3150 });
    // the reason of this paycheck's line, read back from its detail (the fixture's text)
    expect(fit.reason).toBe('Pub 15-T percentage method on $1650.00');
    const sui = r.body.taxes.find((x: any) => x.code === 'state_unemployment');
    expect(sui).toMatchObject({ payer: 'company', jurisdiction: 'TX', amount: 47.25, ytd_amount: 90.45 });
    expect(r.body.benefits).toEqual([
      {
        code: '401k',
        description: '401(k)',
        pre_tax: true,
        employee_amount: 100,
        company_amount: 50,
        ytd_employee_amount: 200,
        ytd_company_amount: 100,
      },
    ]);
    expect(r.body.reimbursements).toEqual([
      { code: 'mileage', description: 'Mileage', amount: 25, ytd_amount: 25 },
    ]);
    // net 1411.12 now; YTD 1267.60 + 1411.12 = 2678.72; gross YTD 1600 + 1750 = 3350
    expect(r.body.totals.net_pay).toEqual({ current: 1411.12, ytd: 2678.72 });
    expect(r.body.totals.gross_pay).toEqual({ current: 1750, ytd: 3350 });
    expect(r.body.totals.employer_taxes).toEqual({ current: 191.63, ytd: 366.83 }); // 17520 + 19163
  });

  it("adds a draft's own amounts to the approved YTD and lists YTD-only lines", async () => {
    const r = await t.call(f.key, 'GET', `/payrolls/${P3}/paychecks/${f.tom}`);
    expect(r.status).toBe(200);
    expect(r.body.ytd.includes_this_payroll_unapproved).toBe(true);
    expect(r.body.earnings).toContainEqual({
      type: 'bonus',
      description: 'Bonus',
      hours: null,
      rate: null,
      amount: 500,
      ytd_hours: null,
      ytd_amount: 500,
    });
    expect(r.body.earnings.find((e: any) => e.type === 'regular')).toMatchObject({
      amount: 0,
      ytd_amount: 3200,
    });
    // net YTD 2678.72 + 351.75 = 3030.47; gross 3350 + 500 = 3850
    expect(r.body.totals.net_pay).toEqual({ current: 351.75, ytd: 3030.47 });
    expect(r.body.totals.gross_pay).toEqual({ current: 500, ytd: 3850 });
  });

  it('counts only what was approved up to the payday', async () => {
    const r = await t.call(f.key, 'GET', `/payrolls/${P1}/paychecks/${f.tom}`);
    expect(r.body.totals.net_pay).toEqual({ current: 1267.6, ytd: 1267.6 });
  });

  it('renders a PDF pay stub with the name, net pay and YTD', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/partner/v1/payrolls/${P2}/paychecks/${f.tom}`,
      headers: { 'x-api-key': f.key, accept: 'application/pdf' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await extractPdfText(res.rawPayload);
    expect(text).toContain('Tom Texas');
    expect(text).toMatch(/Net pay\s+\$1,411\.12\s+\$2,678\.72/);
    expect(text).toMatch(/Gross pay\s+\$1,750\.00\s+\$3,350\.00/);
    expect(text).toContain('2026-11-08 to 2026-11-21');
  });

  it("404s for another company's payroll and for a person without a paycheck", async () => {
    const other = await t.call(f.key, 'GET', `/payrolls/pay_PBxxxxxxxxxxxxxxxxxx/paychecks/${f.tom}`);
    expect([other.status, other.body.code]).toEqual([404, 'not_found']);
    const none = await t.call(f.key, 'GET', `/payrolls/${P2}/paychecks/${f.cody}`);
    expect([none.status, none.body.detail]).toEqual([
      404,
      `Employee ${f.cody} has no paycheck in payroll ${P2}`,
    ]);
    const bad = await t.call(f.key, 'GET', `/payrolls/${P2}/paychecks/abc`);
    expect(bad.status).toBe(400);
  });
});
