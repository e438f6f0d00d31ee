/**
 * SQL of the CSV imports and exports: bulk lookups by name/email and ordered exports. Every query
 * is scoped by `companyId`; imports run inside one transaction (`db` is then the transaction).
 */
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { EARNING_COLUMNS } from '../employees/earning-columns.js';
import type { InviteValues } from './employees.rules.js';
import type {
  CustomersTable,
  DB,
  EmployeeEarningsTable,
  EmployeesTable,
  ProjectsTable,
  TimeRecordsTable,
} from '../../platform/db/schema.js';

/** The company's plan, time zone and name, or undefined. */
export function findCompanyInfo(db: Kysely<DB>, companyId: number) {
  return db
    .selectFrom('companies')
    .select(['id', 'name', 'plan', 'timezone'])
    .where('id', '=', companyId)
    .executeTakeFirst();
}

/** Every employee record (id, email, employment type). */
export function employeeKeys(db: Kysely<DB>, companyId: number) {
  return db
    .selectFrom('employees')
    .select(['id', 'email', 'employment_type', 'is_active'])
    .where('company_id', '=', companyId)
    .execute();
}

/** Every department (id, name). */
export function departmentNames(db: Kysely<DB>, companyId: number) {
  return db.selectFrom('departments').select(['id', 'name']).where('company_id', '=', companyId).execute();
}

/** Every pay schedule group (id, name). */
export function groupNames(db: Kysely<DB>, companyId: number) {
  return db
    .selectFrom('pay_schedule_groups')
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .execute();
}

/** Every workplace (id, active). */
export function workplaceIds(db: Kysely<DB>, companyId: number) {
  return db.selectFrom('workplaces').select(['id', 'active']).where('company_id', '=', companyId).execute();
}

/** Every customer (id, name). */
export function customerNames(db: Kysely<DB>, companyId: number) {
  return db.selectFrom('customers').select(['id', 'name']).where('company_id', '=', companyId).execute();
}

/** Every project (id, name, customer_id). */
export function projectNames(db: Kysely<DB>, companyId: number) {
  return db
    .selectFrom('projects')
    .select(['id', 'name', 'customer_id'])
    .where('company_id', '=', companyId)
    .execute();
}

/** Existing time records of `employeeIds` that may overlap [from, to) (an active record counts as open-ended). */
export function recordsInRange(
  db: Kysely<DB>,
  companyId: number,
  employeeIds: number[],
  from: string,
  to: string,
) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('time_records')
    .select(['id', 'employee_id', 'start', 'end'])
    .where('company_id', '=', companyId)
    .where('employee_id', 'in', employeeIds)
    .where('start', '<', to)
    .where((eb) => eb.or([eb('end', 'is', null), eb('end', '>', from)]))
    .execute();
}

/** Periods of approved (pending, processing, paid) payrolls that paid each of `employeeIds`. */
export function lockedPeriods(db: Kysely<DB>, companyId: number, employeeIds: number[]) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('paychecks as i')
    .innerJoin('payrolls as p', (j) =>
      j.onRef('p.company_id', '=', 'i.company_id').onRef('p.id', '=', 'i.payroll_id'),
    )
    .select(['i.employee_id', 'p.start_date', 'p.end_date'])
    .where('i.company_id', '=', companyId)
    .where('i.employee_id', 'in', employeeIds)
    .where('p.status', 'in', ['pending', 'processing', 'paid'])
    .execute();
}

/** Employees for export with department/group names and the current earning as of `today`. */
export function exportEmployees(db: Kysely<DB>, companyId: number, today: string) {
  return db
    .selectFrom('employees as e')
    .leftJoin('departments as d', (j) =>
      j.onRef('d.company_id', '=', 'e.company_id').onRef('d.id', '=', 'e.department_id'),
    )
    .leftJoin('pay_schedule_groups as g', (j) =>
      j.onRef('g.company_id', '=', 'e.company_id').onRef('g.id', '=', 'e.pay_schedule_group_id'),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('employee_earnings as ee')
          .select([
            'ee.payment_unit',
            'ee.salary_type',
            'ee.payment_amount',
            'ee.salary_cents',
            'ee.overtime_amount',
            'ee.default_hours',
            'ee.pto_payment_amount',
          ])
          .whereRef('ee.company_id', '=', 'e.company_id')
          .whereRef('ee.employee_id', '=', 'e.id')
          .where('ee.start_date', '<=', today)
          .orderBy('ee.start_date', 'desc')
          .orderBy('ee.id', 'desc')
          .limit(1)
          .as('cur'),
      (j) => j.onTrue(),
    )
    .selectAll('e')
    .select([
      'd.name as department_name',
      'g.name as group_name',
      'cur.payment_unit',
      'cur.salary_type',
      'cur.payment_amount',
      'cur.salary_cents',
      'cur.overtime_amount',
      'cur.default_hours',
      'cur.pto_payment_amount',
    ])
    .where('e.company_id', '=', companyId)
    .orderBy('e.id')
    .execute();
}

/** Customers for export. */
export function exportCustomers(db: Kysely<DB>, companyId: number) {
  return db.selectFrom('customers').selectAll().where('company_id', '=', companyId).orderBy('id').execute();
}

/** Projects for export, with the customer's name. */
export function exportProjects(db: Kysely<DB>, companyId: number) {
  return db
    .selectFrom('projects as p')
    .leftJoin('customers as c', (j) =>
      j.onRef('c.company_id', '=', 'p.company_id').onRef('c.id', '=', 'p.customer_id'),
    )
    .selectAll('p')
    .select('c.name as customer_name')
    .where('p.company_id', '=', companyId)
    .orderBy('p.id')
    .execute();
}

/** Completed and active time records for export, ordered by start then id. */
export function exportTimeRecords(db: Kysely<DB>, companyId: number) {
  return db
    .selectFrom('time_records as t')
    .innerJoin('employees as e', (j) =>
      j.onRef('e.company_id', '=', 't.company_id').onRef('e.id', '=', 't.employee_id'),
    )
    .leftJoin('customers as c', (j) =>
      j.onRef('c.company_id', '=', 't.company_id').onRef('c.id', '=', 't.customer_id'),
    )
    .leftJoin('projects as p', (j) =>
      j.onRef('p.company_id', '=', 't.company_id').onRef('p.id', '=', 't.project_id'),
    )
    .selectAll('t')
    .select(['e.email', 'e.employment_type', 'c.name as customer_name', 'p.name as project_name'])
    .where('t.company_id', '=', companyId)
    .orderBy('t.start')
    .orderBy('t.id')
    .execute();
}

/** Inserts customers; returns the rows. */
export function insertCustomers(db: Kysely<DB>, values: Array<Insertable<CustomersTable>>) {
  return db
    .insertInto('customers')
    .values(values)
    .returning(['id', 'name', 'is_disabled', 'latitude', 'longitude', 'radius_meters'])
    .execute();
}

/** Inserts projects; returns the rows. */
export function insertProjects(db: Kysely<DB>, values: Array<Insertable<ProjectsTable>>) {
  return db
    .insertInto('projects')
    .values(values)
    .returning(['id', 'name', 'customer_id', 'is_disabled', 'latitude', 'longitude', 'radius_meters'])
    .execute();
}

/** Inserts time records; returns the rows. */
export function insertTimeRecords(db: Kysely<DB>, values: Array<Insertable<TimeRecordsTable>>) {
  return db.insertInto('time_records').values(values).returningAll().execute();
}

/**
 * The columns one employees-import row sets (the rest are the batch's constants, see
 * {@link insertEmployeeRows}): an invite's values, with the address as JSON text or null.
 */
export type ImportedEmployeeValues = Omit<InviteValues, 'address'> & { address: string | null };

/**
 * Inserts employees of company `companyId` in ONE statement, `insert … select from unnest(…)`:
 * each column travels as one array parameter (23 parameters for any number of rows, instead of a
 * VALUES list of 30 parameters a row), active, onboarding completed, created and updated at `nowIso`.
 * Ids are drawn from the sequence in the order of `values`. Returns every inserted row (`RETURNING *`).
 */
export async function insertEmployeeRows(
  db: Kysely<DB>,
  companyId: number,
  nowIso: string,
  values: readonly ImportedEmployeeValues[],
) {
  if (values.length === 0) return [];
  const col = <T>(f: (v: ImportedEmployeeValues) => T): T[] => values.map(f);
  const r = await sql<Selectable<EmployeesTable>>`insert into employees (company_id, is_active, status,
      onboarding_status, dismissed_on, created_at, updated_at, first_name, last_name, middle_name, email,
      nickname, dob, employment_type, start_date, timetrack_only, contractor_type, mobile_phone, home_phone,
      work_phone_ext, recovery_email, address, department_id, pay_schedule_group_id, workplace_id,
      daily_time_limit, weekly_time_limit, paid_lunch_time, lunch_in_overtime, payment_method)
    select ${companyId}::bigint, true, 'active', 'completed', null, ${nowIso}::timestamptz,
      ${nowIso}::timestamptz, u.fn, u.ln, u.mn, u.em, u.nn, u.dob, u.et, u.sd, u.tt, u.ct, u.mp, u.hp, u.wx,
      u.re, u.ad, u.dp, u.gr, u.wp, u.dl, u.wl, u.pl, u.lo, u.pm
    from unnest(${col((v) => v.first_name)}::text[], ${col((v) => v.last_name)}::text[],
      ${col((v) => v.middle_name)}::text[], ${col((v) => v.email)}::text[], ${col((v) => v.nickname)}::text[],
      ${col((v) => v.dob)}::date[], ${col((v) => v.employment_type)}::text[], ${col((v) => v.start_date)}::date[],
      ${col((v) => v.timetrack_only)}::boolean[], ${col((v) => v.contractor_type)}::text[],
      ${col((v) => v.mobile_phone)}::text[], ${col((v) => v.home_phone)}::text[],
      ${col((v) => v.work_phone_ext)}::text[], ${col((v) => v.recovery_email)}::text[],
      ${col((v) => v.address)}::jsonb[], ${col((v) => v.department_id)}::bigint[],
      ${col((v) => v.pay_schedule_group_id)}::bigint[], ${col((v) => v.workplace_id)}::text[],
      ${col((v) => v.daily_time_limit)}::numeric[], ${col((v) => v.weekly_time_limit)}::numeric[],
      ${col((v) => v.paid_lunch_time)}::int[], ${col((v) => v.lunch_in_overtime)}::boolean[],
      ${col((v) => v.payment_method)}::text[])
      with ordinality as u(fn, ln, mn, em, nn, dob, et, sd, tt, ct, mp, hp, wx, re, ad, dp, gr, wp, dl, wl, pl,
        lo, pm, ord)
    order by u.ord
    returning *`.execute(db);
  return r.rows;
}

/** The earning columns of one employees-import row (its employee and start date come apart). */
export type ImportedEarningValues = Omit<
  Insertable<EmployeeEarningsTable>,
  'company_id' | 'employee_id' | 'start_date' | 'created_at' | 'id'
>;

/**
 * Inserts the first earning records of employees of company `companyId` in ONE statement
 * (`unnest`, as {@link insertEmployeeRows}), created at `nowIso`; returns each with its
 * `employee_id` and {@link EARNING_COLUMNS}.
 */
export async function insertEarningRows(
  db: Kysely<DB>,
  companyId: number,
  nowIso: string,
  rows: ReadonlyArray<{ employeeId: string | number; startDate: string; earning: ImportedEarningValues }>,
) {
  if (rows.length === 0) return [];
  const col = <T>(f: (v: (typeof rows)[number]) => T): T[] => rows.map(f);
  const r = await sql<
    Pick<Selectable<EmployeeEarningsTable>, 'employee_id' | (typeof EARNING_COLUMNS)[number]>
  >`insert into employee_earnings (company_id, created_at, employee_id, start_date, payment_unit,
      salary_type, payment_amount, salary_cents, overtime_amount, default_hours, pto_payment_amount)
    select ${companyId}::bigint, ${nowIso}::timestamptz, u.e, u.sd, u.pu, u.st, u.pa, u.sc, u.oa, u.dh, u.pt
    from unnest(${col((v) => String(v.employeeId))}::bigint[], ${col((v) => v.startDate)}::date[],
      ${col((v) => v.earning.payment_unit ?? null)}::text[], ${col((v) => v.earning.salary_type ?? null)}::text[],
      ${col((v) => v.earning.payment_amount ?? null)}::numeric[],
      ${col((v) => v.earning.salary_cents ?? null)}::bigint[],
      ${col((v) => v.earning.overtime_amount ?? null)}::numeric[],
      ${col((v) => v.earning.default_hours ?? null)}::numeric[],
      ${col((v) => v.earning.pto_payment_amount ?? null)}::numeric[])
      with ordinality as u(e, sd, pu, st, pa, sc, oa, dh, pt, ord)
    order by u.ord
    returning employee_id, ${sql.join(EARNING_COLUMNS.map((c) => sql.ref(c)))}`.execute(db);
  return r.rows;
}

/**
 * Marks the session's cached plans stale (`DISCARD PLANS`), so that the next execution of each is
 * planned again for the tables as they are now. The employees import calls it once per batch, for
 * the foreign-key check of every inserted earning (`select 1 from employees where company_id = $1
 * and id = $2 for key share`): PostgreSQL plans that check once per session and keeps the plan, and
 * when it was planned while `employees` was small (one index page: a fresh company, the first
 * batch) it scans `employees_group` on `company_id` alone and filters on `id` — a check that reads
 * every employee of the company, so the import slowed down as it grew (quadratic: 50,000 rows spent
 * most of their time there; docs/performance.md). Nothing else replans it within one transaction,
 * as no statistics change until the import commits. Replanned on a grown table, the check uses the
 * primary key. Prepared statements stay prepared; they are only planned again at their next use.
 */
export async function replanCachedStatements(db: Kysely<DB>): Promise<void> {
  await sql`discard plans`.execute(db);
}
