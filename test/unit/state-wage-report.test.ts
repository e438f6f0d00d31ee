/**
 * The state quarterly wage report's rows, totals and CSV (src/modules/year-end/state-wage-report.ts)
 * on hand-chosen cents, including an employee without an SSN on file.
 */
import { describe, expect, it } from 'vitest';
import { stateWageReportCsv, stateWageReportJson } from '../../src/modules/year-end/state-wage-report.js';

describe('state wage report', () => {
  it('orders by name, totals in cents, lists a missing SSN and writes the CSV', () => {
    const r = stateWageReportJson({ year: 2026, quarter: 2, state: 'NY', employerAccountNumber: '1234567' }, [
      {
        employeeId: 9,
        lastName: 'Young',
        firstName: 'Zoe',
        ssn: null,
        grossCents: 1_234_567,
        suiWagesCents: 1_219_134, // 12,191.34: what was left of the state's wage base
        incomeTaxCents: 60_001,
      },
      {
        employeeId: 4,
        lastName: "O'Neil, Jr.",
        firstName: 'Al',
        ssn: '123456789',
        grossCents: 300_000,
        suiWagesCents: 300_000,
        incomeTaxCents: 12_345,
      },
    ]);
    // Totals: gross 12,345.67 + 3,000.00 = 15,345.67; SUI 12,191.34 + 3,000.00 = 15,191.34;
    // income tax 600.01 + 123.45 = 723.46.
    expect(r.totals).toEqual({
      employees: 2,
      gross_wages: 15345.67,
      sui_taxable_wages: 15191.34,
      state_income_tax_withheld: 723.46,
    });
    expect(r.employer_account_number).toBe('1234567');
    expect(r.employees.map((e) => e.last_name)).toEqual(["O'Neil, Jr.", 'Young']);
    expect(r.blocking).toEqual([expect.objectContaining({ employee_id: 9, field: 'ssn' })]);
    // RFC 4180: the comma in the name is quoted; the missing SSN is an empty cell.
    expect(stateWageReportCsv(r)).toBe(
      [
        'last_name,first_name,ssn,gross_wages,sui_taxable_wages,state_income_tax_withheld',
        `"O'Neil, Jr.",Al,123456789,3000.00,3000.00,123.45`,
        'Young,Zoe,,12345.67,12191.34,600.01',
        'TOTAL,2 employees,,15345.67,15191.34,723.46',
        '',
      ].join('\n'),
    );
  });
});
