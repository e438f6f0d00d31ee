/**
 * A ledger read for the time-off accrual posting (src/modules/time-off/accrual-posting.ts): the
 * seconds of chosen earning codes per paycheck of one payroll, straight from the paychecks' line
 * arrays (docs/decisions/0014-compact-ledger.md) — the earning keys of those codes are looked up
 * first (a handful of `ledger_keys` rows), then one aggregate over the payroll's paychecks unnests
 * only `line_keys` and `line_seconds`. The `pay_lines` view gives the same sums but joins every line
 * of every paycheck to its key (≈ 4× slower for a 10,000-person payroll). Scoped by company id.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';

/** Seconds per group of earning codes of one paycheck. */
export interface SecondsByCodeGroup {
  employeeId: number;
  isContractor: boolean;
  /** Per group name of the query: the sum of the seconds of its earning lines (0 when none). */
  seconds: Record<string, number>;
  /** Per group name: whether the paycheck has a line of one of its codes. */
  has: Record<string, boolean>;
}

/**
 * Per paycheck of a payroll (ordered by employee_id, contractors included and flagged): for each
 * named group of earning codes, the sum of the lines' seconds and whether such a line exists.
 * Example: `{ regular: ['regular'], overtime: ['overtime', 'double_overtime'] }` → a paycheck with
 * 80 h regular and 6.5 h overtime gives `seconds: { regular: 288000, overtime: 23400 }`.
 */
export async function earningSecondsOfPayroll(
  db: Kysely<DB>,
  companyId: number,
  payrollId: string,
  groups: Record<string, readonly string[]>,
): Promise<SecondsByCodeGroup[]> {
  const names = Object.keys(groups);
  const codes = [...new Set(names.flatMap((n) => groups[n]!))];
  const keys =
    codes.length === 0
      ? []
      : await db
          .selectFrom('ledger_keys')
          .select(['id', 'code'])
          .where('company_id', '=', companyId)
          .where('kind', '=', 'earning')
          .where('code', 'in', codes)
          .execute();
  const idsOf = (n: string) => keys.filter((k) => groups[n]!.includes(k.code)).map((k) => Number(k.id));
  const sums = names.map(
    (n, i) =>
      sql`coalesce(sum(u.s) filter (where u.k = any(${idsOf(n)}::integer[])), 0)::text as ${sql.ref(`s${i}`)},
        coalesce(bool_or(u.k = any(${idsOf(n)}::integer[])), false) as ${sql.ref(`h${i}`)}`,
  );
  const rows = await sql<Record<string, string | boolean | null>>`
    select c.employee_id::text as employee_id, c.is_contractor, ${sql.join(sums)}
    from paychecks c
    left join lateral unnest(c.line_keys, c.line_seconds) as u(k, s) on true
    where c.company_id = ${companyId} and c.payroll_id = ${payrollId}
    group by c.employee_id, c.is_contractor
    order by c.employee_id`.execute(db);
  return rows.rows.map((r) => ({
    employeeId: Number(r.employee_id),
    isContractor: Boolean(r.is_contractor),
    seconds: Object.fromEntries(names.map((n, i) => [n, Number(r[`s${i}`] ?? 0)])),
    has: Object.fromEntries(names.map((n, i) => [n, Boolean(r[`h${i}`])])),
  }));
}
