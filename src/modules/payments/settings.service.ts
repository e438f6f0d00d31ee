/**
 * The company's ACH origination settings (docs/payments.md): the ODFI routing number, the file
 * header's immediate destination and origin, the company name and identification, the optional
 * offset account of a balanced file and the prenote period. The company identification and the
 * offset account number are sealed at rest (AES-256-GCM, src/platform/crypto/sealing.ts) and shown
 * only as last four digits; the audit row holds the masked settings.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { AuthContext } from '../../platform/auth/auth.plugin.js';
import type { Sealer } from '../../platform/crypto/sealing.js';
import { DomainError, invalid } from '../../shared/errors.js';
import type { Clock } from '../../shared/time.js';
import { actorOf, recordAudit } from '../audit/audit.repository.js';
import { isValidRoutingNumber } from '../bank-accounts/aba.js';
import { findSettings, upsertSettings, type PaymentSettingsRow } from './settings.repository.js';

/** Body of PUT /payment-settings. */
export interface PaymentSettingsInput {
  odfi_routing_number: string;
  immediate_destination: string;
  immediate_destination_name: string;
  immediate_origin: string;
  immediate_origin_name: string;
  company_name: string;
  company_identification: string;
  entry_description?: string;
  balanced?: boolean;
  offset_routing_number?: string;
  offset_account_number?: string;
  offset_account_type?: string;
  prenote_days?: number;
  next_check_number?: number;
}

/** Row → API shape (sealed numbers as last four digits). */
export function toPaymentSettings(r: PaymentSettingsRow) {
  return {
    odfi_routing_number: r.odfi_routing,
    immediate_destination: r.immediate_destination,
    immediate_destination_name: r.immediate_destination_name,
    immediate_origin: r.immediate_origin,
    immediate_origin_name: r.immediate_origin_name,
    company_name: r.company_name,
    company_identification_last4: r.company_identification_last4,
    entry_description: r.entry_description,
    balanced: r.balanced,
    offset_routing_number: r.offset_routing,
    offset_account_number_last4: r.offset_account_last4,
    offset_account_type: r.offset_account_type,
    prenote_days: r.prenote_days,
    next_check_number: Number(r.next_check_number),
    updated_at: r.updated_at,
  };
}

/** 422 `payment_settings_missing`. */
export function settingsMissing(): DomainError {
  return new DomainError(
    'payment_settings_missing',
    'the company has no ACH origination settings (odfi_routing_number, immediate_destination, immediate_origin, ' +
      'company_name, company_identification): PUT /payment-settings first',
  );
}

/** Settings use cases. */
export class PaymentSettingsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly sealer: Sealer,
  ) {}

  /** The settings. @throws 422 `payment_settings_missing`. */
  async get(auth: AuthContext) {
    const row = await findSettings(this.db, auth.companyId);
    if (!row) throw settingsMissing();
    return toPaymentSettings(row);
  }

  /**
   * Sets the settings (all of them; the check number and the trace sequence carry on).
   * @throws 400 validation_failed: a routing number failing its ABA checksum, a balanced file without
   * its offset account.
   */
  async put(auth: AuthContext, b: PaymentSettingsInput) {
    for (const f of ['odfi_routing_number', 'immediate_destination', 'offset_routing_number'] as const) {
      const v = b[f];
      if (v !== undefined && !isValidRoutingNumber(v)) {
        throw invalid(f, 'is not a valid ABA routing number (checksum)');
      }
    }
    const balanced = b.balanced ?? false;
    const offsetGiven = [b.offset_routing_number, b.offset_account_number, b.offset_account_type];
    if (offsetGiven.some((v) => v !== undefined) && offsetGiven.some((v) => v === undefined)) {
      throw invalid(
        'offset_account_number',
        'give offset_routing_number, offset_account_number and offset_account_type together',
      );
    }
    if (balanced && b.offset_account_number === undefined) {
      throw invalid('offset_account_number', 'a balanced file needs the offset account');
    }
    const at = this.clock.now().toISOString();
    return this.db.transaction().execute(async (trx) => {
      const before = await findSettings(trx, auth.companyId, true);
      const row = await upsertSettings(trx, auth.companyId, {
        odfi_routing: b.odfi_routing_number,
        immediate_destination: b.immediate_destination,
        immediate_destination_name: b.immediate_destination_name,
        immediate_origin: b.immediate_origin,
        immediate_origin_name: b.immediate_origin_name,
        company_name: b.company_name,
        company_identification_sealed: this.sealer.seal(b.company_identification),
        company_identification_last4: b.company_identification.slice(-4),
        entry_description: b.entry_description ?? 'PAYROLL',
        balanced,
        offset_routing: b.offset_routing_number ?? null,
        offset_account_sealed:
          b.offset_account_number === undefined ? null : this.sealer.seal(b.offset_account_number),
        offset_account_last4: b.offset_account_number?.slice(-4) ?? null,
        offset_account_type: (b.offset_account_type as 'checking' | 'savings' | undefined) ?? null,
        prenote_days: b.prenote_days ?? 3,
        next_check_number: b.next_check_number ?? null,
        updated_at: at,
      });
      const after = toPaymentSettings(row);
      await recordAudit(trx, auth.companyId, {
        resourceType: 'payment_settings',
        resourceId: auth.companyId,
        action: before ? 'update' : 'create',
        actor: actorOf(auth),
        source: 'partner_api',
        before: before ? toPaymentSettings(before) : null,
        after,
        at: new Date(at),
      });
      return after;
    });
  }
}
