/**
 * Component tokens and the origins allowed to use them (issue 23, docs/components.md).
 *
 * - `component_tokens`: short-lived bearer tokens for the embeddable web components, issued by
 *   `POST /component-tokens` with an API key. A token is `pct_<company id>_<prefix>_<secret>`; only
 *   the SHA-256 of the whole token is stored. `scope` is `employee` (one employee, `employee_id`
 *   set) or `admin` (the company's admin components, `employee_id` null). `expires_at` is at most
 *   15 minutes after `created_at`. `key_prefix` names the API key that issued it (audit). No foreign
 *   key to employees: the issuing transaction checks the employee, and a token lives 15 minutes.
 * - `component_origins`: the browser origins (`https://app.example.com`) allowed to call the API
 *   with a component token of the company (CORS); a company setting.
 *
 * Frozen once shipped.
 */
import { sql, type Kysely } from 'kysely';

const UP = [
  `create table component_tokens (
      company_id bigint not null references companies(id),
      prefix text not null,
      token_hash text not null,
      scope text not null check (scope in ('employee', 'admin')),
      employee_id bigint,
      key_prefix text not null,
      created_at timestamptz(3) not null,
      expires_at timestamptz(3) not null,
      primary key (company_id, prefix),
      check ((scope = 'employee') = (employee_id is not null)),
      check (expires_at > created_at and expires_at <= created_at + interval '15 minutes')
    )`,
  `create index component_tokens_expires on component_tokens(expires_at)`,
  `create table component_origins (
      company_id bigint not null references companies(id),
      origin text not null,
      created_at timestamptz(3) not null,
      primary key (company_id, origin)
    )`,
];

/** Applies the migration. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of UP) await sql.raw(s).execute(db);
}

/** Reverts the migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table component_origins, component_tokens`.execute(db);
}
