/**
 * The payroll benchmark's generated company (never committed data): N hourly employees in San
 * Francisco (CA workplace, a federal W-4 and a CA DE 4 on file, one biweekly pay schedule group
 * anchored 2026-01-04, company time zone America/Los_Angeles) with two weeks of punches each:
 * Monday–Friday a morning and an afternoon work record (lunch unrecorded), some long days (CA daily
 * overtime) and occasional Saturdays, ~20.6 records per person, inserted in 20,000-row `unnest`
 * batches, then `analyze`. Deterministic for a seed. Works on PostgreSQL and PGlite.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/platform/db/schema.js';
import { toInt } from '../src/platform/db/type-parsers.js';
import { addDays, periodContaining } from '../src/modules/payrolls/engine/index.js';
import { startOfLocalDay } from '../src/shared/time.js';
import { prng } from './lib.js';

/** The pay period the punches fall in (company-local dates, inclusive). */
export function benchPeriod(): { start: string; end: string } {
  const p = periodContaining(
    { payFrequency: 'biweekly', anchorStartDate: '2026-01-04', paydayOffsetDays: 5 },
    '2026-11-01',
  );
  return { start: p.startDate, end: p.endDate };
}

/** The company's time zone. */
export const TZ = 'America/Los_Angeles';
const BATCH = 20_000;

/** Generates the company; returns its id, the group's id and the number of time records. */
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

/** The `POST /payrolls/initialize` body (JSON) of the bench: the regular payroll of the group's period. */
export function initializeBody(ready: { groupId: number; period: { start: string; end: string } }): string {
  return JSON.stringify({
    type: 'regular',
    pay_schedule_group_id: ready.groupId,
    start_date: ready.period.start,
    end_date: ready.period.end,
  });
}
