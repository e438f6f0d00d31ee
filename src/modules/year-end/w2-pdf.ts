/**
 * Form W-2 as a PDF for the employee: Copy B (to be filed with the employee's federal return),
 * Copy C (for the employee's records) and Copy 2 (to be filed with the employee's state, city or
 * local income tax return), one page each, laid out like the IRS form with its box numbers and
 * captions (IRS Form W-2 (2026)). Copy A is filed electronically (the SSA's EFW2 file), never
 * printed here. pdfkit, US Letter, standard Helvetica.
 */
import PDFDocument from 'pdfkit';
import type { w2Json } from './w2.mapper.js';
import { formBox } from './form-pdf.js';

type W2 = ReturnType<typeof w2Json>;

const usd = (d: number) => d.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const COPIES = [
  ['Copy B', "To Be Filed With Employee's FEDERAL Tax Return."],
  ['Copy C', "For EMPLOYEE'S RECORDS."],
  ['Copy 2', "To Be Filed With Employee's State, City, or Local Income Tax Return."],
] as const;

const X = 36;
const W = 540;

/** One box: caption on top (one line), value below (./form-pdf.ts). */
function box(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  w: number,
  h: number,
  caption: string,
  value: string,
) {
  formBox(doc, x, y, w, h, caption, value, { captionSize: 6, wrap: false });
}

function page(doc: PDFKit.PDFDocument, w: W2, copy: readonly [string, string]) {
  const top = 40;
  doc.font('Helvetica-Bold').fontSize(12).text(`Form W-2 Wage and Tax Statement ${w.year}`, X, top);
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(`${copy[0]} — ${copy[1]}`, X, top + 16);
  doc.text('Department of the Treasury — Internal Revenue Service', X, top + 26);
  const y0 = top + 44;
  const L = 270;
  const R = W - L;
  const e = w.employee;
  const er = w.employer;
  const addr = (a: W2['employer']['address']) =>
    a
      ? `${a.address_line_1}${a.address_line_2 ? `, ${a.address_line_2}` : ''}, ${a.city}, ${a.state} ${a.zip}`
      : '';
  box(doc, X, y0, L, 28, "a Employee's social security number", e.ssn ?? '');
  box(doc, X, y0 + 28, L, 28, 'b Employer identification number (EIN)', er.ein ?? '');
  box(doc, X, y0 + 56, L, 44, "c Employer's name, address, and ZIP code", '');
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(er.name, X + 4, y0 + 66)
    .text(addr(er.address), X + 4, y0 + 76, { width: L - 8 });
  box(doc, X, y0 + 100, L, 28, 'd Control number', '');
  box(
    doc,
    X,
    y0 + 128,
    L,
    28,
    "e Employee's first name and initial    Last name",
    `${e.first_name}${e.middle_initial ? ` ${e.middle_initial}` : ''} ${e.last_name}`,
  );
  box(doc, X, y0 + 156, L, 28, "f Employee's address and ZIP code", addr(e.address));
  const rx = X + L;
  const half = R / 2;
  const right: Array<[string, string, string, string]> = [
    [
      '1 Wages, tips, other compensation',
      usd(w.box1_wages),
      '2 Federal income tax withheld',
      usd(w.box2_federal_income_tax_withheld),
    ],
    [
      '3 Social security wages',
      usd(w.box3_social_security_wages),
      '4 Social security tax withheld',
      usd(w.box4_social_security_tax_withheld),
    ],
    [
      '5 Medicare wages and tips',
      usd(w.box5_medicare_wages),
      '6 Medicare tax withheld',
      usd(w.box6_medicare_tax_withheld),
    ],
    [
      '7 Social security tips',
      usd(w.box7_social_security_tips),
      '8 Allocated tips',
      usd(w.box8_allocated_tips),
    ],
    ['9', '', '10 Dependent care benefits', usd(w.box10_dependent_care_benefits)],
    [
      '11 Nonqualified plans',
      usd(w.box11_nonqualified_plans),
      '12a See instructions for box 12',
      w.box12[0] ? `${w.box12[0].code}  ${usd(w.box12[0].amount)}` : '',
    ],
  ];
  right.forEach((r, i) => {
    box(doc, rx, y0 + i * 28, half, 28, r[0], r[1]);
    box(doc, rx + half, y0 + i * 28, half, 28, r[2], r[3]);
  });
  const b13 = w.box13;
  const mark = (v: boolean) => (v ? 'X' : ' ');
  box(
    doc,
    rx,
    y0 + 168,
    half,
    56,
    '13 Statutory employee / Retirement plan / Third-party sick pay',
    `[${mark(b13.statutory_employee)}]  [${mark(b13.retirement_plan)}]  [${mark(b13.third_party_sick_pay)}]`,
  );
  ['b', 'c', 'd'].forEach((s, i) => {
    const v = w.box12[i + 1];
    box(
      doc,
      rx + half,
      y0 + 168 + i * 28 - (i > 1 ? 0 : 0),
      half,
      28,
      `12${s}`,
      v ? `${v.code}  ${usd(v.amount)}` : '',
    );
  });
  box(doc, X, y0 + 184, L, 56, '14 Other', '');
  doc.font('Helvetica').fontSize(8);
  w.box14.slice(0, 4).forEach((o, i) => doc.text(`${o.label}  ${usd(o.amount)}`, X + 4, y0 + 194 + i * 10));
  const sy = y0 + 260;
  const cols: Array<[string, number]> = [
    ['15 State / Employer’s state ID number', 140],
    ['16 State wages, tips, etc.', 75],
    ['17 State income tax', 70],
    ['18 Local wages, tips, etc.', 75],
    ['19 Local income tax', 70],
    ['20 Locality name', 110],
  ];
  const rows: string[][] = [];
  for (const s of w.states) {
    const locs = s.localities.length > 0 ? s.localities : [null];
    locs.forEach((l, i) => {
      rows.push([
        `${s.box15_state} ${s.box15_employer_state_id ?? ''}`,
        i === 0 ? usd(s.box16_state_wages) : '',
        i === 0 ? usd(s.box17_state_income_tax) : '',
        l ? usd(l.box18_local_wages) : '',
        l ? usd(l.box19_local_income_tax) : '',
        l ? l.box20_locality_name : '',
      ]);
    });
  }
  if (rows.length === 0) rows.push(['', '', '', '', '', '']);
  rows.slice(0, 4).forEach((r, ri) => {
    let x = X;
    cols.forEach(([caption, cw], ci) => {
      box(doc, x, sy + ri * 28, cw, 28, ri === 0 ? caption : '', r[ci] ?? '');
      x += cw;
    });
  });
  doc
    .font('Helvetica')
    .fontSize(7)
    .text(
      'This information is being furnished to the Internal Revenue Service. The employee SSN is truncated on this copy.',
      X,
      sy + 4 * 28 + 10,
      { width: W },
    );
}

/** The W-2's employee copies (B, C, 2) as one PDF; resolves to its bytes. */
export function w2Pdf(w: W2): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 36,
    info: {
      Title: `Form W-2 ${w.year} ${w.employee.first_name} ${w.employee.last_name}`,
      Author: w.employer.name,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  COPIES.forEach((c, i) => {
    if (i > 0) doc.addPage();
    page(doc, w, c);
  });
  doc.end();
  return done;
}
