/**
 * payclock hours-to-gross payroll engine: one person, one pay period → payrollData or splits
 * (docs/api-conventions.md §5 initialize; docs/pay-calculation.md "Hours" and "Gross"; docs/overtime-rules.md).
 *
 * Pure: no database, no HTTP, no clock (`nowMs` is an input). Instants are UTC epoch ms, dates
 * company-local 'YYYY-MM-DD', durations integer seconds, money integer cents, rates decimal strings.
 */
import {
  calendarCovers,
  calendarRangeFor,
  cachedLocalCalendar,
  countWeekdaysEpoch,
  dateOfEpochDay,
  dayIndexOfDate,
  epochDayOf,
  type LocalCalendar,
} from './calendar.js';
import { formatE4, fraction, fractionKey, parseDecimalE4 } from './decimal.js';
import {
  DOUBLE_TIME_MULTIPLIER_E4,
  finishTimeLine,
  parseEarning,
  ptoLine,
  salaryLine,
  sumCents,
  overtimeRate,
  type ParsedEarning,
  type TimeLineAcc,
} from './gross.js';
import { buildPieces, KIND_WORK, type JobKey, type Piece } from './hours.js';
import { buildJobCosting, type CostedLine, type JobSeconds } from './job-costing.js';
import {
  classifyPieces,
  REASON_DAILY,
  REASON_DT_DAILY,
  REASON_DT_SEVENTH,
  REASON_SEVENTH,
  REASON_WEEKLY,
  type Classification,
} from './overtime.js';
import { earningTimeline, periodParts, type EarningTimeline, type Part } from './splits.js';
import type {
  EarningLine,
  EngineWarning,
  EntryInput,
  EntryResult,
  PayrollDataCalc,
  TimeTotals,
} from './types.js';

export type {
  EngineTimeRecord,
  EngineEarning,
  EntryInput,
  TimeTotals,
  EarningLine,
  JobCostingLine,
  PayrollDataCalc,
  EntryResult,
  EngineWarning,
  PaymentUnit,
  SalaryType,
  EmploymentType,
} from './types.js';
export {
  buildLocalCalendar,
  cachedLocalCalendar,
  calendarRangeFor,
  addDays,
  countWeekdays,
  epochDayOf,
  dateOfEpochDay,
  weekdayOf,
  workweekStartOf,
  type LocalCalendar,
  type WeekdayName,
} from './calendar.js';
export {
  periodContaining,
  periodsAround,
  isPeriodOfSchedule,
  nextPeriod,
  previousPeriod,
  PERIODS_PER_YEAR,
  type PaySchedule,
  type PayPeriod,
  type PayFrequency,
} from './periods.js';
export { parseDecimalE4, formatE4, roundHalfUpDiv } from './decimal.js';
export { hoursAmountCents, salaryAmountCents, overtimeRate, ANNUAL_FACTOR } from './gross.js';
export { distributeCents } from './job-costing.js';

/** Version of the hours-to-gross rules; stored with each payroll so a recomputation can be explained. */
export const PAY_ENGINE_VERSION = '2026.2.0';

const DEFAULT_NV_MINIMUM_WAGE = '12.00';

interface Parser {
  tl: EarningTimeline;
  parsed: Array<ParsedEarning | undefined>;
  warnings: EngineWarning[];
}

interface Ctx extends Parser {
  input: EntryInput;
  jobs: JobKey[];
  cal: LocalCalendar;
  pieces: Piece[];
  cls: Classification;
  dayRateE4: Array<bigint | null>;
  /** Per workweek: Σ seconds × rate (e4) of hours worked with a known rate (exact: < 2^53, else bigint). */
  weekSt: Array<number | bigint>;
  /** Per workweek: Σ seconds of those hours. */
  weekHours: number[];
  contractor: boolean;
  state: string;
}

function earningAt(ctx: Parser, idx: number): ParsedEarning | undefined {
  if (idx < 0) return undefined;
  let pe = ctx.parsed[idx];
  if (pe === undefined) {
    const src = ctx.tl.sorted[idx];
    if (src === undefined) return undefined;
    pe = parseEarning(src, ctx.warnings);
    ctx.parsed[idx] = pe;
  }
  return pe;
}

function reasonText(bits: number, state: string): string {
  const out: string[] = [];
  if (bits & REASON_WEEKLY) out.push('over 40 h in the workweek, FLSA 29 CFR 778.107');
  if (bits & REASON_DAILY) {
    switch (state) {
      case 'CA':
        out.push('over 8 h in the workday, CA Labor Code §510');
        break;
      case 'AK':
        out.push('over 8 h in the day, AK AS 23.10.060');
        break;
      case 'NV':
        out.push('over 8 h in the workday, NV NRS 608.018');
        break;
      case 'CO':
        out.push('over 12 h in the workday, CO COMPS Order');
        break;
      default:
        out.push('daily overtime');
    }
  }
  if (bits & REASON_SEVENTH) out.push('first 8 h of the 7th consecutive workday, CA Labor Code §510');
  if (bits & REASON_DT_DAILY) out.push('over 12 h in the workday, CA Labor Code §510');
  if (bits & REASON_DT_SEVENTH) out.push('over 8 h on the 7th consecutive workday, CA Labor Code §510');
  return out.join('; ');
}

/** Computes one payrollData over `part` (null: the whole period with no earning in force). */
function computePart(
  ctx: Ctx,
  part: Part | null,
  pieceIdx: readonly number[],
  unpaidByPart: readonly { recordId: number; seconds: number }[],
  ptoSeconds: number,
  periodStartDay: number,
  periodEndDay: number,
): PayrollDataCalc {
  const { input, cal, pieces, cls } = ctx;
  const pe = part === null ? undefined : earningAt(ctx, part.earning);
  const unit = pe?.unit ?? null;
  const paysHourly = unit === 'hour';
  const paysOvertime = !ctx.contractor && (unit === 'hour' || unit === 'hourly_salary');

  const totals: TimeTotals = {
    regularSeconds: 0,
    overtimeSeconds: 0,
    doubleOvertimeSeconds: 0,
    paidBreakSeconds: 0,
    unpaidBreakSeconds: 0,
    totalSeconds: 0,
  };
  const jobSeconds = new Map<number, JobSeconds>();
  const lineAcc = new Map<string, TimeLineAcc>();
  const recordIds = new Set<number>();
  let missingRate = false;

  const lineFor = (key: string, make: () => TimeLineAcc): TimeLineAcc => {
    let acc = lineAcc.get(key);
    if (acc === undefined) {
      acc = make();
      lineAcc.set(key, acc);
    }
    return acc;
  };
  const addToLine = (acc: TimeLineAcc, seconds: number, job: number, reasons: number): void => {
    acc.seconds += seconds;
    acc.reasons |= reasons;
    acc.byJob.set(job, (acc.byJob.get(job) ?? 0) + seconds);
  };
  // Exact overtime rates per (workweek, earning record, type), keyed by the reduced fraction so that
  // equal rates share one line (29 CFR 778.115 weighted rate; single-rate weeks give multiplier × rate).
  const otAccs = new Map<number, TimeLineAcc>();
  const otAcc = (
    type: 'overtime' | 'double_overtime',
    w: number,
    e: number,
    rate: bigint,
    mult: bigint,
  ): TimeLineAcc => {
    const ck = ((w * 65_536 + e + 1) << 1) + (type === 'overtime' ? 0 : 1);
    let hit = otAccs.get(ck);
    if (hit === undefined) {
      const st = BigInt(ctx.weekSt[w] ?? 0);
      const h = BigInt(ctx.weekHours[w] ?? 0);
      const weighted = h > 0n && st !== rate * h ? fraction(st, h) : null;
      const fr = overtimeRate(rate, mult, st, h);
      hit = lineFor(`${type}:${fractionKey(fr)}`, () => ({
        type,
        rate: fr,
        baseRateE4: rate,
        multE4: mult,
        weighted,
        seconds: 0,
        reasons: 0,
        byJob: new Map(),
      }));
      otAccs.set(ck, hit);
    }
    return hit;
  };
  const regAccs = new Map<number, TimeLineAcc>();
  const regAcc = (e: number, rate: bigint): TimeLineAcc => {
    let hit = regAccs.get(e);
    if (hit === undefined) {
      hit = lineFor(`regular:${rate}/1`, () => ({
        type: 'regular',
        rate: fraction(rate, 1n),
        baseRateE4: rate,
        multE4: 0n,
        weighted: null,
        seconds: 0,
        reasons: 0,
        byJob: new Map(),
      }));
      regAccs.set(e, hit);
    }
    return hit;
  };

  for (const i of pieceIdx) {
    const p = pieces[i];
    if (p === undefined) continue;
    recordIds.add(p.recordId);
    let reg = cls.regular[i] ?? 0;
    let ot = cls.overtime[i] ?? 0;
    let dt = cls.doubleOvertime[i] ?? 0;
    if (!paysOvertime) {
      reg += ot + dt;
      ot = 0;
      dt = 0;
    }
    totals.regularSeconds += reg;
    totals.overtimeSeconds += ot;
    totals.doubleOvertimeSeconds += dt;
    if (p.kind !== KIND_WORK) totals.paidBreakSeconds += p.seconds;
    let js = jobSeconds.get(p.job);
    if (js === undefined) {
      js = { regular: 0, overtime: 0, doubleOvertime: 0 };
      jobSeconds.set(p.job, js);
    }
    js.regular += reg;
    js.overtime += ot;
    js.doubleOvertime += dt;
    if (pe === undefined) continue;
    const dayIdx = ctx.tl.dayEarning[p.day] ?? -1;
    const dayPe = earningAt(ctx, dayIdx) ?? pe;
    const rate = dayPe.rateE4 ?? pe.rateE4;
    if (rate === null) {
      if ((paysHourly && reg > 0) || ot > 0 || dt > 0) missingRate = true;
      continue;
    }
    if (paysHourly && reg > 0) {
      addToLine(regAcc(dayIdx, rate), reg, p.job, 0);
    }
    if (ot > 0 || dt > 0) {
      const w = cls.weekOfDay[p.day] ?? 0;
      const reasons = cls.reasons[i] ?? 0;
      if (ot > 0) {
        addToLine(
          otAcc('overtime', w, dayIdx, rate, dayPe.multE4),
          ot,
          p.job,
          reasons & (REASON_WEEKLY | REASON_DAILY | REASON_SEVENTH),
        );
      }
      if (dt > 0) {
        addToLine(
          otAcc('double_overtime', w, dayIdx, rate, DOUBLE_TIME_MULTIPLIER_E4),
          dt,
          p.job,
          reasons & (REASON_DT_DAILY | REASON_DT_SEVENTH),
        );
      }
    }
  }
  for (const u of unpaidByPart) {
    totals.unpaidBreakSeconds += u.seconds;
    recordIds.add(u.recordId);
  }
  totals.totalSeconds = totals.regularSeconds + totals.overtimeSeconds + totals.doubleOvertimeSeconds;

  const earnings: EarningLine[] = [];
  const costed: CostedLine[] = [];
  if (pe !== undefined && part !== null) {
    if (missingRate) {
      ctx.warnings.push({
        code: 'no_rate',
        message: `earning ${pe.src.id} has no payment_amount; hours not paid`,
      });
    }
    if (
      unit === 'salary' ||
      unit === 'hourly_salary' ||
      unit === 'yearly' ||
      unit === 'weekly' ||
      unit === 'biweekly' ||
      unit === 'monthly'
    ) {
      const first = Math.max(
        cal.fromEpochDay + part.startDay,
        input.employeeStartDate != null ? epochDayOf(input.employeeStartDate) : -Infinity,
      );
      const last = Math.min(
        cal.fromEpochDay + part.endDay,
        input.dismissedOn != null ? epochDayOf(input.dismissedOn) : Infinity,
      );
      const wdPart = countWeekdaysEpoch(first, last);
      const wdPeriod = countWeekdaysEpoch(cal.fromEpochDay + periodStartDay, cal.fromEpochDay + periodEndDay);
      const line = salaryLine(pe, input.payFrequency, wdPart, wdPeriod);
      if (line !== null) earnings.push(line);
      else {
        ctx.warnings.push({
          code: 'no_salary',
          message: `earning ${pe.src.id} (${unit}) has no salary amount; no salary line`,
        });
      }
    }
    if (paysHourly && ![...lineAcc.values()].some((a) => a.type === 'regular') && pe.rateE4 !== null) {
      earnings.push({
        type: 'regular',
        seconds: 0,
        rate: formatE4(pe.rateE4),
        amountCents: 0,
        description: `Regular 0.00 h × $${formatE4(pe.rateE4)}`,
      });
    }
    const order = { regular: 0, overtime: 1, double_overtime: 2 } as const;
    const accs = [...lineAcc.values()].sort((a, b) => order[a.type] - order[b.type]);
    for (const acc of accs) {
      const line = finishTimeLine(acc, acc.type === 'regular' ? '' : reasonText(acc.reasons, ctx.state));
      earnings.push(line);
      costed.push({ amountCents: line.amountCents, byJob: acc.byJob });
    }
    if (ptoSeconds > 0) {
      const pl = ptoLine(pe, ptoSeconds);
      if (pl !== null) earnings.push(pl);
      else {
        ctx.warnings.push({
          code: 'pto_no_rate',
          message: `earning ${pe.src.id} has no pto_payment_amount or payment_amount; PTO not paid`,
        });
      }
    }
  }
  return {
    earningId: pe?.src.id ?? null,
    timeTotals: totals,
    earnings,
    jobCosting: buildJobCosting(ctx.jobs, jobSeconds, costed),
    grossPayCents: sumCents(earnings),
    timeRecordIds: [...recordIds].sort((a, b) => a - b),
  };
}

/**
 * The records that count for a person dismissed inside (or before) the period: time after the end
 * of the local termination day (`dismissedOn`) is employment that has ended and is not paid. Each
 * record starting after it is left out with an `after_termination` warning naming it; a record
 * running past it is cut there (warning too). The final paycheck is still computed from the rest.
 */
function recordsOfEmployment(
  input: EntryInput,
  cal: LocalCalendar,
  windowDay: number,
  peDay: number,
  warnings: EngineWarning[],
): { records: EntryInput['records']; workEndSec: number } {
  const mid = cal.midnightsSec;
  const periodEndSec = mid[peDay + 1] ?? 0;
  if (input.dismissedOn == null) return { records: input.records, workEndSec: periodEndSec };
  const cutIdx = Math.max(windowDay, Math.min(dayIndexOfDate(cal, input.dismissedOn) + 1, peDay + 1));
  const cutSec = mid[cutIdx] ?? periodEndSec;
  if (cutSec >= periodEndSec) return { records: input.records, workEndSec: periodEndSec };
  const kept: EntryInput['records'] = [];
  for (const r of input.records) {
    const startSec = Math.floor(r.startMs / 1000);
    if (startSec >= cutSec) {
      if (startSec < periodEndSec) {
        warnings.push({
          code: 'after_termination',
          message: `time record ${r.id} (${new Date(r.startMs).toISOString()}) starts after the termination date ${input.dismissedOn}; not paid`,
          timeRecordId: r.id,
        });
      }
      continue;
    }
    if (r.endMs === null || Math.floor(r.endMs / 1000) > cutSec) {
      warnings.push({
        code: 'after_termination',
        message: `time record ${r.id} runs past the end of the termination date ${input.dismissedOn}; paid only until ${new Date(cutSec * 1000).toISOString()}`,
        timeRecordId: r.id,
      });
    }
    kept.push(r);
  }
  return { records: kept, workEndSec: cutSec };
}

/**
 * Computes the pay of one person for one pay period: classified time (regular / overtime / double
 * overtime seconds under FLSA 29 CFR 778 and the workplace state's daily rules), earnings lines
 * (integer cents, one half-up rounding per line), job costing per customer/project (summing exactly to
 * the time-based lines) and warnings.
 *
 * Time after the termination date (`dismissedOn`) is not paid (warning `after_termination` naming
 * each record). Returns `payrollData` when one earning record is in force for the whole period (or the person is a
 * contractor: never split), else `splits`, one per earning record in force, cut at each record's
 * `startDate` inside the period. No earning in force → `payrollData` with zero lines and warning
 * `no_earning`. See docs/overtime-rules.md for every rule, its source and what is not covered.
 *
 * Throws `RangeError` on malformed dates, decimals or an unknown timezone.
 */
export function computePayrollEntry(input: EntryInput): EntryResult {
  const warnings: EngineWarning[] = [];
  const range = calendarRangeFor(input.periodStart, input.periodEnd, input.workweekStart);
  const cal =
    input.calendar !== undefined &&
    calendarCovers(input.calendar, input.timezone, range.fromDate, range.toDate)
      ? input.calendar
      : cachedLocalCalendar(input.timezone, range.fromDate, range.toDate);
  const psDay = dayIndexOfDate(cal, input.periodStart);
  const peDay = dayIndexOfDate(cal, input.periodEnd);
  if (peDay < psDay) {
    throw new RangeError(`period ends before it starts: ${input.periodStart}..${input.periodEnd}`);
  }
  const windowDay = dayIndexOfDate(cal, range.fromDate);
  const mid = cal.midnightsSec;
  const periodStartSec = mid[psDay] ?? 0;
  const { records, workEndSec } = recordsOfEmployment(input, cal, windowDay, peDay, warnings);
  const hours = buildPieces(
    records,
    cal,
    {
      windowStartSec: mid[windowDay] ?? 0,
      periodStartSec,
      periodEndSec: workEndSec,
      nowMs: input.nowMs,
      paidLunchMinutes: input.paidLunchMinutes,
      lunchInOvertime: input.lunchInOvertime,
      ...(input.minUnpaidBreakMinutes !== undefined
        ? { minUnpaidBreakMinutes: input.minUnpaidBreakMinutes }
        : {}),
    },
    warnings,
  );

  const tl = earningTimeline(input.earnings, cal);
  const contractor = input.employmentType === 'contractor';
  const state = (input.workplaceState ?? '').toUpperCase();
  const parser: Parser = { tl, parsed: new Array<ParsedEarning | undefined>(tl.sorted.length), warnings };
  const dayRateE4 = new Array<bigint | null>(cal.dayCount).fill(null);
  for (let d = windowDay; d <= peDay; d++) {
    dayRateE4[d] = earningAt(parser, tl.dayEarning[d] ?? -1)?.rateE4 ?? null;
  }

  const cls = classifyPieces(hours.pieces, cal, {
    workweekStart: input.workweekStart,
    workplaceState: state,
    dayRateE4,
    nevadaMinimumWageE4: parseDecimalE4(input.nevadaMinimumWage ?? DEFAULT_NV_MINIMUM_WAGE),
    noOvertime: contractor,
  });
  const ctx: Ctx = {
    ...parser,
    input,
    jobs: hours.jobs,
    cal,
    pieces: hours.pieces,
    cls,
    dayRateE4,
    weekSt: [],
    weekHours: [],
    contractor,
    state,
  };
  // Weighted regular rate per workweek (29 CFR 778.115): Σ seconds × rate and Σ seconds of hours worked.
  // Only needed when there is overtime to price; accumulated per record run in bigint.
  let anyOvertime = false;
  for (let i = 0; i < hours.pieces.length && !anyOvertime; i++) {
    anyOvertime = (cls.overtime[i] ?? 0) > 0 || (cls.doubleOvertime[i] ?? 0) > 0;
  }
  if (anyOvertime) {
    for (const p of hours.pieces) {
      if (!p.countsOT) continue;
      const r = ctx.dayRateE4[p.day];
      if (r == null) continue;
      const w = cls.weekOfDay[p.day] ?? 0;
      const prev = ctx.weekSt[w] ?? 0;
      const add = Number(r) * p.seconds;
      const next = typeof prev === 'number' ? prev + add : NaN;
      ctx.weekSt[w] =
        Number.isSafeInteger(next) && Number.isSafeInteger(add) ? next : BigInt(prev) + BigInt(p.seconds) * r;
      ctx.weekHours[w] = (ctx.weekHours[w] ?? 0) + p.seconds;
    }
  }

  const parts = periodParts(tl, psDay, peDay, contractor);
  const dayPart = new Int32Array(cal.dayCount).fill(-1);
  parts.forEach((pt, k) => {
    for (let d = pt.startDay; d <= pt.endDay; d++) dayPart[d] = k;
  });
  const noPart = parts.length === 0;
  const slots = noPart ? 1 : parts.length;
  const piecesOf: number[][] = Array.from({ length: slots }, () => []);
  const unpaidOf: Array<Array<{ recordId: number; seconds: number }>> = Array.from(
    { length: slots },
    () => [],
  );
  let orphanSeconds = 0;
  hours.pieces.forEach((p, i) => {
    if (p.day < psDay || p.day > peDay) return;
    const k = noPart ? 0 : (dayPart[p.day] ?? -1);
    if (k < 0) orphanSeconds += p.seconds;
    else piecesOf[k]?.push(i);
  });
  for (const u of hours.unpaid) {
    if (u.day < psDay || u.day > peDay) continue;
    const k = noPart ? 0 : (dayPart[u.day] ?? -1);
    if (k >= 0) unpaidOf[k]?.push(u);
  }
  if (noPart) {
    warnings.push({
      code: 'no_earning',
      message: `no earning record in force between ${input.periodStart} and ${input.periodEnd}; nothing paid`,
    });
  } else if (orphanSeconds > 0) {
    warnings.push({
      code: 'hours_without_earning',
      message: `${orphanSeconds} s worked before the first earning record in force are not paid`,
    });
  }
  const pto = input.ptoSeconds ?? 0;
  if (noPart) {
    const data = computePart(ctx, null, piecesOf[0] ?? [], unpaidOf[0] ?? [], 0, psDay, peDay);
    return { payrollData: data, splits: null, warnings };
  }
  const datas = parts.map((pt, k) =>
    computePart(
      ctx,
      pt,
      piecesOf[k] ?? [],
      unpaidOf[k] ?? [],
      k === parts.length - 1 ? pto : 0,
      psDay,
      peDay,
    ),
  );
  if (datas.length === 1) return { payrollData: datas[0] ?? null, splits: null, warnings };
  return {
    payrollData: null,
    splits: parts.map((pt, k) => ({
      startDate: dateOfEpochDay(cal.fromEpochDay + pt.startDay),
      endDate: dateOfEpochDay(cal.fromEpochDay + pt.endDay),
      payrollData: datas[k] as PayrollDataCalc,
    })),
    warnings,
  };
}
