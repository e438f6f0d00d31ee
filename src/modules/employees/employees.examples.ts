/**
 * Examples of the employee read operations in openapi.json and on the reference page: real answers of this
 * code (captured from a run on the payroll test fixture of test/helpers/payroll-fixture.ts, names
 * changed), typed by their schemas so they cannot drift from them silently.
 */
import type { Static } from 'typebox';
import type { Earning, EmployeeListItem } from './employees.schemas.js';

/** Ana's earning record in force: $20.00 an hour, time and a half for overtime. */
export const ANA_EARNING: Static<typeof Earning> = {
  employee_earnings_id: 1,
  start_date: '2025-01-01T00:00:00.000Z',
  payment_unit: 'hour',
  salary_type: null,
  payment_amount: 20,
  salary: null,
  overtime_amount: 1.5,
  default_hours: 40,
  pto_payment_amount: 20,
};

/** Jane's first earning record, effective her start date. */
export const JANE_EARNING: Static<typeof Earning> = {
  employee_earnings_id: 2,
  start_date: '2026-11-02T00:00:00.000Z',
  payment_unit: 'hour',
  salary_type: null,
  payment_amount: 24.5,
  salary: null,
  overtime_amount: 1.5,
  default_hours: 40,
  pto_payment_amount: null,
};

/** An hourly employee of the example company, as GET /employees lists her. */
export const ANA_LIST_ITEM: Static<typeof EmployeeListItem> = {
  employee_id: 1,
  first_name: 'Ana',
  last_name: 'Lopez',
  middle_name: null,
  email: 'ana.lopez@acme.example',
  nickname: null,
  dob: null,
  is_active: true,
  status: 'active',
  onboarding_status: 'completed',
  start_date: '2024-01-01T00:00:00.000Z',
  employment_type: 'employee',
  timetrack_only: false,
  contractor_type: null,
  mobile_phone: null,
  home_phone: null,
  department: null,
  pay_schedule_group: {
    pay_schedule_group_id: 1,
    name: 'Hourly',
  },
  address: null,
  current_earning: ANA_EARNING,
  workplace_id: 'wrk_9fJ2kQ4mZp1xLc7vB0aT',
  dismissed_on: null,
  payment_method: 'direct_deposit',
};

/** The employee invited in the invite example, as GET /employees lists her. */
export const JANE_LIST_ITEM: Static<typeof EmployeeListItem> = {
  employee_id: 2,
  first_name: 'Jane',
  last_name: 'Smith',
  middle_name: null,
  email: 'jane.smith@acme.example',
  nickname: null,
  dob: null,
  is_active: true,
  status: 'active',
  onboarding_status: 'completed',
  start_date: '2026-11-02T00:00:00.000Z',
  employment_type: 'employee',
  timetrack_only: false,
  contractor_type: null,
  mobile_phone: null,
  home_phone: null,
  department: null,
  pay_schedule_group: {
    pay_schedule_group_id: 1,
    name: 'Hourly',
  },
  address: null,
  current_earning: JANE_EARNING,
  workplace_id: 'wrk_9fJ2kQ4mZp1xLc7vB0aT',
  dismissed_on: null,
  payment_method: 'direct_deposit',
};

/** GET /employees?limit=2. */
export const EMPLOYEE_LIST_EXAMPLE: {
  data: Static<typeof EmployeeListItem>[];
  pagination: { limit: number; next_cursor: string | null };
} = { data: [ANA_LIST_ITEM, JANE_LIST_ITEM], pagination: { limit: 2, next_cursor: null } };
