/**
 * SQL of the CSV imports and exports: bulk lookups by name/email and ordered exports. Every query
 * is scoped by `companyId`; imports run inside one transaction (`db` is then the transaction).
 */
import type { Insertable, Kysely } from 'kysely';
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
 * Inserts employees in ONE statement (the employees import's batch: ≤ 500 rows × 30 columns, far
 * below PostgreSQL's 65,535 bind parameters); returns every inserted row (`RETURNING *`).
 */
export function insertEmployeeRows(db: Kysely<DB>, values: Array<Insertable<EmployeesTable>>) {
  if (values.length === 0) return Promise.resolve([]);
  return db.insertInto('employees').values(values).returningAll().execute();
}

/** Inserts earning records in ONE statement; returns each with its employee_id and the earning columns. */
export function insertEarningRows(db: Kysely<DB>, values: Array<Insertable<EmployeeEarningsTable>>) {
  if (values.length === 0) return Promise.resolve([]);
  return db
    .insertInto('employee_earnings')
    .values(values)
    .returning([
      'employee_id',
      'id',
      'start_date',
      'payment_unit',
      'salary_type',
      'payment_amount',
      'salary_cents',
      'overtime_amount',
      'default_hours',
      'pto_payment_amount',
    ])
    .execute();
}
