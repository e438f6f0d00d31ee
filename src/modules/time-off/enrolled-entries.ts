/**
 * The join every per-policy balance sum starts from: each enrollment (`en`) with its policy (`p`)
 * and its ledger entries (`e`, left-joined) dated on or before a company-local date. Callers add
 * the company/employee filters, the sums and the grouping (pay-statement.ts, ytd.ts).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

/** Enrollments × policies ⟕ entries dated ≤ `upTo` (`YYYY-MM-DD`); no filter, no select yet. */
export function enrolledWithEntriesUpTo(db: Kysely<DB>, upTo: string) {
  return db
    .selectFrom('time_off_enrollments as en')
    .innerJoin('time_off_policies as p', (j) =>
      j.onRef('p.company_id', '=', 'en.company_id').onRef('p.id', '=', 'en.policy_id'),
    )
    .leftJoin('time_off_entries as e', (j) =>
      j
        .onRef('e.company_id', '=', 'en.company_id')
        .onRef('e.policy_id', '=', 'en.policy_id')
        .onRef('e.employee_id', '=', 'en.employee_id')
        .on('e.effective_date', '<=', upTo),
    );
}
