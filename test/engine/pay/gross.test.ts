/**
 * Salary, flat units, proration by weekdays, PTO, no earning. Expected values by hand in comments.
 */
import { describe, expect, it } from 'vitest';
import { computePayrollEntry } from '../../../src/modules/payrolls/engine/index.js';
import { H, days, hourly, input, lineOf, salaried, shift, single } from './helpers.js';

const semimonthly = {
  periodStart: '2026-03-01',
  periodEnd: '2026-03-15',
  payFrequency: 'semimonthly' as const,
};
const biweekly = { periodStart: '2026-03-02', periodEnd: '2026-03-15', payFrequency: 'biweekly' as const };

describe('salary (annualize ÷ periods per year)', () => {
  it('semimonthly $60,000/yr → $2,500.00', () => {
    // 60,000 × 1 / 24 = 2,500.00
    const d = single(computePayrollEntry(input({ ...semimonthly, earnings: [salaried('60000', 'yearly')] })));
    expect(d.earnings).toEqual([
      expect.objectContaining({ type: 'salary', amountCents: 250000, seconds: null, rate: null }),
    ]);
  });

  it('biweekly from $52,000 yearly → $2,000.00; $50,000 → $1,923.08 (one half-up rounding)', () => {
    // 52,000 / 26 = 2,000.00; 50,000 / 26 = 1,923.0769… → 1,923.08
    expect(
      single(computePayrollEntry(input({ ...biweekly, earnings: [salaried('52000', 'yearly')] })))
        .grossPayCents,
    ).toBe(200000);
    expect(
      single(computePayrollEntry(input({ ...biweekly, earnings: [salaried('50000', 'yearly')] })))
        .grossPayCents,
    ).toBe(192308);
  });

  it('salary_type and flat units annualize by their period', () => {
    // quarterly 15,000 × 4 / 12 (monthly pay) = 5,000.00
    expect(
      single(
        computePayrollEntry(
          input({
            periodStart: '2026-03-01',
            periodEnd: '2026-03-31',
            payFrequency: 'monthly',
            earnings: [salaried('15000', 'quarterly')],
          }),
        ),
      ).grossPayCents,
    ).toBe(500000);
    // payment_unit monthly, 5,000 × 12 / 24 (semimonthly pay) = 2,500.00
    expect(
      single(
        computePayrollEntry(
          input({ ...semimonthly, earnings: [{ ...salaried('5000', null), paymentUnit: 'monthly' }] }),
        ),
      ).grossPayCents,
    ).toBe(250000);
    // payment_unit weekly, 1,000 × 52 / 26 (biweekly pay) = 2,000.00
    expect(
      single(
        computePayrollEntry(
          input({ ...biweekly, earnings: [{ ...salaried('1000', null), paymentUnit: 'weekly' }] }),
        ),
      ).grossPayCents,
    ).toBe(200000);
    // salary_type semimonthly 2,500 × 24 / 52 (weekly pay) = 1,153.846… → 1,153.85
    expect(
      single(computePayrollEntry(input({ earnings: [salaried('2500', 'semimonthly')] }))).grossPayCents,
    ).toBe(115385);
  });

  it('salaried employees get no overtime lines; their hours are regular', () => {
    const d = single(
      computePayrollEntry(
        input({
          ...biweekly,
          workplaceState: 'CA',
          earnings: [salaried('52000', 'yearly')],
          records: days('2026-03-02', 5).map((x) => shift(x, '08:00', 12)),
        }),
      ),
    );
    expect(d.earnings.map((l) => l.type)).toEqual(['salary']);
    expect(d.timeTotals).toMatchObject({
      regularSeconds: 60 * H,
      overtimeSeconds: 0,
      doubleOvertimeSeconds: 0,
    });
    expect(d.jobCosting[0]).toMatchObject({ regularSeconds: 60 * H, amountCents: 0 });
  });

  it('a salaried split is prorated by weekdays', () => {
    // Semimonthly 03-01..03-15 has 10 weekdays (Mar 2–6, 9–13). $48,000 until 03-08, $60,000 from Mon 03-09.
    // Split 1 (03-01..03-08, 5 weekdays): 48,000 / 24 × 5/10 = 2,000 × 0.5 = 1,000.00
    // Split 2 (03-09..03-15, 5 weekdays): 60,000 / 24 × 5/10 = 2,500 × 0.5 = 1,250.00
    const r = computePayrollEntry(
      input({
        ...semimonthly,
        earnings: [salaried('48000', 'yearly'), salaried('60000', 'yearly', '2026-03-09')],
      }),
    );
    expect(r.splits?.map((s) => [s.startDate, s.endDate, s.payrollData.grossPayCents])).toEqual([
      ['2026-03-01', '2026-03-08', 100000],
      ['2026-03-09', '2026-03-15', 125000],
    ]);
    expect(r.splits?.[0]?.payrollData.earnings[0]?.description).toContain('prorated 5/10 weekdays');
  });

  it('partial first and last periods (start_date / dismissed_on inside the period) are prorated', () => {
    // Start Wed 03-11: weekdays 11, 12, 13 = 3 of 10 → 2,500 × 3/10 = 750.00
    expect(
      single(
        computePayrollEntry(
          input({ ...semimonthly, employeeStartDate: '2026-03-11', earnings: [salaried('60000', 'yearly')] }),
        ),
      ).grossPayCents,
    ).toBe(75000);
    // Dismissed on Tue 03-03 (inclusive): weekdays 2, 3 = 2 of 10 → 2,500 × 2/10 = 500.00
    expect(
      single(
        computePayrollEntry(
          input({ ...semimonthly, dismissedOn: '2026-03-03', earnings: [salaried('60000', 'yearly')] }),
        ),
      ).grossPayCents,
    ).toBe(50000);
    // $50,000 biweekly, start Thu 03-05: weekdays 5, 6, 9–13 = 7 of 10 → 50,000 × 7 / (26 × 10) = 1,346.1538… → 1,346.15
    expect(
      single(
        computePayrollEntry(
          input({ ...biweekly, employeeStartDate: '2026-03-05', earnings: [salaried('50000', 'yearly')] }),
        ),
      ).grossPayCents,
    ).toBe(134615);
  });
});

describe('hourly lines, PTO, missing earnings', () => {
  it('amount = seconds × rate / 3600, half-up to cents, with 4-decimal rates', () => {
    // 7 h 20 min = 26,400 s at $17.3333: 26,400 × 173,333 / 3,600 / 100 = 12,711.0866… cents → 12,711 ($127.11)
    const d = single(
      computePayrollEntry(
        input({ earnings: [hourly('17.3333')], records: [shift('2026-03-02', '08:00', 7 + 20 / 60)] }),
      ),
    );
    expect(lineOf(d, 'regular')).toEqual({ seconds: 26400, cents: 12711, rates: ['17.3333'] });
    // 90 s at $10.01: 90 × 100,100 / 360,000 = 25.025 cents → 25 ($0.25)
    const d2 = single(
      computePayrollEntry(
        input({ earnings: [hourly('10.01')], records: [shift('2026-03-02', '08:00', 90 / 3600)] }),
      ),
    );
    expect(d2.grossPayCents).toBe(25);
  });

  it('a custom overtime multiplier and its exact rate', () => {
    // 42 h at $12.3456 with overtime_amount 2: OT rate 24.6912. Regular 40 × 12.3456 = 493.824 → $493.82;
    // OT 2 × 24.6912 = 49.3824 → $49.38. Gross $543.20.
    const d = single(
      computePayrollEntry(
        input({
          earnings: [hourly('12.3456', '2020-01-01', { overtimeAmount: '2' })],
          records: days('2026-03-02', 6).map((x, i) => shift(x, '08:00', i < 5 ? 8 : 2)),
        }),
      ),
    );
    expect(lineOf(d, 'regular').cents).toBe(49382);
    expect(lineOf(d, 'overtime')).toEqual({ seconds: 2 * H, cents: 4938, rates: ['24.6912'] });
    expect(d.grossPayCents).toBe(54320);
  });

  it('PTO at pto_payment_amount (default: payment_amount)', () => {
    // 8 h PTO × $25 = $200; regular 10 h × 20 = $200 → $400
    const d = single(
      computePayrollEntry(
        input({
          ptoSeconds: 8 * H,
          earnings: [hourly('20', '2020-01-01', { ptoPaymentAmount: '25' })],
          records: [shift('2026-03-02', '08:00', 10)],
        }),
      ),
    );
    expect(lineOf(d, 'pto')).toEqual({ seconds: 8 * H, cents: 20000, rates: ['25.00'] });
    expect(d.grossPayCents).toBe(40000);
    // Job costing excludes PTO: it sums to the $200 of time-based lines.
    expect(d.jobCosting.reduce((s, j) => s + j.amountCents, 0)).toBe(20000);
  });

  it('no earning in force → payrollData with zero lines and warning no_earning', () => {
    const r = computePayrollEntry(
      input({ earnings: [hourly('20', '2026-04-01')], records: [shift('2026-03-02', '08:00', 8)] }),
    );
    const d = single(r);
    expect(d.earnings).toEqual([]);
    expect(d.grossPayCents).toBe(0);
    expect(d.earningId).toBeNull();
    expect(d.timeTotals.totalSeconds).toBe(8 * H);
    expect(r.warnings.map((w) => w.code)).toEqual(['no_earning']);
  });

  it('hours before the first earning inside the period are reported, not paid', () => {
    // Earning from Wed 03-04: Mon 8 h unpaid (warning), Wed 8 h × 20 = $160
    const r = computePayrollEntry(
      input({
        earnings: [hourly('20', '2026-03-04')],
        records: [shift('2026-03-02', '08:00', 8), shift('2026-03-04', '08:00', 8)],
      }),
    );
    expect(single(r).grossPayCents).toBe(16000);
    expect(r.warnings.map((w) => w.code)).toEqual(['hours_without_earning']);
  });

  it('an hourly employee with no hours still gets a 0-hour regular line', () => {
    const d = single(computePayrollEntry(input({})));
    expect(d.earnings).toEqual([
      expect.objectContaining({ type: 'regular', seconds: 0, amountCents: 0, rate: '20.00' }),
    ]);
  });
});
