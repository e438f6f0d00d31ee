/**
 * Employee shapes of docs/api-conventions.md §2.2–2.3. The detail is the list item plus extras (Type.Intersect-free
 * composition by spreading the same property map), so the superset rule cannot drift.
 */
import { Type } from 'typebox';
import { Address, DateStr, DateTime, IntId, Nullable } from '../../platform/http/schemas.js';
import { PageQuery } from '../../platform/http/pagination.js';

/** Earning record (docs/api-conventions.md §2.3). Money in dollars; rates ≤ 4 decimals. */
export const Earning = Type.Object(
  {
    employee_earnings_id: Type.Integer(),
    start_date: Type.String({ description: 'Effective date (midnight UTC of the company-local date)' }),
    payment_unit: Nullable(
      Type.String({ enum: ['hour', 'salary', 'hourly_salary', 'yearly', 'weekly', 'biweekly', 'monthly'] }),
    ),
    salary_type: Nullable(
      Type.String({ enum: ['yearly', 'quarterly', 'monthly', 'semimonthly', 'weekly', 'biweekly'] }),
    ),
    payment_amount: Nullable(Type.Number({ description: 'Hourly rate, dollars per hour' })),
    salary: Nullable(Type.Number({ description: 'Salary in dollars per salary_type period' })),
    overtime_amount: Nullable(Type.Number({ description: 'Overtime multiplier, e.g. 1.5' })),
    default_hours: Nullable(Type.Number({ description: 'Default weekly hours' })),
    pto_payment_amount: Nullable(Type.Number({ description: 'PTO hourly rate, dollars' })),
  },
  { $id: 'Earning' },
);

const listProps = {
  employee_id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  middle_name: Nullable(Type.String()),
  email: Type.String(),
  nickname: Nullable(Type.String()),
  dob: Nullable(Type.String({ description: 'YYYY-MM-DD' })),
  is_active: Type.Boolean(),
  status: Nullable(Type.String()),
  onboarding_status: Type.String({ enum: ['completed', 'needs_attention', 'blocking'] }),
  start_date: Nullable(DateTime),
  employment_type: Nullable(Type.String({ enum: ['admin', 'employee', 'contractor'] })),
  timetrack_only: Nullable(Type.Boolean()),
  contractor_type: Nullable(Type.String()),
  mobile_phone: Nullable(Type.String()),
  home_phone: Nullable(Type.String()),
  department: Nullable(Type.Object({ department_id: Type.Integer(), name: Type.String() })),
  pay_schedule_group: Nullable(Type.Object({ pay_schedule_group_id: Type.Integer(), name: Type.String() })),
  address: Nullable(Address),
  current_earning: Nullable(Type.Ref('Earning')),
  workplace_id: Nullable(Type.String({ description: 'Workplace (payroll work location); extra field' })),
  dismissed_on: Nullable(DateStr),
  payment_method: Type.String({ enum: ['direct_deposit', 'manual'] }),
};

/** GET /employees item. */
export const EmployeeListItem = Type.Object(listProps, { $id: 'EmployeeListItem' });

/** GET /employees/:employee_id — list item plus the detail fields. */
export const EmployeeDetail = Type.Object(
  {
    ...listProps,
    recovery_email: Nullable(Type.String()),
    ssn_last4: Nullable(
      Type.String({
        description: 'Last four digits of the SSN (the number itself is write-only, sealed at rest)',
      }),
    ),
    work_phone_ext: Nullable(Type.String()),
    daily_time_limit: Nullable(Type.Number({ description: 'Hours per day (alerts only)' })),
    weekly_time_limit: Nullable(Type.Number({ description: 'Hours per week' })),
    paid_lunch_time: Nullable(Type.Integer({ description: 'Minutes' })),
    lunch_in_overtime: Nullable(Type.Boolean()),
    created_at: DateTime,
    earning_history: Type.Array(Type.Ref('Earning'), { description: 'Newest first' }),
    termination_payout: Type.Optional(
      Type.Ref('TerminationPayout', {
        description:
          'Only in the response of the PATCH /employees/{id} that dismisses: the final-pay payout of the time-off policies paid out on termination (GET /employees/{id}/termination-payout)',
      }),
    ),
  },
  { $id: 'EmployeeDetail' },
);

/** Filters of GET /employees (docs/api-conventions.md §2). */
export const EmployeeListQuery = Type.Object(
  {
    ...PageQuery,
    is_active: Type.Optional(Type.Boolean()),
    employment_type: Type.Optional(Type.String({ enum: ['admin', 'employee', 'contractor'] })),
    department_id: Type.Optional(IntId),
    pay_schedule_group_id: Type.Optional(IntId),
    workplace_id: Type.Optional(Type.String({ maxLength: 64 })),
    q: Type.Optional(
      Type.String({ minLength: 1, maxLength: 100, description: 'Case-insensitive search in name and email' }),
    ),
  },
  { additionalProperties: false },
);
