/**
 * A 2,000-person company (test/helpers/payroll-fixture.ts) runs the whole payroll through the HTTP
 * API: period options → initialize → POST /payrolls with the full create_draft body (well over the
 * 1 MiB global body limit) → preview → approve; the header totals equal the sum of the paychecks
 * to the cent.
 *
 * Per person (Texas, no W-4 → single, no adjustments; Pub 15-T 2026 Worksheet 1A; FICA 6.2% / 1.45%;
 * FUTA 0.6%; TX SUI 2.7%):
 *   1,600 people at 80 h × $20.00 = $1,600.00. FIT: 1,600 × 26 = 41,600 − 8,600 = 33,000;
 *     1,240 + 12% × (33,000 − 19,900) = 2,812.00 /yr ÷ 26 = 108.153… → $108.15; social security $99.20;
 *     medicare $23.20; net 1,600 − 230.55 = $1,369.45. Employer 99.20 + 23.20 + 9.60 + 43.20 = $175.20.
 *   400 people (every 5th) at 80 h + 10 h overtime: 1,600 + 10 × $30.00 = $1,900.00. FIT: 1,900 × 26 =
 *     49,400 − 8,600 = 40,800; 1,240 + 12% × 20,900 = 3,748.00 /yr ÷ 26 = 144.153… → $144.15; social
 *     security $117.80; medicare $27.55; net 1,900 − 289.50 = $1,610.50. Employer 117.80 + 27.55 +
 *     11.40 + 51.30 = $208.05.
 * Totals: gross 1,600 × 1,600 + 400 × 1,900 = $3,320,000.00; net 1,600 × 1,369.45 + 400 × 1,610.50 =
 * $2,835,320.00; employer taxes 1,600 × 175.20 + 400 × 208.05 = $363,540.00.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../helpers/app.js';
import { makePayrollCompany, type PayrollCompany } from '../helpers/payroll-fixture.js';

let t: TestApp;
let co: PayrollCompany;

const cents = (dollars: number) => Math.round(dollars * 100);

beforeAll(async () => {
  t = await startApp('2026-11-22T20:00:00.000Z');
  co = await makePayrollCompany(t.db, 2000);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('2,000 people through the HTTP API', () => {
  it('period options → initialize → draft → preview → approve, totals = sum of paychecks', async () => {
    const key = co.apiKey;
    const po = await t.call(key, 'GET', '/payrolls/period-options');
    const period = po.body.regular[0].periods.find(
      (p: { start_date: string }) => p.start_date === co.period.start_date,
    );
    expect(period).toMatchObject({ ...co.period, status: 'open' });
    const init = await t.call(key, 'POST', '/payrolls/initialize', {
      type: 'regular',
      pay_schedule_group_id: co.groupId,
      start_date: co.period.start_date,
      end_date: co.period.end_date,
    });
    expect(init.status).toBe(200);
    expect(init.body.employees).toHaveLength(2000);
    const draftBody = JSON.stringify(init.body.actions.create_draft);
    expect(draftBody.length).toBeGreaterThan(1024 * 1024);
    const draft = await t.call(key, 'POST', '/payrolls', draftBody);
    expect(draft.status).toBe(201);
    const id = draft.body.payroll_id;
    const preview = await t.call(key, 'GET', `/payrolls/${id}/preview`);
    expect(preview.body.totals).toEqual(draft.body.totals);
    // the draft's answer (streamed after the commit from the paychecks computed) is the same
    // document as the preview rebuilt from the stored ledger, byte for byte
    expect(draft.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(draft.body).toEqual(preview.body);
    expect(draft.raw).toBe(preview.raw);
    const employees = preview.body.employees as Array<{ gross_pay: number; net_pay: number; taxes: any[] }>;
    expect(employees).toHaveLength(2000);
    const sum = (f: (e: (typeof employees)[number]) => number) => employees.reduce((s, e) => s + f(e), 0);
    const company = (e: (typeof employees)[number]) =>
      e.taxes
        .filter((x) => x.payer === 'company')
        .reduce((s: number, x: { amount: number }) => s + cents(x.amount), 0);
    expect(sum((e) => cents(e.gross_pay))).toBe(cents(preview.body.totals.employee_gross));
    expect(sum((e) => cents(e.net_pay))).toBe(cents(preview.body.totals.employee_net));
    expect(sum(company)).toBe(cents(preview.body.totals.company_taxes));
    expect(preview.body.totals).toMatchObject({
      employee_gross: 3_320_000,
      employee_net: 2_835_320,
      company_taxes: 363_540,
    });
    expect(employees[0]).toMatchObject({ gross_pay: 1600, net_pay: 1369.45 });
    expect(employees[4]).toMatchObject({ gross_pay: 1900, net_pay: 1610.5 });
    const approved = await t.call(key, 'POST', `/payrolls/${id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.totals).toEqual(draft.body.totals);
    // GET /payrolls/:id (streamed) answers the approved payroll: the same people as the draft's preview
    const got = await t.call(key, 'GET', `/payrolls/${id}`);
    expect([got.status, got.headers['content-type']]).toEqual([200, 'application/json; charset=utf-8']);
    expect(got.body).toEqual(approved.body);
    expect(got.body.employees).toEqual(preview.body.employees);
    expect(got.body.contractors).toEqual(preview.body.contractors);
    const list = await t.call(key, 'GET', '/payrolls');
    expect(list.body.data[0]).toMatchObject({ payroll_id: id, status: 'pending', employee_count: 2000 });
  }, 120_000);
});
