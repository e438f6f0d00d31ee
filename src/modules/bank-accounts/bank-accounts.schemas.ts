/**
 * Direct-deposit bank accounts of an employee. Numbers are write-only: reads show the last four
 * digits. Split: `split_amount` (dollars per paycheck) or `split_percent` (of net pay), or neither
 * for the account that receives the remainder — at most one such account, paid last.
 */
import { Type } from 'typebox';
import { IntId, Nullable } from '../../platform/http/schemas.js';

/** POST /employees/:employee_id/bank-accounts. */
export const BankAccountBody = Type.Object(
  {
    routing_number: Type.String({
      pattern: '^\\d{9}$',
      description: 'ABA routing number (checksum validated)',
    }),
    account_number: Type.String({ pattern: '^\\d{4,17}$', description: '4–17 digits; write-only' }),
    account_type: Type.String({ enum: ['checking', 'savings'] }),
    split_amount: Type.Optional(
      Type.Number({ exclusiveMinimum: 0, maximum: 10_000_000, description: 'Dollars per paycheck' }),
    ),
    split_percent: Type.Optional(
      Type.Number({ exclusiveMinimum: 0, maximum: 100, description: 'Percent of net pay (≤ 4 decimals)' }),
    ),
  },
  { additionalProperties: false },
);

/** A bank account as returned (numbers masked to the last four digits). */
export const BankAccount = Type.Object(
  {
    bank_account_id: Type.Integer(),
    employee_id: Type.Integer(),
    routing_number_last4: Type.String(),
    account_number_last4: Type.String(),
    account_type: Type.String({ enum: ['checking', 'savings'] }),
    split_amount: Nullable(Type.Number()),
    split_percent: Nullable(Type.Number()),
    remainder: Type.Boolean({ description: 'Receives what the other accounts leave (paid last)' }),
    created_at: Type.String(),
  },
  { $id: 'BankAccount' },
);

/** Path of one account. */
export const BankAccountParams = Type.Object(
  { employee_id: IntId, bank_account_id: IntId },
  { additionalProperties: false },
);
