/** SQL of the company's ACH origination settings (one row per company, scoped by company_id). */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

/** The settings row (numbers of the company identification and offset account sealed). */
export interface PaymentSettingsRow {
  company_id: string;
  odfi_routing: string;
  immediate_destination: string;
  immediate_destination_name: string;
  immediate_origin: string;
  immediate_origin_name: string;
  company_name: string;
  company_identification_sealed: string;
  company_identification_last4: string;
  entry_description: string;
  balanced: boolean;
  offset_routing: string | null;
  offset_account_sealed: string | null;
  offset_account_last4: string | null;
  offset_account_type: 'checking' | 'savings' | null;
  prenote_days: number;
  next_check_number: string;
  next_trace_sequence: string;
  updated_at: string;
}

/** The company's settings, or undefined; `forUpdate` locks the row (check and trace numbers). */
export async function findSettings(
  db: Kysely<DB>,
  companyId: number,
  forUpdate = false,
): Promise<PaymentSettingsRow | undefined> {
  const r = await sql<PaymentSettingsRow>`select * from company_payment_settings
    where company_id = ${companyId} ${forUpdate ? sql`for update` : sql``}`.execute(db);
  return r.rows[0];
}

/** The values a PUT writes. */
export type SettingsValues = Omit<
  PaymentSettingsRow,
  'company_id' | 'next_trace_sequence' | 'next_check_number'
> & { next_check_number: number | null };

/** Inserts or replaces the settings (the trace sequence is kept). */
export async function upsertSettings(db: Kysely<DB>, companyId: number, v: SettingsValues) {
  const r = await sql<PaymentSettingsRow>`insert into company_payment_settings (company_id, odfi_routing,
      immediate_destination, immediate_destination_name, immediate_origin, immediate_origin_name, company_name,
      company_identification_sealed, company_identification_last4, entry_description, balanced, offset_routing,
      offset_account_sealed, offset_account_last4, offset_account_type, prenote_days, next_check_number, updated_at)
    values (${companyId}, ${v.odfi_routing}, ${v.immediate_destination}, ${v.immediate_destination_name},
      ${v.immediate_origin}, ${v.immediate_origin_name}, ${v.company_name}, ${v.company_identification_sealed},
      ${v.company_identification_last4}, ${v.entry_description}, ${v.balanced}, ${v.offset_routing},
      ${v.offset_account_sealed}, ${v.offset_account_last4}, ${v.offset_account_type}, ${v.prenote_days},
      coalesce(${v.next_check_number}::bigint, 1001), ${v.updated_at})
    on conflict (company_id) do update set odfi_routing = excluded.odfi_routing,
      immediate_destination = excluded.immediate_destination,
      immediate_destination_name = excluded.immediate_destination_name,
      immediate_origin = excluded.immediate_origin, immediate_origin_name = excluded.immediate_origin_name,
      company_name = excluded.company_name,
      company_identification_sealed = excluded.company_identification_sealed,
      company_identification_last4 = excluded.company_identification_last4,
      entry_description = excluded.entry_description, balanced = excluded.balanced,
      offset_routing = excluded.offset_routing, offset_account_sealed = excluded.offset_account_sealed,
      offset_account_last4 = excluded.offset_account_last4, offset_account_type = excluded.offset_account_type,
      prenote_days = excluded.prenote_days,
      next_check_number = coalesce(${v.next_check_number}::bigint, company_payment_settings.next_check_number),
      updated_at = excluded.updated_at
    returning *`.execute(db);
  return r.rows[0]!;
}

/**
 * Takes `count` numbers of the company's trace sequence; returns the first. The 7-digit sequence
 * of a trace number is this counter modulo 10,000,000 (see {@link traceSequence}).
 */
export async function takeTraceNumbers(db: Kysely<DB>, companyId: number, count: number): Promise<number> {
  const r = await sql<{ first: string }>`update company_payment_settings
    set next_trace_sequence = next_trace_sequence + ${count}
    where company_id = ${companyId}
    returning next_trace_sequence - ${count} as first`.execute(db);
  return Number(r.rows[0]!.first);
}

/** The 7-digit sequence of the `n`-th trace number (1 … 9,999,999, then 1 again). */
export function traceSequence(n: number): number {
  return ((n - 1) % 9_999_999) + 1;
}

/** Takes the next check number. */
export async function takeCheckNumber(db: Kysely<DB>, companyId: number): Promise<number> {
  const r = await sql<{
    n: string;
  }>`update company_payment_settings set next_check_number = next_check_number + 1
    where company_id = ${companyId} returning next_check_number - 1 as n`.execute(db);
  return Number(r.rows[0]!.n);
}
