/**
 * Direct deposit of net pay across bank accounts: fixed amounts and percentages first (creation
 * order), the remainder account last; without a remainder account the last account takes what is
 * left; no account on file → paid manually with a `no_bank_account` warning. Deposits appear on the
 * paycheck summaries, the pay statement and the PDF stub, and are split again at approval over the
 * accounts on file then.
 *
 * Texas (no state income tax), off-cycle biweekly payroll paid 2026-11-27, no W-4 (single, no
 * adjustments). 80 h × $20.00 = $1,600.00. FIT (Pub 15-T 2026 Worksheet 1A): 1,600 × 26 = 41,600 −
 * 8,600 = 33,000; 1,240 + 12% × (33,000 − 19,900) = 2,812.00 ÷ 26 = 108.153… → $108.15. Social
 * security 6.2% = $99.20; Medicare 1.45% = $23.20. Net 1,600.00 − 230.55 = $1,369.45.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeEmployee, startApp, type TestApp } from '../helpers/app.js';
import { makeTexasWorkplace } from '../helpers/payroll-fixture.js';
import { extractPdfText } from '../helpers/pdf-text.js';

let t: TestApp;
let key: string;
let companyId: number;
const WP = 'wrk_TXdeposits00000000';
const ROUTING = '021000021';
let split: number; // $200 fixed, 10 %, remainder
let noRemainder: number; // $300 fixed, 25 %
let none: number; // no account
let later: number; // account added after the draft
let removed: number; // account deleted after the draft
let payrollId: string;
const ids: Record<string, number> = {};

const earnings = [
  { start_date: '2025-01-01', payment_unit: 'hour', payment_amount: '20.0000', overtime_amount: '1.5' },
];

async function account(emp: number, name: string, extra: Record<string, unknown>, number: string) {
  const r = await t.call(key, 'POST', `/employees/${emp}/bank-accounts`, {
    routing_number: ROUTING,
    account_number: number,
    account_type: 'checking',
    ...extra,
  });
  expect(r.status).toBe(201);
  ids[name] = r.body.bank_account_id;
}

beforeAll(async () => {
  t = await startApp('2026-11-21T22:00:00.000Z');
  ({ apiKey: key, companyId } = await makeCompany(t.db, { plan: 'payroll' }));
  await makeTexasWorkplace(t.db, companyId, WP);
  await t.db
    .insertInto('pay_schedule_groups')
    .values({
      company_id: companyId,
      name: 'All',
      pay_frequency: 'biweekly',
      anchor_start_date: '2026-01-04',
    })
    .execute();
  const person = (first_name: string) =>
    makeEmployee(t.db, companyId, { first_name, workplace_id: WP, earnings });
  split = await person('Split');
  noRemainder = await person('Fixed');
  none = await person('None');
  later = await person('Later');
  removed = await person('Removed');
  await account(split, 'fixed200', { split_amount: 200 }, '10000001');
  await account(split, 'rest', {}, '10000002');
  await account(split, 'pct10', { split_percent: 10 }, '10000003');
  await account(noRemainder, 'fixed300', { split_amount: 300 }, '20000001');
  await account(noRemainder, 'pct25', { split_percent: 25 }, '20000002');
  await account(removed, 'gone', {}, '30000001');
  const r = await t.call(key, 'POST', '/payrolls', {
    type: 'off_cycle',
    start_date: '2026-11-08',
    end_date: '2026-11-21',
    payday: '2026-11-27',
    pay_frequency: 'biweekly',
    employees: [split, noRemainder, none, later, removed].map((id) => ({
      employee_id: id,
      payrollData: { earnings: [{ type: 'regular', hours: 80, rate: 20 }] },
    })),
  });
  expect(r.body).toMatchObject({ payroll_id: expect.any(String) });
  payrollId = r.body.payroll_id;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const paycheck = async (emp: number) => {
  const r = await t.call(key, 'GET', `/payrolls/${payrollId}/paychecks?limit=10`);
  return (r.body.data as Array<Record<string, any>>).find((c) => c.employee_id === emp)!;
};

describe('direct deposit splits', () => {
  it('pays fixed amounts and percentages first and the remainder account last', async () => {
    const c = await paycheck(split);
    expect(c.net_pay).toBe(1369.45);
    // $200.00 fixed; 10 % × 1,369.45 = 136.945 → $136.95 (half-up); remainder 1,369.45 − 200.00 −
    // 136.95 = $1,032.50 — in deposit order: fixed splits by creation, the remainder last.
    expect(c.deposits).toEqual([
      {
        bank_account_id: ids.fixed200,
        account_type: 'checking',
        account_number_last4: '0001',
        routing_number_last4: '0021',
        amount: 200,
      },
      {
        bank_account_id: ids.pct10,
        account_type: 'checking',
        account_number_last4: '0003',
        routing_number_last4: '0021',
        amount: 136.95,
      },
      {
        bank_account_id: ids.rest,
        account_type: 'checking',
        account_number_last4: '0002',
        routing_number_last4: '0021',
        amount: 1032.5,
      },
    ]);
    expect(c.payment_method).toBe('direct_deposit');
  });

  it('gives what the splits leave to the last account when there is no remainder account', async () => {
    const c = await paycheck(noRemainder);
    // $300.00 fixed; 25 % × 1,369.45 = 342.3625 → $342.36; left 1,369.45 − 300.00 − 342.36 = 727.09,
    // added to the last account: 342.36 + 727.09 = $1,069.45.
    expect(c.deposits.map((d: { amount: number }) => d.amount)).toEqual([300, 1069.45]);
  });

  it('pays someone without an account manually, with a warning, and counts it out of the cash requirement', async () => {
    const c = await paycheck(none);
    expect(c.payment_method).toBe('manual');
    expect(c.deposits).toEqual([]);
    expect(c.warnings.map((w: { code: string }) => w.code)).toContain('no_bank_account');
    const p = await t.call(key, 'GET', `/payrolls/${payrollId}`);
    // Five people at $1,369.45 net; three had accounts at draft time (split, noRemainder, removed),
    // two are manual (none, later). Liability = 5 × (1,600.00 + employer 99.20 + 23.20 + FUTA 9.60)
    // = 5 × 1,732.00 = 8,660.00 (no SUI rate set); cash requirement = 8,660.00 − 2 × 1,369.45 = 5,921.10.
    expect(p.body.totals).toMatchObject({ liability: 8660, cash_requirement: 5921.1 });
  });

  it('splits again at approval over the accounts on file then', async () => {
    await account(later, 'late', {}, '40000001');
    const del = await t.call(key, 'DELETE', `/employees/${removed}/bank-accounts/${ids.gone}`);
    expect(del.status).toBe(204);
    const a = await t.call(key, 'POST', `/payrolls/${payrollId}/approve`);
    expect(a.status).toBe(200);
    // `removed` lost its only account → manual; `later` was made manual at draft time and stays so.
    const r = await paycheck(removed);
    expect(r.payment_method).toBe('manual');
    expect(r.deposits).toEqual([]);
    expect(r.warnings.map((w: { code: string }) => w.code)).toContain('no_bank_account');
    expect((await paycheck(later)).payment_method).toBe('manual');
    // Three manual now: cash requirement 8,660.00 − 3 × 1,369.45 = 4,551.65.
    expect(a.body.totals).toMatchObject({ liability: 8660, cash_requirement: 4551.65 });
    expect((await paycheck(split)).deposits.map((d: { amount: number }) => d.amount)).toEqual([
      200, 136.95, 1032.5,
    ]);
  });

  it('shows the deposits on the pay statement and the PDF stub', async () => {
    const s = await t.call(key, 'GET', `/payrolls/${payrollId}/paychecks/${split}`);
    expect(s.status).toBe(200);
    expect(s.body.deposits.map((d: { amount: number }) => d.amount)).toEqual([200, 136.95, 1032.5]);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/partner/v1/payrolls/${payrollId}/paychecks/${split}`,
      headers: { 'x-api-key': key, accept: 'application/pdf' },
    });
    expect(pdf.statusCode).toBe(200);
    const text = await extractPdfText(pdf.rawPayload);
    expect(text).toContain('Direct deposit');
    expect(text).toContain('Checking ••••0002');
    expect(text).toContain('$1,032.50');
  });
});
