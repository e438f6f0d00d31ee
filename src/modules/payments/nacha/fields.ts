/**
 * Field formatting of NACHA records (Nacha Operating Rules 2026, Appendix Three "ACH Record Format
 * Specifications", §3.1 "Field inclusion requirements" / data specifications): alphanumeric fields
 * are left-justified and blank-filled, upper case; numeric fields are right-justified and
 * zero-filled, unsigned. Every record is exactly 94 characters.
 */

/** Length of every record. */
export const RECORD_LENGTH = 94;

/** Records per block; a file's last block is padded with records of all 9s. */
export const BLOCKING_FACTOR = 10;

/**
 * Alphanumeric field of `size`: upper case, characters outside printable ASCII (0x20–0x7E) replaced
 * by a space, left-justified, blank-filled, cut to `size`.
 */
export function alpha(value: string, size: number): string {
  const clean = value.toUpperCase().replace(/[^\x20-\x7E]/g, ' ');
  return clean.length >= size ? clean.slice(0, size) : clean + ' '.repeat(size - clean.length);
}

/**
 * Numeric field of `size`: a non-negative integer right-justified and zero-filled.
 * @throws when the value is negative, not an integer, or longer than `size` digits.
 */
export function num(value: number | bigint | string, size: number): string {
  const s = typeof value === 'string' ? value : value.toString();
  if (!/^\d+$/.test(s) || s.length > size) {
    throw new RangeError(`NACHA numeric field of ${size} digits cannot hold ${s}`);
  }
  return s.padStart(size, '0');
}

/** A `YYYY-MM-DD` date as `YYMMDD`. */
export function yymmdd(date: string): string {
  return date.slice(2, 4) + date.slice(5, 7) + date.slice(8, 10);
}

/** Joins fields into one record. @throws when the record is not {@link RECORD_LENGTH} characters. */
export function record(fields: string[]): string {
  const r = fields.join('');
  if (r.length !== RECORD_LENGTH) throw new Error(`NACHA record of ${r.length} characters: ${r.slice(0, 1)}`);
  return r;
}
