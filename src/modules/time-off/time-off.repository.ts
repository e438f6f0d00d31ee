/**
 * SQL of time off: policies, enrollments, the balance ledger, requests and holidays. Every
 * statement is scoped by company id. What time off needs of the payroll ledger goes through
 * ./ledger-reads.ts, which calls the ledger layer's functions (never the paychecks or pay_lines).
 */
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { DB, TimeOffEntriesTable, TimeOffPoliciesTable } from '../../platform/db/schema.js';

/** A policy row. */
export type PolicyRow = Selectable<TimeOffPoliciesTable>;
/** A ledger entry to insert. */
export type NewEntry = Insertable<TimeOffEntriesTable>;

/** Rows of {@link insertEntries} per INSERT: each column travels as one array parameter (`unnest`). */
const ENTRIES_PER_STATEMENT = 20_000;

/** Inserts a policy; returns the row. */
export function insertPolicy(db: Kysely<DB>, row: Insertable<TimeOffPoliciesTable>) {
  return db.insertInto('time_off_policies').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Updates a policy; returns the row. */
export function updatePolicy(
  db: Kysely<DB>,
  companyId: number,
  id: number,
  set: Updateable<TimeOffPoliciesTable>,
) {
  return db
    .updateTable('time_off_policies')
    .set(set)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One policy, or undefined. */
export function findPolicy(db: Kysely<DB>, companyId: number, id: number) {
  return db
    .selectFrom('time_off_policies')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Every policy of the company (archived too), by id. */
export function listPolicies(db: Kysely<DB>, companyId: number) {
  return db
    .selectFrom('time_off_policies')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
}

/** Whether another policy of the company has this name (case-insensitive). */
export async function policyNameTaken(db: Kysely<DB>, companyId: number, name: string, exceptId?: number) {
  let q = db
    .selectFrom('time_off_policies')
    .select('id')
    .where('company_id', '=', companyId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** Enrollment counts per policy. */
export async function enrollmentCounts(db: Kysely<DB>, companyId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('time_off_enrollments')
    .select(['policy_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('company_id', '=', companyId)
    .groupBy('policy_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.policy_id), Number(r.n)]));
}

/** Enrolls every employee of the company who is not a contractor (already enrolled: unchanged). */
export async function enrollAllEmployees(db: Kysely<DB>, companyId: number, policyId: number, at: string) {
  await db
    .insertInto('time_off_enrollments')
    .columns(['company_id', 'policy_id', 'employee_id', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('employees')
        .select([
          sql<number>`${companyId}::bigint`.as('company_id'),
          sql<number>`${policyId}::bigint`.as('policy_id'),
          'id',
          sql<string>`${at}::timestamptz`.as('created_at'),
        ])
        .where('company_id', '=', companyId)
        .where('employment_type', '<>', 'contractor'),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Enrolls the given employees (already enrolled: unchanged). */
export async function enroll(db: Kysely<DB>, companyId: number, policyId: number, ids: number[], at: string) {
  await db
    .insertInto('time_off_enrollments')
    .values(
      ids.map((id) => ({ company_id: companyId, policy_id: policyId, employee_id: id, created_at: at })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Ids among `ids` that are employees (not contractors) of the company. */
export async function existingEmployees(
  db: Kysely<DB>,
  companyId: number,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('employees')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .where('employment_type', '<>', 'contractor')
    .execute();
  return new Set(rows.map((r) => Number(r.id)));
}

/** The employee fields time off needs, or undefined. */
export function findEmployee(db: Kysely<DB>, companyId: number, id: number) {
  return db
    .selectFrom('employees')
    .select(['id', 'start_date', 'dismissed_on', 'employment_type', 'first_name', 'last_name'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Locks the enrollment of one person in one policy (FOR UPDATE) so balance checks and postings of
 * that balance run one at a time; undefined when not enrolled.
 */
export function lockEnrollment(db: Kysely<DB>, companyId: number, policyId: number, employeeId: number) {
  return db
    .selectFrom('time_off_enrollments')
    .select('policy_id')
    .where('company_id', '=', companyId)
    .where('policy_id', '=', policyId)
    .where('employee_id', '=', employeeId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Inserts ledger entries in bulk: one `insert … select from unnest(…)` per
 * {@link ENTRIES_PER_STATEMENT} rows, each column one array parameter (a payroll of 10,000 people
 * with two policies is one statement, not twenty of 1,000 rows × 12 parameters). Rows are inserted
 * in the order of `rows`.
 */
export async function insertEntries(db: Kysely<DB>, rows: NewEntry[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ENTRIES_PER_STATEMENT) {
    const part = rows.slice(i, i + ENTRIES_PER_STATEMENT);
    const col = <T>(f: (r: NewEntry) => T): T[] => part.map(f);
    await sql`insert into time_off_entries (company_id, employee_id, policy_id, kind, seconds, effective_date,
        payroll_id, request_id, reverses_id, actor, note, created_at)
      select u.c, u.e, u.p, u.k, u.s, u.d, u.pr, u.rq, u.rv, u.a, u.n, u.t
      from unnest(${col((r) => r.company_id)}::bigint[], ${col((r) => r.employee_id)}::bigint[],
        ${col((r) => r.policy_id)}::bigint[], ${col((r) => r.kind)}::text[], ${col((r) => r.seconds)}::bigint[],
        ${col((r) => r.effective_date)}::date[], ${col((r) => r.payroll_id ?? null)}::text[],
        ${col((r) => r.request_id ?? null)}::bigint[], ${col((r) => r.reverses_id ?? null)}::bigint[],
        ${col((r) => r.actor)}::text[], ${col((r) => r.note ?? null)}::text[],
        ${col((r) => r.created_at)}::timestamptz[]) as u(c, e, p, k, s, d, pr, rq, rv, a, n, t)`.execute(db);
  }
}

/** Inserts one ledger entry; returns its id. */
export async function insertEntry(db: Kysely<DB>, row: NewEntry): Promise<number> {
  const r = await db.insertInto('time_off_entries').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

/** Per-policy sums of one person's entries dated ≤ `asOf` (null: all), by kind, for enrolled policies. */
export function balanceSums(db: Kysely<DB>, companyId: number, employeeId: number, asOf: string | null) {
  return db
    .selectFrom('time_off_enrollments as en')
    .innerJoin('time_off_policies as p', (j) =>
      j.onRef('p.company_id', '=', 'en.company_id').onRef('p.id', '=', 'en.policy_id'),
    )
    .leftJoin('time_off_entries as e', (j) => {
      let on = j
        .onRef('e.company_id', '=', 'en.company_id')
        .onRef('e.policy_id', '=', 'en.policy_id')
        .onRef('e.employee_id', '=', 'en.employee_id');
      if (asOf !== null) on = on.on('e.effective_date', '<=', asOf);
      return on;
    })
    .select([
      'p.id',
      'p.name',
      'p.kind',
      sql<string>`coalesce(sum(e.seconds) filter (where e.kind = 'accrual'), 0)`.as('accrued'),
      sql<string>`coalesce(sum(e.seconds) filter (where e.kind = 'use'), 0)`.as('used'),
      sql<string>`coalesce(sum(e.seconds) filter (where e.kind not in ('accrual','use')), 0)`.as('adjusted'),
      sql<string>`coalesce(sum(e.seconds), 0)`.as('available'),
      sql<string>`(select coalesce(sum(r.total_seconds), 0) from time_off_requests r
          where r.company_id = en.company_id and r.employee_id = en.employee_id
            and r.policy_id = en.policy_id and r.status = 'pending')`.as('pending'),
    ])
    .where('en.company_id', '=', companyId)
    .where('en.employee_id', '=', employeeId)
    .groupBy(['p.id', 'p.name', 'p.kind', 'en.company_id', 'en.employee_id', 'en.policy_id'])
    .orderBy('p.id')
    .execute();
}

/** The whole balance (every entry, any date) of one person in one policy, and what was used in `year`. */
export async function balanceOf(
  db: Kysely<DB>,
  companyId: number,
  employeeId: number,
  policyId: number,
  year: number,
): Promise<{ balance: number; usedInYear: number }> {
  const r = await db
    .selectFrom('time_off_entries')
    .select([
      sql<string>`coalesce(sum(seconds), 0)`.as('balance'),
      sql<string>`coalesce(-sum(seconds) filter (where kind = 'use'
          and effective_date >= ${`${year}-01-01`}::date and effective_date <= ${`${year}-12-31`}::date), 0)`.as(
        'used',
      ),
    ])
    .where('company_id', '=', companyId)
    .where('employee_id', '=', employeeId)
    .where('policy_id', '=', policyId)
    .executeTakeFirstOrThrow();
  return { balance: Number(r.balance), usedInYear: Number(r.used) };
}

/** Inserts a request; returns the row. */
export function insertRequest(db: Kysely<DB>, row: Insertable<DB['time_off_requests']>) {
  return db.insertInto('time_off_requests').values(row).returningAll().executeTakeFirstOrThrow();
}

/** One request, optionally locked FOR UPDATE. */
export function findRequest(db: Kysely<DB>, companyId: number, id: number, lock = false) {
  const q = db
    .selectFrom('time_off_requests')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
}

/** Requests of the company (filters), newest first, at most 500. */
export function listRequests(
  db: Kysely<DB>,
  companyId: number,
  f: { employee_id?: number; status?: string },
) {
  let q = db.selectFrom('time_off_requests').selectAll().where('company_id', '=', companyId);
  if (f.employee_id !== undefined) q = q.where('employee_id', '=', f.employee_id);
  if (f.status !== undefined) q = q.where('status', '=', f.status as 'pending');
  return q.orderBy('id', 'desc').limit(500).execute();
}

/** Sets a request's status (and who decided, when). */
export function setRequestStatus(
  db: Kysely<DB>,
  companyId: number,
  id: number,
  status: 'approved' | 'denied' | 'cancelled',
  actor: string,
  at: string,
) {
  return db
    .updateTable('time_off_requests')
    .set({ status, decided_by: actor, decided_at: at })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Ids of pending or approved requests of the person whose dates overlap `[start, end]`. */
export async function overlappingRequests(
  db: Kysely<DB>,
  companyId: number,
  employeeId: number,
  start: string,
  end: string,
): Promise<number[]> {
  const rows = await db
    .selectFrom('time_off_requests')
    .select('id')
    .where('company_id', '=', companyId)
    .where('employee_id', '=', employeeId)
    .where('status', 'in', ['pending', 'approved'])
    .where('start_date', '<=', end)
    .where('end_date', '>=', start)
    .execute();
  return rows.map((r) => Number(r.id));
}

/** Ids of the person's work records overlapping the UTC instants `[fromIso, toIso)`. */
export async function overlappingTimeRecords(
  db: Kysely<DB>,
  companyId: number,
  employeeId: number,
  fromIso: string,
  toIso: string,
): Promise<number[]> {
  const rows = await db
    .selectFrom('time_records')
    .select('id')
    .where('company_id', '=', companyId)
    .where('employee_id', '=', employeeId)
    .where('type', '=', 'work')
    .where('start', '<', toIso)
    .where((eb) => eb.or([eb('end', 'is', null), eb('end', '>', fromIso)]))
    .orderBy('start')
    .limit(5)
    .execute();
  return rows.map((r) => Number(r.id));
}

/** The use entry of an approved request that has not been reversed, or undefined. */
export function liveUseOfRequest(db: Kysely<DB>, companyId: number, requestId: number) {
  return db
    .selectFrom('time_off_entries as e')
    .select(['e.id', 'e.seconds', 'e.employee_id', 'e.policy_id', 'e.effective_date'])
    .where('e.company_id', '=', companyId)
    .where('e.request_id', '=', requestId)
    .where('e.kind', '=', 'use')
    .where('e.reverses_id', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('time_off_entries as r')
            .select('r.id')
            .whereRef('r.company_id', '=', 'e.company_id')
            .whereRef('r.reverses_id', '=', 'e.id'),
        ),
      ),
    )
    .executeTakeFirst();
}

/** The holidays the company set for `year` (null when it never set that year: federal holidays apply). */
export async function companyHolidays(
  db: Kysely<DB>,
  companyId: number,
  year: number,
): Promise<Array<{ date: string; name: string }> | null> {
  const set = await db
    .selectFrom('time_off_holiday_years')
    .select('year')
    .where('company_id', '=', companyId)
    .where('year', '=', year)
    .executeTakeFirst();
  if (!set) return null;
  return db
    .selectFrom('time_off_holidays')
    .select(['date', 'name'])
    .where('company_id', '=', companyId)
    .where('date', '>=', `${year}-01-01`)
    .where('date', '<=', `${year}-12-31`)
    .orderBy('date')
    .execute();
}

/** Replaces the company's holidays of `year`. */
export async function replaceHolidays(
  db: Kysely<DB>,
  companyId: number,
  year: number,
  list: Array<{ date: string; name: string }>,
): Promise<void> {
  await db
    .deleteFrom('time_off_holidays')
    .where('company_id', '=', companyId)
    .where('date', '>=', `${year}-01-01`)
    .where('date', '<=', `${year}-12-31`)
    .execute();
  if (list.length > 0) {
    await db
      .insertInto('time_off_holidays')
      .values(list.map((h) => ({ company_id: companyId, date: h.date, name: h.name })))
      .execute();
  }
  await db
    .insertInto('time_off_holiday_years')
    .values({ company_id: companyId, year })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
