/**
 * Form 941 line 16 (src/modules/year-end/depositor.ts) and the Form 941 / 940 renderings
 * (form941-pdf.ts, form940-pdf.ts) on hand-chosen figures; the PDFs are read back as text.
 */
import { describe, expect, it } from 'vitest';
import { line16Box } from '../../src/modules/year-end/depositor.js';
import { form941Document } from '../../src/modules/year-end/form941.js';
import { form941Pdf } from '../../src/modules/year-end/form941-pdf.js';
import { form940Pdf, form940Rows } from '../../src/modules/year-end/form940-pdf.js';
import { form940Document } from '../../src/modules/year-end/form940.js';
import type { EmployerInfo } from '../../src/modules/year-end/year-end.repository.js';
import { extractPdfText } from '../helpers/pdf-text.js';

const employer: EmployerInfo = {
  name: 'Acme Tools, Inc.',
  ein: '123456789',
  address: { address_line_1: '1 Main St', address_line_2: null, city: 'Austin', state: 'TX', zip: '78701' },
  stateTaxIds: {},
  phone: null,
  email: 'a@example.com',
};

describe('Form 941 line 16: which box', () => {
  it('is the $2,500 box when this quarter (or the prior one) is under $2,500', () => {
    // Q2: 2,400.00 this quarter, 9,000.00 the prior one → box 1 (the form says "or").
    const days = [
      { payday: '2026-01-15', cents: 900_000 },
      { payday: '2026-04-15', cents: 240_000 },
    ];
    expect(line16Box('monthly', days, 240_000, 900_000, '2026-04-01', '2026-06-30').box).toBe(
      'less_than_2500',
    );
  });

  it('is monthly for a monthly depositor all quarter, semiweekly from the lookback or a $100,000 day', () => {
    const q2 = [
      { payday: '2026-04-10', cents: 3_000_000 },
      { payday: '2026-05-08', cents: 3_000_000 },
    ];
    // 30,000.00 a payday, monthly: no deposit period reaches $100,000 → box 2.
    expect(line16Box('monthly', q2, 6_000_000, 6_000_000, '2026-04-01', '2026-06-30')).toEqual({
      box: 'monthly',
      nextDayInQuarter: false,
      semiweeklySince: null,
    });
    // A semiweekly depositor by the lookback period → box 3 from January 1.
    expect(line16Box('semiweekly', q2, 6_000_000, 6_000_000, '2026-04-01', '2026-06-30')).toMatchObject({
      box: 'semiweekly',
      semiweeklySince: '2026-01-01',
    });
    // May accumulates 30,000.00 + 80,000.00 = 110,000.00 ≥ 100,000.00 on 05-22: a next-day deposit,
    // the depositor is semiweekly from then on (Pub 15 §11) → box 3 in Q2, and in Q3.
    const big = [
      ...q2,
      { payday: '2026-05-22', cents: 8_000_000 },
      { payday: '2026-07-10', cents: 3_000_000 },
    ];
    expect(line16Box('monthly', big.slice(0, 3), 14_000_000, 6_000_000, '2026-04-01', '2026-06-30')).toEqual({
      box: 'semiweekly',
      nextDayInQuarter: true,
      semiweeklySince: '2026-05-01',
    });
    // Q3 (30,000.00; prior quarter 140,000.00): still semiweekly.
    expect(line16Box('monthly', big, 3_000_000, 14_000_000, '2026-07-01', '2026-09-30').box).toBe(
      'semiweekly',
    );
  });
});

describe('Form 941 as a PDF', () => {
  // Wages 10,000.00; FIT 1,000.00; SS and Medicare wages 10,000.00: 5a 1,240.00, 5c 290.00;
  // 5e 1,530.00; line 6 = 2,530.00; withheld and owed 620.00 × 2 + 145.00 × 2 = 1,530.00 → line 7 0;
  // line 12 = 2,530.00 = the two paydays 1,265.00 (07-10) + 1,265.00 (08-21).
  const form = form941Document({
    year: 2026,
    quarter: 3,
    employeesPaid: 3,
    fitWages: 1_000_000,
    fit: 100_000,
    ssWages: 1_000_000,
    ssTax: 124_000,
    medWages: 1_000_000,
    medTax: 29_000,
    addWages: 0,
    addTax: 0,
    daily: [
      { payday: '2026-07-10', cents: 126_500 },
      { payday: '2026-08-21', cents: 126_500 },
    ],
  });

  it('has the line numbers, captions and figures; monthly: no Schedule B', async () => {
    expect(form.line12_total_taxes_after_credits).toBe(2530);
    const pdf = await form941Pdf(
      { ...form, depositor: { lookback_schedule: 'monthly', line16: 'monthly' } },
      employer,
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await extractPdfText(pdf);
    expect(text.split('\n')).toHaveLength(1);
    for (const s of [
      "Form 941 for 2026: Employer's QUARTERLY Federal Tax Return",
      '12-3456789',
      'Acme Tools, Inc.',
      '[X] 3: July, August, September',
      'Sept. 12 (Quarter 3)',
      'Wages, tips, and other compensation',
      '10,000.00',
      '1,240.00',
      '290.00',
      '1,530.00',
      '2,530.00',
    ]) {
      expect(text).toContain(s);
    }
    expect(text).toMatch(
      /Month 1 1,265\.00\s+Month 2 1,265\.00\s+Month 3 0\.00\s+Total liability for quarter 2,530\.00/,
    );
    expect(text).toMatch(/X\s+You were a monthly schedule depositor for the entire quarter/); // box 2 checked
  });

  it('adds Schedule B for a semiweekly depositor, by day of each month', async () => {
    const pdf = await form941Pdf(
      { ...form, depositor: { lookback_schedule: 'semiweekly', line16: 'semiweekly' } },
      employer,
    );
    const pages = (await extractPdfText(pdf)).split('\n');
    expect(pages).toHaveLength(2);
    expect(pages[1]).toContain(
      'Schedule B (Form 941): Report of Tax Liability for Semiweekly Schedule Depositors — 2026',
    );
    expect(pages[1]).toContain('Month 1 (July)');
    expect(pages[1]).toMatch(/ 10\s+1,265\.00/); // day 10 of July
    expect(pages[1]).toMatch(/ 21\s+1,265\.00/); // day 21 of August
    expect(pages[1]).toMatch(/Tax liability for Month 3\s+0\.00/);
    expect(pages[1]).toMatch(/Total must equal line 12 on Form 941\.\s+2,530\.00/);
  });
});

describe('Form 940 as a PDF', () => {
  // Twenty CA employees: gross 400,000.00, all FUTA-subject; taxable 20 × 7,000 = 140,000.00
  // (Q1 100,000.00, Q2 40,000.00); line 5 = 400,000 − 140,000 = 260,000.00; line 8 = 140,000 ×
  // 0.006 = 840.00; a CA credit reduction of 0.009 (hand-chosen: 2026's list is not final) →
  // 140,000 × 0.009 = 1,260.00 on line 11; line 12 = 2,100.00; deposited 840.00 → line 14 1,260.00.
  // Line 12 > $500 → Part 5: 16a 100,000 × 0.006 = 600.00, 16b 840 − 600 = 240.00, 16c 0,
  // 16d the credit reduction 1,260.00; line 17 = 2,100.00.
  const f = form940Document({
    year: 2026,
    employeeGross: 40_000_000,
    subjectWages: 40_000_000,
    quarterTaxableWages: [10_000_000, 4_000_000, 0, 0],
    recordedFuta: 84_000,
    stateTaxableWages: [{ state: 'CA', cents: 14_000_000 }],
    netRate: 600_000, // 0.006 × 10^8
    creditReductions: new Map([['CA', { scaled: 900_000, text: '0.009' }]]),
  });

  it('fills Parts 1–5 and Schedule A', async () => {
    expect(f).toMatchObject({
      line5_payments_over_7000: 260000,
      line8_futa_before_adjustments: 840,
      line11_credit_reduction: 1260,
      line12_total_futa_after_adjustments: 2100,
      line14_balance_due: 1260,
    });
    const rows = form940Rows(f);
    expect(rows.find((r) => r.line === '1a')?.col2).toBe('CA');
    expect(rows.find((r) => r.line === '2')?.col2).toBe('X');
    expect(['16a', '16b', '16c', '16d', '17'].map((l) => rows.find((r) => r.line === l))).toMatchObject([
      { col1: '600.00' },
      { col1: '240.00' },
      { col1: '0.00' },
      { col1: '1,260.00' },
      { col2: '2,100.00' },
    ]);
    const pages = (await extractPdfText(await form940Pdf(f, employer))).split('\n');
    expect(pages).toHaveLength(2);
    for (const re of [
      /Form 940 for 2026: Employer's Annual Federal Unemployment \(FUTA\) Tax Return/,
      /Total payments to all employees\s+400,000\.00/,
      /in excess of \$7,000\s+260,000\.00/,
      /Total taxable FUTA wages \(line 3 – line 6 = line 7\)\s+140,000\.00/,
      /FUTA tax before adjustments \(line 7 × 0\.006 = line 8\)\s+840\.00/,
      /enter the excess on line 14\s+1,260\.00/,
      /1st quarter \(January 1 – March 31\)\s+600\.00/,
    ]) {
      expect(pages[0]).toMatch(re);
    }
    expect(pages[1]).toContain('Schedule A (Form 940) for 2026');
    expect(pages[1]).toMatch(/CA\s+× 0\.009\s+140,000\.00\s+1,260\.00/);
  });

  it('leaves Part 5 blank when line 12 is $500 or less', () => {
    // One employee, 7,000.00 taxable: line 12 = 42.00.
    const small = form940Document({
      year: 2026,
      employeeGross: 700_000,
      subjectWages: 700_000,
      quarterTaxableWages: [700_000, 0, 0, 0],
      recordedFuta: 4_200,
      stateTaxableWages: [{ state: 'TX', cents: 700_000 }],
      netRate: 600_000,
      creditReductions: new Map(),
    });
    expect(small.line12_total_futa_after_adjustments).toBe(42);
    expect(form940Rows(small).find((r) => r.line === '16a')?.col1).toBe('');
  });
});
