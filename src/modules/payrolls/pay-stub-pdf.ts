/**
 * The pay stub PDF of a pay statement (`Accept: application/pdf`), drawn with pdfkit (US Letter,
 * standard Helvetica, no embedded fonts): company and person, pay period and payday, then tables
 * of earnings, taxes (employee withholding, then employer taxes not deducted from pay), benefits,
 * deductions and reimbursements with current and YTD columns, the summary with net pay, and the
 * time-off balances (accrued this period, used, available; CA Labor Code §246(i)).
 * Amounts are printed from the statement's dollars as `$1,234.56`.
 */
import PDFDocument from 'pdfkit';
import type { PayStatementT } from './pay-statement.schemas.js';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Dollars (2 decimals) → `$1,234.56`; a zero prints `$0.00`, never `-$0.00` (a negated 0 is −0). */
export const money = (d: number) => usd.format(d === 0 ? 0 : d);
const num = (n: number | null) => (n === null ? '' : n.toFixed(2));

const LEFT = 50;
const WIDTH = 512;

type Row = Array<string>;

/** Draws one titled table; the first column is text, the others right-aligned. */
function table(doc: PDFKit.PDFDocument, title: string, head: Row, rows: Row[], widths: number[]) {
  if (rows.length === 0) return;
  if (doc.y > 680) doc.addPage();
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(11).text(title, LEFT, doc.y);
  // A cell wraps within its column; the row is as tall as its tallest cell, so a long earnings
  // description pushes the next row and heading down instead of running into them.
  const line = (cells: Row, bold: boolean) => {
    const y = doc.y + 2;
    let x = LEFT;
    let height = 10;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    cells.forEach((c, i) => {
      const w = widths[i] ?? 60;
      const opts = { width: w - 4, align: i === 0 ? ('left' as const) : ('right' as const) };
      height = Math.max(height, doc.heightOfString(c, opts));
      doc.text(c, x, y, opts);
      x += w;
    });
    doc.y = y + height + 2;
  };
  line(head, true);
  doc
    .moveTo(LEFT, doc.y)
    .lineTo(LEFT + WIDTH, doc.y)
    .lineWidth(0.5)
    .stroke();
  for (const r of rows) {
    if (doc.y > 730) doc.addPage();
    line(r, false);
  }
}

/** Renders `s` as a PDF pay stub; resolves to the file's bytes. */
export function payStubPdf(s: PayStatementT): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    info: {
      Title: `Pay statement ${s.employee.first_name} ${s.employee.last_name} ${s.payroll.payday}`,
      Author: s.company.name,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const a = (s.company.address ?? {}) as Record<string, string | null>;
  doc.font('Helvetica-Bold').fontSize(16).text(s.company.name, LEFT, 50);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(
      [a.address_line_1, a.address_line_2, [a.city, a.state, a.zip].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', '),
    );
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text('Pay statement');
  doc.font('Helvetica').fontSize(10);
  doc.text(`Employee: ${s.employee.first_name} ${s.employee.last_name} (id ${s.employee.employee_id})`);
  doc.text(`Pay period: ${s.payroll.start_date} to ${s.payroll.end_date}    Payday: ${s.payroll.payday}`);
  doc.text(
    `Payroll: ${s.payroll.payroll_id} (${s.payroll.type}, ${s.payroll.status})    Payment: ${s.employee.payment_method.replace('_', ' ')}`,
  );
  if (s.ytd.includes_this_payroll_unapproved) {
    doc.font('Helvetica-Bold').text(`DRAFT: not approved; YTD includes this payroll's amounts`);
  }

  table(
    doc,
    'Earnings',
    ['Type', 'Hours', 'Rate', 'Current', 'YTD hours', 'YTD'],
    s.earnings.map((e) => [
      e.description ?? e.type,
      num(e.hours),
      e.rate === null ? '' : money(e.rate),
      money(e.amount),
      num(e.ytd_hours),
      money(e.ytd_amount),
    ]),
    [172, 60, 70, 70, 70, 70],
  );
  const taxRow = (t: PayStatementT['taxes'][number]) => [
    `${t.description ?? t.code}${t.jurisdiction && t.jurisdiction !== 'US' ? ` (${t.jurisdiction})` : ''}`,
    money(t.taxable_wages),
    money(t.amount),
    money(t.ytd_amount),
  ];
  const taxWidths = [242, 90, 90, 90];
  table(
    doc,
    'Taxes withheld',
    ['Tax', 'Taxable wages', 'Current', 'YTD'],
    s.taxes.filter((t) => t.payer === 'employee').map(taxRow),
    taxWidths,
  );
  table(
    doc,
    'Employer taxes (paid by the company, not deducted)',
    ['Tax', 'Taxable wages', 'Current', 'YTD'],
    s.taxes.filter((t) => t.payer === 'company').map(taxRow),
    taxWidths,
  );
  table(
    doc,
    'Benefits',
    ['Benefit', 'Employee', 'YTD', 'Company', 'YTD'],
    s.benefits.map((b) => [
      `${b.description ?? b.code}${b.pre_tax ? ' (pre-tax)' : ''}`,
      money(b.employee_amount),
      money(b.ytd_employee_amount),
      money(b.company_amount),
      money(b.ytd_company_amount),
    ]),
    [192, 80, 80, 80, 80],
  );
  const simple = (x: { code: string; description: string | null; amount: number; ytd_amount: number }) => [
    x.description ?? x.code,
    money(x.amount),
    money(x.ytd_amount),
  ];
  table(doc, 'Deductions', ['Deduction', 'Current', 'YTD'], s.post_tax_deductions.map(simple), [332, 90, 90]);
  table(
    doc,
    'Reimbursements',
    ['Reimbursement', 'Current', 'YTD'],
    s.reimbursements.map(simple),
    [332, 90, 90],
  );
  const t = s.totals;
  table(
    doc,
    'Summary',
    ['', 'Current', 'YTD'],
    [
      ['Gross pay', money(t.gross_pay.current), money(t.gross_pay.ytd)],
      ['Taxes withheld', money(-t.employee_taxes.current), money(-t.employee_taxes.ytd)],
      ['Benefits (employee share)', money(-t.employee_benefits.current), money(-t.employee_benefits.ytd)],
      ['Deductions', money(-t.post_tax_deductions.current), money(-t.post_tax_deductions.ytd)],
      ['Reimbursements', money(t.reimbursements.current), money(t.reimbursements.ytd)],
      ['Net pay', money(t.net_pay.current), money(t.net_pay.ytd)],
    ],
    [332, 90, 90],
  );
  table(
    doc,
    'Time off (hours)',
    ['Policy', 'Accrued', 'Used', 'Available'],
    s.time_off.map((o) => [
      o.name,
      o.accrued_hours.toFixed(4),
      o.used_hours.toFixed(4),
      o.available_hours.toFixed(4),
    ]),
    [242, 90, 90, 90],
  );
  if (s.deposits.length > 0) {
    table(
      doc,
      'Direct deposit',
      ['Account', 'Routing', 'Amount'],
      s.deposits.map((d) => [
        `${d.account_type === 'savings' ? 'Savings' : 'Checking'} ••••${d.account_number_last4}`,
        `••••${d.routing_number_last4}`,
        money(d.amount),
      ]),
      [332, 90, 90],
    );
  }
  doc.end();
  return done;
}
