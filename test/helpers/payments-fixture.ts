/**
 * Payments tests: a Texas company (no state income tax) with a biweekly group, people paid
 * 80 h × $20.00 on an off-cycle payroll, bank accounts added through the API, ACH settings, and a
 * reader of NACHA fields by 1-based inclusive positions (as the Nacha Operating Rules number them).
 *
 * Net pay of each person (as in test/http/payroll-deposits.test.ts): 80 h × $20.00 = $1,600.00;
 * FIT (Pub 15-T 2026 Worksheet 1A, single, no adjustments) 1,600 × 26 = 41,600 − 8,600 = 33,000;
 * 1,240 + 12 % × (33,000 − 19,900) = 2,812.00 ÷ 26 = 108.153… → $108.15; social security 6.2 % =
 * $99.20; Medicare 1.45 % = $23.20; net 1,600.00 − 230.55 = $1,369.45.
 */
import { expect } from 'vitest';
import { makeCompany, makeEmployee, type TestApp } from './app.js';
import { makeTexasWorkplace } from './payroll-fixture.js';

/** Net pay of each person of the fixture, cents. */
export const NET_CENTS = 136_945;

/** The field at 1-based inclusive positions `from`–`to` of a record. */
export const field = (line: string, from: number, to: number) => line.slice(from - 1, to);

/** A company ready for payroll; returns its key and id. */
export async function paymentsCompany(t: TestApp, wp: string, name = 'Acme Co') {
  const { apiKey: key, companyId } = await makeCompany(t.db, { plan: 'payroll', name });
  await makeTexasWorkplace(t.db, companyId, wp);
  await t.db
    .insertInto('pay_schedule_groups')
    .values({
      company_id: companyId,
      name: 'All',
      pay_frequency: 'biweekly',
      anchor_start_date: '2026-01-04',
    })
    .execute();
  return { key, companyId };
}

/** A person paid $20.00 an hour at workplace `wp`. */
export function person(t: TestApp, companyId: number, wp: string, first_name: string, last_name = 'Payee') {
  return makeEmployee(t.db, companyId, {
    first_name,
    last_name,
    workplace_id: wp,
    earnings: [
      { start_date: '2025-01-01', payment_unit: 'hour', payment_amount: '20.0000', overtime_amount: '1.5' },
    ],
  });
}

/** Adds an account through the API; returns its id. */
export async function addAccount(
  t: TestApp,
  key: string,
  emp: number,
  routing: string,
  account: string,
  extra: Record<string, unknown> = {},
) {
  const r = await t.call(key, 'POST', `/employees/${emp}/bank-accounts`, {
    routing_number: routing,
    account_number: account,
    account_type: 'checking',
    ...extra,
  });
  expect(r.status).toBe(201);
  return r.body.bank_account_id as number;
}

/** An off-cycle biweekly payroll of 80 h for `people`, paid on `payday`; returns its id. */
export async function offCyclePayroll(t: TestApp, key: string, people: number[], payday: string) {
  const r = await t.call(key, 'POST', '/payrolls', {
    type: 'off_cycle',
    start_date: '2026-11-08',
    end_date: '2026-11-21',
    payday,
    pay_frequency: 'biweekly',
    employees: people.map((id) => ({
      employee_id: id,
      payrollData: { earnings: [{ type: 'regular', hours: 80, rate: 20 }] },
    })),
  });
  expect(r.body).toMatchObject({ payroll_id: expect.any(String) });
  return r.body.payroll_id as string;
}

/** ACH settings of the tests: ODFI 021000021, balanced with an offset checking account. */
export const SETTINGS = {
  odfi_routing_number: '021000021',
  immediate_destination: '021000021',
  immediate_destination_name: 'JPMORGAN CHASE',
  immediate_origin: '1123456789',
  immediate_origin_name: 'ACME CO',
  company_name: 'ACME CO',
  company_identification: '1987654321',
  balanced: true,
  offset_routing_number: '021000021',
  offset_account_number: '900000001',
  offset_account_type: 'checking',
  prenote_days: 0,
};

/** GET the payment file as text. */
export async function paymentFile(t: TestApp, key: string, payrollId: string, query = '') {
  const r = await t.app.inject({
    method: 'GET',
    url: `/partner/v1/payrolls/${payrollId}/payment-file${query}`,
    headers: { 'x-api-key': key, accept: 'text/plain' },
  });
  return { status: r.statusCode, text: r.body, headers: r.headers };
}
