/**
 * Calendar days of time off (company-local `YYYY-MM-DD` dates; pure, no time zone needed: a date
 * is its own day). A request counts every day of its range, or Monday–Friday only when weekends
 * are excluded (the default).
 */

/** Day of week of a date, 0 = Sunday … 6 = Saturday (proleptic Gregorian, UTC arithmetic on the date only). */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** `date` + `n` days. */
export function plusDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Days from `a` to `b` (b − a), e.g. 2026-01-01 → 2026-01-31 = 30. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/**
 * The counted days of `[start, end]` clipped to `[from, to]`: every day, or Monday–Friday only
 * unless `includeWeekends`.
 */
export function countedDays(
  start: string,
  end: string,
  includeWeekends: boolean,
  from: string = start,
  to: string = end,
): string[] {
  const out: string[] = [];
  const a = start > from ? start : from;
  const b = end < to ? end : to;
  for (let d = a; d <= b; d = plusDays(d, 1)) {
    const w = weekday(d);
    if (includeWeekends || (w !== 0 && w !== 6)) out.push(d);
  }
  return out;
}
