/**
 * FLSA weekly overtime, multi-rate weeks, breaks, paid lunch, straddling workweeks, contractors.
 * Every expected value is worked out by hand in the comment next to it.
 */
import { describe, expect, it } from 'vitest';
import { buildLocalCalendar, computePayrollEntry } from '../../../src/modules/payrolls/engine/index.js';
import { H, at, days, hourly, input, lineOf, rec, salaried, shift, single } from './helpers.js';

describe('FLSA weekly overtime (29 CFR 778.107)', () => {
  it('29 CFR 778.110(a): 46 h at $12 → $588 (40 × 12 + 6 × 18)', () => {
    // Mon–Thu 10 h, Fri 6 h = 46 h; no state → weekly rule only.
    const r = computePayrollEntry(
      input({
        earnings: [hourly('12')],
        records: [
          ...days('2026-03-02', 4).map((d) => shift(d, '08:00', 10)),
          shift('2026-03-06', '08:00', 6),
        ],
      }),
    );
    const d = single(r);
    expect(lineOf(d, 'regular')).toEqual({ seconds: 40 * H, cents: 48000, rates: ['12.00'] }); // 40 × $12 = $480
    expect(lineOf(d, 'overtime')).toEqual({ seconds: 6 * H, cents: 10800, rates: ['18.00'] }); // 6 × $18 = $108
    expect(d.grossPayCents).toBe(58800);
    expect(d.timeTotals).toEqual({
      regularSeconds: 40 * H,
      overtimeSeconds: 6 * H,
      doubleOvertimeSeconds: 0,
      paidBreakSeconds: 0,
      unpaidBreakSeconds: 0,
      totalSeconds: 46 * H,
    });
    expect(r.warnings).toEqual([]);
  });

  it('29 CFR 778.115: raise mid-week, 30 h at $15 + 15 h at $20 → $791.67, as two splits', () => {
    // Earning $15 until Wed 03-04, $20 from Thu 03-05. Mon–Wed 10 h at $15 (30 h), Thu–Sat 5 h at $20 (15 h).
    // Straight time: 30 × 15 + 15 × 20 = 450 + 300 = $750. Regular rate = 750 / 45 = $16.6666…
    // OT = the last 5 h (Sat, at $20): premium 5 × 0.5 × 16.6666… = $41.6666… → total 750 + 41.67 = $791.67.
    // Lines: split 1 regular 30 h × 15 = $450.00; split 2 regular 10 h × 20 = $200.00;
    // split 2 overtime 5 h × (20 + 0.5 × 16.6666…) = 5 × 28.3333… = 141.6666… → $141.67 (half-up).
    // 450.00 + 200.00 + 141.67 = 791.67 ✓
    const r = computePayrollEntry(
      input({
        earnings: [hourly('20', '2026-03-05'), hourly('15', '2025-01-01')],
        records: [
          ...days('2026-03-02', 3).map((d) => shift(d, '08:00', 10)),
          ...days('2026-03-05', 3).map((d) => shift(d, '08:00', 5)),
        ],
      }),
    );
    expect(r.payrollData).toBeNull();
    const splits = r.splits ?? [];
    expect(splits.map((s) => [s.startDate, s.endDate])).toEqual([
      ['2026-03-02', '2026-03-04'],
      ['2026-03-05', '2026-03-08'],
    ]);
    const [a, b] = splits.map((s) => s.payrollData);
    expect(a && lineOf(a, 'regular')).toEqual({ seconds: 30 * H, cents: 45000, rates: ['15.00'] });
    expect(a && lineOf(a, 'overtime').seconds).toBe(0);
    expect(b && lineOf(b, 'regular')).toEqual({ seconds: 10 * H, cents: 20000, rates: ['20.00'] });
    expect(b && lineOf(b, 'overtime')).toEqual({ seconds: 5 * H, cents: 14167, rates: ['28.3333'] });
    expect((a?.grossPayCents ?? 0) + (b?.grossPayCents ?? 0)).toBe(79167);
    expect(b?.earnings.find((l) => l.type === 'overtime')?.description).toContain('778.115');
  });

  it('a workweek straddling the period start: prior hours count toward 40 but are not paid again', () => {
    // Semimonthly 03-01 (Sun)..03-15; workweek from Monday → the week of 03-01 is Mon 02-23..Sun 03-01.
    // Mon–Fri 02-23..02-27 8 h = 40 h (previous period). Sun 03-01 5 h → all 5 h overtime (45 h in the week).
    // Week 03-02..03-08: 5 × 8 h = 40 h regular. Week 03-09..03-15: nothing.
    // Pay at $20: regular 40 × 20 = $800; overtime 5 × 30 = $150 → $950.
    const r = computePayrollEntry(
      input({
        periodStart: '2026-03-01',
        periodEnd: '2026-03-15',
        payFrequency: 'semimonthly',
        records: [
          ...days('2026-02-23', 5).map((d) => shift(d, '08:00', 8)),
          shift('2026-03-01', '08:00', 5),
          ...days('2026-03-02', 5).map((d) => shift(d, '08:00', 8)),
        ],
      }),
    );
    const d = single(r);
    expect(lineOf(d, 'regular')).toMatchObject({ seconds: 40 * H, cents: 80000 });
    expect(lineOf(d, 'overtime')).toMatchObject({ seconds: 5 * H, cents: 15000 });
    expect(d.timeRecordIds).toHaveLength(6);
  });

  it('contractor: 50 h × $30 = $1,500, no overtime, never split', () => {
    // Contractor rate $30 → 50 h × 30 = $1,500.00; a raise on Thu would not split.
    const r = computePayrollEntry(
      input({
        employmentType: 'contractor',
        workplaceState: 'CA',
        earnings: [hourly('30')],
        records: days('2026-03-02', 5).map((d) => shift(d, '07:00', 10)),
      }),
    );
    const d = single(r);
    expect(d.earnings.map((l) => l.type)).toEqual(['regular']);
    expect(lineOf(d, 'regular')).toEqual({ seconds: 50 * H, cents: 150000, rates: ['30.00'] });
    expect(d.timeTotals.overtimeSeconds).toBe(0);

    // Rate change mid-period: still one payrollData, one regular line per rate:
    // Mon–Wed 30 h × 30 = $900; Thu–Fri 20 h × 40 = $800 → $1,700.
    const r2 = computePayrollEntry(
      input({
        employmentType: 'contractor',
        earnings: [hourly('30'), hourly('40', '2026-03-05')],
        records: days('2026-03-02', 5).map((d) => shift(d, '07:00', 10)),
      }),
    );
    const d2 = single(r2);
    expect(d2.earnings.map((l) => [l.rate, l.seconds, l.amountCents])).toEqual([
      ['30.00', 30 * H, 90000],
      ['40.00', 20 * H, 80000],
    ]);
    expect(d2.grossPayCents).toBe(170000);
  });

  it('hourly_salary: salary plus overtime hours at payment_amount × multiplier', () => {
    // Biweekly 03-02..03-15; salary $52,000/yr → 52,000 / 26 = $2,000.00.
    // Week 1: 5 × 9 h = 45 h → 5 h OT; week 2: 5 × 8 h = 40 h → none. OT 5 h × 25 × 1.5 = $187.50.
    // Gross 2,000.00 + 187.50 = $2,187.50.
    const r = computePayrollEntry(
      input({
        periodStart: '2026-03-02',
        periodEnd: '2026-03-15',
        payFrequency: 'biweekly',
        earnings: [{ ...salaried('52000', 'yearly'), paymentUnit: 'hourly_salary', paymentAmount: '25' }],
        records: [
          ...days('2026-03-02', 5).map((d) => shift(d, '08:00', 9)),
          ...days('2026-03-09', 5).map((d) => shift(d, '08:00', 8)),
        ],
      }),
    );
    const d = single(r);
    expect(d.earnings.map((l) => [l.type, l.amountCents])).toEqual([
      ['salary', 200000],
      ['overtime', 18750],
    ]);
    expect(d.timeTotals).toMatchObject({ regularSeconds: 80 * H, overtimeSeconds: 5 * H });
    expect(d.grossPayCents).toBe(218750);
    // Job costing carries only time-based lines: the $187.50 overtime.
    expect(d.jobCosting.reduce((s, j) => s + j.amountCents, 0)).toBe(18750);
  });
});

describe('breaks and paid lunch (29 CFR 785.18 / 785.19)', () => {
  it('a break under 20 min is paid time worked; a 30-min break is unpaid', () => {
    // Mon: work 08:00–12:00, break 12:00–12:15 (15 min, paid), work 12:15–16:15, break 16:15–16:45 (30 min, unpaid),
    // work 16:45–17:45 → paid 4 + 0.25 + 4 + 1 = 9.25 h; unpaid 0.5 h. $20 × 9.25 = $185.00.
    const r = computePayrollEntry(
      input({
        records: [
          rec('work', '2026-03-02T08:00', '2026-03-02T12:00'),
          rec('break', '2026-03-02T12:00', '2026-03-02T12:15'),
          rec('work', '2026-03-02T12:15', '2026-03-02T16:15'),
          rec('break', '2026-03-02T16:15', '2026-03-02T16:45'),
          rec('work', '2026-03-02T16:45', '2026-03-02T17:45'),
        ],
      }),
    );
    const d = single(r);
    expect(d.timeTotals).toEqual({
      regularSeconds: 9.25 * H,
      overtimeSeconds: 0,
      doubleOvertimeSeconds: 0,
      paidBreakSeconds: 0.25 * H,
      unpaidBreakSeconds: 0.5 * H,
      totalSeconds: 9.25 * H,
    });
    expect(d.grossPayCents).toBe(18500);
    expect(d.timeRecordIds).toHaveLength(5);
  });

  it('29:59 is paid, exactly 30:00 is not (strictly shorter than the default min_unpaid_break_minutes 30)', () => {
    const b1 = rec('break', '2026-03-03T12:00', '2026-03-03T12:00');
    const b2 = rec('break', '2026-03-04T12:00', '2026-03-04T12:30');
    const r = computePayrollEntry(
      input({ records: [{ ...b1, endMs: b1.startMs + (30 * 60 - 1) * 1000 }, b2] }),
    );
    const d = single(r);
    expect(d.timeTotals.paidBreakSeconds).toBe(30 * 60 - 1);
    expect(d.timeTotals.unpaidBreakSeconds).toBe(30 * 60);
  });

  it('a 25-minute break is paid time worked (29 CFR 785.18–19): 8 h work + 25 min = 8.4167 h × $20 = $168.33', () => {
    // Mon: work 08:00–12:00, break 12:00–12:25 (25 min < 30: paid), work 12:25–16:25.
    // paid 4 h + 25 min + 4 h = 30,300 s; $20 × 30,300 ÷ 3,600 = $168.333… → $168.33
    const d = single(
      computePayrollEntry(
        input({
          records: [
            rec('work', '2026-03-02T08:00', '2026-03-02T12:00'),
            rec('break', '2026-03-02T12:00', '2026-03-02T12:25'),
            rec('work', '2026-03-02T12:25', '2026-03-02T16:25'),
          ],
        }),
      ),
    );
    expect(d.timeTotals).toMatchObject({
      regularSeconds: 30300,
      paidBreakSeconds: 1500,
      unpaidBreakSeconds: 0,
    });
    expect(d.grossPayCents).toBe(16833);
  });

  it('min_unpaid_break_minutes 45: a 40-minute break is paid, a 45-minute one is unpaid less 15 min of paid lunch', () => {
    // Mon: break 12:00–12:40 (40 min < 45: paid 2,400 s); Tue: break 12:00–12:45 (45 min: a meal period,
    // paid_lunch_time 15 → 900 s paid, 1,800 s unpaid). Paid: 2,400 + 900 = 3,300 s × $20 ÷ 3,600 = $18.333… → $18.33
    const d = single(
      computePayrollEntry(
        input({
          minUnpaidBreakMinutes: 45,
          paidLunchMinutes: 15,
          records: [
            rec('break', '2026-03-02T12:00', '2026-03-02T12:40'),
            rec('break', '2026-03-03T12:00', '2026-03-03T12:45'),
          ],
        }),
      ),
    );
    expect(d.timeTotals).toMatchObject({ paidBreakSeconds: 3300, unpaidBreakSeconds: 1800 });
    expect(d.grossPayCents).toBe(1833);
  });

  it('paid lunch (30 of a 60-min lunch), without and with lunch_in_overtime', () => {
    // Mon–Fri: work 08:00–12:00, lunch 12:00–13:00, work 13:00–17:00 → 8 h work + 0.5 h paid lunch + 0.5 h unpaid per day.
    // Without lunch_in_overtime: worked 40 h (no OT) + paid lunch 2.5 h at straight time → 42.5 h × $20 = $850.00.
    // With lunch_in_overtime: 42.5 h count toward 40 → 40 × 20 + 2.5 × 30 = 800 + 75 = $875.00.
    const records = days('2026-03-02', 5).flatMap((d) => [
      rec('work', `${d}T08:00`, `${d}T12:00`),
      rec('break', `${d}T12:00`, `${d}T13:00`),
      rec('work', `${d}T13:00`, `${d}T17:00`),
    ]);
    const off = single(computePayrollEntry(input({ paidLunchMinutes: 30, lunchInOvertime: false, records })));
    expect(off.timeTotals).toEqual({
      regularSeconds: 42.5 * H,
      overtimeSeconds: 0,
      doubleOvertimeSeconds: 0,
      paidBreakSeconds: 2.5 * H,
      unpaidBreakSeconds: 2.5 * H,
      totalSeconds: 42.5 * H,
    });
    expect(off.grossPayCents).toBe(85000);
    const on = single(computePayrollEntry(input({ paidLunchMinutes: 30, lunchInOvertime: true, records })));
    expect(on.timeTotals).toMatchObject({ regularSeconds: 40 * H, overtimeSeconds: 2.5 * H });
    expect(on.grossPayCents).toBe(87500);
  });
});

describe('active records and missed clock-outs', () => {
  it('an active record is cut at the period end and reported', () => {
    // Sun 03-08 20:00 clocked in, still active at now = 03-09 10:00 → cut at period end 03-09 00:00 → 4 h × $20 = $80.
    const active = rec('work', '2026-03-08T20:00', null, { id: 9001 });
    const missed = rec('work', '2026-03-02T08:00', '2026-03-02T12:00', { id: 9002, missedClockout: true });
    const r = computePayrollEntry(input({ records: [active, missed], nowMs: at('2026-03-09T10:00') }));
    const d = single(r);
    expect(d.timeTotals.totalSeconds).toBe(8 * H); // 4 h active + 4 h missed-clock-out record
    expect(d.grossPayCents).toBe(16000);
    expect(r.warnings.map((w) => [w.code, w.timeRecordId])).toEqual([
      ['active_record', 9001],
      ['missed_clockout', 9002],
    ]);
  });

  it('an active record mid-period is counted until now', () => {
    // Clocked in Wed 08:00, now = Wed 11:30 → 3.5 h × $20 = $70.
    const r = computePayrollEntry(
      input({ records: [rec('work', '2026-03-04T08:00', null)], nowMs: at('2026-03-04T11:30') }),
    );
    expect(single(r).grossPayCents).toBe(7000);
  });
});

describe('calendar sharing and data problems', () => {
  it('a shared calendar gives the same result; one that does not cover the range is ignored', () => {
    const base = input({
      workplaceState: 'CA',
      records: [shift('2026-03-02', '08:00', 10), shift('2026-03-03', '22:00', 10)],
    });
    const own = computePayrollEntry(base);
    const shared = computePayrollEntry({
      ...base,
      calendar: buildLocalCalendar('America/Los_Angeles', '2026-02-01', '2026-04-30'),
    });
    const wrong = computePayrollEntry({
      ...base,
      calendar: buildLocalCalendar('America/New_York', '2026-03-02', '2026-03-08'),
    });
    expect(shared).toEqual(own);
    expect(wrong).toEqual(own);
    // Mon 10 h → 8 + 2 OT; Tue 22:00 → Wed 08:00: Tue 2 h, Wed 8 h → regular. Regular 18 × 20 + 2 × 30 = $420.
    expect(single(own).grossPayCents).toBe(42000);
  });

  it('overlapping records are reported (and counted as recorded)', () => {
    const r = computePayrollEntry(
      input({
        records: [
          rec('work', '2026-03-02T08:00', '2026-03-02T12:00', { id: 1 }),
          rec('work', '2026-03-02T11:00', '2026-03-02T13:00', { id: 2 }),
        ],
      }),
    );
    expect(r.warnings.map((w) => [w.code, w.timeRecordId])).toEqual([['overlapping_records', 2]]);
    expect(single(r).timeTotals.totalSeconds).toBe(6 * H);
  });

  it('records before the workweek of the period start are ignored; time after the period end is cut', () => {
    // Sun 03-01 (previous workweek) 10 h: ignored. Sun 03-08 20:00 → Mon 03-09 04:00: only 4 h in the period → $80.
    const r = computePayrollEntry(
      input({ records: [shift('2026-03-01', '08:00', 10), shift('2026-03-08', '20:00', 8)] }),
    );
    expect(single(r).timeTotals.totalSeconds).toBe(4 * H);
    expect(single(r).grossPayCents).toBe(8000);
  });
});
