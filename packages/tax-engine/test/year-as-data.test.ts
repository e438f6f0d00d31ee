/**
 * A new tax year is a data change (issue 25): a 2027 copy of the tables in a temporary directory,
 * with a different Social Security wage base and a different top Virginia bracket, loaded through
 * `loadTaxTables(dir)`, gives the changed amounts with no code change. The 2027 figures are
 * fixtures, not publications. The Virginia schedule is written into both years here, so the
 * expected amounts depend only on this file (Va. Code §58.1-320 brackets 2/3/5/5.75 %, $8,750
 * standard deduction for 2026; the 2027 copy taxes the top bracket at 6 %).
 *
 * One paycheck, worked by hand: biweekly (26 periods), $5,000.00 regular wages, no W-4 and no VA-4
 * (no exemptions), works and lives in Virginia, $183,000.00 Social Security wages taxed earlier
 * in the year.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  calculatePaycheckTaxes,
  DEFAULT_TABLES_DIR,
  loadTaxTables,
  type PaycheckTaxInput,
} from '../src/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'payclock-2027-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Json = Record<string, any>;
const readJson = (p: string): Json => JSON.parse(readFileSync(p, 'utf8')) as Json;
const vaSchedule = (topRate: string): Json => ({
  single: {
    standardDeduction: { amount: '8750.00' },
    brackets: [
      { over: '0.00', rate: '0.02' },
      { over: '3000.00', rate: '0.03' },
      { over: '5000.00', rate: '0.05' },
      { over: '17000.00', rate: topRate },
    ],
  },
});

// <dir>/2026: the shipped 2026 files with the Virginia schedule above.
// <dir>/2027: the same files with `year` 2027, wage base $190,000.00 and Virginia's top bracket 6 %.
cpSync(join(DEFAULT_TABLES_DIR, '2026'), join(dir, '2026'), { recursive: true });
cpSync(join(DEFAULT_TABLES_DIR, '2026'), join(dir, '2027'), { recursive: true });
for (const f of readdirSync(join(dir, '2027')).filter((n) => n.endsWith('.json'))) {
  const p = join(dir, '2027', f);
  writeFileSync(p, JSON.stringify({ ...readJson(p), year: 2027 }));
}
for (const [year, topRate] of [
  ['2026', '0.0575'],
  ['2027', '0.06'],
] as const) {
  const p = join(dir, year, 'va.json');
  writeFileSync(p, JSON.stringify({ ...readJson(p), schedules: vaSchedule(topRate) }));
}
const fica = readJson(join(dir, '2026', 'fica.json'));
fica.year = 2026;
fica.socialSecurity.wageBase = '184500.00'; // SSA, 2026
writeFileSync(join(dir, '2026', 'fica.json'), JSON.stringify(fica));
fica.year = 2027;
fica.socialSecurity.wageBase = '190000.00'; // fixture
writeFileSync(join(dir, '2027', 'fica.json'), JSON.stringify(fica));

const tables = loadTaxTables(dir);

function paycheck(payday: string): PaycheckTaxInput {
  const earlier = 18_300_000; // $183,000.00 of Social Security wages before this paycheck
  return {
    payday,
    payFrequency: 'biweekly',
    payrollType: 'regular',
    earnings: [{ type: 'regular', amountCents: 500_000 }],
    federal: null,
    state: null,
    workplace: { state: 'VA', zip: '23219' },
    homeAddress: { state: 'VA', zip: '23219' },
    benefits: [],
    deductions: [],
    suiRates: { VA: '0.025' },
    ytd: {
      taxes: [
        {
          code: 'social_security',
          jurisdiction: 'US',
          payer: 'employee',
          taxableWagesCents: earlier,
          amountCents: 1_134_600,
        },
        {
          code: 'social_security',
          jurisdiction: 'US',
          payer: 'company',
          taxableWagesCents: earlier,
          amountCents: 1_134_600,
        },
      ],
      benefits: {},
      deductions: {},
      supplementalWagesCents: 0,
    },
  };
}

const line = (r: ReturnType<typeof calculatePaycheckTaxes>, code: string, jurisdiction: string) =>
  r.taxes.find((t) => t.code === code && t.jurisdiction === jurisdiction && t.payer === 'employee');

describe('a 2027 copy of the tables changes the results, not the code', () => {
  const y2026 = calculatePaycheckTaxes(paycheck('2026-12-18'), tables);
  const y2027 = calculatePaycheckTaxes(paycheck('2027-01-15'), tables);

  it('Social Security follows the wage base of the payday’s year', () => {
    // 2026: room $184,500.00 − $183,000.00 = $1,500.00; 6.2 % × $1,500.00 = $93.00.
    expect(line(y2026, 'social_security', 'US')).toMatchObject({
      taxableWagesCents: 150_000,
      amountCents: 9_300,
    });
    // 2027: room $190,000.00 − $183,000.00 = $7,000.00 ≥ $5,000.00; 6.2 % × $5,000.00 = $310.00.
    expect(line(y2027, 'social_security', 'US')).toMatchObject({
      taxableWagesCents: 500_000,
      amountCents: 31_000,
    });
  });

  it('Virginia withholding follows the year’s brackets', () => {
    // $5,000.00 × 26 = $130,000.00 − $8,750.00 = $121,250.00 annual taxable wages.
    // 2026: 2 % × $3,000 + 3 % × $2,000 + 5 % × $12,000 + 5.75 % × $104,250 = 60 + 60 + 600 + 5,994.375
    //       = $6,714.375; ÷ 26 = $258.2452 → $258.25.
    expect(line(y2026, 'state_income_tax', 'VA')?.amountCents).toBe(25_825);
    // 2027: … + 6 % × $104,250 = 60 + 60 + 600 + 6,255 = $6,975.00; ÷ 26 = $268.2692 → $268.27.
    expect(line(y2027, 'state_income_tax', 'VA')?.amountCents).toBe(26_827);
  });

  it('figures the copy did not change stay the same', () => {
    // Medicare 1.45 % × $5,000.00 = $72.50 in both years.
    expect(line(y2026, 'medicare', 'US')?.amountCents).toBe(7_250);
    expect(line(y2027, 'medicare', 'US')?.amountCents).toBe(7_250);
  });
});
