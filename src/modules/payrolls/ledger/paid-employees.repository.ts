/**
 * Ledger reads of who a payroll paid, for modules that follow payrolls (time off: accrual posting,
 * request locking, termination payouts) — so they never query `paychecks` or the `pay_lines` view
 * themselves and a change of the ledger's tables (docs/decisions/0014-compact-ledger.md) stays
 * here. Every query is scoped by `companyId`.
 */
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';

/**
 * A subquery of the ids (`employee_id`, bigint) of the people with a paycheck in a payroll —
 * employees only when `employeesOnly`, contractors included otherwise — to embed in the caller's
 * statement (`where employee_id in (…)`, `insert … select`, `selectFrom(q.as('pc'))`) so that set
 * stays one statement. Example: a payroll paying employees 7 and 9 and contractor 12 gives
 * `{7, 9}` with `employeesOnly`, `{7, 9, 12}` without.
 */
export function paidEmployeeIdsQuery(
  db: Kysely<DB>,
  companyId: number,
  payrollId: string,
  employeesOnly: boolean,
): SelectQueryBuilder<DB, 'paychecks', { employee_id: string | number }> {
  let q = db
    .selectFrom('paychecks')
    .select('paychecks.employee_id')
    .where('paychecks.company_id', '=', companyId)
    .where('paychecks.payroll_id', '=', payrollId);
  if (employeesOnly) q = q.where('paychecks.is_contractor', '=', false);
  return q;
}

/**
 * Payrolls in one of `statuses` that paid one person for a period overlapping `[start, end]`
 * (dates `YYYY-MM-DD`, inclusive): their ids and periods, earliest first, at most `limit`.
 */
export function payrollsPayingEmployeeOverlapping(
  db: Kysely<DB>,
  companyId: number,
  employeeId: number,
  statuses: readonly string[],
  start: string,
  end: string,
  limit: number,
) {
  return db
    .selectFrom('paychecks as pc')
    .innerJoin('payrolls as p', (j) =>
      j.onRef('p.company_id', '=', 'pc.company_id').onRef('p.id', '=', 'pc.payroll_id'),
    )
    .select(['p.id', 'p.start_date', 'p.end_date'])
    .where('pc.company_id', '=', companyId)
    .where('pc.employee_id', '=', employeeId)
    .where('p.status', 'in', [...statuses])
    .where('p.start_date', '<=', end)
    .where('p.end_date', '>=', start)
    .orderBy('p.start_date')
    .limit(limit)
    .execute();
}

/**
 * Ids of the people paid, in a payroll, an earning line of `code` whose description starts with
 * `descriptionPrefix` (each once, any order). Example: code `pto`, prefix `Final pay:` → the
 * people paid a termination payout by the payroll.
 */
export async function employeesWithEarningLine(
  db: Kysely<DB>,
  companyId: number,
  payrollId: string,
  code: string,
  descriptionPrefix: string,
): Promise<number[]> {
  const rows = await db
    .selectFrom('pay_lines')
    .select('employee_id')
    .distinct()
    .where('company_id', '=', companyId)
    .where('payroll_id', '=', payrollId)
    .where('kind', '=', 'earning')
    .where('code', '=', code)
    .where('description', 'like', `${descriptionPrefix}%`)
    .execute();
  return rows.map((r) => Number(r.employee_id));
}
