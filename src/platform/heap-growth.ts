/**
 * V8's heap growth during bulk payroll work (`PAYCLOCK_HEAP_GROWTH_PERCENT`, src/config/env.ts).
 * V8 sets the next full collection at the live heap times a factor it picks between 1.1 and 4 from
 * its measured speeds; under a burst of allocation — a 10,000-person draft allocates ~800 MB in a
 * couple of seconds, most of it short-lived — it picks a high one, and the process's RSS follows
 * the garbage instead of the live data (docs/performance.md §22). While a payroll is initialized or
 * drafted, {@link withBulkHeapGrowth} fixes the factor (`--heap-growing-percent`), so full
 * collections come sooner; half a minute after such work V8's own factor applies again, so ordinary requests
 * (reads at their ceiling) do not pay for more frequent full collections. Whole-payroll reads
 * (the preview, `GET /payrolls/:id`, an approve's full answer) count as bulk work too.
 */
import v8 from 'node:v8';
import { HEAP_GROWTH_DEFAULT } from '../config/env.js';

let bulkPercent = HEAP_GROWTH_DEFAULT;
let active = 0;
/** Whether the flag is set now (it outlives the last bulk operation by {@link LINGER_MS}). */
let held = false;
let release: NodeJS.Timeout | null = null;

/**
 * How long the factor stays after the last bulk operation ends: a payroll run is a series of
 * requests (initialize, draft, preview, edits, approve, read back), and a full collection under
 * V8's own factor between two of them sets a high limit the next one grows into before the fixed
 * factor applies again (docs/performance.md §22).
 */
export const LINGER_MS = 30_000;

/** Sets the growth percent used during bulk work (0 = leave V8's own factor); from the configuration at start. */
export function configureBulkHeapGrowth(percent: number): void {
  bulkPercent = Math.max(0, Math.trunc(percent));
}

function enter(): void {
  active++;
  if (release) clearTimeout(release);
  release = null;
  if (!held) v8.setFlagsFromString(`--heap-growing-percent=${bulkPercent}`);
  held = true;
}

function leave(): void {
  if (--active > 0) return;
  release = setTimeout(() => {
    release = null;
    if (active > 0 || !held) return;
    held = false;
    v8.setFlagsFromString('--heap-growing-percent=0');
  }, LINGER_MS);
  release.unref();
}

/**
 * Runs `fn` with V8's `--heap-growing-percent` at the configured percent; the flag returns to 0
 * (V8's own factor) {@link LINGER_MS} after the last concurrent bulk operation ends, whatever its
 * outcome, unless another starts meanwhile. V8 reads the flag each time it sizes the heap (after
 * each full collection).
 */
export async function withBulkHeapGrowth<T>(fn: () => Promise<T>): Promise<T> {
  if (bulkPercent <= 0) return fn();
  enter();
  try {
    return await fn();
  } finally {
    leave();
  }
}

/**
 * Holds the factor from now until `response` emits `close` (a Node `ServerResponse` always does:
 * after the last byte is handed over, or when the connection goes away): a bulk route's request
 * body is read and parsed under it as well — a 10,000-person draft body is 11 MB of JSON.
 */
export function holdBulkHeapGrowthUntilClosed(response: {
  once(event: 'close', listener: () => void): unknown;
}): void {
  if (bulkPercent <= 0) return;
  enter();
  response.once('close', leave);
}

/**
 * `chunks` as bulk work (a whole payroll written to a response stream): the factor is held from the
 * first chunk pulled until the last, or until the consumer stops early (a stream destroyed returns
 * the iterator, which runs the `finally`).
 */
export async function* bulkChunks<T>(chunks: AsyncIterable<T>): AsyncGenerator<T> {
  if (bulkPercent <= 0) {
    yield* chunks;
    return;
  }
  enter();
  try {
    yield* chunks;
  } finally {
    leave();
  }
}
