/**
 * Examples of the invite operations in openapi.json and on the reference page: real answers of this
 * code (captured from a run on the payroll test fixture of test/helpers/payroll-fixture.ts, names
 * changed), typed by their schemas so they cannot drift from them silently.
 */
import type { Static } from 'typebox';
import { JANE_EARNING, JANE_LIST_ITEM } from '../employees/employees.examples.js';
import type { EmployeeDetail } from '../employees/employees.schemas.js';
import type { InviteBody } from './employees.schemas.js';

/** POST /employees/invite as Friday's guide writes it: a date-time start_date and `workplace`. */
export const INVITE_EXAMPLE: Static<typeof InviteBody> = {
  first_name: 'Jane',
  last_name: 'Smith',
  email: 'jane.smith@acme.example',
  employment_type: 'employee',
  start_date: '2026-11-02T00:00:00.000Z',
  workplace: 'wrk_9fJ2kQ4mZp1xLc7vB0aT',
  pay_schedule_group_id: 1,
  payment_unit: 'hour',
  payment_amount: 24.5,
  overtime_amount: 1.5,
  default_hours: 40,
};

/** Its 201 answer: the start date back as midnight UTC, the first earning record in force. */
export const INVITED_EXAMPLE: Static<typeof EmployeeDetail> = {
  ...JANE_LIST_ITEM,
  recovery_email: null,
  ssn_last4: null,
  work_phone_ext: null,
  daily_time_limit: null,
  weekly_time_limit: null,
  paid_lunch_time: null,
  lunch_in_overtime: null,
  created_at: '2026-11-24T18:00:00.000Z',
  earning_history: [JANE_EARNING],
};
