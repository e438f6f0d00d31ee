/**
 * CSV rendering of report rows (csv-stringify): the JSON rows of a report, one CSV row each, the
 * keys as header; money columns written with exactly 2 decimals (dollars), other values as is,
 * null as an empty cell, nested arrays as `code:jurisdiction:payer=amount` items joined by `;` (items
 * without an amount, such as time-off lines, as their values joined by `:`).
 */
import { stringify } from 'csv-stringify/sync';

type Cell = string | number | boolean | null | undefined | Array<Record<string, unknown>>;

/** Columns holding dollars in any report. */
const MONEY = new Set([
  'gross_pay',
  'reimbursements',
  'employee_taxes',
  'employer_taxes',
  'employee_benefits',
  'company_benefits',
  'post_tax_deductions',
  'net_pay',
  'taxable_wages',
  'amount',
  'labor_cost',
]);

function cell(key: string, v: Cell): string | number | boolean | null {
  if (v === null || v === undefined) return null;
  if (Array.isArray(v)) {
    return v
      .map((x) => {
        if (!('amount' in x)) return Object.values(x).join(':');
        const { amount, ...rest } = x;
        return `${Object.values(rest).join(':')}=${Number(amount).toFixed(2)}`;
      })
      .join(';');
  }
  if (typeof v === 'number' && MONEY.has(key)) return v.toFixed(2);
  return v;
}

/** CSV of `rows` (all with the same keys; an empty list gives an empty body). */
export function rowsToCsv(rows: Array<Record<string, Cell>>): string {
  const first = rows[0];
  if (!first) return '';
  const columns = Object.keys(first);
  return stringify(
    rows.map((r) => columns.map((c) => cell(c, r[c]))),
    { header: true, columns },
  );
}
