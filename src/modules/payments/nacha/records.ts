/**
 * The five NACHA records a PPD credit file uses, field by field, with the positions of the Nacha
 * Operating Rules 2026, Appendix Three (ACH Record Format Specifications), §3.2.1 File Header,
 * §3.2.2 Company/Batch Header, §3.2.3 PPD Entry Detail, §3.2.5 Company/Batch Control, §3.2.6 File
 * Control (also https://achdevguide.nacha.org/ach-file-details). Pure; amounts in cents.
 */
import { alpha, num, record, yymmdd } from './fields.js';

/** File Header Record ('1'). */
export interface FileHeader {
  /** Routing number of the receiving point (usually the ODFI), 9 digits; written ` ` + 9 digits. */
  immediateDestination: string;
  /** The sending point: 10 characters (often `1` + EIN or ` ` + routing number). */
  immediateOrigin: string;
  /** `YYYY-MM-DD` and `HHMM` of the file's creation (company-local). */
  creationDate: string;
  creationTime: string;
  /** `A`–`Z` or `0`–`9`: distinguishes files of the same day. */
  fileIdModifier: string;
  immediateDestinationName: string;
  immediateOriginName: string;
}

/**
 * 01 '1' · 02–03 priority '01' · 04–13 immediate destination · 14–23 immediate origin · 24–29 date
 * YYMMDD · 30–33 time HHMM · 34 file ID modifier · 35–37 record size '094' · 38–39 blocking factor
 * '10' · 40 format code '1' · 41–63 destination name · 64–86 origin name · 87–94 reference code.
 */
export function fileHeader(h: FileHeader): string {
  return record([
    '1',
    '01',
    ' ' + num(h.immediateDestination, 9),
    alpha(h.immediateOrigin, 10),
    yymmdd(h.creationDate),
    num(h.creationTime, 4),
    alpha(h.fileIdModifier, 1),
    '094',
    '10',
    '1',
    alpha(h.immediateDestinationName, 23),
    alpha(h.immediateOriginName, 23),
    alpha('', 8),
  ]);
}

/** Service class codes: 200 mixed debits and credits, 220 credits only. */
export type ServiceClass = 200 | 220 | 225;

/** Company/Batch Header Record ('5') of a PPD batch. */
export interface BatchHeader {
  serviceClass: ServiceClass;
  companyName: string;
  /** 10 characters (often `1` + EIN). */
  companyIdentification: string;
  /** E.g. `PAYROLL` (10). */
  entryDescription: string;
  /** `YYYY-MM-DD` shown as the descriptive date (the payday). */
  descriptiveDate: string;
  /** `YYYY-MM-DD`: the banking day the entries settle. */
  effectiveEntryDate: string;
  /** First 8 digits of the ODFI routing number. */
  odfiIdentification: string;
  batchNumber: number;
}

/**
 * 01 '5' · 02–04 service class · 05–20 company name · 21–40 discretionary data · 41–50 company
 * identification · 51–53 SEC code 'PPD' · 54–63 entry description · 64–69 descriptive date · 70–75
 * effective entry date YYMMDD · 76–78 settlement date (blank: the ACH Operator fills it) · 79
 * originator status '1' · 80–87 ODFI identification · 88–94 batch number.
 */
export function batchHeader(b: BatchHeader): string {
  return record([
    '5',
    num(b.serviceClass, 3),
    alpha(b.companyName, 16),
    alpha('', 20),
    alpha(b.companyIdentification, 10),
    'PPD',
    alpha(b.entryDescription, 10),
    alpha(yymmdd(b.descriptiveDate), 6),
    yymmdd(b.effectiveEntryDate),
    '   ',
    '1',
    num(b.odfiIdentification, 8),
    num(b.batchNumber, 7),
  ]);
}

/**
 * Transaction codes (Appendix Three, "Transaction Codes"): 22 checking credit, 23 checking
 * prenote credit, 27 checking debit, 32 savings credit, 33 savings prenote credit, 37 savings debit.
 */
export type TransactionCode = 22 | 23 | 27 | 32 | 33 | 37;

/** The transaction code of a live credit, a zero-dollar prenote or a debit to an account type. */
export function transactionCode(
  accountType: 'checking' | 'savings',
  kind: 'credit' | 'prenote' | 'debit',
): TransactionCode {
  const base = accountType === 'checking' ? 20 : 30;
  return (base + (kind === 'credit' ? 2 : kind === 'prenote' ? 3 : 7)) as TransactionCode;
}

/** PPD Entry Detail Record ('6'). */
export interface EntryDetail {
  transactionCode: TransactionCode;
  /** The receiver's 9-digit routing number (8-digit RDFI identification + check digit). */
  routingNumber: string;
  /** 4–17 characters. */
  accountNumber: string;
  amountCents: number;
  /** Individual identification number (15): the employee id. */
  individualId: string;
  /** Individual name (22). */
  individualName: string;
  /** The trace number: ODFI identification (8) + sequence (7). */
  traceNumber: string;
}

/**
 * 01 '6' · 02–03 transaction code · 04–11 RDFI identification · 12 check digit · 13–29 DFI account
 * number · 30–39 amount ($$$$$$$$¢¢) · 40–54 individual identification number · 55–76 individual
 * name · 77–78 discretionary data · 79 addenda record indicator '0' · 80–94 trace number.
 */
export function entryDetail(e: EntryDetail): string {
  return record([
    '6',
    num(e.transactionCode, 2),
    num(e.routingNumber.slice(0, 8), 8),
    num(e.routingNumber.slice(8, 9), 1),
    alpha(e.accountNumber, 17),
    num(e.amountCents, 10),
    alpha(e.individualId, 15),
    alpha(e.individualName, 22),
    '  ',
    '0',
    num(e.traceNumber, 15),
  ]);
}

/** Company/Batch Control Record ('8'). */
export interface BatchControl {
  serviceClass: ServiceClass;
  entryCount: number;
  /** Sum of the entries' 8-digit RDFI identifications, its rightmost 10 digits. */
  entryHash: number;
  totalDebitCents: number;
  totalCreditCents: number;
  companyIdentification: string;
  odfiIdentification: string;
  batchNumber: number;
}

/**
 * 01 '8' · 02–04 service class · 05–10 entry/addenda count · 11–20 entry hash · 21–32 total debit
 * · 33–44 total credit · 45–54 company identification · 55–73 message authentication code (blank)
 * · 74–79 reserved (blank) · 80–87 ODFI identification · 88–94 batch number.
 */
export function batchControl(c: BatchControl): string {
  return record([
    '8',
    num(c.serviceClass, 3),
    num(c.entryCount, 6),
    num(c.entryHash, 10),
    num(c.totalDebitCents, 12),
    num(c.totalCreditCents, 12),
    alpha(c.companyIdentification, 10),
    alpha('', 19),
    alpha('', 6),
    num(c.odfiIdentification, 8),
    num(c.batchNumber, 7),
  ]);
}

/** File Control Record ('9'). */
export interface FileControl {
  batchCount: number;
  blockCount: number;
  entryCount: number;
  entryHash: number;
  totalDebitCents: number;
  totalCreditCents: number;
}

/**
 * 01 '9' · 02–07 batch count · 08–13 block count · 14–21 entry/addenda count · 22–31 entry hash ·
 * 32–43 total debit · 44–55 total credit · 56–94 reserved (blank).
 */
export function fileControl(c: FileControl): string {
  return record([
    '9',
    num(c.batchCount, 6),
    num(c.blockCount, 6),
    num(c.entryCount, 8),
    num(c.entryHash, 10),
    num(c.totalDebitCents, 12),
    num(c.totalCreditCents, 12),
    alpha('', 39),
  ]);
}
