/**
 * The current earning (docs/api-conventions.md §2.2): the most recent earning record whose `start_date` is
 * on or before `today` (a company-local date, passed in). Ties on the date go to the later record.
 */

/** Minimal shape the rule needs. */
export interface DatedEarning {
  id: number;
  start_date: string;
}

/** Picks the current earning of `history` (any order), or null when none has started. */
export function currentEarning<T extends DatedEarning>(history: readonly T[], today: string): T | null {
  let best: T | null = null;
  for (const e of history) {
    if (e.start_date > today) continue;
    if (!best || e.start_date > best.start_date || (e.start_date === best.start_date && e.id > best.id)) {
      best = e;
    }
  }
  return best;
}
