/**
 * The compact-ledger migrations (2026-11-26T1000_compact_ledger and 2026-11-26T1600_line_descriptions,
 * docs/decisions/0014-compact-ledger.md):
 * paychecks written with one `pay_lines` row per line read back the same after the migration —
 * every line's identity, numbers, rate, reason, punches and input line, and the entry as submitted —
 * the `pay_lines` view gives the same rows, and migrating down restores the table. The database is
 * taken back to the migration before, rows are written as the previous code wrote them, then the
 * migration runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Migrator, type MigrationResultSet } from 'kysely';
import { migrateTestDatabase } from '../helpers/migrate.js';
import { makeCompany, startApp, type TestApp } from '../helpers/app.js';
import { loadPaychecks } from '../../src/modules/payrolls/ledger/ledger.repository.js';

const BEFORE = '2026-11-25T0900_punch_sequence';
const PAYROLL = 'pay_compactAAAAAAAAAAAAA';
let t: TestApp;
let companyId: number;

/** Runs `step` with a migrator over the test database; throws its error. */
async function migrate(step: (m: Migrator) => Promise<MigrationResultSet>): Promise<void> {
  const r = await migrateTestDatabase(t.db, step);
  if (r.error) throw r.error;
}

// Employee 1: 80 h regular × $20.00 = $1,600.00 (two lines on project 7 described per period:
// 50 h punches 11, 12; 30 h punch 13); social security 6.2% × 1,600.00 = 99.20; company share 99.20.
// Employee 2: a paycheck with no lines (a $0.00 off-cycle entry).
const LINES = [
  // employee, line_no, kind, code, description, jurisdiction, payer, seconds, rate, taxable, amount, pre_tax, reason, project, punches, input_line
  [
    1,
    0,
    'earning',
    'regular',
    'Regular 50 h',
    null,
    'employee',
    180000,
    '20',
    null,
    100000,
    null,
    null,
    7,
    [11, 12],
    0,
  ],
  [
    1,
    1,
    'earning',
    'regular',
    'Regular 30 h',
    null,
    'employee',
    108000,
    '20',
    null,
    60000,
    null,
    null,
    7,
    [13],
    0,
  ],
  [
    1,
    2,
    'tax',
    'social_security',
    'Social Security',
    'US',
    'employee',
    null,
    '0.062',
    160000,
    9920,
    null,
    '6.2% × $1,600.00',
    null,
    null,
    null,
  ],
  [
    1,
    3,
    'tax',
    'social_security',
    'Social Security',
    'US',
    'company',
    null,
    '0.062',
    160000,
    9920,
    null,
    '6.2% × $1,600.00',
    null,
    null,
    null,
  ],
] as const;

beforeAll(async () => {
  t = await startApp('2026-11-21T22:00:00.000Z');
  await migrate((m) => m.migrateTo(BEFORE));
  ({ companyId } = await makeCompany(t.db, { plan: 'payroll' }));
  await sql`insert into payrolls (company_id, id, type, status, start_date, end_date, payday, pay_frequency)
    values (${companyId}, ${PAYROLL}, 'off_cycle', 'paid', '2026-10-25', '2026-11-07', '2026-11-12', 'biweekly')`.execute(
    t.db,
  );
  for (const [e, gross, net] of [
    [1, 160000, 150080],
    [2, 0, 0],
  ]) {
    await sql`insert into paychecks (company_id, payroll_id, employee_id, payday, is_contractor, first_name,
        last_name, payment_method, gross_cents, employee_taxes_cents, company_taxes_cents, net_cents, input)
      values (${companyId}, ${PAYROLL}, ${e}, '2026-11-12', false, 'P', ${`E${e}`}, 'manual', ${gross},
        ${gross === 0 ? 0 : 9920}, ${gross === 0 ? 0 : 9920}, ${net},
        ${JSON.stringify({ employee_id: e, payrollData: { note: 'ß "quoted" \\ ' } })}::jsonb)`.execute(t.db);
  }
  for (const l of LINES) {
    await sql`insert into pay_lines (company_id, payroll_id, employee_id, line_no, kind, code, description,
        jurisdiction, payer, seconds, rate, taxable_wages_cents, amount_cents, pre_tax, reason, project_id,
        time_record_ids, input_line)
      values (${companyId}, ${PAYROLL}, ${l[0]}, ${l[1]}, ${l[2]}, ${l[3]}, ${l[4]}, ${l[5]}, ${l[6]}, ${l[7]},
        ${l[8]}, ${l[9]}, ${l[10]}, ${l[11]}, ${l[12]}, ${l[13]},
        ${l[14] === null ? null : `{${l[14].join(',')}}`}::bigint[], ${l[15]})`.execute(t.db);
  }
  await migrate((m) => m.migrateToLatest());
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('compact ledger migration', () => {
  it('reads every line back with its rate, reason, punches and input line', async () => {
    const [a, b] = await loadPaychecks(t.db, companyId, PAYROLL);
    expect(a!.input).toEqual({ employee_id: 1, payrollData: { note: 'ß "quoted" \\ ' } });
    expect(a!.lines.map((l) => [l.code, l.payer, l.seconds, l.rate, l.amountCents, l.projectId])).toEqual([
      ['regular', 'employee', 180000, '20.00000000', 100000, 7],
      ['regular', 'employee', 108000, '20.00000000', 60000, 7],
      ['social_security', 'employee', null, '0.06200000', 9920, null],
      ['social_security', 'company', null, '0.06200000', 9920, null],
    ]);
    expect(a!.lines.map((l) => l.timeRecordIds)).toEqual([[11, 12], [13], null, null]);
    expect(a!.lines.map((l) => l.inputLine)).toEqual([0, 0, null, null]);
    expect(a!.lines.map((l) => l.description)).toEqual([
      'Regular 50 h',
      'Regular 30 h',
      'Social Security',
      'Social Security',
    ]);
    expect(a!.lines[2]!.reason).toBe('6.2% × $1,600.00');
    expect(a!.lines[2]!.taxableWagesCents).toBe(160000);
    expect(b!.lines).toEqual([]);
    expect(b!.input).toEqual({ employee_id: 2, payrollData: { note: 'ß "quoted" \\ ' } });
  });

  it('keeps one key per distinct line identity and the same rows in the pay_lines view', async () => {
    // The two regular lines share one identity (their descriptions are stored with the paycheck,
    // 2026-11-26T1600_line_descriptions); the two social security lines differ by payer: 3 keys.
    const keys = await sql<{ n: number }>`
      select count(*)::int as n from ledger_keys where company_id = ${companyId}`.execute(t.db);
    expect(keys.rows[0]!.n).toBe(3);
    const view = await sql<Record<string, unknown>>`
      select employee_id::int as e, line_no, code, description as t, payer, seconds::int as s,
        amount_cents::int as a, payday::text as d
      from pay_lines where company_id = ${companyId} order by employee_id, line_no`.execute(t.db);
    expect(view.rows).toEqual([
      {
        e: 1,
        line_no: 0,
        code: 'regular',
        t: 'Regular 50 h',
        payer: 'employee',
        s: 180000,
        a: 100000,
        d: '2026-11-12',
      },
      {
        e: 1,
        line_no: 1,
        code: 'regular',
        t: 'Regular 30 h',
        payer: 'employee',
        s: 108000,
        a: 60000,
        d: '2026-11-12',
      },
      {
        e: 1,
        line_no: 2,
        code: 'social_security',
        t: 'Social Security',
        payer: 'employee',
        s: null,
        a: 9920,
        d: '2026-11-12',
      },
      {
        e: 1,
        line_no: 3,
        code: 'social_security',
        t: 'Social Security',
        payer: 'company',
        s: null,
        a: 9920,
        d: '2026-11-12',
      },
    ]);
  });

  it('migrates down to the pay_lines table with the same rows', async () => {
    await migrate((m) => m.migrateTo(BEFORE));
    const rows = await sql<Record<string, unknown>>`
      select employee_id::int as e, line_no, description as t, rate::text as rate, reason,
        time_record_ids::text as tr, input_line
      from pay_lines where company_id = ${companyId} order by employee_id, line_no`.execute(t.db);
    expect(rows.rows).toEqual([
      {
        e: 1,
        line_no: 0,
        t: 'Regular 50 h',
        rate: '20.00000000',
        reason: null,
        tr: '{11,12}',
        input_line: 0,
      },
      { e: 1, line_no: 1, t: 'Regular 30 h', rate: '20.00000000', reason: null, tr: '{13}', input_line: 0 },
      {
        e: 1,
        line_no: 2,
        t: 'Social Security',
        rate: '0.06200000',
        reason: '6.2% × $1,600.00',
        tr: null,
        input_line: null,
      },
      {
        e: 1,
        line_no: 3,
        t: 'Social Security',
        rate: '0.06200000',
        reason: '6.2% × $1,600.00',
        tr: null,
        input_line: null,
      },
    ]);
    await migrate((m) => m.migrateToLatest());
  });
});
