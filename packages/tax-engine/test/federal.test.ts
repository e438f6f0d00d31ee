/**
 * Federal income tax withholding — IRS Pub 15-T (2026) Worksheet 1A. Every expected value is
 * computed by hand from the published Annual Percentage Method tables (tax-tables/2026/federal.json
 * transcribes them); the arithmetic is in the comment next to each case.
 */
import { describe, expect, it } from 'vitest';
import {
  calculatePaycheckTaxes,
  type FederalW4,
  type PaycheckTaxInput,
  type PayFrequency,
} from '../src/index.ts';

function input(
  p: Partial<PaycheckTaxInput> & { wages?: number; freq?: PayFrequency; w4?: Partial<FederalW4> | null } = {},
): PaycheckTaxInput {
  const { wages = 200000, freq = 'biweekly', w4 = {}, ...rest } = p;
  return {
    payday: '2026-03-06',
    payFrequency: freq,
    payrollType: 'regular',
    earnings: [{ type: 'salary', amountCents: wages }],
    federal:
      w4 === null
        ? null
        : {
            w4Version: '2020',
            filingStatus: 'single',
            multipleJobs: false,
            dependentsAmountCents: 0,
            otherIncomeCents: 0,
            deductionsCents: 0,
            extraWithholdingCents: 0,
            allowances: 0,
            nonresidentAlien: false,
            exempt: false,
            ...w4,
          },
    state: null,
    workplace: { state: 'TX' },
    homeAddress: { state: 'TX' },
    benefits: [],
    deductions: [],
    suiRates: {},
    ytd: { taxes: [], benefits: {}, deductions: {}, supplementalWagesCents: 0 },
    ...rest,
  };
}
const fit = (i: PaycheckTaxInput) =>
  calculatePaycheckTaxes(i).taxes.find((t) => t.code === 'federal_income_tax');

describe('Pub 15-T 2026 Worksheet 1A — W-4 2020+, standard schedules', () => {
  it.each([
    // biweekly $2,000 single: 2,000×26 = 52,000; −8,600 = 43,400; row 19,900: 1,240 + 12%×23,500 = 4,060; ÷26 = 156.1538 → 156.15
    ['single biweekly $2,000', 200000, 'biweekly', 'single', 15615],
    // weekly $1,000 MFJ: 52,000 − 12,900 = 39,100; row 19,300: 0 + 10%×19,800 = 1,980; ÷52 = 38.0769 → 38.08
    ['MFJ weekly $1,000', 100000, 'weekly', 'married_jointly', 3808],
    // monthly $10,000 HoH: 120,000 − 8,600 = 111,400; row 83,000: 7,740 + 22%×28,400 (6,248) = 13,988; ÷12 = 1,165.6667 → 1,165.67
    ['HoH monthly $10,000', 1000000, 'monthly', 'head_of_household', 116567],
    // semimonthly $5,000 single: 120,000 − 8,600 = 111,400; row 57,900: 5,800 + 22%×53,500 (11,770) = 17,570; ÷24 = 732.0833 → 732.08
    ['single semimonthly $5,000', 500000, 'semimonthly', 'single', 73208],
    // semimonthly $3,000 MFS → single schedule: 72,000 − 8,600 = 63,400; 5,800 + 22%×5,500 (1,210) = 7,010; ÷24 = 292.0833 → 292.08
    ['MFS semimonthly $3,000 uses single', 300000, 'semimonthly', 'married_separately', 29208],
    // weekly $800 HoH: 41,600 − 8,600 = 33,000; row 15,550: 10%×17,450 = 1,745; ÷52 = 33.5577 → 33.56
    ['HoH weekly $800', 80000, 'weekly', 'head_of_household', 3356],
    // weekly $3,000 single: 156,000 − 8,600 = 147,400; row 113,200: 17,966 + 24%×34,200 (8,208) = 26,174; ÷52 = 503.3462 → 503.35
    ['single weekly $3,000 (24%)', 300000, 'weekly', 'single', 50335],
    // monthly $20,000 single: 240,000 − 8,600 = 231,400; row 209,275: 41,024 + 32%×22,125 (7,080) = 48,104; ÷12 = 4,008.6667 → 4,008.67
    ['single monthly $20,000 (32%)', 2000000, 'monthly', 'single', 400867],
    // semimonthly $15,000 single: 360,000 − 8,600 = 351,400; row 263,725: 58,448 + 35%×87,675 (30,686.25) = 89,134.25; ÷24 = 3,713.9271 → 3,713.93
    ['single semimonthly $15,000 (35%)', 1500000, 'semimonthly', 'single', 371393],
    // biweekly $30,000 single: 780,000 − 8,600 = 771,400; row 648,100: 192,979.25 + 37%×123,300 (45,621) = 238,600.25; ÷26 = 9,176.9327 → 9,176.93
    ['single biweekly $30,000 (37%)', 3000000, 'biweekly', 'single', 917693],
    // monthly $80,000 MFJ: 960,000 − 12,900 = 947,100; row 788,000: 206,583.50 + 37%×159,100 (58,867) = 265,450.50; ÷12 = 22,120.875 → 22,120.88 (half-up)
    ['MFJ monthly $80,000 (37%, half-up)', 8000000, 'monthly', 'married_jointly', 2212088],
    // biweekly $6,000 MFJ: 156,000 − 12,900 = 143,100; row 120,100: 11,600 + 22%×23,000 (5,060) = 16,660; ÷26 = 640.7692 → 640.77
    ['MFJ biweekly $6,000 (22%)', 600000, 'biweekly', 'married_jointly', 64077],
    // weekly $150 single: 7,800 − 8,600 < 0 → AAWA 0 → $0.00 (line kept: wages are not zero)
    ['single weekly $150 (zero bracket)', 15000, 'weekly', 'single', 0],
  ] as const)('%s', (_label, wages, freq, filingStatus, expected) => {
    expect(fit(input({ wages, freq, w4: { filingStatus } }))?.amountCents).toBe(expected);
  });
});

describe('Pub 15-T 2026 Worksheet 1A — Step 2 checkbox schedules', () => {
  it.each([
    // biweekly $3,000 single, box: 78,000 (line 1g = 0); row 60,900: 8,983 + 24%×17,100 (4,104) = 13,087; ÷26 = 503.3462 → 503.35
    ['single biweekly $3,000', 300000, 'biweekly', 'single', 50335],
    // biweekly $5,000 single, box: 130,000; row 108,938: 20,512 + 32%×21,062 (6,739.84) = 27,251.84; ÷26 = 1,048.1477 → 1,048.15
    ['single biweekly $5,000 (printed 108,938 row)', 500000, 'biweekly', 'single', 104815],
    // weekly $1,500 MFJ, box: 78,000; row 66,500: 5,800 + 22%×11,500 (2,530) = 8,330; ÷52 = 160.1923 → 160.19
    ['MFJ weekly $1,500', 150000, 'weekly', 'married_jointly', 16019],
    // monthly $6,000 HoH, box: 72,000; row 64,925: 8,077.50 + 24%×7,075 (1,698) = 9,775.50; ÷12 = 814.625 → 814.63 (half-up)
    ['HoH monthly $6,000', 600000, 'monthly', 'head_of_household', 81463],
    // semimonthly $1,000 single, box: 24,000; row 14,250: 620 + 12%×9,750 (1,170) = 1,790; ÷24 = 74.5833 → 74.58
    ['single semimonthly $1,000', 100000, 'semimonthly', 'single', 7458],
  ] as const)('%s', (_label, wages, freq, filingStatus, expected) => {
    expect(fit(input({ wages, freq, w4: { filingStatus, multipleJobs: true } }))?.amountCents).toBe(expected);
  });
});

describe('Worksheet 1A Steps 3 and 4', () => {
  it('Step 3 credits reduce the tentative amount: biweekly $2,000 single, $2,200 dependents', () => {
    // (4,060 − 2,200) ÷ 26 = 71.5385 → 71.54
    expect(fit(input({ w4: { dependentsAmountCents: 220000 } }))?.amountCents).toBe(7154);
  });
  it('credits that exceed the tax floor at zero, then Step 4(c) is still added', () => {
    // biweekly $1,000 single: 26,000 − 8,600 = 17,400; row 7,500: 10%×9,900 = 990; 990 − 4,400 < 0 → 0; + 4(c) $20.00
    expect(fit(input({ wages: 100000, w4: { dependentsAmountCents: 440000 } }))?.amountCents).toBe(0);
    expect(
      fit(input({ wages: 100000, w4: { dependentsAmountCents: 440000, extraWithholdingCents: 2000 } }))
        ?.amountCents,
    ).toBe(2000);
  });
  it('Step 4(a) is added and 4(b) subtracted before the lookup, 4(c) added per period', () => {
    // biweekly $2,000 single: 52,000 + 10,000 − (5,000 + 8,600) = 48,400; 1,240 + 12%×28,500 (3,420) = 4,660; ÷26 = 179.2308 → 179.23; + 25.00
    expect(
      fit(input({ w4: { otherIncomeCents: 1000000, deductionsCents: 500000, extraWithholdingCents: 2500 } }))
        ?.amountCents,
    ).toBe(20423);
  });
  it('no W-4 on file → single, standard, no adjustments', () => {
    expect(fit(input({ w4: null }))?.amountCents).toBe(15615);
  });
  it('reason shows the worksheet arithmetic', () => {
    expect(fit(input())?.reason).toContain(
      '$52,000.00 − $8,600.00 = $43,400.00; $1,240.00 + 12% over $19,900.00 = $4,060.00/yr; ÷ 26 = $156.15',
    );
  });
});

describe('pre-2020 Forms W-4 (allowances × $4,300, standard schedules)', () => {
  it('single, 3 allowances, biweekly $2,000', () => {
    // 52,000 − 3×4,300 = 39,100; single row 19,900: 1,240 + 12%×19,200 (2,304) = 3,544; ÷26 = 136.3077 → 136.31
    expect(fit(input({ w4: { w4Version: 'pre2020', allowances: 3 } }))?.amountCents).toBe(13631);
  });
  it('married, 1 allowance, weekly $1,000 → MFJ schedule', () => {
    // 52,000 − 4,300 = 47,700; MFJ row 44,100: 2,480 + 12%×3,600 (432) = 2,912; ÷52 = 56.00
    expect(
      fit(
        input({
          wages: 100000,
          freq: 'weekly',
          w4: { w4Version: 'pre2020', filingStatus: 'married_jointly', allowances: 1 },
        }),
      )?.amountCents,
    ).toBe(5600);
  });
  it('head of household on a pre-2020 form uses the single schedule; Step 2/3/4(a)/(b) are ignored', () => {
    // monthly $4,000, 0 allowances: 48,000; single row 19,900: 1,240 + 12%×28,100 (3,372) = 4,612; ÷12 = 384.3333 → 384.33
    expect(
      fit(
        input({
          wages: 400000,
          freq: 'monthly',
          w4: {
            w4Version: 'pre2020',
            filingStatus: 'head_of_household',
            multipleJobs: true,
            dependentsAmountCents: 200000,
          },
        }),
      )?.amountCents,
    ).toBe(38433);
  });
});

describe('nonresident aliens, exempt employees', () => {
  it('W-4 2020+: adds the Table 2 biweekly $619.20 before annualizing', () => {
    // (2,000 + 619.20)×26 = 68,099.20; −8,600 = 59,499.20; row 57,900: 5,800 + 22%×1,599.20 (351.824) = 6,151.824; ÷26 = 236.6086 → 236.61
    expect(fit(input({ w4: { nonresidentAlien: true } }))?.amountCents).toBe(23661);
  });
  it('pre-2020 W-4: adds the $11,800 annual amount', () => {
    // monthly $5,000, single, 1 allowance: 60,000 + 11,800 − 4,300 = 67,500; 5,800 + 22%×9,600 (2,112) = 7,912; ÷12 = 659.3333 → 659.33
    expect(
      fit(
        input({
          wages: 500000,
          freq: 'monthly',
          w4: { w4Version: 'pre2020', allowances: 1, nonresidentAlien: true },
        }),
      )?.amountCents,
    ).toBe(65933);
  });
  it('exempt: no federal income tax, FICA still withheld', () => {
    const r = calculatePaycheckTaxes(input({ w4: { exempt: true, extraWithholdingCents: 5000 } }));
    expect(r.taxes.find((t) => t.code === 'federal_income_tax')?.amountCents).toBe(0);
    // 6.2% × 2,000 = 124.00; 1.45% × 2,000 = 29.00
    expect(r.taxes.find((t) => t.code === 'social_security' && t.payer === 'employee')?.amountCents).toBe(
      12400,
    );
    expect(r.taxes.find((t) => t.code === 'medicare' && t.payer === 'employee')?.amountCents).toBe(2900);
  });
});

describe('supplemental wages (Pub 15 §7)', () => {
  it('off-cycle bonus alone: flat 22%', () => {
    // 22% × 5,000 = 1,100.00
    const l = fit(input({ payrollType: 'off_cycle', earnings: [{ type: 'bonus', amountCents: 500000 }] }));
    expect(l?.amountCents).toBe(110000);
    expect(l?.rate).toBe('0.22');
  });
  it('off-cycle salary + commission: Worksheet 1A on the salary, 22% on the commission', () => {
    // 156.15 (biweekly $2,000 single) + 22% × 1,000 = 220.00 → 376.15
    expect(
      fit(
        input({
          payrollType: 'off_cycle',
          earnings: [
            { type: 'salary', amountCents: 200000 },
            { type: 'commission', amountCents: 100000 },
          ],
        }),
      )?.amountCents,
    ).toBe(37615);
  });
  it('regular payroll: aggregate method — all wages through Worksheet 1A', () => {
    // 3,000 × 26 = 78,000 − 8,600 = 69,400; row 57,900: 5,800 + 22%×11,500 (2,530) = 8,330; ÷26 = 320.3846 → 320.38
    expect(
      fit(
        input({
          earnings: [
            { type: 'salary', amountCents: 200000 },
            { type: 'bonus', amountCents: 100000 },
          ],
        }),
      )?.amountCents,
    ).toBe(32038);
  });
  it('supplemental wages over $1,000,000 YTD: 37% on the excess', () => {
    // YTD 900,000: 100,000 × 22% = 22,000 + 200,000 × 37% = 74,000 → 96,000.00
    const i = input({ payrollType: 'off_cycle', earnings: [{ type: 'bonus', amountCents: 30000000 }] });
    i.ytd.supplementalWagesCents = 90000000;
    expect(fit(i)?.amountCents).toBe(9600000);
  });
  it('the 37% mandatory rate applies even when the W-4 claims exempt', () => {
    // YTD 1,000,000 already: 10,000 × 37% = 3,700.00
    const i = input({
      payrollType: 'off_cycle',
      earnings: [{ type: 'bonus', amountCents: 1000000 }],
      w4: { exempt: true },
    });
    i.ytd.supplementalWagesCents = 100000000;
    expect(fit(i)?.amountCents).toBe(370000);
  });
});

describe('2025 tables (payday in 2025)', () => {
  it('single biweekly $2,000 on the 2025 table', () => {
    // 52,000 − 8,600 = 43,400; 2025 single row 18,325: 1,192.50 + 12%×25,075 (3,009) = 4,201.50; ÷26 = 161.5962 → 161.60
    expect(fit(input({ payday: '2025-06-06' }))?.amountCents).toBe(16160);
  });
  it('MFJ checkbox monthly $8,000 on the 2025 table', () => {
    // 96,000; 2025 checkbox MFJ row 63,475: 5,578.50 + 22%×32,525 (7,155.50) = 12,734; ÷12 = 1,061.1667 → 1,061.17
    expect(
      fit(
        input({
          payday: '2025-12-31',
          wages: 800000,
          freq: 'monthly',
          w4: { filingStatus: 'married_jointly', multipleJobs: true },
        }),
      )?.amountCents,
    ).toBe(106117);
  });
});
