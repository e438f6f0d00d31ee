/**
 * Sensitive data sealed at rest: bank accounts for direct deposit and the employee's Social
 * Security number. Numbers are stored only as AES-256-GCM sealed text (src/platform/crypto) plus
 * their last four digits for display. Frozen once shipped.
 */
import { sql, type Kysely } from 'kysely';

const UP = [
  `alter table employees add column ssn_sealed text, add column ssn_last4 text`,
  `create table employee_bank_accounts (
      company_id bigint not null,
      id bigint generated always as identity,
      employee_id bigint not null,
      routing_number_sealed text not null,
      routing_number_last4 text not null,
      account_number_sealed text not null,
      account_number_last4 text not null,
      account_type text not null check (account_type in ('checking','savings')),
      split_amount_cents bigint check (split_amount_cents > 0),
      split_percent numeric(7,4) check (split_percent > 0 and split_percent <= 100),
      deleted_at timestamptz(3),
      created_at timestamptz(3) not null default now(),
      primary key (company_id, id),
      foreign key (company_id, employee_id) references employees(company_id, id),
      check (split_amount_cents is null or split_percent is null)
    )`,
  `create index employee_bank_accounts_emp on employee_bank_accounts(company_id, employee_id)`,
];

/** Applies the migration (one statement per query: PGlite's extended protocol takes one). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of UP) await sql.raw(stmt).execute(db);
}

/** Reverts the migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table employee_bank_accounts`.execute(db);
  await sql`alter table employees drop column ssn_sealed, drop column ssn_last4`.execute(db);
}
