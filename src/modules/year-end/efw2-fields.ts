/**
 * Field rules of the SSA's EFW2 records (SSA Publication No. 42-007): alphanumeric fields upper
 * case, left-justified and blank-filled, with the characters the SSA accepts; money fields in
 * cents, right-justified and zero-filled, no sign or decimal point. Shared by ./efw2.ts (RA, RE,
 * RW, RT, RF) and ./efw2-rs.ts (RS). Pure.
 */

/** A field too long for its positions (e.g. an amount over the RW field's 11 digits). */
export class Efw2FieldError extends Error {}

/** Alphanumeric field: upper case, characters the SSA accepts, left-justified, blank-filled. */
export function alpha(v: string | null | undefined, len: number): string {
  const s = (v ?? '')
    .toUpperCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Z0-9 ,.\-'/@&#]/g, ' ')
    .slice(0, len);
  return s.padEnd(len, ' ');
}

/** Money field: cents, right-justified, zero-filled. @throws Efw2FieldError when negative or too long */
export function money(cents: number, len: number): string {
  if (!Number.isInteger(cents) || cents < 0) {
    throw new Efw2FieldError(`amount ${cents} is not whole non-negative cents`);
  }
  const s = String(cents);
  if (s.length > len) throw new Efw2FieldError(`amount ${cents} does not fit in ${len} positions`);
  return s.padStart(len, '0');
}

/** A postal address split as the records want it. */
export interface Efw2Address {
  delivery: string;
  location: string;
  city: string;
  state: string;
  zip: string;
}
