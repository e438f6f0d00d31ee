/**
 * Appends the time-off earnings lines of one person (src/modules/time-off/payroll-lines.ts) to an
 * initialize entry: to its payrollData, or to the last split when the period is split at an earning
 * change, adding their amounts to that part's gross pay in exact cents.
 */
import { centsToDollars, dollarsToCents } from '../../shared/money.js';
import type { TimeOffLine } from '../time-off/payroll-lines.js';

type Data = { earnings: unknown[]; gross_pay: number };

/** Adds `lines` to the entry (no-op when there are none). */
export function addTimeOffLines(entry: Record<string, unknown>, lines: TimeOffLine[] | undefined): void {
  if (!lines || lines.length === 0) return;
  const splits = entry.splits as Array<{ payrollData: Data }> | undefined;
  const data = splits ? splits.at(-1)!.payrollData : (entry.payrollData as Data);
  let cents = dollarsToCents(data.gross_pay);
  for (const l of lines) {
    data.earnings.push(l);
    cents += dollarsToCents(l.amount);
  }
  data.gross_pay = centsToDollars(cents);
}
