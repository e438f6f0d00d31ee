/**
 * The V8 heap's growth factor for a serving process (`PAYCLOCK_HEAP_GROWTH_PERCENT`, src/config/env.ts).
 * V8 sizes the next full collection's limit from the live heap times a factor it picks between
 * 1.1 and 4 from its measured speeds; under a burst of allocation (a 10,000-person draft allocates
 * ~800 MB, most of it short-lived) it picks a high one and the process's RSS follows the garbage,
 * not the live data (docs/performance.md §22). A fixed factor makes full collections come sooner.
 */
import v8 from 'node:v8';

/**
 * Sets V8's `--heap-growing-percent` to `percent` (1–300) for this process; 0 leaves V8's own
 * factor. V8 reads the flag each time it sizes the heap, so setting it after start applies from the
 * next full collection on.
 */
export function applyHeapGrowth(percent: number): void {
  if (percent > 0) v8.setFlagsFromString(`--heap-growing-percent=${Math.trunc(percent)}`);
}
