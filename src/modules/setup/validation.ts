/**
 * Validation helpers of the setup module that JSON Schema cannot express: US states and ZIPs,
 * money precision (dollars ≤ 2 decimals, rates ≤ 4), real calendar dates, and the collection of
 * several field errors into one 400 `validation_failed` problem. Pure functions (also used by the
 * CSV import, which maps API field names to column names).
 */
import { DomainError, type FieldError } from '../../shared/errors.js';
import { decimalPlaces, dollarsToCents, toDecimalString } from '../../shared/money.js';
import { isValidDate } from '../../shared/time.js';

/** The 50 states and DC (two-letter USPS codes). */
export const US_STATES: ReadonlySet<string> = new Set([
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
]);

/** US ZIP or ZIP+4. */
export const ZIP_RE = /^\d{5}(-\d{4})?$/;

/** Email shape (lenient; the address is lower-cased when stored). */
export const EMAIL_RE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Local wall time `HH:MM` (00:00–23:59). */
export const HHMM_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** JSON rendering of a client value for messages (`"XX"`, `12.345`). */
export const show = (v: unknown): string => JSON.stringify(v) ?? String(v);

/**
 * Collects field errors; {@link Checker.throwIfAny} throws one 400 `validation_failed` whose
 * detail names the first offending field and value.
 */
export class Checker {
  readonly errors: FieldError[] = [];

  /** Records `field: message`. */
  add(field: string, message: string): void {
    this.errors.push({ field, message });
  }

  /** Whether nothing was recorded. */
  get ok(): boolean {
    return this.errors.length === 0;
  }

  /** @throws DomainError 400 `validation_failed` with every collected error. */
  throwIfAny(): void {
    const first = this.errors[0];
    if (!first) return;
    const more = this.errors.length > 1 ? ` (and ${this.errors.length - 1} more)` : '';
    throw new DomainError('validation_failed', `${first.field}: ${first.message}${more}`, this.errors);
  }

  /** A two-letter US state (50 states + DC). */
  state(field: string, v: string): void {
    if (!US_STATES.has(v)) {
      this.add(field, `${show(v)} is not a US state code (two capital letters, the 50 states and DC)`);
    }
  }

  /** A ZIP `12345` or `12345-6789`. */
  zip(field: string, v: string): void {
    if (!ZIP_RE.test(v)) this.add(field, `${show(v)} is not a US ZIP code (12345 or 12345-6789)`);
  }

  /** A real calendar date `YYYY-MM-DD`. Returns whether it is valid. */
  date(field: string, v: string): boolean {
    if (isValidDate(v)) return true;
    this.add(field, `${show(v)} is not a calendar date YYYY-MM-DD`);
    return false;
  }

  /** A lower-cased email; returns it. */
  email(field: string, v: string): string {
    if (!EMAIL_RE.test(v) || v.length > 254) this.add(field, `${show(v)} is not an email address`);
    return v.trim().toLowerCase();
  }

  /**
   * Dollars ≥ `min` with at most 2 decimals → integer cents (null when invalid; the error is
   * recorded naming the value).
   */
  dollars(field: string, v: number, min = 0, max = 1_000_000_000): number | null {
    if (!Number.isFinite(v) || v < min || v > max) {
      this.add(field, `${show(v)} must be a number from ${min} to ${max}`);
      return null;
    }
    if (decimalPlaces(v) > 2) {
      this.add(field, `${show(v)} has more than 2 decimals (amounts are dollars and cents)`);
      return null;
    }
    return dollarsToCents(v);
  }

  /** A decimal (rate, multiplier, hours, percent) in [min, max] with at most `decimals` → exact decimal string, or null. */
  decimal(field: string, v: number, min: number, max: number, decimals: number): string | null {
    if (!Number.isFinite(v) || v < min || v > max) {
      this.add(field, `${show(v)} must be a number from ${min} to ${max}`);
      return null;
    }
    const s = toDecimalString(v, decimals);
    if (s === null) {
      this.add(field, `${show(v)} has more than ${decimals} decimals`);
      return null;
    }
    return s;
  }
}

/** Whether the PostgreSQL error is a unique violation (23505), optionally of constraint/index `name`. */
export function isUniqueViolation(err: unknown, name?: string): boolean {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return false;
  return name === undefined || e.constraint === name || (e.message ?? '').includes(name);
}

/** Whether the PostgreSQL error is a foreign-key violation (23503). */
export function isForeignKeyViolation(err: unknown): boolean {
  return (err as { code?: string })?.code === '23503';
}
