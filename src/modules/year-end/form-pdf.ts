/**
 * Drawing helpers of the IRS return renderings (Forms 941, 940 and 1099-NEC as PDFs): a
 * faithful rendering with the form's line numbers and captions, not the IRS's own fillable PDF
 * (it cannot be shipped: docs/year-end.md). pdfkit, US Letter, standard Helvetica; money as
 * `1,234.56`; a form is a list of rows (line number, caption, up to two amount columns).
 */
import PDFDocument from 'pdfkit';
import type { EmployerInfo } from './year-end.repository.js';

/** Left margin and width of the drawing area, points. */
export const X = 36;
export const W = 540;

/** Dollars as the forms print them: `1,234.56`; null → blank. */
export const usd = (d: number | null | undefined): string =>
  d === null || d === undefined ? '' : d.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** `123456789` → `12-3456789`; null → blank. */
export const einText = (ein: string | null): string => (ein ? `${ein.slice(0, 2)}-${ein.slice(2)}` : '');

/** One row of a form: its line number, caption and amounts (column 1, column 2). */
export interface FormRow {
  line: string;
  caption: string;
  col1?: string;
  col2?: string;
  /** A section heading (bold, no amounts) instead of a line. */
  heading?: boolean;
}

/** Creates a document and resolves to its bytes once `draw` has drawn every page. */
export function renderPdf(
  info: { Title: string; Author: string },
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: X, info });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  draw(doc);
  doc.end();
  return done;
}

/** The form's title block and the employer boxes (EIN, name, address); returns the next y. */
export function formHeader(
  doc: PDFKit.PDFDocument,
  title: string,
  subtitle: string,
  employer: Pick<EmployerInfo, 'name' | 'ein' | 'address'>,
  right: string[],
): number {
  doc.font('Helvetica-Bold').fontSize(13).text(title, X, 36, { width: W });
  doc.font('Helvetica').fontSize(8).text(subtitle, X, 54, { width: W });
  const y = 72;
  doc.rect(X, y, 330, 66).lineWidth(0.5).stroke();
  const a = employer.address;
  doc
    .font('Helvetica')
    .fontSize(7)
    .text('Employer identification number (EIN)', X + 4, y + 3)
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(einText(employer.ein), X + 170, y + 2)
    .font('Helvetica')
    .fontSize(7)
    .text('Name (not your trade name)', X + 4, y + 17)
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(employer.name, X + 120, y + 16, { width: 205, lineBreak: false })
    .font('Helvetica')
    .fontSize(7)
    .text('Address', X + 4, y + 31)
    .fontSize(9)
    .text(a ? `${a.address_line_1}${a.address_line_2 ? `, ${a.address_line_2}` : ''}` : '', X + 120, y + 30, {
      width: 205,
      lineBreak: false,
    })
    .text(a ? `${a.city}, ${a.state} ${a.zip}` : '', X + 120, y + 44, { width: 205, lineBreak: false });
  doc.rect(X + 340, y, W - 340, 66).stroke();
  doc.font('Helvetica').fontSize(8);
  right.forEach((t, i) => doc.text(t, X + 344, y + 4 + i * 11, { width: W - 348, lineBreak: false }));
  return y + 76;
}

/** Draws rows from `y` (line number, caption, column 1, column 2); returns the next y. */
export function formRows(doc: PDFKit.PDFDocument, y: number, rows: readonly FormRow[]): number {
  const numW = 30;
  const colW = 90;
  const capW = W - numW - 2 * colW - 8;
  for (const r of rows) {
    if (r.heading) {
      doc.rect(X, y, W, 14).fillAndStroke('#e8e8e8', '#000');
      doc
        .fillColor('#000')
        .font('Helvetica-Bold')
        .fontSize(8)
        .text(r.caption, X + 4, y + 3, { width: W - 8 });
      y += 16;
      continue;
    }
    doc.font('Helvetica').fontSize(7.5);
    const h = Math.max(16, doc.heightOfString(r.caption, { width: capW }) + 6);
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .text(r.line, X, y + 3, { width: numW });
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .text(r.caption, X + numW, y + 3, { width: capW });
    for (const [i, v] of [r.col1, r.col2].entries()) {
      if (v === undefined) continue;
      const x = X + numW + capW + 8 + i * colW;
      doc
        .rect(x, y + 1, colW - 4, h - 3)
        .lineWidth(0.5)
        .stroke();
      doc
        .font('Helvetica-Bold')
        .fontSize(8.5)
        .text(v, x + 2, y + h - 13, { width: colW - 8, align: 'right', lineBreak: false });
    }
    y += h;
  }
  return y;
}

/** A check box with its caption; returns the next y. */
export function checkBox(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  checked: boolean,
  caption: string,
  width = W - 20,
): number {
  doc
    .rect(x, y + 1, 8, 8)
    .lineWidth(0.5)
    .stroke();
  if (checked) {
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .text('X', x + 1.5, y + 1.5, { lineBreak: false });
  }
  doc.font('Helvetica').fontSize(7.5);
  const h = doc.heightOfString(caption, { width: width - 14 });
  doc.text(caption, x + 14, y + 1, { width: width - 14 });
  return y + Math.max(12, h + 4);
}

/**
 * A box of a paper form: caption on top (small; wrapped unless `wrap` is false), value below
 * (bold, one line).
 */
export function formBox(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  w: number,
  h: number,
  caption: string,
  value: string,
  opts: { captionSize?: number; wrap?: boolean } = {},
): void {
  doc.rect(x, y, w, h).lineWidth(0.5).stroke();
  doc
    .font('Helvetica')
    .fontSize(opts.captionSize ?? 6.5)
    .text(caption, x + 2, y + 2, { width: w - 4, lineBreak: opts.wrap ?? true });
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(value, x + 4, y + h - 12, { width: w - 8, lineBreak: false });
}
