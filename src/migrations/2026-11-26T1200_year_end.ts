/**
 * Year end (issue 22): a payroll may be of type `historical` — a payroll the company ran elsewhere
 * earlier in the year, entered so that wage bases, limits and YTD include it. It is stored in the
 * ledger like any approved payroll (status `paid`, no deposits) and pays nobody. The check
 * constraint on `payrolls.type` is widened. The company gets the identifiers its year-end forms
 * carry: the employer identification number (`ein`, nine digits; Form W-2 box b, Form 941/940) and
 * the state employer account numbers (`state_tax_ids`, `{ "CA": "123-4567-8" }`; W-2 box 15).
 * PostgreSQL 15 features only. Frozen once shipped.
 */
import { sql, type Kysely } from 'kysely';

const UP = [
  `alter table payrolls drop constraint payrolls_type_check`,
  `alter table payrolls add constraint payrolls_type_check check (type in ('regular','off_cycle','historical'))`,
  `alter table companies add column ein text check (ein ~ '^[0-9]{9}$'),
     add column state_tax_ids jsonb not null default '{}'::jsonb`,
];

/** Applies the migration (one statement per query: PGlite's extended protocol takes one). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of UP) await sql.raw(stmt).execute(db);
}

/** Reverts the migration (historical payrolls must have been deleted first). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table companies drop column ein, drop column state_tax_ids`.execute(db);
  await sql`alter table payrolls drop constraint payrolls_type_check`.execute(db);
  await sql`alter table payrolls add constraint payrolls_type_check check (type in ('regular','off_cycle'))`.execute(
    db,
  );
}
