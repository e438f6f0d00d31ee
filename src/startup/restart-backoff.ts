/**
 * When the cluster primary restarts a worker that died (primary.ts): at once after a worker that
 * had run for a while, with a doubling delay when workers keep dying soon after their start (a
 * crash loop must not spin a core or flood the log). Pure.
 */

/** A worker that ran at least this long (ms) counts as healthy: its replacement starts at once. */
export const HEALTHY_AFTER_MS = 30_000;
/** First delay of a crash loop, ms. */
export const FIRST_DELAY_MS = 500;
/** Longest delay, ms. */
export const MAX_DELAY_MS = 30_000;

/**
 * The delay (ms) before starting the replacement of a worker that ran `livedMs`, given the delay
 * used for the previous replacement in the same slot (0 for none).
 */
export function restartDelayMs(previousDelayMs: number, livedMs: number): number {
  if (livedMs >= HEALTHY_AFTER_MS) return 0;
  return previousDelayMs <= 0 ? FIRST_DELAY_MS : Math.min(previousDelayMs * 2, MAX_DELAY_MS);
}
