/**
 * Test helpers for the hours-to-gross engine: local wall-clock times → UTC epoch ms (via Temporal,
 * independent of the engine), records, earnings and a default input (weekly period Mon 2026-03-02 ..
 * Sun 2026-03-08, America/Los_Angeles, workweek from Monday, no state).
 */
import { Temporal } from 'temporal-polyfill';
import type {
  EngineEarning,
  EngineTimeRecord,
  EntryInput,
  EntryResult,
  PayrollDataCalc,
} from '../../../src/modules/payrolls/engine/index.js';

export const TZ = 'America/Los_Angeles';
export const H = 3600;

/** Epoch ms of a local wall-clock time 'YYYY-MM-DDTHH:MM' in `tz`. */
export function at(local: string, tz = TZ): number {
  return Temporal.PlainDateTime.from(local).toZonedDateTime(tz).epochMilliseconds;
}

let nextId = 1;
interface RecOpts {
  customerId?: number | null;
  projectId?: number | null;
  missedClockout?: boolean;
  id?: number;
}

/** A record from local `from` to local `to` ('YYYY-MM-DDTHH:MM'; `to` null = active). */
export function rec(
  type: 'work' | 'break',
  from: string,
  to: string | null,
  o: RecOpts = {},
): EngineTimeRecord {
  const customerId = o.customerId ?? null;
  const projectId = o.projectId ?? null;
  return {
    id: o.id ?? nextId++,
    type,
    startMs: at(from),
    endMs: to === null ? null : at(to),
    customerId,
    customerName: customerId === null ? null : `Customer ${customerId}`,
    projectId,
    projectName: projectId === null ? null : `Project ${projectId}`,
    missedClockout: o.missedClockout ?? false,
  };
}

/** A work shift starting at local `date`T`start` lasting `hours` elapsed hours. */
export function shift(date: string, start: string, hours: number, o: RecOpts = {}): EngineTimeRecord {
  const startMs = at(`${date}T${start}`);
  const r = rec('work', `${date}T${start}`, `${date}T${start}`, o);
  return { ...r, startMs, endMs: startMs + Math.round(hours * 3_600_000) };
}

/** An hourly earning record. */
export function hourly(
  rate: string,
  startDate = '2020-01-01',
  extra: Partial<EngineEarning> = {},
): EngineEarning {
  return {
    id: nextId++,
    startDate,
    paymentUnit: 'hour',
    salaryType: null,
    paymentAmount: rate,
    salary: null,
    overtimeAmount: '1.5',
    defaultHours: '40',
    ptoPaymentAmount: null,
    ...extra,
  };
}

/** A salaried earning record. */
export function salaried(
  salary: string,
  salaryType: EngineEarning['salaryType'],
  startDate = '2020-01-01',
  extra: Partial<EngineEarning> = {},
): EngineEarning {
  return {
    id: nextId++,
    startDate,
    paymentUnit: 'salary',
    salaryType,
    paymentAmount: null,
    salary,
    overtimeAmount: '1.5',
    defaultHours: '40',
    ptoPaymentAmount: null,
    ...extra,
  };
}

/** Default input, overridable. */
export function input(o: Partial<EntryInput>): EntryInput {
  return {
    periodStart: '2026-03-02',
    periodEnd: '2026-03-08',
    payFrequency: 'weekly',
    timezone: TZ,
    workweekStart: 'monday',
    employmentType: 'employee',
    workplaceState: null,
    paidLunchMinutes: 0,
    lunchInOvertime: false,
    employeeStartDate: null,
    dismissedOn: null,
    earnings: [hourly('20.00')],
    records: [],
    nowMs: at('2026-04-01T00:00'),
    ...o,
  };
}

/** The single payrollData of a result (fails when the result has splits). */
export function single(r: EntryResult): PayrollDataCalc {
  if (r.payrollData === null) throw new Error('expected payrollData, got splits');
  return r.payrollData;
}

/** Seconds and cents of the line(s) of a type. */
export function lineOf(
  d: PayrollDataCalc,
  type: string,
): { seconds: number; cents: number; rates: Array<string | null> } {
  const ls = d.earnings.filter((l) => l.type === type);
  return {
    seconds: ls.reduce((s, l) => s + (l.seconds ?? 0), 0),
    cents: ls.reduce((s, l) => s + l.amountCents, 0),
    rates: ls.map((l) => l.rate),
  };
}

/** Consecutive days from `from` (inclusive), 'YYYY-MM-DD'. */
export function days(from: string, n: number): string[] {
  const d0 = Temporal.PlainDate.from(from);
  return Array.from({ length: n }, (_, i) => d0.add({ days: i }).toString());
}
