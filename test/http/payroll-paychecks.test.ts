/**
 * Item-level edits of a draft (GET /payrolls/:id/paychecks, PATCH /payrolls/:id/paychecks/:employee_id):
 * one person and the header totals recomputed, 20 concurrent edits of different people without a
 * lost total, idempotent replays, the audit trail, and 400/404/409 for bad edits.
 *
 * Texas (no state income tax), SUI rate 2.7%, biweekly off-cycle payroll paid 2026-11-27, no W-4
 * (single, no adjustments). Every employee hourly at $20.00.
 *   Before the edits: 5 h × $20.00 = $100.00. FIT: 100 × 26 = 2,600 − 8,600 < 0 → $0.00 (Pub 15-T 2026
 *   Worksheet 1A); social security 6.2% = $6.20; medicare 1.45% = $1.45; net $92.35.
 *   After: 10 h × $20.00 = $200.00. FIT: 200 × 26 = 5,200 − 8,600 < 0 → $0.00; social security
 *   6.2% × 200 = $12.40; medicare 1.45% × 200 = $2.90; net 200 − 15.30 = $184.70.
 *   Employer per $200.00: social security $12.40 + medicare $2.90 + FUTA 0.6% $1.20 + TX SUI 2.7% $5.40
 *   = $21.90.
 * Contractor: 10 h × $50.00 = $500.00, then 12.5 h × $50.00 = $625.00 + $30.00 reimbursement → net $655.00.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeEmployee, startApp, type TestApp } from '../helpers/app.js';
import { makeTexasWorkplace } from '../helpers/payroll-fixture.js';
import { toInt } from '../../src/platform/db/type-parsers.js';

let t: TestApp;
let key: string;
let companyId: number;
let payrollId: string;
const people: number[] = [];
let contractor: number;
let outsider: number;

const body = () => ({
  type: 'off_cycle',
  start_date: '2026-11-08',
  end_date: '2026-11-21',
  payday: '2026-11-27',
  pay_frequency: 'biweekly',
  employees: people.map((id) => ({
    employee_id: id,
    payrollData: { earnings: [{ type: 'regular', hours: 5, rate: 20 }] },
  })),
  contractors: [
    { employee_id: contractor, payrollData: { earnings: [{ type: 'regular', hours: 10, rate: 50 }] } },
  ],
});

beforeAll(async () => {
  t = await startApp('2026-11-21T22:00:00.000Z');
  ({ apiKey: key, companyId } = await makeCompany(t.db, { plan: 'payroll' }));
  await t.db
    .updateTable('companies')
    .set({ sui_rates: JSON.stringify({ TX: '0.027' }) })
    .where('id', '=', companyId)
    .execute();
  await makeTexasWorkplace(t.db, companyId, 'wrk_TXaustin00000000000');
  await t.db
    .insertInto('pay_schedule_groups')
    .values({
      company_id: companyId,
      name: 'All',
      pay_frequency: 'biweekly',
      anchor_start_date: '2026-01-04',
    })
    .execute();
  const earnings = [
    { start_date: '2025-01-01', payment_unit: 'hour', payment_amount: '20.0000', overtime_amount: '1.5' },
  ];
  for (let i = 0; i < 20; i++) {
    people.push(
      await makeEmployee(t.db, companyId, {
        first_name: `P${i}`,
        workplace_id: 'wrk_TXaustin00000000000',
        earnings,
      }),
    );
  }
  contractor = await makeEmployee(t.db, companyId, {
    first_name: 'Cody',
    employment_type: 'contractor',
    workplace_id: 'wrk_TXaustin00000000000',
    earnings: [{ start_date: '2025-01-01', payment_unit: 'hour', payment_amount: '50.0000' }],
  });
  outsider = await makeEmployee(t.db, companyId, { workplace_id: 'wrk_TXaustin00000000000', earnings });
  const r = await t.call(key, 'POST', '/payrolls', body());
  expect(r.status).toBe(201);
  payrollId = r.body.payroll_id;
  // 20 × $100.00 = $2,000.00 gross; 20 × $92.35 = $1,847.00 net
  expect(r.body.totals).toMatchObject({ employee_gross: 2000, employee_net: 1847, contractor_net: 500 });
});

afterAll(async () => {
  await t?.close();
});

describe('paychecks of a draft', () => {
  it('lists paychecks in pages ordered by employee_id', async () => {
    const first = await t.call(key, 'GET', `/payrolls/${payrollId}/paychecks?limit=15`);
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(15);
    expect(first.body.data[0]).toMatchObject({
      employee_id: people[0],
      is_contractor: false,
      gross_pay: 100,
      employee_taxes: 7.65,
      net_pay: 92.35,
    });
    const second = await t.call(
      key,
      'GET',
      `/payrolls/${payrollId}/paychecks?limit=15&cursor=${first.body.pagination.next_cursor}`,
    );
    expect(second.body.data.map((c: { employee_id: number }) => c.employee_id)).toEqual([
      ...people.slice(15),
      contractor,
    ]);
    expect(second.body.pagination.next_cursor).toBeNull();
  });

  it('recomputes one person and the totals; replays with the same Idempotency-Key; audits', async () => {
    const patch = {
      payrollData: {
        earnings: [
          { type: 'regular', hours: 12.5, rate: 50 },
          { type: 'reimbursement', amount: 30, description: 'mileage' },
        ],
      },
      note: 'December invoice',
    };
    const headers = { 'idempotency-key': 'edit-contractor-1' };
    const r = await t.call(key, 'PATCH', `/payrolls/${payrollId}/paychecks/${contractor}`, patch, headers);
    expect(r.status).toBe(200);
    expect(r.body.paycheck).toMatchObject({
      employee_id: contractor,
      gross_pay: 625,
      reimbursements: 30,
      net_pay: 655,
      note: 'December invoice',
    });
    // contractor gross 625.00, net 655.00; reimbursements 30.00; employees unchanged
    expect(r.body.totals).toMatchObject({
      contractor_gross: 625,
      contractor_net: 655,
      reimbursements: 30,
      employee_gross: 2000,
    });
    const again = await t.call(
      key,
      'PATCH',
      `/payrolls/${payrollId}/paychecks/${contractor}`,
      patch,
      headers,
    );
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(r.body);
    const audits = await t.db
      .selectFrom('audit_events')
      .select(['action', 'resource_id'])
      .where('company_id', '=', companyId)
      .where('action', '=', 'update_paycheck')
      .execute();
    expect(audits).toEqual([{ action: 'update_paycheck', resource_id: payrollId }]);
    const preview = await t.call(key, 'GET', `/payrolls/${payrollId}/preview`);
    expect(preview.body.contractors[0].earnings).toEqual([
      { type: 'regular', hours: 12.5, rate: 50, amount: 625, description: null },
      { type: 'reimbursement', hours: null, rate: null, amount: 30, description: 'mileage' },
    ]);
  });

  it('lands 20 concurrent edits of different people with exact totals', async () => {
    const results = await Promise.all(
      people.map((id) =>
        t.call(key, 'PATCH', `/payrolls/${payrollId}/paychecks/${id}`, {
          payrollData: { earnings: [{ type: 'regular', hours: 10, rate: 20 }] },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(people.map(() => 200));
    const p = await t.call(key, 'GET', `/payrolls/${payrollId}`);
    // 20 × $200.00 = $4,000.00; taxes 20 × $15.30 = $306.00; net 20 × $184.70 = $3,694.00;
    // employer taxes 20 × $21.90 = $438.00; liability 4,000 + 30 + 625 + 438 = $5,093.00.
    // Nobody has a bank account on file, so every paycheck is paid manually (no_bank_account) and
    // the cash requirement leaves out all net pay: 5,093.00 − 3,694.00 − 655.00 = $744.00.
    expect(p.body.totals).toEqual({
      employee_gross: 4000,
      employee_taxes: 306,
      employee_benefits: 0,
      post_tax_deductions: 0,
      reimbursements: 30,
      employee_net: 3694,
      contractor_gross: 625,
      contractor_net: 655,
      company_taxes: 438,
      company_benefits: 0,
      liability: 5093,
      cash_requirement: 744,
    });
    expect(p.body.employees.every((e: { net_pay: number }) => e.net_pay === 184.7)).toBe(true);
    const sums = await t.db
      .selectFrom('paychecks')
      .select((eb) => eb.fn.sum<string>('net_cents').as('net'))
      .where('company_id', '=', companyId)
      .where('payroll_id', '=', payrollId)
      .executeTakeFirstOrThrow();
    expect(Number(sums.net)).toBe(369400 + 65500);
  });

  it('400 names the bad value and leaves the draft intact; 404 for a person not in the payroll', async () => {
    const bad = await t.call(key, 'PATCH', `/payrolls/${payrollId}/paychecks/${people[0]}`, {
      payrollData: { earnings: [{ type: 'regular', hours: 10.125, rate: 20 }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('payrollData.earnings[0].hours');
    const still = await t.call(key, 'GET', `/payrolls/${payrollId}/paychecks?limit=1`);
    expect(still.body.data[0].net_pay).toBe(184.7);
    const missing = await t.call(key, 'PATCH', `/payrolls/${payrollId}/paychecks/${outsider}`, { note: 'x' });
    expect(missing.status).toBe(404);
    const both = await t.call(key, 'PATCH', `/payrolls/${payrollId}/paychecks/${people[0]}`, {
      payrollData: { earnings: [] },
      splits: [{ start_date: '2026-11-08', end_date: '2026-11-21', payrollData: { earnings: [] } }],
    });
    expect(both.status).toBe(400);
  });

  it('409 payroll_not_draft once approved; initialize rebuilds create_draft from the edited paychecks', async () => {
    const init = await t.call(key, 'POST', '/payrolls/initialize', {
      type: 'off_cycle',
      payroll_id: payrollId,
    });
    expect(init.body.actions.create_draft.employees[0]).toEqual({
      employee_id: people[0],
      payrollData: { earnings: [{ type: 'regular', hours: 10, rate: 20 }] },
    });
    expect(init.body.actions.create_draft.contractors[0].note).toBe('December invoice');
    expect((await t.call(key, 'POST', `/payrolls/${payrollId}/approve`)).status).toBe(200);
    const r = await t.call(key, 'PATCH', `/payrolls/${payrollId}/paychecks/${people[1]}`, { note: 'late' });
    expect([r.status, r.body.code]).toEqual([409, 'payroll_not_draft']);
    const count = await t.db
      .selectFrom('paychecks')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('company_id', '=', companyId)
      .where('payroll_id', '=', payrollId)
      .executeTakeFirstOrThrow();
    expect(toInt(count.n)).toBe(21);
  });
});
