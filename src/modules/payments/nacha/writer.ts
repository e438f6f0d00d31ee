/**
 * Writes a NACHA file of one PPD batch (Nacha Operating Rules 2026, Appendix Two "Specifications
 * for data acceptance by ACH Operators" and Appendix Three): file header, batch header, the entries
 * in the order given, the company's offsetting debit last when the file is balanced, batch
 * control, file control, then records of 94 '9's up to a multiple of 10 records (blocking factor
 * 10). Pure; amounts in cents; records joined by `\n` with a final `\n`.
 */
import { BLOCKING_FACTOR, RECORD_LENGTH } from './fields.js';
import {
  batchControl,
  batchHeader,
  entryDetail,
  fileControl,
  fileHeader,
  type EntryDetail,
  type FileHeader,
  type ServiceClass,
} from './records.js';

/** Everything one file says. */
export interface NachaFile {
  header: FileHeader;
  batch: {
    companyName: string;
    companyIdentification: string;
    entryDescription: string;
    descriptiveDate: string;
    effectiveEntryDate: string;
    /** 9-digit ODFI routing number (its first 8 digits identify the ODFI). */
    odfiRouting: string;
  };
  /** Credits and prenotes, in file order (trace numbers already assigned). */
  entries: EntryDetail[];
  /** The company's offsetting debit (balanced file), or null. */
  offset: EntryDetail | null;
}

/** Totals of a written file (what the batch and file control records say). */
export interface NachaTotals {
  entryCount: number;
  entryHash: number;
  totalDebitCents: number;
  totalCreditCents: number;
  blockCount: number;
  recordCount: number;
}

/** Whether a transaction code is a debit (x7 codes). */
const isDebit = (code: number) => code % 10 === 7;

/**
 * Entry hash: the sum of the entries' 8-digit RDFI identifications (positions 04–11), keeping its
 * rightmost 10 digits (Appendix Three, "Entry Hash").
 */
export function entryHash(entries: readonly { routingNumber: string }[]): number {
  let sum = 0;
  for (const e of entries) sum += Number(e.routingNumber.slice(0, 8));
  return sum % 10_000_000_000;
}

/** Writes the file; returns its text and totals. */
export function writeNachaFile(f: NachaFile): { text: string; totals: NachaTotals } {
  const all = f.offset ? [...f.entries, f.offset] : f.entries;
  let debit = 0;
  let credit = 0;
  for (const e of all) {
    if (isDebit(e.transactionCode)) debit += e.amountCents;
    else credit += e.amountCents;
  }
  const serviceClass: ServiceClass = debit > 0 ? 200 : 220;
  const odfi = f.batch.odfiRouting.slice(0, 8);
  const hash = entryHash(all);
  const lines: string[] = [fileHeader(f.header)];
  lines.push(
    batchHeader({
      serviceClass,
      companyName: f.batch.companyName,
      companyIdentification: f.batch.companyIdentification,
      entryDescription: f.batch.entryDescription,
      descriptiveDate: f.batch.descriptiveDate,
      effectiveEntryDate: f.batch.effectiveEntryDate,
      odfiIdentification: odfi,
      batchNumber: 1,
    }),
  );
  for (const e of all) lines.push(entryDetail(e));
  lines.push(
    batchControl({
      serviceClass,
      entryCount: all.length,
      entryHash: hash,
      totalDebitCents: debit,
      totalCreditCents: credit,
      companyIdentification: f.batch.companyIdentification,
      odfiIdentification: odfi,
      batchNumber: 1,
    }),
  );
  const recordCount = lines.length + 1;
  const blockCount = Math.ceil(recordCount / BLOCKING_FACTOR);
  lines.push(
    fileControl({
      batchCount: 1,
      blockCount,
      entryCount: all.length,
      entryHash: hash,
      totalDebitCents: debit,
      totalCreditCents: credit,
    }),
  );
  const filler = '9'.repeat(RECORD_LENGTH);
  while (lines.length < blockCount * BLOCKING_FACTOR) lines.push(filler);
  return {
    text: lines.join('\n') + '\n',
    totals: {
      entryCount: all.length,
      entryHash: hash,
      totalDebitCents: debit,
      totalCreditCents: credit,
      blockCount,
      recordCount,
    },
  };
}

/** A trace number: the ODFI's 8-digit identification and a 7-digit sequence number. */
export function traceNumber(odfiRouting: string, sequence: number): string {
  return odfiRouting.slice(0, 8) + String(sequence).padStart(7, '0');
}
