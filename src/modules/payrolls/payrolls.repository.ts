/**
 * SQL of the payroll module. Every function takes the tenant scope `companyId`. Bulk loads (people,
 * punches, benefits, YTD) are one query each for the whole run, never one per employee.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { toInt } from '../../platform/db/type-parsers.js';

/** Pay schedule groups of the company. */
export function listGroups(db: Kysely<DB>, companyId: number) {
  return db
    .selectFrom('pay_schedule_groups')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
}

/** One group or undefined. */
export function findGroup(db: Kysely<DB>, companyId: number, id: number) {
  return db
    .selectFrom('pay_schedule_groups')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Whether the company has at least one workplace and one pay schedule group (docs/api-conventions.md §1). */
export async function isPayrollConfigured(db: Kysely<DB>, companyId: number): Promise<boolean> {
  const r = await sql<{
    w: boolean;
    g: boolean;
  }>`select exists(select 1 from workplaces where company_id = ${companyId}) as w,
    exists(select 1 from pay_schedule_groups where company_id = ${companyId}) as g`.execute(db);
  return Boolean(r.rows[0]?.w && r.rows[0]?.g);
}

/** Regular payrolls of a group (for period statuses). */
export function regularPayrollsOfGroup(db: Kysely<DB>, companyId: number, groupId: number) {
  return db
    .selectFrom('payrolls')
    .select(['id', 'status', 'start_date', 'end_date'])
    .where('company_id', '=', companyId)
    .where('pay_schedule_group_id', '=', groupId)
    .where('type', '=', 'regular')
    .execute();
}

/** The company row (settings, SUI rates). */
export function findCompanyRow(db: Kysely<DB>, companyId: number) {
  return db.selectFrom('companies').selectAll().where('id', '=', companyId).executeTakeFirstOrThrow();
}

/**
 * People who can be paid in a period: active (or dismissed on/after `periodStart`), not
 * timetrack_only, optionally of one group and/or a list of ids; with workplace, tax setup and
 * earning history (JSON, oldest first).
 */
export async function loadPayees(
  db: Kysely<DB>,
  companyId: number,
  o: { groupId?: number | null; employeeIds?: number[] | null; periodStart: string; onlyEligible: boolean },
) {
  let q = db
    .selectFrom('employees as e')
    .leftJoin('workplaces as w', (j) =>
      j.onRef('w.company_id', '=', 'e.company_id').onRef('w.id', '=', 'e.workplace_id'),
    )
    .leftJoin('employee_tax_setups as ts', (j) =>
      j.onRef('ts.company_id', '=', 'e.company_id').onRef('ts.employee_id', '=', 'e.id'),
    )
    .select([
      'e.id',
      'e.first_name',
      'e.last_name',
      'e.employment_type',
      'e.is_active',
      'e.dismissed_on',
      'e.start_date',
      'e.timetrack_only',
      'e.pay_schedule_group_id',
      'e.workplace_id',
      'e.address',
      'e.paid_lunch_time',
      'e.lunch_in_overtime',
      'e.payment_method',
      'e.department_id',
      'w.state as workplace_state',
      'w.city as workplace_city',
      'w.postal_code as workplace_zip',
      'w.psd_code as workplace_psd_code',
      'ts.federal',
      'ts.state as state_setup',
    ])
    .select(
      sql<
        Array<Record<string, unknown>>
      >`coalesce((select json_agg(json_build_object('id', ee.id, 'start_date', ee.start_date, 'payment_unit', ee.payment_unit,
        'salary_type', ee.salary_type, 'payment_amount', ee.payment_amount::text, 'salary_cents', ee.salary_cents, 'overtime_amount', ee.overtime_amount::text,
        'default_hours', ee.default_hours::text, 'pto_payment_amount', ee.pto_payment_amount::text) order by ee.start_date, ee.id)
      from employee_earnings ee where ee.company_id = e.company_id and ee.employee_id = e.id), '[]'::json)`.as(
        'earnings',
      ),
    )
    .where('e.company_id', '=', companyId);
  if (o.groupId != null) q = q.where('e.pay_schedule_group_id', '=', o.groupId);
  if (o.employeeIds) q = q.where('e.id', 'in', o.employeeIds.length > 0 ? o.employeeIds : [-1]);
  if (o.onlyEligible) {
    q = q
      .where('e.timetrack_only', '=', false)
      .where((eb) => eb.or([eb('e.is_active', '=', true), eb('e.dismissed_on', '>=', o.periodStart)]));
  }
  return q.orderBy('e.id').execute();
}

/**
 * Distinct pay frequencies of the pay schedule groups of `employeeIds` (company-scoped), or of every
 * payable person (active or not, not timetrack_only) when null; sorted.
 */
export async function groupFrequencies(
  db: Kysely<DB>,
  companyId: number,
  employeeIds: readonly number[] | null,
): Promise<string[]> {
  let q = db
    .selectFrom('employees as e')
    .innerJoin('pay_schedule_groups as g', (j) =>
      j.onRef('g.company_id', '=', 'e.company_id').onRef('g.id', '=', 'e.pay_schedule_group_id'),
    )
    .select('g.pay_frequency')
    .distinct()
    .where('e.company_id', '=', companyId);
  if (employeeIds) q = q.where('e.id', 'in', employeeIds.length > 0 ? [...employeeIds] : [-1]);
  else q = q.where('e.timetrack_only', '=', false).where('e.is_active', '=', true);
  const rows = await q.orderBy('g.pay_frequency').execute();
  return rows.map((r) => r.pay_frequency);
}

/** Row type of {@link loadPayees}. */
export type PayeeRow = Awaited<ReturnType<typeof loadPayees>>[number];

/** Time records of the people overlapping [fromIso, toIso), with job names, ordered by start. */
export function loadRecords(
  db: Kysely<DB>,
  companyId: number,
  employeeIds: number[],
  fromIso: string,
  toIso: string,
) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('time_records as t')
    .leftJoin('customers as c', (j) =>
      j.onRef('c.company_id', '=', 't.company_id').onRef('c.id', '=', 't.customer_id'),
    )
    .leftJoin('projects as p', (j) =>
      j.onRef('p.company_id', '=', 't.company_id').onRef('p.id', '=', 't.project_id'),
    )
    .select([
      't.id',
      't.employee_id',
      't.type',
      't.start',
      't.end',
      't.missed_clockout',
      't.customer_id',
      't.project_id',
      'c.name as customer_name',
      'p.name as project_name',
    ])
    .where('t.company_id', '=', companyId)
    .where('t.employee_id', 'in', employeeIds)
    .where('t.start', '<', toIso)
    .where((eb) => eb.or([eb('t.end', 'is', null), eb('t.end', '>', fromIso)]))
    .orderBy('t.employee_id')
    .orderBy('t.start')
    .orderBy('t.id')
    .execute();
}

/**
 * One punch of {@link loadRecordsByEmployee}: `[id, type, startMs, endMs, customerId, customerName,
 * projectId, projectName, missedClockout]`, instants as UTC epoch milliseconds (the columns are
 * `timestamptz(3)`, so the milliseconds are exact).
 */
export type PackedRecord = [
  number,
  'work' | 'break',
  number,
  number | null,
  number | null,
  string | null,
  number | null,
  string | null,
  boolean,
];

/**
 * The same punches as {@link loadRecords}, one row per employee with the punches packed by
 * PostgreSQL as one JSON array (`json_agg`, ordered by start, id): the initialize step of a
 * 10,000-person payroll reads 10,000 rows instead of ~206,000, and no timestamp text is parsed in
 * Node (docs/performance.md, "Initialize and draft", issue 26). The customer and project names are
 * read apart, once per distinct id (a join per punch cost PostgreSQL more than the rest of the
 * query), and written into each punch.
 */
export async function loadRecordsByEmployee(
  db: Kysely<DB>,
  companyId: number,
  employeeIds: number[],
  fromIso: string,
  toIso: string,
): Promise<Array<{ employee_id: string | number; records: PackedRecord[] }>> {
  if (employeeIds.length === 0) return [];
  const r = await sql<{ employee_id: string | number; records: PackedRecord[] }>`select t.employee_id,
      json_agg(json_build_array(t.id, t.type, (extract(epoch from t.start) * 1000)::bigint,
        (extract(epoch from t."end") * 1000)::bigint, t.customer_id, null, t.project_id, null,
        t.missed_clockout) order by t.start, t.id) as records
    from time_records t
    where t.company_id = ${companyId} and t.employee_id = any(${employeeIds}::bigint[])
      and t.start < ${toIso} and (t."end" is null or t."end" > ${fromIso})
    group by t.employee_id`.execute(db);
  const customerIds = new Set<number>();
  const projectIds = new Set<number>();
  for (const row of r.rows) {
    for (const p of row.records) {
      if (p[4] !== null) customerIds.add(p[4]);
      if (p[6] !== null) projectIds.add(p[6]);
    }
  }
  const [customers, projects] = await Promise.all([
    namesOf(db, 'customers', companyId, customerIds),
    namesOf(db, 'projects', companyId, projectIds),
  ]);
  for (const row of r.rows) {
    for (const p of row.records) {
      if (p[4] !== null) p[5] = customers.get(p[4]) ?? null;
      if (p[6] !== null) p[7] = projects.get(p[6]) ?? null;
    }
  }
  return r.rows;
}

/** The names of the company's customers (or projects) of `ids`, by id. */
async function namesOf(
  db: Kysely<DB>,
  table: 'customers' | 'projects',
  companyId: number,
  ids: Set<number>,
): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (ids.size === 0) return out;
  const rows = await db
    .selectFrom(table)
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .where('id', '=', sql<number>`any(${[...ids]}::bigint[])`)
    .execute();
  for (const row of rows) out.set(toInt(row.id), row.name);
  return out;
}

/** Benefits and post-tax deductions in force on `payday` for the people. */
export async function loadBenefitsAndDeductions(
  db: Kysely<DB>,
  companyId: number,
  employeeIds: number[],
  payday: string,
) {
  if (employeeIds.length === 0) return { benefits: [], deductions: [] };
  const benefits = await db
    .selectFrom('employee_benefits')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('employee_id', 'in', employeeIds)
    .where('deleted_at', 'is', null)
    .where('start_date', '<=', payday)
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', payday)]))
    .orderBy('id')
    .execute();
  const deductions = await db
    .selectFrom('employee_deductions')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('employee_id', 'in', employeeIds)
    .where('deleted_at', 'is', null)
    .where('start_date', '<=', payday)
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', payday)]))
    .orderBy('id')
    .execute();
  return { benefits, deductions };
}

/** One payroll or undefined. */
export function findPayroll(db: Kysely<DB>, companyId: number, id: string) {
  return db
    .selectFrom('payrolls')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Row type of a payroll. */
export type PayrollRow = NonNullable<Awaited<ReturnType<typeof findPayroll>>>;

/** Filters of the payroll list. */
export interface PayrollFilters {
  status?: string;
  type?: string;
  pay_schedule_group_id?: number;
}

/** A page of payrolls, newest first by (created_at, id). */
export function listPayrolls(
  db: Kysely<DB>,
  companyId: number,
  f: PayrollFilters,
  after: string | null,
  limit: number,
) {
  let q = db
    .selectFrom('payrolls')
    .select([
      'id',
      'status',
      'type',
      'start_date',
      'end_date',
      'payday',
      'pay_frequency',
      'pay_schedule_group_id',
      'off_cycle_options',
      'created_at',
      'approved_at',
      'employee_gross_cents',
      'employee_taxes_cents',
      'employee_benefits_cents',
      'post_tax_deductions_cents',
      'reimbursements_cents',
      'employee_net_cents',
      'contractor_gross_cents',
      'contractor_net_cents',
      'company_taxes_cents',
      'company_benefits_cents',
      'liability_cents',
      'cash_requirement_cents',
      'employee_count',
      'contractor_count',
    ])
    .where('company_id', '=', companyId);
  if (f.status !== undefined) q = q.where('status', '=', f.status);
  if (f.type !== undefined) q = q.where('type', '=', f.type as 'regular');
  if (f.pay_schedule_group_id !== undefined) {
    q = q.where('pay_schedule_group_id', '=', f.pay_schedule_group_id);
  }
  if (after !== null) q = q.where('id', '>', after);
  return q
    .orderBy('id')
    .limit(limit + 1)
    .execute();
}

/** The payroll header row locked `for update` (serializes item edits of one payroll), or undefined. */
export function lockPayroll(db: Kysely<DB>, companyId: number, id: string) {
  return db
    .selectFrom('payrolls')
    .select(['id', 'status', 'input_hash'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Sets updated_at and input_hash; returns the header (with its totals). */
export function touchPayroll(
  db: Kysely<DB>,
  companyId: number,
  id: string,
  nowIso: string,
  inputHash: string,
) {
  return db
    .updateTable('payrolls')
    .set({ updated_at: nowIso, input_hash: inputHash })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
