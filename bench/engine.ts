/**
 * Pure engines, one core, in this process:
 *  - the tax engine through `benchTaxEngine()` (bench/engine-taxes.ts): 100,000 varied
 *    employee-periods; goal ≥ 100,000 employee-periods per second;
 *  - the hours-to-gross engine (`computePayrollEntry`) over 10,000 varied inputs (seeded PRNG:
 *    weekly/biweekly/semimonthly/monthly periods, four time zones, CA/NY/TX/NV/CO/AK/WA workplaces,
 *    employees/contractors/admins, hourly and salaried, mid-period rate changes (splits), lunches
 *    and short breaks, jobs, the odd active or missed-clock-out record). Input generation and a
 *    warm-up pass are excluded from the timing. No goal is set in the issues; reported for reference.
 * Run alone: `npx tsx bench/engine.ts`.
 */
import { fileURLToPath } from 'node:url';
import {
  cachedLocalCalendar,
  calendarRangeFor,
  computePayrollEntry,
  periodContaining,
  type EngineEarning,
  type EngineTimeRecord,
  type EntryInput,
  type PayFrequency,
} from '../src/modules/payrolls/engine/index.js';
import { startOfLocalDay } from '../src/shared/time.js';
import { benchTaxEngine } from './engine-taxes.js';
import { fmt, prng, printTable, type BenchOptions, type SummaryRow } from './lib.js';

const TIMEZONES = ['America/Los_Angeles', 'America/New_York', 'America/Chicago', 'America/Denver'];
const STATES = ['CA', 'CA', 'CA', 'NY', 'TX', 'NV', 'CO', 'AK', 'WA'];
const FREQS: PayFrequency[] = ['weekly', 'biweekly', 'biweekly', 'semimonthly', 'monthly'];
const DATES = ['2026-02-10', '2026-03-10', '2026-06-17', '2026-11-03'];

/** Builds `n` deterministic varied inputs of `computePayrollEntry`. */
export function buildEntryInputs(n: number, seed = 20261121): EntryInput[] {
  const r = prng(seed);
  const pick = <T>(a: readonly T[]): T => a[Math.floor(r() * a.length)]!;
  const out: EntryInput[] = [];
  let recordId = 1;
  for (let i = 0; i < n; i++) {
    const timezone = pick(TIMEZONES);
    const payFrequency = pick(FREQS);
    const period = periodContaining({ payFrequency, anchorStartDate: '2026-01-04' }, pick(DATES));
    const workweekStart = r() < 0.8 ? 'sunday' : 'monday';
    const range = calendarRangeFor(period.startDate, period.endDate, workweekStart);
    const calendar = cachedLocalCalendar(timezone, range.fromDate, range.toDate);
    const kind = r();
    const employmentType = kind < 0.85 ? 'employee' : kind < 0.95 ? 'contractor' : 'admin';
    const salaried = employmentType !== 'contractor' && r() < 0.15;
    const rate = (18 + Math.floor(r() * 4_000) / 100).toFixed(2);
    const earnings: EngineEarning[] = [
      salaried
        ? {
            id: 1,
            startDate: '2025-01-01',
            paymentUnit: 'salary',
            salaryType: 'yearly',
            paymentAmount: null,
            salary: String(50_000 + Math.floor(r() * 100_000)),
            overtimeAmount: null,
            defaultHours: '40',
            ptoPaymentAmount: null,
          }
        : {
            id: 1,
            startDate: '2025-01-01',
            paymentUnit: 'hour',
            salaryType: null,
            paymentAmount: rate,
            salary: null,
            overtimeAmount: r() < 0.1 ? '2' : null,
            defaultHours: '40',
            ptoPaymentAmount: null,
          },
    ];
    if (r() < 0.1) {
      // A raise in the middle of the period: the entry is split.
      const mid = range.fromDate < period.startDate ? period.startDate : range.fromDate;
      const d = new Date(`${mid}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + 3);
      earnings.push({
        ...earnings[0]!,
        id: 2,
        startDate: d.toISOString().slice(0, 10),
        paymentAmount: salaried ? null : (Number(rate) + 1.5).toFixed(2),
        salary: salaried ? String(160_000) : null,
      });
    }
    const records: EngineTimeRecord[] = [];
    const jobs = [
      { c: null, p: null },
      { c: 11, p: 21 },
      { c: 12, p: null },
    ] as const;
    let lastEnd = 0;
    for (let day = 0; day < calendar.dayCount; day++) {
      const date = new Date((calendar.fromEpochDay + day) * 86_400_000).toISOString().slice(0, 10);
      if (r() < 0.3) continue; // day off
      const startMs = startOfLocalDay(date, timezone) + (6 * 60 + Math.floor(r() * 240)) * 60_000;
      const workMin = 240 + Math.floor(r() * 480); // 4–12 h
      const job = pick(jobs);
      const rec = (type: 'work' | 'break', s: number, e: number | null): EngineTimeRecord => ({
        id: recordId++,
        type,
        startMs: s,
        endMs: e,
        customerId: job.c,
        customerName: job.c ? `Customer ${job.c}` : null,
        projectId: job.p,
        projectName: job.p ? `Project ${job.p}` : null,
        missedClockout: r() < 0.01,
      });
      if (startMs <= lastEnd) continue;
      const firstHalf = Math.floor(workMin / 2) * 60_000;
      const lunch = (25 + Math.floor(r() * 35)) * 60_000;
      records.push(rec('work', startMs, startMs + firstHalf));
      if (r() < 0.4) records.push(rec('break', startMs + 60 * 60_000, startMs + 70 * 60_000));
      records.push(rec('break', startMs + firstHalf, startMs + firstHalf + lunch));
      const secondStart = startMs + firstHalf + lunch;
      const end = secondStart + (workMin * 60_000 - firstHalf);
      const active = day === calendar.dayCount - 1 && r() < 0.05;
      records.push(rec('work', secondStart, active ? null : end));
      lastEnd = end;
    }
    records.sort((a, b) => a.startMs - b.startMs);
    out.push({
      periodStart: period.startDate,
      periodEnd: period.endDate,
      payFrequency,
      timezone,
      workweekStart,
      employmentType,
      workplaceState: pick(STATES),
      paidLunchMinutes: r() < 0.2 ? 30 : 0,
      lunchInOvertime: r() < 0.1,
      employeeStartDate: r() < 0.05 ? period.startDate : '2024-05-01',
      dismissedOn: r() < 0.03 ? period.endDate : null,
      earnings,
      records,
      nowMs: startOfLocalDay(period.endDate, timezone) + 12 * 3_600_000,
      calendar,
    });
  }
  return out;
}

/** Times `computePayrollEntry` over `n` varied inputs (single thread). */
export async function benchHoursEngine(
  n = 10_000,
): Promise<{ inputs: number; records: number; splits: number; seconds: number; perSecond: number }> {
  const inputs = buildEntryInputs(n);
  for (const x of buildEntryInputs(2_000, 7)) computePayrollEntry(x); // warm-up (JIT), not timed
  let splits = 0;
  let sink = 0;
  const t0 = process.hrtime.bigint();
  for (const x of inputs) {
    const res = computePayrollEntry(x);
    if (res.splits) splits++;
    sink += res.payrollData?.grossPayCents ?? res.splits?.[0]?.payrollData.grossPayCents ?? 0;
  }
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  if (sink === 0.5) console.log(sink);
  await Promise.resolve();
  const records = inputs.reduce((s, x) => s + x.records.length, 0);
  return { inputs: inputs.length, records, splits, seconds, perSecond: inputs.length / seconds };
}

/** Runs both engine benchmarks; prints a table; returns summary rows. */
export async function benchEngine(_opts: BenchOptions): Promise<{
  tax: Awaited<ReturnType<typeof benchTaxEngine>>;
  hours: Awaited<ReturnType<typeof benchHoursEngine>>;
  summary: SummaryRow[];
}> {
  console.log('\n== engine: tax engine and hours engine (pure, one core, in process) ==');
  const tax = await benchTaxEngine();
  const hours = await benchHoursEngine(10_000);
  printTable(
    ['engine', 'inputs', 'seconds', 'per second', 'goal'],
    [
      [
        'tax (calculatePaycheckTaxes), after a warm-up pass',
        fmt(tax.inputs),
        fmt(tax.seconds, 3),
        fmt(tax.perSecond),
        '≥ 100,000 /s',
      ],
      [
        'tax, cold (first pass after 5,000 inputs; method before 2026-11-26)',
        fmt(tax.inputs),
        fmt(tax.coldSeconds, 3),
        fmt(tax.coldPerSecond),
        '—',
      ],
      [
        'tax, warm (3rd pass over the same inputs)',
        fmt(tax.inputs),
        fmt(tax.warmSeconds, 3),
        fmt(tax.warmPerSecond),
        '—',
      ],
      [
        `hours (computePayrollEntry; ${fmt(hours.records)} records, ${fmt(hours.splits)} split)`,
        fmt(hours.inputs),
        fmt(hours.seconds, 3),
        fmt(hours.perSecond),
        '—',
      ],
    ],
  );
  return {
    tax,
    hours,
    summary: [
      {
        bench: 'engine',
        metric: 'tax employee-periods/s',
        value: fmt(tax.perSecond),
        goal: '≥ 100,000',
        met: tax.perSecond >= 100_000,
      },
      {
        bench: 'engine',
        metric: 'tax employee-periods/s, cold (first pass after 5,000 inputs)',
        value: fmt(tax.coldPerSecond),
        goal: '—',
        met: null,
      },
      {
        bench: 'engine',
        metric: 'tax employee-periods/s, warm (3rd pass)',
        value: fmt(tax.warmPerSecond),
        goal: '—',
        met: null,
      },
      {
        bench: 'engine',
        metric: 'hours entries/s (10,000 inputs)',
        value: fmt(hours.perSecond),
        goal: '—',
        met: null,
      },
    ],
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await benchEngine({ quick: process.argv.includes('--quick'), pgAdminUrl: '' });
}
