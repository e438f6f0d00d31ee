/**
 * Form 1099-NEC (Nonemployee Compensation, IRS) Copy B — For Recipient — as a PDF: the payer's
 * and recipient's names, addresses and TINs (the recipient's truncated, as the recipient copy may
 * show it: Treas. Reg. §301.6109-4), boxes 1, 2, 4 and the state boxes 5–7 (two rows, as on the
 * form), laid out like the IRS form with its box numbers and captions. Copy A is filed with the IRS
 * (electronically, through IRIS or FIRE), not printed here. pdfkit, US Letter.
 */
import type { EmployerInfo } from './year-end.repository.js';
import { formBox, renderPdf, usd, W, X } from './form-pdf.js';

/** A postal address as the form's JSON gives it. */
type FormAddress = {
  address_line_1: string;
  address_line_2: string | null;
  city: string;
  state: string;
  zip: string;
} | null;

/** What the PDF shows (GET /contractors/:id/1099-necs/:year). */
export interface Form1099NecData {
  year: number;
  contractor_id: number;
  payer: {
    tin: string | null;
    name: string;
    address: FormAddress;
  };
  recipient: {
    tin: string;
    name: string;
    address: FormAddress;
  };
  box1_nonemployee_compensation: number;
  box2_direct_sales_over_5000: boolean;
  box4_federal_income_tax_withheld: number;
  states: Array<{
    state: string;
    box5_state_tax_withheld: number;
    payer_state_id: string | null;
    state_income: number;
  }>;
}

/** The recipient's Copy B of a 1099-NEC as a PDF; resolves to its bytes. */
export function form1099NecPdf(f: Form1099NecData, employer: Pick<EmployerInfo, 'phone'>): Promise<Buffer> {
  return renderPdf({ Title: `Form 1099-NEC ${f.year} ${f.recipient.name}`, Author: f.payer.name }, (doc) => {
    const top = 40;
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .text(`Form 1099-NEC  Nonemployee Compensation  ${f.year}`, X, top);
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(
        `For calendar year ${f.year}    OMB No. 1545-0116    Department of the Treasury — Internal Revenue Service`,
        X,
        top + 17,
      )
      .font('Helvetica-Bold')
      .text('Copy B  For Recipient', X, top + 29);
    const y = top + 46;
    const L = 290;
    const R = W - L;
    const p = f.payer.address;
    const r = f.recipient.address;
    formBox(
      doc,
      X,
      y,
      L,
      62,
      "PAYER'S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone no.",
      '',
    );
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .text(f.payer.name, X + 4, y + 20, { width: L - 8, lineBreak: false })
      .text(p ? `${p.address_line_1}${p.address_line_2 ? `, ${p.address_line_2}` : ''}` : '', X + 4, y + 31, {
        width: L - 8,
        lineBreak: false,
      })
      .text(p ? `${p.city}, ${p.state} ${p.zip}` : '', X + 4, y + 42, { width: L - 8, lineBreak: false })
      .text(employer.phone ?? '', X + 4, y + 52, { width: L - 8, lineBreak: false });
    formBox(doc, X, y + 62, L / 2, 28, "PAYER'S TIN", f.payer.tin ?? '');
    formBox(doc, X + L / 2, y + 62, L / 2, 28, "RECIPIENT'S TIN", f.recipient.tin);
    formBox(doc, X, y + 90, L, 28, "RECIPIENT'S name", f.recipient.name);
    formBox(
      doc,
      X,
      y + 118,
      L,
      28,
      'Street address (including apt. no.)',
      r ? `${r.address_line_1}${r.address_line_2 ? `, ${r.address_line_2}` : ''}` : '',
    );
    formBox(
      doc,
      X,
      y + 146,
      L,
      28,
      'City or town, state or province, country, and ZIP or foreign postal code',
      r ? `${r.city}, ${r.state} ${r.zip}` : '',
    );
    formBox(doc, X, y + 174, L, 28, 'Account number (see instructions)', String(f.contractor_id));
    const rx = X + L;
    formBox(doc, rx, y, R, 36, '1 Nonemployee compensation', `$ ${usd(f.box1_nonemployee_compensation)}`);
    formBox(
      doc,
      rx,
      y + 36,
      R,
      36,
      '2 Payer made direct sales totaling $5,000 or more of consumer products to recipient for resale',
      f.box2_direct_sales_over_5000 ? '[X]' : '[ ]',
    );
    formBox(doc, rx, y + 72, R, 28, '3', '');
    formBox(
      doc,
      rx,
      y + 100,
      R,
      28,
      '4 Federal income tax withheld',
      `$ ${usd(f.box4_federal_income_tax_withheld)}`,
    );
    const sy = y + 128;
    const cw = R / 3;
    const states = [f.states[0], f.states[1]];
    states.forEach((s, i) => {
      const yy = sy + i * 37;
      formBox(
        doc,
        rx,
        yy,
        cw,
        37,
        i === 0 ? '5 State tax withheld' : '',
        s ? `$ ${usd(s.box5_state_tax_withheld)}` : '',
      );
      formBox(
        doc,
        rx + cw,
        yy,
        cw,
        37,
        i === 0 ? "6 State/Payer's state no." : '',
        s ? `${s.state} ${s.payer_state_id ?? ''}` : '',
      );
      formBox(
        doc,
        rx + 2 * cw,
        yy,
        cw,
        37,
        i === 0 ? '7 State income' : '',
        s ? `$ ${usd(s.state_income)}` : '',
      );
    });
    doc
      .font('Helvetica')
      .fontSize(7)
      .text(
        'This is important tax information and is being furnished to the IRS. If you are required to file a return, a negligence penalty or other sanction may be imposed on you if this income is taxable and the IRS determines that it has not been reported. Rendered by payclock from the approved payrolls of the year; not the IRS form itself.',
        X,
        y + 214,
        { width: W },
      );
  });
}
