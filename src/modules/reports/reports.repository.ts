/**
 * SQL of the reports (src/modules/reports). Every query is scoped by `company_id` and aggregates the
 * ledger (`paychecks` and their lines; docs/decisions/0014-compact-ledger.md) of APPROVED payrolls only
 * (`payrolls.status in ('pending','processing','paid')`), except {@link hoursByDay}, which reads the
 * time records. Amounts are integer cents (bigint sums come back as decimal strings; callers convert
 * with `toInt`), durations integer seconds, dates company-local `YYYY-MM-DD`.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { toInt } from '../../platform/db/type-parsers.js';
import type { DateRange } from './report-range.js';
import { decodeDetail } from '../payrolls/ledger/paycheck-detail.js';
import { approvedPayroll, sumMoney, type PaycheckMoneyRow } from '../payrolls/ledger-fragments.js';

export type { PaycheckMoneyRow };

type Db = Kysely<DB>;
type Int = string | number;

/**
 * A derived table (alias it `c`): the company's paychecks of approved payrolls with payday in the
 * range, with the payroll's `payroll_type` and `status`.
 */
function approvedPaychecks(companyId: number, r: DateRange) {
  return sql`(select c.*, p.type as payroll_type, p.status
    from paychecks c join payrolls p on p.company_id = c.company_id and p.id = c.payroll_id
    where c.company_id = ${companyId} and ${approvedPayroll}
      and c.payday between ${r.startDate}::date and ${r.endDate}::date)`;
}

/** January 1 to December 31 of `year`. */
const yearRange = (year: number): DateRange => ({ startDate: `${year}-01-01`, endDate: `${year}-12-31` });

/**
 * Joins the pay lines (alias `l`, the columns of the `pay_lines` view) of the paychecks aliased `c`,
 * straight from the paycheck's line arrays (docs/decisions/0014-compact-ledger.md): `c` already
 * holds them, so the lines cost no second read of the paychecks.
 */
const linesOf = sql`lateral (
    select c.company_id, c.payroll_id, c.employee_id, c.payday, (u.n - 1)::smallint as line_no, k.kind, k.code, coalesce(u.description, k.description) as description, k.jurisdiction, k.payer, k.pre_tax,
      k.customer_id, k.project_id, k.source_id, u.seconds, u.wages as taxable_wages_cents, u.amount as amount_cents
    from unnest(c.line_keys, c.line_seconds, c.line_wages, c.line_amounts, c.line_descriptions)
      with ordinality as u(key_id, seconds, wages, amount, description, n)
    join ledger_keys k on k.id = u.key_id and k.company_id = c.company_id
  ) l`;
const linesOfPaycheck = sql`${linesOf} on true`;

/** One row of the payroll journal at paycheck level. */
export interface JournalPaycheckRow extends PaycheckMoneyRow {
  payday: string;
  payroll_id: string;
  payroll_type: string;
  status: string;
  employee_id: Int;
  first_name: string;
  last_name: string;
  is_contractor: boolean;
  department_id: Int | null;
  workplace_state: string | null;
  payment_method: string;
}

/**
 * Paychecks of approved payrolls with payday in the range, ordered (payday, payroll_id,
 * employee_id), keyset after `after`; `limit + 1` rows so the caller can tell if there is more.
 */
export async function journalPaychecks(
  db: Db,
  companyId: number,
  r: DateRange,
  after: [string, string, number] | null,
  limit: number,
): Promise<JournalPaycheckRow[]> {
  const res = await sql<JournalPaycheckRow>`
    select c.payday, c.payroll_id, c.payroll_type, c.status, c.employee_id, c.first_name, c.last_name,
      c.is_contractor, c.department_id, c.workplace_state, c.payment_method, c.gross_cents,
      c.reimbursements_cents, c.employee_taxes_cents, c.company_taxes_cents, c.employee_benefits_cents,
      c.company_benefits_cents, c.post_tax_deductions_cents, c.net_cents
    from ${approvedPaychecks(companyId, r)} c
    where true
      ${after ? sql`and (c.payday, c.payroll_id, c.employee_id) > (${after[0]}::date, ${after[1]}, ${after[2]})` : sql``}
    order by c.payday, c.payroll_id, c.employee_id
    limit ${limit + 1}`.execute(db);
  return res.rows;
}

/** One row of the payroll journal at line level. */
export interface JournalLineRow {
  payday: string;
  payroll_id: string;
  employee_id: Int;
  first_name: string;
  last_name: string;
  line_no: number;
  kind: string;
  code: string;
  description: string | null;
  jurisdiction: string | null;
  payer: string;
  seconds: Int | null;
  rate: string | null;
  taxable_wages_cents: Int | null;
  amount_cents: Int;
  customer_id: Int | null;
  project_id: Int | null;
}

/** Pay lines of approved payrolls with payday in the range, keyset (payday, payroll_id, employee_id, line_no). */
export async function journalLines(
  db: Db,
  companyId: number,
  r: DateRange,
  after: [string, string, number, number] | null,
  limit: number,
): Promise<JournalLineRow[]> {
  const res = await sql<JournalLineRow>`
    select c.payday, c.payroll_id, c.employee_id, c.first_name, c.last_name, l.line_no, l.kind, l.code,
      l.description, l.jurisdiction, l.payer, l.seconds, null as rate, l.taxable_wages_cents,
      l.amount_cents, l.customer_id, l.project_id
    from ${approvedPaychecks(companyId, r)} c
    join ${linesOfPaycheck}
    where true
      ${
        after
          ? sql`and (c.payday, c.payroll_id, c.employee_id, l.line_no) > (${after[0]}::date, ${after[1]}, ${after[2]}, ${after[3]})`
          : sql``
      }
    order by c.payday, c.payroll_id, c.employee_id, l.line_no
    limit ${limit + 1}`.execute(db);
  await fillRates(db, companyId, res.rows);
  return res.rows;
}

/** Sets each journal line's rate from its paycheck's detail (one read for the page's paychecks). */
async function fillRates(db: Db, companyId: number, rows: JournalLineRow[]): Promise<void> {
  if (rows.length === 0) return;
  const ids = new Map<string, [string, string]>();
  for (const r of rows) ids.set(`${r.payroll_id}/${r.employee_id}`, [r.payroll_id, String(r.employee_id)]);
  const pairs = [...ids.values()];
  const d = await sql<{ payroll_id: string; employee_id: Int; detail: Uint8Array }>`
    select c.payroll_id, c.employee_id, c.detail
    from paychecks c
    join unnest(${pairs.map((p) => p[0])}::text[], ${pairs.map((p) => p[1])}::bigint[]) as w(payroll_id, employee_id)
      on w.payroll_id = c.payroll_id and w.employee_id = c.employee_id
    where c.company_id = ${companyId}`.execute(db);
  const rates = new Map<string, Array<string | null>>();
  for (const x of d.rows) rates.set(`${x.payroll_id}/${x.employee_id}`, decodeDetail(x.detail).rates);
  for (const r of rows) r.rate = rates.get(`${r.payroll_id}/${r.employee_id}`)?.[Number(r.line_no)] ?? null;
}

/** Tax lines summed per period, code, jurisdiction and payer. */
export interface TaxLiabilityRow {
  period: string;
  code: string;
  jurisdiction: string;
  payer: string;
  taxable_wages_cents: Int;
  amount_cents: Int;
  lines: Int;
}

/**
 * Tax lines of approved payrolls with payday in the range, summed per payday period
 * (`YYYY-MM` for month, `YYYY-Qn` for quarter), code, jurisdiction and payer.
 */
export async function taxLiability(
  db: Db,
  companyId: number,
  r: DateRange,
  groupBy: 'month' | 'quarter',
): Promise<TaxLiabilityRow[]> {
  const period =
    groupBy === 'month'
      ? sql<string>`to_char(c.payday, 'YYYY-MM')`
      : sql<string>`to_char(c.payday, 'YYYY') || '-Q' || to_char(c.payday, 'Q')`;
  const res = await sql<TaxLiabilityRow>`
    select ${period} as period, l.code, coalesce(l.jurisdiction, '') as jurisdiction, l.payer,
      sum(coalesce(l.taxable_wages_cents, 0))::text as taxable_wages_cents, sum(l.amount_cents)::text as amount_cents,
      count(*)::text as lines
    from ${approvedPaychecks(companyId, r)} c
    join ${linesOfPaycheck}
    where l.kind = 'tax'
    group by 1, 2, 3, 4
    order by 1, 2, 3, 4`.execute(db);
  return res.rows;
}

/** Employees (not contractors) paid per payday quarter: Form 941 line 1. */
export interface QuarterWagesRow {
  period: string;
  employees: Int;
}

/** How many distinct employees were paid per payday quarter (`YYYY-Qn`). */
export async function employeesByQuarter(
  db: Db,
  companyId: number,
  r: DateRange,
): Promise<QuarterWagesRow[]> {
  const res = await sql<QuarterWagesRow>`
    select to_char(c.payday, 'YYYY') || '-Q' || to_char(c.payday, 'Q') as period,
      count(distinct c.employee_id)::text as employees
    from ${approvedPaychecks(companyId, r)} c
    where not c.is_contractor
    group by 1 order by 1`.execute(db);
  return res.rows;
}

/** One job-costing group. */
export interface JobCostRow {
  customer_id: Int | null;
  customer_name: string | null;
  project_id: Int | null;
  project_name: string | null;
  department_id: Int | null;
  department_name: string | null;
  seconds: Int;
  gross_cents: Int;
  employer_taxes_cents: Int;
}

/**
 * Job costing: earning lines of approved payrolls with payday in the range, by customer, project
 * and department, with each paycheck's employer taxes (`company_taxes_cents`, the sum of its
 * employer tax lines) allocated to its earning lines in proportion to their amounts (over
 * `gross_cents`, the sum of its earning lines) by the largest-remainder method (floor shares, then
 * one cent each to the lines with the largest remainders, ties by line_no), so the allocated cents
 * add up exactly to the paycheck's employer taxes. A paycheck with employer taxes but no positive earnings allocates
 * nothing (reported by {@link unallocatedEmployerTaxes}).
 */
export async function jobCosting(db: Db, companyId: number, r: DateRange): Promise<JobCostRow[]> {
  const res = await sql<JobCostRow>`
    with shares as (
      select l.payroll_id, l.employee_id, l.line_no, l.amount_cents, l.seconds, l.customer_id, l.project_id,
        c.department_id, c.company_taxes_cents as tax, c.gross_cents as earned,
        case when c.gross_cents > 0 then (l.amount_cents * c.company_taxes_cents) / c.gross_cents else 0 end as base,
        case when c.gross_cents > 0 then (l.amount_cents * c.company_taxes_cents) % c.gross_cents else 0 end as rem
      from ${approvedPaychecks(companyId, r)} c
      join ${linesOfPaycheck}
      where l.kind = 'earning'
    ),
    ranked as (
      select s.*,
        case when s.earned > 0 then s.tax - (sum(s.base) over (partition by s.payroll_id, s.employee_id))::bigint else 0 end as leftover,
        row_number() over (partition by s.payroll_id, s.employee_id order by s.rem desc, s.line_no) as rn
      from shares s
    )
    select x.customer_id, cu.name as customer_name, x.project_id, pr.name as project_name,
      x.department_id, d.name as department_name,
      coalesce(sum(x.seconds), 0)::text as seconds, sum(x.amount_cents)::text as gross_cents,
      sum(x.base + case when x.rn <= x.leftover then 1 else 0 end)::text as employer_taxes_cents
    from ranked x
    left join customers cu on cu.company_id = ${companyId} and cu.id = x.customer_id
    left join projects pr on pr.company_id = ${companyId} and pr.id = x.project_id
    left join departments d on d.company_id = ${companyId} and d.id = x.department_id
    group by x.customer_id, cu.name, x.project_id, pr.name, x.department_id, d.name
    order by x.customer_id nulls first, x.project_id nulls first, x.department_id nulls first`.execute(db);
  return res.rows;
}

/** Employer taxes of approved paychecks in the range that have no positive earnings to carry them. */
export async function unallocatedEmployerTaxes(db: Db, companyId: number, r: DateRange): Promise<number> {
  const res = await sql<{ cents: Int | null }>`
    select sum(c.company_taxes_cents)::text as cents
    from ${approvedPaychecks(companyId, r)} c
    where not exists (select 1 from ${linesOf} where l.kind = 'earning' and l.amount_cents > 0)`.execute(db);
  return toInt(res.rows[0]?.cents ?? 0);
}

/** One hours group from the time records. */
export interface HoursRow {
  employee_id: Int;
  first_name: string;
  last_name: string;
  day: string;
  customer_id: Int | null;
  customer_name: string | null;
  project_id: Int | null;
  project_name: string | null;
  work_seconds: Int;
  break_seconds: Int;
  records: Int;
}

/**
 * Hours from closed time records (open ones are left out), split at company-local midnights in
 * `tz` (so a night shift counts on both days), by employee, local day, customer and project, for
 * local days in the range. Keyset (employee_id, day, customer_id or 0, project_id or 0).
 */
export async function hoursByDay(
  db: Db,
  companyId: number,
  tz: string,
  r: DateRange,
  after: [number, string, number, number] | null,
  limit: number,
): Promise<HoursRow[]> {
  const res = await sql<HoursRow>`
    with recs as (
      select t.employee_id, t.type, t.customer_id, t.project_id, t.start, t."end"
      from time_records t
      where t.company_id = ${companyId} and t."end" is not null
        and t."end" > (${r.startDate}::date)::timestamp at time zone ${tz}
        and t.start < (${r.endDate}::date + 1)::timestamp at time zone ${tz}
    ),
    pieces as (
      select x.employee_id, x.type, coalesce(x.customer_id, 0) as customer_id, coalesce(x.project_id, 0) as project_id,
        d::date as day,
        extract(epoch from least(x."end", (d + interval '1 day') at time zone ${tz})
          - greatest(x.start, d at time zone ${tz}))::bigint as secs
      from recs x
      cross join lateral generate_series(date_trunc('day', x.start at time zone ${tz}),
        x."end" at time zone ${tz}, interval '1 day') as d
    ),
    g as (
      select employee_id, day, customer_id, project_id,
        sum(secs) filter (where type = 'work') as work_seconds,
        sum(secs) filter (where type = 'break') as break_seconds,
        count(*) as records
      from pieces
      where day between ${r.startDate}::date and ${r.endDate}::date and secs > 0
      group by employee_id, day, customer_id, project_id
    )
    select g.employee_id, e.first_name, e.last_name, to_char(g.day, 'YYYY-MM-DD') as day,
      nullif(g.customer_id, 0) as customer_id, cu.name as customer_name,
      nullif(g.project_id, 0) as project_id, pr.name as project_name,
      coalesce(g.work_seconds, 0)::text as work_seconds, coalesce(g.break_seconds, 0)::text as break_seconds,
      g.records::text as records
    from g
    join employees e on e.company_id = ${companyId} and e.id = g.employee_id
    left join customers cu on cu.company_id = ${companyId} and cu.id = g.customer_id
    left join projects pr on pr.company_id = ${companyId} and pr.id = g.project_id
    ${
      after
        ? sql`where (g.employee_id, g.day, g.customer_id, g.project_id) > (${after[0]}, ${after[1]}::date, ${after[2]}, ${after[3]})`
        : sql``
    }
    order by g.employee_id, g.day, g.customer_id, g.project_id
    limit ${limit + 1}`.execute(db);
  return res.rows;
}

/** One employee's YTD totals. */
export interface EmployeeYtdRow extends PaycheckMoneyRow {
  employee_id: Int;
  first_name: string;
  last_name: string;
  is_contractor: boolean;
  paychecks: Int;
}

/** Per person, sums of their approved paychecks with payday in `year`, keyset by employee_id. */
export async function employeeYtd(
  db: Db,
  companyId: number,
  year: number,
  after: number | null,
  limit: number,
): Promise<EmployeeYtdRow[]> {
  const res = await sql<EmployeeYtdRow>`
    select c.employee_id, e.first_name, e.last_name, bool_or(c.is_contractor) as is_contractor,
      count(*)::text as paychecks, ${sumMoney}
    from ${approvedPaychecks(companyId, yearRange(year))} c
    join employees e on e.company_id = c.company_id and e.id = c.employee_id
    ${after !== null ? sql`where c.employee_id > ${after}` : sql``}
    group by c.employee_id, e.first_name, e.last_name
    order by c.employee_id
    limit ${limit + 1}`.execute(db);
  return res.rows;
}

/** Tax lines of the given people in `year`, summed by code, jurisdiction and payer. */
export interface EmployeeTaxRow {
  employee_id: Int;
  code: string;
  jurisdiction: string;
  payer: string;
  amount_cents: Int;
}

/** YTD tax amounts of `employeeIds` (one page of {@link employeeYtd}) in `year`. */
export async function employeeYtdTaxes(
  db: Db,
  companyId: number,
  year: number,
  employeeIds: number[],
): Promise<EmployeeTaxRow[]> {
  if (employeeIds.length === 0) return [];
  const res = await sql<EmployeeTaxRow>`
    select l.employee_id, l.code, coalesce(l.jurisdiction, '') as jurisdiction, l.payer,
      sum(l.amount_cents)::text as amount_cents
    from ${approvedPaychecks(companyId, yearRange(year))} c
    join ${linesOfPaycheck}
    where l.kind = 'tax' and c.employee_id = any(${employeeIds}::bigint[])
    group by 1, 2, 3, 4
    order by 1, 4 desc, 2, 3`.execute(db);
  return res.rows;
}
