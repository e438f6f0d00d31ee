/**
 * Status changes of a payroll, each one conditional UPDATE along the table in
 * ./ledger/status-transitions.ts, audited: approve (draft | reopened → pending; of concurrent
 * approvals exactly one wins), reopen (pending → reopened until payday − 2 days, company-local) and
 * the sandbox processing simulation (pending → processing → paid). Approval also re-splits direct
 * deposits over the accounts on file; from then on the paychecks count in YTD and lock the period's
 * time records.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { AuthContext } from '../../platform/auth/auth.plugin.js';
import { DomainError, notFound } from '../../shared/errors.js';
import { addDays, type Clock } from '../../shared/time.js';
import { actorOf, recordAudit } from '../audit/audit.repository.js';
import { EDITABLE_STATUSES, nextStatus, type PayrollStatus } from './ledger/status-transitions.js';
import { emitPayrollEvent } from './payroll-events.js';
import type { PayrollPeriods } from './payroll-periods.js';
import * as repo from './payrolls.repository.js';
import { resplitDeposits } from './ledger/deposits.repository.js';
import { refreshHeaderTotals } from './ledger/ledger.repository.js';
import { reverseTimeOffForPayroll } from '../time-off/accrual-posting.js';
import { timeOffAtApproval } from '../time-off/postings.js';

/** The event of each status a transition leads to. */
const STATUS_EVENTS = {
  pending: 'payroll.approved',
  reopened: 'payroll.reopened',
  processing: 'payroll.processing',
  paid: 'payroll.paid',
  failed: 'payroll.failed',
  draft: 'payroll.updated',
  skipped: 'payroll.updated',
} as const satisfies Record<PayrollStatus, `payroll.${string}`>;

/** Status changes of payrolls. */
export class PayrollStatusService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly periods: PayrollPeriods,
    /**
     * Reads the payroll back after a change: the preview JSON, or with `minimal` (`Prefer:
     * return=minimal`) its header and totals only (a PayrollSummary).
     */
    private readonly read: (auth: AuthContext, id: string, minimal: boolean) => Promise<unknown>,
    /**
     * Called after an approval committed, not awaited (the routes pass
     * time-off/postings.ts `kickTimeOffPosting`: the queued time-off posting runs right away).
     */
    private readonly afterApproval: (companyId: number, payrollId: string) => void = () => {},
  ) {}

  /**
   * Locks the payroll, then one conditional UPDATE from any of `from` to `to` (with `approved_at`),
   * its audit row and its `payroll.*` event, in one transaction. Returns null on success, else the
   * status found (`missing` when there is no such payroll): of concurrent changes exactly one wins.
   */
  private async transition(
    companyId: number,
    id: string,
    from: readonly string[],
    to: PayrollStatus,
    approvedAt: string | null | undefined,
    audit: { action: string; actor: string; source: string; at: Date },
    /** Runs in the same transaction after the status changed (approval's deposit re-split). */
    then?: (trx: Kysely<DB>) => Promise<void>,
  ): Promise<string | null> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await repo.lockPayroll(trx, companyId, id))) return 'missing';
      const before = await repo.findPayroll(trx, companyId, id);
      if (!before || !from.includes(before.status)) return before?.status ?? 'missing';
      const after = await trx
        .updateTable('payrolls')
        .set({
          status: to,
          updated_at: audit.at.toISOString(),
          ...(approvedAt !== undefined ? { approved_at: approvedAt } : {}),
        })
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .where('status', 'in', [...from])
        .returningAll()
        .executeTakeFirstOrThrow();
      // Approval re-splits deposits and may refresh the totals: the event carries the row after it.
      const final = then ? (await then(trx), (await repo.findPayroll(trx, companyId, id))!) : after;
      await recordAudit(trx, companyId, {
        resourceType: 'payroll',
        resourceId: id,
        ...audit,
        before: { status: before.status },
        after: { status: to, ...(approvedAt ? { approved_at: approvedAt } : {}) },
      });
      await emitPayrollEvent(trx, companyId, STATUS_EVENTS[to], final, before, audit.at);
      return null;
    });
  }

  /**
   * POST /payrolls/:id/approve → `pending`. One conditional UPDATE decides: of concurrent approvals
   * exactly one changes the status; the others get 409. In the same transaction the direct-deposit
   * paychecks are split again over the bank accounts on file now (a person left without an account
   * is paid manually, with a warning, and the header totals are refreshed). From then on the
   * paychecks count in YTD and lock the period's time records. Time off: its accruals are queued
   * in the transaction and posted just after the commit (time-off/postings.ts). Answers the payroll
   * as a preview, or with `minimal` as a PayrollSummary (header and totals, no people).
   */
  async approve(auth: AuthContext, id: string, minimal = false) {
    const now = this.clock.now();
    const audit = { action: 'approve', actor: actorOf(auth), source: 'partner_api', at: now };
    const other = await this.transition(
      auth.companyId,
      id,
      EDITABLE_STATUSES,
      'pending',
      now.toISOString(),
      audit,
      async (trx) => {
        if (await resplitDeposits(trx, auth.companyId, id)) {
          await refreshHeaderTotals(trx, auth.companyId, id);
        }
        // Time off (src/modules/time-off/postings.ts): requests marked paid, termination payouts,
        // and the accruals queued as one job, posted after the commit (settled before any read).
        await timeOffAtApproval(trx, auth.companyId, id, now);
      },
    );
    if (other === 'missing') throw notFound('Payroll', id);
    if (other !== null) {
      throw new DomainError(
        'payroll_not_draft',
        `payroll ${id} is ${other}; only a draft or reopened payroll can be approved`,
      );
    }
    const out = await this.read(auth, id, minimal);
    // After the read-back, so the posting does not compete with the response it is not part of.
    this.afterApproval(auth.companyId, id);
    return out;
  }

  /**
   * POST /payrolls/:id/reopen: pending → reopened, allowed until payday − 2 days (company-local).
   * Answers as {@link approve} does (`minimal`: the PayrollSummary).
   */
  async reopen(auth: AuthContext, id: string, minimal = false) {
    const row = await repo.findPayroll(this.db, auth.companyId, id);
    if (!row) throw notFound('Payroll', id);
    if (nextStatus('reopen', row.status) === null) {
      throw new DomainError(
        'invalid_state',
        `payroll ${id} is ${row.status}; only a pending (approved, not yet processing) payroll can be reopened`,
      );
    }
    const deadline = addDays(row.payday, -2);
    if (this.periods.today(auth) >= deadline) {
      throw new DomainError(
        'reopen_deadline_passed',
        `payroll ${id} could be reopened until ${deadline} (payday ${row.payday} − 2 days)`,
      );
    }
    const audit = { action: 'reopen', actor: actorOf(auth), source: 'partner_api', at: this.clock.now() };
    // Time off (src/modules/time-off): the approval's accruals reversed once, its requests unpaid.
    const reverse = (trx: Kysely<DB>) =>
      reverseTimeOffForPayroll(trx, auth.companyId, id, audit.at).then(() => undefined);
    if ((await this.transition(auth.companyId, id, ['pending'], 'reopened', null, audit, reverse)) !== null) {
      throw new DomainError('invalid_state', `payroll ${id} changed status meanwhile`);
    }
    return this.read(auth, id, minimal);
  }

  /**
   * Sandbox: pending → processing → paid, one step per call (the processing simulation);
   * `outcome: 'failed'` ends a processing payroll as failed instead of paid.
   */
  async advance(
    auth: AuthContext | { companyId: number; keyPrefix: string },
    id: string,
    outcome: 'paid' | 'failed' = 'paid',
  ) {
    const row = await repo.findPayroll(this.db, auth.companyId, id);
    if (!row) throw notFound('Payroll', id);
    const next =
      outcome === 'failed' && row.status === 'processing'
        ? nextStatus('fail', row.status)
        : nextStatus('advance', row.status);
    if (!next) {
      throw new DomainError(
        'invalid_state',
        `payroll ${id} is ${row.status}; only pending and processing payrolls advance`,
      );
    }
    const actor = 'keyPrefix' in auth && auth.keyPrefix ? `key:${auth.keyPrefix}` : 'system';
    const audit = { action: 'status_change', actor, source: 'sandbox', at: this.clock.now() };
    if ((await this.transition(auth.companyId, id, [row.status], next, undefined, audit)) !== null) {
      throw new DomainError('invalid_state', `payroll ${id} changed status meanwhile`);
    }
    return { payroll_id: id, status: next };
  }
}
