/**
 * Balance reads over many people at once (year end, accrual posting, the liability report), and
 * the states people work in (for the statutory minimums). Scoped by company id.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

/** Ids of the people enrolled in a policy. */
export async function enrolledIds(db: Kysely<DB>, companyId: number, policyId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('time_off_enrollments')
    .select('employee_id')
    .where('company_id', '=', companyId)
    .where('policy_id', '=', policyId)
    .orderBy('employee_id')
    .execute();
  return rows.map((r) => Number(r.employee_id));
}

/** Balance (sum of entries dated ≤ `date`) per person of one policy, seconds. */
export async function balancesAt(
  db: Kysely<DB>,
  companyId: number,
  policyId: number,
  date: string,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('time_off_entries')
    .select(['employee_id', sql<string>`sum(seconds)`.as('s')])
    .where('company_id', '=', companyId)
    .where('policy_id', '=', policyId)
    .where('effective_date', '<=', date)
    .groupBy('employee_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.employee_id), Number(r.s)]));
}

/**
 * Jurisdictions where the company's active people work — the states of their workplaces, plus
 * `NY-NYC` for a New York City workplace (the five boroughs' city names) — and the number of
 * active employees (the employer size of the statutory tiers).
 */
export async function companyWorkStates(
  db: Kysely<DB>,
  companyId: number,
): Promise<{ jurisdictions: Set<string>; employees: number }> {
  const rows = await db
    .selectFrom('workplaces as w')
    .select(['w.state', 'w.city'])
    .where('w.company_id', '=', companyId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('employees as e')
          .select('e.id')
          .whereRef('e.company_id', '=', 'w.company_id')
          .whereRef('e.workplace_id', '=', 'w.id')
          .where('e.is_active', '=', true),
      ),
    )
    .distinct()
    .execute();
  const out = new Set<string>();
  for (const r of rows) {
    out.add(r.state);
    if (r.state === 'NY' && NYC.has(r.city.trim().toLowerCase())) out.add('NY-NYC');
  }
  const n = await db
    .selectFrom('employees')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_id', '=', companyId)
    .where('is_active', '=', true)
    .where('employment_type', '<>', 'contractor')
    .executeTakeFirstOrThrow();
  return { jurisdictions: out, employees: Number(n.n) };
}

const NYC = new Set([
  'new york',
  'new york city',
  'manhattan',
  'brooklyn',
  'bronx',
  'queens',
  'staten island',
]);
