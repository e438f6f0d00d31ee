/**
 * The NACHA file of a large payroll (`npm run bench -- --only payments`): a company of 10,000
 * people (2,000 with `--quick`), each with one sealed checking account (already prenoted) and a
 * direct-deposit paycheck in one approved payroll, written in bulk with SQL. Times
 * - the first GET of the file as the service runs it (validates and opens every sealed account
 *   number, writes the entries and the paychecks' status, moves the payroll to processing),
 *   median of 3 (the file, entries and statuses deleted in between),
 * - the regeneration (reads the stored entries, opens the numbers, writes the same file), median
 *   of 5 after a warm-up,
 * - the part of it spent opening sealed numbers (AES-256-GCM, two per entry),
 * against a baseline in the same run: one plain SELECT of the same entries joined to their
 * accounts. Goal (issue 24): the file of a 10,000-person payroll in ≤ 1 s.
 * Runs in a throwaway schema of the database named by BENCH_PG_URL (dropped at the end).
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../src/platform/db/database.js';
import { migrateToLatest } from '../src/platform/db/migrator.js';
import type { DB } from '../src/platform/db/schema.js';
import { createSealer, type Sealer } from '../src/platform/crypto/sealing.js';
import { fixedClock } from '../src/shared/time.js';
import { PaymentFileService } from '../src/modules/payments/payment-file.service.js';
import { fmt, postgresReachable, type BenchOptions, type SummaryRow } from './lib.js';

/** Writes the company, people, accounts, settings and one approved payroll; returns ids. */
async function seed(db: Kysely<DB>, sealer: Sealer, people: number) {
  const c = await sql<{ id: string }>`
    insert into companies (name, email, timezone, plan) values ('Bench Co', 'b@x.example', 'America/Chicago', 'payroll')
    returning id`.execute(db);
  const cid = Number(c.rows[0]!.id);
  await sql`
    insert into employees (company_id, first_name, last_name, email, employment_type)
    select ${cid}, 'First' || g, 'Last' || g, 'p' || g || '@x.example', 'employee' from generate_series(1, ${people}) g`.execute(
    db,
  );
  const emps = await sql<{
    id: string;
  }>`select id from employees where company_id = ${cid} order by id`.execute(db);
  const ids = emps.rows.map((r) => Number(r.id));
  const routing = ['021000021', '121000358', '011000015'];
  const rSealed: string[] = [];
  const aSealed: string[] = [];
  const last4: string[] = [];
  ids.forEach((id, i) => {
    const account = String(4_100_000_000 + id * 7_919);
    rSealed.push(sealer.seal(routing[i % 3]!));
    aSealed.push(sealer.seal(account));
    last4.push(account.slice(-4));
  });
  await sql`insert into employee_bank_accounts (company_id, employee_id, routing_number_sealed, routing_number_last4,
      account_number_sealed, account_number_last4, account_type)
    select ${cid}::bigint, u.e, u.r, '0021', u.a, u.l, 'checking'
    from unnest(${ids}::bigint[], ${rSealed}::text[], ${aSealed}::text[], ${last4}::text[]) as u(e, r, a, l)`.execute(
    db,
  );
  await sql`insert into bank_account_prenotes (company_id, bank_account_id, sent_on, usable_on)
    select company_id, id, date '2026-01-02', date '2026-01-07' from employee_bank_accounts where company_id = ${cid}`.execute(
    db,
  );
  await sql`
    insert into payrolls (company_id, id, type, status, start_date, end_date, payday, pay_frequency)
    values (${cid}, 'pay_bench_payments00', 'regular', 'pending', '2026-11-08', '2026-11-21', '2026-11-26', 'biweekly')`.execute(
    db,
  );
  // The compact ledger's `detail` (version 0: plain JSON of an empty paycheck's detail).
  await sql`
    insert into paychecks (company_id, payroll_id, employee_id, payday, is_contractor, first_name, last_name,
      payment_method, gross_cents, net_cents, detail)
    select ${cid}, 'pay_bench_payments00', e.id, date '2026-11-26', false, e.first_name, e.last_name, 'direct_deposit',
      160000 + e.id % 997, 120000 + e.id % 997, '\\x00'::bytea || convert_to('[{},[],[],[],[]]', 'UTF8')
    from employees e where e.company_id = ${cid}`.execute(db);
  await sql`
    insert into paycheck_deposits (company_id, payroll_id, employee_id, seq, bank_account_id, amount_cents)
    select c.company_id, c.payroll_id, c.employee_id, 0, a.id, c.net_cents
    from paychecks c join employee_bank_accounts a on a.company_id = c.company_id and a.employee_id = c.employee_id
    where c.company_id = ${cid}`.execute(db);
  await sql`insert into company_payment_settings (company_id, odfi_routing, immediate_destination,
      immediate_destination_name, immediate_origin, immediate_origin_name, company_name,
      company_identification_sealed, company_identification_last4, balanced, offset_routing, offset_account_sealed,
      offset_account_last4, offset_account_type, updated_at)
    values (${cid}, '021000021', '021000021', 'BENCH BANK', '1990000001', 'BENCH CO', 'BENCH CO',
      ${sealer.seal('1990000001')}, '0001', true, '021000021', ${sealer.seal('9990000001')}, '0001', 'checking',
      now())`.execute(db);
  await sql`analyze`.execute(db);
  return cid;
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

/** The payments benchmark. */
export async function benchPayments(opts: BenchOptions): Promise<{ summary: SummaryRow[] }> {
  const people = opts.quick ? 2_000 : 10_000;
  console.log(`\n== payments: the NACHA file of one payroll of ${fmt(people)} people (PostgreSQL) ==`);
  if (!(await postgresReachable(opts.pgAdminUrl))) {
    return {
      summary: [
        {
          bench: 'payments',
          metric: 'NACHA file',
          value: 'skipped (no PostgreSQL)',
          goal: '≤ 1 s',
          met: null,
        },
      ],
    };
  }
  const schema = `bench_payments_${randomBytes(3).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: opts.pgAdminUrl });
  await sql.raw(`create schema ${schema}`).execute(admin.db);
  const d = await openDatabase({ databaseUrl: opts.pgAdminUrl, searchPath: schema });
  try {
    await migrateToLatest(d.db, schema);
    const sealer = createSealer(randomBytes(32));
    const t0 = process.hrtime.bigint();
    const cid = await seed(d.db, sealer, people);
    console.log(`  seeded in ${fmt(Number(process.hrtime.bigint() - t0) / 1e9, 1)} s`);
    const service = new PaymentFileService(d.db, fixedClock('2026-11-21T22:00:00.000Z'), sealer);
    const who = { actor: 'bench', source: 'bench' };
    // The first GET, three times: between runs the file, its entries and the paychecks' statuses
    // are deleted and the payroll is pending again (outside the timing); the median is reported.
    const firstRuns: number[] = [];
    let first!: Awaited<ReturnType<PaymentFileService['file']>>;
    for (let i = 0; i < 3; i++) {
      if (i > 0) {
        for (const t of ['payment_files', 'payment_entries', 'paycheck_payments']) {
          await sql`delete from ${sql.table(t)} where company_id = ${cid}`.execute(d.db);
        }
        await sql`update payrolls set status = 'pending' where company_id = ${cid}`.execute(d.db);
      }
      const t1 = process.hrtime.bigint();
      first = await service.file(cid, 'pay_bench_payments00', who);
      firstRuns.push(Number(process.hrtime.bigint() - t1) / 1e9);
    }
    const firstS = [...firstRuns].sort((x, y) => x - y)[1]!;
    const again = await median(() => service.file(cid, 'pay_bench_payments00', who));
    const baseline = await median(() =>
      sql`select e.seq, e.trace_number, e.amount_cents, a.routing_number_sealed, a.account_number_sealed
        from payment_entries e left join employee_bank_accounts a on a.company_id = e.company_id and a.id = e.bank_account_id
        where e.company_id = ${cid} and e.payroll_id = 'pay_bench_payments00' order by e.seq`.execute(d.db),
    );
    const sealed = await sql<{
      r: string;
      a: string;
    }>`select routing_number_sealed as r, account_number_sealed as a
      from employee_bank_accounts where company_id = ${cid}`.execute(d.db);
    const open = await median(async () => {
      for (const x of sealed.rows) {
        sealer.open(x.r);
        sealer.open(x.a);
      }
    });
    const credits = first.totalCreditCents;
    console.log(
      `  file: ${fmt(first.entryCount)} entries, credits $${fmt(credits / 100, 2)}, ${fmt(first.text.length / 1024, 0)} KiB; ` +
        `first GET ${fmt(firstS * 1000, 0)} ms (${fmt(firstS / baseline, 1)}× the SELECT; runs ${firstRuns.map((x) => fmt(x * 1000, 0)).join(' / ')} ms), regeneration ${fmt(again * 1000, 0)} ms ` +
        `(${fmt(again / baseline, 1)}× the SELECT of its entries, ${fmt(baseline * 1000, 1)} ms); ` +
        `opening ${fmt(2 * sealed.rows.length)} sealed numbers ${fmt(open * 1000, 0)} ms`,
    );
    return {
      summary: [
        {
          bench: 'payments',
          metric: `NACHA file, first GET (${fmt(people)} people)`,
          value: `${fmt(firstS * 1000, 0)} ms = ${fmt(firstS / baseline, 1)}× baseline`,
          goal: '≤ 1 s',
          met: firstS <= 1,
        },
        {
          bench: 'payments',
          metric: `NACHA file, regeneration (${fmt(people)} people)`,
          value: `${fmt(again * 1000, 0)} ms = ${fmt(again / baseline, 1)}× baseline; opening sealed numbers ${fmt(open * 1000, 0)} ms`,
          goal: '≤ 1 s',
          met: again <= 1,
        },
      ],
    };
  } finally {
    await d.close();
    await sql.raw(`drop schema if exists ${schema} cascade`).execute(admin.db);
    await admin.close();
  }
}
