/**
 * A contractor's TIN may be an SSN or an EIN (Form 1099-NEC recipient's TIN; IRS Instructions for
 * Forms 1099-MISC and 1099-NEC): `tin_type` says which the sealed number (`ssn_sealed`,
 * `ssn_last4`) is. Null means an SSN (every number stored before this migration). Frozen once shipped.
 */
import { sql, type Kysely } from 'kysely';

/** Applies the migration. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table employees add column tin_type text check (tin_type in ('ssn', 'ein'))`.execute(db);
}

/** Reverts the migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table employees drop column tin_type`.execute(db);
}
