/**
 * Off-cycle payrolls through the API: `off_cycle_options` (Check's names, default all false), the
 * pay frequency of the employees' group, and NY SDI at most $0.60 a week across payrolls (NY WCL
 * §209). Expected cents worked by hand below (Pub 15 §7 22% flat rate, 2026 FICA, NY SDI 0.5%).
 *
 * Company in America/New_York; weekly group anchored Sunday 2026-01-04 → the week 2026-11-15 …
 * 11-21, payday 11-26. Nina works in New York City on $52,000 a year (weekly salary $1,000.00),
 * with a Section 125 medical plan ($100.00), a flat 401(k) ($50.00) and a support order ($200.00).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeEmployee, makeGroup, startApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
let key: string;
let nina: number;
let bea: number;
type Emp = { taxes: Array<{ code: string; jurisdiction: string; amount: number; reason: string }> } & Record<
  string,
  any
>;
const tax = (e: Emp, code: string, juris: string) =>
  e.taxes.find((x) => x.code === code && x.jurisdiction === juris);

beforeAll(async () => {
  t = await startApp('2026-11-21T22:00:00.000Z');
  let companyId: number;
  ({ apiKey: key, companyId } = await makeCompany(t.db, { plan: 'payroll', timezone: 'America/New_York' }));
  await t.db
    .insertInto('workplaces')
    .values({
      company_id: companyId,
      id: 'wrk_NYbroadway0000000',
      line1: '1 Broadway',
      line2: null,
      city: 'New York',
      state: 'NY',
      postal_code: '10004',
      country: 'US',
    })
    .execute();
  const weekly = await makeGroup(t.db, companyId, 'weekly', 'Weekly');
  const biweekly = await makeGroup(t.db, companyId, 'biweekly', 'Biweekly');
  const salaried = {
    workplace_id: 'wrk_NYbroadway0000000',
    earnings: [
      { start_date: '2025-01-01', payment_unit: 'salary', salary_type: 'yearly', salary_cents: 5200000 },
    ],
  };
  nina = await makeEmployee(t.db, companyId, {
    first_name: 'Nina',
    pay_schedule_group_id: weekly,
    ...salaried,
  });
  bea = await makeEmployee(t.db, companyId, {
    first_name: 'Bea',
    pay_schedule_group_id: biweekly,
    ...salaried,
  });
  await t.db
    .insertInto('employee_benefits')
    .values([
      {
        company_id: companyId,
        employee_id: nina,
        code: 'section125_medical',
        description: 'Medical',
        employee_amount_cents: 10000,
        start_date: '2025-01-01',
      },
      {
        company_id: companyId,
        employee_id: nina,
        code: '401k',
        description: '401(k)',
        employee_amount_cents: 5000,
        start_date: '2025-01-01',
      },
    ])
    .execute();
  await t.db
    .insertInto('employee_deductions')
    .values({
      company_id: companyId,
      employee_id: nina,
      code: 'child_support',
      description: 'Support order',
      amount_cents: 20000,
      start_date: '2025-01-01',
    })
    .execute();
  // The regular weekly payroll of 11-15 … 11-21, approved: NY SDI min(0.5% × (1,000 − 100) = 4.50, 0.60) = 0.60.
  const init = await t.call(key, 'POST', '/payrolls/initialize', {
    type: 'regular',
    pay_schedule_group_id: weekly,
  });
  const reg = await t.call(key, 'POST', '/payrolls', init.body.actions.create_draft);
  expect(tax(reg.body.employees[0], 'state_disability', 'NY')?.amount).toBe(0.6);
  expect((await t.call(key, 'POST', `/payrolls/${reg.body.payroll_id}/approve`)).status).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const offCycle = {
  type: 'off_cycle',
  start_date: '2026-11-15',
  end_date: '2026-11-21',
  payday: '2026-11-27',
};

describe('an off-cycle bonus in the same week', () => {
  let body: any;
  it("initialize: the frequency of the employee's group (weekly, not biweekly) and the default options", async () => {
    const init = await t.call(key, 'POST', '/payrolls/initialize', { ...offCycle, employee_ids: [nina] });
    expect(init.status).toBe(200);
    expect(init.body.pay_frequency).toBe('weekly');
    body = init.body.actions.create_draft;
    expect(body.off_cycle_options).toEqual({
      force_supplemental_withholding: false,
      apply_benefits: false,
      apply_post_tax_deductions: false,
    });
    body.employees[0].payrollData.earnings = [{ type: 'bonus', amount: 1000 }];
  });
  it('default options: no benefits, no support order, NY SDI $0.00 (the week already paid $0.60)', async () => {
    const r = await t.call(key, 'POST', '/payrolls', body);
    expect(r.status).toBe(201);
    expect(r.body.off_cycle_options).toEqual(body.off_cycle_options);
    const e = r.body.employees[0];
    expect(e.benefits).toEqual([]);
    expect(e.post_tax_deductions).toEqual([]);
    // 22% × 1,000 = 220.00 (Pub 15 §7); SS 6.2% × 1,000 = 62.00; Medicare 1.45% × 1,000 = 14.50
    expect(tax(e, 'federal_income_tax', 'US')?.amount).toBe(220);
    expect(tax(e, 'social_security', 'US')?.amount).toBe(62);
    // NY SDI: weekly cap 0.60 − 0.60 already withheld this week = 0.00
    expect(tax(e, 'state_disability', 'NY')?.amount).toBe(0);
    expect(tax(e, 'state_disability', 'NY')?.reason).toContain('already withheld');
    // NY PFL is a percent of every payroll's wages: 0.432% × 1,000 = 4.32
    expect(tax(e, 'state_family_leave', 'NY')?.amount).toBe(4.32);
    body.payroll_id = r.body.payroll_id;
  });
  it('apply_benefits and apply_post_tax_deductions: the elections and the order are taken (PUT)', async () => {
    const { payroll_id: id, ...b } = body;
    const r = await t.call(key, 'PUT', `/payrolls/${id}`, {
      ...b,
      off_cycle_options: {
        force_supplemental_withholding: false,
        apply_benefits: true,
        apply_post_tax_deductions: true,
      },
    });
    expect(r.status).toBe(200);
    const e = r.body.employees[0];
    expect(e.benefits.map((x: { employee_amount: number }) => x.employee_amount)).toEqual([100, 50]);
    expect(e.post_tax_deductions.map((x: { amount: number }) => x.amount)).toEqual([200]);
    // FIT 22% × (1,000 − 100 − 50) = 187.00; SS 6.2% × 900 = 55.80; Medicare 1.45% × 900 = 13.05;
    // NYS supplemental 11.70% × 850 = 99.45; NY SDI 0.00; PFL 0.432% × 900 = 3.888 → 3.89: taxes 359.19
    expect(tax(e, 'federal_income_tax', 'US')?.amount).toBe(187);
    // net = 1,000 − 359.19 − 150.00 − 200.00 = 290.81 (support 200 < 60% × 640.81 = 384.48)
    expect(e.net_pay).toBe(290.81);
    const again = await t.call(key, 'POST', '/payrolls/initialize', { type: 'off_cycle', payroll_id: id });
    expect(again.body.actions.create_draft.off_cycle_options).toEqual({
      force_supplemental_withholding: false,
      apply_benefits: true,
      apply_post_tax_deductions: true,
    });
  });
});

describe('validation', () => {
  it('off_cycle_options on a regular payroll is 400 naming it; a partial object is 400', async () => {
    const r = await t.call(key, 'POST', '/payrolls/initialize', {
      type: 'regular',
      pay_schedule_group_id: (await t.call(key, 'GET', '/payrolls/period-options')).body.regular[0]
        .pay_schedule_group_id,
      off_cycle_options: {
        force_supplemental_withholding: true,
        apply_benefits: true,
        apply_post_tax_deductions: true,
      },
    });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].field).toBe('off_cycle_options');
    const partial = await t.call(key, 'POST', '/payrolls/initialize', {
      ...offCycle,
      off_cycle_options: { apply_benefits: true },
    });
    expect(partial.status).toBe(400);
  });
  it('employees of groups with different frequencies and no pay_frequency: 400 naming pay_frequency', async () => {
    const r = await t.call(key, 'POST', '/payrolls/initialize', { ...offCycle, employee_ids: [nina, bea] });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].field).toBe('pay_frequency');
    expect(r.body.detail).toContain('biweekly, weekly');
    const ok = await t.call(key, 'POST', '/payrolls/initialize', {
      ...offCycle,
      employee_ids: [nina, bea],
      pay_frequency: 'biweekly',
    });
    expect(ok.body.pay_frequency).toBe('biweekly');
  });
});
