/**
 * Reports over a year of ledger rows (`npm run bench -- --only reports`): a company of 2,000
 * people (1,000 with `--quick`) with 26 approved biweekly payrolls in 2026, written in bulk with
 * SQL (amounts are arbitrary but consistent: taxes are not computed), 10 pay lines per paycheck
 * (two earning lines on customers/projects, eight tax lines). Times the tax-liability report by
 * quarter and job costing as the service runs them, each against a plain-SQL baseline in the same
 * run (one `GROUP BY` over pay_lines without joins), median of 5 runs after a warm-up.
 * Runs in a throwaway schema of the database named by BENCH_PG_URL (dropped at the end).
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../src/platform/db/database.js';
import { migrateToLatest } from '../src/platform/db/migrator.js';
import type { DB } from '../src/platform/db/schema.js';
import type { AuthContext } from '../src/platform/auth/auth.plugin.js';
import { ReportsService } from '../src/modules/reports/reports.service.js';
import { systemClock } from '../src/shared/time.js';
import { fmt, postgresReachable, type BenchOptions, type SummaryRow } from './lib.js';

const PAYROLLS = 26;

/** Writes the company, people and 26 approved payrolls; returns the company id and row counts. */
async function seed(db: Kysely<DB>, people: number) {
  const c = await sql<{ id: string }>`
    insert into companies (name, email, timezone, plan) values ('Bench Co', 'b@x.example', 'America/Chicago', 'payroll')
    returning id`.execute(db);
  const cid = Number(c.rows[0]!.id);
  await sql`insert into departments (company_id, name) select ${cid}, 'Dept ' || g from generate_series(1, 10) g`.execute(
    db,
  );
  await sql`insert into customers (company_id, name) select ${cid}, 'Customer ' || g from generate_series(1, 20) g`.execute(
    db,
  );
  await sql`insert into projects (company_id, name) select ${cid}, 'Project ' || g from generate_series(1, 50) g`.execute(
    db,
  );
  await sql`
    insert into employees (company_id, first_name, last_name, email, employment_type)
    select ${cid}, 'First' || g, 'Last' || g, 'p' || g || '@x.example', 'employee' from generate_series(1, ${people}) g`.execute(
    db,
  );
  const ids = await sql<{ d: string; cu: string; pr: string }>`
    select (select min(id) from departments where company_id = ${cid}) as d,
      (select min(id) from customers where company_id = ${cid}) as cu,
      (select min(id) from projects where company_id = ${cid}) as pr`.execute(db);
  const { d, cu, pr } = ids.rows[0]!;
  const body = await sql<{ has: boolean }>`
    select exists(select 1 from information_schema.columns where table_schema = current_schema()
      and table_name = 'payrolls' and column_name = 'body') as has`.execute(db);
  await sql`
    insert into payrolls (company_id, id, type, status, start_date, end_date, payday, pay_frequency
      ${body.rows[0]!.has ? sql`, body` : sql``})
    select ${cid}, 'pay_bench' || lpad(n::text, 15, '0'), 'regular', 'paid',
      date '2025-12-21' + 14 * (n - 1), date '2025-12-21' + 14 * (n - 1) + 13, date '2026-01-02' + 14 * (n - 1), 'biweekly'
      ${body.rows[0]!.has ? sql`, '{}'::jsonb` : sql``}
    from generate_series(1, ${PAYROLLS}) n`.execute(db);
  // Per paycheck: regular 80 h split 60/20 across two jobs at $15–$45/h; taxes as fixed shares.
  await sql`
    insert into paychecks (company_id, payroll_id, employee_id, payday, is_contractor, first_name, last_name,
      payment_method, department_id, workplace_state, gross_cents, employee_taxes_cents, company_taxes_cents,
      net_cents, detail)
    select ${cid}, p.id, e.id, p.payday, false, e.first_name, e.last_name, 'direct_deposit',
      ${d}::bigint + (e.id % 10), 'TX', g.gross, g.gross * 22 / 100, g.gross * 12 / 100, g.gross - g.gross * 22 / 100,
      '\\x00'::bytea || convert_to('[{},[],[],[],[]]', 'UTF8')
    from payrolls p
    join employees e on e.company_id = p.company_id
    cross join lateral (select (8 * (1500 + (e.id % 31) * 100))::bigint * 10 as gross) g
    where p.company_id = ${cid}`.execute(db);
  // The lines go through a scratch table, then into the compact ledger's keys and arrays
  // (docs/decisions/0014-compact-ledger.md) as the application stores them.
  await sql`create temporary table bench_lines (company_id bigint, payroll_id text, employee_id bigint,
    line_no int, kind text, code text, jurisdiction text, payer text, seconds bigint, rate numeric,
    taxable_wages_cents bigint, amount_cents bigint, customer_id bigint, project_id bigint)`.execute(db);
  await sql`
    insert into bench_lines (company_id, payroll_id, employee_id, line_no, kind, code, jurisdiction, payer, seconds,
      rate, taxable_wages_cents, amount_cents, customer_id, project_id)
    select c.company_id, c.payroll_id, c.employee_id, l.n, l.kind, l.code, l.j, l.payer, l.secs, l.rate,
      l.taxable, l.amount, l.cu, l.pr
    from paychecks c
    cross join lateral (values
      (1, 'earning', 'regular', null, 'employee', 216000, 0, null::bigint, c.gross_cents * 3 / 4,
        ${cu}::bigint + c.employee_id % 20, ${pr}::bigint + c.employee_id % 50),
      (2, 'earning', 'regular', null, 'employee', 72000, 0, null, c.gross_cents - c.gross_cents * 3 / 4,
        ${cu}::bigint + (c.employee_id + 7) % 20, null),
      (3, 'tax', 'federal_income_tax', 'US', 'employee', null, null, c.gross_cents, c.gross_cents * 10 / 100, null, null),
      (4, 'tax', 'social_security', 'US', 'employee', null, 0.062, c.gross_cents, c.gross_cents * 62 / 1000, null, null),
      (5, 'tax', 'medicare', 'US', 'employee', null, 0.0145, c.gross_cents, c.gross_cents * 145 / 10000, null, null),
      (6, 'tax', 'social_security', 'US', 'company', null, 0.062, c.gross_cents, c.gross_cents * 62 / 1000, null, null),
      (7, 'tax', 'medicare', 'US', 'company', null, 0.0145, c.gross_cents, c.gross_cents * 145 / 10000, null, null),
      (8, 'tax', 'futa', 'US', 'company', null, 0.006, c.gross_cents, c.gross_cents * 6 / 1000, null, null),
      (9, 'tax', 'state_unemployment', 'TX', 'company', null, 0.027, c.gross_cents, c.gross_cents * 27 / 1000, null, null),
      (10, 'tax', 'state_income_tax', 'TX', 'employee', null, 0, c.gross_cents, 0, null, null)
    ) as l(n, kind, code, j, payer, secs, rate, taxable, amount, cu, pr)
    where c.company_id = ${cid}`.execute(db);
  const key =
    sql.raw(`l.kind || chr(30) || l.code || chr(30) || chr(31) || chr(30) || coalesce(l.jurisdiction, chr(31))
    || chr(30) || l.payer || chr(30) || chr(31) || chr(30) || coalesce(l.customer_id::text, chr(31)) || chr(30)
    || coalesce(l.project_id::text, chr(31)) || chr(30) || chr(31)`);
  await sql`insert into ledger_keys (company_id, k, kind, code, jurisdiction, payer, customer_id, project_id)
    select distinct l.company_id, ${key}, l.kind, l.code, l.jurisdiction, l.payer, l.customer_id, l.project_id
    from bench_lines l`.execute(db);
  await sql`update paychecks c set line_keys = s.k, line_seconds = s.s, line_wages = s.w, line_amounts = s.a
    from (select l.company_id, l.payroll_id, l.employee_id, array_agg(k.id order by l.line_no) as k,
        array_agg(l.seconds order by l.line_no) as s, array_agg(l.taxable_wages_cents order by l.line_no) as w,
        array_agg(l.amount_cents order by l.line_no) as a
      from bench_lines l join ledger_keys k on k.company_id = l.company_id and k.k = ${key}
      group by 1, 2, 3) s
    where c.company_id = s.company_id and c.payroll_id = s.payroll_id and c.employee_id = s.employee_id`.execute(
    db,
  );
  await sql`drop table bench_lines`.execute(db);
  await sql`analyze`.execute(db);
  const n = await sql<{ c: string; l: string }>`
    select (select count(*) from paychecks) as c, (select count(*) from pay_lines) as l`.execute(db);
  return { cid, paychecks: Number(n.rows[0]!.c), lines: Number(n.rows[0]!.l) };
}

/** Median seconds of `runs` calls after one warm-up. */
async function median(fn: () => Promise<unknown>, runs = 5): Promise<number> {
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

/** The reports benchmark. */
export async function benchReports(opts: BenchOptions): Promise<{ summary: SummaryRow[] }> {
  const people = opts.quick ? 1_000 : 2_000;
  console.log(`\n== reports: ${PAYROLLS} approved biweekly payrolls × ${fmt(people)} people (PostgreSQL) ==`);
  if (!(await postgresReachable(opts.pgAdminUrl))) {
    return {
      summary: [
        {
          bench: 'reports',
          metric: 'tax liability',
          value: 'skipped (no PostgreSQL)',
          goal: '< 1 s',
          met: null,
        },
      ],
    };
  }
  const schema = `bench_reports_${randomBytes(3).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: opts.pgAdminUrl });
  await sql.raw(`create schema ${schema}`).execute(admin.db);
  const d = await openDatabase({ databaseUrl: opts.pgAdminUrl, searchPath: schema });
  try {
    await migrateToLatest(d.db, schema);
    const t0 = process.hrtime.bigint();
    const { cid, paychecks, lines } = await seed(d.db, people);
    console.log(
      `  seeded ${fmt(paychecks)} paychecks, ${fmt(lines)} pay lines in ${fmt(Number(process.hrtime.bigint() - t0) / 1e9, 1)} s`,
    );
    const service = new ReportsService(d.db, systemClock);
    const auth = {
      companyId: cid,
      keyPrefix: 'bench',
      company: { timezone: 'America/Chicago' },
    } as AuthContext;
    const year = { start_date: '2026-01-01', end_date: '2026-12-31' };
    const baseline = await median(() =>
      sql`select code, jurisdiction, payer, sum(amount_cents) from pay_lines group by 1, 2, 3`.execute(d.db),
    );
    const tax = await median(() => service.taxLiability(auth, { ...year, group_by: 'quarter' }));
    const job = await median(() => service.jobCosting(auth, year));
    const check = await service.jobCosting(auth, year);
    console.log(
      `  baseline GROUP BY over pay_lines ${fmt(baseline * 1000, 1)} ms; tax liability by quarter ${fmt(tax * 1000, 1)} ms ` +
        `(${fmt(tax / baseline, 1)}×); job costing ${fmt(job * 1000, 1)} ms (${fmt(job / baseline, 1)}×), ` +
        `${check.data.length} groups, labor cost $${check.totals.labor_cost}`,
    );
    const row = (metric: string, s: number): SummaryRow => ({
      bench: 'reports',
      metric: `${metric} (${fmt(paychecks)} paychecks)`,
      value: `${fmt(s * 1000, 0)} ms = ${fmt(s / baseline, 1)}× baseline`,
      goal: '< 1 s',
      met: s < 1,
    });
    return { summary: [row('tax liability by quarter', tax), row('job costing', job)] };
  } finally {
    await d.close();
    await sql.raw(`drop schema if exists ${schema} cascade`).execute(admin.db);
    await admin.close();
  }
}
