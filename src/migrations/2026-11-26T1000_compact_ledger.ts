/**
 * The compact ledger (issue 26, docs/decisions/0014-compact-ledger.md). A paycheck keeps its lines
 * in its own row instead of one `pay_lines` row per line:
 *
 * - `ledger_keys`: one row per distinct line identity of a company (kind, code, description,
 *   jurisdiction, payer, pre-tax flag, customer, project, election id). A company has a few hundred;
 *   `k` is those columns joined by chr(30), null written as chr(31) (the same text as
 *   `keyText` in src/modules/payrolls/ledger/line-keys.ts).
 * - `paychecks.line_keys`, `line_seconds`, `line_wages`, `line_amounts`: the lines in line order as
 *   parallel arrays (key id, hours as seconds, taxable wages in cents, amount in cents).
 * - `paychecks.detail`: what only a whole paycheck needs (the entry as submitted, each line's rate,
 *   reason, punches and input line), one version byte then the payload: version 0 is plain JSON
 *   (what this migration writes), version 1 raw deflate with a preset dictionary (what the
 *   application writes; src/modules/payrolls/ledger/paycheck-detail.ts).
 *
 * `pay_lines` becomes a read-only view of the same name and the columns reports and YTD read, so
 * every aggregate stays one SQL statement. Existing payrolls are moved in SQL. PostgreSQL 15
 * features only. Frozen once shipped; never imports application code.
 */
import { sql, type Kysely } from 'kysely';

/** The key text of a `pay_lines` row aliased `l` (chr(30) between columns, chr(31) for null). */
const KEY_TEXT = `l.kind || chr(30) || l.code || chr(30) || coalesce(l.description, chr(31)) || chr(30)
  || coalesce(l.jurisdiction, chr(31)) || chr(30) || l.payer || chr(30) || coalesce(l.pre_tax::text, chr(31))
  || chr(30) || coalesce(l.customer_id::text, chr(31)) || chr(30) || coalesce(l.project_id::text, chr(31))
  || chr(30) || coalesce(l.source_id, chr(31))`;

const UP = `
create table ledger_keys (
  id integer generated always as identity,
  company_id bigint not null references companies(id),
  k text not null,
  kind text not null check (kind in ('earning','tax','benefit','deduction','reimbursement')),
  code text not null,
  description text,
  jurisdiction text,
  payer text not null check (payer in ('employee','company')),
  pre_tax boolean,
  customer_id bigint,
  project_id bigint,
  source_id text,
  primary key (company_id, id),
  unique (company_id, k)
);

alter table paychecks
  add column line_keys integer[] not null default '{}',
  add column line_seconds bigint[] not null default '{}',
  add column line_wages bigint[] not null default '{}',
  add column line_amounts bigint[] not null default '{}',
  add column detail bytea;

insert into ledger_keys (company_id, k, kind, code, description, jurisdiction, payer, pre_tax, customer_id,
    project_id, source_id)
  select distinct l.company_id, ${KEY_TEXT}, l.kind, l.code, l.description, l.jurisdiction, l.payer, l.pre_tax,
    l.customer_id, l.project_id, l.source_id
  from pay_lines l;

update paychecks c set detail = '\\x00'::bytea
  || convert_to(json_build_array(c.input, '[]'::json, '[]'::json, '[]'::json, '[]'::json)::text, 'UTF8');

update paychecks c set
    line_keys = s.keys, line_seconds = s.secs, line_wages = s.wages, line_amounts = s.amounts,
    detail = '\\x00'::bytea || convert_to(json_build_array(c.input, s.rates, s.reasons, s.records, s.inputs)::text, 'UTF8')
  from (
    select l.company_id, l.payroll_id, l.employee_id,
      array_agg(k.id order by l.line_no) as keys,
      array_agg(l.seconds order by l.line_no) as secs,
      array_agg(l.taxable_wages_cents order by l.line_no) as wages,
      array_agg(l.amount_cents order by l.line_no) as amounts,
      json_agg(l.rate::text order by l.line_no) as rates,
      json_agg(l.reason order by l.line_no) as reasons,
      json_agg(l.time_record_ids order by l.line_no) as records,
      json_agg(l.input_line order by l.line_no) as inputs
    from pay_lines l
    join ledger_keys k on k.company_id = l.company_id and k.k = ${KEY_TEXT}
    group by l.company_id, l.payroll_id, l.employee_id
  ) s
  where c.company_id = s.company_id and c.payroll_id = s.payroll_id and c.employee_id = s.employee_id;

alter table paychecks alter column detail set not null, drop column input;

drop table pay_lines;

create view pay_lines as
  select c.company_id, c.payroll_id, c.employee_id, c.payday, (u.n - 1)::smallint as line_no,
    k.kind, k.code, k.description, k.jurisdiction, k.payer, k.pre_tax, k.customer_id, k.project_id,
    k.source_id, u.seconds, u.wages as taxable_wages_cents, u.amount as amount_cents
  from paychecks c
  cross join lateral unnest(c.line_keys, c.line_seconds, c.line_wages, c.line_amounts)
    with ordinality as u(key_id, seconds, wages, amount, n)
  join ledger_keys k on k.id = u.key_id and k.company_id = c.company_id
`;

/** Applies the migration. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP.split(/;\n\n/)) await sql.raw(statement).execute(db);
}

/**
 * Reverts the migration: the `pay_lines` table and `paychecks.input` again, filled from the arrays
 * and from the details of version 0 (the ones this migration wrote). Paychecks the application
 * wrote later (version 1, compressed) cannot be expanded in SQL: revert only a database that has
 * none, or re-run their drafts.
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  const statements = `
do $$ begin
  if exists (select 1 from paychecks where get_byte(detail, 0) <> 0) then
    raise exception 'compact ledger: paychecks written by the application (compressed detail) cannot be reverted in SQL';
  end if;
end $$;

drop view pay_lines;

create table pay_lines (
  company_id bigint not null,
  payroll_id text not null,
  employee_id bigint not null,
  line_no smallint not null,
  kind text not null check (kind in ('earning','tax','benefit','deduction','reimbursement')),
  code text not null,
  description text,
  jurisdiction text,
  payer text not null check (payer in ('employee','company')),
  seconds bigint,
  rate numeric(20,8),
  taxable_wages_cents bigint,
  amount_cents bigint not null,
  pre_tax boolean,
  reason text,
  customer_id bigint,
  project_id bigint,
  time_record_ids bigint[],
  source_id text,
  input_line smallint,
  primary key (company_id, payroll_id, employee_id, line_no),
  foreign key (company_id, payroll_id, employee_id) references paychecks(company_id, payroll_id, employee_id) on delete cascade
);

create index pay_lines_code on pay_lines(company_id, kind, code);

alter table paychecks add column input jsonb;

update paychecks set input = (convert_from(substring(detail from 2), 'UTF8')::jsonb) -> 0
  where get_byte(detail, 0) = 0;

insert into pay_lines (company_id, payroll_id, employee_id, line_no, kind, code, description, jurisdiction,
    payer, seconds, rate, taxable_wages_cents, amount_cents, pre_tax, reason, customer_id, project_id,
    time_record_ids, source_id, input_line)
  select c.company_id, c.payroll_id, c.employee_id, (u.n - 1)::smallint, k.kind, k.code, k.description,
    k.jurisdiction, k.payer, u.seconds, (d.j -> 1 ->> (u.n - 1)::int)::numeric, u.wages, u.amount, k.pre_tax,
    d.j -> 2 ->> (u.n - 1)::int, k.customer_id, k.project_id,
    (select array_agg(x::bigint) from jsonb_array_elements_text(d.j -> 3 -> (u.n - 1)::int) x
      where jsonb_typeof(d.j -> 3 -> (u.n - 1)::int) = 'array'),
    k.source_id, (d.j -> 4 ->> (u.n - 1)::int)::smallint
  from paychecks c
  cross join lateral (select convert_from(substring(c.detail from 2), 'UTF8')::jsonb as j) d
  cross join lateral unnest(c.line_keys, c.line_seconds, c.line_wages, c.line_amounts)
    with ordinality as u(key_id, seconds, wages, amount, n)
  join ledger_keys k on k.id = u.key_id
  where get_byte(c.detail, 0) = 0;

alter table paychecks drop column line_keys, drop column line_seconds, drop column line_wages,
  drop column line_amounts, drop column detail;

drop table ledger_keys;
`.split(/;\n\n/);
  for (const statement of statements) await sql.raw(statement).execute(db);
}
