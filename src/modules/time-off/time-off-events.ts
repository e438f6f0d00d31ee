/**
 * The time-off webhook events (docs/webhooks.md catalogue): `time_off_request.*` carry the request
 * as the API returns it; `time_off_balance.changed` one person's balances (every policy moved) after
 * a posting. Written in the caller's transaction (the outbox), ordered per employee.
 */
import { Type } from 'typebox';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { Nullable } from '../../platform/http/schemas.js';
import { emitEvents, type NewEvent } from '../webhooks/outbox.js';
import { secondsToHours4 } from './domain/hours.js';

/** One policy balance of a `time_off_balance.changed` event. */
export const TimeOffBalanceChange = Type.Object(
  {
    time_off_policy_id: Type.Integer(),
    entry_kind: Type.String({ description: 'accrual | use | adjustment | expiry | payout' }),
    change_hours: Type.Number({ description: 'Signed change of the balance, hours' }),
    available_hours: Type.Number({ description: 'Balance after the change (every entry), hours' }),
  },
  { $id: 'TimeOffBalanceChange' },
);

/**
 * Data of `time_off_balance.changed`: one person's balances changed by one posting — every policy
 * it moved, in `balances` (a payroll approval accruing sick leave and PTO sends one event with two
 * items, not two events).
 */
export const TimeOffBalanceChanged = Type.Object(
  {
    employee_id: Type.Integer(),
    payroll_id: Nullable(
      Type.String({ description: 'The payroll that posted it (accrual, reversal, payout)' }),
    ),
    time_off_request_id: Nullable(
      Type.Integer({ description: 'The request that posted it (use, its return)' }),
    ),
    balances: Type.Array(Type.Ref('TimeOffBalanceChange'), {
      minItems: 1,
      description: 'Per policy whose balance the posting changed, in policy order of the posting',
    }),
  },
  {
    $id: 'TimeOffBalanceChanged',
    examples: [
      {
        employee_id: 5,
        payroll_id: 'prl_8c1f2e9a',
        time_off_request_id: null,
        balances: [
          { time_off_policy_id: 1, entry_kind: 'accrual', change_hours: 2.8833, available_hours: 12.8833 },
          { time_off_policy_id: 2, entry_kind: 'accrual', change_hours: 2.67, available_hours: 30.67 },
        ],
      },
    ],
  },
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

/**
 * The `time_off_balance.changed` events of some changes: one per person and posting (same
 * employee, payroll and request), its `balances` the person's changes in the order given.
 * Example: accruals of policies 1 and 2 for employee 5 and of policy 1 for employee 6 by one
 * payroll → two events, employee 5's with two balances.
 */
export function balanceEvents(changes: readonly BalanceChange[], at: Date): NewEvent[] {
  const groups = new Map<string, BalanceChange[]>();
  for (const c of changes) {
    const k = `${c.employeeId}|${c.payrollId ?? ''}|${c.requestId ?? ''}`;
    const g = groups.get(k);
    if (g) g.push(c);
    else groups.set(k, [c]);
  }
  return [...groups.values()].map((g) => ({
    type: 'time_off_balance.changed',
    data: {
      employee_id: g[0]!.employeeId,
      payroll_id: g[0]!.payrollId ?? null,
      time_off_request_id: g[0]!.requestId ?? null,
      balances: g.map((c) => ({
        time_off_policy_id: c.policyId,
        entry_kind: c.kind,
        change_hours: secondsToHours4(c.changeSeconds),
        available_hours: secondsToHours4(c.availableSeconds),
      })),
    },
    orderingKey: `employee:${g[0]!.employeeId}`,
    at,
  }));
}

/** Writes `time_off_balance.changed` events (one per person and posting) in the caller's transaction. */
export async function emitBalanceChanges(
  trx: Kysely<DB>,
  companyId: number,
  changes: BalanceChange[],
  at: Date,
): Promise<void> {
  if (changes.length > 0) await emitEvents(trx, companyId, balanceEvents(changes, at));
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
