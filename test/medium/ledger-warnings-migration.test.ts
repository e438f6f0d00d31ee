/**
 * The warnings migration (2026-11-28T0500_ledger_warnings, docs/decisions/0014-compact-ledger.md):
 * paychecks written by the previous code (warnings as a jsonb array in every row) read back the same
 * after it — every amount, every line, every warning in order — with each distinct warning stored once
 * per company; migrating down restores the jsonb arrays. The database is taken back to the migration
 * before, rows are written as the previous code wrote them (detail version 0), then the migration runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Migrator, type MigrationResultSet } from 'kysely';
import { migrateTestDatabase } from '../helpers/migrate.js';
import { makeCompany, startApp, type TestApp } from '../helpers/app.js';
import { loadPaychecks, refreshHeaderTotals } from '../../src/modules/payrolls/ledger/ledger.repository.js';
import { findPaycheck } from '../../src/modules/payrolls/pay-statement.repository.js';

const BEFORE = '2026-11-27T0400_payment_entries_account_check';
const PAYROLL = 'pay_warningsAAAAAAAAAAAA';
const NO_BANK = {
  code: 'no_bank_account',
  message: 'Direct deposit was asked but the person has no bank account',
};
const FUTA = {
  code: 'futa_credit_reduction_pending',
  message: 'The 2026 FUTA credit reduction for CA is not final',
};
const OWN = { code: 'minimum_wage', message: 'E3: 10 h × $0.00 is under the minimum wage' };
let t: TestApp;
let companyId: number;

/** Runs `step` with a migrator over the test database; throws its error. */
async function migrate(step: (m: Migrator) => Promise<MigrationResultSet>): Promise<void> {
  const r = await migrateTestDatabase(t.db, step);
  if (r.error) throw r.error;
}

// Each person: 80 h × $20.00 = $1,600.00 regular; social security 6.2% × 1,600.00 = $99.20 withheld
// and $99.20 company share; net 1,600.00 − 99.20 = $1,500.80.
// Warnings: E1 [FUTA, NO_BANK], E2 [FUTA, NO_BANK] (the same two), E3 [FUTA, OWN], E4 none.
const WARNINGS: Record<number, unknown[]> = { 1: [FUTA, NO_BANK], 2: [FUTA, NO_BANK], 3: [FUTA, OWN], 4: [] };

beforeAll(async () => {
  t = await startApp('2026-11-21T22:00:00.000Z');
  await migrate((m) => m.migrateTo(BEFORE));
  ({ companyId } = await makeCompany(t.db, { plan: 'payroll' }));
  await sql`insert into payrolls (company_id, id, type, status, start_date, end_date, payday, pay_frequency)
    values (${companyId}, ${PAYROLL}, 'regular', 'paid', '2026-10-25', '2026-11-07', '2026-11-12', 'biweekly')`.execute(
    t.db,
  );
  const keys = await sql<{ id: number }>`insert into ledger_keys (company_id, k, kind, code, description,
      jurisdiction, payer)
    values (${companyId}, 'earning-regular', 'earning', 'regular', 'Regular', null, 'employee'),
      (${companyId}, 'tax-ss-employee', 'tax', 'social_security', 'Social Security', 'US', 'employee'),
      (${companyId}, 'tax-ss-company', 'tax', 'social_security', 'Social Security', 'US', 'company')
    returning id`.execute(t.db);
  const [reg, ssE, ssC] = keys.rows.map((r) => Number(r.id));
  for (const e of [1, 2, 3, 4]) {
    const detail = JSON.stringify([
      { employee_id: e },
      ['20', '0.062', '0.062'],
      [null, null, null],
      [[e], null, null],
      [0, null, null],
    ]);
    await sql`insert into paychecks (company_id, payroll_id, employee_id, payday, is_contractor, first_name,
        last_name, payment_method, gross_cents, employee_taxes_cents, company_taxes_cents, net_cents, warnings,
        line_keys, line_seconds, line_wages, line_amounts, line_descriptions, detail)
      values (${companyId}, ${PAYROLL}, ${e}, '2026-11-12', false, 'P', ${`E${e}`}, 'manual', 160000, 9920, 9920,
        150080, ${JSON.stringify(WARNINGS[e])}::jsonb, ${`{${reg},${ssE},${ssC}}`}::integer[],
        '{288000,NULL,NULL}'::bigint[], '{NULL,160000,160000}'::bigint[], '{160000,9920,9920}'::bigint[],
        '{"Regular 80 h × $20.00",NULL,NULL}'::text[],
        '\\x00'::bytea || convert_to(${detail}, 'UTF8'))`.execute(t.db);
  }
  await migrate((m) => m.migrateToLatest());
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('ledger warnings migration', () => {
  it('reads every amount, line and warning back', async () => {
    const cs = await loadPaychecks(t.db, companyId, PAYROLL);
    expect(cs.map((c) => c.employeeId)).toEqual([1, 2, 3, 4]);
    for (const c of cs) {
      expect([c.grossCents, c.employeeTaxesCents, c.companyTaxesCents, c.netCents]).toEqual([
        160000, 9920, 9920, 150080,
      ]);
      expect(
        c.lines.map((l) => [l.code, l.payer, l.seconds, l.rate, l.taxableWagesCents, l.amountCents]),
      ).toEqual([
        ['regular', 'employee', 288000, '20', null, 160000],
        ['social_security', 'employee', null, '0.062', 160000, 9920],
        ['social_security', 'company', null, '0.062', 160000, 9920],
      ]);
      expect(c.lines[0]!.description).toBe('Regular 80 h × $20.00');
      expect(c.lines[0]!.timeRecordIds).toEqual([c.employeeId]);
      expect(c.warnings).toEqual(WARNINGS[c.employeeId]);
    }
    // 3 distinct warnings for 5 written (FUTA ×3 + NO_BANK ×2 + OWN ×1 = 6 references).
    const n = await sql<{
      n: number;
    }>`select count(*)::int as n from ledger_warnings where company_id = ${companyId}`.execute(t.db);
    expect(n.rows[0]!.n).toBe(3);
    const stub = await findPaycheck(t.db, companyId, PAYROLL, 3);
    expect(stub!.warnings).toEqual([FUTA, OWN]);
    expect((await findPaycheck(t.db, companyId, PAYROLL, 4))!.warnings).toEqual([]);
  });

  it('keeps the pay_lines view and the header totals to the cent', async () => {
    const v = await sql<{
      a: string;
      w: string;
    }>`select sum(amount_cents)::text as a, sum(taxable_wages_cents)::text as w
      from pay_lines where company_id = ${companyId} and payroll_id = ${PAYROLL}`.execute(t.db);
    // 4 × (160,000 + 9,920 + 9,920) = 719,360 cents; taxable 4 × 2 × 160,000 = 1,280,000.
    expect(v.rows[0]).toEqual({ a: '719360', w: '1280000' });
    await refreshHeaderTotals(t.db, companyId, PAYROLL);
    const h = await sql<{ g: string; n: string; l: string }>`select employee_gross_cents::text as g,
        employee_net_cents::text as n, liability_cents::text as l
      from payrolls where company_id = ${companyId} and id = ${PAYROLL}`.execute(t.db);
    // gross 4 × 160,000 = 640,000; net 4 × 150,080 = 600,320; liability 640,000 + 4 × 9,920 = 679,680.
    expect(h.rows[0]).toEqual({ g: '640000', n: '600320', l: '679680' });
  });

  it('migrates down to the jsonb warnings in order and up again', async () => {
    await migrate((m) => m.migrateTo(BEFORE));
    const rows = await sql<{
      e: number;
      w: unknown;
    }>`select employee_id::int as e, warnings as w from paychecks
      where company_id = ${companyId} order by employee_id`.execute(t.db);
    expect(rows.rows).toEqual([1, 2, 3, 4].map((e) => ({ e, w: WARNINGS[e] })));
    await migrate((m) => m.migrateToLatest());
    expect((await loadPaychecks(t.db, companyId, PAYROLL)).map((c) => c.warnings)).toEqual(
      [1, 2, 3, 4].map((e) => WARNINGS[e]),
    );
  });
});
