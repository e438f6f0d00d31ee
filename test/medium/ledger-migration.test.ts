/**
 * The ledger data migration (2026-11-24T1200_payroll_ledger): a payroll stored in the previous
 * shape (payrolls.body / preview / items jsonb + payroll_items) reads the same after the migration:
 * the same preview JSON, the same year-to-date sums (now SQL aggregates over pay lines), and a draft
 * still rebuilds its create_draft body. The database is taken back to the initial migration, old
 * rows are written as the previous code wrote them, then the ledger migration runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Migrator, type MigrationResultSet } from 'kysely';
import { migrateTestDatabase } from '../helpers/migrate.js';
import { makeCompany, makeEmployee, startApp, type TestApp } from '../helpers/app.js';
import { makeTexasWorkplace } from '../helpers/payroll-fixture.js';
import { loadYtd } from '../../src/modules/payrolls/ledger/ledger.repository.js';
import { toInt } from '../../src/platform/db/type-parsers.js';

let t: TestApp;
let key: string;
let companyId: number;
let emp: number;
let con: number;
const APPROVED = 'pay_oldApprovedAAAAAAAAA';
const DRAFT = 'pay_oldDraftAAAAAAAAAAAA';

// Old approved payroll, TX employee, 80 h × $20.00 = $1,600.00 regular (stored figures):
//   social security 6.2% × 1,600.00 = 99.20 (employee and company); medicare 1.45% × 1,600.00 = 23.20
//   (both); FUTA 0.6% × 1,600.00 = 9.60; TX SUI 2.7% × 1,600.00 = 43.20; federal income tax 126.00.
//   401(k) 5% × 1,600.00 = 80.00 employee, 40.00 company match; child support 50.00.
//   net = 1,600.00 − (126.00 + 99.20 + 23.20) − 80.00 − 50.00 = 1,221.60.
// Contractor: 10 h × $50.00 = 500.00 + 25.00 reimbursement → net 525.00.
// Totals: employee taxes 248.40; company taxes 99.20 + 23.20 + 9.60 + 43.20 = 175.20;
//   liability = 1,600.00 + 25.00 + 500.00 + 175.20 + 40.00 = 2,340.20 (all direct deposit = cash).
function oldPreview(ids: { emp: number; con: number; recordIds: number[] }) {
  return {
    status: 'paid',
    type: 'regular',
    start_date: '2026-10-25',
    end_date: '2026-11-07',
    payday: '2026-11-12',
    pay_frequency: 'biweekly',
    pay_schedule_group_id: null as number | null,
    approved_at: '2026-11-09T18:00:00.000Z',
    engine_version: 'pay 1.0.0; tax 2026.1',
    totals: {
      employee_gross: 1600,
      employee_taxes: 248.4,
      employee_benefits: 80,
      post_tax_deductions: 50,
      reimbursements: 25,
      employee_net: 1221.6,
      contractor_gross: 500,
      contractor_net: 525,
      company_taxes: 175.2,
      company_benefits: 40,
      liability: 2340.2,
      cash_requirement: 2340.2,
    },
    employees: [
      {
        employee_id: ids.emp,
        first_name: 'Tom',
        last_name: 'Texas',
        payment_method: 'direct_deposit',
        note: null,
        workplace_id: 'wrk_TXaustin00000000000',
        gross_pay: 1600,
        earnings: [{ type: 'regular', hours: 80, rate: 20, amount: 1600, description: null }],
        taxes: [
          tax('federal_income_tax', 'US', 'employee', 1520, null, 126),
          tax('social_security', 'US', 'employee', 1600, 0.062, 99.2),
          tax('medicare', 'US', 'employee', 1600, 0.0145, 23.2),
          tax('social_security', 'US', 'company', 1600, 0.062, 99.2),
          tax('medicare', 'US', 'company', 1600, 0.0145, 23.2),
          tax('futa', 'US', 'company', 1600, 0.006, 9.6),
          tax('state_unemployment', 'TX', 'company', 1600, 0.027, 43.2),
        ],
        benefits: [
          {
            code: '401k',
            description: '401(k)',
            employee_amount: 80,
            company_amount: 40,
            pre_tax: true,
            reason: '5% of gross; match 2.5%',
          },
        ],
        post_tax_deductions: [
          { code: 'child_support', description: 'Child support', amount: 50, reason: 'fixed per period' },
        ],
        net_pay: 1221.6,
        time_record_ids: ids.recordIds,
        warnings: [],
      },
    ],
    contractors: [
      {
        employee_id: ids.con,
        first_name: 'Cody',
        last_name: 'Contractor',
        payment_method: 'direct_deposit',
        note: 'October invoice',
        gross_pay: 500,
        earnings: [
          { type: 'regular', hours: 10, rate: 50, amount: 500, description: null },
          { type: 'reimbursement', hours: null, rate: null, amount: 25, description: 'mileage' },
        ],
        reimbursements: 25,
        net_pay: 525,
        time_record_ids: [],
      },
    ],
    warnings: [],
  };
}

function tax(
  code: string,
  jurisdiction: string,
  payer: string,
  wages: number,
  rate: number | null,
  amount: number,
) {
  return {
    code,
    description: code.replace(/_/g, ' '),
    jurisdiction,
    payer,
    taxable_wages: wages,
    rate,
    amount,
    reason: `${code} as stored`,
  };
}

/** Runs `step` with a migrator over the test database. */
const migrate = (step: (m: Migrator) => Promise<MigrationResultSet>) => migrateTestDatabase(t.db, step);

let preview: ReturnType<typeof oldPreview>;
let draftBody: Record<string, unknown>;

beforeAll(async () => {
  t = await startApp('2026-11-21T22:00:00.000Z');
  const down = await migrate((m) => m.migrateTo('2026-11-21T0300_initial_schema'));
  if (down.error) throw down.error;
  ({ apiKey: key, companyId } = await makeCompany(t.db, { plan: 'payroll' }));
  await makeTexasWorkplace(t.db, companyId, 'wrk_TXaustin00000000000');
  const g = await t.db
    .insertInto('pay_schedule_groups')
    .values({
      company_id: companyId,
      name: 'Hourly',
      pay_frequency: 'biweekly',
      anchor_start_date: '2026-01-04',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const groupId = toInt(g.id);
  emp = await makeEmployee(t.db, companyId, {
    first_name: 'Tom',
    last_name: 'Texas',
    pay_schedule_group_id: groupId,
    workplace_id: 'wrk_TXaustin00000000000',
    earnings: [
      { start_date: '2025-01-01', payment_unit: 'hour', payment_amount: '20.0000', overtime_amount: '1.5' },
    ],
  });
  con = await makeEmployee(t.db, companyId, {
    first_name: 'Cody',
    last_name: 'Contractor',
    employment_type: 'contractor',
    pay_schedule_group_id: groupId,
    earnings: [{ start_date: '2025-01-01', payment_unit: 'hour', payment_amount: '50.0000' }],
  });
  preview = oldPreview({ emp, con, recordIds: [101, 102] });
  preview.pay_schedule_group_id = groupId;
  const body = {
    type: 'regular',
    start_date: '2026-10-25',
    end_date: '2026-11-07',
    payday: '2026-11-12',
    pay_frequency: 'biweekly',
    pay_schedule_group_id: groupId,
    employees: [
      {
        employee_id: emp,
        payrollData: {
          earnings: [{ type: 'regular', hours: 80, rate: 20 }],
          time_record_ids: [101, 102],
        },
      },
    ],
    contractors: [
      {
        employee_id: con,
        note: 'October invoice',
        payrollData: {
          earnings: [
            { type: 'regular', hours: 10, rate: 50 },
            { type: 'reimbursement', amount: 25, description: 'mileage' },
          ],
        },
      },
    ],
  };
  const items = [
    {
      employeeId: emp,
      grossCents: 160000,
      netCents: 122160,
      supplementalCents: 0,
      taxes: [],
      benefits: [{ id: '7', code: '401k', employee_cents: 8000, company_cents: 4000 }],
      deductions: [{ id: '9', code: 'child_support', amount_cents: 5000 }],
    },
    {
      employeeId: con,
      grossCents: 50000,
      netCents: 52500,
      supplementalCents: 0,
      taxes: [],
      benefits: [],
      deductions: [],
    },
  ];
  const old = t.db as unknown as import('kysely').Kysely<any>;
  await old
    .insertInto('payrolls')
    .values({
      company_id: companyId,
      id: APPROVED,
      type: 'regular',
      status: 'paid',
      pay_schedule_group_id: groupId,
      start_date: '2026-10-25',
      end_date: '2026-11-07',
      payday: '2026-11-12',
      pay_frequency: 'biweekly',
      body: JSON.stringify(body),
      preview: JSON.stringify({ ...preview, payroll_id: APPROVED, created_at: '2026-11-09T17:00:00.000Z' }),
      items: JSON.stringify(items),
      engine_version: 'pay 1.0.0; tax 2026.1',
      created_at: '2026-11-09T17:00:00.000Z',
      approved_at: '2026-11-09T18:00:00.000Z',
    })
    .execute();
  await old
    .insertInto('payroll_items')
    .values({
      company_id: companyId,
      payroll_id: APPROVED,
      employee_id: emp,
      payday: '2026-11-12',
      gross_cents: 160000,
      net_cents: 122160,
      taxes: JSON.stringify([]),
      benefits: JSON.stringify(items[0]!.benefits),
      deductions: JSON.stringify(items[0]!.deductions),
    })
    .execute();
  // An old off-cycle draft: a $500.00 bonus for Tom (only its body matters here).
  draftBody = {
    type: 'off_cycle',
    start_date: '2026-11-08',
    end_date: '2026-11-21',
    payday: '2026-11-27',
    pay_frequency: 'biweekly',
    pay_schedule_group_id: null,
    employees: [{ employee_id: emp, payrollData: { earnings: [{ type: 'bonus', amount: 500 }] } }],
    contractors: [],
  };
  await old
    .insertInto('payrolls')
    .values({
      company_id: companyId,
      id: DRAFT,
      type: 'off_cycle',
      status: 'draft',
      start_date: '2026-11-08',
      end_date: '2026-11-21',
      payday: '2026-11-27',
      pay_frequency: 'biweekly',
      body: JSON.stringify(draftBody),
      // bonus 500.00: flat 22% federal (Pub 15 §7) = 110.00; social security 6.2% = 31.00; medicare 1.45% = 7.25
      // net = 500.00 − 148.25 = 351.75
      preview: JSON.stringify({
        totals: { employee_gross: 500, employee_taxes: 148.25, employee_net: 351.75 },
        employees: [
          {
            employee_id: emp,
            first_name: 'Tom',
            last_name: 'Texas',
            payment_method: 'direct_deposit',
            note: null,
            workplace_id: 'wrk_TXaustin00000000000',
            gross_pay: 500,
            earnings: [{ type: 'bonus', hours: null, rate: null, amount: 500, description: null }],
            taxes: [
              tax('federal_income_tax', 'US', 'employee', 500, 0.22, 110),
              tax('social_security', 'US', 'employee', 500, 0.062, 31),
              tax('medicare', 'US', 'employee', 500, 0.0145, 7.25),
            ],
            benefits: [],
            post_tax_deductions: [],
            net_pay: 351.75,
            time_record_ids: [],
            warnings: [],
          },
        ],
        contractors: [],
        warnings: [],
      }),
      items: JSON.stringify([]),
    })
    .execute();
  const up = await migrate((m) => m.migrateToLatest());
  if (up.error) throw up.error;
});

afterAll(async () => {
  await t?.close();
});

describe('ledger data migration', () => {
  it('an old approved payroll reads the same preview JSON', async () => {
    const r = await t.call(key, 'GET', `/payrolls/${APPROVED}`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      ...preview,
      off_cycle_options: null, // added after the ledger (a regular payroll has none)
      payroll_id: APPROVED,
      created_at: '2026-11-09T17:00:00.000Z',
      actions: { approve: null },
    });
    const g = await t.call(key, 'GET', `/payrolls/${APPROVED}`);
    expect(g.body).toEqual(r.body);
  });

  it('keeps header totals as columns and one paycheck per person', async () => {
    const list = await t.call(key, 'GET', '/payrolls?status=paid');
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      payroll_id: APPROVED,
      totals: preview.totals,
      employee_count: 1,
      contractor_count: 1,
    });
    const rows = await t.db
      .selectFrom('paychecks')
      .select(['employee_id', 'gross_cents', 'net_cents', 'company_taxes_cents', 'employee_benefits_cents'])
      .where('company_id', '=', companyId)
      .where('payroll_id', '=', APPROVED)
      .orderBy('employee_id')
      .execute();
    expect(rows.map((x) => [toInt(x.employee_id), Number(x.gross_cents), Number(x.net_cents)])).toEqual([
      [emp, 160000, 122160],
      [con, 50000, 52500],
    ]);
    // employer taxes 9,920 + 2,320 + 960 + 4,320 = 17,520 cents
    expect(Number(rows[0]!.company_taxes_cents)).toBe(17520);
  });

  it('gives the same year-to-date sums, now aggregated over pay lines', async () => {
    // this payroll's period (overlapping periods and month-to-date are other tests' concern)
    const NOV = { start: '2026-11-22', end: '2026-12-05', payday: '2026-12-10' };
    const ytd = await loadYtd(t.db, companyId, [emp], 2026, null, NOV);
    const taxes = Object.fromEntries(ytd.taxes.map((x) => [`${x.code}|${x.payer}`, x.amountCents]));
    expect(taxes).toEqual({
      'federal_income_tax|employee': 12600,
      'social_security|employee': 9920,
      'medicare|employee': 2320,
      'social_security|company': 9920,
      'medicare|company': 2320,
      'futa|company': 960,
      'state_unemployment|company': 4320,
    });
    expect(ytd.taxes.find((x) => x.code === 'futa')!.taxableWagesCents).toBe(160000);
    expect(ytd.benefits).toEqual([{ employeeId: emp, code: '401k', cents: 8000 }]);
    expect(ytd.deductionTotals).toEqual([{ employeeId: emp, id: '9', cents: 5000 }]);
    // the draft never counts; another year has nothing
    expect((await loadYtd(t.db, companyId, [emp], 2025, null, NOV)).taxes).toEqual([]);
  });

  it('an old draft rebuilds its create_draft body and drops the old columns', async () => {
    const r = await t.call(key, 'POST', '/payrolls/initialize', { type: 'off_cycle', payroll_id: DRAFT });
    expect(r.status).toBe(200);
    expect(r.body.actions.create_draft).toEqual(draftBody);
    const p = await t.call(key, 'GET', `/payrolls/${DRAFT}/preview`);
    expect(p.body).toMatchObject({ status: 'draft', totals: { employee_gross: 500, employee_net: 351.75 } });
    expect(p.body.employees[0].taxes.map((x: { amount: number }) => x.amount)).toEqual([110, 31, 7.25]);
    const cols = await sql<{ column_name: string }>`select column_name from information_schema.columns
      where table_name = 'payrolls' and table_schema = current_schema()`.execute(t.db);
    const names = cols.rows.map((c) => c.column_name);
    expect(names).not.toContain('body');
    expect(names).not.toContain('preview');
    expect(names).toContain('liability_cents');
  });
});
