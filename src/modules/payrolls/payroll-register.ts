/**
 * The payroll register as CSV (`Accept: text/csv` on the preview): one row per person and line
 * (earning, tax, benefit, deduction, net), amounts in dollars, so a spreadsheet sum of `amount` by
 * `kind` reproduces the preview totals. Built with csv-stringify.
 */
import { stringify } from 'csv-stringify/sync';

interface PreviewLike {
  payroll_id: string;
  payday: string;
  employees: Array<{
    employee_id: number;
    first_name: string;
    last_name: string;
    gross_pay: number;
    net_pay: number;
    earnings: Array<{
      type: string;
      hours: number | null;
      rate: number | null;
      amount: number;
      description: string | null;
    }>;
    taxes: Array<{
      code: string;
      description: string;
      jurisdiction: string;
      payer: string;
      taxable_wages: number;
      rate: number | null;
      amount: number;
    }>;
    benefits: Array<{ code: string; description: string; employee_amount: number; company_amount: number }>;
    post_tax_deductions: Array<{ code: string; description: string; amount: number }>;
  }>;
  contractors: Array<{
    employee_id: number;
    first_name: string;
    last_name: string;
    net_pay: number;
    earnings: Array<{
      type: string;
      hours: number | null;
      rate: number | null;
      amount: number;
      description: string | null;
    }>;
  }>;
}

/** Register CSV of a preview. Columns: payroll_id, payday, employee_id, name, kind, code, description, jurisdiction, payer, hours, rate, taxable_wages, amount. */
export function payrollRegisterCsv(p: PreviewLike): string {
  const rows: Array<Array<string | number | null>> = [];
  const push = (
    e: { employee_id: number; first_name: string; last_name: string },
    kind: string,
    code: string,
    description: string | null,
    jurisdiction: string | null,
    payer: string | null,
    hours: number | null,
    rate: number | null,
    taxable: number | null,
    amount: number,
  ) =>
    rows.push([
      p.payroll_id,
      p.payday,
      e.employee_id,
      `${e.first_name} ${e.last_name}`,
      kind,
      code,
      description,
      jurisdiction,
      payer,
      hours,
      rate,
      taxable,
      amount.toFixed(2),
    ]);
  for (const e of p.employees) {
    for (const l of e.earnings) {
      push(e, 'earning', l.type, l.description, null, null, l.hours, l.rate, null, l.amount);
    }
    for (const t of e.taxes) {
      push(e, 'tax', t.code, t.description, t.jurisdiction, t.payer, null, t.rate, t.taxable_wages, t.amount);
    }
    for (const b of e.benefits) {
      push(e, 'benefit', b.code, b.description, null, 'employee', null, null, null, b.employee_amount);
      if (b.company_amount !== 0) {
        push(e, 'benefit', b.code, b.description, null, 'company', null, null, null, b.company_amount);
      }
    }
    for (const d of e.post_tax_deductions) {
      push(e, 'deduction', d.code, d.description, null, 'employee', null, null, null, d.amount);
    }
    push(e, 'net_pay', 'net_pay', 'Net pay', null, null, null, null, null, e.net_pay);
  }
  for (const c of p.contractors) {
    for (const l of c.earnings) {
      push(c, 'contractor_earning', l.type, l.description, null, null, l.hours, l.rate, null, l.amount);
    }
    push(c, 'net_pay', 'net_pay', 'Contractor payment', null, null, null, null, null, c.net_pay);
  }
  return stringify(rows, {
    header: true,
    columns: [
      'payroll_id',
      'payday',
      'employee_id',
      'name',
      'kind',
      'code',
      'description',
      'jurisdiction',
      'payer',
      'hours',
      'rate',
      'taxable_wages',
      'amount',
    ],
  });
}
