/**
 * Splits one time-based earnings line (regular, overtime, double overtime) across the customers and
 * projects of its `jobCostingData`, in proportion to each job's hours of that kind; seconds and
 * cents are both allocated by largest remainder so the parts sum exactly to the line.
 */

/** A job-costing row of an entry's payrollData (hours in JSON as the hours engine reported them). */
export interface JobHours {
  customer_id: number | null;
  project_id: number | null;
  regular_hours: number;
  overtime_hours: number;
  double_overtime_hours: number;
}

/** One part of a split line. */
export interface JobPart {
  customerId: number | null;
  projectId: number | null;
  seconds: number | null;
  amountCents: number;
}

const HOURS_FIELD: Record<string, keyof JobHours | undefined> = {
  regular: 'regular_hours',
  overtime: 'overtime_hours',
  double_overtime: 'double_overtime_hours',
};

/**
 * Largest-remainder allocation of the integer `total` in proportion to integer `weights` (≥ 0, sum > 0).
 * Ties go to the earlier weight.
 */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  const big = BigInt(total);
  const bigSum = BigInt(sum);
  const parts = weights.map((w) => (big * BigInt(w)) / bigSum);
  const rems = weights.map((w, i) => ({ i, r: (big * BigInt(w)) % bigSum }));
  let left = total - parts.reduce((s, p) => s + Number(p), 0);
  rems.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  const out = parts.map(Number);
  for (let k = 0; left > 0; k++, left--) out[rems[k % rems.length]!.i]! += 1;
  return out;
}

/**
 * The parts of a line of `type` with `seconds` and `amountCents` over `jobs`. A type that is not
 * time-based, or jobs without hours of that type, give one part with no customer or project; a
 * single job gives one part tied to it.
 */
export function splitByJob(
  type: string,
  seconds: number | null,
  amountCents: number,
  jobs: readonly JobHours[] | undefined,
): JobPart[] {
  const field = HOURS_FIELD[type];
  const withHours = field && jobs ? jobs.filter((j) => Number(j[field]) > 0) : [];
  if (!field || withHours.length === 0) {
    return [{ customerId: null, projectId: null, seconds, amountCents }];
  }
  // Hours with ≤ 2 decimals → integer hundredths as weights.
  const weights = withHours.map((j) => Math.round(Number(j[field]) * 100));
  const cents = allocate(amountCents, weights);
  const secs = seconds === null ? null : allocate(seconds, weights);
  return withHours.map((j, k) => ({
    customerId: j.customer_id ?? null,
    projectId: j.project_id ?? null,
    seconds: secs === null ? null : secs[k]!,
    amountCents: cents[k]!,
  }));
}
