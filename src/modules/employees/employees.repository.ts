/**
 * SQL of the employees module. Every function takes the tenant scope `companyId` first; no query
 * runs without it. Reads are one query each (earnings come back as JSON sub-selects).
 */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { DB } from '../../platform/db/schema.js';

/** Earning row as returned inside JSON (int8 as number, numeric as number). */
export interface EarningJson {
  id: number;
  start_date: string;
  payment_unit: string | null;
  salary_type: string | null;
  payment_amount: number | string | null;
  salary_cents: number | string | null;
  overtime_amount: number | string | null;
  default_hours: number | string | null;
  pto_payment_amount: number | string | null;
}

/** Filters of the list. */
export interface EmployeeFilters {
  is_active?: boolean;
  employment_type?: string;
  department_id?: number;
  pay_schedule_group_id?: number;
  workplace_id?: string;
  q?: string;
}

function base(db: Kysely<DB>, companyId: number) {
  return db
    .selectFrom('employees as e')
    .leftJoin('departments as d', (j) =>
      j.onRef('d.company_id', '=', 'e.company_id').onRef('d.id', '=', 'e.department_id'),
    )
    .leftJoin('pay_schedule_groups as g', (j) =>
      j.onRef('g.company_id', '=', 'e.company_id').onRef('g.id', '=', 'e.pay_schedule_group_id'),
    )
    .selectAll('e')
    .select(['d.name as department_name', 'g.name as group_name'])
    .where('e.company_id', '=', companyId);
}

type Base = ReturnType<typeof base>;

function earningCols<Q extends SelectQueryBuilder<any, any, any>>(q: Q) {
  return q.select([
    'ee.id',
    'ee.start_date',
    'ee.payment_unit',
    'ee.salary_type',
    'ee.payment_amount',
    'ee.salary_cents',
    'ee.overtime_amount',
    'ee.default_hours',
    'ee.pto_payment_amount',
  ]);
}

/** One page of employees (keyset on id), each with its current earning as of `today` (company-local date). */
export async function listEmployees(
  db: Kysely<DB>,
  companyId: number,
  f: EmployeeFilters,
  today: string,
  afterId: number | null,
  limit: number,
) {
  let q: Base = base(db, companyId);
  if (f.is_active !== undefined) q = q.where('e.is_active', '=', f.is_active);
  if (f.employment_type !== undefined) q = q.where('e.employment_type', '=', f.employment_type as 'employee');
  if (f.department_id !== undefined) q = q.where('e.department_id', '=', f.department_id);
  if (f.pay_schedule_group_id !== undefined) {
    q = q.where('e.pay_schedule_group_id', '=', f.pay_schedule_group_id);
  }
  if (f.workplace_id !== undefined) q = q.where('e.workplace_id', '=', f.workplace_id);
  if (f.q !== undefined) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([
        eb('e.first_name', 'ilike', like),
        eb('e.last_name', 'ilike', like),
        eb('e.email', 'ilike', like),
        eb(sql<string>`e.first_name || ' ' || e.last_name`, 'ilike', like),
      ]),
    );
  }
  if (afterId !== null) q = q.where('e.id', '>', String(afterId));
  return q
    .select((eb) =>
      jsonObjectFrom(
        earningCols(eb.selectFrom('employee_earnings as ee'))
          .whereRef('ee.company_id', '=', 'e.company_id')
          .whereRef('ee.employee_id', '=', 'e.id')
          .where('ee.start_date', '<=', today)
          .orderBy('ee.start_date', 'desc')
          .orderBy('ee.id', 'desc')
          .limit(1),
      ).as('current_earning'),
    )
    .orderBy('e.id')
    .limit(limit + 1)
    .execute();
}

/** One employee with its whole earning history (newest first), or undefined. */
export async function findEmployee(db: Kysely<DB>, companyId: number, employeeId: number) {
  return base(db, companyId)
    .where('e.id', '=', String(employeeId))
    .select((eb) =>
      jsonArrayFrom(
        earningCols(eb.selectFrom('employee_earnings as ee'))
          .whereRef('ee.company_id', '=', 'e.company_id')
          .whereRef('ee.employee_id', '=', 'e.id')
          .orderBy('ee.start_date', 'desc')
          .orderBy('ee.id', 'desc'),
      ).as('earning_history'),
    )
    .executeTakeFirst();
}

/** Row type of {@link findEmployee}. */
export type EmployeeDetailRow = NonNullable<Awaited<ReturnType<typeof findEmployee>>>;
/** Row type of {@link listEmployees}. */
export type EmployeeListRow = Awaited<ReturnType<typeof listEmployees>>[number];
