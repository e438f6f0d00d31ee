/**
 * Form 941 (Employer's QUARTERLY Federal Tax Return, IRS, 2026 revision) as a PDF: the form's
 * header (EIN, name, address, the quarter checked), Part 1 lines 1–15 and Part 2 line 16 with the
 * depositor's box checked (./depositor.ts), then Schedule B (Form 941), Report of Tax Liability for
 * Semiweekly Schedule Depositors, on a second page when line 16's third box applies: per month of
 * the quarter, the liability of each day (by payday) and the month's total. A faithful rendering
 * with the form's line numbers and captions (docs/year-end.md: the IRS fillable PDF cannot be
 * shipped). Lines the ledger cannot fill (4, 5f, 8, 9, 13–15: tips, sick pay, deposits made) are
 * left blank; Part 3 onward (business closed, seasonal, signature) is for the filer.
 */
import type { form941Document } from './form941.js';
import type { Line16Box } from './depositor.js';
import type { EmployerInfo } from './year-end.repository.js';
import { checkBox, formHeader, formRows, renderPdf, usd, W, X, type FormRow } from './form-pdf.js';

/** What the PDF shows: the form's lines and the depositor (GET /companies/941). */
export type Form941Data = ReturnType<typeof form941Document> & {
  depositor: { lookback_schedule: 'monthly' | 'semiweekly'; line16: Line16Box };
};

const QUARTERS = [
  '1: January, February, March',
  '2: April, May, June',
  '3: July, August, September',
  '4: October, November, December',
];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Part 1 and line 16 rows of the form. */
export function form941Rows(f: Form941Data): FormRow[] {
  const d12 = ['Mar. 12', 'June 12', 'Sept. 12', 'Dec. 12'][f.quarter - 1];
  return [
    { line: '', caption: 'Part 1: Answer these questions for this quarter.', heading: true },
    {
      line: '1',
      caption: `Number of employees who received wages, tips, or other compensation for the pay period including ${d12} (Quarter ${f.quarter})`,
      col2: String(f.line1_employees),
    },
    { line: '2', caption: 'Wages, tips, and other compensation', col2: usd(f.line2_wages) },
    {
      line: '3',
      caption: 'Federal income tax withheld from wages, tips, and other compensation',
      col2: usd(f.line3_federal_income_tax_withheld),
    },
    {
      line: '4',
      caption:
        'If no wages, tips, and other compensation are subject to social security or Medicare tax, check and go to line 6',
      col2: f.line5c_medicare_wages === 0 ? 'X' : '',
    },
    {
      line: '5a',
      caption: 'Taxable social security wages (Column 1 × 0.124 = Column 2)',
      col1: usd(f.line5a_social_security_wages),
      col2: usd(f.line5a_tax),
    },
    {
      line: '5b',
      caption: 'Taxable social security tips (× 0.124)',
      col1: usd(f.line5b_social_security_tips),
      col2: usd(f.line5b_tax),
    },
    {
      line: '5c',
      caption: 'Taxable Medicare wages & tips (× 0.029)',
      col1: usd(f.line5c_medicare_wages),
      col2: usd(f.line5c_tax),
    },
    {
      line: '5d',
      caption: 'Taxable wages & tips subject to Additional Medicare Tax withholding (× 0.009)',
      col1: usd(f.line5d_additional_medicare_wages),
      col2: usd(f.line5d_tax),
    },
    {
      line: '5e',
      caption: 'Total social security and Medicare taxes. Add Column 2 from lines 5a, 5b, 5c, and 5d',
      col2: usd(f.line5e_total_social_security_and_medicare),
    },
    { line: '5f', caption: 'Section 3121(q) Notice and Demand—Tax due on unreported tips', col2: '' },
    {
      line: '6',
      caption: 'Total taxes before adjustments. Add lines 3, 5e, and 5f',
      col2: usd(f.line6_total_taxes_before_adjustments),
    },
    {
      line: '7',
      caption: "Current quarter's adjustment for fractions of cents",
      col2: usd(f.line7_fractions_of_cents),
    },
    { line: '8', caption: "Current quarter's adjustment for sick pay", col2: '' },
    { line: '9', caption: "Current quarter's adjustments for tips and group-term life insurance", col2: '' },
    {
      line: '10',
      caption: 'Total taxes after adjustments. Combine lines 6 through 9',
      col2: usd(f.line10_total_taxes_after_adjustments),
    },
    {
      line: '11',
      caption:
        'Qualified small business payroll tax credit for increasing research activities. Attach Form 8974',
      col2: usd(f.line11_credits),
    },
    {
      line: '12',
      caption: 'Total taxes after adjustments and nonrefundable credits. Subtract line 11 from line 10',
      col2: usd(f.line12_total_taxes_after_credits),
    },
    {
      line: '13',
      caption:
        'Total deposits for this quarter, including overpayment applied from a prior quarter and overpayments applied from Form 941-X, 941-X (PR), 944-X, or 944-X (SP) filed in the current quarter',
      col2: '',
    },
    {
      line: '14',
      caption: 'Balance due. If line 12 is more than line 13, enter the difference and see instructions',
      col2: '',
    },
    { line: '15', caption: 'Overpayment. If line 13 is more than line 12, enter the difference', col2: '' },
  ];
}

function scheduleB(doc: PDFKit.PDFDocument, f: Form941Data, name: string, ein: string) {
  doc.addPage();
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(
      `Schedule B (Form 941): Report of Tax Liability for Semiweekly Schedule Depositors — ${f.year}`,
      X,
      36,
      { width: W },
    );
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(
      `Employer identification number (EIN) ${ein}    Name ${name}    Quarter ${QUARTERS[f.quarter - 1]}`,
      X,
      54,
      {
        width: W,
      },
    );
  let y = 74;
  for (let m = 0; m < 3; m++) {
    const month = (f.quarter - 1) * 3 + m + 1;
    const days = f.schedule_b.filter((x) => Number(x.date.slice(5, 7)) === month);
    const total = Math.round(days.reduce((s, x) => s + Math.round(x.liability * 100), 0)) / 100;
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(`Month ${m + 1} (${MONTHS[month - 1]})`, X, y);
    y += 13;
    const cw = W / 8;
    for (let day = 1; day <= 31; day++) {
      const col = (day - 1) % 8;
      const row = Math.floor((day - 1) / 8);
      const v = days.find((x) => Number(x.date.slice(8, 10)) === day);
      const x = X + col * cw;
      const yy = y + row * 18;
      doc.rect(x, yy, cw, 18).lineWidth(0.5).stroke();
      doc
        .font('Helvetica')
        .fontSize(7)
        .text(String(day), x + 2, yy + 2, { lineBreak: false });
      if (v) {
        doc
          .font('Helvetica-Bold')
          .fontSize(7.5)
          .text(usd(v.liability), x + 10, yy + 8, { width: cw - 12, align: 'right', lineBreak: false });
      }
    }
    y += 4 * 18 + 4;
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(`Tax liability for Month ${m + 1}`, X, y);
    doc.font('Helvetica-Bold').text(usd(total), X + W - 120, y, { width: 120, align: 'right' });
    y += 18;
  }
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(
      'Total liability for the quarter (Month 1 + Month 2 + Month 3). Total must equal line 12 on Form 941.',
      X,
      y,
      { width: W - 130 },
    );
  doc
    .font('Helvetica-Bold')
    .text(usd(f.line16_monthly_liability.total), X + W - 120, y, { width: 120, align: 'right' });
}

/** The Form 941 of a quarter as a PDF (and Schedule B for a semiweekly depositor); resolves to its bytes. */
export function form941Pdf(f: Form941Data, employer: EmployerInfo): Promise<Buffer> {
  return renderPdf({ Title: `Form 941 ${f.year} Q${f.quarter}`, Author: employer.name }, (doc) => {
    let y = formHeader(
      doc,
      `Form 941 for ${f.year}: Employer's QUARTERLY Federal Tax Return`,
      'Department of the Treasury — Internal Revenue Service. Rendered by payclock from the approved payrolls of the quarter (by payday); not the IRS form itself.',
      employer,
      [
        'Report for this Quarter of ' + f.year + ' (Check one.)',
        ...QUARTERS.map((q, i) => `[${i + 1 === f.quarter ? 'X' : ' '}] ${q}`),
      ],
    );
    y = formRows(doc, y, form941Rows(f));
    y = formRows(doc, y + 4, [
      {
        line: '',
        caption: 'Part 2: Tell us about your deposit schedule and tax liability for this quarter.',
        heading: true,
      },
    ]);
    const box = f.depositor.line16;
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .text('16', X, y + 1);
    y = checkBox(
      doc,
      X + 30,
      y,
      box === 'less_than_2500',
      "Line 12 on this return is less than $2,500 or line 12 on the return for the prior quarter was less than $2,500, and you didn't incur a $100,000 next-day deposit obligation during the current quarter.",
      W - 30,
    );
    y = checkBox(
      doc,
      X + 30,
      y,
      box === 'monthly',
      'You were a monthly schedule depositor for the entire quarter. Enter your tax liability for each month and total liability for the quarter.',
      W - 30,
    );
    const m = f.line16_monthly_liability;
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(
        `Tax liability:  Month 1 ${usd(m.month1)}    Month 2 ${usd(m.month2)}    Month 3 ${usd(m.month3)}    Total liability for quarter ${usd(m.total)}`,
        X + 44,
        y,
        { width: W - 44 },
      );
    y += 14;
    checkBox(
      doc,
      X + 30,
      y,
      box === 'semiweekly',
      'You were a semiweekly schedule depositor for any part of this quarter. Complete Schedule B (Form 941), Report of Tax Liability for Semiweekly Schedule Depositors, and attach it to Form 941.',
      W - 30,
    );
    if (box === 'semiweekly') {
      scheduleB(
        doc,
        f,
        employer.name,
        employer.ein ? `${employer.ein.slice(0, 2)}-${employer.ein.slice(2)}` : '',
      );
    }
  });
}
