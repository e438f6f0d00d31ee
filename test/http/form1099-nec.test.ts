/**
 * Form 1099-NEC with an EIN as the contractor's TIN, the state boxes 5–7 and the recipient's Copy
 * B as a PDF, over the reports fixture (test/helpers/reports-fixture.ts: Cody the contractor was
 * paid 500.00 in P1, payday 2026-09-24, with no workplace state) and one more payroll written here:
 * P9 (paid, payday 2026-10-15) pays Cody 1,000.00 in California with 50.00 of CA income tax
 * withheld. Box 1 = 500.00 + 1,000.00 = 1,500.00; boxes 5–7 CA: 50.00, the payer's CA number,
 * 1,000.00 (P1's 500.00 had no state, so no state box).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../helpers/app.js';
import { insertLedgerPayroll } from '../helpers/ledger-fixture.js';
import { extractPdfText } from '../helpers/pdf-text.js';
import { seedReportsFixture, type ReportsFixture } from '../helpers/reports-fixture.js';

let t: TestApp;
let f: ReportsFixture;

beforeAll(async () => {
  t = await startApp('2026-12-01T20:00:00.000Z');
  f = await seedReportsFixture(t.db);
  await insertLedgerPayroll(t.db, f.companyId, {
    id: 'pay_P9ccccccccccccccccccc',
    status: 'paid',
    start_date: '2026-10-01',
    end_date: '2026-10-10',
    payday: '2026-10-15',
    paychecks: [
      {
        employee_id: f.cody,
        first_name: 'Cody',
        last_name: 'Contractor',
        is_contractor: true,
        workplace_state: 'CA',
        lines: [
          { kind: 'earning', code: 'regular', amount: 100_000, seconds: 20 * 3600, rate: '50' },
          { kind: 'tax', code: 'state_income_tax', jurisdiction: 'CA', taxable: 100_000, amount: 5_000 },
        ],
      },
    ],
  });
  expect(
    (
      await t.call(f.key, 'PUT', '/companies/tax-ids', {
        ein: '12-3456789',
        state_tax_ids: { CA: '123-4567-8' },
      })
    ).status,
  ).toBe(200);
  const home = {
    address_line_1: '9 Elm St',
    address_line_2: 'Unit 4',
    city: 'Fresno',
    state: 'CA',
    zip: '93721',
    country: 'US',
  };
  expect((await t.call(f.key, 'PATCH', `/employees/${f.cody}`, { address: home })).status).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe('Form 1099-NEC: TIN, state boxes, Copy B', () => {
  it('takes an EIN as a contractor’s TIN (sealed, masked XX-XXX1234), and refuses it for an employee', async () => {
    const bad = await t.call(f.key, 'PATCH', `/employees/${f.cody}`, { ein: '12-34567' });
    expect(bad.status).toBe(400);
    const both = await t.call(f.key, 'PATCH', `/employees/${f.cody}`, {
      ein: '98-7654321',
      ssn: '345-67-8901',
    });
    expect(both.status).toBe(400);
    expect(both.body.errors.map((e: any) => e.field)).toEqual(['ein']);
    const emp = await t.call(f.key, 'PATCH', `/employees/${f.tom}`, { ein: '98-7654321' });
    expect(emp.status).toBe(400);
    expect(emp.body.errors[0].field).toBe('ein');
    const ok = await t.call(f.key, 'PATCH', `/employees/${f.cody}`, { ein: '98-7654321' });
    expect(ok.status).toBe(200);
    expect(JSON.stringify(ok.body)).not.toContain('7654321');
    const row = await t.db
      .selectFrom('employees')
      .select(['ssn_sealed', 'ssn_last4', 'tin_type'])
      .where('company_id', '=', f.companyId)
      .where('id', '=', f.cody)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ssn_last4: '4321', tin_type: 'ein' });
    expect(t.sealer.open(row.ssn_sealed!)).toBe('987654321');
    const r = await t.call(f.key, 'GET', `/contractors/${f.cody}/1099-necs/2026`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      recipient: { tin: 'XX-XXX4321', tin_type: 'ein', name: 'Cody Contractor' },
      box1_nonemployee_compensation: 1500,
      box4_federal_income_tax_withheld: 0,
      states: [
        { state: 'CA', box5_state_tax_withheld: 50, payer_state_id: '123-4567-8', state_income: 1000 },
      ],
    });
    expect(JSON.stringify(r.body)).not.toContain('7654321');
    // Back to an SSN: the TIN type follows.
    expect((await t.call(f.key, 'PATCH', `/employees/${f.cody}`, { ssn: '345-67-8901' })).status).toBe(200);
    const s = await t.call(f.key, 'GET', `/contractors/${f.cody}/1099-necs/2026`);
    expect(s.body.recipient).toMatchObject({ tin: 'XXX-XX-8901', tin_type: 'ssn' });
  });

  it('prints Copy B with the boxes and the truncated TIN', async () => {
    await t.call(f.key, 'PATCH', `/employees/${f.cody}`, { ein: '98-7654321' });
    const r = await t.app.inject({
      method: 'GET',
      url: `/partner/v1/contractors/${f.cody}/1099-necs/2026`,
      headers: { 'x-api-key': f.key, accept: 'application/pdf' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/pdf');
    const text = await extractPdfText(r.rawPayload);
    expect(text.split('\n')).toHaveLength(1);
    for (const s of [
      'Form 1099-NEC',
      'Copy B',
      'For Recipient',
      "RECIPIENT'S TIN",
      'XX-XXX4321',
      '12-3456789',
      'Cody Contractor',
      '9 Elm St, Unit 4',
      'Fresno, CA 93721',
      '$ 1,500.00',
      'CA 123-4567-8',
      '$ 1,000.00',
      '$ 50.00',
    ]) {
      expect(text).toContain(s);
    }
    expect(text).not.toContain('987654321');
    expect(text).not.toContain('98-7654321');
  });

  it('is 404 under $600 whatever the Accept header', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `/partner/v1/contractors/${f.cody}/1099-necs/2025`,
      headers: { 'x-api-key': f.key, accept: 'application/pdf' },
    });
    expect(r.statusCode).toBe(404);
  });
});
