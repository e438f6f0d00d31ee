/**
 * Printed "base + rate × excess" charts (states/bands.ts) and the `per_period_bands` family: the
 * "over … but not over" row choice, whole-dollar rounding, load-time validation over synthetic
 * files (jurisdiction "ZX", so no real state file is replaced), and the Minnesota Paid Leave wage
 * base with year-to-date wages. Expected cents are worked by hand in the comments.
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
  type YtdTaxTotal,
} from '../src/index.ts';
import { bandOf, bandTax, type Band } from '../src/states/bands.ts';
import { parseRate } from '../src/rounding.ts';

const chart: Band[] = [
  { over: 0, base: 0, rate: parseRate('0.014') },
  { over: 960_000, base: 13_400, rate: parseRate('0.032') },
];

describe('bands.ts', () => {
  it('an amount equal to a bound stays in the row below ("not over")', () => {
    expect(bandOf(chart, 960_000).over).toBe(0);
    expect(bandOf(chart, 960_001).over).toBe(960_000);
    // 1.4% × 9,600.00 = 134.40 (the next row's printed base is 134.00)
    expect(bandTax(bandOf(chart, 960_000), 960_000, 1, false)).toBe(13_440);
  });
  it('divides once and rounds half-up to the cent or to the whole dollar', () => {
    // (134.00 + 3.2% × 1,000.00) ÷ 12 = 166.00 ÷ 12 = 13.8333 → 13.83; whole dollar → 14.00
    expect(bandTax(chart[1]!, 1_060_000, 12, false)).toBe(1_383);
    expect(bandTax(chart[1]!, 1_060_000, 12, true)).toBe(1_400);
    expect(bandTax(chart[0]!, 0, 12, false)).toBe(0);
  });
});

const bands = (over2: string) => [
  { over: '0.00', base: '0.00', rate: '0' },
  { over: over2, base: '0.00', rate: '0.02' },
];
const perFrequency = (over2: string) => ({
  weekly: bands(over2),
  biweekly: bands(over2),
  semimonthly: bands(over2),
  monthly: bands(over2),
});
const periodFile = {
  jurisdiction: 'ZX',
  year: 2026,
  method: 'per_period_bands',
  publication: 'Synthetic test table',
  revision: 'test',
  url: 'https://example.test',
  verified: false,
  incomeTaxWageExclusions: [],
  certificate: {
    form: 'ZX-4',
    filingStatuses: ['single', 'married'],
    defaultFilingStatus: 'single',
    allowances: 'Line 1',
    additionalAllowances: null,
    extra: {},
    noCertificate: 'single, 0 allowances',
  },
  allowance: { weekly: '10.00', biweekly: '20.00', semimonthly: '20.00', monthly: '40.00' },
  tables: { single: perFrequency('100.00'), married: perFrequency('200.00') },
  rounding: 'cent',
  supplementalRate: null,
};

function tablesWith(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'tax-bands-'));
  cpSync(DEFAULT_TABLES_DIR, dir, { recursive: true });
  for (const [name, body] of Object.entries(files)) {
    writeFileSync(join(dir, '2026', name), JSON.stringify(body));
  }
  return dir;
}

function input(state: string, wages: number, allowances: number, ytd: YtdTaxTotal[] = []): PaycheckTaxInput {
  return {
    payday: '2026-04-10',
    payFrequency: 'biweekly',
    payrollType: 'regular',
    earnings: [{ type: 'regular', amountCents: wages }],
    federal: null,
    state: {
      state,
      filingStatus: 'married',
      allowances,
      additionalAllowances: 0,
      additionalWithholdingCents: 0,
      exempt: false,
    },
    workplace: { state },
    homeAddress: { state },
    benefits: [],
    deductions: [],
    suiRates: {},
    ytd: { taxes: ytd, benefits: {}, deductions: {}, supplementalWagesCents: 0 },
  };
}

describe('per_period_bands', () => {
  it('subtracts the period allowance and uses the status chart', () => {
    const t = loadTaxTables(tablesWith({ 'zx.json': periodFile }));
    const r = calculatePaycheckTaxes(input('ZX', 50_000, 2), t);
    // 500.00 − 2 × 20.00 = 460.00; married biweekly: 2% × (460.00 − 200.00) = 5.20
    expect(r.taxes.find((l) => l.code === 'state_income_tax')?.amountCents).toBe(520);
  });
  it('a filing status without a chart fails at load', () => {
    const bad = { ...periodFile, tables: { single: perFrequency('100.00') } };
    expect(() => loadTaxTables(tablesWith({ 'zx.json': bad }))).toThrow(
      /2026\/zx\.json: tables: no table "married" for filing status "married"/,
    );
  });
  it('bands must ascend', () => {
    const bad = { ...periodFile, tables: { ...periodFile.tables, married: perFrequency('0.00') } };
    expect(() => loadTaxTables(tablesWith({ 'zx.json': bad }))).toThrow(
      /tables\.married\.weekly\[1\]\.over: bands must ascend/,
    );
  });
  it('a certificate with allowances needs allowance amounts', () => {
    const bad = { ...periodFile, allowance: null };
    expect(() => loadTaxTables(tablesWith({ 'zx.json': bad }))).toThrow(
      /allowance: the certificate has allowances/,
    );
  });
});

describe('Minnesota Paid Leave (mn.json levy)', () => {
  it('stops at the wage base net of year-to-date wages', () => {
    const ytd: YtdTaxTotal[] = [
      {
        code: 'state_paid_leave',
        jurisdiction: 'MN',
        payer: 'employee',
        taxableWagesCents: 18_350_000,
        amountCents: 80_740,
      },
    ];
    const r = calculatePaycheckTaxes(input('MN', 300_000, 0, ytd));
    const l = r.taxes.find((x) => x.code === 'state_paid_leave' && x.jurisdiction === 'MN');
    // base 184,500.00 − 183,500.00 YTD = 1,000.00 taxable; × 0.44% = 4.40
    expect(l?.taxableWagesCents).toBe(100_000);
    expect(l?.amountCents).toBe(440);
  });
});
