/**
 * The payroll run end to end (docs/api-conventions.md §5): period options → initialize → edit → create draft →
 * preview → approve, an off-cycle bonus using YTD from the approved payroll, reopen, the period
 * lock, concurrency, plans and bad input. Every expected cent is worked out by hand below from
 * Pub 15-T 2026 Worksheet 1A, the 2026 FICA/FUTA rates and EDD 2026 Method B.
 *
 * Company time zone America/Los_Angeles (PST = UTC−8 in November); workweek starts Sunday.
 * Biweekly group anchored 2026-01-04 → period 2026-11-08 … 2026-11-21, payday 2026-11-26.
 * Clock: 2026-11-21T22:00Z = 14:00 local on Nov 21.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeEmployee, startApp, type TestApp } from '../helpers/app.js';
import { toInt } from '../../src/platform/db/type-parsers.js';

let t: TestApp;
let key: string;
let companyId: number;
let groupId: number;
let e1: number;
let e2: number;
let c1: number;
let outsider: number;
let e1RecordId: number;
let customerId: number;
/** POST /payrolls's answer, as written. */
let draftAnswer: string;
let projectId: number;
const W4 = JSON.stringify({
  w4_version: '2020',
  filing_status: 'single',
  multiple_jobs: false,
  dependents_amount: 0,
  other_income: 0,
  deductions: 0,
  extra_withholding: 0,
  allowances: 0,
  nonresident_alien: false,
  exempt: false,
});

async function shift(emp: number, startIso: string, hours: number) {
  const r = await t.db
    .insertInto('time_records')
    .values({
      company_id: companyId,
      employee_id: emp,
      type: 'work',
      start: startIso,
      end: new Date(Date.parse(startIso) + hours * 3600_000).toISOString(),
      clockin_source: 'mobile',
      clockout_source: 'mobile',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return toInt(r.id);
}

beforeAll(async () => {
  t = await startApp('2026-11-21T22:00:00.000Z');
  ({ apiKey: key, companyId } = await makeCompany(t.db, { plan: 'payroll' }));
  await t.db
    .updateTable('companies')
    .set({ sui_rates: JSON.stringify({ TX: '0.027', CA: '0.034' }) })
    .where('id', '=', companyId)
    .execute();
  await t.db
    .insertInto('workplaces')
    .values([
      {
        company_id: companyId,
        id: 'wrk_TXaustin00000000000',
        line1: '5 Congress Ave',
        line2: null,
        city: 'Austin',
        state: 'TX',
        postal_code: '78701',
        country: 'US',
      },
      {
        company_id: companyId,
        id: 'wrk_CAsanfran00000000',
        line1: '1 Market St',
        line2: null,
        city: 'San Francisco',
        state: 'CA',
        postal_code: '94105',
        country: 'US',
      },
    ])
    .execute();
  const g = await t.db
    .insertInto('pay_schedule_groups')
    .values({
      company_id: companyId,
      name: 'Hourly',
      pay_frequency: 'biweekly',
      anchor_start_date: '2026-01-04',
      payday_offset_days: 5,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  groupId = toInt(g.id);
  e1 = await makeEmployee(t.db, companyId, {
    first_name: 'Tom',
    last_name: 'Texas',
    pay_schedule_group_id: groupId,
    workplace_id: 'wrk_TXaustin00000000000',
    earnings: [
      { start_date: '2025-01-01', payment_unit: 'hour', payment_amount: '20.0000', overtime_amount: '1.5' },
    ],
  });
  e2 = await makeEmployee(t.db, companyId, {
    first_name: 'Cara',
    last_name: 'Cali',
    pay_schedule_group_id: groupId,
    workplace_id: 'wrk_CAsanfran00000000',
    earnings: [
      { start_date: '2025-01-01', payment_unit: 'hour', payment_amount: '30.0000', overtime_amount: '1.5' },
    ],
  });
  c1 = await makeEmployee(t.db, companyId, {
    first_name: 'Cody',
    last_name: 'Contractor',
    employment_type: 'contractor',
    contractor_type: 'individual',
    pay_schedule_group_id: groupId,
    workplace_id: 'wrk_CAsanfran00000000',
    earnings: [{ start_date: '2025-01-01', payment_unit: 'hour', payment_amount: '50.0000' }],
  });
  outsider = await makeEmployee(t.db, companyId, {
    first_name: 'Olga',
    last_name: 'Outside',
    workplace_id: 'wrk_TXaustin00000000000',
    earnings: [
      { start_date: '2025-01-01', payment_unit: 'hour', payment_amount: '18.0000', overtime_amount: '1.5' },
    ],
  });
  await t.db
    .insertInto('employee_tax_setups')
    .values([
      { company_id: companyId, employee_id: e1, federal: W4, state: null },
      {
        company_id: companyId,
        employee_id: e2,
        federal: W4,
        state: JSON.stringify({
          state: 'CA',
          filing_status: 'single',
          allowances: 1,
          additional_allowances: 0,
          additional_withholding: 0,
          exempt: false,
        }),
      },
    ])
    .execute();
  // Tom: 401(k) $100.00 per period, company match $50.00
  await t.db
    .insertInto('employee_benefits')
    .values({
      company_id: companyId,
      employee_id: e1,
      code: '401k',
      description: '401(k)',
      employee_amount_cents: 10000,
      company_amount_cents: 5000,
      start_date: '2025-01-01',
    })
    .execute();
  // Tom (TX): Mon–Fri Nov 9–13, 08:00–17:00 PST (16:00Z, 9 h) = 45 h in week 1; Mon–Thu Nov 16–19 08:00–16:00 (8 h) = 32 h in week 2.
  for (const d of ['09', '10', '11', '12', '13']) {
    const id = await shift(e1, `2026-11-${d}T16:00:00.000Z`, 9);
    if (d === '09') e1RecordId = id;
  }
  for (const d of ['16', '17', '18', '19']) await shift(e1, `2026-11-${d}T16:00:00.000Z`, 8);
  // Cara (CA): Tue Nov 10 07:00–17:00 PST (15:00Z, 10 h); Wed–Fri Nov 11–13 08:00–16:00 (8 h).
  await shift(e2, '2026-11-10T15:00:00.000Z', 10);
  for (const d of ['11', '12', '13']) await shift(e2, `2026-11-${d}T16:00:00.000Z`, 8);
  // Cody (contractor): Tue Nov 17, 10 h, for customer "Harbor Bakery", project "Oven hood".
  const codyShift = await shift(c1, '2026-11-17T16:00:00.000Z', 10);
  const customer = await t.db
    .insertInto('customers')
    .values({ company_id: companyId, name: 'Harbor Bakery', created_at: '2026-11-01T00:00:00.000Z' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const project = await t.db
    .insertInto('projects')
    .values({
      company_id: companyId,
      name: 'Oven hood',
      customer_id: customer.id,
      created_at: '2026-11-01T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  customerId = toInt(customer.id);
  projectId = toInt(project.id);
  await t.db
    .updateTable('time_records')
    .set({ customer_id: customerId, project_id: projectId })
    .where('company_id', '=', companyId)
    .where('id', '=', codyShift)
    .execute();
});
afterAll(async () => {
  await t.close();
});

const line = (
  emp: { taxes: Array<{ code: string; payer: string; jurisdiction: string; amount: number }> },
  code: string,
  payer = 'employee',
  jurisdiction?: string,
) =>
  emp.taxes.find(
    (x) =>
      x.code === code && x.payer === payer && (jurisdiction === undefined || x.jurisdiction === jurisdiction),
  );

let draftBody: any;
let payrollId: string;

describe('regular payroll', () => {
  it('lists period options with the current period open', async () => {
    const r = await t.call(key, 'GET', '/payrolls/period-options');
    expect(r.status).toBe(200);
    expect(r.body.off_cycle).toEqual({ allowed: true });
    expect(r.body.regular[0]).toMatchObject({
      pay_schedule_group_id: groupId,
      name: 'Hourly',
      pay_frequency: 'biweekly',
    });
    expect(r.body.regular[0].periods).toEqual([
      {
        start_date: '2026-10-11',
        end_date: '2026-10-24',
        payday: '2026-10-29',
        status: 'open',
        payroll_id: null,
      },
      {
        start_date: '2026-10-25',
        end_date: '2026-11-07',
        payday: '2026-11-12',
        status: 'open',
        payroll_id: null,
      },
      {
        start_date: '2026-11-08',
        end_date: '2026-11-21',
        payday: '2026-11-26',
        status: 'open',
        payroll_id: null,
      },
      {
        start_date: '2026-11-22',
        end_date: '2026-12-05',
        payday: '2026-12-10',
        status: 'open',
        payroll_id: null,
      },
    ]);
  });

  it('initializes hours, overtime, gross and job costing from the punches', async () => {
    const r = await t.call(key, 'POST', '/payrolls/initialize', {
      type: 'regular',
      pay_schedule_group_id: groupId,
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      type: 'regular',
      start_date: '2026-11-08',
      end_date: '2026-11-21',
      payday: '2026-11-26',
      pay_frequency: 'biweekly',
      pay_schedule_group_id: groupId,
    });
    expect(r.body.employees.map((e: { employee_id: number }) => e.employee_id)).toEqual([e1, e2]); // not the outsider (no group)
    const tom = r.body.employees[0];
    expect(tom).toMatchObject({ first_name: 'Tom', payment_method: 'direct_deposit', note: null });
    expect(tom).not.toHaveProperty('splits');
    // FLSA weekly: week 1 45 h → 40 regular + 5 overtime; week 2 32 h. 72 h × $20 = $1,440.00; 5 h × $30 = $150.00.
    expect(tom.payrollData.time_totals).toEqual({
      regular_hours: 72,
      overtime_hours: 5,
      double_overtime_hours: 0,
      paid_break_hours: 0,
      unpaid_break_hours: 0,
      total_hours: 77,
    });
    expect(tom.payrollData.earnings).toEqual([
      expect.objectContaining({ type: 'regular', hours: 72, rate: 20, amount: 1440 }),
      expect.objectContaining({ type: 'overtime', hours: 5, rate: 30, amount: 150 }),
    ]);
    expect(tom.payrollData.gross_pay).toBe(1590);
    expect(tom.payrollData.time_record_ids).toHaveLength(9);
    expect(tom.payrollData.earning).toMatchObject({
      payment_unit: 'hour',
      payment_amount: 20,
      overtime_amount: 1.5,
    });
    const cara = r.body.employees[1];
    // CA §510: the 10 h day → 8 regular + 2 overtime; 32 regular h × $30 = $960.00, 2 h × $45 = $90.00.
    expect(cara.payrollData.time_totals).toMatchObject({
      regular_hours: 32,
      overtime_hours: 2,
      double_overtime_hours: 0,
      total_hours: 34,
    });
    expect(cara.payrollData.gross_pay).toBe(1050);
    const cody = r.body.contractors[0];
    expect(cody.employee_id).toBe(c1);
    // contractor: 10 h × $50, no overtime
    expect(cody.payrollData.earnings).toEqual([
      expect.objectContaining({ type: 'regular', hours: 10, rate: 50, amount: 500 }),
    ]);
    // job costing names the punch's customer and project: all 10 h × $50 = $500.00 there
    expect(cody.payrollData.jobCostingData).toEqual([
      {
        customer_id: customerId,
        customer_name: 'Harbor Bakery',
        project_id: projectId,
        project_name: 'Oven hood',
        regular_hours: 10,
        overtime_hours: 0,
        double_overtime_hours: 0,
        amount: 500,
      },
    ]);
    expect(r.body.actions.create_draft).toMatchObject({
      type: 'regular',
      start_date: '2026-11-08',
      end_date: '2026-11-21',
      payday: '2026-11-26',
      pay_frequency: 'biweekly',
      pay_schedule_group_id: groupId,
    });
    const sumJobs = tom.payrollData.jobCostingData.reduce(
      (s: number, j: { amount: number }) => s + Math.round(j.amount * 100),
      0,
    );
    expect(sumJobs).toBe(159000);
    draftBody = r.body.actions.create_draft;
  });

  it('creates a draft from the edited body with every line computed by hand', async () => {
    const body = structuredClone(draftBody);
    // Edit 1: Tom's regular hours 72 → 70 with no amount: 70 × $20.00 = $1,400.00.
    const reg = body.employees[0].payrollData.earnings[0];
    reg.hours = 70;
    delete reg.amount;
    // Edit 2: a $200.00 bonus for Cara.
    body.employees[1].payrollData.earnings.push({ type: 'bonus', amount: 200, description: 'Safety bonus' });
    // With an Idempotency-Key the answer is stored (one buffer); the replay answers the same bytes.
    const r = await t.call(key, 'POST', '/payrolls', body, { 'idempotency-key': 'draft-nov-8' });
    expect(r.status).toBe(201);
    const replay = await t.call(key, 'POST', '/payrolls', body, { 'idempotency-key': 'draft-nov-8' });
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.raw).toBe(r.raw);
    draftAnswer = r.raw;
    expect(r.body).toMatchObject({
      status: 'draft',
      type: 'regular',
      approved_at: null,
      pay_schedule_group_id: groupId,
    });
    expect(r.body.payroll_id).toMatch(/^pay_[A-Za-z0-9_-]{20}$/);
    payrollId = r.body.payroll_id;
    const [tom, cara] = r.body.employees;
    // Tom: gross 1,400 + 150 = $1,550.00; 401(k) $100 reduces income-tax wages only.
    // FIT: (1,550 − 100) × 26 = 37,700; − 8,600 = 29,100; 1,240 + 12% × (29,100 − 19,900) = 2,344.00 /yr; ÷ 26 = 90.153… → $90.15
    // SS 6.2% × 1,550 = $96.10; Medicare 1.45% × 1,550 = 22.475 → half-up $22.48; TX has no income tax.
    // Net = 1,550 − 90.15 − 96.10 − 22.48 − 100 = $1,241.27
    expect(tom.gross_pay).toBe(1550);
    expect(line(tom, 'federal_income_tax')).toMatchObject({
      jurisdiction: 'US',
      taxable_wages: 1450,
      rate: null,
      amount: 90.15,
    });
    expect(line(tom, 'social_security')).toMatchObject({ taxable_wages: 1550, rate: 0.062, amount: 96.1 });
    expect(line(tom, 'medicare')).toMatchObject({ taxable_wages: 1550, rate: 0.0145, amount: 22.48 });
    expect(line(tom, 'state_income_tax')).toBeUndefined();
    // employer: SS $96.10, Medicare $22.48, FUTA 0.6% × 1,550 = $9.30, TX SUI 2.7% × 1,550 = $41.85
    expect(line(tom, 'social_security', 'company')!).toMatchObject({ amount: 96.1 });
    expect(line(tom, 'futa', 'company')).toMatchObject({ taxable_wages: 1550, amount: 9.3 });
    expect(line(tom, 'state_unemployment', 'company', 'TX')).toMatchObject({
      taxable_wages: 1550,
      rate: 0.027,
      amount: 41.85,
    });
    expect(tom.benefits).toEqual([
      expect.objectContaining({ code: '401k', employee_amount: 100, company_amount: 50, pre_tax: true }),
    ]);
    expect(tom.net_pay).toBe(1241.27);
    // Cara: gross 1,050 + 200 bonus = $1,250.00 (aggregate method in a regular payroll).
    // FIT: 1,250 × 26 = 32,500; − 8,600 = 23,900; 1,240 + 12% × 4,000 = 1,720 /yr; ÷ 26 = 66.153… → $66.15
    // SS 6.2% × 1,250 = $77.50; Medicare 1.45% × 1,250 = 18.125 → $18.13
    // CA Method B biweekly single, 1 allowance: 1,250 − 219 std = 1,031; $17.54 + 4.4% × (1,031 − 1,010) = 18.464; − 6.47 credit → $11.99
    // CA SDI 1.3% × 1,250 = $16.25. Net = 1,250 − 66.15 − 77.50 − 18.13 − 11.99 − 16.25 = $1,059.98
    expect(cara.gross_pay).toBe(1250);
    expect(cara.earnings.map((e: { type: string; amount: number }) => [e.type, e.amount])).toEqual([
      ['regular', 960],
      ['overtime', 90],
      ['bonus', 200],
    ]);
    expect(line(cara, 'federal_income_tax')!.amount).toBe(66.15);
    expect(line(cara, 'social_security')!.amount).toBe(77.5);
    expect(line(cara, 'medicare')!.amount).toBe(18.13);
    expect(line(cara, 'state_income_tax', 'employee', 'CA')).toMatchObject({
      taxable_wages: 1250,
      amount: 11.99,
    });
    expect(line(cara, 'state_disability', 'employee', 'CA')).toMatchObject({ rate: 0.013, amount: 16.25 });
    expect(line(cara, 'state_unemployment', 'company', 'CA')).toMatchObject({ rate: 0.034, amount: 42.5 });
    expect(cara.net_pay).toBe(1059.98);
    // Totals are sums of lines: gross 1,550 + 1,250 = 2,800; employee taxes (90.15 + 96.10 + 22.48) + (66.15 + 77.50 + 18.13 + 11.99 + 16.25) = 398.75
    expect(r.body.totals).toMatchObject({
      employee_gross: 2800,
      employee_taxes: 398.75,
      employee_benefits: 100,
      post_tax_deductions: 0,
      reimbursements: 0,
      employee_net: 2301.25,
      contractor_gross: 500,
      contractor_net: 500,
      company_benefits: 50,
    });
    const companyTaxes = [tom, cara]
      .flatMap((e) => e.taxes)
      .filter((x: { payer: string }) => x.payer === 'company')
      .reduce((s: number, x: { amount: number }) => s + Math.round(x.amount * 100), 0);
    expect(Math.round(r.body.totals.company_taxes * 100)).toBe(companyTaxes);
    // liability = gross + reimbursements + contractors + company taxes + company benefits
    expect(Math.round(r.body.totals.liability * 100)).toBe(280000 + 50000 + companyTaxes + 5000);
    expect(r.body.actions.approve).toEqual({
      method: 'POST',
      path: `/partner/v1/payrolls/${payrollId}/approve`,
    });
    for (const e of r.body.employees) for (const tx of e.taxes) expect(tx.reason.length).toBeGreaterThan(10);
  });

  it('previews the draft as JSON and as a CSV register', async () => {
    const p = await t.call(key, 'GET', `/payrolls/${payrollId}/preview`);
    expect(p.status).toBe(200);
    expect(p.body.totals.employee_net).toBe(2301.25);
    // The draft's answer is the same document, byte for byte.
    expect(p.raw).toBe(draftAnswer);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/partner/v1/payrolls/${payrollId}/paychecks`,
      headers: { 'x-api-key': key, accept: 'text/csv' },
    });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const rows = csv.body.trim().split('\n');
    expect(rows[0]).toBe(
      'payroll_id,payday,employee_id,name,kind,code,description,jurisdiction,payer,hours,rate,taxable_wages,amount',
    );
    const net = rows
      .filter((x) => x.includes(',net_pay,net_pay,'))
      .map((x) => Math.round(Number(x.split(',').at(-1)) * 100));
    expect(net.reduce((a, b) => a + b, 0)).toBe(230125 + 50000);
  });

  it('pages the preview’s people on request, with the whole payroll’s totals on every page', async () => {
    const whole = await t.call(key, 'GET', `/payrolls/${payrollId}/preview`);
    expect(whole.body.pagination).toBeUndefined();
    const ids = (p: {
      employees: Array<{ employee_id: number }>;
      contractors: Array<{ employee_id: number }>;
    }) => [...p.employees, ...p.contractors].map((x) => x.employee_id).sort((a, b) => a - b);
    const first = await t.call(key, 'GET', `/payrolls/${payrollId}/preview?limit=2`);
    expect(first.status).toBe(200);
    expect(ids(first.body)).toHaveLength(2);
    expect(first.body.totals).toEqual(whole.body.totals);
    expect(first.body.pagination.next_cursor).toEqual(expect.any(String));
    const second = await t.call(
      key,
      'GET',
      `/payrolls/${payrollId}/preview?limit=2&cursor=${encodeURIComponent(first.body.pagination.next_cursor)}`,
    );
    // 2 employees + 1 contractor: the second page holds the last person and no further cursor
    expect(ids(second.body)).toHaveLength(1);
    expect(second.body.pagination).toEqual({ limit: 2, next_cursor: null });
    expect([...ids(first.body), ...ids(second.body)].sort((a, b) => a - b)).toEqual(ids(whole.body));
    // The whole preview is written chunk by chunk (src/modules/payrolls/ledger/preview-stream.ts),
    // the pages by the route's schema serializer: the same people, field for field, and the same head.
    expect([...first.body.employees, ...second.body.employees]).toEqual(whole.body.employees);
    expect([...first.body.contractors, ...second.body.contractors]).toEqual(whole.body.contractors);
    const head = ({ employees: _e, contractors: _c, warnings: _w, pagination: _p, ...rest }: any) => rest;
    expect(head(first.body)).toEqual(head(whole.body));
    // payroll warnings, then each person's by employee_id: page 1's list, then page 2's people's
    const personal = (b: any) => b.warnings.filter((w: any) => w.employee_id !== null);
    expect(whole.body.warnings).toEqual([...first.body.warnings, ...personal(second.body)]);
    expect(whole.headers['content-type']).toBe('application/json; charset=utf-8');
    const bad = await t.call(key, 'GET', `/payrolls/${payrollId}/preview?limit=0`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('limit');
    const badCursor = await t.call(key, 'GET', `/payrolls/${payrollId}/preview?limit=2&cursor=123-45-6789`);
    expect([badCursor.status, badCursor.headers['content-type']]).toEqual([
      400,
      expect.stringMatching(/^application\/problem\+json/),
    ]);
    expect(JSON.stringify(badCursor.body)).toContain('cursor');
  });

  it('rejects a second regular payroll for the same period', async () => {
    const r = await t.call(key, 'POST', '/payrolls', draftBody);
    expect([r.status, r.body.code]).toEqual([409, 'period_already_has_payroll']);
  });

  it('approves exactly once under 20 concurrent approvals, then locks the period and counts in YTD', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.call(key, 'POST', `/payrolls/${payrollId}/approve`)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'payroll_not_draft')).toBe(
      true,
    );
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const ok = results.find((r) => r.status === 200)!;
    // without a Prefer header the answer is the whole payroll (a Preview with every paycheck)
    expect(ok.headers['preference-applied']).toBeUndefined();
    expect(ok.body.employees).toHaveLength(2);
    expect(ok.body).toMatchObject({
      status: 'pending',
      approved_at: '2026-11-21T22:00:00.000Z',
      actions: { approve: null },
    });
    // the preview is a draft's view (the seed): an approved payroll answers 409 there and is read
    // through GET /payrolls/:id, rebuilt from the ledger rows with the same lines as the draft's
    const notDraft = await t.call(key, 'GET', `/payrolls/${payrollId}/preview`);
    expect([notDraft.status, notDraft.body.code]).toEqual([409, 'payroll_not_draft']);
    const approvedPreview = await t.call(key, 'GET', `/payrolls/${payrollId}`);
    expect(approvedPreview.status).toBe(200);
    expect(approvedPreview.body).toMatchObject({ status: 'pending', actions: { approve: null } });
    expect(approvedPreview.body.totals.employee_net).toBe(2301.25);
    expect(approvedPreview.body.employees.map((e: { net_pay: number }) => e.net_pay)).toEqual([
      1241.27, 1059.98,
    ]);
    expect((await t.call(key, 'GET', `/payrolls/${payrollId}`)).body.totals.employee_net).toBe(2301.25);
    expect((await t.call(key, 'DELETE', `/payrolls/${payrollId}`)).body.code).toBe('payroll_not_draft');
    expect((await t.call(key, 'PUT', `/payrolls/${payrollId}`, draftBody)).body.code).toBe(
      'payroll_not_draft',
    );
    const items = await t.db
      .selectFrom('paychecks')
      .select(['employee_id', 'gross_cents', 'net_cents'])
      .where('company_id', '=', companyId)
      .where('payroll_id', '=', payrollId)
      .orderBy('employee_id')
      .execute();
    expect(items.map((i) => [toInt(i.employee_id), Number(i.gross_cents), Number(i.net_cents)])).toEqual([
      [e1, 155000, 124127],
      [e2, 125000, 105998],
      [c1, 50000, 50000],
    ]);
    // the time clock refuses changes inside the approved period
    const patch = await t.call(key, 'PATCH', `/time-records/${e1RecordId}`, { note: 'edit' });
    expect([patch.status, patch.body.code]).toEqual([409, 'period_locked']);
    const po = await t.call(key, 'GET', '/payrolls/period-options');
    expect(po.body.regular[0].periods[2]).toMatchObject({ status: 'pending', payroll_id: payrollId });
  });

  it('runs an off-cycle bonus with flat 22% federal and FUTA/SUI capped by YTD from the approved payroll', async () => {
    const init = await t.call(key, 'POST', '/payrolls/initialize', {
      type: 'off_cycle',
      start_date: '2026-11-22',
      end_date: '2026-11-22',
      payday: '2026-11-27',
      employee_ids: [e2],
    });
    expect(init.status).toBe(200);
    expect(init.body.pay_frequency).toBe('biweekly');
    const body = init.body.actions.create_draft;
    body.employees[0].payrollData.earnings = [{ type: 'bonus', amount: 6000, description: 'Year-end bonus' }];
    const r = await t.call(key, 'POST', '/payrolls', body);
    expect(r.status).toBe(201);
    const cara = r.body.employees[0];
    // Supplemental wages in an off-cycle payroll: 22% × 6,000 = $1,320.00 (Pub 15 2026 §7)
    expect(line(cara, 'federal_income_tax')!.amount).toBe(1320);
    expect(line(cara, 'social_security')!.amount).toBe(372); // 6.2% × 6,000
    expect(line(cara, 'medicare')!.amount).toBe(87); // 1.45% × 6,000
    // FUTA: $7,000 base − $1,250 YTD = $5,750 taxable × 0.6% = $34.50
    expect(line(cara, 'futa', 'company')).toMatchObject({ taxable_wages: 5750, amount: 34.5 });
    // CA SUI: $7,000 base − $1,250 YTD = $5,750 × 3.4% = $195.50
    expect(line(cara, 'state_unemployment', 'company', 'CA')).toMatchObject({
      taxable_wages: 5750,
      amount: 195.5,
    });
    const taxes = cara.taxes
      .filter((x: { payer: string }) => x.payer === 'employee')
      .reduce((s: number, x: { amount: number }) => s + Math.round(x.amount * 100), 0);
    expect(Math.round(cara.net_pay * 100)).toBe(600000 - taxes);
    const del = await t.call(key, 'DELETE', `/payrolls/${r.body.payroll_id}`);
    expect(del.status).toBe(204);
    expect((await t.call(key, 'GET', `/payrolls/${r.body.payroll_id}`)).status).toBe(404);
  });

  it('reopens before payday − 2 days, unlocking the period, and advances pending → processing → paid in the sandbox', async () => {
    // Prefer: return=minimal (RFC 7240): the header, totals and counts only, no paychecks
    const r = await t.call(key, 'POST', `/payrolls/${payrollId}/reopen`, undefined, {
      prefer: 'return=minimal',
    });
    expect(r.status).toBe(200);
    expect(r.headers['preference-applied']).toBe('return=minimal');
    expect(Object.keys(r.body).sort()).toEqual([
      'approved_at',
      'contractor_count',
      'created_at',
      'employee_count',
      'end_date',
      'off_cycle_options',
      'pay_frequency',
      'pay_schedule_group_id',
      'payday',
      'payroll_id',
      'start_date',
      'status',
      'totals',
      'type',
    ]);
    expect(r.body).toMatchObject({
      payroll_id: payrollId,
      status: 'reopened',
      approved_at: null,
      employee_count: 2,
      contractor_count: 1,
    });
    // the same totals as the full answer above: 1,241.27 + 1,059.98 = 2,301.25 net
    expect(r.body.totals.employee_net).toBe(2301.25);
    expect((await t.call(key, 'PATCH', `/time-records/${e1RecordId}`, { note: 'fixed' })).status).toBe(200);
    expect((await t.call(key, 'GET', `/payrolls/${payrollId}/preview`)).status).toBe(200);
    // several preferences in one header; an unknown one is ignored
    const again = await t.call(key, 'POST', `/payrolls/${payrollId}/approve`, undefined, {
      prefer: 'handling=lenient, return="minimal"',
    });
    expect([again.status, again.body.status, again.body.employees]).toEqual([200, 'pending', undefined]);
    expect(again.headers['preference-applied']).toBe('return=minimal');
    expect(again.body.approved_at).toBe('2026-11-21T22:00:00.000Z');
    expect(again.body.totals.employee_net).toBe(2301.25);
    const a1 = await t.call(key, 'POST', `/payrolls/${payrollId}/simulate/advance`);
    expect(a1.body).toEqual({ payroll_id: payrollId, status: 'processing' });
    expect((await t.call(key, 'POST', `/payrolls/${payrollId}/reopen`)).body.code).toBe('invalid_state');
    expect((await t.call(key, 'POST', `/payrolls/${payrollId}/simulate/advance`)).body.status).toBe('paid');
    expect((await t.call(key, 'POST', `/payrolls/${payrollId}/simulate/advance`)).status).toBe(409);
    const list = await t.call(key, 'GET', '/payrolls?status=paid');
    expect(list.body.data.map((p: { payroll_id: string }) => p.payroll_id)).toEqual([payrollId]);
    expect(list.body.data[0]).toMatchObject({ employee_count: 2, contractor_count: 1 });
  });

  it('refuses to reopen after payday − 2 days', async () => {
    const init = await t.call(key, 'POST', '/payrolls/initialize', {
      type: 'off_cycle',
      start_date: '2026-11-20',
      end_date: '2026-11-20',
      payday: '2026-11-23',
      employee_ids: [e1],
    });
    const r = await t.call(key, 'POST', '/payrolls', init.body.actions.create_draft);
    await t.call(key, 'POST', `/payrolls/${r.body.payroll_id}/approve`);
    const re = await t.call(key, 'POST', `/payrolls/${r.body.payroll_id}/reopen`);
    expect([re.status, re.body.code]).toEqual([409, 'reopen_deadline_passed']);
  });
});

describe('validation, plans and configuration', () => {
  it('names the path of invalid draft bodies', async () => {
    const base = {
      type: 'off_cycle',
      start_date: '2026-11-22',
      end_date: '2026-11-22',
      payday: '2026-11-28',
      pay_frequency: 'biweekly',
    };
    const lines = [{ type: 'bonus', amount: 10 }];
    const cases: Array<[unknown, number, string, string]> = [
      [{ ...base, employees: [{ employee_id: e1 }] }, 400, 'validation_failed', 'employees[0]'],
      [
        {
          ...base,
          employees: [
            {
              employee_id: e1,
              payrollData: { earnings: lines },
              splits: [
                { start_date: '2026-11-22', end_date: '2026-11-22', payrollData: { earnings: lines } },
              ],
            },
          ],
        },
        400,
        'validation_failed',
        'employees[0]',
      ],
      [
        { ...base, employees: [{ employee_id: 99999999, payrollData: { earnings: lines } }] },
        400,
        'invalid_reference',
        'employees[0].employee_id',
      ],
      [
        { ...base, employees: [{ employee_id: c1, payrollData: { earnings: lines } }] },
        400,
        'invalid_reference',
        'employees[0].employee_id',
      ],
      [
        {
          ...base,
          employees: [
            { employee_id: e1, payrollData: { earnings: [{ type: 'regular', hours: -1, rate: 20 }] } },
          ],
        },
        400,
        'validation_failed',
        'employees[0].payrollData.earnings[0].hours',
      ],
      [
        {
          ...base,
          employees: [{ employee_id: e1, payrollData: { earnings: [{ type: 'bonus', amount: 10.123 }] } }],
        },
        400,
        'validation_failed',
        'employees[0].payrollData.earnings[0].amount',
      ],
      [
        {
          ...base,
          employees: [{ employee_id: e1, payrollData: { earnings: [{ type: 'regular', hours: 2 }] } }],
        },
        400,
        'validation_failed',
        'employees[0].payrollData.earnings[0].amount',
      ],
      [
        {
          ...base,
          employees: [{ employee_id: e1, payrollData: { earnings: [{ type: 'tips', amount: 1 }] } }],
        },
        400,
        'validation_failed',
        'employees[0].payrollData.earnings[0].type',
      ],
      [
        {
          ...base,
          type: 'regular',
          pay_schedule_group_id: groupId,
          employees: [{ employee_id: outsider, payrollData: { earnings: lines } }],
        },
        400,
        'validation_failed',
        'start_date',
      ],
      [
        {
          ...base,
          type: 'regular',
          start_date: '2026-11-22',
          end_date: '2026-12-05',
          pay_schedule_group_id: groupId,
          employees: [{ employee_id: outsider, payrollData: { earnings: lines } }],
        },
        400,
        'invalid_reference',
        'employees[0].employee_id',
      ],
      [{ ...base, type: 'regular', employees: [] }, 400, 'validation_failed', 'pay_schedule_group_id'],
      [{ ...base, payday: '2026-02-30', employees: [] }, 400, 'validation_failed', 'payday'],
    ];
    for (const [body, status, code, field] of cases) {
      const r = await t.call(key, 'POST', '/payrolls', body);
      expect([field, r.status, r.body.code, r.body.errors?.[0]?.field]).toEqual([field, status, code, field]);
    }
    const init = await t.call(key, 'POST', '/payrolls/initialize', { type: 'regular' });
    expect([init.status, init.body.errors[0].field]).toEqual([400, 'pay_schedule_group_id']);
    const wrongPeriod = await t.call(key, 'POST', '/payrolls/initialize', {
      type: 'regular',
      pay_schedule_group_id: groupId,
      start_date: '2026-11-09',
      end_date: '2026-11-22',
    });
    expect([wrongPeriod.status, wrongPeriod.body.errors[0].field]).toEqual([400, 'start_date']);
    expect((await t.call(key, 'POST', '/payrolls/initialize', { type: 'weekly' })).status).toBe(400);
  });

  it('403 plan_required on the timetracking plan; 404 payroll_not_configured without a workplace or group', async () => {
    const tt = await makeCompany(t.db, { plan: 'timetracking' });
    for (const [m, u] of [
      ['GET', '/payrolls/period-options'],
      ['POST', '/payrolls/initialize'],
      ['GET', '/payrolls'],
    ] as const) {
      const r = await t.call(tt.apiKey, m, u, m === 'POST' ? { type: 'regular' } : undefined);
      expect([u, r.status, r.body.code]).toEqual([u, 403, 'plan_required']);
    }
    const bare = await makeCompany(t.db, { plan: 'payroll' });
    const r = await t.call(bare.apiKey, 'GET', '/payrolls/period-options');
    expect([r.status, r.body.code]).toEqual([404, 'payroll_not_configured']);
    // another company's payroll is a 404
    expect((await t.call(bare.apiKey, 'GET', `/payrolls/${payrollId}`)).status).toBe(404);
  });
});
