/**
 * Federal deposit due dates worked out by hand from IRS Publication 15 (2026) §11 and the Form 940
 * instructions, on the 2026 calendar (D.C. legal holidays: Jan 1, Jan 19, Feb 16, Apr 16, May 25,
 * Jun 19, Jul 3 (observed), Sep 7, Oct 12, Nov 11, Nov 26, Dec 25).
 */
import { describe, expect, it } from 'vitest';
import {
  depositPeriod,
  federalDeposits,
  futaDeposits,
  lookbackPeriod,
  scheduleFor,
} from '../../src/modules/payments/deposit-schedule.js';

const p = (payrollId: string, payday: string, dollars: number) => ({
  payrollId,
  payday,
  cents: dollars * 100,
});
const brief = (ds: ReturnType<typeof federalDeposits>) =>
  ds.map((d) => [d.dueDate, d.quarter, d.rule, d.cents / 100, d.payrollIds.join('+')]);

describe('schedule from the lookback period', () => {
  it('2026 looks back to 2024-07-01 – 2025-06-30', () => {
    expect(lookbackPeriod(2026)).toEqual({ start: '2024-07-01', end: '2025-06-30' });
  });
  it('$50,000.00 or less → monthly; $50,000.01 → semiweekly; a new employer (0) → monthly', () => {
    expect(scheduleFor(5_000_000)).toBe('monthly');
    expect(scheduleFor(5_000_001)).toBe('semiweekly');
    expect(scheduleFor(0)).toBe('monthly');
  });
});

describe('monthly depositor across a quarter and a holiday', () => {
  it('January paydays: Feb 15 is a Sunday, Mon Feb 16 Washington’s Birthday → Tue Feb 17', () => {
    expect(
      brief(federalDeposits('monthly', [p('a', '2026-01-09', 3000), p('b', '2026-01-23', 3000)])),
    ).toEqual([['2026-02-17', '2026-Q1', 'monthly', 6000, 'a+b']]);
  });
  it('March paydays → Wed Apr 15 (Q1); April paydays → Fri May 15 (Q2)', () => {
    expect(
      brief(
        federalDeposits('monthly', [
          p('m1', '2026-03-20', 2500),
          p('a1', '2026-04-03', 2500),
          p('a2', '2026-04-17', 2500),
        ]),
      ),
    ).toEqual([
      ['2026-04-15', '2026-Q1', 'monthly', 2500, 'm1'],
      ['2026-05-15', '2026-Q2', 'monthly', 5000, 'a1+a2'],
    ]);
  });
});

describe('semiweekly depositor', () => {
  it('Wednesday–Friday paydays → the following Wednesday; Saturday–Tuesday → the following Friday', () => {
    expect(depositPeriod('semiweekly', '2026-10-14')).toEqual({ start: '2026-10-14', end: '2026-10-16' });
    expect(depositPeriod('semiweekly', '2026-10-20')).toEqual({ start: '2026-10-17', end: '2026-10-20' });
    // Fri 10-16 → Wed 10-21; Tue 10-20 → Fri 10-23.
    expect(
      brief(federalDeposits('semiweekly', [p('f', '2026-10-16', 30000), p('t', '2026-10-20', 30000)])),
    ).toEqual([
      ['2026-10-21', '2026-Q4', 'semiweekly', 30000, 'f'],
      ['2026-10-23', '2026-Q4', 'semiweekly', 30000, 't'],
    ]);
  });
  it('a holiday among the 3 business days adds a day: Fri 2026-09-04, Mon 09-07 Labor Day → Thu 09-10', () => {
    // Business days after Friday 09-04: Tue 09-08 (1), Wed 09-09 (2), Thu 09-10 (3).
    expect(brief(federalDeposits('semiweekly', [p('l', '2026-09-04', 30000)]))).toEqual([
      ['2026-09-10', '2026-Q3', 'semiweekly', 30000, 'l'],
    ]);
  });
  it('Tue 2026-06-30: Wed 07-01, Thu 07-02, Fri 07-03 is the observed Independence Day → Mon 07-06', () => {
    expect(brief(federalDeposits('semiweekly', [p('j', '2026-06-30', 30000)]))).toEqual([
      ['2026-07-06', '2026-Q2', 'semiweekly', 30000, 'j'],
    ]);
  });
  it('a period across two quarters (Wed 09-30 – Fri 10-02) makes two deposits, both due Wed 10-07', () => {
    expect(
      brief(federalDeposits('semiweekly', [p('q3', '2026-09-30', 20000), p('q4', '2026-10-02', 25000)])),
    ).toEqual([
      ['2026-10-07', '2026-Q3', 'semiweekly', 20000, 'q3'],
      ['2026-10-07', '2026-Q4', 'semiweekly', 25000, 'q4'],
    ]);
  });
});

describe('$100,000 next-day rule', () => {
  it('a monthly depositor reaching $100,000 deposits the next business day and becomes semiweekly', () => {
    // Fri 03-06 $60,000 + Fri 03-13 $45,000 = $105,000 ≥ $100,000 on 03-13 → next business day Mon
    // 03-16. Then semiweekly: Fri 03-20 (period Wed 03-18 – Fri 03-20) → Wed 03-25.
    expect(
      brief(
        federalDeposits('monthly', [
          p('a', '2026-03-06', 60000),
          p('b', '2026-03-13', 45000),
          p('c', '2026-03-20', 10000),
        ]),
      ),
    ).toEqual([
      ['2026-03-16', '2026-Q1', 'next_day', 105000, 'a+b'],
      ['2026-03-25', '2026-Q1', 'semiweekly', 10000, 'c'],
    ]);
  });
  it('the next business day skips a holiday: $100,000 on Wed 2026-11-25 → Fri 11-27 (Thanksgiving)', () => {
    expect(brief(federalDeposits('semiweekly', [p('t', '2026-11-25', 100000)]))).toEqual([
      ['2026-11-27', '2026-Q4', 'next_day', 100000, 't'],
    ]);
  });
});

describe('FUTA', () => {
  it('carries $500 or less forward; over $500 due the last day of the month after the quarter; Q4 by Jan 31', () => {
    // Q1 $420.00 ≤ $500 → carried; Q2 $168.00 → $588.00 > $500 → due Fri 2026-07-31. Q4 $42.00 →
    // due Jan 31, 2027, a Sunday → Mon 2027-02-01.
    const ds = futaDeposits([
      { year: 2026, quarter: 1, cents: 42_000, payrollIds: ['a'] },
      { year: 2026, quarter: 2, cents: 16_800, payrollIds: ['b'] },
      { year: 2026, quarter: 4, cents: 4_200, payrollIds: ['d'] },
    ]);
    expect(ds).toEqual([
      { dueDate: '2026-07-31', cents: 58_800, quarter: '2026-Q2', payrollIds: ['a', 'b'] },
      { dueDate: '2027-02-01', cents: 4_200, quarter: '2026-Q4', payrollIds: ['d'] },
    ]);
  });
});
