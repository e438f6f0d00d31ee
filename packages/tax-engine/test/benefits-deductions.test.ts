/**
 * Benefits (pre-tax treatment, limits, company contributions), post-tax deductions (CCPA limit on
 * garnishments, caps) and the net-pay protection. Expected cents are hand-computed in comments.
 */
import { describe, expect, it } from 'vitest';
import {
  calculatePaycheckTaxes,
  type BenefitElection,
  type PaycheckTaxInput,
  type PostTaxDeductionInput,
} from '../src/index.ts';

function input(
  benefits: BenefitElection[] = [],
  deductions: PostTaxDeductionInput[] = [],
  p: Partial<PaycheckTaxInput> = {},
): PaycheckTaxInput {
  return {
    payday: '2026-03-06',
    payFrequency: 'biweekly',
    payrollType: 'regular',
    earnings: [{ type: 'salary', amountCents: 200000 }],
    federal: null,
    state: null,
    workplace: { state: 'TX' },
    homeAddress: null,
    benefits,
    deductions,
    suiRates: {},
    ytd: { taxes: [], benefits: {}, deductions: {}, supplementalWagesCents: 0 },
    ...p,
  };
}
const b = (code: BenefitElection['code'], e: Partial<BenefitElection> = {}): BenefitElection => ({
  id: code,
  code,
  description: code,
  ...e,
});
const tax = (r: ReturnType<typeof calculatePaycheckTaxes>, code: string) =>
  r.taxes.find((t) => t.code === code && t.payer === 'employee');
const netIdentity = (r: ReturnType<typeof calculatePaycheckTaxes>) =>
  expect(r.netPayCents).toBe(
    r.grossPayCents -
      r.employeeTaxesCents -
      r.employeeBenefitsCents -
      r.postTaxDeductionsCents +
      r.reimbursementsCents,
  );

describe('pre-tax treatment', () => {
  it('401(k) 5% reduces income-tax wages, not FICA', () => {
    const r = calculatePaycheckTaxes(input([b('401k', { employeePercent: '5' })]));
    // 5% × 2,000 = 100; FIT on 1,900: 49,400 − 8,600 = 40,800; 1,240 + 12%×20,900 (2,508) = 3,748 ÷ 26 = 144.1538 → 144.15
    expect(r.benefits[0]).toMatchObject({ employeeAmountCents: 10000, preTax: true });
    expect(tax(r, 'federal_income_tax')).toMatchObject({ taxableWagesCents: 190000, amountCents: 14415 });
    // SS 6.2% × 2,000 = 124.00
    expect(tax(r, 'social_security')).toMatchObject({ taxableWagesCents: 200000, amountCents: 12400 });
    netIdentity(r);
  });
  it('Section 125 and HSA reduce income-tax and FICA wages', () => {
    const r = calculatePaycheckTaxes(
      input([
        b('section125_medical', { employeeAmountCents: 6000 }),
        b('hsa', { employeeAmountCents: 4000 }),
      ]),
    );
    // wages 1,900: FIT 144.15 (as above); SS 6.2% × 1,900 = 117.80; Medicare 1.45% × 1,900 = 27.55
    expect(tax(r, 'federal_income_tax')?.amountCents).toBe(14415);
    expect(tax(r, 'social_security')?.amountCents).toBe(11780);
    expect(tax(r, 'medicare')?.amountCents).toBe(2755);
    netIdentity(r);
  });
  it('Roth 401(k) reduces nothing', () => {
    const r = calculatePaycheckTaxes(input([b('roth_401k', { employeeAmountCents: 10000 })]));
    expect(r.benefits[0]?.preTax).toBe(false);
    expect(tax(r, 'federal_income_tax')?.amountCents).toBe(15615);
    expect(tax(r, 'social_security')?.amountCents).toBe(12400);
    // net = 2,000 − (156.15 + 124 + 29) − 100 = 1,590.85
    expect(r.netPayCents).toBe(159085);
  });
  it('CA income tax does not exclude HSA contributions; SDI excludes only Section 125', () => {
    const r = calculatePaycheckTaxes(
      input([b('hsa', { employeeAmountCents: 10000 })], [], { workplace: { state: 'CA' } }),
    );
    expect(r.taxes.find((t) => t.code === 'state_income_tax')?.taxableWagesCents).toBe(200000);
    // SDI 1.3% × 2,000 = 26.00
    expect(r.taxes.find((t) => t.code === 'state_disability')?.amountCents).toBe(2600);
  });
});

describe('company contributions and limits', () => {
  it('company contributions are reported, not deducted', () => {
    const r = calculatePaycheckTaxes(input([b('401k', { employeeAmountCents: 10000, companyPercent: '3' })]));
    // 3% × 2,000 = 60.00
    expect(r.benefits[0]?.companyAmountCents).toBe(6000);
    expect(r.companyBenefitsCents).toBe(6000);
    expect(r.employeeBenefitsCents).toBe(10000);
    netIdentity(r);
  });
  it("the election's annual limit against YTD by code", () => {
    const r = calculatePaycheckTaxes(
      input([b('hsa', { employeeAmountCents: 20000, annualLimitCents: 440000 })], [], {
        ytd: { taxes: [], benefits: { hsa: 435000 }, deductions: {}, supplementalWagesCents: 0 },
      }),
    );
    // 4,400 − 4,350 = 50.00
    expect(r.benefits[0]?.employeeAmountCents).toBe(5000);
  });
  it('§402(g) limit ($24,500 for 2026) shared by 401k + 403b + Roth', () => {
    const ytd = {
      taxes: [],
      benefits: { '401k': 2000000, roth_401k: 440000 },
      deductions: {},
      supplementalWagesCents: 0,
    };
    const r = calculatePaycheckTaxes(
      input([b('401k', { employeeAmountCents: 50000 }), b('roth_401k', { employeeAmountCents: 50000 })], [], {
        ytd,
      }),
    );
    // 24,500 − 24,400 = 100 left: 401(k) gets 100.00, Roth 0
    expect(r.benefits.map((x) => x.employeeAmountCents)).toEqual([10000, 0]);
  });
});

describe('post-tax deductions and garnishments (CCPA)', () => {
  it('garnishment limited to 25% of disposable earnings', () => {
    const r = calculatePaycheckTaxes(
      input([], [{ id: 'g', code: 'garnishment', description: 'Levy', amountCents: 100000 }]),
    );
    // disposable = 2,000 − (156.15 + 124 + 29) = 1,690.85; 25% = 422.7125 → 422.71; excess over 60 × 7.25 = 435 → 1,255.85; lesser 422.71
    expect(r.postTaxDeductions[0]?.amountCents).toBe(42271);
    netIdentity(r);
  });
  it('low wages: limited to disposable earnings over 30 × $7.25 weekly', () => {
    const r = calculatePaycheckTaxes(
      input([], [{ id: 'g', code: 'garnishment', description: 'Levy', percent: '25' }], {
        payFrequency: 'weekly',
        earnings: [{ type: 'regular', amountCents: 30000 }],
      }),
    );
    // weekly 300: FIT 0 (15,600 − 8,600 = 7,000 < 7,500); SS 18.60, Medicare 4.35 → disposable 277.05; 25% = 69.26; 277.05 − 217.50 = 59.55 → 59.55
    expect(r.postTaxDeductions[0]?.amountCents).toBe(5955);
  });
  it('limited garnishment amounts are rounded down: weekly $700.02 → 25% of $604.39 = 151.0975 → $151.09', () => {
    const r = calculatePaycheckTaxes(
      input([], [{ id: 'g', code: 'garnishment', description: 'Levy', amountCents: 100000 }], {
        payFrequency: 'weekly',
        earnings: [{ type: 'regular', amountCents: 70002 }],
      }),
    );
    // FIT: 700.02 × 52 = 36,401.04 − 8,600 = 27,801.04; 1,240 + 12% × 7,901.04 = 2,188.1248 ÷ 52 = 42.0793 → 42.08
    // SS 6.2% × 700.02 = 43.40124 → 43.40; Medicare 1.45% × 700.02 = 10.15029 → 10.15
    // disposable 700.02 − 95.63 = 604.39; 25% = 151.0975 → 151.09 (down; half-up would give 151.10);
    // excess over 30 × 7.25 = 217.50 is 386.89 → the lesser is 151.09
    expect(r.postTaxDeductions[0]?.amountCents).toBe(15109);
  });
});

describe('support orders: CCPA 15 U.S.C. §1673(b)(2), priority over creditor garnishments', () => {
  // biweekly $2,000 in TX, no W-4: taxes 156.15 + 124.00 + 29.00 = 309.15; disposable = 1,690.85
  const order = (e: Partial<PostTaxDeductionInput> = {}): PostTaxDeductionInput => ({
    id: 'cs',
    code: 'child_support',
    description: 'Support order',
    amountCents: 120000,
    ...e,
  });
  it('a $1,200 order, no second family: at most 60% of $1,690.85 = $1,014.51', () => {
    const r = calculatePaycheckTaxes(input([], [order()]));
    // 60% × 1,690.85 = 1,014.51
    expect(r.postTaxDeductions[0]?.amountCents).toBe(101451);
    expect(r.postTaxDeductions[0]?.reason).toContain('CCPA support limit');
    netIdentity(r);
  });
  it('supporting a second family: 50% of $1,690.85 = 845.425 → $845.42 (rounded down)', () => {
    const r = calculatePaycheckTaxes(input([], [order({ supportsSecondFamily: true })]));
    expect(r.postTaxDeductions[0]?.amountCents).toBe(84542);
  });
  it('arrears older than 12 weeks: +5% → 65% of $1,690.85 = 1,099.0525 → $1,099.05', () => {
    const r = calculatePaycheckTaxes(input([], [order({ arrearsOver12Weeks: true })]));
    expect(r.postTaxDeductions[0]?.amountCents).toBe(109905);
  });
  it('second family and arrears: 55% of $1,690.85 = 929.9675 → $929.96 (half-up would be $929.97)', () => {
    const r = calculatePaycheckTaxes(
      input([], [order({ supportsSecondFamily: true, arrearsOver12Weeks: true })]),
    );
    expect(r.postTaxDeductions[0]?.amountCents).toBe(92996);
  });
  it('a support order under its limit is taken in full: $1,000 < $1,014.51', () => {
    const r = calculatePaycheckTaxes(input([], [order({ amountCents: 100000 })]));
    expect(r.postTaxDeductions[0]?.amountCents).toBe(100000);
  });
  it('support first even when listed second; the garnishment gets what is left under 25%', () => {
    const r = calculatePaycheckTaxes(
      input(
        [],
        [
          { id: 'g', code: 'garnishment', description: 'Creditor', amountCents: 100000 },
          order({ amountCents: 30000 }),
        ],
      ),
    );
    // support 300.00 (under 1,014.51); garnishment: lesser of 25% × 1,690.85 = 422.7125 → 422.71 and
    // 1,690.85 − 60 × 7.25 (435.00) = 1,255.85 → 422.71, less 300.00 of support = 122.71
    expect(r.postTaxDeductions.map((d) => [d.id, d.amountCents])).toEqual([
      ['cs', 30000],
      ['g', 12271],
    ]);
  });
  it('support taking 25% or more of disposable earnings leaves nothing for a creditor garnishment', () => {
    const r = calculatePaycheckTaxes(
      input(
        [],
        [
          order({ amountCents: 50000 }),
          { id: 'g', code: 'garnishment', description: 'Creditor', percent: '25' },
        ],
      ),
    );
    // support 500.00 ≥ 422.71 (25%) → garnishment 0.00
    expect(r.postTaxDeductions.map((d) => d.amountCents)).toEqual([50000, 0]);
  });
  it('total cap against amounts taken so far, per-period cap', () => {
    const r = calculatePaycheckTaxes(
      input(
        [],
        [
          {
            id: 'loan',
            code: 'loan_repayment',
            description: 'Loan',
            amountCents: 10000,
            totalCapCents: 100000,
          },
          { id: 'o', code: 'other', description: 'Other', percent: '10', perPeriodCapCents: 15000 },
        ],
        { ytd: { taxes: [], benefits: {}, deductions: { loan: 95000 }, supplementalWagesCents: 0 } },
      ),
    );
    // loan: 1,000 − 950 = 50.00; other: 10% × 2,000 = 200 → capped 150.00
    expect(r.postTaxDeductions.map((d) => d.amountCents)).toEqual([5000, 15000]);
  });
});

describe('net pay never negative', () => {
  it('post-tax deductions are cut, lowest priority first, with a warning', () => {
    const r = calculatePaycheckTaxes(
      input(
        [],
        [
          { id: 'a', code: 'other', description: 'first', amountCents: 150000 },
          { id: 'b', code: 'loan_repayment', description: 'second', amountCents: 50000 },
        ],
      ),
    );
    // available after taxes 1,690.85: first 1,500.00 kept, second cut to 190.85
    expect(r.postTaxDeductions.map((d) => d.amountCents)).toEqual([150000, 19085]);
    expect(r.netPayCents).toBe(0);
    expect(r.warnings.map((w) => w.code)).toContain('net_pay_protected');
    netIdentity(r);
  });
  it('then pre-tax benefits are reduced and taxes recomputed', () => {
    const r = calculatePaycheckTaxes(input([b('401k', { employeeAmountCents: 200000 })]));
    // 401(k) 2,000 leaves FICA 124.00 + 29.00 = 153.00 unpaid → 401(k) cut to 1,847.00;
    // recomputed FIT on 153.00: 153 × 26 = 3,978 < 8,600 → 0; net = 2,000 − 153 − 1,847 = 0
    expect(r.benefits[0]!.employeeAmountCents).toBe(184700);
    expect(r.netPayCents).toBe(0);
    expect(r.warnings.map((w) => w.code)).toContain('net_pay_protected');
    netIdentity(r);
  });
  it('benefits larger than gross are cut to gross', () => {
    const r = calculatePaycheckTaxes(input([b('section125_medical', { employeeAmountCents: 300000 })]));
    expect(r.benefits[0]!.employeeAmountCents).toBe(200000);
    expect(r.netPayCents).toBe(0);
    netIdentity(r);
  });
  it('reimbursements are paid on top and are not wages', () => {
    const r = calculatePaycheckTaxes(
      input([], [], {
        earnings: [
          { type: 'salary', amountCents: 200000 },
          { type: 'reimbursement', amountCents: 5000 },
        ],
      }),
    );
    expect(r.grossPayCents).toBe(200000);
    expect(r.reimbursementsCents).toBe(5000);
    // 2,000 − 309.15 + 50 = 1,740.85
    expect(r.netPayCents).toBe(174085);
  });
});
