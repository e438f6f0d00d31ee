/**
 * Time off of the demo company (src/modules/demo/seed.ts calls it in the seed's transaction): a
 * California-compliant sick policy (1 hour per 30 worked, use capped at 40 h a year, balance at
 * 80 h, 90-day waiting period; CA Labor Code §246), a PTO policy (1 hour per 26 worked, paid out on
 * termination, 40 h carry over), a holiday policy (the federal holidays), everyone but contractors
 * enrolled, opening balances on January 1 of the as-of year, and a few requests after the as-of
 * date (one approved, two pending) — so the first `npm start` shows balances on every pay stub.
 * Writes rows directly (a seed, like the rest of the demo); deterministic for an as-of date.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { plusDays, weekday } from './domain/days.js';

/** The next Monday strictly after `date`. */
function nextMonday(date: string): string {
  let d = plusDays(date, 1);
  while (weekday(d) !== 1) d = plusDays(d, 1);
  return d;
}

/** Inserts the demo time-off policies, enrollments, opening balances and requests. */
export async function seedDemoTimeOff(
  trx: Kysely<DB>,
  companyId: number,
  asOf: string,
  at: string,
): Promise<{ policies: number; requests: number }> {
  const base = { company_id: companyId, created_at: at, updated_at: at };
  const policies = await trx
    .insertInto('time_off_policies')
    .values([
      {
        ...base,
        name: 'California sick leave',
        kind: 'sick',
        accrual_method: 'per_hour_worked',
        accrual_hours: '1',
        per_hours_worked: '30',
        max_balance_seconds: 80 * 3600,
        max_used_per_year_seconds: 40 * 3600,
        waiting_period_days: 90,
      },
      {
        ...base,
        name: 'Paid time off',
        kind: 'pto',
        accrual_method: 'per_hour_worked',
        accrual_hours: '1',
        per_hours_worked: '26',
        accrual_rounding: 'hundredth_hour',
        max_balance_seconds: 120 * 3600,
        carryover_limit_seconds: 40 * 3600,
        payout_on_termination: true,
      },
      { ...base, name: 'Company holidays', kind: 'holiday', accrual_method: 'none' },
    ])
    .returning(['id', 'kind'])
    .execute();
  const employees = await trx
    .selectFrom('employees')
    .select(['id', 'start_date'])
    .where('company_id', '=', companyId)
    .where('employment_type', '<>', 'contractor')
    .orderBy('id')
    .execute();
  await trx
    .insertInto('time_off_enrollments')
    .values(
      policies.flatMap((p) =>
        employees.map((e) => ({ company_id: companyId, policy_id: p.id, employee_id: e.id, created_at: at })),
      ),
    )
    .execute();
  const sick = policies.find((p) => p.kind === 'sick')!.id;
  const pto = policies.find((p) => p.kind === 'pto')!.id;
  const opening = `${asOf.slice(0, 4)}-01-01`;
  await trx
    .insertInto('time_off_entries')
    .values(
      employees.flatMap((e) =>
        (
          [
            [sick, 8],
            [pto, 24],
          ] as const
        ).map(([policy, hours]) => ({
          company_id: companyId,
          employee_id: e.id,
          policy_id: policy,
          kind: 'adjustment' as const,
          seconds: hours * 3600,
          effective_date: opening,
          actor: 'demo_seed',
          note: 'opening balance',
          created_at: at,
        })),
      ),
    )
    .execute();
  // Requests after the as-of date (no punch there), for the 2nd, 3rd and 4th employees.
  const monday = nextMonday(plusDays(asOf, 20));
  const people = employees.slice(1, 4);
  const requests = people.map((e, i) => ({
    company_id: companyId,
    employee_id: e.id,
    policy_id: pto,
    start_date: plusDays(monday, i),
    end_date: plusDays(monday, i),
    seconds_per_day: 8 * 3600,
    total_seconds: 8 * 3600,
    status: i === 0 ? ('approved' as const) : ('pending' as const),
    note: i === 0 ? 'family trip' : 'appointment',
    created_by: 'demo_seed',
    decided_by: i === 0 ? 'demo_seed' : null,
    created_at: at,
    decided_at: i === 0 ? at : null,
  }));
  if (requests.length > 0) {
    const inserted = await trx.insertInto('time_off_requests').values(requests).returning(['id']).execute();
    const first = requests[0]!;
    await trx
      .insertInto('time_off_entries')
      .values({
        company_id: companyId,
        employee_id: first.employee_id,
        policy_id: pto,
        kind: 'use',
        seconds: -first.total_seconds,
        effective_date: first.start_date,
        request_id: inserted[0]!.id,
        actor: 'demo_seed',
        note: null,
        created_at: at,
      })
      .execute();
  }
  return { policies: policies.length, requests: requests.length };
}
