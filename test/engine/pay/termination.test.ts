/**
 * A person dismissed inside the pay period: time after the termination date is not paid, each
 * record after it is named in an `after_termination` warning, and the final paycheck is still
 * computed. Weekly period Mon 2026-03-02 … Sun 2026-03-08, America/Los_Angeles, $20.00/h.
 */
import { describe, expect, it } from 'vitest';
import { computePayrollEntry } from '../../../src/modules/payrolls/engine/index.js';
import { days, H, input, lineOf, rec, single } from './helpers.js';

describe('records after the termination date (dismissed_on)', () => {
  const week = days('2026-03-02', 5).map((d, i) => rec('work', `${d}T08:00`, `${d}T16:00`, { id: 101 + i }));

  it('dismissed Wed 03-04: Mon–Wed paid (24 h × $20 = $480.00), Thu and Fri left out and named', () => {
    const r = computePayrollEntry(input({ dismissedOn: '2026-03-04', records: week }));
    const d = single(r);
    expect(lineOf(d, 'regular')).toMatchObject({ seconds: 24 * H, cents: 48000 });
    expect(d.timeRecordIds).toEqual([101, 102, 103]);
    const w = r.warnings.filter((x) => x.code === 'after_termination');
    expect(w.map((x) => x.timeRecordId)).toEqual([104, 105]);
    expect(w[0]!.message).toContain('time record 104');
    expect(w[0]!.message).toContain('termination date 2026-03-04');
  });

  it('a shift running past midnight of the termination date is cut there: Wed 20:00–Thu 02:00 → 4 h = $80.00', () => {
    const r = computePayrollEntry(
      input({
        dismissedOn: '2026-03-04',
        records: [rec('work', '2026-03-04T20:00', '2026-03-05T02:00', { id: 7 })],
      }),
    );
    expect(lineOf(single(r), 'regular')).toMatchObject({ seconds: 4 * H, cents: 8000 });
    expect(r.warnings.find((x) => x.code === 'after_termination')?.timeRecordId).toBe(7);
  });

  it('dismissed on the last day of the period or later: nothing is left out, no warning', () => {
    const r = computePayrollEntry(input({ dismissedOn: '2026-03-08', records: week }));
    expect(lineOf(single(r), 'regular').cents).toBe(80000); // 40 h × $20
    expect(r.warnings.filter((x) => x.code === 'after_termination')).toEqual([]);
  });
});
