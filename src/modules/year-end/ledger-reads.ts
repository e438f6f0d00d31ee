/**
 * Every read of the pay lines the year-end forms need (issue 22), in one file: sums per person of
 * approved payrolls (pending, processing, paid — historical payrolls included) whose payday falls
 * in the calendar year, by line kind, code, jurisdiction and payer. Reads only the columns of the
 * `pay_lines` view (company_id, payroll_id, employee_id, kind, code, jurisdiction, payer,
 * taxable_wages_cents, amount_cents) and the `paychecks` header columns. Company-scoped.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { toInt } from '../../platform/db/type-parsers.js';

/** One sum of a person's lines over the year, cents. */
export interface YearLineTotal {
  employeeId: number;
  kind: string;
  code: string;
  jurisdiction: string | null;
  payer: 'employee' | 'company';
  taxableWagesCents: number;
  amountCents: number;
}

/** A person's paycheck totals over the year, cents. */
export interface YearPaycheckTotal {
  employeeId: number;
  isContractor: boolean;
  grossCents: number;
  paychecks: number;
}

/** What {@link loadYearTotals} returns. */
export interface YearTotals {
  lines: YearLineTotal[];
  paychecks: YearPaycheckTotal[];
}

/**
 * Sums of the year's lines and paychecks of approved payrolls, for every person of the company
 * (`employeeIds` null) or the ones listed. Two aggregate queries.
 */
export async function loadYearTotals(
  db: Kysely<DB>,
  companyId: number,
  year: number,
  employeeIds: readonly number[] | null,
): Promise<YearTotals> {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const who = employeeIds === null ? sql`true` : sql`c.employee_id = any(${[...employeeIds]}::bigint[])`;
  const approved = sql`p.company_id = c.company_id and p.id = c.payroll_id and p.status in ('pending','processing','paid')`;
  const [lines, checks] = await Promise.all([
    sql<{
      employee_id: string;
      kind: string;
      code: string;
      jurisdiction: string | null;
      payer: 'employee' | 'company';
      tw: string | null;
      amt: string;
    }>`select l.employee_id, l.kind, l.code, l.jurisdiction, l.payer,
        sum(l.taxable_wages_cents)::text as tw, sum(l.amount_cents)::text as amt
      from paychecks c
      join payrolls p on ${approved}
      join pay_lines l on l.company_id = c.company_id and l.payroll_id = c.payroll_id and l.employee_id = c.employee_id
      where c.company_id = ${companyId} and l.company_id = ${companyId} and p.company_id = ${companyId}
        and c.payday between ${from} and ${to} and ${who}
      group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`.execute(db),
    sql<{ employee_id: string; is_contractor: boolean; gross: string; n: string }>`
      select c.employee_id, bool_or(c.is_contractor) as is_contractor, sum(c.gross_cents)::text as gross,
        count(*)::text as n
      from paychecks c join payrolls p on ${approved}
      where c.company_id = ${companyId} and p.company_id = ${companyId}
        and c.payday between ${from} and ${to} and ${who}
      group by 1 order by 1`.execute(db),
  ]);
  return {
    lines: lines.rows.map((r) => ({
      employeeId: toInt(r.employee_id),
      kind: r.kind,
      code: r.code,
      jurisdiction: r.jurisdiction,
      payer: r.payer,
      taxableWagesCents: Number(r.tw ?? 0),
      amountCents: Number(r.amt),
    })),
    paychecks: checks.rows.map((r) => ({
      employeeId: toInt(r.employee_id),
      isContractor: r.is_contractor,
      grossCents: Number(r.gross),
      paychecks: Number(r.n),
    })),
  };
}

/** One quarter's sum of a tax code's lines, cents. */
export interface QuarterTaxTotal {
  quarter: number;
  code: string;
  payer: 'employee' | 'company';
  taxableWagesCents: number;
  amountCents: number;
}

/**
 * Federal tax lines (jurisdiction `US`) of the year's approved payrolls summed by payday quarter
 * (1–4), code and payer — the paychecks' side of the reconciliation.
 */
export async function loadQuarterTaxTotals(
  db: Kysely<DB>,
  companyId: number,
  year: number,
): Promise<QuarterTaxTotal[]> {
  const r = await sql<{
    q: number;
    code: string;
    payer: 'employee' | 'company';
    tw: string | null;
    amt: string;
  }>`
    select extract(quarter from c.payday)::int as q, l.code, l.payer,
      sum(l.taxable_wages_cents)::text as tw, sum(l.amount_cents)::text as amt
    from paychecks c
    join payrolls p on p.company_id = c.company_id and p.id = c.payroll_id and p.status in ('pending','processing','paid')
    join pay_lines l on l.company_id = c.company_id and l.payroll_id = c.payroll_id and l.employee_id = c.employee_id
    where c.company_id = ${companyId} and p.company_id = ${companyId} and l.company_id = ${companyId}
      and c.payday between ${`${year}-01-01`} and ${`${year}-12-31`}
      and l.kind = 'tax' and l.jurisdiction = 'US'
    group by 1, 2, 3 order by 1, 2, 3`.execute(db);
  return r.rows.map((x) => ({
    quarter: Number(x.q),
    code: x.code,
    payer: x.payer,
    taxableWagesCents: Number(x.tw ?? 0),
    amountCents: Number(x.amt),
  }));
}

/**
 * Federal employment-tax liabilities (Form 941: federal income tax withheld, Social Security and
 * Medicare of both payers, Additional Medicare) of approved payrolls by payday in [from, to], cents.
 */
export async function loadFederalLiabilityByPayday(
  db: Kysely<DB>,
  companyId: number,
  from: string,
  to: string,
): Promise<Array<{ payday: string; cents: number }>> {
  const r = await sql<{ payday: string; amt: string }>`
    select c.payday::text as payday, sum(l.amount_cents)::text as amt
    from paychecks c
    join payrolls p on p.company_id = c.company_id and p.id = c.payroll_id and p.status in ('pending','processing','paid')
    join pay_lines l on l.company_id = c.company_id and l.payroll_id = c.payroll_id and l.employee_id = c.employee_id
    where c.company_id = ${companyId} and p.company_id = ${companyId} and l.company_id = ${companyId}
      and c.payday between ${from} and ${to} and l.kind = 'tax' and l.jurisdiction = 'US'
      and l.code in ('federal_income_tax', 'social_security', 'medicare', 'additional_medicare')
    group by 1 order by 1`.execute(db);
  return r.rows.map((x) => ({ payday: x.payday.slice(0, 10), cents: Number(x.amt) }));
}

/**
 * FUTA taxable wages of the year's approved payrolls by the paycheck's workplace state (the state
 * whose credit reduction the engine applies; '' when a paycheck has none), cents — Form 940 line 1
 * and Schedule A.
 */
export async function loadFutaWagesByState(
  db: Kysely<DB>,
  companyId: number,
  year: number,
): Promise<Array<{ state: string; cents: number }>> {
  const r = await sql<{ state: string; tw: string | null }>`
    select coalesce(c.workplace_state, '') as state, sum(l.taxable_wages_cents)::text as tw
    from paychecks c
    join payrolls p on p.company_id = c.company_id and p.id = c.payroll_id and p.status in ('pending','processing','paid')
    join pay_lines l on l.company_id = c.company_id and l.payroll_id = c.payroll_id and l.employee_id = c.employee_id
    where c.company_id = ${companyId} and p.company_id = ${companyId} and l.company_id = ${companyId}
      and c.payday between ${`${year}-01-01`} and ${`${year}-12-31`}
      and l.kind = 'tax' and l.code = 'futa' and l.payer = 'company'
    group by 1 order by 1`.execute(db);
  return r.rows.map((x) => ({ state: x.state, cents: Number(x.tw ?? 0) }));
}

/** One employee's figures of a state's quarterly wage report, cents. */
export interface StateQuarterWages {
  employeeId: number;
  /** Gross pay of the paychecks whose workplace is in the state. */
  grossCents: number;
  /** Taxable wages of the state's `state_unemployment` (employer) lines. */
  suiWagesCents: number;
  /** The state's `state_income_tax` withheld (employee). */
  incomeTaxCents: number;
}

/**
 * Per employee (contractors excluded) with work in `state` in the payday range [from, to] of
 * approved payrolls: the gross of the paychecks whose workplace is in the state, the SUI taxable
 * wages and the state income tax withheld of that state's lines, cents.
 */
export async function loadStateQuarterWages(
  db: Kysely<DB>,
  companyId: number,
  state: string,
  from: string,
  to: string,
): Promise<StateQuarterWages[]> {
  const r = await sql<{ employee_id: string; gross: string | null; sui: string | null; sit: string | null }>`
    with checks as (
      select c.company_id, c.payroll_id, c.employee_id, c.workplace_state, c.gross_cents
      from paychecks c
      join payrolls p on p.company_id = c.company_id and p.id = c.payroll_id and p.status in ('pending','processing','paid')
      where c.company_id = ${companyId} and p.company_id = ${companyId}
        and c.payday between ${from} and ${to} and not c.is_contractor
    ), g as (
      select employee_id, sum(gross_cents) as gross from checks where workplace_state = ${state} group by 1
    ), t as (
      select l.employee_id,
        sum(case when l.code = 'state_unemployment' and l.payer = 'company' then l.taxable_wages_cents else 0 end) as sui,
        sum(case when l.code = 'state_income_tax' and l.payer = 'employee' then l.amount_cents else 0 end) as sit
      from checks c
      join pay_lines l on l.company_id = c.company_id and l.payroll_id = c.payroll_id and l.employee_id = c.employee_id
      where l.company_id = ${companyId} and l.kind = 'tax' and l.jurisdiction = ${state}
      group by 1
    )
    select coalesce(g.employee_id, t.employee_id)::text as employee_id, g.gross::text as gross,
      t.sui::text as sui, t.sit::text as sit
    from g full join t on t.employee_id = g.employee_id
    order by 1`.execute(db);
  return r.rows.map((x) => ({
    employeeId: toInt(x.employee_id),
    grossCents: Number(x.gross ?? 0),
    suiWagesCents: Number(x.sui ?? 0),
    incomeTaxCents: Number(x.sit ?? 0),
  }));
}

/** Gross pay of the year's approved paychecks of employees (not contractors) by workplace state, cents. */
export async function loadGrossByWorkplaceState(
  db: Kysely<DB>,
  companyId: number,
  year: number,
): Promise<Array<{ state: string; cents: number }>> {
  const r = await sql<{ state: string; gross: string }>`
    select c.workplace_state as state, sum(c.gross_cents)::text as gross
    from paychecks c
    join payrolls p on p.company_id = c.company_id and p.id = c.payroll_id and p.status in ('pending','processing','paid')
    where c.company_id = ${companyId} and p.company_id = ${companyId}
      and c.payday between ${`${year}-01-01`} and ${`${year}-12-31`}
      and not c.is_contractor and c.workplace_state is not null
    group by 1 order by 1`.execute(db);
  return r.rows.map((x) => ({ state: x.state, cents: Number(x.gross) }));
}

/**
 * Per contractor and workplace state, the year's approved payments and the state income tax
 * withheld from them (Form 1099-NEC boxes 5 and 7), cents. Paychecks without a workplace state are
 * left out (no state box).
 */
export async function loadContractorStateIncome(
  db: Kysely<DB>,
  companyId: number,
  year: number,
): Promise<Array<{ employeeId: number; state: string; grossCents: number; stateTaxCents: number }>> {
  const r = await sql<{ employee_id: string; state: string; gross: string; sit: string }>`
    select c.employee_id, c.workplace_state as state, sum(c.gross_cents)::text as gross,
      coalesce(sum((select sum(l.amount_cents) from pay_lines l
        where l.company_id = c.company_id and l.payroll_id = c.payroll_id and l.employee_id = c.employee_id
          and l.kind = 'tax' and l.code = 'state_income_tax' and l.jurisdiction = c.workplace_state)), 0)::text as sit
    from paychecks c
    join payrolls p on p.company_id = c.company_id and p.id = c.payroll_id and p.status in ('pending','processing','paid')
    where c.company_id = ${companyId} and p.company_id = ${companyId}
      and c.payday between ${`${year}-01-01`} and ${`${year}-12-31`}
      and c.is_contractor and c.workplace_state is not null
    group by 1, 2 order by 1, 2`.execute(db);
  return r.rows.map((x) => ({
    employeeId: toInt(x.employee_id),
    state: x.state,
    grossCents: Number(x.gross),
    stateTaxCents: Number(x.sit),
  }));
}
