/** Text extraction of PDFs for tests (pdfjs-dist): every page's text items joined with spaces. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** All text of a PDF, pages joined by newlines. */
export async function extractPdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const c = await page.getTextContent();
    parts.push(c.items.map((x) => ('str' in x ? x.str : '')).join(' '));
  }
  return parts.join('\n');
}
