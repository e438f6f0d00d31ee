/**
 * Job costing: time and time-based pay per customer/project (docs/api-conventions.md §5 `jobCostingData`).
 *
 * Seconds come from the classified pieces (overtime seconds are the last hours worked, so they land on
 * the records — and customers/projects — they fell in). Amounts: each time-based earnings line
 * (regular / overtime / double_overtime) is rounded once to cents, then its cents are distributed over
 * the jobs in proportion to the seconds each job contributed to that line, by the largest-remainder
 * method (floor every share, give the leftover cents one by one to the largest fractional remainders;
 * ties → more seconds, then job order). So the job-costing amounts of a payrollData sum exactly to its
 * time-based earnings lines, to the cent. Salary and PTO lines are not time-based and not costed.
 */
import type { JobKey } from './hours.js';
import type { JobCostingLine } from './types.js';

/**
 * Splits `totalCents` (integer ≥ 0) into integer parts proportional to `weights` (non-negative
 * integers, e.g. seconds) by the largest-remainder method; the parts sum exactly to `totalCents`.
 * All-zero weights → everything on the first entry.
 */
export function distributeCents(totalCents: number, weights: readonly number[]): number[] {
  const n = weights.length;
  const out = new Array<number>(n).fill(0);
  if (n === 0) return out;
  let sum = 0;
  for (const w of weights) sum += w;
  if (sum <= 0 || n === 1) {
    out[0] = totalCents;
    return out;
  }
  const total = BigInt(totalCents);
  const bigSum = BigInt(sum);
  const rema: Array<{ i: number; rem: bigint; w: number }> = [];
  let given = 0;
  for (let i = 0; i < n; i++) {
    const w = weights[i] ?? 0;
    const prod = total * BigInt(w);
    const q = Number(prod / bigSum);
    out[i] = q;
    given += q;
    rema.push({ i, rem: prod % bigSum, w });
  }
  let left = totalCents - given;
  if (left > 0) {
    rema.sort((a, b) => (a.rem === b.rem ? b.w - a.w || a.i - b.i : a.rem > b.rem ? -1 : 1));
    for (let k = 0; left > 0; k = (k + 1) % n, left--) {
      const r = rema[k];
      if (r !== undefined) out[r.i] = (out[r.i] ?? 0) + 1;
    }
  }
  return out;
}

/** Seconds of one job inside a payrollData, by class. */
export interface JobSeconds {
  regular: number;
  overtime: number;
  doubleOvertime: number;
}

/** A time-based earnings line as job costing sees it: its cents and the seconds each job put in. */
export interface CostedLine {
  amountCents: number;
  /** job index → seconds of the line worked on that job. */
  byJob: Map<number, number>;
}

/**
 * Builds the job-costing lines of one payrollData from per-job seconds and the time-based lines.
 * Output sorted by customer id, then project id (nulls last). Σ amountCents = Σ line amountCents.
 */
export function buildJobCosting(
  jobs: readonly JobKey[],
  seconds: ReadonlyMap<number, JobSeconds>,
  lines: readonly CostedLine[],
): JobCostingLine[] {
  const amounts = new Map<number, number>();
  for (const line of lines) {
    const ids = [...line.byJob.keys()].sort((a, b) => a - b);
    const shares = distributeCents(
      line.amountCents,
      ids.map((j) => line.byJob.get(j) ?? 0),
    );
    ids.forEach((j, k) => amounts.set(j, (amounts.get(j) ?? 0) + (shares[k] ?? 0)));
  }
  const ids = new Set<number>([...seconds.keys(), ...amounts.keys()]);
  const out: JobCostingLine[] = [];
  for (const j of ids) {
    const key = jobs[j];
    if (key === undefined) continue;
    const s = seconds.get(j);
    out.push({
      customerId: key.customerId,
      customerName: key.customerName,
      projectId: key.projectId,
      projectName: key.projectName,
      regularSeconds: s?.regular ?? 0,
      overtimeSeconds: s?.overtime ?? 0,
      doubleOvertimeSeconds: s?.doubleOvertime ?? 0,
      amountCents: amounts.get(j) ?? 0,
    });
  }
  const cmp = (a: number | null, b: number | null): number =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b;
  out.sort((a, b) => cmp(a.customerId, b.customerId) || cmp(a.projectId, b.projectId));
  return out;
}
