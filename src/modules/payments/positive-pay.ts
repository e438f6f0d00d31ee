/**
 * The positive-pay file of issued checks for the company's bank: one CSV row per check issued
 * between two dates — the company's disbursement account number (the offset account of the
 * payment settings, opened only here), check number, amount in dollars, issue date, payee, and
 * `V` for a voided check. Banks each have their own positive-pay layout; this is the common
 * column set most accept as CSV (map the columns in the bank's portal).
 */
import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { Sealer } from '../../platform/crypto/sealing.js';
import { DomainError } from '../../shared/errors.js';
import { findSettings } from './settings.repository.js';
import { listChecks } from './status.repository.js';

/** Cents as `1369.45` (integer arithmetic). */
const dollarsText = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * CSV of the checks issued from `start` to `end` (inclusive, company-local dates).
 * @throws 422 `payment_settings_missing` when the settings have no offset (disbursement) account.
 */
export async function positivePayCsv(
  db: Kysely<DB>,
  sealer: Sealer,
  companyId: number,
  start: string,
  end: string,
): Promise<string> {
  const s = await findSettings(db, companyId);
  if (!s?.offset_account_sealed) {
    throw new DomainError(
      'payment_settings_missing',
      'positive pay needs the account checks are drawn on: set offset_routing_number, offset_account_number and ' +
        'offset_account_type in PUT /payment-settings',
    );
  }
  const account = sealer.open(s.offset_account_sealed);
  const rows = await listChecks(db, companyId, { start, end });
  return stringify(
    rows.map((c) => [
      account,
      c.check_number,
      dollarsText(Number(c.amount_cents)),
      c.issued_on,
      c.payee_name,
      c.void ? 'V' : '',
    ]),
    {
      header: true,
      columns: ['account_number', 'check_number', 'amount', 'issue_date', 'payee_name', 'void'],
    },
  );
}
