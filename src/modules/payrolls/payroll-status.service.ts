/**
 * Status changes of a payroll, each one conditional UPDATE along the table in
 * ./ledger/status-transitions.ts, audited: approve (draft | reopened → pending; of concurrent
 * approvals exactly one wins), reopen (pending → reopened until payday − 2 days, company-local) and
 * the sandbox processing simulation (pending → processing → paid). Approval writes nothing else:
 * from then on the paychecks count in YTD and lock the period's time records.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { AuthContext } from '../../platform/auth/auth.plugin.js';
import { DomainError, notFound } from '../../shared/errors.js';
import { addDays, type Clock } from '../../shared/time.js';
import { actorOf, recordAudit } from '../audit/audit.repository.js';
import { EDITABLE_STATUSES, nextStatus } from './ledger/status-transitions.js';
import type { PayrollPeriods } from './payroll-periods.js';
import * as repo from './payrolls.repository.js';

/** Status changes of payrolls. */
export class PayrollStatusService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly periods: PayrollPeriods,
    /** Reads the payroll back after a change (the preview JSON). */
    private readonly read: (auth: AuthContext, id: string) => Promise<unknown>,
  ) {}

  /**
   * One conditional UPDATE from any of `from` to `to` (with `approved_at`) and its audit row, in one
   * transaction. Returns false when no row matched (the status changed meanwhile).
   */
  private async transition(
    companyId: number,
    id: string,
    from: readonly string[],
    to: string,
    approvedAt: string | null | undefined,
    audit: { action: string; actor: string; source: string; at: Date },
  ): Promise<string | null> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('payrolls')
        .set({
          status: to,
          updated_at: audit.at.toISOString(),
          ...(approvedAt !== undefined ? { approved_at: approvedAt } : {}),
        })
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .where('status', 'in', [...from])
        .returning('id')
        .executeTakeFirst();
      if (!row) return (await repo.findPayroll(trx, companyId, id))?.status ?? 'missing';
      await recordAudit(trx, companyId, {
        resourceType: 'payroll',
        resourceId: id,
        ...audit,
        before: { status: from.length === 1 ? from[0] : 'draft' },
        after: { status: to, ...(approvedAt ? { approved_at: approvedAt } : {}) },
      });
      return null;
    });
  }

  /**
   * POST /payrolls/:id/approve → `pending`: a status change only. One conditional UPDATE decides:
   * of concurrent approvals exactly one changes the status; the others get 409. From then on the
   * paychecks count in YTD and lock the period's time records.
   */
  async approve(auth: AuthContext, id: string) {
    const now = this.clock.now();
    const audit = { action: 'approve', actor: actorOf(auth), source: 'partner_api', at: now };
    const other = await this.transition(
      auth.companyId,
      id,
      EDITABLE_STATUSES,
      'pending',
      now.toISOString(),
      audit,
    );
    if (other === 'missing') throw notFound('Payroll', id);
    if (other !== null) {
      throw new DomainError(
        'payroll_not_draft',
        `payroll ${id} is ${other}; only a draft or reopened payroll can be approved`,
      );
    }
    return this.read(auth, id);
  }

  /** POST /payrolls/:id/reopen: pending → reopened, allowed until payday − 2 days (company-local). */
  async reopen(auth: AuthContext, id: string) {
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
    if ((await this.transition(auth.companyId, id, ['pending'], 'reopened', null, audit)) !== null) {
      throw new DomainError('invalid_state', `payroll ${id} changed status meanwhile`);
    }
    return this.read(auth, id);
  }

  /** Sandbox: pending → processing → paid, one step per call (the processing simulation). */
  async advance(auth: AuthContext | { companyId: number; keyPrefix: string }, id: string) {
    const row = await repo.findPayroll(this.db, auth.companyId, id);
    if (!row) throw notFound('Payroll', id);
    const next = nextStatus('advance', row.status);
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
