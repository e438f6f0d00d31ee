/**
 * PAYCLOCK_HEAP_GROWTH_PERCENT (src/config/env.ts) and its application to V8
 * (src/platform/heap-growth.ts): an integer from 0 to 300, checked with the other settings; during
 * bulk work a positive value is V8's `--heap-growing-percent`, set back to 0 (V8's own factor)
 * LINGER_MS after the last concurrent bulk operation ends (also when it fails) unless another starts
 * meanwhile; 0 leaves V8's factor throughout.
 */
import { EventEmitter } from 'node:events';
import v8 from 'node:v8';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, HEAP_GROWTH_DEFAULT, loadConfig } from '../../src/config/env.js';
import {
  bulkChunks,
  configureBulkHeapGrowth,
  holdBulkHeapGrowthUntilClosed,
  LINGER_MS,
  withBulkHeapGrowth,
} from '../../src/platform/heap-growth.js';

function problem(value: string): string {
  try {
    loadConfig({ PAYCLOCK_HEAP_GROWTH_PERCENT: value });
    return '';
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    return err.message;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.runAllTimers(); // the last release, so the next test starts with V8's own factor
  vi.useRealTimers();
  vi.restoreAllMocks();
  configureBulkHeapGrowth(HEAP_GROWTH_DEFAULT);
});

describe('PAYCLOCK_HEAP_GROWTH_PERCENT', () => {
  it('defaults to HEAP_GROWTH_DEFAULT and reads 0–300', () => {
    expect(loadConfig({}).heapGrowthPercent).toBe(HEAP_GROWTH_DEFAULT);
    expect(loadConfig({ PAYCLOCK_HEAP_GROWTH_PERCENT: '0' }).heapGrowthPercent).toBe(0);
    expect(loadConfig({ PAYCLOCK_HEAP_GROWTH_PERCENT: '300' }).heapGrowthPercent).toBe(300);
  });

  it('refuses other values, naming the variable and the value', () => {
    for (const v of ['301', '-1', '12.5', 'fast']) {
      expect(problem(v)).toContain(
        `PAYCLOCK_HEAP_GROWTH_PERCENT must be an integer from 0 to 300, got "${v}"`,
      );
    }
  });

  it('holds the factor during bulk work, and restores V8’s own LINGER_MS after the last of two overlapping ends', async () => {
    const set = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined);
    configureBulkHeapGrowth(10);
    let releaseA!: () => void;
    const a = withBulkHeapGrowth(() => new Promise<string>((r) => (releaseA = () => r('a'))));
    const b = withBulkHeapGrowth(async () => {
      throw new Error('b failed');
    });
    await expect(b).rejects.toThrow('b failed');
    vi.advanceTimersByTime(LINGER_MS);
    expect(set.mock.calls).toEqual([['--heap-growing-percent=10']]); // a still runs
    releaseA();
    await expect(a).resolves.toBe('a');
    vi.advanceTimersByTime(LINGER_MS - 1);
    expect(set.mock.calls).toEqual([['--heap-growing-percent=10']]); // lingers
    vi.advanceTimersByTime(1);
    expect(set.mock.calls).toEqual([['--heap-growing-percent=10'], ['--heap-growing-percent=0']]);
  });

  it('keeps the factor, without setting it again, when the next bulk operation starts within LINGER_MS', async () => {
    const set = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined);
    configureBulkHeapGrowth(10);
    await withBulkHeapGrowth(async () => 'draft');
    vi.advanceTimersByTime(LINGER_MS - 1);
    await withBulkHeapGrowth(async () => 'preview');
    vi.advanceTimersByTime(LINGER_MS - 1);
    expect(set.mock.calls).toEqual([['--heap-growing-percent=10']]);
    vi.advanceTimersByTime(1);
    expect(set.mock.calls).toEqual([['--heap-growing-percent=10'], ['--heap-growing-percent=0']]);
  });

  it('holds the factor over a stream of chunks until its end, or until the consumer stops', async () => {
    const set = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined);
    configureBulkHeapGrowth(10);
    async function* three() {
      yield 1;
      yield 2;
      yield 3;
    }
    const seen: number[] = [];
    for await (const n of bulkChunks(three())) seen.push(n);
    expect(seen).toEqual([1, 2, 3]);
    vi.advanceTimersByTime(LINGER_MS);
    expect(set.mock.calls).toEqual([['--heap-growing-percent=10'], ['--heap-growing-percent=0']]);
    set.mockClear();
    for await (const n of bulkChunks(three())) if (n === 1) break; // a client gone after one chunk
    vi.advanceTimersByTime(LINGER_MS);
    expect(set.mock.calls).toEqual([['--heap-growing-percent=10'], ['--heap-growing-percent=0']]);
  });

  it('holds the factor for a request from before its body is read until its response closes', () => {
    const set = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined);
    configureBulkHeapGrowth(10);
    const response = new EventEmitter();
    holdBulkHeapGrowthUntilClosed(response);
    response.emit('finish');
    vi.advanceTimersByTime(LINGER_MS);
    expect(set.mock.calls).toEqual([['--heap-growing-percent=10']]);
    response.emit('close');
    response.emit('close'); // released once
    vi.advanceTimersByTime(LINGER_MS);
    expect(set.mock.calls).toEqual([['--heap-growing-percent=10'], ['--heap-growing-percent=0']]);
  });

  it('leaves V8 alone when set to 0', async () => {
    const set = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined);
    configureBulkHeapGrowth(0);
    await expect(withBulkHeapGrowth(async () => 42)).resolves.toBe(42);
    expect(set).not.toHaveBeenCalled();
  });
});
