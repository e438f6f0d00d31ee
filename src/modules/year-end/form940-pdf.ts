/**
 * Form 940 (Employer's Annual Federal Unemployment (FUTA) Tax Return, IRS, 2026 revision) as a
 * PDF: the header (EIN, name, address), Parts 1–5 with the form's line numbers and captions
 * (lines 1a–17; ./form940.ts says how each is filled) and, when line 1b or 2 applies, Schedule A
 * (Form 940), Multi-State Employer and Credit Reduction Information, on a second page. A faithful
 * rendering, not the IRS fillable PDF (docs/year-end.md). Part 5 is filled only when line 12 is
 * more than $500, as the form says; Parts 6–7 (third-party designee, signature) are for the filer.
 */
import type { form940Document } from './form940.js';
import type { EmployerInfo } from './year-end.repository.js';
import { einText, formHeader, formRows, renderPdf, usd, W, X, type FormRow } from './form-pdf.js';

/** What the PDF shows (GET /companies/940). */
export type Form940Data = ReturnType<typeof form940Document>;

/** Parts 1–5 of the form as rows. */
export function form940Rows(f: Form940Data): FormRow[] {
  const part5 = f.line12_total_futa_after_adjustments > 500;
  const q = f.line16_quarterly_liability;
  return [
    { line: '', caption: 'Part 1: Tell us about your return.', heading: true },
    {
      line: '1a',
      caption: 'If you had to pay state unemployment tax in one state only, enter the state abbreviation',
      col2: f.line1a_state ?? '',
    },
    {
      line: '1b',
      caption:
        'If you had to pay state unemployment tax in more than one state, you are a multi-state employer. Check here. Complete Schedule A (Form 940).',
      col2: f.line1b_multi_state ? 'X' : '',
    },
    {
      line: '2',
      caption:
        'If you paid wages in a state that is subject to CREDIT REDUCTION, check here. Complete Schedule A (Form 940).',
      col2: f.schedule_a.length > 0 ? 'X' : '',
    },
    { line: '', caption: 'Part 2: Determine your FUTA tax before adjustments.', heading: true },
    { line: '3', caption: 'Total payments to all employees', col2: usd(f.line3_total_payments_to_employees) },
    { line: '4', caption: 'Payments exempt from FUTA tax', col1: usd(f.line4_exempt_payments) },
    {
      line: '5',
      caption: 'Total of payments made to each employee in excess of $7,000',
      col1: usd(f.line5_payments_over_7000),
    },
    { line: '6', caption: 'Subtotal (line 4 + line 5 = line 6)', col2: usd(f.line6_subtotal) },
    {
      line: '7',
      caption: 'Total taxable FUTA wages (line 3 – line 6 = line 7)',
      col2: usd(f.line7_futa_taxable_wages),
    },
    {
      line: '8',
      caption: 'FUTA tax before adjustments (line 7 × 0.006 = line 8)',
      col2: usd(f.line8_futa_before_adjustments),
    },
    { line: '', caption: 'Part 3: Determine your adjustments.', heading: true },
    {
      line: '9',
      caption:
        'If ALL of the taxable FUTA wages you paid were excluded from state unemployment tax, multiply line 7 by 0.054 (line 7 × 0.054 = line 9). Go to line 12',
      col2: usd(f.line9_excluded_wages_adjustment),
    },
    {
      line: '10',
      caption:
        'If SOME of the taxable FUTA wages you paid were excluded from state unemployment tax, OR you paid ANY state unemployment tax late (after the due date for filing Form 940), complete the worksheet in the instructions',
      col2: usd(f.line10_late_state_payment_adjustment),
    },
    {
      line: '11',
      caption: 'If credit reduction applies, enter the total from Schedule A (Form 940)',
      col2: usd(f.line11_credit_reduction),
    },
    { line: '', caption: 'Part 4: Determine your FUTA tax and balance due or overpayment.', heading: true },
    {
      line: '12',
      caption: 'Total FUTA tax after adjustments (lines 8 + 9 + 10 + 11 = line 12)',
      col2: usd(f.line12_total_futa_after_adjustments),
    },
    {
      line: '13',
      caption: 'FUTA tax deposited for the year, including any overpayment applied from a prior year',
      col2: usd(f.line13_futa_deposited),
    },
    {
      line: '14',
      caption: 'Balance due. If line 12 is more than line 13, enter the excess on line 14',
      col2: usd(f.line14_balance_due),
    },
    {
      line: '15',
      caption: 'Overpayment. If line 13 is more than line 12, enter the excess on line 15',
      col2: usd(f.line15_overpayment),
    },
    {
      line: '',
      caption: 'Part 5: Report your FUTA tax liability by quarter only if line 12 is more than $500.',
      heading: true,
    },
    { line: '16a', caption: '1st quarter (January 1 – March 31)', col1: part5 ? usd(q.q1) : '' },
    { line: '16b', caption: '2nd quarter (April 1 – June 30)', col1: part5 ? usd(q.q2) : '' },
    { line: '16c', caption: '3rd quarter (July 1 – September 30)', col1: part5 ? usd(q.q3) : '' },
    { line: '16d', caption: '4th quarter (October 1 – December 31)', col1: part5 ? usd(q.q4) : '' },
    {
      line: '17',
      caption:
        'Total tax liability for the year (lines 16a + 16b + 16c + 16d = line 17). Total must equal line 12.',
      col2: part5 ? usd(f.line17_total_liability) : '',
    },
  ];
}

/** The year's Form 940 as a PDF (and Schedule A when it applies); resolves to its bytes. */
export function form940Pdf(f: Form940Data, employer: EmployerInfo): Promise<Buffer> {
  return renderPdf({ Title: `Form 940 ${f.year}`, Author: employer.name }, (doc) => {
    const y = formHeader(
      doc,
      `Form 940 for ${f.year}: Employer's Annual Federal Unemployment (FUTA) Tax Return`,
      'Department of the Treasury — Internal Revenue Service. Rendered by payclock from the approved payrolls of the year (by payday); not the IRS form itself.',
      employer,
      [
        'Type of Return (Check all that apply.)',
        '[ ] a. Amended',
        '[ ] b. Successor employer',
        `[ ] c. No payments to employees in ${f.year}`,
        '[ ] d. Final: Business closed or stopped paying wages',
      ],
    );
    formRows(doc, y, form940Rows(f));
    if (!f.line1b_multi_state && f.schedule_a.length === 0) return;
    doc.addPage();
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(
        `Schedule A (Form 940) for ${f.year}: Multi-State Employer and Credit Reduction Information`,
        X,
        36,
        { width: W },
      );
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(`Employer identification number (EIN) ${einText(employer.ein)}    Name ${employer.name}`, X, 54, {
        width: W,
      })
      .text(`States where you paid state unemployment tax: ${f.states.join(', ')}`, X, 66, { width: W });
    const rows: FormRow[] = [
      {
        line: 'State',
        caption: 'Postal abbreviation — reduction rate',
        col1: 'FUTA taxable wages',
        col2: 'Credit reduction',
      },
      ...f.schedule_a.map((s) => ({
        line: s.state,
        caption: `× ${s.rate}`,
        col1: usd(s.taxable_wages),
        col2: usd(s.credit_reduction),
      })),
      {
        line: '',
        caption: 'Total credit reduction (enter on Form 940, line 11)',
        col2: usd(f.line11_credit_reduction),
      },
    ];
    formRows(doc, 84, rows);
  });
}
