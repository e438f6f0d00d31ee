/**
 * Earnings lines of a create-draft entry → validated lines in cents (docs/api-conventions.md §5):
 * an omitted amount is hours × rate, half-up to the cent, computed exactly (no float step). Each
 * line keeps its split's job costing and punches so the ledger can tie it to customers and projects.
 */
import type { FieldError } from '../../../shared/errors.js';
import { decimalPlaces, dollarsToCents, toDecimalString } from '../../../shared/money.js';
import { parseDecimalE4 } from '../engine/index.js';
import type { Static } from 'typebox';
import type { EarningLineIn, Entry, PayrollData } from '../payrolls.schemas.js';
import type { JobHours } from './job-costing-split.js';

/** An earnings line as submitted (dollars, hours). */
export type EarningLineInput = Static<typeof EarningLineIn>;

/** The payrollData of an entry (only `earnings` is required; the rest is informational). */
export type PayrollDataInput = Static<typeof PayrollData>;

/** An entry of create_draft: exactly one of payrollData or splits. */
export type EntryInput = Static<typeof Entry>;

/** A validated earnings line, cents. */
export interface DraftLine {
  type: string;
  hours: number | null;
  rate: number | null;
  amountCents: number;
  description: string | null;
  /** Job costing of the line's split (to split time-based lines by customer/project). */
  jobs: JobHours[] | undefined;
  /** Punches of the line's split. */
  recordIds: number[];
}

/** Exact cents of hours (≤ 2 dp) × rate (≤ 4 dp), half-up; no float arithmetic. */
export function hoursTimesRateCents(hours: number, rate: number): number {
  const h = BigInt(dollarsToCents(hours)); // hours × 100, from the number's decimal string
  const r = parseDecimalE4(toDecimalString(rate, 4)!); // dollars per hour × 10^4
  const e6 = h * r; // dollars × 10^6
  return Number((e6 + 5_000n) / 10_000n);
}

/**
 * The lines of an entry in order (every split's, concatenated), with errors appended to `errors`
 * naming the path (`{path}.payrollData.earnings[j].hours` …) of each invalid value.
 */
export function draftLines(e: EntryInput, path: string, errors: FieldError[]) {
  const parts = e.splits
    ? e.splits.map((s, k) => ({ data: s.payrollData, p: `${path}.splits[${k}].payrollData` }))
    : e.payrollData
      ? [{ data: e.payrollData, p: `${path}.payrollData` }]
      : [];
  const out: DraftLine[] = [];
  const recordIds: number[] = [];
  for (const { data, p } of parts) {
    const ids = data.time_record_ids ?? [];
    recordIds.push(...ids);
    data.earnings.forEach((l, j) => {
      const lp = `${p}.earnings[${j}]`;
      if (l.hours != null && decimalPlaces(l.hours) > 2) {
        errors.push({ field: `${lp}.hours`, message: `${l.hours} has more than 2 decimals` });
      }
      if (l.rate != null && decimalPlaces(l.rate) > 4) {
        errors.push({ field: `${lp}.rate`, message: `${l.rate} has more than 4 decimals` });
      }
      if (l.amount != null && decimalPlaces(l.amount) > 2) {
        errors.push({ field: `${lp}.amount`, message: `${l.amount} has more than 2 decimals` });
      }
      let cents = 0;
      if (l.amount != null) cents = decimalPlaces(l.amount) <= 2 ? dollarsToCents(l.amount) : 0;
      else if (l.hours != null && l.rate != null) {
        cents =
          decimalPlaces(l.hours) <= 2 && decimalPlaces(l.rate) <= 4
            ? hoursTimesRateCents(l.hours, l.rate)
            : 0;
      } else {
        errors.push({ field: `${lp}.amount`, message: 'is required unless hours and rate are both given' });
      }
      out.push({
        type: l.type,
        hours: l.hours ?? null,
        rate: l.rate ?? null,
        amountCents: cents,
        description: l.description ?? null,
        jobs: data.jobCostingData,
        recordIds: ids,
      });
    });
  }
  return { lines: out, recordIds };
}
