/**
 * classifyTimesheet (src/modules/payrolls/engine/timesheet.ts): each overtime second labelled with
 * its rule, per company-local day. Time zone UTC, workweek from Sunday 2026-03-01, so day d of the
 * week starts at 2026-03-0(1+d)T00:00Z; every record here starts at 08:00Z.
 */
import { describe, expect, it } from 'vitest';
import { classifyTimesheet, type TimesheetInput } from '../../../src/modules/payrolls/engine/timesheet.js';
import type { EngineEarning } from '../../../src/modules/payrolls/engine/index.js';

const H = 3600;
/** A work record on 2026-03-<day> from 08:00Z lasting `hours`. */
const rec = (id: number, day: number, hours: number) => {
  const startMs = Date.UTC(2026, 2, day, 8);
  return {
    id,
    type: 'work' as const,
    startMs,
    endMs: startMs + hours * H * 1000,
    customerId: null,
    customerName: null,
    projectId: null,
    projectName: null,
    missedClockout: false,
  };
};
const hourly = (rate: string): EngineEarning => ({
  id: 1,
  startDate: '2026-01-01',
  paymentUnit: 'hour',
  salaryType: null,
  paymentAmount: rate,
  salary: null,
  overtimeAmount: null,
  defaultHours: null,
  ptoPaymentAmount: null,
});
const input = (o: Partial<TimesheetInput>): TimesheetInput => ({
  startDate: '2026-03-01',
  endDate: '2026-03-07',
  timezone: 'UTC',
  workweekStart: 'sunday',
  employmentType: 'employee',
  workplaceState: null,
  paidLunchMinutes: 0,
  lunchInOvertime: false,
  earnings: [hourly('20')],
  records: [],
  nowMs: Date.UTC(2026, 3, 1),
  ...o,
});
const rules = (r: ReturnType<typeof classifyTimesheet>, date: string) =>
  r.days.find((d) => d.date === date)!.overtime.map((o) => [o.rule, o.multiplier, o.seconds / H]);

describe('classifyTimesheet', () => {
  it('CA: one piece over the weekly 40 and the daily 8 is split between the two rules', () => {
    // Mon 03-02 … Fri 03-06, 10 h a day: 8 regular + 2 h ca_daily_8 each; regular 5 × 8 = 40.
    // Sat 03-07, 10 h: its first 8 h are daily-regular but the week already has 40 → 8 h
    // flsa_weekly_40, then 2 h ca_daily_8. Sunday 03-01 not worked: no 7th day.
    const r = classifyTimesheet(
      input({
        workplaceState: 'CA',
        records: [2, 3, 4, 5, 6, 7].map((d, i) => rec(i + 1, d, 10)),
      }),
    );
    expect(rules(r, '2026-03-02')).toEqual([['ca_daily_8', '1.5', 2]]);
    expect(rules(r, '2026-03-07')).toEqual([
      ['flsa_weekly_40', '1.5', 8],
      ['ca_daily_8', '1.5', 2],
    ]);
    const sat = r.days[6]!;
    expect([sat.regular_seconds, sat.overtime_seconds, sat.double_overtime_seconds]).toEqual([0, 10 * H, 0]);
    expect(r.days[0]!.workweek_start).toBe('2026-03-01');
  });

  it('AK over 8 h, CO over 12 h, NV over 8 h only under 1.5 × the Nevada minimum wage', () => {
    const day = [rec(1, 2, 14)]; // Monday, 14 h
    expect(rules(classifyTimesheet(input({ workplaceState: 'AK', records: day })), '2026-03-02')).toEqual([
      ['ak_daily_8', '1.5', 6],
    ]);
    expect(rules(classifyTimesheet(input({ workplaceState: 'CO', records: day })), '2026-03-02')).toEqual([
      ['co_daily_12', '1.5', 2],
    ]);
    // $15.00 < 1.5 × $12.00 = $18.00 → daily overtime; $18.00 is not under $18.00 → none.
    const nv = (rate: string) =>
      rules(
        classifyTimesheet(input({ workplaceState: 'NV', records: day, earnings: [hourly(rate)] })),
        '2026-03-02',
      );
    expect(nv('15')).toEqual([['nv_daily_8', '1.5', 6]]);
    expect(nv('18')).toEqual([]);
    // TX: no daily rule; 14 h on one day is regular.
    expect(rules(classifyTimesheet(input({ workplaceState: 'TX', records: day })), '2026-03-02')).toEqual([]);
  });

  it('a contractor has no overtime; days before start_date count toward the week but are not listed', () => {
    const week = [2, 3, 4, 5, 6].map((d, i) => rec(i + 1, d, 9)); // 45 h, Mon–Fri
    const c = classifyTimesheet(input({ employmentType: 'contractor', records: week }));
    expect(c.days.reduce((s, d) => s + d.regular_seconds, 0)).toBe(45 * H);
    expect(c.days.every((d) => d.overtime.length === 0)).toBe(true);
    // Only Friday asked: Mon–Thu (36 h) still count, so Friday is 4 h regular + 5 h weekly overtime.
    const fri = classifyTimesheet(input({ startDate: '2026-03-06', endDate: '2026-03-06', records: week }));
    expect(fri.days).toHaveLength(1);
    expect(fri.days[0]).toMatchObject({
      date: '2026-03-06',
      regular_seconds: 4 * H,
      overtime_seconds: 5 * H,
    });
    expect(rules(fri, '2026-03-06')).toEqual([['flsa_weekly_40', '1.5', 5]]);
  });

  it('refuses an end before the start', () => {
    expect(() => classifyTimesheet(input({ startDate: '2026-03-05', endDate: '2026-03-04' }))).toThrow(
      RangeError,
    );
  });
});
