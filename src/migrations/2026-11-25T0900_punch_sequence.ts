/**
 * The punch sequence (docs/decisions/0013-two-statement-punch.md): `employees.punch_seq` counts the
 * writes to an employee's time records. A punch reads the employee's state in one statement, then
 * writes in one statement that bumps `punch_seq` only if it still holds the value it read — so a
 * punch that raced another write to the same employee's records writes nothing and starts over.
 * Every other writer of time records (manual records, edits, deletes) bumps it too, under the row
 * lock it already takes. Frozen once shipped.
 */
import { sql, type Kysely } from 'kysely';

/** Applies the migration. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table employees add column punch_seq bigint not null default 0`.execute(db);
}

/** Reverts the migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table employees drop column punch_seq`.execute(db);
}
