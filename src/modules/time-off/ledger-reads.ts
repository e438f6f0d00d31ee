/**
 * Every read of the payroll ledger (pay_lines, paychecks) that time off makes, in one file: the
 * pay_lines columns used are only those of the ledger's read view (company_id, payroll_id,
 * employee_id, kind, code, seconds, amount_cents), and of paychecks only header columns.
 * Scoped by company id. Approved = status pending, processing or paid.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

/** Statuses in which a payroll counts as approved. */
export const APPROVED_STATUSES = ['pending', 'processing', 'paid'] as const;

/** Hours worked per person of one payroll, seconds: regular (straight time) and overtime + double time. */
export interface WorkedSeconds {
  employeeId: number;
  regularSeconds: number;
  overtimeSeconds: number;
  /** The paycheck has a salary line (exempt/salaried: accrues on default_hours). */
  salaried: boolean;
}

/**
 * Hours worked per employee (not contractors) of a payroll, from its earning lines: `regular`
 * and `overtime`/`double_overtime` seconds (paid time off — pto, sick, holiday — is not hours
 * worked, 29 CFR 778.218, and does not accrue), and whether a salary line was paid.
 */
export async function workedSecondsOfPayroll(
  db: Kysely<DB>,
  companyId: number,
  payrollId: string,
): Promise<WorkedSeconds[]> {
  const rows = await db
    .selectFrom('paychecks as pc')
    .leftJoin('pay_lines as l', (j) =>
      j
        .onRef('l.company_id', '=', 'pc.company_id')
        .onRef('l.payroll_id', '=', 'pc.payroll_id')
        .onRef('l.employee_id', '=', 'pc.employee_id')
        .on('l.kind', '=', 'earning'),
    )
    .select([
      'pc.employee_id',
      sql<string>`coalesce(sum(l.seconds) filter (where l.code = 'regular'), 0)`.as('regular'),
      sql<string>`coalesce(sum(l.seconds) filter (where l.code in ('overtime','double_overtime')), 0)`.as(
        'ot',
      ),
      sql<boolean>`coalesce(bool_or(l.code = 'salary'), false)`.as('salaried'),
    ])
    .where('pc.company_id', '=', companyId)
    .where('pc.payroll_id', '=', payrollId)
    .where('pc.is_contractor', '=', false)
    .groupBy('pc.employee_id')
    .execute();
  return rows.map((r) => ({
    employeeId: Number(r.employee_id),
    regularSeconds: Number(r.regular),
    overtimeSeconds: Number(r.ot),
    salaried: Boolean(r.salaried),
  }));
}

/**
 * Approved payrolls that paid the person for a period overlapping `[start, end]` (their ids and
 * periods), at most 3: time off there can no longer be requested (409 period_locked).
 */
export function approvedPeriodsOverlapping(
  db: Kysely<DB>,
  companyId: number,
  employeeId: number,
  start: string,
  end: string,
) {
  return db
    .selectFrom('paychecks as pc')
    .innerJoin('payrolls as p', (j) =>
      j.onRef('p.company_id', '=', 'pc.company_id').onRef('p.id', '=', 'pc.payroll_id'),
    )
    .select(['p.id', 'p.start_date', 'p.end_date'])
    .where('pc.company_id', '=', companyId)
    .where('pc.employee_id', '=', employeeId)
    .where('p.status', 'in', [...APPROVED_STATUSES])
    .where('p.start_date', '<=', end)
    .where('p.end_date', '>=', start)
    .orderBy('p.start_date')
    .limit(3)
    .execute();
}
