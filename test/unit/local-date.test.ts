/**
 * `localDate` keeps its last answer per zone for the rest of a UTC second; the answers must be
 * the same as formatting every instant afresh, across local midnights and zones interleaved.
 */
import { describe, expect, it } from 'vitest';
import { localDate } from '../../src/shared/time.js';

describe('localDate', () => {
  it('crosses local midnight on the exact millisecond, whatever was asked before', () => {
    const la = 'America/Los_Angeles';
    // 08:00:00.000Z on Nov 21 is midnight in Los Angeles (PST, UTC−8).
    expect(localDate(Date.parse('2026-11-21T07:59:59.000Z'), la)).toBe('2026-11-20');
    expect(localDate(Date.parse('2026-11-21T07:59:59.999Z'), la)).toBe('2026-11-20');
    expect(localDate(new Date('2026-11-21T08:00:00.000Z'), la)).toBe('2026-11-21');
    expect(localDate(Date.parse('2026-11-21T07:59:59.500Z'), la)).toBe('2026-11-20');
    // The same instant in two zones, asked alternately.
    const t = Date.parse('2026-11-21T04:30:00.250Z');
    expect(localDate(t, 'Asia/Tokyo')).toBe('2026-11-21');
    expect(localDate(t, la)).toBe('2026-11-20');
    expect(localDate(t + 1, 'Asia/Tokyo')).toBe('2026-11-21');
    expect(localDate(t + 1, la)).toBe('2026-11-20');
    // Before 1970 (negative epoch milliseconds) and a half-hour zone.
    expect(localDate(Date.parse('1969-12-31T18:29:59.999Z'), 'Asia/Kolkata')).toBe('1969-12-31');
    expect(localDate(Date.parse('1969-12-31T18:30:00.000Z'), 'Asia/Kolkata')).toBe('1970-01-01');
  });
});
