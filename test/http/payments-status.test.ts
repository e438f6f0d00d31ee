/**
 * Prenotes and payment status: with the default prenote period (3 banking days) a new account gets
 * a zero-dollar prenote and its person is paid by manual check until the period is over; then
 * sent → settled, a return by hand (R01) and from a bank return file, the payroll paid / failed,
 * `paycheck.payment_returned`, re-issue as a check, the check register and positive pay.
 *
 * Net pay $1,369.45 each (test/helpers/payments-fixture.ts). Clock: 2026-11-21T22:00Z.
 * Payroll 1: payday Friday 2026-11-27 (a banking day) → effective 2026-11-27; prenotes usable 3
 * banking days later: Mon 11-30 (1), Tue 12-01 (2), Wed 12-02 (3) → 2026-12-02.
 * Payroll 2: payday Friday 2026-12-04 ≥ 2026-12-02 → live credits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../helpers/app.js';
import {
  SETTINGS,
  addAccount,
  field,
  offCyclePayroll,
  paymentFile,
  paymentsCompany,
  person,
} from '../helpers/payments-fixture.js';

let t: TestApp;
let key: string;
let companyId: number;
let ada: number;
let ben: number;
let cy: number;
let p1: string;
let p2: string;
let file2: string[];
const WP = 'wrk_TXpaystatus000000';

beforeAll(async () => {
  t = await startApp('2026-11-21T22:00:00.000Z');
  ({ key, companyId } = await paymentsCompany(t, WP));
  ada = await person(t, companyId, WP, 'Ada', 'Early');
  ben = await person(t, companyId, WP, 'Ben', 'Bounce');
  cy = await person(t, companyId, WP, 'Cy', 'Later');
  await addAccount(t, key, ada, '011000015', '55500001');
  await addAccount(t, key, ben, '021000021', '66600001');
  const r = await t.call(key, 'PUT', '/payment-settings', { ...SETTINGS, prenote_days: undefined });
  expect(r.body.prenote_days).toBe(3); // the default
  p1 = await offCyclePayroll(t, key, [ada, ben], '2026-11-27');
  expect((await t.call(key, 'POST', `/payrolls/${p1}/approve`)).status).toBe(200);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const payments = async (id: string) => (await t.call(key, 'GET', `/payrolls/${id}/payments`)).body;

describe('prenotes', () => {
  it('before the file every paycheck is pending', async () => {
    const s = await payments(p1);
    expect(s.file).toBeNull();
    expect(s.paychecks.map((c: any) => [c.employee_id, c.method, c.status, c.net_pay])).toEqual([
      [ada, 'direct_deposit', 'pending', 1369.45],
      [ben, 'direct_deposit', 'pending', 1369.45],
    ]);
    expect(s.payroll_status).toBe('pending');
  });

  it('the first file carries zero-dollar prenotes only; the people are paid by check, with a warning', async () => {
    const f = await paymentFile(t, key, p1);
    expect(f.status).toBe(200);
    const lines = f.text.trimEnd().split('\n');
    // 1 + 1 + 2 prenotes + 8 + 9 = 5 records → 1 block of 10.
    expect(lines).toHaveLength(10);
    expect(field(lines[1]!, 2, 4)).toBe('220'); // credits only: no offset for $0.00
    expect(field(lines[1]!, 70, 75)).toBe('261127');
    expect(lines.slice(2, 4).map((l) => [field(l, 2, 3), field(l, 4, 12), field(l, 30, 39)])).toEqual([
      ['23', '011000015', '0000000000'],
      ['23', '021000021', '0000000000'],
    ]);
    // Entry hash 01100001 + 02100002 = 3,200,003; totals zero.
    expect(field(lines[4]!, 5, 44)).toBe('000002' + '0003200003' + '0'.repeat(12) + '0'.repeat(12));
    const s = await payments(p1);
    expect(s.payroll_status).toBe('processing');
    expect(s.paychecks.map((c: any) => [c.employee_id, c.method, c.status, c.warning])).toEqual([
      [
        ada,
        'check',
        'pending',
        'prenote_pending: account …0001 receives live credits from 2026-12-02; pay this paycheck by manual check',
      ],
      [
        ben,
        'check',
        'pending',
        'prenote_pending: account …0001 receives live credits from 2026-12-02; pay this paycheck by manual check',
      ],
    ]);
  });

  it('records the manual checks: the next number by default, or the one given', async () => {
    const a = await t.call(key, 'POST', `/payrolls/${p1}/paychecks/${ada}/checks`, {});
    expect(a.status).toBe(201);
    expect(a.body).toEqual({
      check_number: 1001,
      payroll_id: p1,
      employee_id: ada,
      payee_name: 'Ada Early',
      amount: 1369.45,
      issued_on: '2026-11-21',
      reason: 'prenote_pending',
      void: false,
    });
    const b = await t.call(key, 'POST', `/payrolls/${p1}/paychecks/${ben}/checks`, {
      check_number: 5000,
      issued_on: '2026-11-25',
    });
    expect(b.body).toMatchObject({ check_number: 5000, issued_on: '2026-11-25' });
    const again = await t.call(key, 'POST', `/payrolls/${p1}/paychecks/${ben}/checks`, {});
    expect(again.status).toBe(409); // already check_issued
  });

  it('settling a file with no direct deposits makes the payroll paid', async () => {
    const s = await t.call(key, 'POST', `/payrolls/${p1}/settle`);
    expect(s.status).toBe(200);
    expect(s.body.payroll_status).toBe('paid');
  });

  it('after the prenote period the accounts get live credits; a new account gets its prenote', async () => {
    await addAccount(t, key, cy, '021000021', '77700001');
    p2 = await offCyclePayroll(t, key, [ada, ben, cy], '2026-12-04');
    expect((await t.call(key, 'POST', `/payrolls/${p2}/approve`)).status).toBe(200);
    const f = await paymentFile(t, key, p2);
    file2 = f.text.trimEnd().split('\n');
    // Trace numbers go on from payroll 1's two prenotes: 3, 4, 5, then the offset 6.
    expect(
      file2
        .slice(2, 6)
        .map((l) => [field(l, 2, 3), field(l, 13, 29).trim(), field(l, 30, 39), field(l, 80, 94)]),
    ).toEqual([
      ['22', '55500001', '0000136945', '021000020000003'],
      ['22', '66600001', '0000136945', '021000020000004'],
      ['23', '77700001', '0000000000', '021000020000005'],
      ['27', '900000001', '0000273890', '021000020000006'], // 2 × 1,369.45 = 2,738.90
    ]);
    const s = await payments(p2);
    expect(s.paychecks.map((c: any) => [c.employee_id, c.method, c.status])).toEqual([
      [ada, 'direct_deposit', 'sent'],
      [ben, 'direct_deposit', 'sent'],
      [cy, 'check', 'pending'],
    ]);
  });
});

describe('returns and settlement', () => {
  it('400 for a code outside R01–R85; 409 for a paycheck paid by check', async () => {
    const bad = await t.call(key, 'POST', `/payrolls/${p2}/paychecks/${ben}/returns`, { return_code: 'R99' });
    expect(bad.status).toBe(400);
    const check = await t.call(key, 'POST', `/payrolls/${p2}/paychecks/${cy}/returns`, {
      return_code: 'R01',
    });
    expect(check.status).toBe(409);
  });

  it('a return by hand: the paycheck is returned, the event is written, the payroll still processing', async () => {
    const r = await t.call(key, 'POST', `/payrolls/${p2}/paychecks/${ben}/returns`, { return_code: 'R01' });
    expect(r.status).toBe(200);
    expect(r.body.paychecks[0]).toMatchObject({ employee_id: ben, status: 'returned', return_code: 'R01' });
    expect(r.body.paychecks[0].entries[0]).toMatchObject({
      trace_number: '021000020000004',
      status: 'returned',
      return_code: 'R01',
    });
    expect(r.body.payroll_status).toBe('processing');
    const ev = await t.call(key, 'GET', '/events?type=paycheck.payment_returned');
    expect(ev.body.data.map((e: any) => e.data)).toEqual([
      {
        payroll_id: p2,
        employee_id: ben,
        net_pay: 1369.45,
        method: 'direct_deposit',
        status: 'returned',
        return_code: 'R01',
      },
    ]);
  });

  it('a bank return file: the prenote of a closed account (R02), and Ben again (already returned: unmatched)', async () => {
    const entry = (trace: string) =>
      '621' +
      '02100002' +
      '1' +
      'X'.padEnd(17) +
      '0'.repeat(10) +
      ' '.repeat(15) +
      'RETURNED'.padEnd(22) +
      '  ' +
      '1' +
      trace;
    const addenda = (code: string, original: string) =>
      '799' + code + original + ' '.repeat(6) + '02100002' + ' '.repeat(44) + '091000010000001';
    const file = [
      entry('091000010000001'),
      addenda('R02', '021000020000005'),
      entry('091000010000002'),
      addenda('R01', '021000020000004'),
    ].join('\n');
    for (const l of file.split('\n')) expect(l).toHaveLength(94);
    const r = await t.call(key, 'POST', '/payment-returns', { file });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      returns: [
        {
          trace_number: '021000020000005',
          return_code: 'R02',
          kind: 'prenote',
          payroll_id: p2,
          employee_id: cy,
          amount: 0,
        },
      ],
      unmatched: ['021000020000004'],
    });
    const bad = await t.call(key, 'POST', '/payment-returns', { file: '799R0' });
    expect(bad.status).toBe(400);
  });

  it('settlement: the rest settles, one came back → the payroll failed', async () => {
    const s = await t.call(key, 'POST', `/payrolls/${p2}/settle`);
    expect(s.body.paychecks.map((c: any) => [c.employee_id, c.status])).toEqual([
      [ada, 'settled'],
      [ben, 'returned'],
      [cy, 'pending'],
    ]);
    expect(s.body.payroll_status).toBe('failed');
  });

  it('re-issues the returned deposit as a check; register and positive pay list every check', async () => {
    const c = await t.call(key, 'POST', `/payrolls/${p2}/paychecks/${ben}/checks`, {});
    expect(c.body).toMatchObject({ check_number: 1002, reason: 'reissue', amount: 1369.45 });
    const reg = await t.call(key, 'GET', '/checks?start_date=2026-11-01&end_date=2026-11-30');
    expect(reg.body.data.map((x: any) => [x.check_number, x.employee_id, x.amount, x.reason])).toEqual([
      [1001, ada, 1369.45, 'prenote_pending'],
      [1002, ben, 1369.45, 'reissue'],
      [5000, ben, 1369.45, 'prenote_pending'],
    ]);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/partner/v1/checks/positive-pay?start_date=2026-11-01&end_date=2026-11-30',
      headers: { 'x-api-key': key, accept: 'text/csv' },
    });
    expect(csv.body.trim().split('\n')).toEqual([
      'account_number,check_number,amount,issue_date,payee_name,void',
      '900000001,1001,1369.45,2026-11-21,Ada Early,',
      '900000001,1002,1369.45,2026-11-21,Ben Bounce,',
      '900000001,5000,1369.45,2026-11-25,Ben Bounce,',
    ]);
  });
});
