/**
 * Direct-deposit splits of a paycheck: one row per bank account that receives part of the net pay
 * (cents), in deposit order (`seq`). Written with the paycheck and again at approval (accounts may
 * change between the draft and the approval). Keys led by company_id. Frozen once shipped.
 */
import { sql, type Kysely } from 'kysely';

const UP = [
  `create table paycheck_deposits (
      company_id bigint not null,
      payroll_id text not null,
      employee_id bigint not null,
      seq smallint not null,
      bank_account_id bigint not null,
      amount_cents bigint not null check (amount_cents >= 0),
      primary key (company_id, payroll_id, employee_id, seq),
      foreign key (company_id, payroll_id, employee_id)
        references paychecks(company_id, payroll_id, employee_id) on delete cascade,
      foreign key (company_id, bank_account_id) references employee_bank_accounts(company_id, id)
    )`,
];

/** Applies the migration (one statement per query: PGlite's extended protocol takes one). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of UP) await sql.raw(stmt).execute(db);
}

/** Reverts the migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table paycheck_deposits`.execute(db);
}
