/**
 * Resident state vs work state (states/multistate.ts, tax-tables/2026/reciprocity.json). Expected
 * cents are worked by hand from NYS-50-T-NYS (1/26) Method II, NJ-WT Rate Table A and PA's 3.07%:
 * the arithmetic is in each comment.
 */
import { describe, expect, it } from 'vitest';
import { calculatePaycheckTaxes, type PaycheckTaxInput, type StateWithholding } from '../src/index.ts';

const cert = (state: string, o: Partial<StateWithholding> = {}): StateWithholding => ({
  state,
  filingStatus: 'single',
  allowances: 0,
  additionalAllowances: 0,
  additionalWithholdingCents: 0,
  exempt: false,
  ...o,
});

function run(work: string, home: string, wages: number, o: Partial<PaycheckTaxInput> = {}) {
  return calculatePaycheckTaxes({
    payday: '2026-04-10',
    payFrequency: 'biweekly',
    payrollType: 'regular',
    earnings: [{ type: 'salary', amountCents: wages }],
    federal: null,
    state: null,
    workplace: { state: work },
    homeAddress: { state: home },
    benefits: [],
    deductions: [],
    suiRates: {},
    ytd: { taxes: [], benefits: {}, deductions: {}, supplementalWagesCents: 0 },
    ...o,
  });
}
const sit = (r: ReturnType<typeof run>, st: string) =>
  r.taxes.find((t) => t.code === 'state_income_tax' && t.jurisdiction === st);
const codes = (r: ReturnType<typeof run>) => r.warnings.map((w) => w.code);

describe('resident state withholds the difference (no reciprocity)', () => {
  it('NJ resident working in NY: NY in full, NJ floored at $0 after the NY credit', () => {
    // NY biweekly single, 0 allowances: 2,000.00 − 284.60 = 1,715.40; 22.54 + 5.4% × (1,715.40 − 535)
    //   = 22.54 + 63.7416 = 86.28.
    // NJ Rate A biweekly: 31.00 + 6.1% × (2,000 − 1,538) = 31.00 + 28.182 = 59.18; 59.18 − 86.28 < 0 → 0.00
    const r = run('NY', 'NJ', 200000);
    expect(sit(r, 'NY')?.amountCents).toBe(8628);
    expect(sit(r, 'NJ')?.amountCents).toBe(0);
    expect(sit(r, 'NJ')?.reason).toContain('$59.18 − credit for NY income tax $86.28 = $0.00');
    expect(codes(r)).not.toContain('resident_state_not_covered');
  });
  it('NJ resident working in PA without REV-419: PA 3.07%, NJ the difference', () => {
    // PA: 10,000.00 × 3.07% = 307.00. NJ Rate A biweekly over 2,885: 113.00 + 7% × 7,115.00 (498.05)
    //   = 611.05; 611.05 − 307.00 = 304.05
    const r = run('PA', 'NJ', 1000000);
    expect(sit(r, 'PA')?.amountCents).toBe(30700);
    expect(sit(r, 'NJ')?.amountCents).toBe(30405);
  });
  it('PA resident working in NJ without NJ-165: NJ in full, PA the difference', () => {
    // NJ (no NJ-W4: Rate A) 59.18 as above; PA 2,000.00 × 3.07% = 61.40; 61.40 − 59.18 = 2.22
    const r = run('NJ', 'PA', 200000);
    expect(sit(r, 'NJ')?.amountCents).toBe(5918);
    expect(sit(r, 'PA')?.amountCents).toBe(222);
  });
});

describe('reciprocity: only the resident state, with the non-residence certificate on file', () => {
  it('PA resident working in NJ with NJ-165: PA 3.07%, no NJ income tax; NJ levies stay', () => {
    // PA: 2,000.00 × 3.07% = 61.40. NJ TDI 0.19% × 2,000 = 3.80; FLI 0.23% = 4.60; UI/WF 0.425% = 8.50
    const r = run('NJ', 'PA', 200000, { state: cert('NJ', { nonresidenceCertificate: true }) });
    expect(sit(r, 'NJ')).toBeUndefined();
    expect(sit(r, 'PA')?.amountCents).toBe(6140);
    expect(sit(r, 'PA')?.reason).toContain('PA–NJ reciprocity (NJ-165 on file');
    const levy = (code: string) =>
      r.taxes.find((t) => t.code === code && t.jurisdiction === 'NJ')?.amountCents;
    expect([levy('state_disability'), levy('state_family_leave'), levy('state_unemployment')]).toEqual([
      380, 460, 850,
    ]);
  });
  it('the resident certificate is the one used for the resident state', () => {
    // PA has no allowances: same 61.40 whatever the NJ-W4 says; the NJ certificate's allowances are not used for PA
    const r = run('NJ', 'PA', 200000, {
      state: cert('NJ', { nonresidenceCertificate: true, allowances: 5 }),
      residentState: cert('PA', { additionalWithholdingCents: 1000 }),
    });
    // 61.40 + PA additional 10.00 = 71.40
    expect(sit(r, 'PA')?.amountCents).toBe(7140);
  });
});

describe('Indiana resident working in Ohio (IN–OH reciprocity, IT-4NR)', () => {
  const inForm = cert('IN', { allowances: 1, extra: { county_code: '49' } });
  it('with IT-4NR on file: Indiana state and Marion County tax, no Ohio income tax', () => {
    // IN: 2,000 × 26 = 52,000 − 1,000 = 51,000 × 2.95% = 1,504.50 ÷ 26 = 57.8654 → 57.87;
    // Marion 2.02% × 51,000 = 1,030.20 ÷ 26 = 39.6231 → 39.62
    const r = run('OH', 'IN', 200000, {
      state: cert('OH', { nonresidenceCertificate: true }),
      residentState: inForm,
    });
    expect(sit(r, 'OH')).toBeUndefined();
    expect(sit(r, 'IN')?.amountCents).toBe(5787);
    expect(sit(r, 'IN')?.reason).toContain('IN–OH reciprocity (IT 4 Section III (formerly IT-4NR) on file');
    expect(
      r.taxes.find((t) => t.code === 'local_income_tax' && t.jurisdiction === 'IN-49')?.amountCents,
    ).toBe(3962);
  });
  it('an Indiana resident with no county code: the county tax is named in a local_not_covered warning', () => {
    const r = run('OH', 'IN', 200000, { state: cert('OH', { nonresidenceCertificate: true }) });
    // no WH-4: 52,000 × 2.95% = 1,534.00 ÷ 26 = 59.00
    expect(sit(r, 'IN')?.amountCents).toBe(5900);
    expect(r.warnings.find((w) => w.code === 'local_not_covered')?.message).toContain(
      'Indiana county income tax',
    );
  });
});

describe('warnings where the resident state is not withheld', () => {
  it('a resident state that does not require the difference: resident_state_not_withheld', () => {
    const r = run('NJ', 'NY', 200000);
    expect(sit(r, 'NY')).toBeUndefined();
    expect(codes(r)).toContain('resident_state_not_withheld');
  });
  it('a resident state without tables: resident_state_not_covered', () => {
    // 2025 tables have no NJ file
    const r = run('IL', 'NJ', 200000, { payday: '2025-06-06' });
    expect(codes(r)).toContain('resident_state_not_covered');
  });
});

describe('local taxes not covered are named, never silent (locals-not-covered.json)', () => {
  it.each([
    ['OH', 'OH', 'Ohio municipal income taxes'],
    ['WV', 'WV', 'city service (user) fees'],
    ['KY', 'KY', 'occupational license taxes'],
    ['NJ', 'PA', 'Act 32 local earned income tax'],
  ])('work %s, home %s: local_not_covered names "%s"', (work, home, name) => {
    const r = run(work, home, 200000);
    expect(
      r.warnings
        .filter((w) => w.code === 'local_not_covered')
        .map((w) => w.message)
        .join(' '),
    ).toContain(name);
  });
  it('a state without uncovered locals gets no such warning', () => {
    expect(codes(run('VA', 'VA', 200000))).not.toContain('local_not_covered');
  });
});
