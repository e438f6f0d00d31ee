/**
 * Payroll webhook events (docs/webhooks.md): `data` is the payroll as GET /payrolls lists it (the
 * header with its totals and counts, {@link payrollSummaryJson}) — paychecks are read with
 * GET /payrolls/{payroll_id}. Written in the transaction of the change; ordered per payroll.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { emitEvent } from '../webhooks/outbox.js';
import type { EventType } from '../webhooks/catalogue.js';
import { totalsJson, type HeaderTotalsCents } from './ledger/preview.mapper.js';
import type { PayrollRow } from './payrolls.repository.js';
import type { OffCycleOptionsJson } from './off-cycle-options.js';

const n = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Number(v));

/** The header columns a summary shows. */
type SummaryColumns = Pick<
  PayrollRow,
  | 'id'
  | 'status'
  | 'type'
  | 'start_date'
  | 'end_date'
  | 'payday'
  | 'pay_frequency'
  | 'pay_schedule_group_id'
  | 'created_at'
  | 'approved_at'
  | 'employee_count'
  | 'contractor_count'
  | 'off_cycle_options'
> &
  HeaderTotalsCents;

/** Header row → PayrollSummary (an item of GET /payrolls). */
export function payrollSummaryJson(r: SummaryColumns) {
  return {
    payroll_id: r.id,
    status: r.status,
    type: r.type,
    start_date: r.start_date,
    end_date: r.end_date,
    payday: r.payday,
    pay_frequency: r.pay_frequency,
    pay_schedule_group_id: n(r.pay_schedule_group_id),
    off_cycle_options: (r.off_cycle_options as OffCycleOptionsJson | null) ?? null,
    created_at: r.created_at,
    approved_at: r.approved_at,
    totals: totalsJson(r),
    employee_count: Number(r.employee_count),
    contractor_count: Number(r.contractor_count),
  };
}

/** Writes a `payroll.*` event: `after` is the header now, `before` the header before (updates). */
export async function emitPayrollEvent(
  trx: Kysely<DB>,
  companyId: number,
  type: Extract<EventType, `payroll.${string}`>,
  after: PayrollRow,
  before: PayrollRow | null,
  at: Date,
): Promise<void> {
  await emitEvent(trx, companyId, {
    type,
    data: payrollSummaryJson(after),
    before: before ? payrollSummaryJson(before) : null,
    orderingKey: `payroll:${after.id}`,
    at,
  });
}
