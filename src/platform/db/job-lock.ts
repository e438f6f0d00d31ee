/**
 * Background jobs that must run in one process at a time across every server process on the
 * database (the automatic clock-out sweep, the purges): each run is one transaction that first
 * takes a transaction-scoped advisory lock named after the schema and the job, and does nothing
 * when another process holds it. The lock ends with the transaction (commit, rollback, or the
 * connection dropping when a process dies), so it is never left behind. On the embedded database
 * (one process) the lock is always free. Decision 0012.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from './schema.js';

/**
 * Runs `fn` in a transaction holding the advisory lock of `job` in the current schema
 * (`pg_try_advisory_xact_lock(hashtext(current_schema() || '.payclock.jobs.' || job))`); returns
 * `{ ran: false }` at once, without calling `fn`, when another transaction holds it.
 * @throws what `fn` throws (the transaction is rolled back).
 */
export async function runExclusively<T>(
  db: Kysely<DB>,
  job: string,
  fn: (trx: Kysely<DB>) => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  return db.transaction().execute(async (trx) => {
    const r = await sql<{
      ok: boolean;
    }>`select pg_try_advisory_xact_lock(hashtext(current_schema() || ${`.payclock.jobs.${job}`})) as ok`.execute(
      trx,
    );
    if (r.rows[0]?.ok !== true) return { ran: false as const };
    return { ran: true as const, value: await fn(trx) };
  });
}
