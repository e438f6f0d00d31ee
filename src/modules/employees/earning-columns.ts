/**
 * The columns of an earning record (docs/api-conventions.md §2.3) as stored in `employee_earnings`,
 * in the order the API shows them: what the detail's earning history selects
 * (employees.repository.ts) and what the CSV import reads back from its INSERT
 * (setup/import-export.repository.ts). One list, so both build the same `EarningJson`.
 */
export const EARNING_COLUMNS = [
  'id',
  'start_date',
  'payment_unit',
  'salary_type',
  'payment_amount',
  'salary_cents',
  'overtime_amount',
  'default_hours',
  'pto_payment_amount',
] as const;
