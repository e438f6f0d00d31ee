/**
 * State daily overtime: CA Labor Code §510, AK AS 23.10.060, NV NRS 608.018, CO COMPS;
 * DST nights and shifts across midnight. Rate $20 unless noted; weekly period Mon 03-02..Sun 03-08 (2026).
 */
import { describe, expect, it } from 'vitest';
import { computePayrollEntry } from '../../../src/modules/payrolls/engine/index.js';
import { H, days, hourly, input, lineOf, rec, shift, single } from './helpers.js';

const ca = (records: ReturnType<typeof shift>[], extra = {}) =>
  single(computePayrollEntry(input({ workplaceState: 'CA', records, ...extra })));
const secs = (d: ReturnType<typeof single>) => [
  d.timeTotals.regularSeconds / H,
  d.timeTotals.overtimeSeconds / H,
  d.timeTotals.doubleOvertimeSeconds / H,
];

describe('California Labor Code §510', () => {
  it('10 h day → 8 regular + 2 overtime', () => {
    // 8 × 20 + 2 × 30 = 160 + 60 = $220
    const d = ca([shift('2026-03-02', '08:00', 10)]);
    expect(secs(d)).toEqual([8, 2, 0]);
    expect(d.grossPayCents).toBe(22000);
    expect(d.earnings.find((l) => l.type === 'overtime')?.description).toContain('Labor Code §510');
  });

  it('13 h day → 8 regular + 4 overtime + 1 double time', () => {
    // 8 × 20 + 4 × 30 + 1 × 40 = 160 + 120 + 40 = $320
    const d = ca([shift('2026-03-02', '06:00', 13)]);
    expect(secs(d)).toEqual([8, 4, 1]);
    expect(lineOf(d, 'double_overtime')).toEqual({ seconds: 1 * H, cents: 4000, rates: ['40.00'] });
    expect(d.grossPayCents).toBe(32000);
  });

  it('7th consecutive workday: first 8 h at 1.5×, beyond 8 h at 2×', () => {
    // Mon–Sat 8 h = 48 h: Mon–Fri 40 h regular, Sat 8 h weekly OT. Sun (7th day) 10 h: 8 h OT + 2 h DT.
    // Regular 40 × 20 = 800; OT 16 × 30 = 480; DT 2 × 40 = 80 → $1,360.
    const d = ca([
      ...days('2026-03-02', 6).map((x) => shift(x, '08:00', 8)),
      shift('2026-03-08', '08:00', 10),
    ]);
    expect(secs(d)).toEqual([40, 16, 2]);
    expect(d.grossPayCents).toBe(136000);
  });

  it('7th day rule needs all 7 days: 6 days in the week with Sunday 10 h is only daily OT', () => {
    // Mon off; Tue–Sat 8 h (40 h), Sun 10 h: daily 8 regular + 2 OT, but weekly: 40 already regular → Sun 8 h weekly OT.
    // Regular 40, OT 8 (weekly) + 2 (daily) = 10, DT 0 → 800 + 300 = $1,100.
    const d = ca([
      ...days('2026-03-03', 5).map((x) => shift(x, '08:00', 8)),
      shift('2026-03-08', '08:00', 10),
    ]);
    expect(secs(d)).toEqual([40, 10, 0]);
    expect(d.grossPayCents).toBe(110000);
  });

  it('5 × 9 h: daily OT 5 h; weekly exactly 40 regular (no double counting)', () => {
    // Each day 8 regular + 1 OT → regular 40 (not over 40) → OT 5 h. 800 + 150 = $950.
    const d = ca(days('2026-03-02', 5).map((x) => shift(x, '08:00', 9)));
    expect(secs(d)).toEqual([40, 5, 0]);
    expect(d.grossPayCents).toBe(95000);
  });

  it('6 × 8 h: weekly OT for the 6th day beyond 40', () => {
    // Mon–Fri 40 regular, Sat 8 h weekly OT → 800 + 8 × 30 = $1,040.
    const d = ca(days('2026-03-02', 6).map((x) => shift(x, '08:00', 8)));
    expect(secs(d)).toEqual([40, 8, 0]);
    expect(d.grossPayCents).toBe(104000);
  });

  it('a shift across midnight counts toward each day it covers', () => {
    // Mon 16:00 → Tue 04:00 (12 h): Mon 8 h, Tue 4 h. Tue 10:00–16:00 6 h → Tue total 10 h → 2 h OT.
    // (Booked entirely on Monday it would be Mon 12 h → 4 h OT.) Regular 16, OT 2 → 320 + 60 = $380.
    const d = ca([shift('2026-03-02', '16:00', 12), shift('2026-03-03', '10:00', 6)]);
    expect(secs(d)).toEqual([16, 2, 0]);
    expect(d.grossPayCents).toBe(38000);
  });

  it('DST spring-forward night (2026-03-08 is a 23-hour day)', () => {
    // Sat 03-07 20:00 → Sun 03-08 10:00 local = 13 elapsed hours (02:00 → 03:00 skipped):
    // Sat 20:00–24:00 = 4 h; Sun 00:00–10:00 local = 9 real hours → Sun 8 regular + 1 OT.
    // Regular 12, OT 1 → 240 + 30 = $270.
    const r = rec('work', '2026-03-07T20:00', '2026-03-08T10:00');
    expect(((r.endMs ?? 0) - r.startMs) / 3_600_000).toBe(13);
    const d = ca([r]);
    expect(secs(d)).toEqual([12, 1, 0]);
    expect(d.grossPayCents).toBe(27000);
    // The whole local Sunday is 23 h: 8 regular + 4 OT + 11 DT.
    const whole = ca([rec('work', '2026-03-08T00:00', '2026-03-09T00:00')], {
      periodStart: '2026-03-02',
      periodEnd: '2026-03-08',
    });
    expect(whole.timeTotals.totalSeconds).toBe(23 * H);
  });

  it('DST fall-back night (2026-11-01 is a 25-hour day)', () => {
    // Weekly period Mon 10-26..Sun 11-01. Sun 11-01 00:00 → 10:00 local = 11 real hours (01:00–02:00 twice):
    // 8 regular + 3 OT → 160 + 90 = $250.
    const d = single(
      computePayrollEntry(
        input({
          periodStart: '2026-10-26',
          periodEnd: '2026-11-01',
          workplaceState: 'CA',
          records: [rec('work', '2026-11-01T00:00', '2026-11-01T10:00')],
        }),
      ),
    );
    expect(secs(d)).toEqual([8, 3, 0]);
    expect(d.grossPayCents).toBe(25000);
    const whole = single(
      computePayrollEntry(
        input({
          periodStart: '2026-10-26',
          periodEnd: '2026-11-01',
          records: [rec('work', '2026-11-01T00:00', '2026-11-02T00:00')],
        }),
      ),
    );
    expect(whole.timeTotals.totalSeconds).toBe(25 * H);
  });
});

describe('Alaska, Nevada, Colorado', () => {
  it('AK AS 23.10.060: 10 h day → 8 + 2 OT', () => {
    // 8 × 20 + 2 × 30 = $220
    const d = single(
      computePayrollEntry(input({ workplaceState: 'AK', records: [shift('2026-03-02', '08:00', 10)] })),
    );
    expect(secs(d)).toEqual([8, 2, 0]);
    expect(d.grossPayCents).toBe(22000);
  });

  it('AK: 4 × 12 h → 16 h daily OT (greater than 8 h weekly), never both', () => {
    // Daily: 4 × 4 h = 16 h OT, regular 32 h (< 40, no weekly). 32 × 20 + 16 × 30 = 640 + 480 = $1,120.
    const d = single(
      computePayrollEntry(
        input({ workplaceState: 'AK', records: days('2026-03-02', 4).map((x) => shift(x, '06:00', 12)) }),
      ),
    );
    expect(secs(d)).toEqual([32, 16, 0]);
    expect(d.grossPayCents).toBe(112000);
  });

  it('NV NRS 608.018: daily OT only under 1.5 × minimum wage ($12.00 → $18.00)', () => {
    // $15 < $18: 10 h → 8 × 15 + 2 × 22.50 = 120 + 45 = $165.
    const low = single(
      computePayrollEntry(
        input({
          workplaceState: 'NV',
          earnings: [hourly('15')],
          records: [shift('2026-03-02', '08:00', 10)],
        }),
      ),
    );
    expect(secs(low)).toEqual([8, 2, 0]);
    expect(low.grossPayCents).toBe(16500);
    // $20 ≥ $18: weekly rule only → 10 × 20 = $200.
    const high = single(
      computePayrollEntry(
        input({
          workplaceState: 'NV',
          earnings: [hourly('20')],
          records: [shift('2026-03-02', '08:00', 10)],
        }),
      ),
    );
    expect(secs(high)).toEqual([10, 0, 0]);
    expect(high.grossPayCents).toBe(20000);
    // Exactly $18.00 is not "less than" → no daily OT: 10 × 18 = $180.
    const at18 = single(
      computePayrollEntry(
        input({
          workplaceState: 'NV',
          earnings: [hourly('18.00')],
          records: [shift('2026-03-02', '08:00', 10)],
        }),
      ),
    );
    expect(at18.grossPayCents).toBe(18000);
    // With a minimum wage input of $14.00 (threshold $21), $20 gets daily OT: 8 × 20 + 2 × 30 = $220.
    const mw = single(
      computePayrollEntry(
        input({
          workplaceState: 'NV',
          nevadaMinimumWage: '14.00',
          earnings: [hourly('20')],
          records: [shift('2026-03-02', '08:00', 10)],
        }),
      ),
    );
    expect(mw.grossPayCents).toBe(22000);
  });

  it('CO COMPS: 13 h day → 12 + 1 OT', () => {
    // 12 × 20 + 1 × 30 = $270
    const d = single(
      computePayrollEntry(input({ workplaceState: 'CO', records: [shift('2026-03-02', '06:00', 13)] })),
    );
    expect(secs(d)).toEqual([12, 1, 0]);
    expect(d.grossPayCents).toBe(27000);
  });

  it('states without daily rules (e.g. TX): 13 h day is all regular', () => {
    const d = single(
      computePayrollEntry(input({ workplaceState: 'TX', records: [shift('2026-03-02', '06:00', 13)] })),
    );
    expect(secs(d)).toEqual([13, 0, 0]);
  });
});
