/**
 * Maryland (states/md.ts, md-local.ts, tax-tables/2026/md.json): which lines exist for residents,
 * nonresidents and the MW507 reciprocity lines — what the case file (cases/md.json) cannot assert,
 * since it only checks lines that are present. Amounts are worked by hand in the comments from the
 * 2026 Employer Withholding Guide figures in md.json.
 */
import { describe, expect, it } from 'vitest';
import { calculatePaycheckTaxes, type PaycheckTaxInput, type StateWithholding } from '../src/index.ts';

const mw507 = (o: Partial<StateWithholding> = {}): StateWithholding => ({
  state: 'MD',
  filingStatus: 'single',
  allowances: 0,
  additionalAllowances: 0,
  additionalWithholdingCents: 0,
  exempt: false,
  ...o,
});

function run(home: string, o: Partial<PaycheckTaxInput> = {}) {
  return calculatePaycheckTaxes({
    payday: '2026-04-10',
    payFrequency: 'biweekly',
    payrollType: 'regular',
    earnings: [{ type: 'salary', amountCents: 160000 }],
    federal: null,
    state: null,
    workplace: { state: 'MD' },
    homeAddress: { state: home },
    benefits: [],
    deductions: [],
    suiRates: {},
    ytd: { taxes: [], benefits: {}, deductions: {}, supplementalWagesCents: 0 },
    ...o,
  });
}
const lines = (r: ReturnType<typeof run>, prefix: string) =>
  r.taxes.filter(
    (t) =>
      (t.code === 'state_income_tax' || t.code === 'local_income_tax') &&
      (t.jurisdiction === prefix || t.jurisdiction.startsWith(`${prefix}-`)),
  );

describe('Maryland lines by residence', () => {
  it('a Maryland resident gets a State line and a county line, and no local_not_covered warning', () => {
    const r = run('MD', { state: mw507({ extra: { county_code: '16' } }) });
    expect(lines(r, 'MD').map((t) => `${t.code}@${t.jurisdiction}`)).toEqual([
      'state_income_tax@MD',
      'local_income_tax@MD-16',
    ]);
    expect(r.warnings.map((w) => w.code)).not.toContain('local_not_covered');
  });
  it('a nonresident gets the special nonresident tax inside the State line and no county line', () => {
    // 38,200 × (4.75% + 2.25%) = 2,674.00 ÷ 26 = 102.85
    const r = run('NJ', { state: mw507({ extra: { county_code: '16' } }) });
    const md = lines(r, 'MD');
    expect(md.map((t) => t.code)).toEqual(['state_income_tax']);
    expect(md[0]!.amountCents).toBe(10285);
    expect(md[0]!.reason).toContain('special nonresident tax 2.25%');
  });
  it('an exempt MW507 (line 3) gives a $0 State line and no county line', () => {
    const r = run('MD', { state: mw507({ exempt: true, extra: { county_code: '16' } }) });
    expect(lines(r, 'MD').map((t) => [t.code, t.amountCents])).toEqual([['state_income_tax', 0]]);
  });
});

describe('MW507 reciprocity lines 4–7', () => {
  it.each(['DC', 'VA', 'WV'])('a %s resident with line 4: no Maryland line at all', (home) => {
    const r = run(home, { state: mw507({ nonresidenceCertificate: true, extra: { county_code: '16' } }) });
    expect(lines(r, 'MD')).toEqual([]);
    expect(r.taxes.find((t) => t.code === 'state_income_tax' && t.jurisdiction === home)).toBeDefined();
  });
  it('a Pennsylvania resident with line 5 and line 6/7 (pa_local_exempt): no Maryland line', () => {
    const r = run('PA', {
      state: mw507({ nonresidenceCertificate: true, extra: { county_code: '11', pa_local_exempt: true } }),
    });
    expect(lines(r, 'MD')).toEqual([]);
    // PA 3.07% × 1,600.00 = 49.12
    expect(r.taxes.find((t) => t.jurisdiction === 'PA')?.amountCents).toBe(4912);
  });
  it('a Pennsylvania resident without line 5 is a plain nonresident (State + 2.25%, no county line)', () => {
    const r = run('PA', { state: mw507({ extra: { county_code: '11' } }) });
    expect(lines(r, 'MD').map((t) => [t.code, t.amountCents])).toEqual([['state_income_tax', 10285]]);
  });
});

describe('Maryland local tax details', () => {
  it('an unknown county code falls back to the highest rate with a warning', () => {
    // 38,200 × 3.3% = 1,260.60 ÷ 26 = 48.4846 → 48.48
    const r = run('MD', { state: mw507({ extra: { county_code: '99' } }) });
    expect(r.taxes.find((t) => t.jurisdiction === 'MD-default')?.amountCents).toBe(4848);
    expect(r.warnings.map((w) => w.code)).toContain('local_county_missing');
  });
  it('Anne Arundel above $400,000 (single) reaches 3.20% on the top slice only', () => {
    // monthly 40,000 × 12 = 480,000 − 3,400 = 476,600; 2.7% × 50,000 = 1,350 + 2.94% × 350,000
    //   = 10,290 + 3.2% × 76,600 = 2,451.20 → 14,091.20 ÷ 12 = 1,174.2667 → 1,174.27
    const r = run('MD', {
      payFrequency: 'monthly',
      earnings: [{ type: 'salary', amountCents: 4000000 }],
      state: mw507({ extra: { county_code: '02' } }),
    });
    expect(r.taxes.find((t) => t.jurisdiction === 'MD-02')?.amountCents).toBe(117427);
  });
  it('the 6.50% State bracket above $1,000,000 (single)', () => {
    // monthly 100,000 × 12 = 1,200,000 − 3,400 = 1,196,600; 4.75% × 100,000 = 4,750 + 5% × 25,000
    //   = 1,250 + 5.25% × 25,000 = 1,312.50 + 5.5% × 100,000 = 5,500 + 5.75% × 250,000 = 14,375
    //   + 6.25% × 500,000 = 31,250 + 6.5% × 196,600 = 12,779 → 71,216.50 ÷ 12 = 5,934.7083 → 5,934.71
    const r = run('MD', {
      payFrequency: 'monthly',
      earnings: [{ type: 'salary', amountCents: 10000000 }],
      state: mw507({ extra: { county_code: '16' } }),
    });
    expect(lines(r, 'MD')[0]!.amountCents).toBe(593471);
  });
});
