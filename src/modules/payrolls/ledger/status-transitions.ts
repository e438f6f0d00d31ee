/**
 * The payroll status machine in one table: draft → pending (approve) → processing → paid | failed;
 * pending → reopened (reopen, until payday − 2 days) → pending (approve again). Only draft and
 * reopened payrolls change (edit, delete a draft, approve); pending, processing and paid payrolls
 * count as approved (YTD, period lock, reports).
 */
import { DomainError } from '../../../shared/errors.js';

/** Every payroll status. */
export type PayrollStatus = 'draft' | 'pending' | 'processing' | 'paid' | 'failed' | 'reopened' | 'skipped';

/** Allowed transitions by action: from → to. */
export const TRANSITIONS = {
  approve: { draft: 'pending', reopened: 'pending' },
  reopen: { pending: 'reopened' },
  advance: { pending: 'processing', processing: 'paid' },
  fail: { processing: 'failed' },
} as const satisfies Record<string, Partial<Record<PayrollStatus, PayrollStatus>>>;

/** Statuses whose paychecks can change. */
export const EDITABLE_STATUSES = ['draft', 'reopened'] as const;

/** Statuses that count as approved (YTD, period lock, reports). */
export const APPROVED_STATUSES = ['pending', 'processing', 'paid'] as const;

/** The status `action` leads to from `from`, or null when the action is not allowed. */
export function nextStatus(action: keyof typeof TRANSITIONS, from: string): PayrollStatus | null {
  const t = TRANSITIONS[action] as Partial<Record<string, PayrollStatus>>;
  return t[from] ?? null;
}

/** Whether paychecks of a payroll in `status` can change. */
export function isEditable(status: string): boolean {
  return (EDITABLE_STATUSES as readonly string[]).includes(status);
}

/** @throws 409 `payroll_not_draft` unless the payroll is a draft or reopened. */
export function assertEditable(p: { id: string; status: string }, verb: string): void {
  if (!isEditable(p.status)) {
    throw new DomainError(
      'payroll_not_draft',
      `payroll ${p.id} is ${p.status}; only a draft or reopened payroll can ${verb}`,
    );
  }
}
