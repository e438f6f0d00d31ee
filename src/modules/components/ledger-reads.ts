/**
 * The components module's reads of the payroll ledger (paychecks headers only; no pay_lines, no
 * `input`/`warnings`): one employee's paychecks of approved payrolls, newest payday first.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { toInt } from '../../platform/db/type-parsers.js';

/** One paycheck header (cents). */
export interface StatementRow {
  payrollId: string;
  payday: string;
  startDate: string;
  endDate: string;
  type: string;
  status: string;
  grossCents: number;
  netCents: number;
  employeeTaxesCents: number;
}

/**
 * The employee's paychecks of approved payrolls (status pending, processing or paid), payday
 * descending then payroll id; at most `limit` rows (1–100).
 */
export async function listEmployeeStatements(
  db: Kysely<DB>,
  companyId: number,
  employeeId: number,
  limit: number,
): Promise<StatementRow[]> {
  const rows = await db
    .selectFrom('paychecks as c')
    .innerJoin('payrolls as p', (j) =>
      j.onRef('p.company_id', '=', 'c.company_id').onRef('p.id', '=', 'c.payroll_id'),
    )
    .select([
      'c.payroll_id',
      'c.payday',
      'p.start_date',
      'p.end_date',
      'p.type',
      'p.status',
      'c.gross_cents',
      'c.net_cents',
      'c.employee_taxes_cents',
    ])
    .where('c.company_id', '=', companyId)
    .where('p.company_id', '=', companyId)
    .where('c.employee_id', '=', employeeId)
    .where(sql<boolean>`p.status in ('pending', 'processing', 'paid')`)
    .orderBy('c.payday', 'desc')
    .orderBy('c.payroll_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    payrollId: r.payroll_id,
    payday: r.payday,
    startDate: r.start_date,
    endDate: r.end_date,
    type: r.type,
    status: r.status,
    grossCents: toInt(r.gross_cents),
    netCents: toInt(r.net_cents),
    employeeTaxesCents: toInt(r.employee_taxes_cents),
  }));
}
