import { describe, expect, it } from 'vitest';
import {
  buildLocalCalendar,
  countWeekdays,
  formatE4,
  parseDecimalE4,
  roundHalfUpDiv,
  distributeCents,
  workweekStartOf,
} from '../../../src/modules/payrolls/engine/index.js';
import { dayIndexAtSec } from '../../../src/modules/payrolls/engine/calendar.js';
import { at } from './helpers.js';

describe('decimal helpers', () => {
  it('parses decimal strings to ten-thousandths exactly', () => {
    expect(parseDecimalE4('12')).toBe(120000n);
    expect(parseDecimalE4('1.5')).toBe(15000n);
    expect(parseDecimalE4('16.6667')).toBe(166667n);
    expect(parseDecimalE4('0.00005')).toBe(1n); // 5th decimal rounds half-up
    expect(() => parseDecimalE4('1e3')).toThrow(RangeError);
  });
  it('rounds half-up once', () => {
    expect(roundHalfUpDiv(5n, 2n)).toBe(3n); // 2.5 → 3
    expect(roundHalfUpDiv(-5n, 2n)).toBe(-3n);
    expect(roundHalfUpDiv(4166666n, 100000n)).toBe(42n); // 41.66666 → 42
    expect(formatE4(166667n)).toBe('16.6667');
    expect(formatE4(120000n)).toBe('12.00');
  });
  it('distributes cents by largest remainder', () => {
    // 3002 cents over equal weights: 1000.67 each → floors 1000×3, 2 leftover cents to the first two
    expect(distributeCents(3002, [3600, 3600, 3600])).toEqual([1001, 1001, 1000]);
    expect(distributeCents(100, [1, 2])).toEqual([33, 67]); // 33.33 / 66.67 → leftover to the .67
  });
});

describe('local calendar', () => {
  it('has 23 h and 25 h days across DST in America/Los_Angeles (2026-03-08, 2026-11-01)', () => {
    const spring = buildLocalCalendar('America/Los_Angeles', '2026-03-07', '2026-03-09');
    const lens = spring.midnightsMs.slice(1).map((m, i) => (m - (spring.midnightsMs[i] ?? 0)) / 3_600_000);
    expect(lens).toEqual([24, 23, 24]);
    const fall = buildLocalCalendar('America/Los_Angeles', '2026-10-31', '2026-11-02');
    const lens2 = fall.midnightsMs.slice(1).map((m, i) => (m - (fall.midnightsMs[i] ?? 0)) / 3_600_000);
    expect(lens2).toEqual([24, 25, 24]);
    expect(dayIndexAtSec(spring, at('2026-03-08T23:59') / 1000)).toBe(1);
    expect(dayIndexAtSec(spring, at('2026-03-09T00:00') / 1000)).toBe(2);
  });
  it('weekdays and workweek starts', () => {
    expect(countWeekdays('2026-03-01', '2026-03-15')).toBe(10); // Mar 2–6, 9–13
    expect(countWeekdays('2026-03-16', '2026-03-31')).toBe(12); // Mar 16–20, 23–27, 30–31
    expect(workweekStartOf('2026-03-04', 'monday')).toBe('2026-03-02');
    expect(workweekStartOf('2026-03-04', 'sunday')).toBe('2026-03-01');
    expect(workweekStartOf('2026-03-01', 'monday')).toBe('2026-02-23');
  });
});
