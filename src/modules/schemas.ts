/**
 * Component schemas with an `$id`, registered once at the API root so every module can reference
 * them (`Type.Ref('Project')`) and OpenAPI lists them under components.schemas.
 */
import type { TSchema } from 'typebox';
import { Company } from './companies/companies.schemas.js';
import { Earning, EmployeeDetail, EmployeeListItem } from './employees/employees.schemas.js';
import { CustomerDetail, CustomerListItem } from './customers/customers.schemas.js';
import { Project } from './projects/projects.schemas.js';
import { BankAccount } from './bank-accounts/bank-accounts.schemas.js';
import { Workplace } from './workplaces/workplaces.schemas.js';
import { AuditEvent } from './audit/audit.schemas.js';
import { TimeRecordDetail, TimeRecordListItem } from './time-records/time-records.schemas.js';
import {
  Deposit,
  InitializeResponse,
  PaycheckPatchResponse,
  PaycheckSummary,
  PayrollSummary,
  PeriodOptions,
  Preview,
} from './payrolls/payrolls.schemas.js';
import {
  Delivery,
  EarningEventData,
  Event,
  ImportCompleted,
  PingData,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from './webhooks/webhooks.schemas.js';
import {
  TerminationPayout,
  TimeOffBalance,
  TimeOffPolicy,
  TimeOffRequest,
} from './time-off/time-off.schemas.js';
import { TimeOffBalanceChange, TimeOffBalanceChanged } from './time-off/time-off-events.js';
import {
  Check,
  PaycheckPaymentEvent,
  PaymentSettings,
  PayrollPayments,
  TaxDeposit,
} from './payments/payments.schemas.js';

/** Shared schemas of the read modules; later modules append theirs via {@link componentSchemas}. */
export const componentSchemas: TSchema[] = [
  Company,
  Earning,
  EmployeeListItem,
  EmployeeDetail,
  Project,
  BankAccount,
  CustomerListItem,
  CustomerDetail,
  Workplace,
  AuditEvent,
  TimeRecordListItem,
  TimeRecordDetail,
  PeriodOptions,
  InitializeResponse,
  Preview,
  PayrollSummary,
  Deposit,
  PaycheckSummary,
  PaycheckPatchResponse,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
  Delivery,
  Event,
  EarningEventData,
  ImportCompleted,
  PingData,
  // time off
  TimeOffPolicy,
  TimeOffBalance,
  TimeOffRequest,
  TimeOffBalanceChange,
  TimeOffBalanceChanged,
  TerminationPayout,
  PaymentSettings,
  PaycheckPaymentEvent,
  Check,
  PayrollPayments,
  TaxDeposit,
];
