/**
 * State and local withholding. Agency worked examples are cited (DE 44 Method B examples,
 * NYS-50-T-NYS / -NYC / -Y examples, IL-700-T Example B, Circular M, Detroit Form 5469); other cases
 * are hand-computed from the publication's formula and tables, arithmetic in the comment.
 */
import { describe, expect, it } from 'vitest';
import {
  calculatePaycheckTaxes,
  TaxTableError,
  type PaycheckTaxInput,
  type PayFrequency,
  type StateWithholding,
  type YtdTaxTotal,
} from '../src/index.ts';

interface Opts {
  wages?: number;
  freq?: PayFrequency;
  state: string;
  form?: Partial<StateWithholding> | null;
  payday?: string;
  home?: { state: string; city?: string; zip?: string } | null;
  workCity?: string;
  workZip?: string;
  ytd?: YtdTaxTotal[];
  p?: Partial<PaycheckTaxInput>;
}
function input(o: Opts): PaycheckTaxInput {
  return {
    payday: o.payday ?? '2026-03-06',
    payFrequency: o.freq ?? 'biweekly',
    payrollType: 'regular',
    earnings: [{ type: 'salary', amountCents: o.wages ?? 200000 }],
    federal: null,
    state:
      o.form === null || o.form === undefined
        ? null
        : {
            state: o.state,
            filingStatus: 'single',
            allowances: 0,
            additionalAllowances: 0,
            additionalWithholdingCents: 0,
            exempt: false,
            ...o.form,
          },
    workplace: { state: o.state, city: o.workCity ?? null, zip: o.workZip ?? null },
    homeAddress: o.home === undefined ? { state: o.state } : o.home,
    benefits: [],
    deductions: [],
    suiRates: {},
    ytd: { taxes: o.ytd ?? [], benefits: {}, deductions: {}, supplementalWagesCents: 0 },
    ...o.p,
  };
}
const run = (o: Opts) => calculatePaycheckTaxes(input(o));
const sit = (o: Opts) => run(o).taxes.find((t) => t.code === 'state_income_tax');
const local = (o: Opts, j: string) =>
  run(o).taxes.find((t) => t.code === 'local_income_tax' && t.jurisdiction === j);

describe('California — EDD 2026 Method B (DE 44)', () => {
  it('Example A — weekly $210, single, 1 allowance: below the $363 low-income exemption → $0', () => {
    expect(sit({ state: 'CA', wages: 21000, freq: 'weekly', form: { allowances: 1 } })?.amountCents).toBe(0);
  });
  it('Example B — biweekly $1,600, married, 3 allowances (2 regular + 1 estimated): $2.38', () => {
    // 1,600 − 38 (Table 2, 1) − 439 (Table 3, married 2+) = 1,123; Table 27: 9.37 + 2.2%×(1,123 − 852) = 15.33; − 12.95 (Table 4, 2) = 2.38
    expect(
      sit({
        state: 'CA',
        wages: 160000,
        form: { filingStatus: 'married', allowances: 2, additionalAllowances: 1 },
      })?.amountCents,
    ).toBe(238);
  });
  it('Example C — monthly $5,100, married, 5 allowances: $0.82', () => {
    // 5,100 − 951 = 4,149; Table 21: 20.33 + 2.2%×(4,149 − 1,848) = 70.95; − 70.13 = 0.82
    expect(
      sit({ state: 'CA', wages: 510000, freq: 'monthly', form: { filingStatus: 'married', allowances: 5 } })
        ?.amountCents,
    ).toBe(82);
  });
  it('Example D — weekly $950, head of household, 3 allowances: $1.69', () => {
    // 950 − 219 = 731; Table 25: 4.69 + 2.2%×(731 − 426) = 11.40; − 9.71 = 1.69
    expect(
      sit({
        state: 'CA',
        wages: 95000,
        freq: 'weekly',
        form: { filingStatus: 'head_of_household', allowances: 3 },
      })?.amountCents,
    ).toBe(169);
  });
  it('no DE 4 on file → single, 0 allowances', () => {
    // biweekly 2,000 − 219 = 1,781; Table 26 row 4 (over 1,594, 6.6%): 43.24 + 6.6%×187 (12.342) = 55.582 → 55.58
    expect(sit({ state: 'CA', form: null })?.amountCents).toBe(5558);
  });
  it('SDI 1.3%, no wage cap', () => {
    // 1.3% × 1,600 = 20.80; YTD $500,000 changes nothing
    const r = run({
      state: 'CA',
      wages: 160000,
      ytd: [
        {
          code: 'state_disability',
          jurisdiction: 'CA',
          payer: 'employee',
          taxableWagesCents: 50000000,
          amountCents: 650000,
        },
      ],
    });
    expect(r.taxes.find((t) => t.code === 'state_disability')).toMatchObject({
      amountCents: 2080,
      rate: '0.013',
      taxableWagesCents: 160000,
    });
  });
  it('off-cycle bonus at the 10.23% supplemental rate', () => {
    // 10.23% × 1,000 = 102.30
    const r = calculatePaycheckTaxes({
      ...input({ state: 'CA' }),
      payrollType: 'off_cycle',
      earnings: [{ type: 'bonus', amountCents: 100000 }],
    });
    expect(r.taxes.find((t) => t.code === 'state_income_tax')?.amountCents).toBe(10230);
  });
});

describe('New York — NYS-50-T-NYS (1/26) Method II / III', () => {
  it.each([
    // Single Example 1: 400 − 200.05 = 199.95; 6.38 + 4.40%×36.95 (1.63) = 8.01
    ['Single Example 1 — weekly $400, 3 exemptions', 'single', 3, 'weekly', 40000, 801],
    // Single Example 3: 50,000 − 866.60 = 49,133.40; 1,590.92 + 7.35%×27,016.40 (1,985.71) = 3,576.63
    ['Single Example 3 — monthly $50,000, 3 exemptions', 'single', 3, 'monthly', 5000000, 357663],
    // Married Example 1: 400 − 229.90 = 170.10; 6.38 + 4.40%×7.10 (0.31) = 6.69
    ['Married Example 1 — weekly $400, 4 exemptions', 'married', 4, 'weekly', 40000, 669],
    // Married Example 3: 50,000 − 912.40 = 49,087.60; 2,300.00 + 7.35%×17,987.60 (1,322.09) = 3,622.09
    ['Married Example 3 — monthly $50,000, 3 exemptions', 'married', 3, 'monthly', 5000000, 362209],
    // Single Example 2: 5,000 − 350.00 = 4,650; 246.08 + 7.53%×165 (12.4245 → 12.42) = 258.50 (the publication prints 258.51: it rounds 12.4245 up)
    [
      'Single Example 2 — semimonthly $5,000, 1 exemption (publication prints $258.51)',
      'single',
      1,
      'semimonthly',
      500000,
      25850,
    ],
  ] as const)('%s', (_l, filingStatus, allowances, freq, wages, expected) => {
    expect(sit({ state: 'NY', wages, freq, form: { filingStatus, allowances } })?.amountCents).toBe(expected);
  });
  it('Method III above the annualized threshold (no printed example)', () => {
    // monthly 120,000 − 616.70 = 119,383.30; ×12 = 1,432,599.60 ≥ 1,077,550; ×10.45% = 149,706.658; ÷12 = 12,475.55 (149,706.6582/12 = 12,475.5549 → 12,475.55)
    expect(sit({ state: 'NY', wages: 12000000, freq: 'monthly', form: {} })?.amountCents).toBe(1247555);
  });
  it('NY SDI capped at $0.60/week and PFL 0.432% (unverified figures)', () => {
    const r = run({ state: 'NY', wages: 40000, freq: 'weekly', form: {} });
    // SDI: 0.5% × 400 = 2.00 → cap 0.60; PFL: 0.432% × 400 = 1.728 → 1.73
    expect(r.taxes.find((t) => t.code === 'state_disability')?.amountCents).toBe(60);
    expect(r.taxes.find((t) => t.code === 'state_family_leave')?.amountCents).toBe(173);
  });
  it('PFL stops at the $411.91 annual maximum', () => {
    const r = run({
      state: 'NY',
      wages: 500000,
      form: {},
      ytd: [
        {
          code: 'state_family_leave',
          jurisdiction: 'NY',
          payer: 'employee',
          taxableWagesCents: 9000000,
          amountCents: 41000,
        },
      ],
    });
    // room 411.91 − 410.00 = 1.91 (0.432% × 5,000 = 21.60 would exceed it)
    expect(r.taxes.find((t) => t.code === 'state_family_leave')?.amountCents).toBe(191);
  });
});

describe('New York City and Yonkers residents (NYS-50-T-NYC, NYS-50-T-Y)', () => {
  const nyc = { state: 'NY', city: 'New York', zip: '10025' };
  it.each([
    // Single Example 1: 400 − (96.15 + 3×19.25) = 246.10; 3.54 + 3.25%×79.10 (2.57) = 6.11
    ['Single Example 1', 'single', 3, 'weekly', 40000, 611],
    ['Single Example 2', 'single', 1, 'semimonthly', 500000, 18880],
    ['Single Example 3', 'single', 3, 'monthly', 5000000, 207050],
    ['Married Example 1', 'married', 4, 'weekly', 40000, 517],
    ['Married Example 2', 'married', 3, 'semimonthly', 500000, 18437],
    // Married Example 3: 50,000 − 708.20 = 49,291.80; 186.33 + 4.25%×44,291.80 (1,882.40) = 2,068.73
    ['Married Example 3', 'married', 3, 'monthly', 5000000, 206873],
  ] as const)('NYC %s', (_l, filingStatus, allowances, freq, wages, expected) => {
    expect(
      local({ state: 'NY', wages, freq, form: { filingStatus, allowances }, home: nyc }, 'NYC')?.amountCents,
    ).toBe(expected);
  });
  it('no NYC line for a nonresident working in NYC', () => {
    expect(
      local(
        { state: 'NY', form: {}, home: { state: 'NJ', city: 'Newark', zip: '07102' }, workZip: '10001' },
        'NYC',
      ),
    ).toBeUndefined();
  });
  it('Yonkers resident: 16.75% of NYS withholding (NYS-50-T-Y Single Example 1 and Married Example 3)', () => {
    // 16.75% × 8.01 = 1.341675 → 1.34; 16.75% × 3,622.09 = 606.700075 → 606.70
    expect(
      local(
        {
          state: 'NY',
          wages: 40000,
          freq: 'weekly',
          form: { allowances: 3 },
          home: { state: 'NY', city: 'Yonkers', zip: '10701' },
        },
        'YONKERS',
      )?.amountCents,
    ).toBe(134);
    expect(
      local(
        {
          state: 'NY',
          wages: 5000000,
          freq: 'monthly',
          form: { filingStatus: 'married', allowances: 3 },
          home: { state: 'NY', city: 'Yonkers', zip: '10701' },
        },
        'YONKERS',
      )?.amountCents,
    ).toBe(60670);
  });
  it('Yonkers surcharge excludes the IT-2104 additional amount', () => {
    // NYS line 8.01 + 20.00 = 28.01; Yonkers stays 1.34
    const r = run({
      state: 'NY',
      wages: 40000,
      freq: 'weekly',
      form: { allowances: 3, additionalWithholdingCents: 2000 },
      home: { state: 'NY', city: 'Yonkers', zip: '10701' },
    });
    expect(r.taxes.find((t) => t.code === 'state_income_tax')?.amountCents).toBe(2801);
    expect(r.taxes.find((t) => t.jurisdiction === 'YONKERS')?.amountCents).toBe(134);
  });
});

describe('Illinois — IL-700-T (R-12/25)', () => {
  it('Example B — weekly $800, 2 basic + 2 additional allowances: $32.13', () => {
    // (2×2,925 + 2×1,000) = 7,850 ÷ 52 = 150.96; 649.04 × 4.95% = 32.1275 → 32.13
    expect(
      sit({ state: 'IL', wages: 80000, freq: 'weekly', form: { allowances: 2, additionalAllowances: 2 } })
        ?.amountCents,
    ).toBe(3213);
  });
  it('line 3 additional is added after the rate: $57.13', () => {
    expect(
      sit({
        state: 'IL',
        wages: 80000,
        freq: 'weekly',
        form: { allowances: 2, additionalAllowances: 2, additionalWithholdingCents: 2500 },
      })?.amountCents,
    ).toBe(5713);
  });
  it('no IL-W-4 → no exemptions: 4.95% × 800 = 39.60', () => {
    expect(sit({ state: 'IL', wages: 80000, freq: 'weekly', form: null })?.amountCents).toBe(3960);
  });
  it('2025 uses the 2025 allowance $2,850 (unverified)', () => {
    // (2×2,850 + 2×1,000) = 7,700 ÷ 52 = 148.0769 → 148.08; 651.92 × 4.95% = 32.27004 → 32.27
    expect(
      sit({
        state: 'IL',
        wages: 80000,
        freq: 'weekly',
        payday: '2025-05-02',
        form: { allowances: 2, additionalAllowances: 2 },
      })?.amountCents,
    ).toBe(3227);
  });
});

describe('Pennsylvania and Philadelphia', () => {
  it('3.07% flat and employee UC 0.07%', () => {
    const r = run({ state: 'PA' });
    // 3.07% × 2,000 = 61.40; 0.07% × 2,000 = 1.40
    expect(r.taxes.find((t) => t.code === 'state_income_tax')?.amountCents).toBe(6140);
    expect(r.taxes.find((t) => t.code === 'state_unemployment' && t.payer === 'employee')?.amountCents).toBe(
      140,
    );
  });
  it('401(k) deferrals do not reduce PA compensation', () => {
    const i = input({ state: 'PA' });
    i.benefits = [{ id: 'k', code: '401k', description: '401(k)', employeeAmountCents: 20000 }];
    expect(calculatePaycheckTaxes(i).taxes.find((t) => t.code === 'state_income_tax')?.amountCents).toBe(
      6140,
    );
  });
  it('Philadelphia resident before July 2026: 3.74% × 2,000 = 74.80', () => {
    expect(
      local({ state: 'PA', home: { state: 'PA', city: 'Philadelphia', zip: '19103' } }, 'PHILADELPHIA')
        ?.amountCents,
    ).toBe(7480);
  });
  it('Philadelphia nonresident working in the city from July 2026: 3.425% × 2,000 = 68.50', () => {
    expect(
      local(
        {
          state: 'PA',
          payday: '2026-08-14',
          home: { state: 'PA', city: 'Pittsburgh', zip: '15213' },
          workZip: '19107',
        },
        'PHILADELPHIA',
      )?.amountCents,
    ).toBe(6850);
  });
});

describe('Georgia — two 2026 editions by pay date', () => {
  it('pay date before 2026-05-11: 5.19%', () => {
    // biweekly 2,000 − 461.54 = 1,538.46 × 5.19% = 79.846074 → 79.85
    expect(sit({ state: 'GA', form: null })?.amountCents).toBe(7985);
  });
  it('pay date from 2026-05-11: 4.99% (HB 463)', () => {
    // 2,000 − 576.92 = 1,423.08 × 4.99% = 71.011692 → 71.01
    expect(sit({ state: 'GA', payday: '2026-05-15', form: null })?.amountCents).toBe(7101);
  });
  it('status C (married, one income), 2 dependents, monthly $6,000', () => {
    // 6,000 − 2,000 − 2×333.33 = 3,333.34 × 5.19% = 173.000346 → 173.00
    expect(
      sit({ state: 'GA', wages: 600000, freq: 'monthly', form: { filingStatus: 'C', allowances: 2 } })
        ?.amountCents,
    ).toBe(17300);
  });
});

describe('North Carolina — NC-30 (2026), rounded to the whole dollar', () => {
  it('single, 0 allowances, biweekly $2,000', () => {
    // 2,000 − 490.38 = 1,509.62 × 4.09% = 61.7435 → $62.00
    expect(sit({ state: 'NC', form: null })?.amountCents).toBe(6200);
  });
  it('head of household, 1 allowance, monthly $5,000', () => {
    // 5,000 − 1,593.75 − 208.33 = 3,197.92 × 4.09% = 130.7949 → $131.00
    expect(
      sit({
        state: 'NC',
        wages: 500000,
        freq: 'monthly',
        form: { filingStatus: 'head_of_household', allowances: 1 },
      })?.amountCents,
    ).toBe(13100);
  });
});

describe('Colorado — DR 1098', () => {
  it('$5,000 allowance for a non-MFJ federal W-4', () => {
    // 52,000 − 5,000 = 47,000 × 4.4% = 2,068 ÷ 26 = 79.5385 → 79.54
    expect(sit({ state: 'CO' })?.amountCents).toBe(7954);
  });
  it('$10,000 for a federal W-4 married filing jointly', () => {
    // 52,000 − 10,000 = 42,000 × 4.4% = 1,848 ÷ 26 = 71.0769 → 71.08
    const i = input({ state: 'CO' });
    i.federal = {
      w4Version: '2020',
      filingStatus: 'married_jointly',
      multipleJobs: false,
      dependentsAmountCents: 0,
      otherIncomeCents: 0,
      deductionsCents: 0,
      extraWithholdingCents: 0,
      allowances: 0,
      nonresidentAlien: false,
      exempt: false,
    };
    expect(calculatePaycheckTaxes(i).taxes.find((t) => t.code === 'state_income_tax')?.amountCents).toBe(
      7108,
    );
  });
  it('DR 0004 line 2 allowance', () => {
    // 52,000 − 8,000 = 44,000 × 4.4% = 1,936 ÷ 26 = 74.4615 → 74.46
    expect(sit({ state: 'CO', form: { extra: { annualAllowanceCents: 800000 } } })?.amountCents).toBe(7446);
  });
});

describe('Massachusetts — Circular M (Rev. 12/25)', () => {
  const ficaYtd = (amount: number): YtdTaxTotal[] => [
    {
      code: 'social_security',
      jurisdiction: 'US',
      payer: 'employee',
      taxableWagesCents: 0,
      amountCents: amount,
    },
  ];
  it('percentage-method example: weekly $1,115, 1 exemption, $38.46 FICA deducted → $49.58', () => {
    // YTD FICA 1,961.54 leaves 38.46 of the $2,000 deduction; 1,115 − 38.46 − 85 = 991.54; ×52 = 51,560.08 × 5% = 2,578.004 ÷ 52 = 49.577 → 49.58
    expect(
      sit({ state: 'MA', wages: 111500, freq: 'weekly', form: { allowances: 1 }, ytd: ficaYtd(196154) })
        ?.amountCents,
    ).toBe(4958);
  });
  it('4% surtax over $1,107,750 annualized: weekly $25,000, 0 exemptions → $1,397.88', () => {
    // 1,300,000: 5% × 1,107,750 = 55,387.50 + 9% × 192,250 = 17,302.50 → 72,690 ÷ 52 = 1,397.8846 → 1,397.88
    expect(
      sit({ state: 'MA', wages: 2500000, freq: 'weekly', form: {}, ytd: ficaYtd(200000) })?.amountCents,
    ).toBe(139788);
  });
  it('below the $154 weekly floor with an exemption: nothing withheld', () => {
    expect(sit({ state: 'MA', wages: 15000, freq: 'weekly', form: { allowances: 1 } })?.amountCents).toBe(0);
  });
  it('head-of-household credit', () => {
    // 1,000 − 0 FICA (YTD 2,000) − 85 = 915 × 52 = 47,580 × 5% = 2,379 ÷ 52 = 45.75; − 2.31 = 43.44
    expect(
      sit({
        state: 'MA',
        wages: 100000,
        freq: 'weekly',
        form: { allowances: 1, extra: { headOfHousehold: true } },
        ytd: ficaYtd(200000),
      })?.amountCents,
    ).toBe(4344);
  });
  it('FICA withheld this period is deducted (up to $2,000/yr)', () => {
    // weekly 1,000, no YTD: FICA 62.00 + 14.50 = 76.50; 1,000 − 76.50 = 923.50 × 52 = 48,022 × 5% = 2,401.10 ÷ 52 = 46.175 → 46.18
    expect(sit({ state: 'MA', wages: 100000, freq: 'weekly', form: {} })?.amountCents).toBe(4618);
  });
});

describe('Michigan and Detroit', () => {
  it('Form 446: weekly $1,000, 2 exemptions → $32.86', () => {
    // 5,900 ÷ 52 = 113.4615 → 113.46; 1,000 − 226.92 = 773.08 × 4.25% = 32.8559 → 32.86
    expect(sit({ state: 'MI', wages: 100000, freq: 'weekly', form: { allowances: 2 } })?.amountCents).toBe(
      3286,
    );
  });
  it('Detroit Form 5469 worked example: weekly $200, resident, 3 exemptions → $3.97', () => {
    // 200 − 3×11.54 = 165.38 × 2.4% = 3.969 → 3.97
    expect(
      local(
        {
          state: 'MI',
          wages: 20000,
          freq: 'weekly',
          form: { allowances: 3 },
          home: { state: 'MI', city: 'Detroit', zip: '48226' },
        },
        'DETROIT',
      )?.amountCents,
    ).toBe(397);
  });
  it('Detroit nonresident working in Detroit: 1.2% → $1.98', () => {
    // 165.38 × 1.2% = 1.98456 → 1.98
    expect(
      local(
        {
          state: 'MI',
          wages: 20000,
          freq: 'weekly',
          form: { allowances: 3 },
          home: { state: 'MI', city: 'Ann Arbor', zip: '48104' },
          workZip: '48226',
        },
        'DETROIT',
      )?.amountCents,
    ).toBe(198);
  });
});

describe('Washington and no-wage-tax states', () => {
  it('WA: no income tax; PFML employee share and WA Cares', () => {
    const r = run({ state: 'WA' });
    expect(r.taxes.find((t) => t.code === 'state_income_tax')).toBeUndefined();
    // PFML 1.13% × 71.43% = 0.807159% × 2,000 = 16.14318 → 16.14; WA Cares 0.58% × 2,000 = 11.60
    expect(r.taxes.find((t) => t.code === 'state_family_leave')).toMatchObject({
      amountCents: 1614,
      rate: '0.00807159',
    });
    expect(r.taxes.find((t) => t.code === 'state_disability' && t.jurisdiction === 'WA')?.amountCents).toBe(
      1160,
    );
  });
  it('WA PFML stops at the Social Security wage base', () => {
    // YTD 184,000 → 500 taxable × 0.807159% = 4.035795 → 4.04
    const r = run({
      state: 'WA',
      ytd: [
        {
          code: 'state_family_leave',
          jurisdiction: 'WA',
          payer: 'employee',
          taxableWagesCents: 18400000,
          amountCents: 0,
        },
      ],
    });
    expect(r.taxes.find((t) => t.code === 'state_family_leave')).toMatchObject({
      taxableWagesCents: 50000,
      amountCents: 404,
    });
  });
  it.each(['AK', 'FL', 'NV', 'SD', 'TN', 'TX', 'WY', 'NH'])(
    '%s: no state income-tax line and no coverage warning',
    (st) => {
      const r = run({ state: st });
      expect(r.taxes.filter((t) => t.jurisdiction === st && t.payer === 'employee')).toEqual([]);
      expect(r.warnings.map((w) => w.code)).not.toContain('state_not_covered');
    },
  );
  it('WA in 2025: payroll levies not in the tables → figure_missing warning', () => {
    expect(run({ state: 'WA', payday: '2025-04-04' }).warnings.map((w) => w.code)).toContain(
      'figure_missing',
    );
  });
});

describe('coverage warnings, SUI, years', () => {
  it('an uncovered state gives state_not_covered, never a silent zero', () => {
    // 2025 tables cover only IL and PA income tax.
    const r = run({ state: 'OH', payday: '2025-06-06' });
    expect(r.taxes.find((t) => t.code === 'state_income_tax')).toBeUndefined();
    expect(r.warnings.map((w) => w.code)).toContain('state_not_covered');
  });
  it('a state without 2025 tables gives state_not_covered for a 2025 payroll', () => {
    expect(run({ state: 'CA', payday: '2025-06-06' }).warnings.map((w) => w.code)).toContain(
      'state_not_covered',
    );
  });
  it('SUI at the company rate up to the wage base', () => {
    // TX base 9,000, YTD 8,000: 1,000 × 2.7% = 27.00
    const r = run({
      state: 'TX',
      p: { suiRates: { TX: '0.027' } },
      ytd: [
        {
          code: 'state_unemployment',
          jurisdiction: 'TX',
          payer: 'company',
          taxableWagesCents: 800000,
          amountCents: 0,
        },
      ],
    });
    expect(r.taxes.find((t) => t.code === 'state_unemployment')).toMatchObject({
      payer: 'company',
      taxableWagesCents: 100000,
      amountCents: 2700,
      rate: '0.027',
    });
  });
  it('NY 2026 SUI base $17,600', () => {
    // YTD 17,000: 600 × 4.1% = 24.60
    const r = run({
      state: 'NY',
      form: {},
      p: { suiRates: { NY: '0.041' } },
      ytd: [
        {
          code: 'state_unemployment',
          jurisdiction: 'NY',
          payer: 'company',
          taxableWagesCents: 1700000,
          amountCents: 0,
        },
      ],
    });
    expect(r.taxes.find((t) => t.code === 'state_unemployment' && t.payer === 'company')?.amountCents).toBe(
      2460,
    );
  });
  it('SUI base unknown → figure_missing; rate missing → sui_rate_missing', () => {
    // 2025 sui.json has no OH base.
    expect(
      run({ state: 'OH', payday: '2025-06-06', p: { suiRates: { OH: '0.027' } } }).warnings.map(
        (w) => w.code,
      ),
    ).toContain('figure_missing');
    expect(run({ state: 'TX' }).warnings.map((w) => w.code)).toContain('sui_rate_missing');
  });
  it('unknown year throws TaxTableError', () => {
    expect(() => run({ state: 'TX', payday: '2024-12-31' })).toThrow(TaxTableError);
    expect(() => run({ state: 'TX', payday: '2024-12-31' })).toThrow(/no tax tables for tax year 2024/);
  });
  it('state exempt form: zero line with reason', () => {
    const l = sit({ state: 'IL', form: { exempt: true } });
    expect(l?.amountCents).toBe(0);
    expect(l?.reason).toMatch(/exemption/);
  });
});
