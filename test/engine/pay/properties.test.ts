/**
 * fast-check properties of computePayrollEntry over random non-overlapping shifts and breaks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildLocalCalendar,
  computePayrollEntry,
  type EngineTimeRecord,
  type EntryInput,
  type PayrollDataCalc,
} from '../../../src/modules/payrolls/engine/index.js';
import { at, hourly, input } from './helpers.js';

const PERIOD_START_MS = at('2026-03-02T00:00');
const calendar = buildLocalCalendar('America/Los_Angeles', '2026-03-02', '2026-03-15');

/** Shifts as (gap before in minutes, length in minutes, type, project) laid one after another from the period start. */
const shiftsArb = fc.array(
  fc.record({
    gap: fc.integer({ min: 0, max: 18 * 60 }),
    len: fc.integer({ min: 1, max: 14 * 60 }),
    isBreak: fc.boolean(),
    project: fc.integer({ min: 1, max: 3 }),
  }),
  { maxLength: 25 },
);

function toRecords(
  shifts: Array<{ gap: number; len: number; isBreak: boolean; project: number }>,
): EngineTimeRecord[] {
  const out: EngineTimeRecord[] = [];
  let t = PERIOD_START_MS;
  shifts.forEach((s, i) => {
    t += s.gap * 60_000;
    out.push({
      id: i + 1,
      type: s.isBreak ? 'break' : 'work',
      startMs: t,
      endMs: t + s.len * 60_000,
      customerId: s.project,
      customerName: `C${s.project}`,
      projectId: s.project,
      projectName: `P${s.project}`,
      missedClockout: false,
    });
    t += s.len * 60_000;
  });
  return out;
}

const scenario = fc.record({
  shifts: shiftsArb,
  rateCents: fc.integer({ min: 725, max: 20_000 }),
  state: fc.constantFrom(null, 'CA', 'AK', 'NV', 'CO', 'TX'),
  lunch: fc.constantFrom(0, 30, 60),
  lunchInOvertime: fc.boolean(),
  raiseDay: fc.option(fc.integer({ min: 3, max: 15 })),
});

function entry(
  s: {
    rateCents: number;
    state: string | null;
    lunch: number;
    lunchInOvertime: boolean;
    raiseDay: number | null;
  },
  records: EngineTimeRecord[],
): EntryInput {
  const rate = (s.rateCents / 100).toFixed(2);
  const earnings = [hourly(rate)];
  if (s.raiseDay !== null) {
    earnings.push(
      hourly(((s.rateCents + 137) / 100).toFixed(2), `2026-03-${String(s.raiseDay).padStart(2, '0')}`),
    );
  }
  return input({
    periodStart: '2026-03-02',
    periodEnd: '2026-03-15',
    payFrequency: 'biweekly',
    workplaceState: s.state,
    paidLunchMinutes: s.lunch,
    lunchInOvertime: s.lunchInOvertime,
    earnings,
    records,
    calendar,
  });
}

function datas(r: ReturnType<typeof computePayrollEntry>): PayrollDataCalc[] {
  return r.payrollData !== null ? [r.payrollData] : (r.splits ?? []).map((x) => x.payrollData);
}

const timeBased = (d: PayrollDataCalc) =>
  d.earnings
    .filter((l) => l.type === 'regular' || l.type === 'overtime' || l.type === 'double_overtime')
    .reduce((a, l) => a + l.amountCents, 0);

describe('properties', () => {
  it('total paid seconds = regular + overtime + double overtime = Σ line seconds; job costing sums to time-based gross', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const records = toRecords(s.shifts);
        const r = computePayrollEntry(entry(s, records));
        expect((r.payrollData === null) !== (r.splits === null)).toBe(true);
        let paid = 0;
        for (const d of datas(r)) {
          const t = d.timeTotals;
          expect(t.totalSeconds).toBe(t.regularSeconds + t.overtimeSeconds + t.doubleOvertimeSeconds);
          expect(d.earnings.reduce((a, l) => a + (l.seconds ?? 0), 0)).toBe(t.totalSeconds);
          expect(d.jobCosting.reduce((a, j) => a + j.amountCents, 0)).toBe(timeBased(d));
          expect(
            d.jobCosting.reduce(
              (a, j) => a + j.regularSeconds + j.overtimeSeconds + j.doubleOvertimeSeconds,
              0,
            ),
          ).toBe(t.totalSeconds);
          expect(d.grossPayCents).toBe(d.earnings.reduce((a, l) => a + l.amountCents, 0));
          expect(d.grossPayCents).toBeGreaterThanOrEqual(0);
          paid += t.totalSeconds;
        }
        // All work time inside the period is paid (breaks may or may not be).
        const periodEnd = at('2026-03-16T00:00');
        const work = records
          .filter((x) => x.type === 'work')
          .reduce((a, x) => a + Math.max(0, Math.min(x.endMs ?? 0, periodEnd) - x.startMs) / 1000, 0);
        expect(paid).toBeGreaterThanOrEqual(work);
      }),
      { numRuns: 300 },
    );
  });

  it('gross is monotone in hours for hourly employees (adding a later shift never lowers pay)', () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: 1, max: 12 * 60 }), (s, extra) => {
        const records = toRecords(s.shifts);
        const last = records.reduce((m, x) => Math.max(m, x.endMs ?? 0), PERIOD_START_MS);
        const more = [
          ...records,
          {
            ...(records[0] ?? toRecords([{ gap: 0, len: 1, isBreak: false, project: 1 }])[0]!),
            id: 999,
            type: 'work' as const,
            startMs: last + 60_000,
            endMs: last + 60_000 + extra * 60_000,
          },
        ];
        const total = (rs: EngineTimeRecord[]) =>
          datas(computePayrollEntry(entry(s, rs))).reduce((a, d) => a + d.grossPayCents, 0);
        expect(total(more)).toBeGreaterThanOrEqual(total(records));
      }),
      { numRuns: 300 },
    );
  });
});
