/**
 * City residence by certificate answer or home ZIP (NYS-50-T-NYC, NYS-50-T-Y, Detroit Form 5469,
 * Philadelphia), Pennsylvania Act 32 earned income tax and Local Services Tax, Denver occupational
 * privilege tax, Colorado FAMLI, Massachusetts PFML and the Massachusetts 401(k) exclusion, and the
 * NJ / OR employee levies: each expected figure is worked by hand from the cited rule.
 */
import { describe, expect, it } from 'vitest';
import {
  calculatePaycheckTaxes,
  type PaycheckTaxInput,
  type PayFrequency,
  type StateWithholding,
  type YtdTaxTotal,
} from '../src/index.ts';

interface Opts {
  state: string;
  wages?: number;
  freq?: PayFrequency;
  form?: Partial<StateWithholding> | null;
  home?: { state: string; city?: string; zip?: string } | null;
  work?: { zip?: string; psdCode?: string };
  ytd?: YtdTaxTotal[];
  monthToDate?: YtdTaxTotal[];
  p?: Partial<PaycheckTaxInput>;
}

function input(o: Opts): PaycheckTaxInput {
  return {
    payday: '2026-03-06',
    payFrequency: o.freq ?? 'biweekly',
    payrollType: 'regular',
    earnings: [{ type: 'salary', amountCents: o.wages ?? 200000 }],
    federal: null,
    state:
      o.form == null
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
    workplace: { state: o.state, city: null, zip: o.work?.zip ?? null, psdCode: o.work?.psdCode ?? null },
    homeAddress: o.home === undefined ? { state: o.state } : o.home,
    benefits: [],
    deductions: [],
    suiRates: {},
    ytd: {
      taxes: o.ytd ?? [],
      benefits: {},
      deductions: {},
      supplementalWagesCents: 0,
      monthToDate: o.monthToDate ?? [],
    },
    ...o.p,
  };
}
const run = (o: Opts) => calculatePaycheckTaxes(input(o));
const line = (o: Opts, code: string, juris: string, payer = 'employee') =>
  run(o).taxes.find((t) => t.code === code && t.jurisdiction === juris && t.payer === payer);
const warnings = (o: Opts, code: string) =>
  run(o)
    .warnings.filter((w) => w.code === code)
    .map((w) => w.message)
    .join(' | ');

// NYS-50-T-NYC Single Example 1: weekly $400, 3 allowances: 400 − (96.15 + 3 × 19.25) = 246.10;
// weekly table line from 167.00: 3.54 + 3.25% × (246.10 − 167.00 = 79.10) = 3.54 + 2.57075 = 6.11075 → 6.11.
const NYC_EXAMPLE = { state: 'NY', wages: 40000, freq: 'weekly' as const };

describe('New York City residence: IT-2104 answer, else the home ZIP (never the city name)', () => {
  it('Astoria, ZIP 11102, no IT-2104 answer: NYC resident tax (NYS-50-T-NYC Single Example 1, $6.11)', () => {
    const r = line(
      { ...NYC_EXAMPLE, form: { allowances: 3 }, home: { state: 'NY', city: 'Astoria', zip: '11102' } },
      'local_income_tax',
      'NYC',
    );
    expect(r?.amountCents).toBe(611);
    expect(r?.reason).toContain('home ZIP 11102 is in New York City');
  });
  it('ZIP+4 of Flushing (11354-1234) is read as 11354: resident, $6.11', () => {
    expect(
      line(
        {
          ...NYC_EXAMPLE,
          form: { allowances: 3 },
          home: { state: 'NY', city: 'Flushing', zip: '11354-1234' },
        },
        'local_income_tax',
        'NYC',
      )?.amountCents,
    ).toBe(611);
  });
  it('IT-2104 "NYC resident: yes" decides without a ZIP: $6.11', () => {
    const r = line(
      {
        ...NYC_EXAMPLE,
        form: { allowances: 3, extra: { nyc_resident: true } },
        home: { state: 'NY', city: 'Long Island City' },
      },
      'local_income_tax',
      'NYC',
    );
    expect(r?.amountCents).toBe(611);
    expect(r?.reason).toContain('IT-2104 New York City resident: resident');
  });
  it('IT-2104 "NYC resident: no" wins over an NYC ZIP: no NYC line', () => {
    expect(
      line(
        {
          ...NYC_EXAMPLE,
          form: { allowances: 3, extra: { nyc_resident: false } },
          home: { state: 'NY', zip: '10025' },
        },
        'local_income_tax',
        'NYC',
      ),
    ).toBeUndefined();
  });
  it('a ZIP straddling the city line (11001) with no answer: no NYC line, a residency_unknown warning', () => {
    const o = { ...NYC_EXAMPLE, form: { allowances: 3 }, home: { state: 'NY', zip: '11001' } };
    expect(line(o, 'local_income_tax', 'NYC')).toBeUndefined();
    expect(warnings(o, 'residency_unknown')).toContain('Home ZIP 11001 is only partly in New York City');
  });
  it('a New York address outside NYC (White Plains 10601): no NYC line, no warning', () => {
    const o = {
      ...NYC_EXAMPLE,
      form: { allowances: 3 },
      home: { state: 'NY', city: 'New York', zip: '10601' },
    };
    expect(line(o, 'local_income_tax', 'NYC')).toBeUndefined();
    expect(warnings(o, 'residency_unknown')).toBe('');
  });
  it('IT-2104 "Yonkers resident: yes": 16.75% of NYS withholding 8.01 = 1.341675 → $1.34 (NYS-50-T-Y)', () => {
    expect(
      line(
        { ...NYC_EXAMPLE, form: { allowances: 3, extra: { yonkers_resident: true } }, home: { state: 'NY' } },
        'local_income_tax',
        'YONKERS',
      )?.amountCents,
    ).toBe(134);
  });
});

describe('Detroit residence: Form 5118 answer, else the home ZIP', () => {
  // Form 5469 worked example: weekly $200, 3 exemptions: 200 − 3 × 11.54 = 165.38 × 2.4% = 3.969 → 3.97
  const base = { state: 'MI', wages: 20000, freq: 'weekly' as const };
  it('Form 5118 says resident (home ZIP 48104 outside Detroit): resident 2.4% → $3.97', () => {
    expect(
      line(
        {
          ...base,
          form: { allowances: 3, extra: { detroit_resident: true } },
          home: { state: 'MI', zip: '48104' },
        },
        'local_income_tax',
        'DETROIT',
      )?.amountCents,
    ).toBe(397);
  });
  it('Form 5118 says nonresident (home ZIP 48226 in Detroit), workplace outside: no Detroit line', () => {
    expect(
      line(
        {
          ...base,
          form: { allowances: 3, extra: { detroit_resident: false } },
          home: { state: 'MI', zip: '48226' },
          work: { zip: '48104' },
        },
        'local_income_tax',
        'DETROIT',
      ),
    ).toBeUndefined();
  });
});

describe('Philadelphia residence by the Residency Certification Form (resident PSD 510101)', () => {
  it('resident PSD 510101, home ZIP 19010 (Bryn Mawr): resident 3.74% × 2,000 = $74.80, no Act 32 line', () => {
    const o = {
      state: 'PA',
      form: { extra: { resident_psd_code: '510101' } },
      home: { state: 'PA', zip: '19010' },
      work: { psdCode: '510101' },
    };
    expect(line(o, 'local_income_tax', 'PHILADELPHIA')?.amountCents).toBe(7480);
    expect(
      run(o).taxes.filter((t) => t.jurisdiction.startsWith('PA-') && t.code === 'local_income_tax'),
    ).toEqual([]);
  });
});

describe('Pennsylvania Act 32 earned income tax (the higher of resident and work-location rates) and LST', () => {
  const pgh = { state: 'PA', home: { state: 'PA', zip: '15213' }, work: { zip: '15222', psdCode: '700102' } };
  it('lives and works in Pittsburgh (700102): higher of 3% resident and 1% nonresident → 3% × 2,000 = $60.00', () => {
    const r = line(
      { ...pgh, form: { extra: { resident_psd_code: '700102' } } },
      'local_income_tax',
      'PA-700102',
    );
    expect(r?.amountCents).toBe(6000);
    expect(r?.rate).toBe('0.03');
  });
  it('lives in New Jersey (resident PSD 880000, rate 0), works in Pittsburgh: 1% × 2,000 = $20.00', () => {
    expect(
      line({ ...pgh, home: { state: 'NJ', zip: '07102' }, form: null }, 'local_income_tax', 'PA-700102')
        ?.amountCents,
    ).toBe(2000);
  });
  it('a resident PSD not in the tables is named in a warning; the work rate 1% is withheld: $20.00', () => {
    const o = { ...pgh, form: { extra: { resident_psd_code: '020101' } } };
    expect(line(o, 'local_income_tax', 'PA-700102')?.amountCents).toBe(2000);
    expect(warnings(o, 'local_not_covered')).toContain('resident PSD 020101 is not in the tax tables');
  });
  it('no resident PSD on file: a warning names the Residency Certification Form; the work rate is withheld', () => {
    const o = { ...pgh, form: null };
    expect(line(o, 'local_income_tax', 'PA-700102')?.amountCents).toBe(2000);
    expect(warnings(o, 'local_not_covered')).toContain('no resident PSD code on file');
  });
  it('a workplace without a PSD code: EIT at the resident rate, LST named in a warning', () => {
    const o = { ...pgh, work: { zip: '15222' }, form: { extra: { resident_psd_code: '700102' } } };
    expect(line(o, 'local_income_tax', 'PA-700102')?.amountCents).toBe(6000);
    expect(warnings(o, 'local_not_covered')).toContain('Local Services Tax');
    expect(line(o, 'local_services_tax', 'PA-700102')).toBeUndefined();
  });
  it('LST: $52 a year ÷ 26 biweekly periods = $2.00', () => {
    expect(line({ ...pgh, form: null }, 'local_services_tax', 'PA-700102')?.amountCents).toBe(200);
  });
  it('LST semimonthly near the cap: 52 ÷ 24 = 2.1667 → 2.17, but 52.00 − 49.91 YTD leaves $2.09', () => {
    const ytd = [
      {
        code: 'local_services_tax',
        jurisdiction: 'PA-700102',
        payer: 'employee' as const,
        taxableWagesCents: 0,
        amountCents: 4991,
      },
    ];
    expect(
      line({ ...pgh, form: null, freq: 'semimonthly', ytd }, 'local_services_tax', 'PA-700102')?.amountCents,
    ).toBe(209);
  });
  it('LST exemption certificate on file: $0.00 with the reason', () => {
    const r = line({ ...pgh, form: { extra: { lst_exempt: true } } }, 'local_services_tax', 'PA-700102');
    expect(r?.amountCents).toBe(0);
    expect(r?.reason).toContain('exemption certificate');
  });
});

describe('Denver occupational privilege tax ($5.75 employee, $4.00 employer, a month with ≥ $500 of wages)', () => {
  const den = { state: 'CO', work: { zip: '80202' }, home: { state: 'CO', zip: '80202' } };
  it('first payroll of the month, $2,000: employee $5.75, employer $4.00', () => {
    expect(line(den, 'local_occupational_tax', 'DENVER')?.amountCents).toBe(575);
    expect(line(den, 'local_occupational_tax', 'DENVER', 'company')?.amountCents).toBe(400);
  });
  it('second payroll of the month, OPT already taken: $0.00 both', () => {
    const mtd = [
      {
        code: 'local_occupational_tax',
        jurisdiction: 'DENVER',
        payer: 'employee' as const,
        taxableWagesCents: 200000,
        amountCents: 575,
      },
      {
        code: 'local_occupational_tax',
        jurisdiction: 'DENVER',
        payer: 'company' as const,
        taxableWagesCents: 200000,
        amountCents: 400,
      },
    ];
    expect(line({ ...den, monthToDate: mtd }, 'local_occupational_tax', 'DENVER')?.amountCents).toBe(0);
    expect(
      line({ ...den, monthToDate: mtd }, 'local_occupational_tax', 'DENVER', 'company')?.amountCents,
    ).toBe(0);
  });
  it('$400 this payroll, nothing earlier this month: below $500 → $0.00; with $200 earlier ($600 ≥ $500) → $5.75', () => {
    expect(line({ ...den, wages: 40000 }, 'local_occupational_tax', 'DENVER')?.amountCents).toBe(0);
    const mtd = [
      {
        code: 'local_occupational_tax',
        jurisdiction: 'DENVER',
        payer: 'employee' as const,
        taxableWagesCents: 20000,
        amountCents: 0,
      },
    ];
    expect(
      line({ ...den, wages: 40000, monthToDate: mtd }, 'local_occupational_tax', 'DENVER')?.amountCents,
    ).toBe(575);
  });
  it('a workplace ZIP straddling the city line (80219): no OPT line, a local_tax_uncertain warning', () => {
    const o = { ...den, work: { zip: '80219' } };
    expect(line(o, 'local_occupational_tax', 'DENVER')).toBeUndefined();
    expect(warnings(o, 'local_tax_uncertain')).toContain('Denver occupational privilege tax');
  });
});

describe('State leave programmes that were silent zeros', () => {
  it('CO FAMLI 0.88% split 50/50: 0.44% × 2,000 = $8.80 employee and $8.80 employer', () => {
    expect(line({ state: 'CO' }, 'state_family_leave', 'CO')?.amountCents).toBe(880);
    expect(line({ state: 'CO' }, 'state_family_leave', 'CO', 'company')?.amountCents).toBe(880);
  });
  it('CO FAMLI stops at the $184,500 wage base: $184,000 YTD leaves $500 × 0.44% = $2.20', () => {
    const ytd = [
      {
        code: 'state_family_leave',
        jurisdiction: 'CO',
        payer: 'employee' as const,
        taxableWagesCents: 18400000,
        amountCents: 80960,
      },
    ];
    expect(line({ state: 'CO', ytd }, 'state_family_leave', 'CO')?.amountCents).toBe(220);
  });
  it('NJ TDI 0.19%, FLI 0.23%, UI/WF 0.425% of $2,000: $3.80, $4.60, $8.50', () => {
    expect(line({ state: 'NJ' }, 'state_disability', 'NJ')?.amountCents).toBe(380);
    expect(line({ state: 'NJ' }, 'state_family_leave', 'NJ')?.amountCents).toBe(460);
    expect(line({ state: 'NJ' }, 'state_unemployment', 'NJ')?.amountCents).toBe(850);
  });
  it('OR statewide transit tax 0.1% and Paid Leave Oregon 0.6% of $2,000: $2.00 and $12.00', () => {
    expect(line({ state: 'OR' }, 'state_transit', 'OR')?.amountCents).toBe(200);
    expect(line({ state: 'OR' }, 'state_paid_leave', 'OR')?.amountCents).toBe(1200);
  });
});

describe('Massachusetts: 401(k) deferrals are not withholding wages (830 CMR 62B.2.1, IRC §3401(a)(12)); PFML', () => {
  // $78,000 a year semimonthly = $3,250.00; 401(k) 5% = $162.50; 1 exemption (M-4).
  const ma = {
    state: 'MA',
    wages: 325000,
    freq: 'semimonthly' as const,
    form: { allowances: 1 },
    p: {
      benefits: [{ id: 'k', code: '401k' as const, description: '401(k)', employeePercent: '5' }],
    },
  };
  it('$78,000 a year, semimonthly, 5% 401(k), 1 exemption: $132.79 (not $140.92)', () => {
    // FICA: 6.2% × 3,250 = 201.50 + 1.45% × 3,250 = 47.125 → 47.13; = 248.63 (Circular M step 1)
    // 3,250.00 − 162.50 = 3,087.50 − 248.63 = 2,838.87 − factor (141 + 42 × 1) 183.00 = 2,655.87
    // × 24 = 63,740.88 × 5% = 3,187.044 ÷ 24 = 132.7935 → 132.79
    // (without the exclusion: 3,250 − 248.63 − 183 = 2,818.37 × 24 × 5% ÷ 24 = 140.9185 → 140.92)
    expect(line(ma, 'state_income_tax', 'MA')?.amountCents).toBe(13279);
  });
  it('PFML employee share 0.46% (0.18% + 40% × 0.70%) of $3,250 (401(k) does not reduce it) = $14.95', () => {
    expect(line(ma, 'state_family_leave', 'MA')?.amountCents).toBe(1495);
  });
});
