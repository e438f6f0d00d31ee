/**
 * Time-off ledger entries reference their enrollment (docs/performance.md §9): one composite
 * foreign key `(company_id, policy_id, employee_id) → time_off_enrollments` instead of two (to
 * `time_off_policies` and to `employees`). An entry is only ever written for an enrolled person
 * (accruals start from the enrollments, requests and adjustments are refused when not enrolled,
 * payouts read the enrollments) and the enrollment itself references the policy and the employee
 * with the company, so the integrity and the tenant scope are the same — but every inserted entry
 * costs one foreign-key check instead of two (the 20,000 accruals of a 10,000-person payroll).
 * The key is the enrollment's primary key, so the check is an index probe. Any entry of an earlier
 * database without an enrollment gets one first (dated its earliest entry), so `up` never fails.
 */
import { sql, type Kysely } from 'kysely';

const UP = [
  `insert into time_off_enrollments (company_id, policy_id, employee_id, created_at)
      select company_id, policy_id, employee_id, min(created_at)
      from time_off_entries
      group by company_id, policy_id, employee_id
      on conflict do nothing`,
  `alter table time_off_entries drop constraint time_off_entries_company_id_policy_id_fkey`,
  `alter table time_off_entries drop constraint time_off_entries_company_id_employee_id_fkey`,
  `alter table time_off_entries add constraint time_off_entries_enrollment_fkey
      foreign key (company_id, policy_id, employee_id)
      references time_off_enrollments(company_id, policy_id, employee_id)`,
];

const DOWN = [
  `alter table time_off_entries drop constraint time_off_entries_enrollment_fkey`,
  `alter table time_off_entries add constraint time_off_entries_company_id_policy_id_fkey
      foreign key (company_id, policy_id) references time_off_policies(company_id, id)`,
  `alter table time_off_entries add constraint time_off_entries_company_id_employee_id_fkey
      foreign key (company_id, employee_id) references employees(company_id, id)`,
];

/** Applies the migration. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of UP) await sql.raw(s).execute(db);
}

/** Reverts the migration (the enrollments added by `up` stay: they are valid rows). */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const s of DOWN) await sql.raw(s).execute(db);
}
