/**
 * Year-end forms over a year of ledger rows (`npm run bench -- --only year-end`): a company of
 * 10,000 employees (2,000 with `--quick`) with SSNs, addresses and 26 approved biweekly payrolls in
 * 2026, written through the ledger repository (`insertPaychecks`, 11 lines per paycheck: one
 * earning, federal income tax, Social Security and Medicare for both payers, FUTA, CA income tax,
 * CA SUI and a 401(k) with both shares; amounts arbitrary but consistent). Times every W-2 of the
 * year plus the EFW2 file (`YearEndService.w2File`: the year's sums, the W-2 figures, the SSNs
 * unsealed, the file's records), median of 3 runs after a warm-up, against a plain-SQL baseline in
 * the same run (one GROUP BY over pay_lines by employee, code and payer). Goal: ≤ 10 s on
 * PostgreSQL (issue 22). Runs in a throwaway schema of BENCH_PG_URL's database (dropped at the end).
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../src/platform/db/database.js';
import { migrateToLatest } from '../src/platform/db/migrator.js';
import type { DB } from '../src/platform/db/schema.js';
import type { AuthContext } from '../src/platform/auth/auth.plugin.js';
import { createSealer } from '../src/platform/crypto/sealing.js';
import { fixedClock } from '../src/shared/time.js';
import { insertPaychecks, refreshHeaderTotals } from '../src/modules/payrolls/ledger/ledger.repository.js';
import { payLine, type PaycheckRecord } from '../src/modules/payrolls/ledger/paycheck-record.js';
import { YearEndService } from '../src/modules/year-end/year-end.service.js';
import { fmt, postgresReachable, type BenchOptions, type SummaryRow } from './lib.js';

const PAYROLLS = 26;

/** One paycheck of person `id` (cents; gross $1,500–$4,500 by id). */
function paycheck(id: number): PaycheckRecord {
  const gross = 150_000 + (id % 31) * 10_000;
  const k401 = Math.floor(gross / 20);
  const fitWages = gross - k401;
  const fit = Math.floor(fitWages / 10);
  const ss = Math.round((gross * 62) / 1000);
  const med = Math.round((gross * 145) / 10000);
  const ca = Math.floor(fitWages / 25);
  const tax = (
    code: string,
    jurisdiction: string,
    payer: 'employee' | 'company',
    tw: number,
    amount: number,
  ) => payLine({ kind: 'tax', code, jurisdiction, payer, taxableWagesCents: tw, amountCents: amount });
  const lines = [
    payLine({
      kind: 'earning',
      code: 'regular',
      seconds: 80 * 3600,
      rate: '20',
      amountCents: gross,
      inputLine: 0,
    }),
    tax('federal_income_tax', 'US', 'employee', fitWages, fit),
    tax('social_security', 'US', 'employee', gross, ss),
    tax('social_security', 'US', 'company', gross, ss),
    tax('medicare', 'US', 'employee', gross, med),
    tax('medicare', 'US', 'company', gross, med),
    tax('futa', 'US', 'company', gross, Math.round((gross * 6) / 1000)),
    tax('state_income_tax', 'CA', 'employee', fitWages, ca),
    tax('state_unemployment', 'CA', 'company', gross, Math.round((gross * 34) / 1000)),
    payLine({ kind: 'benefit', code: '401k', payer: 'employee', preTax: true, amountCents: k401 }),
    payLine({
      kind: 'benefit',
      code: '401k',
      payer: 'company',
      preTax: true,
      amountCents: Math.floor(k401 / 2),
    }),
  ];
  const employeeTaxes = fit + ss + med + ca;
  return {
    employeeId: id,
    isContractor: false,
    firstName: 'First',
    lastName: `Last${id}`,
    paymentMethod: 'direct_deposit',
    note: null,
    workplaceId: null,
    workplaceState: 'CA',
    departmentId: null,
    grossCents: gross,
    reimbursementsCents: 0,
    employeeTaxesCents: employeeTaxes,
    companyTaxesCents: ss + med + Math.round((gross * 6) / 1000) + Math.round((gross * 34) / 1000),
    employeeBenefitsCents: k401,
    companyBenefitsCents: Math.floor(k401 / 2),
    postTaxDeductionsCents: 0,
    netCents: gross - employeeTaxes - k401,
    supplementalCents: 0,
    input: {},
    warnings: [],
    lines,
    deposits: [],
  };
}

/** The company, its people (sealed SSNs, addresses) and 26 approved payrolls. */
async function seed(db: Kysely<DB>, people: number, seal: (s: string) => string) {
  const c = await sql<{ id: string }>`
    insert into companies (name, email, phone, timezone, plan, ein, address)
    values ('Bench Co', 'b@x.example', '4155550100', 'America/Los_Angeles', 'payroll', '123456789',
      '{"address_line_1":"1 Market St","address_line_2":null,"city":"San Francisco","state":"CA","zip":"94105","country":"US"}')
    returning id`.execute(db);
  const cid = Number(c.rows[0]!.id);
  const ssns = Array.from({ length: people }, (_, i) => String(100_000_001 + i * 7).padStart(9, '0'));
  await sql`
    insert into employees (company_id, first_name, last_name, email, employment_type, address, ssn_sealed, ssn_last4)
    select ${cid}, 'First', 'Last' || g, 'p' || g || '@x.example', 'employee',
      '{"address_line_1":"1 Main St","address_line_2":null,"city":"Oakland","state":"CA","zip":"94607","country":"US"}'::jsonb,
      s.sealed, right(s.ssn, 4)
    from unnest(${ssns}::text[], ${ssns.map(seal)}::text[]) with ordinality as s(ssn, sealed, g)`.execute(db);
  const ids = (
    await sql<{ id: string }>`select id from employees where company_id = ${cid} order by id`.execute(db)
  ).rows.map((r) => Number(r.id));
  for (let n = 0; n < PAYROLLS; n++) {
    const id = `pay_bench${String(n).padStart(11, '0')}`;
    const start = new Date(Date.UTC(2025, 11, 21 + 14 * n)).toISOString().slice(0, 10);
    const end = new Date(Date.UTC(2025, 11, 21 + 14 * n + 13)).toISOString().slice(0, 10);
    const payday = new Date(Date.UTC(2026, 0, 2 + 14 * n)).toISOString().slice(0, 10);
    await db.transaction().execute(async (trx) => {
      await sql`insert into payrolls (company_id, id, type, status, start_date, end_date, payday, pay_frequency)
        values (${cid}, ${id}, 'regular', 'paid', ${start}, ${end}, ${payday}, 'biweekly')`.execute(trx);
      await insertPaychecks(trx, cid, id, payday, ids.map(paycheck));
      await refreshHeaderTotals(trx, cid, id);
    });
  }
  await sql`analyze`.execute(db);
  const counts = await sql<{ c: string; l: string }>`
    select (select count(*) from paychecks where company_id = ${cid}) as c,
      (select count(*) from pay_lines where company_id = ${cid}) as l`.execute(db);
  return { cid, paychecks: Number(counts.rows[0]!.c), lines: Number(counts.rows[0]!.l) };
}

/** Median seconds of `runs` calls after one warm-up. */
async function median(fn: () => Promise<unknown>, runs = 3): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - t0) / 1e9);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** The year-end benchmark. */
export async function benchYearEnd(opts: BenchOptions): Promise<{ summary: SummaryRow[] }> {
  const people = opts.quick ? 2_000 : 10_000;
  const metric = `W-2s + EFW2 file, ${fmt(people)} employees × ${PAYROLLS} payrolls`;
  console.log(`\n== year-end: ${metric} (PostgreSQL) ==`);
  if (!(await postgresReachable(opts.pgAdminUrl))) {
    return {
      summary: [{ bench: 'year-end', metric, value: 'skipped (no PostgreSQL)', goal: '≤ 10 s', met: null }],
    };
  }
  const schema = `bench_yearend_${randomBytes(3).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: opts.pgAdminUrl });
  await sql.raw(`create schema ${schema}`).execute(admin.db);
  const d = await openDatabase({ databaseUrl: opts.pgAdminUrl, searchPath: schema });
  try {
    await migrateToLatest(d.db, schema);
    const sealer = createSealer(randomBytes(32));
    const t0 = process.hrtime.bigint();
    const { cid, paychecks, lines } = await seed(d.db, people, (s) => sealer.seal(s));
    console.log(
      `  seeded ${fmt(paychecks)} paychecks, ${fmt(lines)} pay lines in ${fmt(Number(process.hrtime.bigint() - t0) / 1e9, 1)} s`,
    );
    const service = new YearEndService(d.db, fixedClock('2027-01-15T12:00:00Z'), sealer);
    const auth = {
      companyId: cid,
      keyPrefix: 'bench',
      company: { timezone: 'America/Los_Angeles' },
    } as AuthContext;
    const baseline = await median(() =>
      sql`select employee_id, code, payer, sum(taxable_wages_cents), sum(amount_cents) from pay_lines
        where company_id = ${cid} group by 1, 2, 3`.execute(d.db),
    );
    let records = 0;
    const file = await median(async () => {
      const r = await service.w2File(auth, 2026, 'BENCH001');
      records = r.text.length / 514;
    });
    console.log(
      `  baseline GROUP BY over pay_lines ${fmt(baseline * 1000, 0)} ms; W-2s + EFW2 file ${fmt(file * 1000, 0)} ms ` +
        `(${fmt(file / baseline, 1)}× baseline), ${fmt(records)} records of 512 characters`,
    );
    return {
      summary: [
        {
          bench: 'year-end',
          metric,
          value: `${fmt(file, 2)} s = ${fmt(file / baseline, 1)}× baseline`,
          goal: '≤ 10 s',
          met: file <= 10,
        },
      ],
    };
  } finally {
    await d.close();
    await sql.raw(`drop schema if exists ${schema} cascade`).execute(admin.db);
    await admin.close();
  }
}
