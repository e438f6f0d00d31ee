/**
 * Time off on the pay stub (CA Labor Code §226(a) and §246(i): the itemized wage statement shows
 * the paid sick leave available): per policy the person is enrolled in, hours accrued by this
 * payroll (its posted accruals, net of reversals — 0 until it is approved), hours used in the
 * period (uses dated in it, net of cancellations) and the balance available at the period's end.
 */
import { Type, type Static } from 'typebox';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { enrolledWithEntriesUpTo } from './enrolled-entries.js';
import { secondsToHours4 } from './domain/hours.js';

/** One policy's line on the pay statement (hours, 4 decimals). */
export const PayStatementTimeOff = Type.Object({
  time_off_policy_id: Type.Integer(),
  name: Type.String(),
  kind: Type.String(),
  accrued_hours: Type.Number({ description: 'Accrued by this payroll (posted on approval)' }),
  used_hours: Type.Number({ description: 'Used in the pay period (approved requests)' }),
  available_hours: Type.Number({ description: 'Balance at the end of the pay period' }),
});

/** Static type of {@link PayStatementTimeOff}. */
export type PayStatementTimeOffT = Static<typeof PayStatementTimeOff>;

/** The time-off lines of one person's statement in one payroll. */
export async function timeOffForStatement(
  db: Kysely<DB>,
  companyId: number,
  employeeId: number,
  payroll: { payroll_id: string; start_date: string; end_date: string },
): Promise<PayStatementTimeOffT[]> {
  const rows = await enrolledWithEntriesUpTo(db, payroll.end_date)
    .select([
      'p.id',
      'p.name',
      'p.kind',
      sql<string>`coalesce(sum(e.seconds) filter (where e.kind = 'accrual' and e.payroll_id = ${payroll.payroll_id}), 0)`.as(
        'accrued',
      ),
      sql<string>`coalesce(-sum(e.seconds) filter (where e.kind = 'use' and e.effective_date >= ${payroll.start_date}::date), 0)`.as(
        'used',
      ),
      sql<string>`coalesce(sum(e.seconds), 0)`.as('available'),
    ])
    .where('en.company_id', '=', companyId)
    .where('en.employee_id', '=', employeeId)
    .where('p.kind', '<>', 'unpaid')
    .groupBy(['p.id', 'p.name', 'p.kind'])
    .orderBy('p.id')
    .execute();
  return rows.map((r) => ({
    time_off_policy_id: Number(r.id),
    name: r.name,
    kind: r.kind,
    accrued_hours: secondsToHours4(Number(r.accrued)),
    used_hours: secondsToHours4(Number(r.used)),
    available_hours: secondsToHours4(Number(r.available)),
  }));
}
