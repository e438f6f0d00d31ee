/**
 * Request bodies of the employee writes (docs/api-conventions.md §3). Money: dollars (≤ 2 decimals), rates and
 * multipliers ≤ 4 decimals; those precision rules, states, ZIPs and dates are checked in
 * employees.rules.ts so the problem detail can name the value.
 */
import { Type, type TSchema } from 'typebox';
import { DateStr, IntId, Nullable } from '../../platform/http/schemas.js';
import { PAYMENT_UNITS, SALARY_TYPES } from './employees.rules.js';

const Name = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });
const Text = (max: number) => Type.String({ maxLength: max });
const Email = Type.String({ minLength: 3, maxLength: 254, description: 'Stored lower-case' });
const Opt = <T extends TSchema>(t: T) => Type.Optional(Nullable(t));

/** Address of a person (docs/api-conventions.md §2.1): valid two-letter US state and ZIP `12345[-6789]`; country "US". */
export const AddressInput = Type.Object(
  {
    address_line_1: Type.String({ minLength: 1, maxLength: 200 }),
    address_line_2: Opt(Text(200)),
    city: Type.String({ minLength: 1, maxLength: 100 }),
    state: Type.String({ minLength: 1, maxLength: 10, description: 'Two-letter US state (50 states + DC)' }),
    zip: Type.String({ minLength: 1, maxLength: 20, description: '12345 or 12345-6789' }),
    country: Type.Optional(Type.String({ maxLength: 10, description: 'Two-letter country code; only "US"' })),
  },
  { additionalProperties: false },
);

/** Earning fields (docs/api-conventions.md §2.3), all optional here; rules by payment_unit are in employees.rules.ts. */
export const earningProps = {
  payment_unit: Type.String({ enum: [...PAYMENT_UNITS] }),
  salary_type: Opt(Type.String({ enum: [...SALARY_TYPES] })),
  payment_amount: Opt(Type.Number({ description: 'Hourly rate, dollars per hour (≤ 4 decimals)' })),
  salary: Opt(Type.Number({ description: 'Dollars per salary_type period (≤ 2 decimals)' })),
  overtime_amount: Opt(Type.Number({ description: 'Overtime multiplier (≥ 1.5 for hourly units)' })),
  default_hours: Opt(Type.Number({ description: 'Default weekly hours' })),
  pto_payment_amount: Opt(Type.Number({ description: 'PTO hourly rate, dollars (≤ 4 decimals)' })),
};

const contactProps = {
  middle_name: Opt(Text(100)),
  nickname: Opt(Text(100)),
  dob: Opt(DateStr),
  mobile_phone: Opt(Text(40)),
  home_phone: Opt(Text(40)),
  work_phone_ext: Opt(Text(40)),
  recovery_email: Opt(Email),
  address: Opt(AddressInput),
  department_id: Opt(IntId),
  pay_schedule_group_id: Opt(IntId),
  workplace_id: Opt(Type.String({ minLength: 1, maxLength: 64 })),
  contractor_type: Opt(Type.String({ enum: ['individual', 'business'] })),
  timetrack_only: Opt(Type.Boolean()),
  daily_time_limit: Opt(Type.Number({ description: 'Hours per day (0–24)' })),
  weekly_time_limit: Opt(Type.Number({ description: 'Hours per week (0–168)' })),
  paid_lunch_time: Opt(Type.Integer({ minimum: 0, maximum: 240, description: 'Minutes' })),
  lunch_in_overtime: Opt(Type.Boolean()),
  payment_method: Opt(Type.String({ enum: ['direct_deposit', 'manual'] })),
};

/** POST /employees and POST /employees/invite (invite). */
export const InviteBody = Type.Object(
  {
    first_name: Name,
    last_name: Name,
    email: Email,
    employment_type: Type.String({ enum: ['admin', 'employee', 'contractor'] }),
    start_date: DateStr,
    ...contactProps,
    workplace: Opt(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description: "Alias of workplace_id (the name Friday's invite uses); both given and different → 400",
      }),
    ),
    ...earningProps,
    payment_unit: Type.Optional(earningProps.payment_unit),
  },
  { additionalProperties: false },
);

/** PATCH /employees/:employee_id — every field optional; null clears a nullable field. */
export const EmployeePatchBody = Type.Object(
  {
    first_name: Type.Optional(Name),
    last_name: Type.Optional(Name),
    email: Type.Optional(Email),
    ...contactProps,
    is_active: Type.Optional(
      Type.Boolean({ description: 'false dismisses (needs dismissed_on); true reactivates' }),
    ),
    dismissed_on: Opt(DateStr),
    ssn: Opt(
      Type.String({
        pattern: '^\\d{3}-?\\d{2}-?\\d{4}$',
        description:
          'Social Security number (write-only: sealed at rest, reads show ssn_last4); null clears it',
      }),
    ),
    ein: Opt(
      Type.String({
        pattern: '^\\d{2}-?\\d{7}$',
        description:
          "A contractor's employer identification number as the Form 1099-NEC TIN instead of an SSN (write-only: sealed like an SSN, reads show ssn_last4); null clears it",
        examples: ['12-3456789'],
      }),
    ),
  },
  { additionalProperties: false },
);

/** POST /employees/:employee_id/earnings — a new record effective `start_date`. */
export const EarningBody = Type.Object(
  { start_date: DateStr, ...earningProps },
  { additionalProperties: false },
);
