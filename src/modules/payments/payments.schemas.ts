/**
 * Schemas of the payments routes (docs/payments.md): ACH origination settings, payment status per
 * paycheck, returns, settlement, manual checks and tax deposits. Amounts in dollars; dates
 * `YYYY-MM-DD` (company-local).
 */
import { Type } from 'typebox';
import { Nullable } from '../../platform/http/schemas.js';

/** PUT /payment-settings. */
export const PaymentSettingsBody = Type.Object(
  {
    odfi_routing_number: Type.String({
      pattern: '^\\d{9}$',
      description:
        "The originating bank's (ODFI) ABA routing number; its first 8 digits start every trace number",
    }),
    immediate_destination: Type.String({
      pattern: '^\\d{9}$',
      description: 'Routing number of the receiving point (file header positions 04–13), usually the ODFI',
    }),
    immediate_destination_name: Type.String({ minLength: 1, maxLength: 23 }),
    immediate_origin: Type.String({
      pattern: '^[0-9A-Za-z ]{10}$',
      description: 'Sending point, 10 characters as the bank assigns it (often 1 + EIN)',
    }),
    immediate_origin_name: Type.String({ minLength: 1, maxLength: 23 }),
    company_name: Type.String({ minLength: 1, maxLength: 16, description: 'Shown on statements (16)' }),
    company_identification: Type.String({
      pattern: '^[0-9A-Za-z ]{10}$',
      description: 'Company identification (10, often 1 + EIN); sealed at rest, write-only',
    }),
    entry_description: Type.Optional(Type.String({ minLength: 1, maxLength: 10, default: 'PAYROLL' })),
    balanced: Type.Optional(
      Type.Boolean({ default: false, description: "Add the company's offsetting debit to each file" }),
    ),
    offset_routing_number: Type.Optional(Type.String({ pattern: '^\\d{9}$' })),
    offset_account_number: Type.Optional(
      Type.String({ pattern: '^\\d{4,17}$', description: 'The company account debited; write-only' }),
    ),
    offset_account_type: Type.Optional(Type.String({ enum: ['checking', 'savings'] })),
    prenote_days: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 30,
        default: 3,
        description: 'Banking days after a prenote before an account receives live credits (0 = at once)',
      }),
    ),
    next_check_number: Type.Optional(Type.Integer({ minimum: 1, maximum: 99_999_999 })),
  },
  { additionalProperties: false },
);

/** The settings as returned (sealed numbers as their last four digits). */
export const PaymentSettings = Type.Object(
  {
    odfi_routing_number: Type.String(),
    immediate_destination: Type.String(),
    immediate_destination_name: Type.String(),
    immediate_origin: Type.String(),
    immediate_origin_name: Type.String(),
    company_name: Type.String(),
    company_identification_last4: Type.String(),
    entry_description: Type.String(),
    balanced: Type.Boolean(),
    offset_routing_number: Nullable(Type.String()),
    offset_account_number_last4: Nullable(Type.String()),
    offset_account_type: Nullable(Type.String()),
    prenote_days: Type.Integer(),
    next_check_number: Type.Integer(),
    updated_at: Type.String(),
  },
  { $id: 'PaymentSettings' },
);

/** GET /payrolls/:id/payment-file query. */
export const PaymentFileQuery = Type.Object(
  {
    resubmit: Type.Optional(
      Type.Boolean({
        default: false,
        description:
          'Write the same entries again under the next file ID modifier (the earlier file is superseded: send only one)',
      }),
    ),
  },
  { additionalProperties: false },
);
