/**
 * Test fixture generator: a payroll company of N hourly people with two weeks of punches, made in a
 * handful of set-based INSERTs (generate_series), never committed data. Used by the whole-payroll
 * HTTP test and the benchmark.
 *
 * Company time zone America/Los_Angeles, workweek from Sunday, Texas workplace (no state income
 * tax, SUI 2.7%), one biweekly group anchored 2026-01-04 → the period 2026-11-08 … 2026-11-21,
 * payday 2026-11-26 (5 days after the end). Person k (1-based) earns $20.00/h (overtime 1.5×);
 * every 5th person (k % 5 = 0) works 9 h Mon–Fri (45 h a week: 40 regular + 5 overtime), the others
 * 8 h Mon–Fri (40 h). Shifts start 08:00 PST = 16:00Z on Nov 9–13 and Nov 16–20.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../src/platform/db/schema.js';
import { toInt } from '../../src/platform/db/type-parsers.js';
import { makeCompany } from './app.js';

/** What {@link makePayrollCompany} made. */
export interface PayrollCompany {
  companyId: number;
  apiKey: string;
  groupId: number;
  /** People with overtime (every 5th) and without. */
  overtimePeople: number;
  regularPeople: number;
  period: { start_date: string; end_date: string; payday: string };
}

/** Inserts a Texas workplace (Austin) with id `id` for the company. */
export async function makeTexasWorkplace(db: Kysely<DB>, companyId: number, id: string): Promise<string> {
  await db
    .insertInto('workplaces')
    .values({
      company_id: companyId,
      id,
      line1: '5 Congress Ave',
      line2: null,
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
      country: 'US',
    })
    .execute();
  return id;
}

const WORKDAYS = ['09', '10', '11', '12', '13', '16', '17', '18', '19', '20'];

/** Makes the company, its workplace and group, `people` employees with earnings and their punches. */
export async function makePayrollCompany(db: Kysely<DB>, people: number): Promise<PayrollCompany> {
  const { companyId, apiKey } = await makeCompany(db, { plan: 'payroll' });
  await db
    .updateTable('companies')
    .set({ sui_rates: JSON.stringify({ TX: '0.027' }) })
    .where('id', '=', companyId)
    .execute();
  await makeTexasWorkplace(db, companyId, 'wrk_TXfixture000000000');
  const g = await db
    .insertInto('pay_schedule_groups')
    .values({
      company_id: companyId,
      name: 'Hourly',
      pay_frequency: 'biweekly',
      anchor_start_date: '2026-01-04',
      payday_offset_days: 5,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const groupId = toInt(g.id);
  await sql`insert into employees (company_id, first_name, last_name, email, employment_type, start_date,
      pay_schedule_group_id, workplace_id, is_active, status)
    select ${companyId}, 'Person', 'No' || k, 'person' || k || '@fixture.example', 'employee', '2024-01-01',
      ${groupId}, 'wrk_TXfixture000000000', true, 'active'
    from generate_series(1, ${people}::int) k`.execute(db);
  await sql`insert into employee_earnings (company_id, employee_id, start_date, payment_unit, payment_amount,
      overtime_amount, default_hours, pto_payment_amount)
    select ${companyId}, id, '2025-01-01', 'hour', 20, 1.5, 40, 20 from employees where company_id = ${companyId}`.execute(
    db,
  );
  // k = rank of the employee id within the company (1-based); 9 h shifts when k % 5 = 0.
  await sql`insert into time_records (company_id, employee_id, type, start, "end", clockin_source, clockout_source)
    select e.company_id, e.id, 'work', (d || 'T16:00:00Z')::timestamptz,
      (d || 'T16:00:00Z')::timestamptz + make_interval(hours => case when e.k % 5 = 0 then 9 else 8 end),
      'mobile', 'mobile'
    from (select company_id, id, row_number() over (order by id) as k from employees where company_id = ${companyId}) e
    cross join unnest(${WORKDAYS.map((d) => `2026-11-${d}`)}::text[]) d`.execute(db);
  const overtimePeople = Math.floor(people / 5);
  return {
    companyId,
    apiKey,
    groupId,
    overtimePeople,
    regularPeople: people - overtimePeople,
    period: { start_date: '2026-11-08', end_date: '2026-11-21', payday: '2026-11-26' },
  };
}
