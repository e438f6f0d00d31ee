/**
 * GET /tax-deposits and `tax_deposit.due_soon` on a Texas company (no lookback history → monthly
 * depositor, IRS Publication 15 (2026) §11), two people at 80 h × $20.00 per payroll:
 * Form 941 taxes per person = FIT 108.15 + social security 2 × 99.20 + Medicare 2 × 23.20 = $352.95,
 * per payroll 2 × 352.95 = $705.90; FUTA 0.6 % × 1,600 = 9.60 per person, $19.20 per payroll;
 * Texas SUI 2.7 % × 1,600 = 43.20 per person, $86.40 per payroll.
 * Payroll A paid Fri 2026-11-27, payroll B Fri 2026-12-04.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../helpers/app.js';
import { offCyclePayroll, paymentsCompany, person } from '../helpers/payments-fixture.js';
import { taxDepositDueSoonSweep } from '../../src/modules/payments/tax-deposit-sweep.js';

let t: TestApp;
let key: string;
let a: string;
let b: string;
let people: number[];
const WP = 'wrk_TXtaxdeposits0000';

beforeAll(async () => {
  t = await startApp('2026-11-21T22:00:00.000Z');
  const c = await paymentsCompany(t, WP);
  key = c.key;
  await t.db
    .updateTable('companies')
    .set({ sui_rates: JSON.stringify({ TX: '0.027' }) })
    .where('id', '=', c.companyId)
    .execute();
  people = [await person(t, c.companyId, WP, 'Ada'), await person(t, c.companyId, WP, 'Ben')];
  a = await offCyclePayroll(t, key, people, '2026-11-27');
  expect((await t.call(key, 'POST', `/payrolls/${a}/approve`)).status).toBe(200);
  b = await offCyclePayroll(t, key, people, '2026-12-04');
  expect((await t.call(key, 'POST', `/payrolls/${b}/approve`)).status).toBe(200);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /tax-deposits', () => {
  it('monthly depositor: 941 taxes by the 15th, FUTA and Texas SUI after the quarter', async () => {
    const r = await t.call(key, 'GET', '/tax-deposits?start_date=2026-11-01&end_date=2026-12-31');
    expect(r.status).toBe(200);
    expect(r.body.schedule).toMatchObject({
      year: 2026,
      federal_schedule: 'monthly',
      lookback_start: '2024-07-01',
      lookback_end: '2025-06-30',
      lookback_taxes: 0,
    });
    const brief = r.body.data.map((d: any) => [
      d.due_date,
      d.tax,
      d.jurisdiction,
      d.amount,
      d.payroll_ids,
      d.rule,
    ]);
    expect(brief).toEqual([
      // November paydays → Tue 2026-12-15; December → Fri 2027-01-15.
      ['2026-12-15', 'federal_941', 'US', 705.9, [a], 'monthly'],
      ['2027-01-15', 'federal_941', 'US', 705.9, [b], 'monthly'],
      // Q4 FUTA 2 × 19.20 = 38.40 → Jan 31, 2027, a Sunday → Mon 2027-02-01 (Form 940 instructions).
      ['2027-02-01', 'futa', 'US', 38.4, [a, b], 'quarterly'],
      // Texas SUI 2 × 86.40 = 172.80, last day of the month after the quarter → Mon 2027-02-01.
      ['2027-02-01', 'state_unemployment', 'TX', 172.8, [a, b], 'quarterly'],
    ]);
    expect(r.body.data[3].verified).toBe(true); // confirmed from TWC's due-date page
    expect(r.body.data[3].source).toContain('Texas Workforce Commission');
  });

  it('a historical payroll counts in no deposit: its previous provider made them', async () => {
    // Payday Fri 2026-10-30, before payroll A: $1,000.00 of wages with FIT 100.00, social security
    // 2 × 62.00, Medicare 2 × 14.50, FUTA 6.00 and Texas SUI 27.00. Were it on the calendar, an
    // October 941 deposit of 100 + 124 + 29 = $253.00 would be due 2026-11-16 and Q4 FUTA would be
    // 38.40 + 6.00 = $44.40; both stay as they were.
    const tax = (code: string, payer: string, wages: number, amount: number, jurisdiction = 'US') => ({
      code,
      jurisdiction,
      payer,
      taxable_wages: wages,
      amount,
    });
    const h = await t.call(key, 'POST', '/historical-payrolls', {
      payday: '2026-10-30',
      start_date: '2026-10-17',
      end_date: '2026-10-30',
      pay_frequency: 'biweekly',
      employees: [
        {
          employee_id: people[0],
          earnings: [{ type: 'regular', amount: 1000 }],
          taxes: [
            tax('federal_income_tax', 'employee', 1000, 100),
            tax('social_security', 'employee', 1000, 62),
            tax('social_security', 'company', 1000, 62),
            tax('medicare', 'employee', 1000, 14.5),
            tax('medicare', 'company', 1000, 14.5),
            tax('futa', 'company', 1000, 6),
            tax('state_unemployment', 'company', 1000, 27, 'TX'),
          ],
        },
      ],
    });
    expect(h.status).toBe(201);
    const r = await t.call(key, 'GET', '/tax-deposits?start_date=2026-10-01&end_date=2026-12-31');
    expect(r.status).toBe(200);
    expect(r.body.data.map((d: any) => [d.due_date, d.tax, d.amount])).toEqual([
      ['2026-12-15', 'federal_941', 705.9],
      ['2027-01-15', 'federal_941', 705.9],
      ['2027-02-01', 'futa', 38.4],
      ['2027-02-01', 'state_unemployment', 172.8],
    ]);
  });

  it('400 for a range across two years', async () => {
    const r = await t.call(key, 'GET', '/tax-deposits?start_date=2026-11-01&end_date=2027-01-31');
    expect(r.status).toBe(400);
  });
});

describe('tax_deposit.due_soon', () => {
  it('announces a deposit due within 2 banking days once', async () => {
    t.clock.set('2026-12-11T18:00:00.000Z'); // Fri 2026-12-11 in Los Angeles; +2 banking days = Tue 12-15
    const first = await t.call(key, 'POST', '/tax-deposits/notify', {});
    expect(first.body.data.map((d: any) => [d.due_date, d.tax, d.amount])).toEqual([
      ['2026-12-15', 'federal_941', 705.9],
    ]);
    const again = await t.call(key, 'POST', '/tax-deposits/notify', {});
    expect(again.body.data).toEqual([]);
    const ev = await t.call(key, 'GET', '/events?type=tax_deposit.due_soon');
    expect(ev.body.data).toHaveLength(1);
    expect(ev.body.data[0].data).toMatchObject({
      due_date: '2026-12-15',
      tax: 'federal_941',
      payroll_ids: [a],
    });
  });
});

describe('the daily tax_deposit.due_soon sweep (TAX_DEPOSIT_NOTICE_DAYS)', () => {
  it('announces each deposit once, without a call: twice the same day, after a restart, the next day', async () => {
    // By due date (the events list is newest first).
    const dueSoon = async () =>
      (await t.call(key, 'GET', '/events?type=tax_deposit.due_soon')).body.data
        .map((e: any) => [e.data.due_date, e.data.tax, e.data.amount, e.data.payroll_ids])
        .sort((x: string[], y: string[]) => x[0]!.localeCompare(y[0]!));
    // Before: only the December 15 deposit the route announced above.
    expect(await dueSoon()).toEqual([['2026-12-15', 'federal_941', 705.9, [a]]]);
    const sweep = taxDepositDueSoonSweep(2);
    // Wed 2027-01-13 10:00 in Los Angeles; + 2 banking days = Fri 2027-01-15: payroll B's 941
    // taxes (December payday 2026-12-04, monthly depositor → January 15) = $705.90. FUTA
    // (2 × 19.20 = 38.40 ≤ $500) has no deposit; Texas SUI is due January 31, outside the window.
    const wed = new Date('2027-01-13T18:00:00.000Z');
    expect(await sweep(t.db, wed)).toBe(1);
    expect(await sweep(t.db, wed)).toBe(0); // same company-local day: not run again
    expect(await taxDepositDueSoonSweep(2)(t.db, wed)).toBe(0); // a restarted process: notice kept
    // Thu 2027-01-14: + 2 banking days = Tue 01-19 (Mon 01-18 is Martin Luther King Jr. Day):
    // nothing new is due.
    expect(await sweep(t.db, new Date('2027-01-14T18:00:00.000Z'))).toBe(0);
    expect(await dueSoon()).toEqual([
      ['2026-12-15', 'federal_941', 705.9, [a]],
      ['2027-01-15', 'federal_941', 705.9, [b]],
    ]);
  });
});
