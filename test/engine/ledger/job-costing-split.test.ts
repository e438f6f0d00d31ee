/** Job-costing split of time-based earnings lines: parts sum exactly to the line (largest remainder). */
import { describe, expect, it } from 'vitest';
import { allocate, splitByJob } from '../../../src/modules/payrolls/ledger/job-costing-split.js';

describe('allocate (largest remainder)', () => {
  it('splits 100 cents 1:1:1 as 34 + 33 + 33', () => {
    // 100 / 3 = 33 r 1 each; the one left cent goes to the first (ties → earliest)
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
  });
  it('gives the left cents to the largest remainders', () => {
    // 1,001 = 7 × 143 → 286 + 715 exactly; 1,000 × 2/7 = 285.71…, × 5/7 = 714.28… → 285 + 714 = 999,
    // the left cent goes to the part with the larger remainder (.71…): 286 + 714
    expect(allocate(1001, [2, 5])).toEqual([286, 715]);
    expect(allocate(1000, [2, 5])).toEqual([286, 714]);
  });
});

describe('splitByJob', () => {
  const jobs = [
    { customer_id: 1, project_id: 10, regular_hours: 30, overtime_hours: 0, double_overtime_hours: 0 },
    { customer_id: 2, project_id: null, regular_hours: 10, overtime_hours: 2, double_overtime_hours: 0 },
  ];
  it('splits a regular line by regular hours 30:10', () => {
    // 40 h = 144,000 s, $800.00 → 3/4 and 1/4: 108,000 s / $600.00 and 36,000 s / $200.00
    expect(splitByJob('regular', 144_000, 80_000, jobs)).toEqual([
      { customerId: 1, projectId: 10, seconds: 108_000, amountCents: 60_000 },
      { customerId: 2, projectId: null, seconds: 36_000, amountCents: 20_000 },
    ]);
  });
  it('ties overtime to the only job with overtime hours', () => {
    expect(splitByJob('overtime', 7_200, 6_000, jobs)).toEqual([
      { customerId: 2, projectId: null, seconds: 7_200, amountCents: 6_000 },
    ]);
  });
  it('keeps salary and lines without job costing as one untied row', () => {
    expect(splitByJob('salary', null, 150_000, jobs)).toEqual([
      { customerId: null, projectId: null, seconds: null, amountCents: 150_000 },
    ]);
    expect(splitByJob('regular', 3_600, 2_000, undefined)).toEqual([
      { customerId: null, projectId: null, seconds: 3_600, amountCents: 2_000 },
    ]);
  });
});
