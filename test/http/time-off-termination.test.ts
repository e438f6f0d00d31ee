/**
 * Termination payout (docs/time-off.md "Termination payout"): dismissing through
 * PATCH /employees/:id offers the final pay of the policies marked payout_on_termination — per
 * policy hours × rate and the two ways to pay it — and the offered off-cycle pays exactly that.
 * Every figure is worked out by hand.
 *
 * California company (San Francisco workplace), biweekly group anchored 2026-01-04 → the period
 * holding Fri 2026-11-20 is Sun 11-08 … Sat 11-21, payday 11-26 (5 days after the period).
 * Clock 2026-11-20T22:00Z = 14:00 PST on Fri Nov 20.
 *
 * Vera ($24.50/h, pto_payment_amount $26.25): vacation balance 37.3333 h (opening 36 h + an
 * adjustment of 1.3333 h), sick balance 20 h. Vacation is paid out (Labor Code §227.3), sick leave
 * is not (Labor Code §246: unused paid sick days are not paid at separation). Sam (salaried, $52,000/year): PTO 10 h, no hourly rate.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeEmployee, makeGroup, startApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
let key: string;
let companyId: number;
let groupId: number;
let vera: number;
let sam: number;
let vacation: number;
let sick: number;

const balance = async (emp: number, policy: number) => {
  const r = await t.call(key, 'GET', `/employees/${emp}/time-off-balances?as_of=2026-12-31`);
  return r.body.balances.find((b: { time_off_policy_id: number }) => b.time_off_policy_id === policy);
};

beforeAll(async () => {
  t = await startApp('2026-11-20T22:00:00.000Z');
  ({ apiKey: key, companyId } = await makeCompany(t.db, { plan: 'payroll' }));
  await t.db
    .updateTable('companies')
    .set({ sui_rates: JSON.stringify({ CA: '0.034' }) })
    .where('id', '=', companyId)
    .execute();
  await t.db
    .insertInto('workplaces')
    .values({
      company_id: companyId,
      id: 'wrk_CAterminate000000',
      line1: '1 Market St',
      line2: null,
      city: 'San Francisco',
      state: 'CA',
      postal_code: '94105',
      country: 'US',
    })
    .execute();
  groupId = await makeGroup(t.db, companyId, 'biweekly', 'Hourly');
  vera = await makeEmployee(t.db, companyId, {
    first_name: 'Vera',
    pay_schedule_group_id: groupId,
    workplace_id: 'wrk_CAterminate000000',
    earnings: [
      {
        start_date: '2025-01-01',
        payment_unit: 'hour',
        payment_amount: '24.5000',
        overtime_amount: '1.5',
      },
    ],
  });
  await t.db
    .updateTable('employee_earnings')
    .set({ pto_payment_amount: '26.2500' })
    .where('company_id', '=', companyId)
    .where('employee_id', '=', vera)
    .execute();
  sam = await makeEmployee(t.db, companyId, {
    first_name: 'Sam',
    pay_schedule_group_id: groupId,
    workplace_id: 'wrk_CAterminate000000',
    earnings: [
      { start_date: '2025-01-01', payment_unit: 'salary', salary_type: 'yearly', salary_cents: 5_200_000 },
    ],
  });
  const mk = async (body: Record<string, unknown>) => {
    const r = await t.call(key, 'POST', '/time-off-policies', body);
    expect(r.status).toBe(201);
    return r.body.time_off_policy_id as number;
  };
  vacation = await mk({
    name: 'Vacation',
    kind: 'vacation',
    accrual_method: 'per_hour_worked',
    accrual_hours: 1,
    per_hours_worked: 20,
    payout_on_termination: true,
  });
  sick = await mk({
    name: 'Sick leave',
    kind: 'sick',
    accrual_method: 'per_hour_worked',
    accrual_hours: 1,
    per_hours_worked: 30,
    max_balance_hours: 80,
  });
  const adjust = async (emp: number, policy: number, hours: number) =>
    expect(
      (
        await t.call(key, 'POST', `/employees/${emp}/time-off-adjustments`, {
          time_off_policy_id: policy,
          hours,
          effective_date: '2026-11-01',
        })
      ).status,
    ).toBe(201);
  await adjust(vera, vacation, 36);
  await adjust(vera, vacation, 1.3333);
  await adjust(vera, sick, 20);
  await adjust(sam, vacation, 10);
});

afterAll(async () => {
  await t?.close();
});

describe('termination payout', () => {
  it('is offered by the dismissal: hours × rate per policy paid out, not sick leave', async () => {
    const d = await t.call(key, 'PATCH', `/employees/${vera}`, {
      is_active: false,
      dismissed_on: '2026-11-20',
    });
    expect(d.status).toBe(200);
    expect(d.body.status).toBe('dismissed');
    const offer = d.body.termination_payout;
    // Vacation 36 + 1.3333 = 37.3333 h → paid to the hundredth: 37.33 h (half-up)
    // × $26.25 (pto_payment_amount) = 979.9125 → $979.91 (half-up to the cent)
    expect(offer.lines).toEqual([
      {
        time_off_policy_id: vacation,
        policy: 'Vacation',
        kind: 'vacation',
        balance_hours: 37.3333,
        hours: 37.33,
        rate: 26.25,
        amount: 979.91,
      },
    ]);
    expect(offer.total_amount).toBe(979.91);
    expect(offer.dismissed_on).toBe('2026-11-20');
    // the regular period holding 11-20 has no payroll yet: it can take the payout
    expect(offer.options.next_regular).toEqual({
      pay_schedule_group_id: groupId,
      start_date: '2026-11-08',
      end_date: '2026-11-21',
      payday: '2026-11-26',
      payroll_id: null,
      status: 'open',
    });
    // the off-cycle: dismissal date, payday today (11-20 is both), only the payout line, supplemental
    expect(offer.options.off_cycle.path).toBe('/partner/v1/payrolls');
    expect(offer.options.off_cycle.body).toMatchObject({
      type: 'off_cycle',
      start_date: '2026-11-20',
      end_date: '2026-11-20',
      payday: '2026-11-20',
      off_cycle_options: { force_supplemental_withholding: true, apply_benefits: false },
      employees: [
        {
          employee_id: vera,
          payrollData: {
            earnings: [
              {
                type: 'pto',
                hours: 37.33,
                rate: 26.25,
                amount: 979.91,
                description: 'Final pay: Vacation balance 37.33 h × $26.25',
              },
            ],
          },
        },
      ],
    });
    // the same offer as a resource, with a chosen payday
    const again = await t.call(key, 'GET', `/employees/${vera}/termination-payout?payday=2026-11-23`);
    expect(again.status).toBe(200);
    expect(again.body.lines).toEqual(offer.lines);
    expect(again.body.options.off_cycle.body.payday).toBe('2026-11-23');
  });

  it('is paid by the offered off-cycle; approval empties the balance; a second payout is refused', async () => {
    const offer = (await t.call(key, 'GET', `/employees/${vera}/termination-payout?payday=2026-11-23`)).body;
    const created = await t.call(key, 'POST', '/payrolls', offer.options.off_cycle.body);
    expect(created.status).toBe(201);
    const paycheck = created.body.employees[0];
    expect(paycheck.gross_pay).toBe(979.91);
    expect(paycheck.earnings).toEqual([
      {
        type: 'pto',
        hours: 37.33,
        rate: 26.25,
        amount: 979.91,
        description: 'Final pay: Vacation balance 37.33 h × $26.25',
      },
    ]);
    // a second draft with the same line (e.g. the regular payroll initialized meanwhile)
    const second = await t.call(key, 'POST', '/payrolls', {
      ...offer.options.off_cycle.body,
      payday: '2026-11-24',
    });
    expect(second.status).toBe(201);
    expect((await t.call(key, 'POST', `/payrolls/${created.body.payroll_id}/approve`)).status).toBe(200);
    // the whole 37.3333 h balance is paid out: 0 left; sick leave untouched (20 h)
    expect((await balance(vera, vacation)).available_hours).toBe(0);
    expect((await balance(vera, sick)).available_hours).toBe(20);
    // nothing left to offer
    const after = (await t.call(key, 'GET', `/employees/${vera}/termination-payout`)).body;
    expect(after.lines).toEqual([]);
    expect(after.options).toEqual({ off_cycle: null, next_regular: null });
    // approving the second draft would pay the vacation twice: refused, nothing posted
    const dup = await t.call(key, 'POST', `/payrolls/${second.body.payroll_id}/approve`);
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('invalid_state');
    expect(dup.body.detail).toContain('already paid out');
    expect((await balance(vera, vacation)).available_hours).toBe(0);
  });

  it('names what it cannot price (salaried: no hourly rate) and refuses an active employee', async () => {
    const active = await t.call(key, 'GET', `/employees/${sam}/termination-payout`);
    expect(active.status).toBe(409);
    expect(active.body.code).toBe('invalid_state');
    const d = await t.call(key, 'PATCH', `/employees/${sam}`, {
      is_active: false,
      dismissed_on: '2026-11-20',
    });
    expect(d.status).toBe(200);
    expect(d.body.termination_payout.lines).toEqual([]);
    expect(d.body.termination_payout.warnings.map((w: { code: string }) => w.code)).toEqual([
      'no_hourly_rate',
    ]);
    expect(d.body.termination_payout.warnings[0].message).toContain('Vacation: 10 h');
    // an ordinary PATCH answers without the offer
    const plain = await t.call(key, 'PATCH', `/employees/${sam}`, { nickname: 'S' });
    expect(plain.body.termination_payout).toBeUndefined();
    expect((await t.call(key, 'GET', '/employees/999999/termination-payout')).status).toBe(404);
  });
});
