/**
 * Child process of bench/payroll.ts (one per company size, so peak memory is per size): generates
 * a company of N hourly employees (CA workplace, a W-4 and a CA DE-4, one biweekly pay schedule
 * group) with two weeks of punches each in a migrated PostgreSQL database, then times the
 * in-process service calls `PayrollsService.initialize` and `createDraft` (no HTTP), the SQL
 * `GROUP BY` baseline, and the two bulk loads of initialize on their own (diagnostics).
 * Argument: JSON {@link PayrollSpec}; reports a {@link PayrollResult} over IPC.
 */
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../src/platform/db/database.js';
import type { DB } from '../src/platform/db/schema.js';
import { toInt } from '../src/platform/db/type-parsers.js';
import { CompanySettingsCache } from '../src/platform/auth/auth.plugin.js';
import { PayrollsService, type DraftInput } from '../src/modules/payrolls/payrolls.service.js';
import * as repo from '../src/modules/payrolls/payrolls.repository.js';
import { addDays, periodContaining } from '../src/modules/payrolls/engine/index.js';
import { fixedClock, startOfLocalDay } from '../src/shared/time.js';
import { MemorySampler, prng, secondsSince } from './lib.js';

/** Argument of the worker. */
export interface PayrollSpec {
  databaseUrl: string;
  employees: number;
  seed: number;
}

/** What the worker reports. */
export interface PayrollResult {
  employees: number;
  timeRecords: number;
  period: { start: string; end: string };
  seedSeconds: number;
  initializeSeconds: number;
  createDraftSeconds: number;
  totalSeconds: number;
  baselineSeconds: number;
  baselineRows: number;
  /** Diagnostics: the two bulk loads of initialize, run alone. */
  loadPayeesSeconds: number;
  loadRecordsSeconds: number;
  rssBeforeBytes: number;
  peakRssBytes: number;
  peakHeapUsedBytes: number;
  draftEmployees: number;
  draftGross: string;
  warnings: number;
  /** Warnings of initialize and of the draft, by code. */
  warningCodes: Record<string, number>;
}

const TZ = 'America/Los_Angeles';
const BATCH = 20_000;

export async function seedCompany(
  db: Kysely<DB>,
  n: number,
  seed: number,
  period: { start: string; end: string },
) {
  const company = await db
    .insertInto('companies')
    .values({
      name: `Bench payroll ${n}`,
      email: `payroll-${n}@example.com`,
      timezone: TZ,
      plan: 'premium',
      workweek_start: 'sunday',
      sui_rates: JSON.stringify({ CA: '0.034' }),
      start_date: '2025-01-01',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const companyId = toInt(company.id);
  await db
    .insertInto('workplaces')
    .values({
      company_id: companyId,
      id: 'wp_sf',
      line1: '500 Howard St',
      city: 'San Francisco',
      state: 'CA',
      postal_code: '94105',
      country: 'US',
    })
    .execute();
  const group = await db
    .insertInto('pay_schedule_groups')
    .values({
      company_id: companyId,
      name: 'Hourly (biweekly)',
      pay_frequency: 'biweekly',
      anchor_start_date: '2026-01-04',
      payday_offset_days: 5,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const groupId = toInt(group.id);

  const emp = await sql<{
    id: string;
  }>`insert into employees (company_id, first_name, last_name, email, employment_type, is_active, start_date,
      pay_schedule_group_id, workplace_id, address, paid_lunch_time, lunch_in_overtime, payment_method)
    select ${companyId}, 'Worker', 'No. ' || g, 'worker-' || g || '@example.com', 'employee', true, date '2025-01-06',
      ${groupId}, 'wp_sf', '{"state":"CA","city":"San Francisco"}'::jsonb, 0, false, case when g % 50 = 0 then 'manual' else 'direct_deposit' end
    from generate_series(1, ${n}::int) g order by g returning id`.execute(db);
  const ids = emp.rows.map((r) => toInt(r.id));

  await sql`insert into employee_earnings (company_id, employee_id, start_date, payment_unit, payment_amount, default_hours)
    select company_id, id, date '2025-01-06', 'hour', 18 + (id % 40) + 0.25 * (id % 4), 40 from employees where company_id = ${companyId}`.execute(
    db,
  );
  await sql`insert into employee_tax_setups (company_id, employee_id, federal, state)
    select company_id, id,
      jsonb_build_object('w4_version', '2020', 'filing_status', (array['single','married_jointly','head_of_household'])[1 + id % 3],
        'multiple_jobs', id % 7 = 0, 'dependents_amount', (id % 3) * 2000, 'other_income', 0, 'deductions', 0, 'extra_withholding', case when id % 11 = 0 then 25 else 0 end),
      jsonb_build_object('state', 'CA', 'filing_status', (array['single','married'])[1 + id % 2], 'allowances', id % 3, 'additional_allowances', 0, 'additional_withholding', 0, 'exempt', false)
    from employees where company_id = ${companyId}`.execute(db);

  // Two weeks of punches: Monday–Friday, a morning and an afternoon work record (lunch unrecorded),
  // plus an occasional Saturday shift; some long days (CA daily overtime).
  const r = prng(seed);
  const emps: number[] = [];
  const starts: string[] = [];
  const ends: string[] = [];
  let total = 0;
  const flush = async () => {
    if (emps.length === 0) return;
    await sql`insert into time_records (company_id, employee_id, type, start, "end", clockin_source, clockout_source)
      select ${companyId}, e, 'work', s, t, 'bench', 'bench' from unnest(${emps}::bigint[], ${starts}::timestamptz[], ${ends}::timestamptz[]) as u(e, s, t)`.execute(
      db,
    );
    total += emps.length;
    emps.length = 0;
    starts.length = 0;
    ends.length = 0;
  };
  const dayStarts: number[] = [];
  for (let d = 0; d < 14; d++) dayStarts.push(startOfLocalDay(addDays(period.start, d), TZ));
  const push = (id: number, s: number, e: number) => {
    emps.push(id);
    starts.push(new Date(s).toISOString());
    ends.push(new Date(e).toISOString());
  };
  for (const id of ids) {
    for (let d = 0; d < 14; d++) {
      const dow = d % 7; // the period starts on a Sunday
      const saturday = dow === 6 && r() < 0.15;
      if ((dow === 0 || dow === 6) && !saturday) continue;
      const base = dayStarts[d]! + (7 * 60 + Math.floor(r() * 120)) * 60_000;
      const morning = (210 + Math.floor(r() * 60)) * 60_000;
      const lunch = (30 + Math.floor(r() * 31)) * 60_000;
      const afternoon = (r() < 0.15 ? 300 + Math.floor(r() * 180) : 180 + Math.floor(r() * 90)) * 60_000;
      push(id, base, base + morning);
      push(id, base + morning + lunch, base + morning + lunch + afternoon);
    }
    if (emps.length >= BATCH) await flush();
  }
  await flush();
  await sql`analyze`.execute(db);
  return { companyId, groupId, timeRecords: total };
}

async function main(): Promise<PayrollResult> {
  const spec = JSON.parse(process.argv[2] ?? '{}') as PayrollSpec;
  const database = await openDatabase({ databaseUrl: spec.databaseUrl, poolSize: 10 });
  const { db } = database;
  try {
    const p = periodContaining(
      { payFrequency: 'biweekly', anchorStartDate: '2026-01-04', paydayOffsetDays: 5 },
      '2026-11-01',
    );
    const period = { start: p.startDate, end: p.endDate };
    const ts = process.hrtime.bigint();
    const seeded = await seedCompany(db, spec.employees, spec.seed, period);
    const seedSeconds = secondsSince(ts);

    const clock = fixedClock(`${addDays(period.end, 3)}T20:00:00.000Z`);
    const service = new PayrollsService(db, clock);
    const company = await new CompanySettingsCache(db).get(seeded.companyId);
    if (!company) throw new Error('company not found');
    const auth = { companyId: seeded.companyId, keyPrefix: 'benchpayroll', company };

    const rssBefore = process.memoryUsage().rss;
    const mem = new MemorySampler().start(10);
    const t0 = process.hrtime.bigint();
    const init = await service.initialize(auth, {
      type: 'regular',
      pay_schedule_group_id: seeded.groupId,
      start_date: period.start,
      end_date: period.end,
    });
    const initializeSeconds = secondsSince(t0);
    mem.sample();
    const t1 = process.hrtime.bigint();
    const draft = await service.createDraft(auth, init.actions.create_draft as unknown as DraftInput);
    const createDraftSeconds = secondsSince(t1);
    const totalSeconds = secondsSince(t0);
    mem.stop();

    // Baseline: the same aggregation as one SQL GROUP BY (best of 3).
    const fromIso = new Date(startOfLocalDay(period.start, TZ)).toISOString();
    const toIso = new Date(startOfLocalDay(addDays(period.end, 1), TZ)).toISOString();
    let baselineSeconds = Infinity;
    let baselineRows = 0;
    for (let k = 0; k < 3; k++) {
      const tb = process.hrtime.bigint();
      const rows = await sql<{
        employee_id: string;
        seconds: string;
      }>`select employee_id, sum(extract(epoch from "end" - start)) as seconds
        from time_records where company_id = ${seeded.companyId} and start >= ${fromIso} and start < ${toIso} group by employee_id`.execute(
        db,
      );
      baselineSeconds = Math.min(baselineSeconds, secondsSince(tb));
      baselineRows = rows.rows.length;
    }

    // Diagnostics: initialize's two bulk loads on their own.
    const td = process.hrtime.bigint();
    const payees = await repo.loadPayees(db, seeded.companyId, {
      groupId: seeded.groupId,
      employeeIds: null,
      periodStart: period.start,
      onlyEligible: true,
    });
    const loadPayeesSeconds = secondsSince(td);
    const tr = process.hrtime.bigint();
    await repo.loadRecords(
      db,
      seeded.companyId,
      payees.map((x) => toInt(x.id)),
      fromIso,
      toIso,
    );
    const loadRecordsSeconds = secondsSince(tr);

    const d = draft as unknown as {
      employees: unknown[];
      totals: { employee_gross: number };
      warnings: Array<{ code: string }>;
    };
    const warningCodes: Record<string, number> = {};
    for (const w of [
      ...init.warnings.map((x) => ({ code: `initialize:${x.code}` })),
      ...d.warnings.map((x) => ({ code: `draft:${x.code}` })),
    ]) {
      warningCodes[w.code] = (warningCodes[w.code] ?? 0) + 1;
    }
    const result: PayrollResult = {
      employees: spec.employees,
      timeRecords: seeded.timeRecords,
      period,
      seedSeconds,
      initializeSeconds,
      createDraftSeconds,
      totalSeconds,
      baselineSeconds,
      baselineRows,
      loadPayeesSeconds,
      loadRecordsSeconds,
      rssBeforeBytes: rssBefore,
      peakRssBytes: mem.peakRss,
      peakHeapUsedBytes: mem.peakHeapUsed,
      draftEmployees: d.employees.length,
      draftGross: String(d.totals.employee_gross),
      warnings: d.warnings.length + init.warnings.length,
      warningCodes,
    };
    return result;
  } finally {
    await database.close();
  }
}

// Only as a forked child (bench/payroll.ts); importing this module runs nothing.
if (process.send) {
  main().then(
    (result) => process.send?.(result, () => process.exit(0)),
    (err: unknown) => {
      process.send?.({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) }, () =>
        process.exit(1),
      );
    },
  );
}
