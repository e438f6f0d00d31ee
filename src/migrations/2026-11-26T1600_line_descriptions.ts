/**
 * Earning lines' descriptions leave the line keys (docs/decisions/0014-compact-ledger.md): an
 * earnings description is written per person and period ("Regular 63.99 h × $26.75"), so as part
 * of a `ledger_keys` identity it made one key per earning line — the key table grew with every
 * paycheck. It becomes `paychecks.line_descriptions` (text[], parallel to the other line arrays,
 * null where the key's description applies); earning keys lose their description and are merged.
 * The `pay_lines` view reads `coalesce(line description, key description)`, so its rows do not
 * change. PostgreSQL 15 features only. Frozen once shipped; never imports application code.
 */
import { sql, type Kysely } from 'kysely';

/** The key text (as in the compact-ledger migration) of a `ledger_keys` row aliased `k`, description null. */
const KEY_WITHOUT_DESCRIPTION = `k.kind || chr(30) || k.code || chr(30) || chr(31) || chr(30)
  || coalesce(k.jurisdiction, chr(31)) || chr(30) || k.payer || chr(30) || coalesce(k.pre_tax::text, chr(31))
  || chr(30) || coalesce(k.customer_id::text, chr(31)) || chr(30) || coalesce(k.project_id::text, chr(31))
  || chr(30) || coalesce(k.source_id, chr(31))`;

const VIEW = (descriptions: boolean) => `
create view pay_lines as
  select c.company_id, c.payroll_id, c.employee_id, c.payday, (u.n - 1)::smallint as line_no,
    k.kind, k.code, ${descriptions ? 'coalesce(u.description, k.description)' : 'k.description'} as description,
    k.jurisdiction, k.payer, k.pre_tax, k.customer_id, k.project_id,
    k.source_id, u.seconds, u.wages as taxable_wages_cents, u.amount as amount_cents
  from paychecks c
  cross join lateral unnest(c.line_keys, c.line_seconds, c.line_wages, c.line_amounts${descriptions ? ', c.line_descriptions' : ''})
    with ordinality as u(key_id, seconds, wages, amount, ${descriptions ? 'description, ' : ''}n)
  join ledger_keys k on k.id = u.key_id and k.company_id = c.company_id`;

const UP = [
  `alter table paychecks add column line_descriptions text[] not null default '{}'`,
  `update paychecks c set line_descriptions = s.d
    from (
      select c2.company_id, c2.payroll_id, c2.employee_id,
        array_agg(case when k.kind = 'earning' then k.description end order by u.n) as d
      from paychecks c2
      cross join lateral unnest(c2.line_keys) with ordinality as u(key_id, n)
      join ledger_keys k on k.company_id = c2.company_id and k.id = u.key_id
      group by 1, 2, 3
    ) s
    where c.company_id = s.company_id and c.payroll_id = s.payroll_id and c.employee_id = s.employee_id`,
  `insert into ledger_keys (company_id, k, kind, code, description, jurisdiction, payer, pre_tax, customer_id,
      project_id, source_id)
    select distinct k.company_id, ${KEY_WITHOUT_DESCRIPTION}, k.kind, k.code, null::text, k.jurisdiction, k.payer,
      k.pre_tax, k.customer_id, k.project_id, k.source_id
    from ledger_keys k where k.kind = 'earning' and k.description is not null
    on conflict (company_id, k) do nothing`,
  `update paychecks c set line_keys = s.keys
    from (
      select c2.company_id, c2.payroll_id, c2.employee_id, array_agg(coalesce(m.id, u.key_id) order by u.n) as keys
      from paychecks c2
      cross join lateral unnest(c2.line_keys) with ordinality as u(key_id, n)
      left join (
        select k.company_id, k.id as old_id, n.id
        from ledger_keys k
        join ledger_keys n on n.company_id = k.company_id and n.k = ${KEY_WITHOUT_DESCRIPTION}
        where k.kind = 'earning' and k.description is not null
      ) m on m.company_id = c2.company_id and m.old_id = u.key_id
      group by 1, 2, 3
    ) s
    where c.company_id = s.company_id and c.payroll_id = s.payroll_id and c.employee_id = s.employee_id`,
  `delete from ledger_keys where kind = 'earning' and description is not null`,
  `drop view pay_lines`,
  VIEW(true),
];

/** Applies the migration. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

/**
 * Reverts the migration: earning descriptions back into keys (one key per distinct description),
 * the view without line descriptions, the column dropped.
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  const keyWith = KEY_WITHOUT_DESCRIPTION.replace(
    'chr(30) || chr(31) || chr(30)',
    'chr(30) || x.d || chr(30)',
  );
  const statements = [
    `drop view pay_lines`,
    `insert into ledger_keys (company_id, k, kind, code, description, jurisdiction, payer, pre_tax, customer_id,
        project_id, source_id)
      select distinct k.company_id, ${keyWith}, k.kind, k.code, x.d, k.jurisdiction, k.payer, k.pre_tax,
        k.customer_id, k.project_id, k.source_id
      from paychecks c
      cross join lateral unnest(c.line_keys, c.line_descriptions) as x(key_id, d)
      join ledger_keys k on k.company_id = c.company_id and k.id = x.key_id
      where x.d is not null
      on conflict (company_id, k) do nothing`,
    `update paychecks c set line_keys = s.keys
      from (
        select c2.company_id, c2.payroll_id, c2.employee_id, array_agg(coalesce(n.id, x.key_id) order by x.n) as keys
        from paychecks c2
        cross join lateral unnest(c2.line_keys, c2.line_descriptions) with ordinality as x(key_id, d, n)
        join ledger_keys k on k.company_id = c2.company_id and k.id = x.key_id
        left join ledger_keys n on n.company_id = k.company_id and x.d is not null and n.k = ${keyWith}
        group by 1, 2, 3
      ) s
      where c.company_id = s.company_id and c.payroll_id = s.payroll_id and c.employee_id = s.employee_id`,
    `alter table paychecks drop column line_descriptions`,
    VIEW(false),
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
