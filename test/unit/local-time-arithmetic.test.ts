/**
 * The time clock's local-time arithmetic (src/shared/time.ts), made cheaper for issue 26 goal 5:
 * `addDays` on `Date.UTC` for years 1000–9999 must answer as the Temporal calendar does (or throw
 * as it does), and `localToInstant` / `nextLocalTime`, whose answers are now kept, must give the
 * same instants when asked again, across a DST change.
 */
import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { addDays, localToInstant, nextLocalTime } from '../../src/shared/time.js';

describe('addDays', () => {
  it('agrees with Temporal from 1899 to 2200, across month ends and leap days', () => {
    const start = Temporal.PlainDate.from('1899-12-01');
    let checked = 0;
    for (let i = 0; i < 110_000; i += 11) {
      const d = start.add({ days: i }).toString();
      for (const k of [-400, -31, -1, 0, 1, 29, 366]) {
        expect(addDays(d, k)).toBe(Temporal.PlainDate.from(d).add({ days: k }).toString());
        checked++;
      }
    }
    expect(checked).toBe(7 * 10_000);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('refuses what Temporal refuses and leaves the edges to it', () => {
    expect(() => addDays('2026-02-31', 1)).toThrow(RangeError);
    expect(() => addDays('2026-13-01', 1)).toThrow(RangeError);
    expect(addDays('9999-12-31', 1)).toBe('+010000-01-01');
    expect(addDays('0999-12-31', 1)).toBe('1000-01-01');
  });
});

describe('localToInstant and nextLocalTime, asked twice', () => {
  it('give the same instants, DST included', () => {
    const la = 'America/Los_Angeles';
    for (let round = 0; round < 2; round++) {
      // DST ends at 02:00 on Nov 1 2026: 04:00 on Oct 31 is PDT (UTC−7), on Nov 1 PST (UTC−8).
      expect(localToInstant('2026-10-31', '04:00', la)).toBe(Date.parse('2026-10-31T11:00:00Z'));
      expect(localToInstant('2026-11-01', '04:00', la)).toBe(Date.parse('2026-11-01T12:00:00Z'));
      // 02:30 on Mar 8 2026 does not exist in LA: resolved forward to 03:30 PDT = 10:30Z.
      expect(localToInstant('2026-03-08', '02:30', la)).toBe(Date.parse('2026-03-08T10:30:00Z'));
      // A record started 15:00 PDT Oct 31 expires at 04:00 PST Nov 1 (14 h later); one started at 04:00 PST Nov 1 exactly expires the next day (strictly after).
      expect(nextLocalTime(Date.parse('2026-10-31T22:00:00Z'), '04:00', la)).toBe(
        Date.parse('2026-11-01T12:00:00Z'),
      );
      expect(nextLocalTime(Date.parse('2026-11-01T12:00:00Z'), '04:00', la)).toBe(
        Date.parse('2026-11-02T12:00:00Z'),
      );
      // 03:59 PDT Oct 31 → 04:00 PDT the same day.
      expect(nextLocalTime(Date.parse('2026-10-31T10:59:00Z'), '04:00', la)).toBe(
        Date.parse('2026-10-31T11:00:00Z'),
      );
    }
  });
});
