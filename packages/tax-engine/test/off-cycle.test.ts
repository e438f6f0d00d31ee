/**
 * Off-cycle options (Check's `off_cycle_options`: default all false) and the NY SDI weekly maximum
 * across payrolls (NY WCL §209: 0.5% of wages, at most $0.60 a week). Expected cents worked by hand
 * from Pub 15 §7 (22% flat supplemental rate), Pub 15-T 2026 Worksheet 1A and the 2026 FICA rates.
 */
import { describe, expect, it } from 'vitest';
import {
  calculatePaycheckTaxes,
  type OffCycleOptions,
  type PaycheckTaxInput,
  type YtdTaxTotal,
} from '../src/index.ts';

function input(p: Partial<PaycheckTaxInput> = {}): PaycheckTaxInput {
  return {
    payday: '2026-11-27',
    payFrequency: 'biweekly',
    payrollType: 'off_cycle',
    earnings: [{ type: 'bonus', amountCents: 100000 }],
    federal: null,
    state: null,
    workplace: { state: 'TX' },
    homeAddress: null,
    benefits: [
      { id: 'med', code: 'section125_medical', description: 'Medical', employeeAmountCents: 10000 },
      { id: 'k', code: '401k', description: '401(k)', employeeAmountCents: 5000 },
    ],
    deductions: [{ id: 'cs', code: 'child_support', description: 'Support order', amountCents: 20000 }],
    suiRates: {},
    ytd: { taxes: [], benefits: {}, deductions: {}, supplementalWagesCents: 0 },
    ...p,
  };
}
const fit = (r: ReturnType<typeof calculatePaycheckTaxes>) =>
  r.taxes.find((t) => t.code === 'federal_income_tax')?.amountCents;
const opts = (o: Partial<OffCycleOptions>): OffCycleOptions => ({
  forceSupplementalWithholding: false,
  applyBenefits: false,
  applyPostTaxDeductions: false,
  ...o,
});

describe('off-cycle options (default all false: a bonus run)', () => {
  it('no options: no Section 125, no flat 401(k), no support order; 22% of the whole $1,000 bonus', () => {
    const r = calculatePaycheckTaxes(input());
    expect(r.benefits).toEqual([]);
    expect(r.postTaxDeductions).toEqual([]);
    // 22% × 1,000.00 = 220.00 (Pub 15 §7); SS 6.2% × 1,000 = 62.00; Medicare 1.45% × 1,000 = 14.50
    expect(fit(r)).toBe(22000);
    // net = 1,000 − 220.00 − 62.00 − 14.50 = 703.50
    expect(r.netPayCents).toBe(70350);
  });
  it('apply_benefits and apply_post_tax_deductions: the elections and the order are taken', () => {
    const r = calculatePaycheckTaxes(
      input({ offCycleOptions: opts({ applyBenefits: true, applyPostTaxDeductions: true }) }),
    );
    expect(r.benefits.map((b) => b.employeeAmountCents)).toEqual([10000, 5000]);
    // FIT 22% × (1,000 − 100 − 50) = 187.00; FICA on 900: 55.80 + 13.05
    expect(fit(r)).toBe(18700);
    expect(r.postTaxDeductions.map((d) => d.amountCents)).toEqual([20000]);
    // net = 1,000 − 187.00 − 55.80 − 13.05 − 150.00 − 200.00 = 394.15
    expect(r.netPayCents).toBe(39415);
  });
  it('force_supplemental_withholding: regular wages of an off-cycle payroll at 22% ($220.00, not $38.08)', () => {
    const earnings = [{ type: 'regular' as const, amountCents: 100000 }];
    // aggregate (Worksheet 1A): 1,000 × 26 = 26,000 − 8,600 = 17,400; 10% × (17,400 − 7,500) = 990 ÷ 26 = 38.0769 → 38.08
    expect(fit(calculatePaycheckTaxes(input({ earnings })))).toBe(3808);
    // forced: 22% × 1,000 = 220.00
    expect(
      fit(
        calculatePaycheckTaxes(
          input({ earnings, offCycleOptions: opts({ forceSupplementalWithholding: true }) }),
        ),
      ),
    ).toBe(22000);
  });
  it('a regular payroll ignores off-cycle options: benefits and deductions are always taken', () => {
    const r = calculatePaycheckTaxes(input({ payrollType: 'regular' }));
    expect(r.benefits).toHaveLength(2);
    expect(r.postTaxDeductions).toHaveLength(1);
  });
});

describe('NY SDI: at most $0.60 a week across payrolls (NY WCL §209)', () => {
  const ny = (p: Partial<PaycheckTaxInput>) =>
    calculatePaycheckTaxes(
      input({
        workplace: { state: 'NY' },
        payrollType: 'regular',
        payFrequency: 'weekly',
        earnings: [{ type: 'salary', amountCents: 100000 }],
        benefits: [],
        deductions: [],
        ...p,
      }),
    ).taxes.find((t) => t.code === 'state_disability' && t.jurisdiction === 'NY')?.amountCents;
  const sdi = (amountCents: number): YtdTaxTotal => ({
    code: 'state_disability',
    jurisdiction: 'NY',
    payer: 'employee',
    taxableWagesCents: 100000,
    amountCents,
  });
  const ytd = (overlappingPeriods: YtdTaxTotal[]) => ({
    taxes: [],
    benefits: {},
    deductions: {},
    supplementalWagesCents: 0,
    overlappingPeriods,
  });
  it('a week with nothing withheld yet: 0.5% × 1,000 = 5.00, capped at $0.60', () => {
    expect(ny({})).toBe(60);
  });
  it('an off-cycle payroll in a week already charged $0.60: $0.00', () => {
    expect(ny({ payrollType: 'off_cycle', ytd: ytd([sdi(60)]) })).toBe(0);
  });
  it('biweekly: cap 0.60 × 52 ÷ 26 = 1.20, one week already charged 0.60 → $0.60', () => {
    expect(ny({ payFrequency: 'biweekly', ytd: ytd([sdi(60)]) })).toBe(60);
  });
});

describe('Wisconsin off-cycle supplemental wages: W-166 flat rate by estimated annual gross wages', () => {
  // Bands (wi.json supplementalRateByAnnualWages): under $12,760 3.54%; from $12,760 4.65%;
  // from $25,520 5.30%; from $280,950 7.65%.
  const wi = (p: Partial<PaycheckTaxInput>) => {
    const r = calculatePaycheckTaxes(
      input({ workplace: { state: 'WI' }, benefits: [], deductions: [], ...p }),
    );
    return r.taxes.find((t) => t.code === 'state_income_tax' && t.jurisdiction === 'WI')!;
  };
  const medicareYtd = (cents: number): YtdTaxTotal => ({
    code: 'medicare',
    jurisdiction: 'US',
    payer: 'employee',
    taxableWagesCents: cents,
    amountCents: 0,
  });
  it('a bonus-only check: the year so far decides the band', () => {
    const l = wi({
      ytd: { taxes: [medicareYtd(4_000_000)], benefits: {}, deductions: {}, supplementalWagesCents: 0 },
    });
    // estimate = max(regular 0 × 26, YTD $40,000.00) + bonus $1,000.00 = $41,000.00 → band from
    // $25,520: 5.30% × $1,000.00 = $53.00; no regular wages → $0.00 from the formula.
    expect(l.amountCents).toBe(5300);
    expect(l.reason).toContain('5.3%');
    expect(l.reason).toContain('$41,000.00');
  });
  it('an estimate exactly at a band start takes that band', () => {
    const l = wi({
      ytd: { taxes: [medicareYtd(1_176_000)], benefits: {}, deductions: {}, supplementalWagesCents: 0 },
    });
    // estimate = $11,760.00 so far + $1,000.00 = $12,760.00 = the second band's start → 4.65%
    //   × $1,000.00 = $46.50 (one cent less of YTD would stay at 3.54%: $35.40).
    expect(l.amountCents).toBe(4650);
    const below = wi({
      ytd: { taxes: [medicareYtd(1_175_999)], benefits: {}, deductions: {}, supplementalWagesCents: 0 },
    });
    expect(below.amountCents).toBe(3540);
  });
  it('regular and bonus on one off-cycle check: the bonus at the band rate, the rest by the formula', () => {
    const l = wi({
      earnings: [
        { type: 'salary', amountCents: 50_000 },
        { type: 'bonus', amountCents: 200_000 },
      ],
    });
    // estimate = $500.00 × 26 = $13,000.00 + $2,000.00 = $15,000.00 → band from $12,760: 4.65%
    //   × $2,000.00 = $93.00.
    // regular: $500.00 × 26 = $13,000.00; standard deduction $6,702.00 (annual wages below
    //   $17,780); no WT-4: 0 exemptions → $6,298.00 × 3.54% = $222.9492 ÷ 26 = $8.5750 → $8.57.
    expect(l.amountCents).toBe(9300 + 857);
  });
  it('a regular payroll still aggregates the bonus (the formula on all wages)', () => {
    const l = wi({ payrollType: 'regular', earnings: [{ type: 'bonus', amountCents: 100_000 }] });
    // $1,000.00 × 26 = $26,000.00; deduction $6,702 − 12% × ($26,000 − $17,780) = $6,702 − $986.40
    //   = $5,715.60 → $20,284.40; 3.54% × $12,760 = $451.704 + 4.65% × $7,524.40 = $349.8846
    //   → $801.5886 ÷ 26 = $30.8303 → $30.83.
    expect(l.amountCents).toBe(3083);
  });
});
