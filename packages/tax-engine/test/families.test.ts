/**
 * The shared state families over synthetic table files (jurisdictions "ZY"/"ZZ", so no real state
 * file is replaced): percent-of-standard-deduction clamping, allowance credits, whole-dollar
 * rounding, elected percentages, levies with a YTD wage base, and load-time validation.
 * Expected cents are worked by hand in the comments.
 */
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  calculatePaycheckTaxes,
  DEFAULT_TABLES_DIR,
  loadTaxTables,
  type PaycheckTaxInput,
  type StateWithholding,
  type TaxTables,
  type YtdTaxTotal,
} from '../src/index.ts';

const meta = {
  year: 2026,
  publication: 'Synthetic test table',
  revision: 'test',
  url: 'https://example.test',
  verified: false,
};
const certificate = (extra: Record<string, unknown> = {}) => ({
  form: 'ZZ-4',
  filingStatuses: ['single', 'married'],
  defaultFilingStatus: 'single',
  allowances: 'Line 1',
  additionalAllowances: null,
  extra,
  noCertificate: 'single, 0 allowances',
});
const brackets = {
  ...meta,
  jurisdiction: 'ZY',
  method: 'annualized_brackets',
  incomeTaxWageExclusions: ['401k'],
  periodsPerYear: null,
  certificate: certificate(),
  schedules: {
    single: {
      standardDeduction: { percent: '0.15', min: '1800.00', max: '2700.00' },
      brackets: [{ over: '0.00', rate: '0.05' }],
    },
    married: {
      standardDeduction: { percent: '0.15', min: '1800.00', max: '2700.00' },
      brackets: [
        { over: '0.00', rate: '0.02' },
        { over: '10000.00', rate: '0.04' },
      ],
    },
  },
  allowance: { deduction: '0.00', additionalDeduction: '0.00', credit: '100.00', additionalCredit: '0.00' },
  rounding: 'dollar',
  supplementalRate: null,
};
const elected = {
  ...meta,
  jurisdiction: 'ZZ',
  method: 'percent_of_gross_elected',
  incomeTaxWageExclusions: [],
  rates: ['0.005', '0.01', '0.02'],
  defaultRate: '0.02',
  certificate: certificate({
    withholding_rate: { type: 'enum', values: ['0.005', '0.01', '0.02'], description: 'elected rate' },
  }),
  levies: [
    {
      code: 'state_disability',
      description: 'ZZ disability (employee)',
      rate: '0.0019',
      wageBase: '1000.00',
      payer: 'employee',
      wageExclusions: [],
      publication: 'Synthetic',
      verified: true,
    },
    {
      code: 'state_unemployment',
      description: 'ZZ workforce (company)',
      rate: '0.005',
      wageBase: null,
      payer: 'company',
      wageExclusions: [],
      publication: 'Synthetic',
      verified: false,
    },
  ],
};

function tablesWith(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'tax-families-'));
  cpSync(DEFAULT_TABLES_DIR, dir, { recursive: true });
  for (const [name, body] of Object.entries(files)) {
    writeFileSync(join(dir, '2026', name), JSON.stringify(body));
  }
  return dir;
}
const tables: TaxTables = loadTaxTables(tablesWith({ 'zy.json': brackets, 'zz.json': elected }));

function run(state: string, wages: number, form: Partial<StateWithholding> | null, ytd: YtdTaxTotal[] = []) {
  const input: PaycheckTaxInput = {
    payday: '2026-04-10',
    payFrequency: 'biweekly',
    payrollType: 'regular',
    earnings: [{ type: 'regular', amountCents: wages }],
    federal: null,
    state: form
      ? {
          state,
          filingStatus: 'single',
          allowances: 0,
          additionalAllowances: 0,
          additionalWithholdingCents: 0,
          exempt: false,
          ...form,
        }
      : null,
    workplace: { state },
    homeAddress: { state },
    benefits: [],
    deductions: [],
    suiRates: {},
    ytd: { taxes: ytd, benefits: {}, deductions: {}, supplementalWagesCents: 0 },
  };
  return calculatePaycheckTaxes(input, tables);
}
const line = (r: ReturnType<typeof run>, code: string, payer = 'employee') =>
  r.taxes.find((t) => t.code === code && t.payer === payer);

describe('annualized_brackets: percent standard deduction, credits, whole-dollar rounding', () => {
  it('single: deduction clamped to the maximum, one credit, rounded to the dollar', () => {
    // 1,000 × 26 = 26,000; 15% = 3,900 → max 2,700; 23,300 × 5% = 1,165.00; − 1 × 100 = 1,065.00;
    // ÷ 26 = 40.96 → $41.00
    const l = line(run('ZY', 100000, { allowances: 1 }), 'state_income_tax');
    expect(l?.amountCents).toBe(4100);
    expect(l?.reason).toContain('(figures unverified, see docs/tax-coverage.md)');
    expect(l?.reason).toContain('5% × $23,300.00');
  });
  it('married: deduction clamped to the minimum, two brackets', () => {
    // 400 × 26 = 10,400; 15% = 1,560 → min 1,800; 8,600 × 2% = 172.00; ÷ 26 = 6.6154 → $7.00
    expect(line(run('ZY', 40000, { filingStatus: 'married' }), 'state_income_tax')?.amountCents).toBe(700);
    // 1,500 × 26 = 39,000; − 2,700 = 36,300; 2% × 10,000 + 4% × 26,300 = 200 + 1,052 = 1,252.00;
    // ÷ 26 = 48.1538 → $48.00
    expect(line(run('ZY', 150000, { filingStatus: 'married' }), 'state_income_tax')?.amountCents).toBe(4800);
  });
  it('credits larger than the tax floor at $0', () => {
    // 100 × 26 = 2,600; − 1,800 = 800 × 5% = 40.00; − 3 × 100 → 0
    expect(line(run('ZY', 10000, { allowances: 3 }), 'state_income_tax')?.amountCents).toBe(0);
  });
});

describe('percent_of_gross_elected and levies', () => {
  it('the elected percentage, else the default', () => {
    // 2,000.00 × 1% = 20.00; no certificate: × 2% = 40.00
    expect(
      line(run('ZZ', 200000, { extra: { withholding_rate: '0.01' } }), 'state_income_tax')?.amountCents,
    ).toBe(2000);
    expect(line(run('ZZ', 200000, null), 'state_income_tax')?.amountCents).toBe(4000);
  });
  it('employee levy up to the wage base net of YTD; company levy uncapped', () => {
    // base 1,000.00, YTD 900.00 → 100.00 × 0.19% = 0.19; company 2,000.00 × 0.5% = 10.00
    const r = run('ZZ', 200000, null, [
      {
        code: 'state_disability',
        jurisdiction: 'ZZ',
        payer: 'employee',
        taxableWagesCents: 90000,
        amountCents: 171,
      },
    ]);
    expect(line(r, 'state_disability')).toMatchObject({ taxableWagesCents: 10000, amountCents: 19 });
    expect(line(r, 'state_unemployment', 'company')).toMatchObject({
      taxableWagesCents: 200000,
      amountCents: 1000,
    });
  });
});

describe('load-time validation', () => {
  it('a filing status without a schedule fails at load naming the file', () => {
    const bad = {
      ...brackets,
      certificate: { ...certificate(), filingStatuses: ['single', 'married', 'hoh'] },
    };
    expect(() => loadTaxTables(tablesWith({ 'zy.json': bad }))).toThrow(
      /2026\/zy\.json: schedules: no schedule "hoh" for filing status "hoh"/,
    );
  });
  it('an unknown levy code fails at load', () => {
    const bad = { ...elected, levies: [{ ...elected.levies[0], code: 'state_magic' }] };
    expect(() => loadTaxTables(tablesWith({ 'zz.json': bad }))).toThrow(
      /levies\[0\]\.code: unknown levy code/,
    );
  });
  it('brackets must ascend', () => {
    const s = {
      standardDeduction: null,
      brackets: [
        { over: '0.00', rate: '0.01' },
        { over: '0.00', rate: '0.02' },
      ],
    };
    const bad = { ...brackets, schedules: { single: s, married: s } };
    expect(() => loadTaxTables(tablesWith({ 'zy.json': bad }))).toThrow(
      /brackets\[1\]\.over: brackets must ascend/,
    );
  });
});
