/**
 * Reports reconcile with the payroll run to the cent: a small company runs two regular payrolls
 * through the HTTP API (initialize → create draft → approve), and every report total equals the
 * sum of the paychecks that the approved payrolls return (GET /payrolls/:id). No figure here is
 * produced by the reports under test: the expected side is summed from the payroll previews.
 *
 * Company time zone America/Los_Angeles; biweekly group anchored 2026-01-04: periods
 * 2026-10-25…11-07 (payday 11-12) and 11-08…11-21 (payday 11-26). Clock 2026-11-21T22:00Z.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeEmployee, startApp, type TestApp } from '../helpers/app.js';
import { toInt } from '../../src/platform/db/type-parsers.js';

let t: TestApp;
let key: string;
let companyId: number;
let groupId: number;
let projectId: number;
const previews: any[] = [];
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

async function shift(emp: number, startIso: string, hours: number, project: number | null = null) {
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
      project_id: project,
    })
    .execute();
}

beforeAll(async () => {
  t = await startApp('2026-11-21T22:00:00.000Z');
  ({ apiKey: key, companyId } = await makeCompany(t.db, { plan: 'payroll' }));
  await t.db
    .updateTable('companies')
    .set({ sui_rates: JSON.stringify({ TX: '0.027' }) })
    .where('id', '=', companyId)
    .execute();
  await t.db
    .insertInto('workplaces')
    .values({
      company_id: companyId,
      id: 'wrk_TXaustin00000000000',
      line1: '5 Congress Ave',
      line2: null,
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
      country: 'US',
    })
    .execute();
  groupId = toInt(
    (
      await t.db
        .insertInto('pay_schedule_groups')
        .values({
          company_id: companyId,
          name: 'Hourly',
          pay_frequency: 'biweekly',
          anchor_start_date: '2026-01-04',
          payday_offset_days: 5,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );
  projectId = toInt(
    (
      await t.db
        .insertInto('projects')
        .values({ company_id: companyId, name: 'Tower' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );
  const people: number[] = [];
  for (const [first, rate] of [
    ['Ann', '21.5000'],
    ['Ben', '33.2500'],
    ['Cy', '18.0000'],
  ] as const) {
    const id = await makeEmployee(t.db, companyId, {
      first_name: first,
      last_name: 'Tester',
      pay_schedule_group_id: groupId,
      workplace_id: 'wrk_TXaustin00000000000',
      earnings: [
        { start_date: '2025-01-01', payment_unit: 'hour', payment_amount: rate, overtime_amount: '1.5' },
      ],
    });
    await t.db
      .insertInto('employee_tax_setups')
      .values({ company_id: companyId, employee_id: id, federal: W4, state: null })
      .execute();
    people.push(id);
  }
  // Each person: weekdays of both periods, 08:00 local (16:00Z), 9 h (Ann), 8 h (Ben, on the project), 7 h (Cy).
  const days = [
    '10-26',
    '10-27',
    '10-28',
    '10-29',
    '10-30',
    '11-02',
    '11-03',
    '11-09',
    '11-10',
    '11-11',
    '11-16',
    '11-17',
    '11-18',
  ];
  for (const d of days) {
    await shift(people[0]!, `2026-${d}T16:00:00.000Z`, 9);
    await shift(people[1]!, `2026-${d}T16:00:00.000Z`, 8, projectId);
    await shift(people[2]!, `2026-${d}T16:00:00.000Z`, 7);
  }
});
afterAll(async () => {
  await t.close();
});

describe('two payrolls through the API', () => {
  it('initializes, drafts and approves both periods', async () => {
    for (const period of [
      { start_date: '2026-10-25', end_date: '2026-11-07' },
      { start_date: '2026-11-08', end_date: '2026-11-21' },
    ]) {
      const init = await t.call(key, 'POST', '/payrolls/initialize', {
        type: 'regular',
        pay_schedule_group_id: groupId,
        ...period,
      });
      expect(init.status).toBe(200);
      const draft = await t.call(key, 'POST', '/payrolls', init.body.actions.create_draft);
      expect(draft.status).toBe(201);
      const ok = await t.call(key, 'POST', `/payrolls/${draft.body.payroll_id}/approve`);
      expect(ok.status).toBe(200);
      const p = await t.call(key, 'GET', `/payrolls/${draft.body.payroll_id}`);
      expect(p.body.status).toBe('pending');
      previews.push(p.body);
    }
    expect(previews.flatMap((p) => p.employees)).toHaveLength(6);
  });

  it('reconciles every report with the paychecks to the cent', async () => {
    const c = (d: number) => Math.round(d * 100);
    const emps = previews.flatMap((p) => p.employees);
    const gross = emps.reduce((a, e) => a + c(e.gross_pay), 0);
    const net = emps.reduce((a, e) => a + c(e.net_pay), 0);
    const taxSum = (payer: string, code?: string) =>
      emps
        .flatMap((e) => e.taxes)
        .filter((x: any) => x.payer === payer && (code === undefined || x.code === code))
        .reduce((a: number, x: any) => a + c(x.amount), 0);
    expect(gross).toBeGreaterThan(0);

    const q = 'start_date=2026-01-01&end_date=2026-12-31';
    const journal = await t.call(key, 'GET', `/reports/payroll-journal?${q}&limit=200`);
    expect(journal.body.data).toHaveLength(6);
    expect(journal.body.data.reduce((a: number, r: any) => a + c(r.gross_pay), 0)).toBe(gross);
    expect(journal.body.data.reduce((a: number, r: any) => a + c(r.net_pay), 0)).toBe(net);

    const tax = await t.call(key, 'GET', `/reports/tax-liability?${q}`);
    const lineSum = (payer: string) =>
      tax.body.lines.filter((l: any) => l.payer === payer).reduce((a: number, l: any) => a + c(l.amount), 0);
    expect(lineSum('employee')).toBe(taxSum('employee'));
    expect(lineSum('company')).toBe(taxSum('company'));
    expect(c(tax.body.form_941[0].federal_income_tax_withheld)).toBe(
      taxSum('employee', 'federal_income_tax'),
    );
    expect(c(tax.body.form_940[0].futa_tax)).toBe(taxSum('company', 'futa'));

    const job = await t.call(key, 'GET', `/reports/job-costing?${q}`);
    expect(c(job.body.totals.gross_pay)).toBe(gross);
    expect(c(job.body.totals.employer_taxes)).toBe(taxSum('company'));
    const onProject = job.body.data.find((g: any) => g.project_id === projectId);
    // Ben: 13 days × 8 h on the project
    expect(onProject.hours).toBe(104);

    const ytd = await t.call(key, 'GET', '/reports/employee-ytd?year=2026');
    expect(ytd.body.data.reduce((a: number, r: any) => a + c(r.net_pay), 0)).toBe(net);

    // A pay stub's YTD net = the person's net in both approved payrolls
    const who = previews[1].employees[0].employee_id;
    const stub = await t.call(key, 'GET', `/payrolls/${previews[1].payroll_id}/paychecks/${who}`);
    const mine = emps.filter((e) => e.employee_id === who);
    expect(mine).toHaveLength(2);
    expect(c(stub.body.totals.net_pay.ytd)).toBe(mine.reduce((a, e) => a + c(e.net_pay), 0));
  });
});
