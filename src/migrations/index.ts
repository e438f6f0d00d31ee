/**
 * The migration list, in order. Migrations are TypeScript files named by timestamp, frozen once
 * shipped, and never import application code. A static list (rather than a folder scan) keeps the
 * migrator working the same from source (tsx), from a build, and in tests.
 */
import type { Migration } from 'kysely';
import * as m0001 from './2026-11-21T0300_initial_schema.js';
import * as m0002 from './2026-11-24T1200_payroll_ledger.js';
import * as m0003 from './2026-11-24T1300_sealed_bank_accounts_and_ssn.js';
import * as m0004 from './2026-11-24T1900_paycheck_deposits.js';
import * as m0005 from './2026-11-24T2000_pay_correctness.js';
import * as m0006 from './2026-11-24T2100_webhooks.js';
import * as m0007 from './2026-11-25T0900_punch_sequence.js';
import * as m0008 from './2026-11-26T1000_compact_ledger.js';
import * as m0009 from './2026-11-26T1100_time_off.js';
import * as m0022 from './2026-11-26T1200_year_end.js';
import * as mPayments from './2026-11-26T1400_payments.js';
import * as mComponents from './2026-11-26T1500_component_tokens.js';
import * as mLineDescriptions from './2026-11-26T1600_line_descriptions.js';
import * as mTimeOffEntriesFk from './2026-11-27T0100_time_off_entries_enrollment_fk.js';
import * as mContractorTin from './2026-11-27T0300_contractor_tin.js';
import * as mPaymentEntriesAccountCheck from './2026-11-27T0400_payment_entries_account_check.js';
import * as mTimeOffPostings from './2026-11-28T0100_time_off_postings.js';
import * as mLedgerWarnings from './2026-11-28T0500_ledger_warnings.js';

export const migrations: Record<string, Migration> = {
  '2026-11-21T0300_initial_schema': m0001,
  '2026-11-24T1200_payroll_ledger': m0002,
  '2026-11-24T1300_sealed_bank_accounts_and_ssn': m0003,
  '2026-11-24T1900_paycheck_deposits': m0004,
  '2026-11-24T2000_pay_correctness': m0005,
  '2026-11-24T2100_webhooks': m0006,
  '2026-11-25T0900_punch_sequence': m0007,
  '2026-11-26T1000_compact_ledger': m0008,
  '2026-11-26T1100_time_off': m0009,
  '2026-11-26T1200_year_end': m0022,
  '2026-11-26T1400_payments': mPayments,
  '2026-11-26T1500_component_tokens': mComponents,
  '2026-11-26T1600_line_descriptions': mLineDescriptions,
  '2026-11-27T0100_time_off_entries_enrollment_fk': mTimeOffEntriesFk,
  '2026-11-27T0300_contractor_tin': mContractorTin,
  '2026-11-27T0400_payment_entries_account_check': mPaymentEntriesAccountCheck,
  '2026-11-28T0100_time_off_postings': mTimeOffPostings,
  '2026-11-28T0500_ledger_warnings': mLedgerWarnings,
};
