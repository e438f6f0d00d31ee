/**
 * Retry schedule of a webhook delivery (docs/webhooks.md): after a failed attempt the next one
 * waits about 10 s, 1 min, 5 min, 30 min, 2 h, then every 6 h, each delay spread by ±10 % of
 * jitter so that many deliveries failing together do not retry together; a delivery whose next
 * attempt would fall more than 3 days after it became due is `failed` instead (about 17 attempts).
 * An endpoint whose attempts have all failed for 3 days is disabled. Pure: instants are epoch ms and
 * the randomness is passed in.
 */

/** Delays after the 1st, 2nd, … failed attempt, in seconds; the last one repeats. */
export const RETRY_DELAYS_S = [10, 60, 300, 1_800, 7_200, 21_600] as const;

/** Jitter: each delay is multiplied by a factor in [1 − JITTER, 1 + JITTER). */
export const JITTER = 0.1;

/** How long a delivery is retried, and how long an endpoint may fail before it is disabled: 3 days. */
export const RETRY_WINDOW_MS = 3 * 24 * 3600 * 1000;

/**
 * Delay in ms before the next attempt after `failedAttempts` failures (≥ 1), with jitter drawn
 * from `random` in [0, 1): e.g. 1 failure and random 0.5 → 10,000 ms exactly.
 */
export function retryDelayMs(failedAttempts: number, random: number): number {
  const i = Math.min(Math.max(failedAttempts, 1), RETRY_DELAYS_S.length) - 1;
  const base = RETRY_DELAYS_S[i]! * 1000;
  return Math.round(base * (1 - JITTER + 2 * JITTER * random));
}

/**
 * When to try again after `failedAttempts` failures at `nowMs`, or null when that would be past
 * the retry window that started at `dueSinceMs` (the delivery is then failed).
 */
export function nextAttemptAt(
  dueSinceMs: number,
  nowMs: number,
  failedAttempts: number,
  random: number,
): number | null {
  const next = nowMs + retryDelayMs(failedAttempts, random);
  return next - dueSinceMs > RETRY_WINDOW_MS ? null : next;
}

/** Whether an endpoint failing since `failingSinceMs` has failed long enough to be disabled. */
export function failedTooLong(failingSinceMs: number, nowMs: number): boolean {
  return nowMs - failingSinceMs >= RETRY_WINDOW_MS;
}
