import { describe, expect, it } from 'vitest';
import {
  isPeriodOfSchedule,
  periodContaining,
  periodsAround,
} from '../../../src/modules/payrolls/engine/index.js';

describe('pay periods (docs/api-conventions.md §5)', () => {
  it('weekly from an anchor; payday = end + 5 days by default', () => {
    const s = { payFrequency: 'weekly' as const, anchorStartDate: '2026-01-05' };
    // 2026-01-05 is a Monday; 2026-03-04 is 58 days later → 8 whole weeks + 2 days → 03-02..03-08.
    expect(periodContaining(s, '2026-03-04')).toEqual({
      startDate: '2026-03-02',
      endDate: '2026-03-08',
      payday: '2026-03-13',
    });
    // Before the anchor the periods extend backwards: 2026-01-01 is in 2025-12-29..2026-01-04.
    expect(periodContaining(s, '2026-01-01')).toEqual({
      startDate: '2025-12-29',
      endDate: '2026-01-04',
      payday: '2026-01-09',
    });
  });

  it('biweekly from an anchor, with a payday offset', () => {
    const s = { payFrequency: 'biweekly' as const, anchorStartDate: '2026-01-05', paydayOffsetDays: 3 };
    // 01-05..01-18, 01-19..02-01, 02-02..02-15, 02-16..03-01, 03-02..03-15
    expect(periodContaining(s, '2026-03-15')).toEqual({
      startDate: '2026-03-02',
      endDate: '2026-03-15',
      payday: '2026-03-18',
    });
    expect(periodContaining(s, '2026-03-16').startDate).toBe('2026-03-16');
    // 2025-12-30 is 6 days before the anchor → period 2025-12-22..2026-01-04
    expect(periodContaining(s, '2025-12-30')).toMatchObject({
      startDate: '2025-12-22',
      endDate: '2026-01-04',
    });
  });

  it('semimonthly: 1st–15th and 16th–end (Feb 16–28 in 2026, 16–29 in 2028)', () => {
    const s = { payFrequency: 'semimonthly' as const };
    expect(periodContaining(s, '2026-02-20')).toEqual({
      startDate: '2026-02-16',
      endDate: '2026-02-28',
      payday: '2026-03-05',
    });
    expect(periodContaining(s, '2028-02-20')).toEqual({
      startDate: '2028-02-16',
      endDate: '2028-02-29',
      payday: '2028-03-05',
    });
    expect(periodContaining(s, '2026-03-15')).toMatchObject({
      startDate: '2026-03-01',
      endDate: '2026-03-15',
    });
    expect(periodContaining(s, '2026-12-31')).toMatchObject({
      startDate: '2026-12-16',
      endDate: '2026-12-31',
      payday: '2027-01-05',
    });
  });

  it('monthly: the calendar month', () => {
    const s = { payFrequency: 'monthly' as const, paydayOffsetDays: 0 };
    expect(periodContaining(s, '2026-02-10')).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-02-28',
      payday: '2026-02-28',
    });
    expect(periodContaining(s, '2026-04-30')).toMatchObject({
      startDate: '2026-04-01',
      endDate: '2026-04-30',
    });
  });

  it('periodsAround: two past, current, next (ascending)', () => {
    const s = { payFrequency: 'biweekly' as const, anchorStartDate: '2026-01-05' };
    expect(periodsAround(s, '2026-03-04').map((p) => `${p.startDate}..${p.endDate}`)).toEqual([
      '2026-02-02..2026-02-15',
      '2026-02-16..2026-03-01',
      '2026-03-02..2026-03-15',
      '2026-03-16..2026-03-29',
    ]);
    expect(periodsAround({ payFrequency: 'semimonthly' }, '2026-01-10').map((p) => p.startDate)).toEqual([
      '2025-12-01',
      '2025-12-16',
      '2026-01-01',
      '2026-01-16',
    ]);
  });

  it('isPeriodOfSchedule', () => {
    const bw = { payFrequency: 'biweekly' as const, anchorStartDate: '2026-01-05' };
    expect(isPeriodOfSchedule(bw, '2026-03-02', '2026-03-15')).toBe(true);
    expect(isPeriodOfSchedule(bw, '2026-03-09', '2026-03-22')).toBe(false);
    expect(isPeriodOfSchedule({ payFrequency: 'semimonthly' }, '2028-02-16', '2028-02-29')).toBe(true);
    expect(isPeriodOfSchedule({ payFrequency: 'semimonthly' }, '2028-02-16', '2028-02-28')).toBe(false);
    expect(isPeriodOfSchedule({ payFrequency: 'monthly' }, '2026-02-01', '2026-02-28')).toBe(true);
    expect(isPeriodOfSchedule({ payFrequency: 'weekly' }, '2026-02-01', '2026-02-07')).toBe(false); // no anchor
  });

  it('weekly/biweekly without an anchor throw', () => {
    expect(() => periodContaining({ payFrequency: 'weekly' }, '2026-03-04')).toThrow(RangeError);
  });
});
