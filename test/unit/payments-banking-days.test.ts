/**
 * Banking days (Federal Reserve holiday schedule, https://www.frbservices.org/about/holiday-schedules)
 * and tax business days (IRS Publication 15 (2026) §11: legal holidays of the District of Columbia),
 * checked against the 2026 calendar by hand.
 */
import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  isBusinessDay,
  onOrAfter,
  onOrBefore,
} from '../../src/modules/payments/banking-days.js';

describe('effective entry date: the payday or the banking day before it', () => {
  it('moves a Thanksgiving payday (Thu 2026-11-26) to Wednesday', () => {
    expect(onOrBefore('2026-11-26')).toBe('2026-11-25');
  });
  it('moves a Saturday or Sunday payday to the Friday', () => {
    expect(onOrBefore('2026-11-28')).toBe('2026-11-27');
    expect(onOrBefore('2026-11-29')).toBe('2026-11-27');
  });
  it('keeps a banking-day payday', () => {
    expect(onOrBefore('2026-11-27')).toBe('2026-11-27');
  });
  it('skips a Monday holiday and the weekend before it (Labor Day Mon 2026-09-07 → Fri 09-04)', () => {
    expect(onOrBefore('2026-09-07')).toBe('2026-09-04');
  });
  it('Christmas Day on a Friday (2026-12-25) → Thursday 12-24', () => {
    expect(onOrBefore('2026-12-25')).toBe('2026-12-24');
  });
});

describe('Saturday holidays: open for the Fed, closed for the IRS', () => {
  // July 4, 2026 is a Saturday: the Reserve Banks are open Friday July 3; D.C. observes the
  // holiday on Friday July 3, so it is not a business day for federal tax deposits.
  it('Fri 2026-07-03', () => {
    expect(isBusinessDay('2026-07-03', 'federal_reserve')).toBe(true);
    expect(isBusinessDay('2026-07-03', 'irs_dc')).toBe(false);
  });
  it('D.C. Emancipation Day (Thu 2026-04-16) is a tax holiday only', () => {
    expect(isBusinessDay('2026-04-16', 'federal_reserve')).toBe(true);
    expect(isBusinessDay('2026-04-16', 'irs_dc')).toBe(false);
    expect(onOrAfter('2026-04-16', 'irs_dc')).toBe('2026-04-17');
  });
  it('a Sunday holiday is observed on the Monday by both (New Year 2023: Mon 2023-01-02)', () => {
    expect(isBusinessDay('2023-01-02', 'federal_reserve')).toBe(false);
    expect(isBusinessDay('2023-01-02', 'irs_dc')).toBe(false);
  });
});

describe('counting banking days (prenote period)', () => {
  it('3 banking days after Wed 2026-11-25: Fri 27, Mon 30, Tue 12-01 (Thanksgiving skipped)', () => {
    expect(addBusinessDays('2026-11-25', 3)).toBe('2026-12-01');
  });
  it('0 banking days is the day itself', () => {
    expect(addBusinessDays('2026-11-25', 0)).toBe('2026-11-25');
  });
});
