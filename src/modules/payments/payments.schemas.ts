/**
 * Schemas of the payments routes (docs/payments.md): ACH origination settings, payment status per
 * paycheck, returns, settlement, manual checks and tax deposits. Amounts in dollars; dates
 * `YYYY-MM-DD` (company-local).
 */
import { Type } from 'typebox';
import { DateStr, Nullable } from '../../platform/http/schemas.js';

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

/** Data of the `paycheck.payment_returned` event. */
export const PaycheckPaymentEvent = Type.Object(
  {
    payroll_id: Type.String(),
    employee_id: Type.Integer(),
    net_pay: Type.Number({ description: 'Dollars' }),
    method: Type.String({ enum: ['direct_deposit', 'check'] }),
    status: Type.String({ enum: ['pending', 'sent', 'settled', 'returned', 'check_issued'] }),
    return_code: Nullable(Type.String({ description: 'NACHA return reason code R01–R85' })),
  },
  { $id: 'PaycheckPaymentEvent' },
);

/** A check of the register. */
export const Check = Type.Object(
  {
    check_number: Type.Integer(),
    payroll_id: Type.String(),
    employee_id: Type.Integer(),
    payee_name: Type.String(),
    amount: Type.Number({ description: 'Dollars' }),
    issued_on: Type.String({ description: 'YYYY-MM-DD' }),
    reason: Type.String({ enum: ['manual_payment', 'reissue', 'prenote_pending'] }),
    void: Type.Boolean(),
  },
  { $id: 'Check' },
);

/** GET /payrolls/:id/payments. */
export const PayrollPayments = Type.Object(
  {
    payroll_id: Type.String(),
    payroll_status: Type.String(),
    payday: Type.String(),
    file: Nullable(
      Type.Object({
        file_id: Type.Integer(),
        file_date: Type.String(),
        file_id_modifier: Type.String(),
        effective_entry_date: Type.String(),
        entry_count: Type.Integer(),
        total_credit: Type.Number(),
        total_debit: Type.Number(),
      }),
    ),
    paychecks: Type.Array(
      Type.Object({
        employee_id: Type.Integer(),
        name: Type.String(),
        net_pay: Type.Number({ description: 'Dollars' }),
        method: Type.String({ enum: ['direct_deposit', 'check'] }),
        status: Type.String({ enum: ['pending', 'sent', 'settled', 'returned', 'check_issued'] }),
        return_code: Nullable(Type.String()),
        warning: Nullable(Type.String()),
        entries: Type.Array(
          Type.Object({
            trace_number: Type.String(),
            kind: Type.String({ enum: ['credit', 'prenote', 'offset'] }),
            transaction_code: Type.Integer(),
            amount: Type.Number(),
            account_number_last4: Nullable(Type.String()),
            status: Type.String({ enum: ['sent', 'settled', 'returned'] }),
            return_code: Nullable(Type.String()),
          }),
        ),
        checks: Type.Array(Type.Ref('Check')),
      }),
    ),
  },
  { $id: 'PayrollPayments' },
);

/** POST /payrolls/:id/paychecks/:employee_id/returns. */
export const ReturnBody = Type.Object(
  {
    return_code: Type.String({ pattern: '^R\\d{2}$', description: 'NACHA return reason code R01–R85' }),
    trace_number: Type.Optional(
      Type.String({
        pattern: '^\\d{15}$',
        description: 'Only this credit (default: every credit of the paycheck)',
      }),
    ),
  },
  { additionalProperties: false },
);

/** POST /payment-returns. */
export const ReturnFileBody = Type.Object(
  { file: Type.String({ minLength: 1, maxLength: 900_000, description: "The bank's NACHA return file" }) },
  { additionalProperties: false },
);

/** POST /payment-returns response. */
export const ReturnFileResult = Type.Object({
  returns: Type.Array(
    Type.Object({
      trace_number: Type.String(),
      return_code: Type.String(),
      kind: Type.String(),
      payroll_id: Type.String(),
      employee_id: Type.Integer(),
      amount: Type.Number(),
    }),
  ),
  unmatched: Type.Array(Type.String(), {
    description: 'Original trace numbers not found (or already returned)',
  }),
});

/** POST /payrolls/:id/paychecks/:employee_id/checks. */
export const CheckBody = Type.Object(
  {
    check_number: Type.Optional(Type.Integer({ minimum: 1, maximum: 99_999_999 })),
    issued_on: Type.Optional(DateStr),
  },
  { additionalProperties: false },
);

/** GET /checks and /checks/positive-pay query. */
export const CheckRangeQuery = Type.Object(
  { start_date: DateStr, end_date: DateStr },
  { additionalProperties: false },
);

/** One deposit of the tax calendar. */
export const TaxDeposit = Type.Object(
  {
    due_date: Type.String({ description: 'YYYY-MM-DD, moved to the next business day' }),
    tax: Type.String({ enum: ['federal_941', 'futa', 'state_withholding', 'state_unemployment'] }),
    jurisdiction: Type.String({ description: 'US or a state code' }),
    amount: Type.Number({ description: 'Dollars' }),
    payroll_ids: Type.Array(Type.String()),
    period: Type.String({ description: 'The deposit period (dates, month or quarter)' }),
    rule: Type.String({ description: 'monthly, semiweekly, next_day, quarterly, or the state rule kind' }),
    source: Type.String({ description: 'Publication of the rule' }),
    verified: Type.Boolean({ description: 'Whether the rule was confirmed from the agency text' }),
  },
  { $id: 'TaxDeposit' },
);

/** GET /tax-deposits response. */
export const TaxDepositList = Type.Object({
  schedule: Type.Object({
    year: Type.Integer(),
    federal_schedule: Type.String({ enum: ['monthly', 'semiweekly'] }),
    lookback_start: Type.String(),
    lookback_end: Type.String(),
    lookback_taxes: Type.Number({ description: 'Form 941 taxes of the lookback period, dollars' }),
    source: Type.String(),
  }),
  data: Type.Array(Type.Ref('TaxDeposit')),
});

/** GET /tax-deposits query. */
export const TaxDepositQuery = Type.Object(
  {
    start_date: DateStr,
    end_date: DateStr,
  },
  { additionalProperties: false },
);

/** POST /tax-deposits/notify body. */
export const NotifyBody = Type.Object(
  {
    days: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 10, default: 2, description: 'Banking days ahead' }),
    ),
  },
  { additionalProperties: false },
);
