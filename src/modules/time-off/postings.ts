/**
 * Time-off postings as queued jobs, settled before every balance read
 * (docs/decisions/0016-time-off-posting-after-approval.md, docs/time-off.md "When accruals are
 * posted"). The accruals of a 10,000-person payroll are 20,000 ledger rows and 10,000 outbox rows
 * (docs/performance.md §9): too much for the approval's transaction. So:
 *
 * - the approval queues one `time_off_postings` row (`pending`) in its transaction
 *   ({@link timeOffAtApproval});
 * - {@link runPosting} posts one job in its own transaction: the job row locked FOR UPDATE, skipped
 *   unless still `pending`, cancelled when its payroll is no longer approved, else the accruals
 *   (accrual-posting.ts `postTimeOffForPayroll`, dated the approval's instant: the job's
 *   `created_at`) and the job marked `posted`. The row lock and the state make it exactly once,
 *   whoever runs it — the kick after the approval ({@link kickTimeOffPosting}), the start-up and
 *   periodic sweep ({@link timeOffPostingSweep}), a balance read ({@link settleTimeOff}) — in one
 *   process or several;
 * - every read or write that depends on balances calls {@link settleTimeOff} first, so it sees
 *   exactly what a posting inside the approval would have shown;
 * - a reopen cancels a pending job in its transaction (accrual-posting.ts `reverseTimeOffForPayroll`).
 *
 * All statements are scoped to the job's company except the sweep's listing (cross-tenant
 * exception `time-off-postings-sweep`).
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { Sweep } from '../../platform/jobs.js';
import { crossTenant } from '../../platform/db/tenant-scope-rules.js';
import { approvalWrites, postTimeOffForPayroll } from './accrual-posting.js';
import { APPROVED_STATUSES } from './ledger-reads.js';

/**
 * The approval's whole time-off work, in its transaction `trx` (payroll-status.service.ts): requests
 * marked paid and termination payouts (accrual-posting.ts `approvalWrites`, which settles the
 * company's earlier pending postings inline before reading a payout balance), then one pending
 * posting job for the payroll. Returns the job's id.
 * @throws 409 `invalid_state` from the payouts (the approval is refused).
 */
export async function timeOffAtApproval(
  trx: Kysely<DB>,
  companyId: number,
  payrollId: string,
  at: Date,
): Promise<number> {
  await approvalWrites(trx, companyId, payrollId, at, () => settleTimeOff(trx, companyId, at));
  const row = await trx
    .insertInto('time_off_postings')
    .values({ company_id: companyId, payroll_id: payrollId, state: 'pending', created_at: at.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Runs one posting job of `companyId` (see the module doc) in a transaction of its own — or in
 * `db` when it is already a transaction (a settlement inside the approval's). `now` is recorded as
 * `posted_at`. Returns `posted` when this call posted it, `skipped` when it was no longer pending
 * (posted or cancelled by someone else; waited for when they held the lock), `cancelled` when its
 * payroll is not approved any more.
 */
export async function runPosting(
  db: Kysely<DB>,
  companyId: number,
  jobId: number,
  now: Date,
): Promise<'posted' | 'skipped' | 'cancelled'> {
  const work = async (trx: Kysely<DB>) => {
    const job = await trx
      .selectFrom('time_off_postings')
      .select(['payroll_id', 'state', 'created_at'])
      .where('company_id', '=', companyId)
      .where('id', '=', jobId)
      .forUpdate()
      .executeTakeFirst();
    if (!job || job.state !== 'pending') return 'skipped' as const;
    const payroll = await trx
      .selectFrom('payrolls')
      .select('status')
      .where('company_id', '=', companyId)
      .where('id', '=', job.payroll_id)
      .executeTakeFirst();
    const approved = payroll && (APPROVED_STATUSES as readonly string[]).includes(payroll.status);
    if (approved) await postTimeOffForPayroll(trx, companyId, job.payroll_id, new Date(job.created_at));
    await trx
      .updateTable('time_off_postings')
      .set({ state: approved ? 'posted' : 'cancelled', posted_at: now.toISOString() })
      .where('company_id', '=', companyId)
      .where('id', '=', jobId)
      .execute();
    return approved ? ('posted' as const) : ('cancelled' as const);
  };
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Settles the company's time-off balances: runs every pending posting job of the company, oldest
 * first ({@link runPosting}: each in its own transaction, or inline when `db` is a transaction).
 * Costs one indexed SELECT when nothing is pending. Call it before any read or write that depends
 * on balances, and before taking any lock of your own (a posting writes entries referencing the
 * enrollments). Returns the number of jobs this call posted.
 */
export async function settleTimeOff(db: Kysely<DB>, companyId: number, now: Date): Promise<number> {
  const pending = await db
    .selectFrom('time_off_postings')
    .select('id')
    .where('company_id', '=', companyId)
    .where('state', '=', 'pending')
    .orderBy('id')
    .execute();
  let posted = 0;
  for (const j of pending) {
    if ((await runPosting(db, companyId, Number(j.id), now)) === 'posted') posted++;
  }
  return posted;
}

const inFlight = new Set<Promise<unknown>>();

/**
 * Posts the company's pending jobs right after an approval committed, without making the response
 * wait (not awaited). An error is passed to `onError` and left to the sweep or the next balance
 * read (the job stays pending). Nothing happens when `db` is a transaction (the caller's commit is
 * not ours to follow). {@link drainTimeOffPostings} waits for the kicks in flight.
 */
export function kickTimeOffPosting(
  db: Kysely<DB>,
  companyId: number,
  now: Date,
  onError: (err: unknown) => void,
): void {
  if (db.isTransaction) return;
  const p = settleTimeOff(db, companyId, now).catch(onError);
  inFlight.add(p);
  void p.finally(() => inFlight.delete(p));
}

/** Waits for every kicked posting of this process (the app's close, tests). */
export async function drainTimeOffPostings(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

/**
 * The start-up and periodic sweep (platform/jobs.ts): posts every pending job of every company —
 * those a crash, a restart or a failed kick left behind. Returns the number posted.
 * @throws the first job's error after trying every job (that job stays pending for the next tick).
 */
export const timeOffPostingSweep: Sweep = async (db, now) => {
  const jobs = await sql<{ company_id: string; id: string }>`select company_id, id from time_off_postings
    ${crossTenant('time-off-postings-sweep')} where state = 'pending' order by id`.execute(db);
  let posted = 0;
  let failure: unknown = null;
  for (const j of jobs.rows) {
    try {
      if ((await runPosting(db, Number(j.company_id), Number(j.id), now)) === 'posted') posted++;
    } catch (err) {
      failure ??= err;
    }
  }
  if (failure) throw failure;
  return posted;
};
