/**
 * PAYCLOCK_HEAP_GROWTH_PERCENT (src/config/env.ts) and its application to V8
 * (src/startup/heap-growth.ts): an integer from 0 to 300, checked with the other settings; a
 * positive value becomes V8's `--heap-growing-percent`, 0 leaves V8's own factor.
 */
import v8 from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, HEAP_GROWTH_DEFAULT, loadConfig } from '../../src/config/env.js';
import { applyHeapGrowth } from '../../src/startup/heap-growth.js';

function problem(value: string): string {
  try {
    loadConfig({ PAYCLOCK_HEAP_GROWTH_PERCENT: value });
    return '';
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    return err.message;
  }
}

afterEach(() => vi.restoreAllMocks());

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

  it('sets --heap-growing-percent for a positive value and nothing for 0', () => {
    const set = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined);
    applyHeapGrowth(0);
    expect(set).not.toHaveBeenCalled();
    applyHeapGrowth(25);
    expect(set).toHaveBeenCalledWith('--heap-growing-percent=25');
  });
});
