/**
 * Form 940 arithmetic (src/modules/year-end/form940.ts) on hand-chosen cents: lines 4–8, a
 * credit-reduction state on Schedule A, line 16 adding up to line 12, and a balance due.
 */
import { describe, expect, it } from 'vitest';
import { form940Document } from '../../src/modules/year-end/form940.js';
import { parseRate } from '@payclock/tax-engine';

describe('form940Document', () => {
  it('fills lines 3–17 and Schedule A by hand', () => {
    const net = parseRate('0.006');
    const ca = parseRate('0.009');
    const doc = form940Document({
      year: 2026,
      // Ann (CA): gross 10,000.00 of which 500.00 section 125 → subject 9,500.00, taxable 7,000.00.
      // Ben (NV): gross 5,000.00, subject and taxable 5,000.00.
      employeeGross: 1_500_000,
      subjectWages: 1_450_000,
      quarterTaxableWages: [600_000, 400_000, 200_000, 0],
      // the paychecks' lines: Ann 7,000 × (0.006 + 0.009) = 105.00, Ben 5,000 × 0.006 = 30.00, less
      // 1.00 not yet recorded → 134.00
      recordedFuta: 13_400,
      stateTaxableWages: [
        { state: 'CA', cents: 700_000 },
        { state: 'NV', cents: 500_000 },
      ],
      netRate: net.scaled,
      creditReductions: new Map([['CA', ca]]),
    });
    // line 4 = 15,000 − 14,500 = 500.00; line 5 = 14,500 − 12,000 = 2,500.00; line 6 = 3,000.00;
    // line 7 = 12,000.00; line 8 = 12,000 × 0.006 = 72.00; Schedule A CA 7,000 × 0.009 = 63.00;
    // line 12 = 72 + 63 = 135.00; line 14 = 135 − 134 = 1.00.
    // line 16: Q1 6,000 × 0.006 = 36.00; Q2 10,000 × 0.006 − 36 = 24.00; Q3 12,000 × 0.006 − 60 = 12.00;
    // Q4 0 + the credit reduction 63.00; line 17 = 36 + 24 + 12 + 63 = 135.00.
    expect(doc).toMatchObject({
      line1a_state: null,
      line1b_multi_state: true,
      line3_total_payments_to_employees: 15000,
      line4_exempt_payments: 500,
      line5_payments_over_7000: 2500,
      line6_subtotal: 3000,
      line7_futa_taxable_wages: 12000,
      line8_futa_before_adjustments: 72,
      line11_credit_reduction: 63,
      line12_total_futa_after_adjustments: 135,
      line13_futa_deposited: 134,
      line14_balance_due: 1,
      line15_overpayment: 0,
      line16_quarterly_liability: { q1: 36, q2: 24, q3: 12, q4: 63 },
      line17_total_liability: 135,
      schedule_a: [{ state: 'CA', taxable_wages: 7000, rate: '0.009', credit_reduction: 63 }],
    });
  });

  it('rounds line 8 once and keeps line 16 summing to it', () => {
    const net = parseRate('0.006');
    // Quarters 0.75 each: 75¢ × 0.006 = 0.45¢. Cumulative: 0.45 → 0; 0.90 → 1; 1.35 → 1; 1.80 → 2.
    const doc = form940Document({
      year: 2026,
      employeeGross: 300,
      subjectWages: 300,
      quarterTaxableWages: [75, 75, 75, 75],
      recordedFuta: 0,
      stateTaxableWages: [{ state: 'TX', cents: 300 }],
      netRate: net.scaled,
      creditReductions: new Map(),
    });
    expect(doc.line1a_state).toBe('TX');
    expect(doc.line8_futa_before_adjustments).toBe(0.02);
    expect(doc.line16_quarterly_liability).toEqual({ q1: 0, q2: 0.01, q3: 0, q4: 0.01 });
    expect(doc.line17_total_liability).toBe(0.02);
    expect(doc.line14_balance_due).toBe(0.02);
  });
});
