/**
 * Social Security, Medicare, Additional Medicare and FUTA (Pub 15 (2026); Form 940). Expected cents
 * are computed by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import { calculatePaycheckTaxes, type PaycheckTaxInput, type YtdTaxTotal } from '../src/index.ts';

function input(wages: number, ytd: YtdTaxTotal[] = [], p: Partial<PaycheckTaxInput> = {}): PaycheckTaxInput {
  return {
    payday: '2026-03-06',
    payFrequency: 'biweekly',
    payrollType: 'regular',
    earnings: [{ type: 'salary', amountCents: wages }],
    federal: null,
    state: null,
    workplace: { state: 'TX' },
    homeAddress: null,
    benefits: [],
    deductions: [],
    suiRates: {},
    ytd: { taxes: ytd, benefits: {}, deductions: {}, supplementalWagesCents: 0 },
    ...p,
  };
}
const ytdLine = (code: string, payer: 'employee' | 'company', wages: number, amount = 0): YtdTaxTotal => ({
  code,
  jurisdiction: 'US',
  payer,
  taxableWagesCents: wages,
  amountCents: amount,
});
const line = (
  r: ReturnType<typeof calculatePaycheckTaxes>,
  code: string,
  payer: 'employee' | 'company' = 'employee',
) => r.taxes.find((t) => t.code === code && t.payer === payer);

describe('Social Security', () => {
  it('6.2% employee and 6.2% company on the period wages', () => {
    const r = calculatePaycheckTaxes(input(200000));
    // 6.2% × 2,000 = 124.00 each
    expect(line(r, 'social_security')).toMatchObject({
      taxableWagesCents: 200000,
      amountCents: 12400,
      rate: '0.062',
      jurisdiction: 'US',
    });
    expect(line(r, 'social_security', 'company')).toMatchObject({
      taxableWagesCents: 200000,
      amountCents: 12400,
    });
  });
  it('a check that crosses the $184,500 base taxes only the part below it', () => {
    // YTD 184,000: room 500; 6.2% × 500 = 31.00
    const r = calculatePaycheckTaxes(
      input(200000, [
        ytdLine('social_security', 'employee', 18400000),
        ytdLine('social_security', 'company', 18400000),
      ]),
    );
    expect(line(r, 'social_security')).toMatchObject({ taxableWagesCents: 50000, amountCents: 3100 });
    expect(line(r, 'social_security', 'company')).toMatchObject({
      taxableWagesCents: 50000,
      amountCents: 3100,
    });
  });
  it('above the base: line kept with zero taxable wages', () => {
    const r = calculatePaycheckTaxes(input(200000, [ytdLine('social_security', 'employee', 18450000)]));
    expect(line(r, 'social_security')).toMatchObject({ taxableWagesCents: 0, amountCents: 0 });
  });
  it('2025 base is $176,100', () => {
    // YTD 175,000 in 2025: room 1,100; 6.2% × 1,100 = 68.20
    const r = calculatePaycheckTaxes(
      input(200000, [ytdLine('social_security', 'employee', 17500000)], { payday: '2025-11-14' }),
    );
    expect(line(r, 'social_security')).toMatchObject({ taxableWagesCents: 110000, amountCents: 6820 });
  });
  it('rounds half-up once on the period wages', () => {
    // 6.2% × 1,000.25 = 62.0155 → 62.02; 1.45% × 1,000.25 = 14.503625 → 14.50
    const r = calculatePaycheckTaxes(input(100025));
    expect(line(r, 'social_security')?.amountCents).toBe(6202);
    expect(line(r, 'medicare')?.amountCents).toBe(1450);
  });
});

describe('Medicare and Additional Medicare', () => {
  it('1.45% + 1.45%, no cap', () => {
    // 1.45% × 300,000 = 4,350.00
    const r = calculatePaycheckTaxes(input(30000000, [ytdLine('medicare', 'employee', 0)]));
    expect(line(r, 'medicare')?.amountCents).toBe(435000);
    expect(line(r, 'medicare', 'company')?.amountCents).toBe(435000);
  });
  it('no Additional Medicare line below $200,000 YTD', () => {
    const r = calculatePaycheckTaxes(input(200000, [ytdLine('medicare', 'employee', 10000000)]));
    expect(line(r, 'additional_medicare')).toBeUndefined();
  });
  it('crossing $200,000: 0.9% on the excess only, employee only', () => {
    // YTD 199,000 + 3,000 → 2,000 over; 0.9% × 2,000 = 18.00
    const r = calculatePaycheckTaxes(input(300000, [ytdLine('medicare', 'employee', 19900000)]));
    expect(line(r, 'additional_medicare')).toMatchObject({
      taxableWagesCents: 200000,
      amountCents: 1800,
      rate: '0.009',
      payer: 'employee',
    });
    expect(line(r, 'additional_medicare', 'company')).toBeUndefined();
  });
  it('already above $200,000: 0.9% on all Medicare wages', () => {
    // 0.9% × 1,000 = 9.00
    const r = calculatePaycheckTaxes(input(100000, [ytdLine('medicare', 'employee', 25000000)]));
    expect(line(r, 'additional_medicare')?.amountCents).toBe(900);
  });
});

describe('FUTA', () => {
  it('0.6% on the first $7,000 YTD', () => {
    // YTD 6,500: 500 × 0.6% = 3.00
    const r = calculatePaycheckTaxes(input(200000, [ytdLine('futa', 'company', 650000)]));
    expect(line(r, 'futa', 'company')).toMatchObject({
      taxableWagesCents: 50000,
      amountCents: 300,
      rate: '0.006',
    });
  });
  it('2025 California credit reduction 1.2% → 1.8%', () => {
    // 2,000 × 1.8% = 36.00
    const r = calculatePaycheckTaxes(input(200000, [], { payday: '2025-03-07', workplace: { state: 'CA' } }));
    expect(line(r, 'futa', 'company')).toMatchObject({ amountCents: 3600, rate: '0.018' });
  });
  it('2026 California: reduction not final → 0.6% and a warning', () => {
    const r = calculatePaycheckTaxes(input(200000, [], { workplace: { state: 'CA' } }));
    expect(line(r, 'futa', 'company')).toMatchObject({ amountCents: 1200, rate: '0.006' });
    expect(r.warnings.map((w) => w.code)).toContain('futa_credit_reduction_pending');
  });
});
