/**
 * Kysely table types. Column values are what the shared type parsers return (type-parsers.ts):
 * int8 and numeric → string, date → 'YYYY-MM-DD', timestamptz → ISO UTC string; jsonb → parsed JSON.
 * Repositories convert ids and cents with `toInt`. One file, because reads join across modules
 * (employees with earnings, departments and groups): see docs/decisions/0003-one-schema-file.md.
 */
import type { ColumnType, Generated } from 'kysely';

/** int8 column: the parsers return a string; typed string | number so scopes can be compared with numbers. Read with toInt. */
type Int8 = ColumnType<string | number, number | string, number | string>;
type Int8Gen = ColumnType<string | number, number | string | undefined, never>;
/** numeric column: read as decimal string. */
type Numeric = ColumnType<string, string | number, string | number>;
/** timestamptz with a default. */
type Ts = ColumnType<string, string | undefined, string>;
type Json<T = unknown> = ColumnType<T, string, string>;
/** jsonb column with a default. */
type JsonDefault<T = unknown> = ColumnType<T, string | undefined, string>;
/** int8 column with a default. */
type Int8Default = ColumnType<string | number, number | string | undefined, number | string>;

export interface CompaniesTable {
  id: Int8Gen;
  name: string;
  email: string;
  phone: string | null;
  timezone: string;
  start_date: string | null;
  default_pay_period: string | null;
  address: Json<Record<string, unknown> | null> | null;
  plan: 'timetracking' | 'payroll' | 'premium';
  workweek_start: Generated<string>;
  daily_cutoff: Generated<string>;
  require_customer: Generated<boolean>;
  require_project: Generated<boolean>;
  sui_rates: ColumnType<Record<string, string>, string | undefined, string>;
  /** Breaks shorter than this are paid time worked (20–120, default 30). */
  min_unpaid_break_minutes: Generated<number>;
  /** Employer identification number, nine digits (migration 2026-11-26T1200_year_end). */
  ein: ColumnType<string | null, string | null | undefined, string | null>;
  /** State employer account numbers by state code (W-2 box 15). */
  state_tax_ids: ColumnType<Record<string, string>, string | undefined, string>;
  created_at: Ts;
  updated_at: Ts;
}
export interface ApiKeysTable {
  id: Int8Gen;
  company_id: Int8;
  prefix: string;
  key_hash: string;
  label: string | null;
  created_at: Ts;
  revoked_at: string | null;
}
export interface DepartmentsTable {
  company_id: Int8;
  id: Int8Gen;
  name: string;
  created_at: Ts;
}
export interface PayScheduleGroupsTable {
  company_id: Int8;
  id: Int8Gen;
  name: string;
  pay_frequency: 'weekly' | 'biweekly' | 'semimonthly' | 'monthly';
  anchor_start_date: string | null;
  payday_offset_days: Generated<number>;
  created_at: Ts;
}
export interface WorkplacesTable {
  company_id: Int8;
  id: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  postal_code: string;
  country: Generated<string>;
  active: Generated<boolean>;
  /** Pennsylvania Act 32 work-location PSD code (six digits), or null. */
  psd_code: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Ts;
}
export interface EmployeesTable {
  company_id: Int8;
  id: Int8Gen;
  /** Social Security number, AES-256-GCM sealed (src/platform/crypto/sealing.ts); never returned. */
  ssn_sealed: ColumnType<string | null, string | null | undefined, string | null>;
  ssn_last4: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the sealed number is: 'ssn' (or null) or a contractor's 'ein' (Form 1099-NEC TIN). */
  tin_type: ColumnType<'ssn' | 'ein' | null, 'ssn' | 'ein' | null | undefined, 'ssn' | 'ein' | null>;
  first_name: string;
  last_name: string;
  middle_name: string | null;
  email: string;
  nickname: string | null;
  dob: string | null;
  is_active: Generated<boolean>;
  status: string | null;
  onboarding_status: Generated<string>;
  start_date: string | null;
  dismissed_on: string | null;
  employment_type: 'admin' | 'employee' | 'contractor';
  timetrack_only: Generated<boolean>;
  contractor_type: string | null;
  mobile_phone: string | null;
  home_phone: string | null;
  department_id: Int8 | null;
  pay_schedule_group_id: Int8 | null;
  workplace_id: string | null;
  address: Json<Record<string, unknown> | null> | null;
  recovery_email: string | null;
  work_phone_ext: string | null;
  daily_time_limit: Numeric | null;
  weekly_time_limit: Numeric | null;
  paid_lunch_time: number | null;
  lunch_in_overtime: boolean | null;
  payment_method: Generated<string>;
  /** Writes to this employee's time records so far (the punch's optimistic check; migration 2026-11-25T0900). */
  punch_seq: Int8Default;
  created_at: Ts;
  updated_at: Ts;
}
export interface EmployeeEarningsTable {
  company_id: Int8;
  id: Int8Gen;
  employee_id: Int8;
  start_date: string;
  payment_unit: string | null;
  salary_type: string | null;
  payment_amount: Numeric | null;
  salary_cents: Int8 | null;
  overtime_amount: Numeric | null;
  default_hours: Numeric | null;
  pto_payment_amount: Numeric | null;
  created_at: Ts;
}
export interface EmployeeTaxSetupsTable {
  company_id: Int8;
  employee_id: Int8;
  federal: Json<Record<string, unknown> | null> | null;
  state: Json<Record<string, unknown> | null> | null;
  updated_at: Ts;
}
export interface EmployeeBenefitsTable {
  company_id: Int8;
  id: Int8Gen;
  employee_id: Int8;
  code: string;
  description: string;
  employee_amount_cents: Int8 | null;
  employee_percent: Numeric | null;
  company_amount_cents: Int8 | null;
  company_percent: Numeric | null;
  annual_limit_cents: Int8 | null;
  start_date: string;
  end_date: string | null;
  deleted_at: string | null;
  created_at: Ts;
}
export interface EmployeeDeductionsTable {
  company_id: Int8;
  id: Int8Gen;
  employee_id: Int8;
  code: string;
  description: string;
  amount_cents: Int8 | null;
  percent: Numeric | null;
  per_period_cap_cents: Int8 | null;
  total_cap_cents: Int8 | null;
  /** Support orders (15 U.S.C. §1673(b)(2)): the employee supports a second spouse or child. */
  supports_second_family: Generated<boolean>;
  /** Support orders: arrears older than 12 weeks (+5% of disposable earnings). */
  arrears_over_12_weeks: Generated<boolean>;
  start_date: string;
  end_date: string | null;
  deleted_at: string | null;
  created_at: Ts;
}
/** Direct-deposit accounts; numbers only sealed (AES-256-GCM) plus last four digits. */
export interface EmployeeBankAccountsTable {
  company_id: Int8;
  id: Int8Gen;
  employee_id: Int8;
  routing_number_sealed: string;
  routing_number_last4: string;
  account_number_sealed: string;
  account_number_last4: string;
  account_type: string;
  split_amount_cents: Int8 | null;
  split_percent: Numeric | null;
  deleted_at: string | null;
  created_at: Ts;
}
export interface CustomersTable {
  company_id: Int8;
  id: Int8Gen;
  name: string;
  is_disabled: Generated<boolean>;
  latitude: Numeric | null;
  longitude: Numeric | null;
  radius_meters: number | null;
  created_at: Ts;
}
export interface ProjectsTable {
  company_id: Int8;
  id: Int8Gen;
  name: string;
  customer_id: Int8 | null;
  is_disabled: Generated<boolean>;
  latitude: Numeric | null;
  longitude: Numeric | null;
  radius_meters: number | null;
  created_at: Ts;
}
export interface TimeRecordsTable {
  company_id: Int8;
  id: Int8Gen;
  employee_id: Int8;
  type: 'work' | 'break';
  start: string;
  end: string | null;
  missed_clockout: Generated<boolean>;
  clockin_source: string | null;
  clockout_source: string | null;
  start_location: Generated<string>;
  end_location: string | null;
  note: string | null;
  end_note: string | null;
  customer_id: Int8 | null;
  project_id: Int8 | null;
  start_coordinates: string | null;
  end_coordinates: string | null;
  expires_at: string | null;
  note_img_url: string | null;
  end_note_img_url: string | null;
  created_at: Ts;
  updated_at: Ts;
}
export interface AuditEventsTable {
  company_id: Int8;
  id: Int8Gen;
  resource_type: string;
  resource_id: string;
  action: string;
  actor: string;
  source: string | null;
  before: Json | null;
  after: Json | null;
  at: Ts;
}
export interface IdempotencyKeysTable {
  company_id: Int8;
  key: string;
  method: string;
  path: string;
  request_hash: string;
  status_code: number | null;
  response_body: string | null;
  response_type: string | null;
  created_at: Ts;
}
export interface PayrollsTable {
  company_id: Int8;
  id: string;
  type: 'regular' | 'off_cycle' | 'historical';
  status: string;
  pay_schedule_group_id: Int8 | null;
  start_date: string;
  end_date: string;
  payday: string;
  pay_frequency: string;
  engine_version: string | null;
  created_at: Ts;
  updated_at: Ts;
  approved_at: string | null;
  employee_gross_cents: Int8Default;
  employee_taxes_cents: Int8Default;
  employee_benefits_cents: Int8Default;
  post_tax_deductions_cents: Int8Default;
  reimbursements_cents: Int8Default;
  employee_net_cents: Int8Default;
  contractor_gross_cents: Int8Default;
  contractor_net_cents: Int8Default;
  company_taxes_cents: Int8Default;
  company_benefits_cents: Int8Default;
  liability_cents: Int8Default;
  cash_requirement_cents: Int8Default;
  employee_count: Generated<number>;
  contractor_count: Generated<number>;
  pay_engine_version: string | null;
  tax_engine_version: string | null;
  input_hash: string | null;
  warnings: JsonDefault;
  /** Off-cycle options (force_supplemental_withholding, apply_benefits, apply_post_tax_deductions), or null. */
  off_cycle_options: ColumnType<Record<string, boolean> | null, string | null | undefined, string | null>;
}
/** One paycheck: one person in one payroll (cents). */
export interface PaychecksTable {
  company_id: Int8;
  payroll_id: string;
  employee_id: Int8;
  payday: string;
  is_contractor: boolean;
  first_name: string;
  last_name: string;
  payment_method: string;
  note: string | null;
  workplace_id: string | null;
  workplace_state: string | null;
  department_id: Int8 | null;
  gross_cents: Int8;
  reimbursements_cents: Int8Default;
  employee_taxes_cents: Int8Default;
  company_taxes_cents: Int8Default;
  employee_benefits_cents: Int8Default;
  company_benefits_cents: Int8Default;
  post_tax_deductions_cents: Int8Default;
  net_cents: Int8;
  supplemental_cents: Int8Default;
  /** The paycheck's warnings in order, as `ledger_warnings` ids (ledger/paycheck-warnings.ts). */
  warning_ids: ColumnType<number[], number[] | string | undefined, number[] | string>;
  /** The lines in line order (docs/decisions/0014-compact-ledger.md): `ledger_keys` ids… */
  line_keys: ColumnType<number[], number[] | string | undefined, number[] | string>;
  /** …hours as seconds, taxable wages and amounts in cents (parallel arrays). */
  line_seconds: ColumnType<Array<string | null>, string | undefined, string>;
  line_wages: ColumnType<Array<string | null>, string | undefined, string>;
  line_amounts: ColumnType<string[], string | undefined, string>;
  /** Earning lines' own descriptions (null where the key's applies), parallel to the arrays above. */
  line_descriptions: ColumnType<Array<string | null>, string | undefined, string>;
  /** Version byte + entry, rates, reasons, punches, input lines (ledger/paycheck-detail.ts). */
  detail: ColumnType<Uint8Array, Uint8Array, Uint8Array>;
}
/** One line identity of a company's ledger (kind, code, description, …); `k` is its key text. */
export interface LedgerKeysTable {
  id: Generated<number>;
  company_id: Int8;
  k: string;
  kind: 'earning' | 'tax' | 'benefit' | 'deduction' | 'reimbursement';
  code: string;
  description: string | null;
  jurisdiction: string | null;
  payer: 'employee' | 'company';
  pre_tax: boolean | null;
  customer_id: Int8 | null;
  project_id: Int8 | null;
  source_id: string | null;
}
/** One distinct paycheck warning of a company (`w`: `{code, message}`), referenced by `paychecks.warning_ids`. */
export interface LedgerWarningsTable {
  company_id: Int8;
  id: Generated<number>;
  w: ColumnType<{ code: string; message: string }, string, string>;
}
/** The `pay_lines` VIEW (read-only): one line of a paycheck (cents; hours as seconds). */
export interface PayLinesTable {
  company_id: Int8;
  payroll_id: string;
  employee_id: Int8;
  payday: string;
  line_no: number;
  kind: 'earning' | 'tax' | 'benefit' | 'deduction' | 'reimbursement';
  code: string;
  description: string | null;
  jurisdiction: string | null;
  payer: 'employee' | 'company';
  pre_tax: boolean | null;
  customer_id: Int8 | null;
  project_id: Int8 | null;
  source_id: string | null;
  seconds: Int8 | null;
  taxable_wages_cents: Int8 | null;
  amount_cents: Int8;
}
/** A webhook endpoint of a company (secrets sealed; docs/webhooks.md). */
export interface WebhookEndpointsTable {
  company_id: Int8;
  id: Int8Gen;
  url: string;
  event_types: Json<string[]>;
  description: string | null;
  enabled: Generated<boolean>;
  disabled_reason: string | null;
  secret_sealed: string;
  previous_secret_sealed: string | null;
  previous_secret_expires_at: string | null;
  failing_since: string | null;
  created_at: string;
  updated_at: string;
}
/** The outbox and 30-day log of events; `payload` is the exact JSON body sent. */
export interface WebhookEventsTable {
  company_id: Int8;
  id: string;
  seq: Int8Gen;
  type: string;
  ordering_key: string | null;
  created_at: string;
  payload: string;
  dispatched: Generated<boolean>;
}
/** One event to one endpoint. */
export interface WebhookDeliveriesTable {
  company_id: Int8;
  id: Int8Gen;
  endpoint_id: Int8;
  event_id: string;
  event_type: string;
  event_seq: Int8;
  ordering_key: string | null;
  redelivery: Generated<boolean>;
  status: ColumnType<
    'pending' | 'retrying' | 'delivered' | 'failed',
    'pending' | 'retrying' | 'delivered' | 'failed' | undefined,
    'pending' | 'retrying' | 'delivered' | 'failed'
  >;
  attempts: Generated<number>;
  next_attempt_at: string | null;
  lease_token: string | null;
  leased_until: string | null;
  last_response_status: number | null;
  created_at: string;
  delivered_at: string | null;
  failed_at: string | null;
}
/** One attempt of a delivery. */
export interface WebhookAttemptsTable {
  company_id: Int8;
  delivery_id: Int8;
  attempt: number;
  started_at: string;
  finished_at: string | null;
  response_status: number | null;
  latency_ms: number | null;
  response_body: string | null;
  error: string | null;
}

/** One direct-deposit split of a paycheck (cents), in deposit order. */
export interface PaycheckDepositsTable {
  company_id: Int8;
  payroll_id: string;
  employee_id: Int8;
  seq: number;
  bank_account_id: Int8;
  amount_cents: Int8;
}

// ── Time off (migration 2026-11-26T1100_time_off; src/modules/time-off) ──
/** A time-off policy of a company (durations in seconds, rates in hours). */
export interface TimeOffPoliciesTable {
  company_id: Int8;
  id: Int8Gen;
  name: string;
  kind: 'pto' | 'vacation' | 'sick' | 'holiday' | 'unpaid';
  accrual_method: 'per_hour_worked' | 'per_pay_period' | 'annual_front_load' | 'none';
  accrual_hours: ColumnType<string, string | number | undefined, string | number>;
  per_hours_worked: Numeric | null;
  front_load_on: 'january_1' | 'anniversary' | null;
  accrual_rounding: Generated<'second' | 'hundredth_hour' | 'quarter_hour'>;
  max_balance_seconds: Int8 | null;
  max_accrued_per_year_seconds: Int8 | null;
  max_used_per_year_seconds: Int8 | null;
  carryover_limit_seconds: Int8 | null;
  waiting_period_days: Generated<number>;
  overtime_accrues: Generated<boolean>;
  allow_negative: Generated<boolean>;
  payout_on_termination: Generated<boolean>;
  auto_enroll: Generated<boolean>;
  is_archived: Generated<boolean>;
  created_at: string;
  updated_at: string;
}
/** One person enrolled in one policy. */
export interface TimeOffEnrollmentsTable {
  company_id: Int8;
  policy_id: Int8;
  employee_id: Int8;
  created_at: string;
}
/** A time-off request (dates company-local, hours as seconds). */
export interface TimeOffRequestsTable {
  company_id: Int8;
  id: Int8Gen;
  employee_id: Int8;
  policy_id: Int8;
  start_date: string;
  end_date: string;
  seconds_per_day: number;
  include_weekends: Generated<boolean>;
  total_seconds: Int8;
  status: 'pending' | 'approved' | 'denied' | 'cancelled';
  note: string | null;
  paid_payroll_id: string | null;
  created_by: string;
  decided_by: string | null;
  created_at: string;
  decided_at: string | null;
}
/** One entry of the time-off balance ledger (signed seconds). */
export interface TimeOffEntriesTable {
  company_id: Int8;
  id: Int8Gen;
  employee_id: Int8;
  policy_id: Int8;
  kind: 'accrual' | 'use' | 'adjustment' | 'carryover' | 'expiry' | 'payout' | 'reversal';
  seconds: Int8;
  effective_date: string;
  payroll_id: string | null;
  request_id: Int8 | null;
  reverses_id: Int8 | null;
  actor: string;
  note: string | null;
  created_at: string;
}
/** A queued time-off posting of an approved payroll (migration 2026-11-28T0100_time_off_postings). */
export interface TimeOffPostingsTable {
  company_id: Int8;
  id: Int8Gen;
  payroll_id: string;
  state: 'pending' | 'posted' | 'cancelled';
  created_at: string;
  posted_at: string | null;
}
/** A company holiday (company-local date). */
export interface TimeOffHolidaysTable {
  company_id: Int8;
  date: string;
  name: string;
}
/** A year whose holiday list the company has set (else the federal holidays apply). */
export interface TimeOffHolidayYearsTable {
  company_id: Int8;
  year: number;
}

/** A component token (issue 23): only its SHA-256 is stored; `employee_id` set for scope employee. */
export interface ComponentTokensTable {
  company_id: Int8;
  prefix: string;
  token_hash: string;
  scope: 'employee' | 'admin';
  employee_id: Int8 | null;
  key_prefix: string;
  created_at: string;
  expires_at: string;
}

/** A browser origin allowed to call the API with the company's component tokens (CORS). */
export interface ComponentOriginsTable {
  company_id: Int8;
  origin: string;
  created_at: string;
}

/** The whole database. */
export interface DB {
  companies: CompaniesTable;
  api_keys: ApiKeysTable;
  departments: DepartmentsTable;
  pay_schedule_groups: PayScheduleGroupsTable;
  workplaces: WorkplacesTable;
  employees: EmployeesTable;
  employee_earnings: EmployeeEarningsTable;
  employee_tax_setups: EmployeeTaxSetupsTable;
  employee_benefits: EmployeeBenefitsTable;
  employee_deductions: EmployeeDeductionsTable;
  employee_bank_accounts: EmployeeBankAccountsTable;
  customers: CustomersTable;
  projects: ProjectsTable;
  time_records: TimeRecordsTable;
  audit_events: AuditEventsTable;
  idempotency_keys: IdempotencyKeysTable;
  payrolls: PayrollsTable;
  paychecks: PaychecksTable;
  pay_lines: PayLinesTable;
  ledger_keys: LedgerKeysTable;
  ledger_warnings: LedgerWarningsTable;
  paycheck_deposits: PaycheckDepositsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  // time off (src/modules/time-off)
  time_off_policies: TimeOffPoliciesTable;
  time_off_enrollments: TimeOffEnrollmentsTable;
  time_off_requests: TimeOffRequestsTable;
  time_off_entries: TimeOffEntriesTable;
  time_off_postings: TimeOffPostingsTable;
  time_off_holidays: TimeOffHolidaysTable;
  time_off_holiday_years: TimeOffHolidayYearsTable;
  component_tokens: ComponentTokensTable;
  component_origins: ComponentOriginsTable;
}
