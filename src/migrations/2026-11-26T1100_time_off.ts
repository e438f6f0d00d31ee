/**
 * Time off (docs/time-off.md): policies (PTO, vacation, sick, holiday, unpaid), who is enrolled in
 * each, the balance ledger (every accrual, use, adjustment, expiry and payout is one row with its
 * source; a balance is a sum), requests, and the company's holiday calendar. Durations are integer
 * seconds; dates are company-local `date`s. Tenant tables keep `company_id` first in every key.
 * Frozen once shipped; never imports application code.
 *
 * - `time_off_entries.reverses_id` is unique: reopening a payroll writes one reversing row per
 *   posted row, never two.
 * - `time_off_entries_one_expiry`: one year-end expiry per person, policy and year.
 */
import { sql, type Kysely } from 'kysely';

const UP = [
  `create table time_off_policies (
      company_id bigint not null references companies(id),
      id bigint generated always as identity,
      name text not null,
      kind text not null check (kind in ('pto','vacation','sick','holiday','unpaid')),
      accrual_method text not null
        check (accrual_method in ('per_hour_worked','per_pay_period','annual_front_load','none')),
      accrual_hours numeric(10,4) not null default 0 check (accrual_hours >= 0),
      per_hours_worked numeric(10,4) check (per_hours_worked > 0),
      front_load_on text check (front_load_on in ('january_1','anniversary')),
      accrual_rounding text not null default 'second'
        check (accrual_rounding in ('second','hundredth_hour','quarter_hour')),
      max_balance_seconds bigint check (max_balance_seconds >= 0),
      max_accrued_per_year_seconds bigint check (max_accrued_per_year_seconds >= 0),
      max_used_per_year_seconds bigint check (max_used_per_year_seconds >= 0),
      carryover_limit_seconds bigint check (carryover_limit_seconds >= 0),
      waiting_period_days integer not null default 0 check (waiting_period_days >= 0),
      overtime_accrues boolean not null default true,
      allow_negative boolean not null default false,
      payout_on_termination boolean not null default false,
      auto_enroll boolean not null default true,
      is_archived boolean not null default false,
      created_at timestamptz(3) not null,
      updated_at timestamptz(3) not null,
      primary key (company_id, id)
    )`,
  `create unique index time_off_policies_name on time_off_policies(company_id, lower(name))`,
  `create table time_off_enrollments (
      company_id bigint not null,
      policy_id bigint not null,
      employee_id bigint not null,
      created_at timestamptz(3) not null,
      primary key (company_id, policy_id, employee_id),
      foreign key (company_id, policy_id) references time_off_policies(company_id, id),
      foreign key (company_id, employee_id) references employees(company_id, id)
    )`,
  `create index time_off_enrollments_employee on time_off_enrollments(company_id, employee_id)`,
  `create table time_off_requests (
      company_id bigint not null,
      id bigint generated always as identity,
      employee_id bigint not null,
      policy_id bigint not null,
      start_date date not null,
      end_date date not null,
      seconds_per_day integer not null check (seconds_per_day > 0 and seconds_per_day <= 86400),
      include_weekends boolean not null default false,
      total_seconds bigint not null check (total_seconds >= 0),
      status text not null check (status in ('pending','approved','denied','cancelled')),
      note text,
      paid_payroll_id text,
      created_by text not null,
      decided_by text,
      created_at timestamptz(3) not null,
      decided_at timestamptz(3),
      primary key (company_id, id),
      check (end_date >= start_date),
      foreign key (company_id, policy_id) references time_off_policies(company_id, id),
      foreign key (company_id, employee_id) references employees(company_id, id)
    )`,
  `create index time_off_requests_employee on time_off_requests(company_id, employee_id, start_date)`,
  `create table time_off_entries (
      company_id bigint not null,
      id bigint generated always as identity,
      employee_id bigint not null,
      policy_id bigint not null,
      kind text not null
        check (kind in ('accrual','use','adjustment','carryover','expiry','payout','reversal')),
      seconds bigint not null,
      effective_date date not null,
      payroll_id text,
      request_id bigint,
      reverses_id bigint,
      actor text not null,
      note text,
      created_at timestamptz(3) not null,
      primary key (company_id, id),
      foreign key (company_id, policy_id) references time_off_policies(company_id, id),
      foreign key (company_id, employee_id) references employees(company_id, id)
    )`,
  `create index time_off_entries_balance on time_off_entries(company_id, employee_id, policy_id, effective_date)`,
  `create index time_off_entries_payroll on time_off_entries(company_id, payroll_id) where payroll_id is not null`,
  `create unique index time_off_entries_reverses on time_off_entries(company_id, reverses_id)
      where reverses_id is not null`,
  `create unique index time_off_entries_one_expiry on time_off_entries(company_id, policy_id, employee_id, effective_date)
      where kind = 'expiry'`,
  `create table time_off_holidays (
      company_id bigint not null references companies(id),
      date date not null,
      name text not null,
      primary key (company_id, date)
    )`,
  `create table time_off_holiday_years (
      company_id bigint not null references companies(id),
      year integer not null,
      primary key (company_id, year)
    )`,
];

/** Applies the migration. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of UP) await sql.raw(s).execute(db);
}

/** Reverts the migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'time_off_holiday_years',
    'time_off_holidays',
    'time_off_entries',
    'time_off_requests',
    'time_off_enrollments',
    'time_off_policies',
  ]) {
    await sql.raw(`drop table ${t}`).execute(db);
  }
}
