/**
 * Daily pay periods (260 a year, IRS Pub 15-T 2026 Worksheet 1A Table 3): the federal percentage
 * method and annualizing states divide by 260; a state whose tables are printed per pay period with
 * no daily table runs the weekly table on 5 × the daily wages and divides by 5 (states/daily.ts).
 * Expected cents worked by hand below.
 */
import { describe, expect, it } from 'vitest';
import { calculatePaycheckTaxes, type PaycheckTaxInput, type StateWithholding } from '../src/index.ts';

function daily(state: string, cents: number, form: StateWithholding | null): PaycheckTaxInput {
  return {
    payday: '2026-03-06',
    payFrequency: 'daily',
    payrollType: 'regular',
    earnings: [{ type: 'salary', amountCents: cents }],
    federal: null, // single, W-4 2020+, no adjustments (Pub 15-T: no Form W-4 on file)
    state: form,
    workplace: { state },
    homeAddress: null,
    benefits: [],
    deductions: [],
    suiRates: {},
    ytd: { taxes: [], benefits: {}, deductions: {}, supplementalWagesCents: 0 },
  };
}
const form = (state: string, allowances: number): StateWithholding => ({
  state,
  filingStatus: 'single',
  allowances,
  additionalAllowances: 0,
  additionalWithholdingCents: 0,
  exempt: false,
});
const line = (r: ReturnType<typeof calculatePaycheckTaxes>, code: string) =>
  r.taxes.find((t) => t.code === code)!;

describe('daily pay periods', () => {
  it('federal: Worksheet 1A with 260 periods', () => {
    const r = calculatePaycheckTaxes(daily('TX', 30_000, null));
    // 1c: $300.00 × 260 = $78,000.00; − line 1g $8,600.00 = $69,400.00; 2026 single standard row
    // $5,800.00 + 22% × ($69,400.00 − $57,900.00) = $5,800.00 + $2,530.00 = $8,330.00 a year;
    // ÷ 260 = $32.0385 → $32.04.
    expect(line(r, 'federal_income_tax').amountCents).toBe(3204);
    expect(line(r, 'federal_income_tax').reason).toContain('÷ 260');
    // FICA does not depend on the period: 6.2% × $300.00 = $18.60; 1.45% × $300.00 = $4.35.
    expect(line(r, 'social_security').amountCents).toBe(1860);
    expect(line(r, 'medicare').amountCents).toBe(435);
  });
  it('Illinois (annualizing: the allowance ÷ 260)', () => {
    const r = calculatePaycheckTaxes(daily('IL', 30_000, form('IL', 1)));
    // IL-700-T: 1 × $2,925.00 ÷ 260 = $11.25; ($300.00 − $11.25) × 4.95% = $14.293125 → $14.29.
    expect(line(r, 'state_income_tax').amountCents).toBe(1429);
  });
  it('Kansas (per-period tables, no daily table: the weekly table on 5 × the wages, ÷ 5)', () => {
    const r = calculatePaycheckTaxes(daily('KS', 30_000, form('KS', 1)));
    // Weekly equivalent $300.00 × 5 = $1,500.00; KW-100 weekly single allowance $176.15 →
    // $1,323.85; weekly row $23.00 + 5.58% × ($1,323.85 − $512.00) = $23.00 + $45.30123 = $68.30;
    // ÷ 5 = $13.66.
    const l = line(r, 'state_income_tax');
    expect(l.amountCents).toBe(1366);
    expect(l.taxableWagesCents).toBe(30_000);
    expect(l.reason).toContain('$68.30 ÷ 5 = $13.66');
  });
  it('CCPA garnishment floor: a fifth of the weekly 30 × $7.25 (engine decision)', () => {
    const r = calculatePaycheckTaxes({
      ...daily('TX', 6_000, null),
      deductions: [{ id: 'g', code: 'garnishment', description: 'Garnishment', percent: '25' }],
    });
    // $60.00 × 260 = $15,600.00 − $8,600.00 = $7,000.00, in the 0% row: no federal income tax;
    // Social Security 6.2% × $60.00 = $3.72, Medicare 1.45% × $60.00 = $0.87 → taxes $4.59;
    // disposable $55.41; lesser of 25% = $13.85 (rounded down) and $55.41 − $43.50 = $11.91.
    expect(r.postTaxDeductions[0]!.amountCents).toBe(1191);
    expect(r.postTaxDeductions[0]!.reason).toContain('excess over $43.50 (29 CFR 870.10, daily)');
  });
});
