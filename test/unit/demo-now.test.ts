/**
 * The demo company is right at any hour: its history ends at the "now" it is given (the server
 * passes the real clock), nobody is on the clock past their automatic clock-out, and people
 * clocked in "now" started a few hours earlier.
 */
import { describe, expect, it } from 'vitest';
import { demoNow, generateDemoCompany } from '../../src/modules/demo/generator.js';

const HOUR = 3_600_000;

describe('demo history at any hour', () => {
  // 00:00, 03:20 (before the 04:00 cut-off), 05:00, 09:15, 14:30 (the default), 23:59; a Saturday,
  // a Tuesday, and the DST spring-forward and fall-back Sundays of 2026.
  for (const asOf of ['2026-11-21', '2026-11-24', '2026-03-08', '2026-11-01']) {
    for (const nowMinute of [0, 200, 300, 555, 870, 1439]) {
      it(`as of ${asOf} ${String(Math.floor(nowMinute / 60)).padStart(2, '0')}:${String(nowMinute % 60).padStart(2, '0')}`, () => {
        const demo = generateDemoCompany({ asOf, nowMinute });
        const now = Date.parse(demo.now);
        for (const r of demo.timeRecords) {
          expect(Date.parse(r.start)).toBeLessThan(now);
          if (r.end !== null) expect(Date.parse(r.end)).toBeLessThanOrEqual(now);
          else expect(Date.parse(r.expiresAt!)).toBeGreaterThan(now);
        }
        // At least three people clocked in within the last 12 hours (someone who forgot to clock out
        // may also still be open until the 04:00 cut-off).
        const recent = demo.timeRecords.filter(
          (r) => r.end === null && now - Date.parse(r.start) < 12 * HOUR,
        );
        expect(recent.length).toBeGreaterThanOrEqual(3);
      });
    }
  }

  it('between 04:00 and 04:10 nobody can be on the clock (an earlier start was cut off at 04:00)', () => {
    const demo = generateDemoCompany({ asOf: '2026-11-24', nowMinute: 245 });
    const now = Date.parse(demo.now);
    expect(demo.timeRecords.filter((r) => r.end === null)).toEqual([]);
    expect(demo.timeRecords.every((r) => Date.parse(r.start) < now)).toBe(true);
  });

  it('demoNow gives the company-local date and minute of an instant', () => {
    // 2026-11-24T17:07:00Z = 09:07 PST (UTC−8)
    expect(demoNow(new Date('2026-11-24T17:07:00.000Z'))).toEqual({ asOf: '2026-11-24', nowMinute: 547 });
    // 2026-11-25T07:30:00Z = 23:30 PST on the 24th
    expect(demoNow(new Date('2026-11-25T07:30:00.000Z'))).toEqual({ asOf: '2026-11-24', nowMinute: 1410 });
  });

  it('refuses a minute outside the day', () => {
    expect(() => generateDemoCompany({ asOf: '2026-11-24', nowMinute: 1440 })).toThrow(RangeError);
  });
});
