/**
 * A state's quarterly wage report (the unemployment-insurance "quarterly contribution and wage
 * report" every state requires of employers, e.g. California DE 9C, Texas C-3): one row per
 * employee with work in the state in the quarter — last name, first name, the full SSN, gross
 * wages, SUI taxable wages and state income tax withheld — and the totals. Each state publishes
 * its own file layout; this is the content, as JSON or CSV (csv-stringify, RFC 4180), for the
 * employer to key or convert. Pure: cents in, dollars out.
 */
import { stringify } from 'csv-stringify/sync';
import { centsToDollars } from '../../shared/money.js';

/** One employee's row, cents; `ssn` nine digits or null when the employee has none on file. */
export interface StateWageRow {
  employeeId: number;
  lastName: string;
  firstName: string;
  ssn: string | null;
  grossCents: number;
  suiWagesCents: number;
  incomeTaxCents: number;
}

/** The report as JSON (dollars), rows ordered by last name, first name, then id. */
export function stateWageReportJson(
  head: { year: number; quarter: number; state: string; employerAccountNumber: string | null },
  rows: StateWageRow[],
) {
  const sorted = [...rows].sort(
    (a, b) =>
      a.lastName.localeCompare(b.lastName) ||
      a.firstName.localeCompare(b.firstName) ||
      a.employeeId - b.employeeId,
  );
  const sum = (k: 'grossCents' | 'suiWagesCents' | 'incomeTaxCents') => rows.reduce((s, r) => s + r[k], 0);
  return {
    year: head.year,
    quarter: head.quarter,
    state: head.state,
    employer_account_number: head.employerAccountNumber,
    employees: sorted.map((r) => ({
      employee_id: r.employeeId,
      last_name: r.lastName,
      first_name: r.firstName,
      ssn: r.ssn,
      gross_wages: centsToDollars(r.grossCents),
      sui_taxable_wages: centsToDollars(r.suiWagesCents),
      state_income_tax_withheld: centsToDollars(r.incomeTaxCents),
    })),
    totals: {
      employees: rows.length,
      gross_wages: centsToDollars(sum('grossCents')),
      sui_taxable_wages: centsToDollars(sum('suiWagesCents')),
      state_income_tax_withheld: centsToDollars(sum('incomeTaxCents')),
    },
    blocking: sorted
      .filter((r) => r.ssn === null)
      .map((r) => ({
        employee_id: r.employeeId,
        field: 'ssn',
        message: `employee ${r.employeeId} has no Social Security number (PATCH /employees/${r.employeeId} with ssn)`,
      })),
  };
}

/** The report as CSV: a header, one row per employee, then a `TOTAL` row; dollars with 2 decimals. */
export function stateWageReportCsv(report: ReturnType<typeof stateWageReportJson>): string {
  const money = (d: number) => d.toFixed(2);
  const rows = report.employees.map((e) => [
    e.last_name,
    e.first_name,
    e.ssn ?? '',
    money(e.gross_wages),
    money(e.sui_taxable_wages),
    money(e.state_income_tax_withheld),
  ]);
  const t = report.totals;
  rows.push([
    'TOTAL',
    `${t.employees} employees`,
    '',
    money(t.gross_wages),
    money(t.sui_taxable_wages),
    money(t.state_income_tax_withheld),
  ]);
  return stringify(rows, {
    header: true,
    columns: [
      'last_name',
      'first_name',
      'ssn',
      'gross_wages',
      'sui_taxable_wages',
      'state_income_tax_withheld',
    ],
  });
}
