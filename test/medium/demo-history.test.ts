/**
 * The seeded demo company's year (src/modules/demo/history.ts) through the API, as of 2026-11-21
 * (the 43 historical payrolls: 22 biweekly paydays 2026-01-08 … 10-29 and 21 semimonthly paydays
 * 2026-01-05 … 11-05; the figures of each are worked out by hand in test/unit/demo-history.test.ts):
 * the reconciliation balances at 0.00 and is ready to file once the EIN is set; W-2s answer (test
 * SSNs, sealed), with box 1 the sum of the person's federal wages over the history; the draft of
 * the latest finished period counts the history in its YTD. Runs on the project's backend.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoCompany, type DemoCompany } from '../../src/modules/demo/generator.js';
import { demoHistory } from '../../src/modules/demo/history.js';
import { seedDemoCompany } from '../../src/modules/demo/seed.js';
import { startApp, type TestApp } from '../helpers/app.js';

const AS_OF = '2026-11-21';
let t: TestApp;
let key: string;
let demo: DemoCompany;
let ids: number[];
let payrolls = 0;

beforeAll(async () => {
  demo = generateDemoCompany({ asOf: AS_OF });
  t = await startApp(demo.now);
  const seeded = await seedDemoCompany(t.db, { asOf: AS_OF }, t.sealer);
  key = seeded.apiKey;
  payrolls = seeded.counts.historicalPayrolls ?? -1;
  const rows = await t.db
    .selectFrom('employees')
    .select(['id', 'email', 'employment_type'])
    .where('company_id', '=', seeded.companyId)
    .execute();
  ids = demo.employees.map((e) =>
    Number(rows.find((r) => r.email === e.email && r.employment_type === e.employmentType)!.id),
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the demo company’s 2026 history', () => {
  it('is 43 historical payrolls from January, listed as such', async () => {
    expect(payrolls).toBe(43);
    const list = await t.call(key, 'GET', '/historical-payrolls?limit=100');
    expect(list.status).toBe(200);
    const paydays = (list.body.data as Array<{ payday: string }>).map((p) => p.payday).sort();
    expect(paydays).toHaveLength(43);
    expect(paydays[0]).toBe('2026-01-05'); // semimonthly 2025-12-16–12-31 + 5 days
    expect(paydays.at(-1)).toBe('2026-11-05'); // semimonthly 10-16–10-31 + 5 days
    expect(paydays.filter((d) => d === '2026-10-29')).toHaveLength(1); // biweekly 10-11–10-24
  });

  it('reconciles at 0.00 and is ready to file once the EIN is set', async () => {
    expect((await t.call(key, 'PUT', '/companies/tax-ids', { ein: '12-3456789' })).status).toBe(200);
    const r = await t.call(key, 'GET', '/reports/year-end?year=2026');
    expect(r.status).toBe(200);
    const diffs = [
      ...r.body.quarters.flatMap((q: any) => q.form_941),
      ...Object.values(r.body.year_totals).flat(),
    ].map((x: any) => x.difference);
    expect(diffs.length).toBeGreaterThan(20);
    expect(new Set(diffs)).toEqual(new Set([0]));
    expect(r.body.blocking).toEqual([]);
    expect(r.body.ready_to_file).toBe(true);
  });

  it('gives every employee a W-2 from the history (box 1 = the federal wages of the history)', async () => {
    const hist = demoHistory(demo);
    const i = demo.employees.findIndex((e) => e.employmentType !== 'contractor' && !e.timetrackOnly);
    const fitCents = hist
      .flatMap((p) => p.employees.filter((x) => x.employee === i))
      .flatMap((x) => x.body.taxes ?? [])
      .filter((x) => x.code === 'federal_income_tax')
      .reduce((s, x) => s + Math.round(x.taxable_wages * 100), 0);
    const w2 = await t.call(key, 'GET', `/employees/${ids[i]}/w2s/2026`);
    expect(w2.status).toBe(200);
    expect(Math.round(w2.body.box1_wages * 100)).toBe(fitCents);
    expect(w2.body.employee.ssn).toBe(`XXX-XX-${String(i + 1).padStart(4, '0')}`); // 900-10-000n
    expect(w2.body.box3_social_security_wages).toBeLessThanOrEqual(184_500);
    const file = await t.call(key, 'GET', '/companies/w2-file?year=2026&user_id=ABCD1234');
    expect(file.status).toBe(200);
  });

  it('gives the contractors 1099-NECs: a business contractor’s TIN is its test EIN', async () => {
    const b = demo.employees.findIndex((e) => e.contractorType === 'business');
    const hist = demoHistory(demo);
    const paid = hist.flatMap((p) => p.contractors.filter((c) => c.employee === b));
    const box1 = paid.reduce((s, c) => s + Math.round(c.amount * 100), 0);
    expect(box1).toBeGreaterThanOrEqual(60_000); // $600 or more
    const r = await t.call(key, 'GET', `/contractors/${ids[b]}/1099-necs/2026`);
    expect(r.status).toBe(200);
    // EIN 00-00NNNNN (NNNNN = index + 1), shown as XX-XXX + the last four digits.
    expect(r.body.recipient).toMatchObject({
      tin_type: 'ein',
      tin: `XX-XXX${String(b + 1).padStart(4, '0')}`,
    });
    expect(Math.round(r.body.box1_nonemployee_compensation * 100)).toBe(box1);
    const t1096 = await t.call(key, 'GET', '/companies/1096?year=2026');
    expect(t1096.body.blocking).toEqual([]);
  });

  it('counts the history in the YTD of the payroll run here for the latest finished period', async () => {
    const options = await t.call(key, 'GET', '/payrolls/period-options');
    const group = options.body.regular[0];
    const period = group.periods.filter((p: any) => p.end_date < AS_OF).at(-1);
    expect(period).toMatchObject({ start_date: '2026-10-25', end_date: '2026-11-07' });
    const init = await t.call(key, 'POST', '/payrolls/initialize', {
      type: 'regular',
      pay_schedule_group_id: group.pay_schedule_group_id,
      start_date: period.start_date,
      end_date: period.end_date,
    });
    expect(init.status).toBe(200);
    const draft = await t.call(key, 'POST', '/payrolls', init.body.actions.create_draft);
    expect(draft.status).toBe(201);
    const ee = draft.body.employees[0];
    const stub = await t.call(key, 'GET', `/payrolls/${draft.body.payroll_id}/paychecks/${ee.employee_id}`);
    expect(stub.status).toBe(200);
    const i = ids.indexOf(ee.employee_id);
    const histGross = demoHistory(demo)
      .flatMap((p) => p.employees.filter((x) => x.employee === i))
      .reduce((s, x) => s + x.body.earnings.reduce((a, l) => a + Math.round(l.amount * 100), 0), 0);
    expect(histGross).toBeGreaterThan(0);
    // YTD gross = the history's gross + this paycheck's.
    expect(Math.round(stub.body.totals.gross_pay.ytd * 100)).toBe(
      histGross + Math.round(stub.body.totals.gross_pay.current * 100),
    );
  });
});
