/**
 * The time-off webhook events (docs/webhooks.md catalogue): `time_off_request.*` carry the request
 * as the API returns it; `time_off_balance.changed` one person's balance in one policy after a
 * posting. Written in the caller's transaction (the outbox), ordered per employee.
 */
import { Type } from 'typebox';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { Nullable } from '../../platform/http/schemas.js';
import { emitEvents, type NewEvent } from '../webhooks/outbox.js';
import { secondsToHours4 } from './domain/hours.js';

/** Data of `time_off_balance.changed`. */
export const TimeOffBalanceChanged = Type.Object(
  {
    employee_id: Type.Integer(),
    time_off_policy_id: Type.Integer(),
    entry_kind: Type.String({ description: 'accrual | use | adjustment | expiry | payout' }),
    change_hours: Type.Number({ description: 'Signed change of the balance, hours' }),
    available_hours: Type.Number({ description: 'Balance after the change (every entry), hours' }),
    payroll_id: Nullable(Type.String()),
    time_off_request_id: Nullable(Type.Integer()),
  },
  { $id: 'TimeOffBalanceChanged' },
);

/** One balance change to announce. Seconds. */
export interface BalanceChange {
  employeeId: number;
  policyId: number;
  kind: string;
  changeSeconds: number;
  availableSeconds: number;
  payrollId?: string | null;
  requestId?: number | null;
}

/** The `time_off_balance.changed` event of a change. */
export function balanceEvent(c: BalanceChange, at: Date): NewEvent {
  return {
    type: 'time_off_balance.changed',
    data: {
      employee_id: c.employeeId,
      time_off_policy_id: c.policyId,
      entry_kind: c.kind,
      change_hours: secondsToHours4(c.changeSeconds),
      available_hours: secondsToHours4(c.availableSeconds),
      payroll_id: c.payrollId ?? null,
      time_off_request_id: c.requestId ?? null,
    },
    orderingKey: `employee:${c.employeeId}`,
    at,
  };
}

/** Writes `time_off_balance.changed` events (one per change) in the caller's transaction. */
export async function emitBalanceChanges(
  trx: Kysely<DB>,
  companyId: number,
  changes: BalanceChange[],
  at: Date,
): Promise<void> {
  if (changes.length > 0) {
    await emitEvents(
      trx,
      companyId,
      changes.map((c) => balanceEvent(c, at)),
    );
  }
}

/** Writes a `time_off_request.<action>` event with the request JSON. */
export async function emitRequestEvent(
  trx: Kysely<DB>,
  companyId: number,
  action: 'created' | 'approved' | 'denied' | 'cancelled',
  request: { employee_id: number },
  at: Date,
): Promise<void> {
  await emitEvents(trx, companyId, [
    {
      type: `time_off_request.${action}`,
      data: request,
      orderingKey: `employee:${request.employee_id}`,
      at,
    },
  ]);
}
