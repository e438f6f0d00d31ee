/**
 * Pay correctness, round two (docs/overtime-rules.md, docs/tax-coverage.md): the company's
 * `min_unpaid_break_minutes` (breaks shorter than it are paid time worked; 29 CFR 785.18–19),
 * the two CCPA facts of a support order (15 U.S.C. §1673(b)(2): the employee supports a second
 * family; arrears older than 12 weeks), a workplace's Pennsylvania Act 32 PSD code, and a payroll's
 * off-cycle options. Frozen once shipped.
 */
import { sql, type Kysely } from 'kysely';

const UP = [
  `alter table companies add column min_unpaid_break_minutes integer not null default 30
     check (min_unpaid_break_minutes between 20 and 120)`,
  `alter table employee_deductions add column supports_second_family boolean not null default false,
     add column arrears_over_12_weeks boolean not null default false`,
  `alter table workplaces add column psd_code text check (psd_code ~ '^[0-9]{6}$')`,
  `alter table payrolls add column off_cycle_options jsonb`,
];

/** Applies the migration (one statement per query: PGlite's extended protocol takes one). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of UP) await sql.raw(stmt).execute(db);
}

/** Reverts the migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payrolls drop column off_cycle_options`.execute(db);
  await sql`alter table workplaces drop column psd_code`.execute(db);
  await sql`alter table employee_deductions drop column supports_second_family, drop column arrears_over_12_weeks`.execute(
    db,
  );
  await sql`alter table companies drop column min_unpaid_break_minutes`.execute(db);
}
