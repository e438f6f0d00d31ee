/**
 * Property tests (fast-check): no negative lines, the net-pay identity to the cent, net never
 * negative, and employee taxes monotone in wages.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculatePaycheckTaxes,
  type BenefitElection,
  type FederalW4,
  type PaycheckTaxInput,
  type PostTaxDeductionInput,
  type StateWithholding,
} from '../src/index.ts';

const STATES = ['CA', 'NY', 'IL', 'PA', 'GA', 'NC', 'CO', 'MA', 'MI', 'WA', 'TX', 'FL', 'OH'] as const;
const HOMES: Record<string, Array<string | null>> = {
  NY: ['New York', 'Yonkers', 'Albany'],
  PA: ['Philadelphia', 'Erie'],
  MI: ['Detroit', 'Lansing'],
};

const w4Arb: fc.Arbitrary<FederalW4 | null> = fc.option(
  fc.record({
    w4Version: fc.constantFrom('2020' as const, 'pre2020' as const),
    filingStatus: fc.constantFrom(
      'single' as const,
      'married_jointly' as const,
      'married_separately' as const,
      'head_of_household' as const,
    ),
    multipleJobs: fc.boolean(),
    dependentsAmountCents: fc.integer({ min: 0, max: 1_000_000 }),
    otherIncomeCents: fc.integer({ min: 0, max: 5_000_000 }),
    deductionsCents: fc.integer({ min: 0, max: 5_000_000 }),
    extraWithholdingCents: fc.integer({ min: 0, max: 50_000 }),
    allowances: fc.integer({ min: 0, max: 12 }),
    nonresidentAlien: fc.boolean(),
    exempt: fc.boolean(),
  }),
  { nil: null },
);

const benefitArb: fc.Arbitrary<BenefitElection> = fc.record({
  id: fc.string({ minLength: 1, maxLength: 4 }),
  code: fc.constantFrom(
    '401k' as const,
    '403b' as const,
    'roth_401k' as const,
    'section125_medical' as const,
    'section125_dental' as const,
    'section125_vision' as const,
    'hsa' as const,
  ),
  description: fc.constant('benefit'),
  employeeAmountCents: fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: null }),
  employeePercent: fc.option(fc.integer({ min: 0, max: 100 }).map(String), { nil: null }),
  companyAmountCents: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
  companyPercent: fc.constant(null),
  annualLimitCents: fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: null }),
});

const deductionArb: fc.Arbitrary<PostTaxDeductionInput> = fc.record({
  id: fc.string({ minLength: 1, maxLength: 4 }),
  code: fc.constantFrom(
    'child_support' as const,
    'garnishment' as const,
    'loan_repayment' as const,
    'other' as const,
  ),
  description: fc.constant('deduction'),
  amountCents: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
  percent: fc.option(fc.integer({ min: 0, max: 100 }).map(String), { nil: null }),
  perPeriodCapCents: fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: null }),
  totalCapCents: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
});

const inputArb = fc.record({
  state: fc.constantFrom(...STATES),
  homeIdx: fc.integer({ min: 0, max: 2 }),
  payday: fc.constantFrom('2026-01-09', '2026-05-15', '2026-08-14', '2025-06-06'),
  payFrequency: fc.constantFrom(
    'weekly' as const,
    'biweekly' as const,
    'semimonthly' as const,
    'monthly' as const,
  ),
  payrollType: fc.constantFrom('regular' as const, 'off_cycle' as const),
  salary: fc.integer({ min: 0, max: 5_000_000 }),
  bonus: fc.integer({ min: 0, max: 2_000_000 }),
  reimbursement: fc.integer({ min: 0, max: 50_000 }),
  federal: w4Arb,
  stateForm: fc.option(
    fc.record({
      filingStatus: fc.constantFrom('single', 'married', 'head_of_household', 'C'),
      allowances: fc.integer({ min: 0, max: 12 }),
      additionalAllowances: fc.integer({ min: 0, max: 12 }),
      additionalWithholdingCents: fc.integer({ min: 0, max: 20_000 }),
      exempt: fc.boolean(),
    }),
    { nil: null },
  ),
  benefits: fc.array(benefitArb, { maxLength: 3 }),
  deductions: fc.array(deductionArb, { maxLength: 3 }),
  ytdWages: fc.integer({ min: 0, max: 30_000_000 }),
  ytdSupp: fc.integer({ min: 0, max: 150_000_000 }),
});

type Gen = typeof inputArb extends fc.Arbitrary<infer T> ? T : never;

function build(g: Gen, salaryOverride?: number): PaycheckTaxInput {
  const cities = HOMES[g.state];
  const city = cities ? (cities[g.homeIdx % cities.length] ?? null) : null;
  const state: StateWithholding | null = g.stateForm ? { state: g.state, ...g.stateForm } : null;
  return {
    payday: g.payday,
    payFrequency: g.payFrequency,
    payrollType: g.payrollType,
    earnings: [
      { type: 'salary', amountCents: salaryOverride ?? g.salary },
      { type: 'bonus', amountCents: g.bonus },
      { type: 'reimbursement', amountCents: g.reimbursement },
    ],
    federal: g.federal,
    state,
    workplace: { state: g.state, city },
    homeAddress: { state: g.state, city },
    benefits: g.benefits,
    deductions: g.deductions,
    suiRates: { [g.state]: '0.031' },
    ytd: {
      taxes: [
        {
          code: 'social_security',
          jurisdiction: 'US',
          payer: 'employee',
          taxableWagesCents: Math.min(g.ytdWages, 18_450_000),
          amountCents: 0,
        },
        {
          code: 'social_security',
          jurisdiction: 'US',
          payer: 'company',
          taxableWagesCents: Math.min(g.ytdWages, 18_450_000),
          amountCents: 0,
        },
        {
          code: 'medicare',
          jurisdiction: 'US',
          payer: 'employee',
          taxableWagesCents: g.ytdWages,
          amountCents: 0,
        },
        {
          code: 'futa',
          jurisdiction: 'US',
          payer: 'company',
          taxableWagesCents: Math.min(g.ytdWages, 700_000),
          amountCents: 0,
        },
      ],
      benefits: {},
      deductions: {},
      supplementalWagesCents: g.ytdSupp,
    },
  };
}

describe('engine properties', () => {
  it('lines are never negative; net = gross − employee taxes − benefits − deductions + reimbursements; net ≥ 0', () => {
    fc.assert(
      fc.property(inputArb, (g) => {
        const r = calculatePaycheckTaxes(build(g));
        for (const t of r.taxes) {
          expect(t.amountCents).toBeGreaterThanOrEqual(0);
          expect(t.taxableWagesCents).toBeGreaterThanOrEqual(0);
          expect(Number.isSafeInteger(t.amountCents)).toBe(true);
          expect(t.reason.length).toBeGreaterThan(0);
        }
        for (const b of r.benefits) {
          expect(b.employeeAmountCents).toBeGreaterThanOrEqual(0);
          expect(b.companyAmountCents).toBeGreaterThanOrEqual(0);
        }
        for (const d of r.postTaxDeductions) expect(d.amountCents).toBeGreaterThanOrEqual(0);
        const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
        expect(r.employeeTaxesCents).toBe(
          sum(r.taxes.filter((t) => t.payer === 'employee').map((t) => t.amountCents)),
        );
        expect(r.companyTaxesCents).toBe(
          sum(r.taxes.filter((t) => t.payer === 'company').map((t) => t.amountCents)),
        );
        expect(r.employeeBenefitsCents).toBe(sum(r.benefits.map((b) => b.employeeAmountCents)));
        expect(r.postTaxDeductionsCents).toBe(sum(r.postTaxDeductions.map((d) => d.amountCents)));
        expect(r.netPayCents).toBe(
          r.grossPayCents -
            r.employeeTaxesCents -
            r.employeeBenefitsCents -
            r.postTaxDeductionsCents +
            r.reimbursementsCents,
        );
        expect(r.netPayCents).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 400 },
    );
  });

  it('employee and company taxes are monotone (non-decreasing) in wages', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 1, max: 500_000 }), (g0, delta) => {
        // No benefits/deductions (their cut-backs may legitimately move taxes) and no extra withholding
        // (dropped by the net-pay protection when pay is insufficient).
        const g: Gen = {
          ...g0,
          benefits: [],
          deductions: [],
          federal: g0.federal && { ...g0.federal, extraWithholdingCents: 0 },
          stateForm: g0.stateForm && { ...g0.stateForm, additionalWithholdingCents: 0 },
        };
        const lo = calculatePaycheckTaxes(build(g));
        const hi = calculatePaycheckTaxes(build(g, g.salary + delta));
        expect(hi.employeeTaxesCents).toBeGreaterThanOrEqual(lo.employeeTaxesCents);
        expect(hi.companyTaxesCents).toBeGreaterThanOrEqual(lo.companyTaxesCents);
        for (const t of lo.taxes) {
          const u = hi.taxes.find(
            (x) => x.code === t.code && x.jurisdiction === t.jurisdiction && x.payer === t.payer,
          );
          expect(u?.amountCents ?? 0, `${t.code} ${t.jurisdiction} ${t.payer}`).toBeGreaterThanOrEqual(
            t.amountCents,
          );
        }
      }),
      { numRuns: 400 },
    );
  });
});
