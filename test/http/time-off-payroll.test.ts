/**
 * Time off in the payroll run (docs/time-off.md): approved requests and holidays become earnings
 * lines at initialize, accruals are posted on approval from the hours worked and reversed exactly
 * once on reopen, the approved period refuses new requests. Every figure is worked out by hand.
 *
 * Company time zone America/Los_Angeles (PST = UTC−8 in November); workweek starts Sunday.
 * Biweekly group anchored 2026-01-04 → period Sun 2026-11-08 … Sat 11-21, payday 11-26.
 * Clock 2026-11-21T22:00Z = 14:00 PST on Sat Nov 21 (reopen allowed until 11-24).
 * Veterans Day, Wed 2026-11-11, is a federal holiday inside the period.
 *
 * - Cara (CA, $30.00/h, pto_payment_amount $30.00): Mon–Fri Nov 9–13 and 16–20, 08:00–16:00 PST
 *   (8 h, 80 h), Sat Nov 21 07:00–13:30 (6.5 h): 86.5 h worked, of which 46.5 − 40 = 6.5 h weekly
 *   overtime in week 2.
 * - Pete (TX, $20.00/h, pto_payment_amount $15.00): Mon–Thu Nov 9–12, 08:00–18:00 (10 h) = 40 h,
 *   and PTO on Fri Nov 13 (8 h). Enrolled in the holiday policy.
 * - Capa (TX, $25.00/h): Mon–Fri both weeks 8 h = 80 h; sick balance 79 h, cap 80 h.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeEmployee, makeGroup, startApp, type TestApp } from '../helpers/app.js';
import { makeTexasWorkplace } from '../helpers/payroll-fixture.js';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Text items of a PDF's pages with their baseline y (points from the page bottom). */
async function pdfItems(bytes: Buffer): Promise<Array<{ str: string; y: number }>> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const out: Array<{ str: string; y: number }> = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const c = await (await doc.getPage(i)).getTextContent();
    for (const x of c.items) {
      if ('str' in x && x.str.trim()) out.push({ str: x.str, y: x.transform[5] as number });
    }
  }
  return out;
}

let t: TestApp;
let key: string;
let companyId: number;
let cara: number;
let pete: number;
let capa: number;
let sick: number;
let pto: number;
let holiday: number;
let peteRequest: number;
let payrollId: string;
let groupId: number;

async function shift(emp: number, startIso: string, hours: number) {
  await t.db
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
    .execute();
}

const balance = async (emp: number, policy: number, asOf = '2026-12-31') => {
  const r = await t.call(key, 'GET', `/employees/${emp}/time-off-balances?as_of=${asOf}`);
  return r.body.balances.find((b: { time_off_policy_id: number }) => b.time_off_policy_id === policy);
};

beforeAll(async () => {
  t = await startApp('2026-11-21T22:00:00.000Z');
  ({ apiKey: key, companyId } = await makeCompany(t.db, { plan: 'payroll' }));
  await t.db
    .updateTable('companies')
    .set({ sui_rates: JSON.stringify({ TX: '0.027', CA: '0.034' }) })
    .where('id', '=', companyId)
    .execute();
  await makeTexasWorkplace(t.db, companyId, 'wrk_TXtimeoff00000000');
  await t.db
    .insertInto('workplaces')
    .values({
      company_id: companyId,
      id: 'wrk_CAtimeoff00000000',
      line1: '1 Market St',
      line2: null,
      city: 'San Francisco',
      state: 'CA',
      postal_code: '94105',
      country: 'US',
    })
    .execute();
  groupId = await makeGroup(t.db, companyId, 'biweekly', 'Hourly');
  const hourly = (amount: string) => [
    { start_date: '2025-01-01', payment_unit: 'hour', payment_amount: amount, overtime_amount: '1.5' },
  ];
  cara = await makeEmployee(t.db, companyId, {
    first_name: 'Cara',
    pay_schedule_group_id: groupId,
    workplace_id: 'wrk_CAtimeoff00000000',
    earnings: hourly('30.0000'),
  });
  pete = await makeEmployee(t.db, companyId, {
    first_name: 'Pete',
    pay_schedule_group_id: groupId,
    workplace_id: 'wrk_TXtimeoff00000000',
    earnings: hourly('20.0000'),
  });
  capa = await makeEmployee(t.db, companyId, {
    first_name: 'Capa',
    pay_schedule_group_id: groupId,
    workplace_id: 'wrk_TXtimeoff00000000',
    earnings: hourly('25.0000'),
  });
  await t.db
    .updateTable('employee_earnings')
    .set({ pto_payment_amount: '15.0000' })
    .where('company_id', '=', companyId)
    .where('employee_id', '=', pete)
    .execute();
  for (const d of ['09', '10', '11', '12', '13', '16', '17', '18', '19', '20']) {
    await shift(cara, `2026-11-${d}T16:00:00.000Z`, 8);
    await shift(capa, `2026-11-${d}T16:00:00.000Z`, 8);
  }
  await shift(cara, '2026-11-21T15:00:00.000Z', 6.5);
  for (const d of ['09', '10', '11', '12']) await shift(pete, `2026-11-${d}T16:00:00.000Z`, 10);

  const mk = async (body: Record<string, unknown>) => {
    const r = await t.call(key, 'POST', '/time-off-policies', body);
    expect(r.status).toBe(201);
    return r.body.time_off_policy_id as number;
  };
  sick = await mk({
    name: 'Sick leave',
    kind: 'sick',
    accrual_method: 'per_hour_worked',
    accrual_hours: 1,
    per_hours_worked: 30,
    max_balance_hours: 80,
  });
  pto = await mk({
    name: 'PTO',
    kind: 'pto',
    accrual_method: 'per_hour_worked',
    accrual_hours: 1,
    per_hours_worked: 30,
    accrual_rounding: 'hundredth_hour',
    overtime_accrues: false,
  });
  holiday = await mk({ name: 'Holidays', kind: 'holiday', accrual_method: 'none', auto_enroll: false });
  await t.call(key, 'POST', `/time-off-policies/${holiday}/enrollments`, { employee_ids: [pete] });
  await t.call(key, 'POST', `/employees/${pete}/time-off-adjustments`, {
    time_off_policy_id: pto,
    hours: 8,
    effective_date: '2026-11-01',
  });
  await t.call(key, 'POST', `/employees/${capa}/time-off-adjustments`, {
    time_off_policy_id: sick,
    hours: 79,
    effective_date: '2026-11-01',
  });
  const r = await t.call(key, 'POST', '/time-off-requests', {
    employee_id: pete,
    time_off_policy_id: pto,
    start_date: '2026-11-13',
    end_date: '2026-11-13',
    hours_per_day: 8,
  });
  expect(r.status).toBe(201);
  peteRequest = r.body.time_off_request_id;
  expect((await t.call(key, 'POST', `/time-off-requests/${peteRequest}/approve`)).status).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

let draft: any;
const LONG =
  'Overtime 6.5 h × $45.00: hours over 40 in the workweek of 2026-11-15 (29 CFR 778.115 regular rate; CA Labor Code §510 daily and weekly overtime), San Francisco';

describe('initialize', () => {
  it('pays approved PTO at pto_payment_amount and the holiday, without touching overtime', async () => {
    const r = await t.call(key, 'POST', '/payrolls/initialize', {
      type: 'regular',
      pay_schedule_group_id: groupId,
      start_date: '2026-11-08',
      end_date: '2026-11-21',
    });
    expect(r.status).toBe(200);
    draft = r.body.actions.create_draft;
    const p = draft.employees.find((e: { employee_id: number }) => e.employee_id === pete).payrollData;
    // 29 CFR 778.218: 40 h worked + 8 h PTO + 8 h holiday = 56 h paid, but 40 h worked → no overtime
    expect(p.time_totals).toMatchObject({ regular_hours: 40, overtime_hours: 0 });
    expect(p.earnings).toEqual([
      { type: 'regular', hours: 40, rate: 20, amount: 800, description: expect.any(String) },
      // PTO: 8 h × $15.00 (pto_payment_amount, not the $20.00 rate) = $120.00
      { type: 'pto', hours: 8, rate: 15, amount: 120, description: 'PTO 2026-11-13…2026-11-13 8 h × $15' },
      // Veterans Day (observed Wed 11-11): 40 h / 5 = 8 h × $15.00 = $120.00
      { type: 'holiday', hours: 8, rate: 15, amount: 120, description: 'Veterans Day 2026-11-11 8 h × $15' },
    ]);
    // 800 + 120 + 120 = $1,040.00
    expect(p.gross_pay).toBe(1040);
    const c = draft.employees.find((e: { employee_id: number }) => e.employee_id === cara).payrollData;
    // Cara is not in the holiday policy and has no request: no time-off line
    expect(c.earnings.map((l: { type: string }) => l.type)).toEqual(['regular', 'overtime']);
    expect(c.time_totals).toMatchObject({ regular_hours: 80, overtime_hours: 6.5 });
  });
});

describe('approval posts accruals; reopen reverses them once', () => {
  it('accrues from the hours worked, with the policy rounding, overtime rule and 80-hour cap', async () => {
    // a long overtime description (the pay stub must wrap it, not run it into the next heading)
    const caraData = draft.employees.find((e: { employee_id: number }) => e.employee_id === cara).payrollData;
    caraData.earnings.find((l: { type: string }) => l.type === 'overtime').description = LONG;
    const created = await t.call(key, 'POST', '/payrolls', draft);
    expect(created.status).toBe(201);
    payrollId = created.body.payroll_id;
    const a = await t.call(key, 'POST', `/payrolls/${payrollId}/approve`);
    expect(a.status).toBe(200);
    // Cara, sick (to the second, overtime accrues): 86.5 h = 311,400 s ÷ 30 = 10,380 s = 2.8833 h
    expect(await balance(cara, sick)).toMatchObject({ accrued_hours: 2.8833, available_hours: 2.8833 });
    // Cara, PTO (to 0.01 h, overtime does not accrue): 80 h = 288,000 s ÷ 30 = 9,600 s = 2.6667 h
    // → 9,600 / 36 = 266.67 → 267 × 36 = 9,612 s = 2.67 h
    expect(await balance(cara, pto)).toMatchObject({ accrued_hours: 2.67 });
    // Pete, sick: 40 h worked (PTO and holiday hours are not hours worked) = 144,000 s ÷ 30 = 4,800 s = 1.3333 h
    expect(await balance(pete, sick)).toMatchObject({ accrued_hours: 1.3333 });
    // Pete, PTO: 4,800 / 36 = 133.33 → 133 × 36 = 4,788 s = 1.33 h; 8 opening − 8 used + 1.33 = 1.33 h
    expect(await balance(pete, pto)).toMatchObject({
      accrued_hours: 1.33,
      used_hours: 8,
      adjusted_hours: 8,
      available_hours: 1.33,
    });
    // Capa, sick: 80 h ÷ 30 = 2.6667 h, but the balance stops at the 80 h cap: 80 − 79 = 1 h
    expect(await balance(capa, sick)).toMatchObject({ accrued_hours: 1, available_hours: 80 });
    const req = await t.call(key, 'GET', `/time-off-requests/${peteRequest}`);
    expect(req.body.paid_payroll_id).toBe(payrollId);
  });

  it('shows per policy accrued, used and available on the JSON and PDF pay statement', async () => {
    const j = await t.call(key, 'GET', `/payrolls/${payrollId}/paychecks/${pete}`);
    expect(j.status).toBe(200);
    expect(j.body.time_off).toEqual([
      // sick: 1.3333 accrued by this payroll; nothing used; available at 11-21
      {
        time_off_policy_id: sick,
        name: 'Sick leave',
        kind: 'sick',
        accrued_hours: 1.3333,
        used_hours: 0,
        available_hours: 1.3333,
      },
      // PTO: 1.33 accrued; 8 h used on 11-13; 8 − 8 + 1.33 = 1.33 available
      {
        time_off_policy_id: pto,
        name: 'PTO',
        kind: 'pto',
        accrued_hours: 1.33,
        used_hours: 8,
        available_hours: 1.33,
      },
      // holidays: no balance (paid from the calendar)
      {
        time_off_policy_id: holiday,
        name: 'Holidays',
        kind: 'holiday',
        accrued_hours: 0,
        used_hours: 0,
        available_hours: 0,
      },
    ]);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/partner/v1/payrolls/${payrollId}/paychecks/${cara}`,
      headers: { 'x-api-key': key, accept: 'application/pdf' },
    });
    expect(pdf.statusCode).toBe(200);
    const items = await pdfItems(pdf.rawPayload);
    const text = items.map((i) => i.str).join(' ');
    expect(text).toContain('Time off (hours)');
    expect(text).toMatch(/Sick leave\s+2\.8833\s+0\.0000\s+2\.8833/);
    expect(text).not.toContain('-$0.00'); // Cara has no deductions: "Deductions $0.00", not "-$0.00"
    expect(text).toMatch(/Deductions\s+\$0\.00/);
    // every piece of the long description lies above the "Taxes withheld" heading (PDF y grows upward)
    const heading = items.find((i) => i.str === 'Taxes withheld')!;
    const desc = items.filter((i) => LONG.includes(i.str) && i.str.length > 3);
    expect(
      desc
        .map((i) => i.str)
        .join(' ')
        .replace(/\s+/g, ' '),
    ).toContain('San Francisco');
    for (const d of desc) expect(d.y).toBeGreaterThan(heading.y + 9);
  });

  it('refuses time off in the approved period and the cancellation of a paid request', async () => {
    const r = await t.call(key, 'POST', '/time-off-requests', {
      employee_id: cara,
      time_off_policy_id: sick,
      start_date: '2026-11-08', // a Sunday with no punch, inside the approved period
      end_date: '2026-11-08',
      hours_per_day: 1,
      include_weekends: true,
    });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('period_locked');
    expect(r.body.detail).toContain(payrollId);
    const c = await t.call(key, 'POST', `/time-off-requests/${peteRequest}/cancel`);
    expect(c.status).toBe(409);
    expect(c.body.detail).toContain(`paid in payroll ${payrollId}`);
  });

  it('reopen reverses each accrual exactly once; approving again posts them again', async () => {
    const ro = await t.call(key, 'POST', `/payrolls/${payrollId}/reopen`);
    expect(ro.status).toBe(200);
    expect(await balance(cara, sick)).toMatchObject({ accrued_hours: 0, available_hours: 0 });
    expect(await balance(capa, sick)).toMatchObject({ accrued_hours: 0, available_hours: 79 });
    expect((await t.call(key, 'GET', `/time-off-requests/${peteRequest}`)).body.paid_payroll_id).toBeNull();
    const again = await t.call(key, 'POST', `/payrolls/${payrollId}/approve`);
    expect(again.status).toBe(200);
    expect(await balance(cara, sick)).toMatchObject({ accrued_hours: 2.8833 });
    const ro2 = await t.call(key, 'POST', `/payrolls/${payrollId}/reopen`);
    expect(ro2.status).toBe(200);
    // Cara: 2 accrual postings (sick, PTO) × 2 approvals + 2 × 2 reversals = 8 rows, net 0
    const rows = await t.db
      .selectFrom('time_off_entries')
      .select(['seconds', 'reverses_id'])
      .where('company_id', '=', companyId)
      .where('employee_id', '=', cara)
      .execute();
    expect(rows).toHaveLength(8);
    expect(rows.reduce((s, r) => s + Number(r.seconds), 0)).toBe(0);
    expect(rows.filter((r) => r.reverses_id !== null)).toHaveLength(4);
    const events = await t.db
      .selectFrom('webhook_events')
      .select('payload')
      .where('company_id', '=', companyId)
      .where('type', '=', 'time_off_balance.changed')
      // in the order they were written (a heap scan need not be: the postings now run on other
      // connections of the pool, each inserting into its own page)
      .orderBy('seq')
      .execute();
    // One event per posting for Cara (approve, reopen, approve, reopen), each carrying both of her
    // policies' balances: the sick one moves by 86.5 h / 30 = 2.8833 h and back.
    const cards = events.map((e) => JSON.parse(e.payload).data).filter((d) => d.employee_id === cara);
    expect(cards).toHaveLength(4);
    expect(cards.map((d) => d.balances.length)).toEqual([2, 2, 2, 2]);
    const accruals = cards.map(
      (d) =>
        d.balances.find((b: { time_off_policy_id: number }) => b.time_off_policy_id === sick).change_hours,
    );
    expect(accruals).toEqual([2.8833, -2.8833, 2.8833, -2.8833]);
  });
});

describe('statutory minimums', () => {
  it('warns on a sick policy weaker than California’s minimum, on the policy and at initialize', async () => {
    const r = await t.call(key, 'POST', '/time-off-policies', {
      name: 'Weak sick',
      kind: 'sick',
      accrual_method: 'per_hour_worked',
      accrual_hours: 1,
      per_hours_worked: 40, // 1/40 < 1/30
      max_balance_hours: 48, // < 80
      waiting_period_days: 120, // > 90
      auto_enroll: false,
    });
    expect(r.status).toBe(201);
    // Cara works in CA; Pete and Capa in TX (no statewide sick-leave law): CA rules only
    expect(
      r.body.warnings.map((w: { code: string; jurisdiction: string; rule: string }) => [
        w.code,
        w.jurisdiction,
        w.rule,
      ]),
    ).toEqual([
      ['below_statutory_accrual', 'CA', 'CA Labor Code §246(b)(1)'],
      ['below_statutory_cap', 'CA', 'CA Labor Code §246(b)(4) (SB 616)'],
      ['statutory_waiting_period', 'CA', 'CA Labor Code §246(c)'],
    ]);
    expect(r.body.warnings[0].message).toContain('1 h per 40 h worked, less than the minimum 1 h per 30 h');
    // the compliant policies carry no warning
    expect((await t.call(key, 'GET', `/time-off-policies/${sick}`)).body.warnings).toEqual([]);
    const init = await t.call(key, 'POST', '/payrolls/initialize', {
      type: 'regular',
      pay_schedule_group_id: groupId,
      start_date: '2026-11-22',
      end_date: '2026-12-05',
    });
    expect(init.status).toBe(200);
    const codes = init.body.warnings.filter((w: { code: string }) => w.code.includes('statutory'));
    expect(codes.map((w: { code: string }) => w.code)).toEqual([
      'below_statutory_accrual',
      'below_statutory_cap',
      'statutory_waiting_period',
    ]);
    // …and on the draft's preview (stored with the payroll; they concern the policy: employee_id null)
    const draft = await t.call(key, 'POST', '/payrolls', init.body.actions.create_draft);
    expect(draft.status).toBe(201);
    const preview = await t.call(key, 'GET', `/payrolls/${draft.body.payroll_id}/preview`);
    expect(preview.status).toBe(200);
    const statutory = preview.body.warnings.filter((w: { code: string }) => w.code.includes('statutory'));
    expect(
      statutory.map((w: { code: string; employee_id: number | null }) => [w.code, w.employee_id]),
    ).toEqual([
      ['below_statutory_accrual', null],
      ['below_statutory_cap', null],
      ['statutory_waiting_period', null],
    ]);
    expect(statutory[0].message).toContain('Weak sick: accrues 1 h per 40 h worked');
    expect(statutory[0].message).toContain('CA Labor Code §246(b)(1)');
    expect(statutory[1].message).toContain('CA Labor Code §246(b)(4)');
    // a compliant policy again (archived weak one) → the replaced draft's preview has none
    expect(
      (await t.call(key, 'PATCH', `/time-off-policies/${r.body.time_off_policy_id}`, { is_archived: true }))
        .status,
    ).toBe(200);
    const put = await t.call(
      key,
      'PUT',
      `/payrolls/${draft.body.payroll_id}`,
      init.body.actions.create_draft,
    );
    expect(put.status).toBe(200);
    const after = await t.call(key, 'GET', `/payrolls/${draft.body.payroll_id}/preview`);
    expect(after.body.warnings.filter((w: { code: string }) => w.code.includes('statutory'))).toEqual([]);
    expect((await t.call(key, 'DELETE', `/payrolls/${draft.body.payroll_id}`)).status).toBe(204);
  });
});

describe('termination payout', () => {
  it('pays the PTO balance (not sick leave) in the final off-cycle and empties it on approval', async () => {
    await t.call(key, 'PATCH', `/time-off-policies/${pto}`, { payout_on_termination: true });
    // Pete's PTO: the regular payroll is reopened (accruals reversed): 8 − 8 = 0 h; + 12.5 h
    await t.call(key, 'POST', `/employees/${pete}/time-off-adjustments`, {
      time_off_policy_id: pto,
      hours: 12.5,
      effective_date: '2026-11-20',
    });
    const d = await t.call(key, 'PATCH', `/employees/${pete}`, {
      is_active: false,
      dismissed_on: '2026-11-21',
    });
    expect(d.status).toBe(200);
    const init = await t.call(key, 'POST', '/payrolls/initialize', {
      type: 'off_cycle',
      employee_ids: [pete],
      start_date: '2026-11-21',
      end_date: '2026-11-21',
      payday: '2026-11-25',
    });
    expect(init.status).toBe(200);
    const entry = init.body.actions.create_draft.employees[0];
    const ptoLines = (e: { payrollData: { earnings: Array<{ type: string }> } }) =>
      e.payrollData.earnings.filter((l) => l.type === 'pto');
    // 12.5 h × $15.00 (pto_payment_amount) = $187.50; sick leave (1.3333 h reversed → 0) is not paid out
    // (the hours engine's own line — regular 0.00 h, $0.00, no punch on 11-21 — comes first)
    expect(ptoLines(entry)).toEqual([
      {
        type: 'pto',
        hours: 12.5,
        rate: 15,
        amount: 187.5,
        description: 'Final pay: PTO balance 12.5 h × $15',
      },
    ]);
    expect(entry.payrollData.gross_pay).toBe(187.5);
    const created = await t.call(key, 'POST', '/payrolls', init.body.actions.create_draft);
    expect(created.status).toBe(201);
    expect((await t.call(key, 'POST', `/payrolls/${created.body.payroll_id}/approve`)).status).toBe(200);
    // 12.5 − 12.5 = 0 h
    expect(await balance(pete, pto, '2026-11-30')).toMatchObject({
      available_hours: 0,
      adjusted_hours: 8 + 12.5 - 12.5,
    });
    const again = await t.call(key, 'POST', '/payrolls/initialize', {
      type: 'off_cycle',
      employee_ids: [pete],
      start_date: '2026-11-21',
      end_date: '2026-11-21',
      payday: '2026-11-25',
    });
    expect(ptoLines(again.body.actions.create_draft.employees[0])).toEqual([]); // nothing left to pay
  });
});

describe('time-off liability report', () => {
  it('books balances × rate per person and policy', async () => {
    const r = await t.call(key, 'GET', '/reports/time-off-liability?as_of=2026-11-30');
    expect(r.status).toBe(200);
    // Cara: every accrual reversed (payroll reopened) → 0; Pete: PTO paid out, sick reversed → 0.
    // Capa: sick 79 h (opening) — its 1 h accrual reversed — × $25.00 = $1,975.00
    expect(r.body).toEqual({
      as_of: '2026-11-30',
      lines: [
        {
          employee_id: capa,
          first_name: 'Capa',
          last_name: expect.any(String),
          time_off_policy_id: sick,
          policy: 'Sick leave',
          kind: 'sick',
          available_hours: 79,
          rate: 25,
          amount: 1975,
        },
      ],
      total_hours: 79,
      total_amount: 1975,
    });
  });
});
