/**
 * Reads a bank's return file: each returned entry is an Entry Detail Record ('6') followed by a
 * Return Addenda Record ('7', addenda type '99'; Nacha Operating Rules 2026, Appendix Three §3.2.9
 * and Appendix Four "Return Entries"): 01 '7' · 02–03 '99' · 04–06 return reason code · 07–21
 * original entry trace number · 22–27 date of death · 28–35 original RDFI identification · 36–79
 * addenda information · 80–94 trace number. Pure.
 */

/** One return the file reports. */
export interface ReturnedEntry {
  /** Trace number of the original entry (15 digits). */
  originalTraceNumber: string;
  /** `R01`…`R85`. */
  reasonCode: string;
  /** Amount of the returned entry, cents (from its '6' record). */
  amountCents: number;
}

/** Return reason codes accepted (R01–R85, Appendix Four). */
export const RETURN_CODE = /^R(0[1-9]|[1-7]\d|8[0-5])$/;

/**
 * The returns of a file. Lines that are not '6'/'7' records are skipped; a '7' record with addenda
 * type 99 after a '6' record is one return. @throws Error naming the line of a malformed record.
 */
export function parseReturnFile(text: string): ReturnedEntry[] {
  const out: ReturnedEntry[] = [];
  const lines = text.split(/\r?\n/);
  let lastAmount: number | null = null;
  lines.forEach((line, i) => {
    if (line.startsWith('6')) {
      if (line.length !== 94) throw new Error(`line ${i + 1}: an entry record is 94 characters`);
      lastAmount = Number(line.slice(29, 39));
    } else if (line.startsWith('799')) {
      if (line.length !== 94) throw new Error(`line ${i + 1}: an addenda record is 94 characters`);
      if (lastAmount === null) throw new Error(`line ${i + 1}: a return addenda without its entry`);
      const reasonCode = line.slice(3, 6);
      if (!RETURN_CODE.test(reasonCode)) throw new Error(`line ${i + 1}: return reason ${reasonCode}`);
      out.push({ originalTraceNumber: line.slice(6, 21), reasonCode, amountCents: lastAmount });
      lastAmount = null;
    }
  });
  return out;
}
