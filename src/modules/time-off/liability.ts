/**
 * GET /reports/time-off-liability?as_of=YYYY-MM-DD (payroll plan): what an accountant books as
 * accrued time off — per person and paid policy, the balance available on `as_of` (company-local,
 * default today) × the hourly rate it would be paid at (the earning in force that day:
 * `pto_payment_amount`, else the hourly `payment_amount`), half-up to the cent once per line.
 * Salaried people have no hourly rate here: their hours are listed with `rate` and `amount` null.
 * Totals are integer-cent sums of the lines, converted to dollars once.
 */
import { Type } from 'typebox';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { centsToDollars } from '../../shared/money.js';
import { DateStr, Nullable } from '../../platform/http/schemas.js';
import { divHalfUp, secondsToHours4, toE4 } from './domain/hours.js';

/** The report's response. */
export const TimeOffLiability = Type.Object({
  as_of: DateStr,
  lines: Type.Array(
    Type.Object({
      employee_id: Type.Integer(),
      first_name: Type.String(),
      last_name: Type.String(),
      time_off_policy_id: Type.Integer(),
      policy: Type.String(),
      kind: Type.String(),
      available_hours: Type.Number(),
      rate: Nullable(Type.Number({ description: 'Dollars per hour' })),
      amount: Nullable(Type.Number({ description: 'Dollars: hours × rate, half-up to the cent' })),
    }),
  ),
  total_hours: Type.Number(),
  total_amount: Type.Number({ description: 'Dollars: sum of the lines with a rate' }),
});

/** The liability lines as of a date. */
export async function timeOffLiability(db: Kysely<DB>, companyId: number, asOf: string) {
  const rows = await db
    .selectFrom('time_off_entries as e')
    .innerJoin('time_off_policies as p', (j) =>
      j.onRef('p.company_id', '=', 'e.company_id').onRef('p.id', '=', 'e.policy_id'),
    )
    .innerJoin('employees as m', (j) =>
      j.onRef('m.company_id', '=', 'e.company_id').onRef('m.id', '=', 'e.employee_id'),
    )
    .select([
      'e.employee_id',
      'm.first_name',
      'm.last_name',
      'p.id as policy_id',
      'p.name',
      'p.kind',
      sql<string>`sum(e.seconds)`.as('seconds'),
      sql<string | null>`(select case when ee.payment_unit = 'hour'
          then coalesce(ee.pto_payment_amount, ee.payment_amount)::text end
        from employee_earnings ee
        where ee.company_id = e.company_id and ee.employee_id = e.employee_id and ee.start_date <= ${asOf}::date
        order by ee.start_date desc, ee.id desc limit 1)`.as('rate'),
    ])
    .where('e.company_id', '=', companyId)
    .where('e.effective_date', '<=', asOf)
    .where('p.kind', 'in', ['pto', 'vacation', 'sick'])
    .groupBy(['e.company_id', 'e.employee_id', 'm.first_name', 'm.last_name', 'p.id', 'p.name', 'p.kind'])
    .having(sql`sum(e.seconds)`, '<>', 0)
    .orderBy('e.employee_id')
    .orderBy('p.id')
    .execute();
  let totalSeconds = 0;
  let totalCents = 0;
  const lines = rows.map((r) => {
    const seconds = Number(r.seconds);
    const rateE4 = r.rate === null ? null : toE4(Number(r.rate).toString());
    // cents = seconds × (dollars/h × 10^4) ÷ 3600 ÷ 100, half-up once
    const cents = rateE4 === null ? null : Number(divHalfUp(BigInt(seconds) * rateE4, 3_600n * 100n));
    totalSeconds += seconds;
    if (cents !== null) totalCents += cents;
    return {
      employee_id: Number(r.employee_id),
      first_name: r.first_name,
      last_name: r.last_name,
      time_off_policy_id: Number(r.policy_id),
      policy: r.name,
      kind: r.kind,
      available_hours: secondsToHours4(seconds),
      rate: rateE4 === null ? null : Number(r.rate),
      amount: cents === null ? null : centsToDollars(cents),
    };
  });
  return {
    as_of: asOf,
    lines,
    total_hours: secondsToHours4(totalSeconds),
    total_amount: centsToDollars(totalCents),
  };
}
