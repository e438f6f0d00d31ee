/**
 * The invite and earning rules of docs/api-conventions.md §3, as pure functions over the request body (shared by
 * `POST /employees`, `POST /employees/:id/earnings`, `PATCH /employees/:id` and the CSV import).
 * Errors are collected in a {@link Checker} with API field names (`address.state`, `salary`).
 * Money: dollars in → integer cents out (salary); rates and multipliers → exact decimal strings.
 */
import type { Plan } from '../../platform/auth/auth.plugin.js';
import { invalid } from '../../shared/errors.js';
import { Checker, show } from './validation.js';

/** payment_unit values (docs/api-conventions.md §2.3). */
export const PAYMENT_UNITS = [
  'hour',
  'salary',
  'hourly_salary',
  'yearly',
  'weekly',
  'biweekly',
  'monthly',
] as const;
/** salary_type values (docs/api-conventions.md §2.3). */
export const SALARY_TYPES = ['yearly', 'quarterly', 'monthly', 'semimonthly', 'weekly', 'biweekly'] as const;
/** Units paid by the hour (need payment_amount and overtime_amount). */
export const HOURLY_UNITS: ReadonlySet<string> = new Set(['hour', 'hourly_salary']);
/** Units paid a salary (need salary_type and salary). */
export const SALARIED_UNITS: ReadonlySet<string> = new Set([
  'salary',
  'hourly_salary',
  'yearly',
  'weekly',
  'biweekly',
  'monthly',
]);

/** The earning fields of a body (dollars, rates and multipliers as JSON numbers). */
export interface EarningInput {
  payment_unit?: string | null;
  salary_type?: string | null;
  payment_amount?: number | null;
  salary?: number | null;
  overtime_amount?: number | null;
  default_hours?: number | null;
  pto_payment_amount?: number | null;
}

/** Earning fields of a body that are pay fields (not allowed on the timetracking plan). */
export const EARNING_FIELDS = [
  'payment_unit',
  'salary_type',
  'payment_amount',
  'salary',
  'overtime_amount',
  'default_hours',
  'pto_payment_amount',
] as const;
/** Every pay field of an invite. */
export const PAY_FIELDS = [...EARNING_FIELDS, 'payment_method'] as const;

/** Column values of one earning record (salary in cents; decimals as exact strings). */
export interface EarningValues {
  payment_unit: string;
  salary_type: string | null;
  payment_amount: string | null;
  salary_cents: number | null;
  overtime_amount: string | null;
  default_hours: string | null;
  pto_payment_amount: string | null;
}

const present = <T>(v: T | null | undefined): v is T => v !== undefined && v !== null;

/**
 * Checks one earning: `hour` needs `payment_amount` (≥ 0, ≤ 4 decimals) and `overtime_amount`
 * (≥ 1.5); salaried units need `salary_type` and `salary` (dollars ≥ 0, ≤ 2 decimals);
 * `hourly_salary` needs both. Returns the column values (null when an error was recorded).
 */
export function checkEarning(c: Checker, e: EarningInput): EarningValues | null {
  const before = c.errors.length;
  const unit = e.payment_unit;
  if (!present(unit)) {
    c.add('payment_unit', 'is required');
    return null;
  }
  if (!(PAYMENT_UNITS as readonly string[]).includes(unit)) {
    c.add('payment_unit', `${show(unit)} must be one of ${PAYMENT_UNITS.join(', ')}`);
  }
  const hourly = HOURLY_UNITS.has(unit);
  const salaried = SALARIED_UNITS.has(unit);
  if (hourly && !present(e.payment_amount)) {
    c.add('payment_amount', `is required when payment_unit is ${unit}`);
  }
  if (hourly && !present(e.overtime_amount)) {
    c.add('overtime_amount', `is required when payment_unit is ${unit}`);
  }
  if (salaried && !present(e.salary_type)) c.add('salary_type', `is required when payment_unit is ${unit}`);
  if (salaried && !present(e.salary)) c.add('salary', `is required when payment_unit is ${unit}`);
  if (present(e.salary_type) && !(SALARY_TYPES as readonly string[]).includes(e.salary_type)) {
    c.add('salary_type', `${show(e.salary_type)} must be one of ${SALARY_TYPES.join(', ')}`);
  }
  const v: EarningValues = {
    payment_unit: unit,
    salary_type: e.salary_type ?? null,
    payment_amount: present(e.payment_amount)
      ? c.decimal('payment_amount', e.payment_amount, 0, 1_000_000_000, 4)
      : null,
    salary_cents: present(e.salary) ? c.dollars('salary', e.salary) : null,
    overtime_amount: present(e.overtime_amount)
      ? c.decimal('overtime_amount', e.overtime_amount, hourly ? 1.5 : 1, 10, 4)
      : null,
    default_hours: present(e.default_hours) ? c.decimal('default_hours', e.default_hours, 0, 168, 2) : null,
    pto_payment_amount: present(e.pto_payment_amount)
      ? c.decimal('pto_payment_amount', e.pto_payment_amount, 0, 1_000_000_000, 4)
      : null,
  };
  return c.errors.length === before ? v : null;
}

/** Home address as sent (docs/api-conventions.md §2.1). */
export interface AddressInput {
  address_line_1: string;
  address_line_2?: string | null;
  city: string;
  state: string;
  zip: string;
  country?: string;
}

/** Checks an address (valid two-letter US state, ZIP) and returns the stored shape (country "US"). */
export function checkAddress(c: Checker, a: AddressInput, prefix = 'address'): Record<string, unknown> {
  c.state(`${prefix}.state`, a.state);
  c.zip(`${prefix}.zip`, a.zip);
  if (a.country !== undefined && a.country !== 'US') {
    c.add(`${prefix}.country`, `${show(a.country)} is not supported; only US addresses`);
  }
  return {
    address_line_1: a.address_line_1.trim(),
    address_line_2: a.address_line_2 ?? null,
    city: a.city.trim(),
    state: a.state,
    zip: a.zip,
    country: 'US',
  };
}

/** The invite body (POST /employees), see the route schema. */
export interface InviteInput extends EarningInput {
  first_name: string;
  last_name: string;
  email: string;
  employment_type: string;
  start_date: string;
  middle_name?: string | null;
  nickname?: string | null;
  dob?: string | null;
  mobile_phone?: string | null;
  home_phone?: string | null;
  work_phone_ext?: string | null;
  recovery_email?: string | null;
  address?: AddressInput | null;
  department_id?: number | null;
  pay_schedule_group_id?: number | null;
  workplace_id?: string | null;
  contractor_type?: string | null;
  timetrack_only?: boolean | null;
  daily_time_limit?: number | null;
  weekly_time_limit?: number | null;
  paid_lunch_time?: number | null;
  lunch_in_overtime?: boolean | null;
  payment_method?: string | null;
}

/**
 * The invite body with Friday's `workplace` folded into `workplace_id` (docs/compatibility.md):
 * either name may carry the workplace id; both given with different values is a 400 naming
 * `workplace`. Returns a new body without `workplace`.
 * @throws DomainError 400 `validation_failed` when `workplace` and `workplace_id` disagree.
 */
export function foldWorkplaceAlias<T extends { workplace?: string | null; workplace_id?: string | null }>(
  body: T,
): Omit<T, 'workplace'> {
  const { workplace, ...rest } = body;
  if (!present(workplace)) return rest;
  if (present(rest.workplace_id) && rest.workplace_id !== workplace) {
    throw invalid(
      'workplace',
      `${show(workplace)} differs from workplace_id ${show(rest.workplace_id)}; send one of them (workplace is an alias of workplace_id)`,
    );
  }
  return { ...rest, workplace_id: workplace };
}

/**
 * Why a workplace is needed: it decides the state and local withholding of an employee's paychecks
 * (docs/tax-coverage.md). A contractor has no withholding, so, as in Friday's invite, needs none.
 */
export const WORKPLACE_REQUIRED = 'is required for an employee on payroll (not timetrack_only)';

/** Employee column values produced by {@link checkInvite} (references still to be resolved). */
export interface InviteValues {
  first_name: string;
  last_name: string;
  middle_name: string | null;
  email: string;
  nickname: string | null;
  dob: string | null;
  employment_type: 'admin' | 'employee' | 'contractor';
  start_date: string;
  timetrack_only: boolean;
  contractor_type: string | null;
  mobile_phone: string | null;
  home_phone: string | null;
  work_phone_ext: string | null;
  recovery_email: string | null;
  address: Record<string, unknown> | null;
  department_id: number | null;
  pay_schedule_group_id: number | null;
  workplace_id: string | null;
  daily_time_limit: string | null;
  weekly_time_limit: string | null;
  paid_lunch_time: number | null;
  lunch_in_overtime: boolean | null;
  payment_method: 'direct_deposit' | 'manual';
}

/**
 * The invite rules of docs/api-conventions.md §3 by plan. `timetracking`: only admin/employee and no pay fields.
 * `payroll`/`premium`: an employee or contractor that is not `timetrack_only` needs `payment_unit`,
 * and an employee also `workplace_id` (a contractor has no withholding to place). `contractor_type` only for contractors. `today` is the company-local date
 * (dob must not be in the future). Returns the employee values and the first earning (or null).
 */
export function checkInvite(
  c: Checker,
  b: InviteInput,
  plan: Plan,
  today: string,
): { employee: InviteValues; earning: EarningValues | null } {
  const tt = plan === 'timetracking';
  if (tt && b.employment_type === 'contractor') {
    c.add('employment_type', 'contractor is not available on the timetracking plan (only admin or employee)');
  }
  if (tt) {
    for (const f of PAY_FIELDS) {
      if (present(b[f])) c.add(f, `is a pay field; the timetracking plan has no payroll (got ${show(b[f])})`);
    }
  }
  if (present(b.contractor_type) && b.employment_type !== 'contractor') {
    c.add('contractor_type', `is only for contractors (employment_type is ${b.employment_type})`);
  }
  const email = c.email('email', b.email);
  const recovery = present(b.recovery_email) ? c.email('recovery_email', b.recovery_email) : null;
  c.date('start_date', b.start_date);
  if (present(b.dob) && c.date('dob', b.dob) && b.dob > today) {
    c.add('dob', `${show(b.dob)} is in the future`);
  }
  const timetrackOnly = b.timetrack_only ?? false;
  const needsPay = !tt && b.employment_type !== 'admin' && !timetrackOnly;
  if (needsPay && b.employment_type === 'employee' && !present(b.workplace_id)) {
    c.add('workplace_id', WORKPLACE_REQUIRED);
  }
  let earning: EarningValues | null = null;
  if (!tt) {
    const anyEarning = EARNING_FIELDS.some((f) => present(b[f]));
    if (needsPay && !present(b.payment_unit)) {
      c.add('payment_unit', `is required for an employee or contractor on payroll (not timetrack_only)`);
    } else if (anyEarning) earning = checkEarning(c, b);
  }
  const employee: InviteValues = {
    first_name: b.first_name.trim(),
    last_name: b.last_name.trim(),
    middle_name: b.middle_name ?? null,
    email,
    nickname: b.nickname ?? null,
    dob: b.dob ?? null,
    employment_type: b.employment_type as InviteValues['employment_type'],
    start_date: b.start_date,
    timetrack_only: timetrackOnly,
    contractor_type: b.contractor_type ?? null,
    mobile_phone: b.mobile_phone ?? null,
    home_phone: b.home_phone ?? null,
    work_phone_ext: b.work_phone_ext ?? null,
    recovery_email: recovery,
    address: present(b.address) ? checkAddress(c, b.address) : null,
    department_id: b.department_id ?? null,
    pay_schedule_group_id: b.pay_schedule_group_id ?? null,
    workplace_id: b.workplace_id ?? null,
    daily_time_limit: present(b.daily_time_limit)
      ? c.decimal('daily_time_limit', b.daily_time_limit, 0, 24, 2)
      : null,
    weekly_time_limit: present(b.weekly_time_limit)
      ? c.decimal('weekly_time_limit', b.weekly_time_limit, 0, 168, 2)
      : null,
    paid_lunch_time: b.paid_lunch_time ?? null,
    lunch_in_overtime: b.lunch_in_overtime ?? null,
    payment_method: (b.payment_method ?? 'direct_deposit') as InviteValues['payment_method'],
  };
  return { employee, earning };
}
