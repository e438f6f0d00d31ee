/**
 * Payroll status changes caused by payments, along the status machine of
 * src/modules/payrolls/ledger/status-transitions.ts: the first payment file moves `pending` →
 * `processing`; when every direct deposit settled the payroll is `paid`, and when every one settled
 * or came back with at least one returned, `failed`. Each change is one conditional UPDATE with
 * its audit row and its `payroll.*` event, in the caller's transaction.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { recordAudit } from '../audit/audit.repository.js';
import { emitPayrollEvent } from '../payrolls/payroll-events.js';
import { findPayroll } from '../payrolls/payrolls.repository.js';
import { nextStatus } from '../payrolls/ledger/status-transitions.js';

/** Who and when. */
export interface Actor {
  actor: string;
  source: string;
  at: Date;
}

/**
 * Moves the payroll from `from` to `to` when it is in `from`; returns whether it changed.
 * Emits `payroll.processing` / `payroll.paid` / `payroll.failed`.
 */
export async function changePayrollStatus(
  trx: Kysely<DB>,
  companyId: number,
  id: string,
  from: 'pending' | 'processing',
  to: 'processing' | 'paid' | 'failed',
  who: Actor,
): Promise<boolean> {
  const allowed = nextStatus('advance', from) === to || nextStatus('fail', from) === to;
  if (!allowed) throw new Error(`payroll status ${from} → ${to} is not a transition`);
  const before = await findPayroll(trx, companyId, id);
  if (!before || before.status !== from) return false;
  const r = await sql`update payrolls set status = ${to}, updated_at = ${who.at.toISOString()}
    where company_id = ${companyId} and id = ${id} and status = ${from}`.execute(trx);
  if (Number(r.numAffectedRows ?? 0) === 0) return false;
  const after = (await findPayroll(trx, companyId, id))!;
  await recordAudit(trx, companyId, {
    resourceType: 'payroll',
    resourceId: id,
    action: 'status_change',
    actor: who.actor,
    source: who.source,
    before: { status: from },
    after: { status: to },
    at: who.at,
  });
  await emitPayrollEvent(trx, companyId, `payroll.${to}`, after, before, who.at);
  return true;
}

/**
 * After a settlement or a return: a `processing` payroll whose direct-deposit paychecks are all
 * settled becomes `paid`; all settled or returned with at least one returned, `failed`.
 */
export async function settlePayrollStatus(
  trx: Kysely<DB>,
  companyId: number,
  id: string,
  who: Actor,
): Promise<void> {
  const r = await sql<{ open: number; returned: number }>`select
      (count(*) filter (where status in ('pending','sent')))::int as open,
      (count(*) filter (where status = 'returned' or return_code is not null))::int as returned
    from paycheck_payments
    where company_id = ${companyId} and payroll_id = ${id} and method = 'direct_deposit'`.execute(trx);
  const { open, returned } = r.rows[0]!;
  if (open > 0) return;
  await changePayrollStatus(trx, companyId, id, 'processing', returned > 0 ? 'failed' : 'paid', who);
}
