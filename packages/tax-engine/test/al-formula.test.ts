/**
 * Alabama's formula (states/al.ts) on its own, fed the federal withholding the ALDOR booklet's
 * worked example prints (the case file can only use the engine's default federal W-4), and the
 * sliding standard deduction against rows of the booklet's Schedule of Standard Deduction Amounts
 * (as transcribed; see tax-tables/2026/al.json `note`). Expected cents are worked by hand below.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calculatePaycheckTaxes, type PaycheckTaxInput, type StateWithholding } from '../src/index.ts';
import { Ctx } from '../src/schema.ts';
import { alDependentExemption, alFormula, alStandardDeduction, parseAl } from '../src/states/al.ts';

const file = new URL('../tax-tables/2026/al.json', import.meta.url);
const t = parseAl(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>, new Ctx('2026/al.json'));
const std = (status: string, giDollars: number) =>
  alStandardDeduction(t.statuses.get(status)!.standardDeduction, giDollars * 100) / 100;

describe('Alabama formula (ALDOR withholding booklet, rev. 01/2026, as transcribed)', () => {
  it('reproduces the booklet example: "M", 2 dependents, weekly $850, federal withholding $35.19 → $29.59', () => {
    // GI 850 × 52 = 44,200; standard deduction 5,000 (M, GI ≥ 35,500); federal 35.19 × 52 = 1,829.88
    // (the booklet prints 1,830); personal 3,000; 2 × 1,000 (GI ≤ 50,000) → taxable 32,370.12.
    // 2% × 1,000 + 4% × 5,000 + 5% × 26,370.12 = 20 + 200 + 1,318.506 = 1,538.506; ÷ 52 = 29.5867 → 29.59
    // (with the booklet's 1,830: 32,370 → 1,538.50 ÷ 52 = 29.5865 → 29.59, the same cent).
    const r = alFormula(t, 'married', 2, 85000, 3519, 52);
    expect(r.cents, r.text).toBe(2959);
  });

  it('follows the printed standard-deduction schedule rows', () => {
    // Single / zero: 3,000 to 25,999; 26,000 → 3,000 − 25 = 2,975; 35,000 → ⌈9,001 ÷ 500⌉ = 19 steps
    // → 2,525; 35,500 and over → 2,500.
    expect([25999, 26000, 35000, 35500].map((g) => std('single', g))).toEqual([3000, 2975, 2525, 2500]);
    expect(std('zero', 26499)).toBe(2975);
    // Married: 26,500 → ⌈(26,500 − 25,999) ÷ 500⌉ = ⌈1.002⌉ = 2 steps → 8,500 − 350 = 8,150 (the
    // schedule's "$26,500 – $26,999: $8,150" row); 35,500 → 5,000.
    expect([25999, 26500, 35500].map((g) => std('married', g))).toEqual([8500, 8150, 5000]);
    // Married filing separately: 13,000 → 4,250 − 88 = 4,162; 17,500 → ⌈4,501 ÷ 250⌉ = 19 → 2,578;
    // 17,750 → 2,500.
    expect([12999, 13000, 17500, 17750].map((g) => std('married_separately', g))).toEqual([
      4250, 4162, 2578, 2500,
    ]);
    // Head of family: 31,000 → ⌈5,001 ÷ 500⌉ = 11 → 5,200 − 1,485 = 3,715.
    expect([25999, 26000, 31000, 35500].map((g) => std('head_of_family', g))).toEqual([
      5200, 5065, 3715, 2500,
    ]);
  });

  it('uses the dependent exemption of the GI band', () => {
    // $1,000 to GI 50,000; $500 to 100,000; $300 above.
    expect(
      [5_000_000, 5_000_001, 10_000_000, 10_000_001].map((g) => alDependentExemption(t.dependentBands, g)),
    ).toEqual([100000, 50000, 50000, 30000]);
  });

  it('subtracts the annualized federal withholding without a cap', () => {
    // Single, weekly $2,000, federal $400: GI 104,000 − 2,500 − 20,800 − 1,500 = 79,200;
    // 10 + 100 + 5% × 76,200 = 3,920; ÷ 52 = 75.3846 → 75.38.
    expect(alFormula(t, 'single', 0, 200000, 40000, 52).cents).toBe(7538);
  });
});

describe('Alabama as the resident state (states/multistate.ts)', () => {
  const paycheck = (work: string, form: StateWithholding | null): PaycheckTaxInput => ({
    payday: '2026-03-13',
    payFrequency: 'weekly',
    payrollType: 'regular',
    earnings: [{ type: 'salary', amountCents: 85000 }],
    federal: null,
    state: form,
    residentState: {
      state: 'AL',
      filingStatus: 'married',
      allowances: 2,
      additionalAllowances: 0,
      additionalWithholdingCents: 0,
      exempt: false,
    },
    workplace: { state: work, city: null },
    homeAddress: { state: 'AL', city: null },
    benefits: [],
    deductions: [],
    suiRates: {},
    ytd: { taxes: [], benefits: {}, deductions: {}, supplementalWagesCents: 0 },
  });
  const al = (i: PaycheckTaxInput) =>
    calculatePaycheckTaxes(i).taxes.find((l) => l.code === 'state_income_tax' && l.jurisdiction === 'AL');

  it('still subtracts the federal withholding when computed aside (DC work, D-4A on file)', () => {
    // Same paycheck as cases/al.json case 1: federal default 60.08; AL (M, 2 dependents, weekly $850)
    // 44,200 − 5,000 − 3,124.16 − 3,000 − 2,000 = 31,075.84 → 1,473.792 ÷ 52 = 28.34.
    const dc: StateWithholding = {
      state: 'DC',
      filingStatus: 'single',
      allowances: 0,
      additionalAllowances: 0,
      additionalWithholdingCents: 0,
      exempt: false,
      nonresidenceCertificate: true,
    };
    expect(al(paycheck('DC', dc))?.amountCents).toBe(2834);
    expect(al(paycheck('AL', null))?.amountCents).toBe(2834);
  });
});
