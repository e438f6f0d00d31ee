/**
 * Time off in the employee YTD report (GET /reports/employee-ytd, docs/time-off.md): per person and
 * policy they are enrolled in, the hours accrued and used in the year (ledger entries dated in the
 * calendar year, net of the reversals of reopened payrolls, which keep the kind they reverse) and
 * the hours available at the end of the year or on `asOf`, whichever comes first. Callers settle
 * the company's queued postings first (postings.ts `settleTimeOff`). Scoped by company id.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { enrolledWithEntriesUpTo } from './enrolled-entries.js';
import { secondsToHours4 } from './domain/hours.js';

/** One policy of one person in the employee YTD report (hours to 4 decimals). */
export interface TimeOffYtdLine {
  time_off_policy_id: number;
  name: string;
  kind: string;
  /** Accrual entries dated in the year, net of reversals. */
  accrued_hours: number;
  /** Use entries dated in the year (approved requests paid), positive. */
  used_hours: number;
  /** Every entry dated on or before `available_as_of`. */
  available_hours: number;
  /** Company-local date: December 31 of the year, or `asOf` when earlier. */
  available_as_of: string;
}

/**
 * Time off of `employeeIds` for calendar `year`, by employee id (policies in id order); people
 * enrolled in no policy are absent. `asOf` is the company-local date (today) that caps the balance
 * date. A year that starts after `asOf` has no lines.
 */
export async function timeOffYtd(
  db: Kysely<DB>,
  companyId: number,
  year: number,
  employeeIds: number[],
  asOf: string,
): Promise<Map<number, TimeOffYtdLine[]>> {
  const out = new Map<number, TimeOffYtdLine[]>();
  const first = `${year}-01-01`;
  const end = `${year}-12-31` < asOf ? `${year}-12-31` : asOf;
  if (employeeIds.length === 0 || end < first) return out;
  const rows = await enrolledWithEntriesUpTo(db, end)
    .select([
      'en.employee_id',
      'p.id',
      'p.name',
      'p.kind',
      sql<string>`coalesce(sum(e.seconds) filter (where e.kind = 'accrual' and e.effective_date >= ${first}::date), 0)`.as(
        'accrued',
      ),
      sql<string>`coalesce(sum(e.seconds) filter (where e.kind = 'use' and e.effective_date >= ${first}::date), 0)`.as(
        'used',
      ),
      sql<string>`coalesce(sum(e.seconds), 0)`.as('available'),
    ])
    .where('en.company_id', '=', companyId)
    .where('en.employee_id', 'in', employeeIds)
    .groupBy(['en.company_id', 'en.employee_id', 'p.id', 'p.name', 'p.kind'])
    .orderBy('en.employee_id')
    .orderBy('p.id')
    .execute();
  for (const r of rows) {
    const id = Number(r.employee_id);
    const list = out.get(id) ?? [];
    list.push({
      time_off_policy_id: Number(r.id),
      name: r.name,
      kind: r.kind,
      accrued_hours: secondsToHours4(Number(r.accrued)),
      used_hours: secondsToHours4(-Number(r.used)),
      available_hours: secondsToHours4(Number(r.available)),
      available_as_of: end,
    });
    out.set(id, list);
  }
  return out;
}
