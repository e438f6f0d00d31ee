/**
 * isValidDate (src/shared/time.ts): a real proleptic-Gregorian calendar date written YYYY-MM-DD —
 * the leap-year rule (every 4th year, not centuries, but every 400th), month lengths, and the form.
 */
import { describe, expect, it } from 'vitest';
import { isValidDate } from '../../src/shared/time.js';

describe('isValidDate', () => {
  it('accepts real dates, leap days of leap years included', () => {
    for (const s of [
      '2026-01-01',
      '2026-12-31',
      '2024-02-29',
      '2000-02-29',
      '2026-04-30',
      '0000-01-01',
      '9999-12-31',
    ]) {
      expect(isValidDate(s), s).toBe(true);
    }
  });
  it('rejects days a month does not have, month 0 and 13, day 0, and other forms', () => {
    for (const s of [
      '2026-02-29', // 2026 is not a leap year
      '1900-02-29', // a century not divisible by 400
      '2026-04-31',
      '2026-06-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-01-32',
      '2026-1-01',
      '2026-01-01T00:00',
      ' 2026-01-01',
      '',
    ]) {
      expect(isValidDate(s), s).toBe(false);
    }
  });
});
