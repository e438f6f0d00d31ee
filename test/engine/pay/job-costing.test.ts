/**
 * Job costing: overtime lands on the last records worked; amounts sum to the time-based lines to the cent.
 */
import { describe, expect, it } from 'vitest';
import { computePayrollEntry } from '../../../src/modules/payrolls/engine/index.js';
import { H, days, hourly, input, shift, single } from './helpers.js';

describe('job costing', () => {
  it('weekly overtime is assigned chronologically to the last project worked', () => {
    // Mon–Thu 10 h on project 1 (40 h), Fri 5 h on project 2 → the 5 OT hours are project 2's.
    // Project 1: 40 × 20 = $800.00; project 2: 5 × 30 = $150.00 → $950.00 = gross.
    const d = single(
      computePayrollEntry(
        input({
          records: [
            ...days('2026-03-02', 4).map((x) => shift(x, '08:00', 10, { customerId: 7, projectId: 1 })),
            shift('2026-03-06', '08:00', 5, { customerId: 7, projectId: 2 }),
          ],
        }),
      ),
    );
    expect(
      d.jobCosting.map((j) => [j.projectId, j.regularSeconds / H, j.overtimeSeconds / H, j.amountCents]),
    ).toEqual([
      [1, 40, 0, 80000],
      [2, 0, 5, 15000],
    ]);
    expect(d.jobCosting[1]).toMatchObject({
      customerId: 7,
      customerName: 'Customer 7',
      projectName: 'Project 2',
    });
    expect(d.grossPayCents).toBe(95000);
  });

  it('CA daily overtime falls on the project worked at the end of the day', () => {
    // Mon 08:00–16:00 project 1 (8 h), 16:00–18:00 project 2 (2 h) → project 2 gets the 2 OT hours.
    // Project 1: 8 × 20 = $160; project 2: 2 × 30 = $60.
    const d = single(
      computePayrollEntry(
        input({
          workplaceState: 'CA',
          records: [
            shift('2026-03-02', '08:00', 8, { projectId: 1 }),
            shift('2026-03-02', '16:00', 2, { projectId: 2 }),
          ],
        }),
      ),
    );
    expect(
      d.jobCosting.map((j) => [j.projectId, j.regularSeconds / H, j.overtimeSeconds / H, j.amountCents]),
    ).toEqual([
      [1, 8, 0, 16000],
      [2, 0, 2, 6000],
    ]);
  });

  it('rounding is distributed so job costing sums to the lines exactly (largest remainder)', () => {
    // 3 × 1 h at $10.005 on projects 1, 2, 3: line 3 × 10.005 = 30.015 → $30.02 (3,002 cents, half-up).
    // Shares 1,000.67 each → floors 1,000 ×3, the 2 leftover cents to projects 1 and 2 → 1,001 / 1,001 / 1,000.
    const d = single(
      computePayrollEntry(
        input({
          earnings: [hourly('10.005')],
          records: [1, 2, 3].map((p) =>
            shift('2026-03-02', `${String(7 + p).padStart(2, '0')}:00`, 1, { projectId: p }),
          ),
        }),
      ),
    );
    expect(d.grossPayCents).toBe(3002);
    expect(d.jobCosting.map((j) => j.amountCents)).toEqual([1001, 1001, 1000]);
  });

  it('multi-rate week: job costing equals gross per split', () => {
    const r = computePayrollEntry(
      input({
        earnings: [hourly('15'), hourly('20', '2026-03-05')],
        records: [
          ...days('2026-03-02', 3).map((x) => shift(x, '08:00', 10, { projectId: 1 })),
          ...days('2026-03-05', 3).map((x, i) => shift(x, '08:00', 5, { projectId: 2 + (i % 2) })),
        ],
      }),
    );
    for (const s of r.splits ?? []) {
      expect(s.payrollData.jobCosting.reduce((a, j) => a + j.amountCents, 0)).toBe(
        s.payrollData.grossPayCents,
      );
    }
    expect((r.splits ?? []).reduce((a, s) => a + s.payrollData.grossPayCents, 0)).toBe(79167); // as in 29 CFR 778.115 test
  });
});
