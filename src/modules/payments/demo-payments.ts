/**
 * ACH origination settings of the demo company, so that an approved demo payroll gives a payment
 * file on the first start: a public test routing number (021000021, JPMorgan Chase's published ABA
 * number — never a real origination agreement), a made-up company identification and offset
 * account, a balanced file, and every seeded bank account marked as prenoted long before the
 * demo's history (verified), so the first file pays everyone by direct deposit.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { Sealer } from '../../platform/crypto/sealing.js';
import { insertPrenotes } from './payments.repository.js';
import { upsertSettings } from './settings.repository.js';

/** Date the demo accounts count as prenoted (before any demo payday). */
const VERIFIED_ON = '2000-01-03';

/** Writes the demo company's payment settings and verifies its bank accounts. */
export async function seedDemoPayments(
  db: Kysely<DB>,
  companyId: number,
  sealer: Sealer,
  at: string,
): Promise<void> {
  await upsertSettings(db, companyId, {
    odfi_routing: '021000021',
    immediate_destination: '021000021',
    immediate_destination_name: 'DEMO ODFI (TEST)',
    immediate_origin: '1990000001',
    immediate_origin_name: 'PAYCLOCK DEMO',
    company_name: 'PAYCLOCK DEMO',
    company_identification_sealed: sealer.seal('1990000001'),
    company_identification_last4: '0001',
    entry_description: 'PAYROLL',
    balanced: true,
    offset_routing: '021000021',
    offset_account_sealed: sealer.seal('9990000001'),
    offset_account_last4: '0001',
    offset_account_type: 'checking',
    prenote_days: 3,
    next_check_number: null,
    updated_at: at,
  });
  const ids = await sql<{ id: string }>`select id from employee_bank_accounts
    where company_id = ${companyId} and deleted_at is null`.execute(db);
  await insertPrenotes(
    db,
    companyId,
    null,
    ids.rows.map((r) => Number(r.id)),
    VERIFIED_ON,
    VERIFIED_ON,
  );
}
