/**
 * Time-off postings as queued jobs (docs/decisions/0016-time-off-posting-after-approval.md,
 * docs/time-off.md "When accruals are posted"): approving a payroll inserts one `pending` row here
 * in its transaction; the accruals are posted after the commit by a runner (kicked right after the
 * approval, swept at start and periodically, and run inline by every balance read), which locks
 * the row, posts and marks it `posted`. A reopen before the posting marks it `cancelled`. At most
 * one pending job per payroll (partial unique index); the pending index serves the per-company
 * settlement and the sweep.
 */
import { sql, type Kysely } from 'kysely';

const UP = [
  `create table time_off_postings (
    company_id bigint not null references companies(id),
    id bigserial primary key,
    payroll_id text not null,
    state text not null default 'pending' check (state in ('pending','posted','cancelled')),
    created_at timestamptz not null,
    posted_at timestamptz,
    foreign key (company_id, payroll_id) references payrolls(company_id, id)
  )`,
  `create unique index time_off_postings_one_pending on time_off_postings (company_id, payroll_id)
      where state = 'pending'`,
  `create index time_off_postings_pending on time_off_postings (company_id, id) where state = 'pending'`,
  `create index time_off_postings_payroll on time_off_postings (company_id, payroll_id)`,
];

/** Applies the migration. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of UP) await sql.raw(s).execute(db);
}

/** Reverts the migration (pending jobs are lost: post them first, e.g. by reading any balance). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists time_off_postings`.execute(db);
}
