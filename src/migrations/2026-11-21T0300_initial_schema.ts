/**
 * Initial schema. Every tenant table carries `company_id`, and its primary key and unique
 * constraints start with it, so tables can be distributed by `company_id` (docs/scaling.md).
 * Money is integer cents (`bigint`); hourly rates and multipliers are `numeric`; instants are
 * `timestamptz(3)`; calendar dates are `date`. PostgreSQL 15 features only.
 * Frozen: never edit after it has shipped; add a new migration instead.
 */
import { sql, type Kysely } from 'kysely';

const SCHEMA = `
create table companies (
  id bigint generated always as identity primary key,
  name text not null,
  email text not null,
  phone text,
  timezone text not null default 'America/Los_Angeles',
  start_date date,
  default_pay_period text,
  address jsonb,
  plan text not null check (plan in ('timetracking','payroll','premium')),
  workweek_start text not null default 'sunday' check (workweek_start in ('sunday','monday','tuesday','wednesday','thursday','friday','saturday')),
  daily_cutoff text not null default '04:00',
  require_customer boolean not null default false,
  require_project boolean not null default false,
  sui_rates jsonb not null default '{}'::jsonb,
  created_at timestamptz(3) not null default now(),
  updated_at timestamptz(3) not null default now()
);

-- Reference table (looked up by prefix before the company is known); in Citus a reference table.
create table api_keys (
  id bigint generated always as identity primary key,
  company_id bigint not null references companies(id),
  prefix text not null unique,
  key_hash text not null,
  label text,
  created_at timestamptz(3) not null default now(),
  revoked_at timestamptz(3)
);
create index api_keys_company on api_keys(company_id);

create table departments (
  company_id bigint not null references companies(id),
  id bigint generated always as identity,
  name text not null,
  created_at timestamptz(3) not null default now(),
  primary key (company_id, id)
);
create unique index departments_name on departments(company_id, lower(name));

create table pay_schedule_groups (
  company_id bigint not null references companies(id),
  id bigint generated always as identity,
  name text not null,
  pay_frequency text not null check (pay_frequency in ('weekly','biweekly','semimonthly','monthly')),
  anchor_start_date date,
  payday_offset_days integer not null default 5 check (payday_offset_days between 0 and 31),
  created_at timestamptz(3) not null default now(),
  primary key (company_id, id)
);

create table workplaces (
  company_id bigint not null references companies(id),
  id text not null,
  line1 text not null,
  line2 text,
  city text not null,
  state text not null,
  postal_code text not null,
  country text not null default 'US',
  active boolean not null default true,
  created_at timestamptz(3) not null default now(),
  primary key (company_id, id)
);

create table employees (
  company_id bigint not null references companies(id),
  id bigint generated always as identity,
  first_name text not null,
  last_name text not null,
  middle_name text,
  email text not null,
  nickname text,
  dob date,
  is_active boolean not null default true,
  status text,
  onboarding_status text not null default 'completed' check (onboarding_status in ('completed','needs_attention','blocking')),
  start_date date,
  dismissed_on date,
  employment_type text not null check (employment_type in ('admin','employee','contractor')),
  timetrack_only boolean not null default false,
  contractor_type text,
  mobile_phone text,
  home_phone text,
  department_id bigint,
  pay_schedule_group_id bigint,
  workplace_id text,
  address jsonb,
  recovery_email text,
  work_phone_ext text,
  daily_time_limit numeric(6,2),
  weekly_time_limit numeric(6,2),
  paid_lunch_time integer,
  lunch_in_overtime boolean,
  payment_method text not null default 'direct_deposit' check (payment_method in ('direct_deposit','manual')),
  created_at timestamptz(3) not null default now(),
  updated_at timestamptz(3) not null default now(),
  primary key (company_id, id),
  foreign key (company_id, department_id) references departments(company_id, id),
  foreign key (company_id, pay_schedule_group_id) references pay_schedule_groups(company_id, id),
  foreign key (company_id, workplace_id) references workplaces(company_id, id)
);
create unique index employees_email_role on employees(company_id, email, employment_type);
create index employees_group on employees(company_id, pay_schedule_group_id);

create table employee_earnings (
  company_id bigint not null,
  id bigint generated always as identity,
  employee_id bigint not null,
  start_date date not null,
  payment_unit text check (payment_unit in ('hour','salary','hourly_salary','yearly','weekly','biweekly','monthly')),
  salary_type text check (salary_type in ('yearly','quarterly','monthly','semimonthly','weekly','biweekly')),
  payment_amount numeric(14,4),
  salary_cents bigint,
  overtime_amount numeric(8,4),
  default_hours numeric(6,2),
  pto_payment_amount numeric(14,4),
  created_at timestamptz(3) not null default now(),
  primary key (company_id, id),
  foreign key (company_id, employee_id) references employees(company_id, id)
);
create index employee_earnings_emp on employee_earnings(company_id, employee_id, start_date desc, id desc);

create table employee_tax_setups (
  company_id bigint not null,
  employee_id bigint not null,
  federal jsonb,
  state jsonb,
  updated_at timestamptz(3) not null default now(),
  primary key (company_id, employee_id),
  foreign key (company_id, employee_id) references employees(company_id, id)
);

create table employee_benefits (
  company_id bigint not null,
  id bigint generated always as identity,
  employee_id bigint not null,
  code text not null check (code in ('401k','403b','roth_401k','section125_medical','section125_dental','section125_vision','hsa')),
  description text not null,
  employee_amount_cents bigint,
  employee_percent numeric(7,4),
  company_amount_cents bigint,
  company_percent numeric(7,4),
  annual_limit_cents bigint,
  start_date date not null,
  end_date date,
  deleted_at timestamptz(3),
  created_at timestamptz(3) not null default now(),
  primary key (company_id, id),
  foreign key (company_id, employee_id) references employees(company_id, id)
);
create index employee_benefits_emp on employee_benefits(company_id, employee_id);

create table employee_deductions (
  company_id bigint not null,
  id bigint generated always as identity,
  employee_id bigint not null,
  code text not null check (code in ('child_support','garnishment','loan_repayment','other')),
  description text not null,
  amount_cents bigint,
  percent numeric(7,4),
  per_period_cap_cents bigint,
  total_cap_cents bigint,
  start_date date not null,
  end_date date,
  deleted_at timestamptz(3),
  created_at timestamptz(3) not null default now(),
  primary key (company_id, id),
  foreign key (company_id, employee_id) references employees(company_id, id)
);
create index employee_deductions_emp on employee_deductions(company_id, employee_id);

create table customers (
  company_id bigint not null references companies(id),
  id bigint generated always as identity,
  name text not null,
  is_disabled boolean not null default false,
  latitude numeric(9,6),
  longitude numeric(9,6),
  radius_meters integer,
  created_at timestamptz(3) not null default now(),
  primary key (company_id, id)
);

create table projects (
  company_id bigint not null references companies(id),
  id bigint generated always as identity,
  name text not null,
  customer_id bigint,
  is_disabled boolean not null default false,
  latitude numeric(9,6),
  longitude numeric(9,6),
  radius_meters integer,
  created_at timestamptz(3) not null default now(),
  primary key (company_id, id),
  foreign key (company_id, customer_id) references customers(company_id, id)
);
create index projects_customer on projects(company_id, customer_id);

create table time_records (
  company_id bigint not null,
  id bigint generated always as identity,
  employee_id bigint not null,
  type text not null check (type in ('work','break')),
  start timestamptz(3) not null,
  "end" timestamptz(3),
  missed_clockout boolean not null default false,
  clockin_source text,
  clockout_source text,
  start_location text not null default '',
  end_location text,
  note text,
  end_note text,
  customer_id bigint,
  project_id bigint,
  start_coordinates text,
  end_coordinates text,
  expires_at timestamptz(3),
  note_img_url text,
  end_note_img_url text,
  created_at timestamptz(3) not null default now(),
  updated_at timestamptz(3) not null default now(),
  primary key (company_id, id),
  foreign key (company_id, employee_id) references employees(company_id, id),
  foreign key (company_id, customer_id) references customers(company_id, id),
  foreign key (company_id, project_id) references projects(company_id, id),
  check ("end" is null or "end" > start)
);
-- The time clock's invariant: at most one active record per employee.
create unique index time_records_one_active on time_records(company_id, employee_id) where "end" is null;
create index time_records_emp_start on time_records(company_id, employee_id, start);
create index time_records_start on time_records(company_id, start, id);
create index time_records_expiring on time_records(expires_at) where "end" is null;

create table audit_events (
  company_id bigint not null,
  id bigint generated always as identity,
  resource_type text not null,
  resource_id text not null,
  action text not null,
  actor text not null,
  source text,
  before jsonb,
  after jsonb,
  at timestamptz(3) not null default now(),
  primary key (company_id, id)
);
create index audit_events_resource on audit_events(company_id, resource_type, resource_id, id);

create table idempotency_keys (
  company_id bigint not null,
  key text not null,
  method text not null,
  path text not null,
  request_hash text not null,
  status_code integer,
  response_body text,
  response_type text,
  created_at timestamptz(3) not null default now(),
  primary key (company_id, key)
);
create index idempotency_keys_created on idempotency_keys(created_at);

create table payrolls (
  company_id bigint not null references companies(id),
  id text not null,
  type text not null check (type in ('regular','off_cycle')),
  status text not null check (status in ('draft','pending','processing','paid','failed','reopened','skipped')),
  pay_schedule_group_id bigint,
  start_date date not null,
  end_date date not null,
  payday date not null,
  pay_frequency text not null,
  body jsonb not null,
  preview jsonb,
  items jsonb,
  engine_version text,
  created_at timestamptz(3) not null default now(),
  updated_at timestamptz(3) not null default now(),
  approved_at timestamptz(3),
  primary key (company_id, id),
  foreign key (company_id, pay_schedule_group_id) references pay_schedule_groups(company_id, id)
);
create unique index payrolls_one_regular on payrolls(company_id, pay_schedule_group_id, start_date, end_date) where type = 'regular';
create index payrolls_payday on payrolls(company_id, payday);

-- One row per person per payroll: what the payroll paid them (feeds YTD and the period lock).
create table payroll_items (
  company_id bigint not null,
  payroll_id text not null,
  employee_id bigint not null,
  payday date not null,
  gross_cents bigint not null,
  net_cents bigint not null,
  supplemental_cents bigint not null default 0,
  taxes jsonb not null default '[]'::jsonb,
  benefits jsonb not null default '[]'::jsonb,
  deductions jsonb not null default '[]'::jsonb,
  primary key (company_id, payroll_id, employee_id),
  foreign key (company_id, payroll_id) references payrolls(company_id, id) on delete cascade
);
create index payroll_items_emp on payroll_items(company_id, employee_id, payday);
`;

export async function up(db: Kysely<any>): Promise<void> {
  // One statement per query: PGlite's extended protocol takes a single statement.
  for (const stmt of SCHEMA.split(/;\s*\n/)
    .map((x) => x.trim())
    .filter((x) => x.length > 0)) {
    await sql.raw(stmt).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists payroll_items, payrolls, idempotency_keys, audit_events, time_records, projects, customers,
    employee_deductions, employee_benefits, employee_tax_setups, employee_earnings, employees, workplaces,
    pay_schedule_groups, departments, api_keys, companies cascade`.execute(db);
}
