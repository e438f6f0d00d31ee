/**
 * Payments (docs/payments.md): the company's ACH origination settings (company identification and
 * the offset account sealed like bank account numbers), the NACHA files generated per payroll and
 * their entries with trace numbers and status, the payment status of each paycheck, prenotes of
 * bank accounts (each file keeps the settings it was written with, sealed, so that it is written
 * again byte for byte), the manual check register, and the tax-deposit notices already sent. Keys led by
 * company_id. Frozen once shipped.
 */
import { sql, type Kysely } from 'kysely';

const UP = [
  `create table company_payment_settings (
      company_id bigint not null primary key references companies(id),
      odfi_routing text not null check (odfi_routing ~ '^[0-9]{9}$'),
      immediate_destination text not null check (immediate_destination ~ '^[0-9]{9}$'),
      immediate_destination_name text not null,
      immediate_origin text not null check (length(immediate_origin) = 10),
      immediate_origin_name text not null,
      company_name text not null,
      company_identification_sealed text not null,
      company_identification_last4 text not null,
      entry_description text not null default 'PAYROLL',
      balanced boolean not null default false,
      offset_routing text check (offset_routing ~ '^[0-9]{9}$'),
      offset_account_sealed text,
      offset_account_last4 text,
      offset_account_type text check (offset_account_type in ('checking','savings')),
      prenote_days smallint not null default 3 check (prenote_days between 0 and 30),
      next_check_number bigint not null default 1001 check (next_check_number > 0),
      next_trace_sequence bigint not null default 1,
      updated_at timestamptz(3) not null,
      check (not balanced or (offset_routing is not null and offset_account_sealed is not null))
    )`,
  `create table payment_files (
      company_id bigint not null,
      id bigint generated always as identity,
      payroll_id text not null,
      file_date date not null,
      file_id_modifier text not null check (file_id_modifier ~ '^[A-Z0-9]$'),
      creation_time text not null check (creation_time ~ '^[0-9]{4}$'),
      effective_entry_date date not null,
      entry_count integer not null,
      total_credit_cents bigint not null,
      total_debit_cents bigint not null,
      settings_sealed text not null,
      superseded boolean not null default false,
      created_at timestamptz(3) not null,
      primary key (company_id, id),
      unique (company_id, file_date, file_id_modifier),
      foreign key (company_id, payroll_id) references payrolls(company_id, id) on delete cascade
    )`,
  `create index payment_files_payroll on payment_files(company_id, payroll_id)`,
  `create table payment_entries (
      company_id bigint not null,
      payroll_id text not null,
      seq integer not null,
      kind text not null check (kind in ('credit','prenote','offset')),
      employee_id bigint,
      bank_account_id bigint,
      transaction_code smallint not null,
      amount_cents bigint not null check (amount_cents >= 0),
      individual_name text not null,
      trace_number text not null,
      status text not null default 'sent' check (status in ('sent','settled','returned')),
      return_code text,
      status_at timestamptz(3),
      primary key (company_id, payroll_id, seq),
      unique (company_id, trace_number),
      foreign key (company_id, payroll_id) references payrolls(company_id, id) on delete cascade,
      foreign key (company_id, bank_account_id) references employee_bank_accounts(company_id, id)
    )`,
  `create table paycheck_payments (
      company_id bigint not null,
      payroll_id text not null,
      employee_id bigint not null,
      method text not null check (method in ('direct_deposit','check')),
      status text not null check (status in ('pending','sent','settled','returned','check_issued')),
      return_code text,
      warning text,
      updated_at timestamptz(3) not null,
      primary key (company_id, payroll_id, employee_id),
      foreign key (company_id, payroll_id, employee_id)
        references paychecks(company_id, payroll_id, employee_id) on delete cascade
    )`,
  `create table bank_account_prenotes (
      company_id bigint not null,
      bank_account_id bigint not null,
      payroll_id text,
      sent_on date not null,
      usable_on date not null,
      status text not null default 'sent' check (status in ('sent','returned')),
      return_code text,
      primary key (company_id, bank_account_id),
      foreign key (company_id, bank_account_id) references employee_bank_accounts(company_id, id)
    )`,
  `create table manual_checks (
      company_id bigint not null,
      id bigint generated always as identity,
      payroll_id text not null,
      employee_id bigint not null,
      check_number bigint not null,
      amount_cents bigint not null check (amount_cents >= 0),
      payee_name text not null,
      issued_on date not null,
      reason text not null check (reason in ('manual_payment','reissue','prenote_pending')),
      void boolean not null default false,
      created_at timestamptz(3) not null,
      primary key (company_id, id),
      unique (company_id, check_number),
      foreign key (company_id, payroll_id, employee_id)
        references paychecks(company_id, payroll_id, employee_id)
    )`,
  `create table tax_deposit_notices (
      company_id bigint not null references companies(id),
      due_date date not null,
      tax text not null,
      jurisdiction text not null,
      sent_at timestamptz(3) not null,
      primary key (company_id, due_date, tax, jurisdiction)
    )`,
];

/** Applies the migration (one statement per query: PGlite's extended protocol takes one). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of UP) await sql.raw(stmt).execute(db);
}

/** Reverts the migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'tax_deposit_notices',
    'manual_checks',
    'bank_account_prenotes',
    'paycheck_payments',
    'payment_entries',
    'payment_files',
    'company_payment_settings',
  ]) {
    await sql.raw(`drop table ${t}`).execute(db);
  }
}
