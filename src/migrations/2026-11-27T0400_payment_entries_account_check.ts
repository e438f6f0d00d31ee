/**
 * Payment entries without the row-by-row foreign key to `employee_bank_accounts` (issue 24, the
 * NACHA file of a 10,000-person payroll in ≤ 1 s; docs/performance.md §8). The key was checked
 * by a trigger per inserted entry — about half the cost of writing a file's entries — and guarded
 * nothing the application can do: bank accounts are never deleted (they are closed with
 * `deleted_at`), and the file service takes every entry's account id from the join that read the
 * account in the same transaction. The key to `payrolls` (with its cascade) stays. Frozen once
 * shipped; never imports application code.
 */
import { sql, type Kysely } from 'kysely';

/** Applies the migration. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payment_entries drop constraint payment_entries_company_id_bank_account_id_fkey`.execute(
    db,
  );
}

/** Reverts the migration (the entries' accounts all exist: accounts are never deleted). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payment_entries add constraint payment_entries_company_id_bank_account_id_fkey
    foreign key (company_id, bank_account_id) references employee_bank_accounts(company_id, id)`.execute(db);
}
