/**
 * Paycheck warnings are interned per company (issue 26, goal 3; docs/decisions/0014-compact-ledger.md):
 * the same one or two sentences ("Direct deposit was asked but the person has no bank account on
 * file …", "The 2026 FUTA credit reduction for CA is not final …") were written into every
 * paycheck's `warnings` jsonb — 367 of a paycheck's ~1,490 bytes of row in the 2,000-person bench.
 *
 * - `ledger_warnings`: one row per distinct warning object of a company (`w`, a jsonb object
 *   `{code, message, …}`), unique per company (jsonb equality, so key order does not matter).
 * - `paychecks.warning_ids`: the paycheck's warnings in order, as `ledger_warnings` ids
 *   (`{}` for none); `paychecks.warnings` is dropped.
 *
 * Existing paychecks are moved in SQL; `down` rebuilds the jsonb arrays in order. PostgreSQL 15
 * features only. Frozen once shipped; never imports application code.
 */
import { sql, type Kysely } from 'kysely';

const UP = [
  `create table ledger_warnings (
      company_id bigint not null references companies(id),
      id integer generated always as identity,
      w jsonb not null check (jsonb_typeof(w) = 'object'),
      primary key (company_id, id),
      unique (company_id, w)
    )`,
  `insert into ledger_warnings (company_id, w)
    select distinct c.company_id, e.w
    from paychecks c cross join lateral jsonb_array_elements(c.warnings) as e(w)
    where jsonb_typeof(c.warnings) = 'array'`,
  `alter table paychecks add column warning_ids integer[] not null default '{}'`,
  `update paychecks c set warning_ids = s.ids
    from (
      select c2.company_id, c2.payroll_id, c2.employee_id, array_agg(lw.id order by e.n) as ids
      from paychecks c2
      cross join lateral jsonb_array_elements(c2.warnings) with ordinality as e(w, n)
      join ledger_warnings lw on lw.company_id = c2.company_id and lw.w = e.w
      where jsonb_typeof(c2.warnings) = 'array'
      group by 1, 2, 3
    ) s
    where c.company_id = s.company_id and c.payroll_id = s.payroll_id and c.employee_id = s.employee_id`,
  `alter table paychecks drop column warnings`,
];

/** Applies the migration. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

/** Reverts the migration: `paychecks.warnings` (jsonb array) again, in order; the side table dropped. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `alter table paychecks add column warnings jsonb not null default '[]'`,
    `update paychecks c set warnings = s.ws
      from (
        select c2.company_id, c2.payroll_id, c2.employee_id, jsonb_agg(lw.w order by u.n) as ws
        from paychecks c2
        cross join lateral unnest(c2.warning_ids) with ordinality as u(id, n)
        join ledger_warnings lw on lw.company_id = c2.company_id and lw.id = u.id
        group by 1, 2, 3
      ) s
      where c.company_id = s.company_id and c.payroll_id = s.payroll_id and c.employee_id = s.employee_id`,
    `alter table paychecks drop column warning_ids`,
    `drop table ledger_warnings`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
