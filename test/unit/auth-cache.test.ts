/**
 * The authentication caches' parts (decision 0012): notification payloads (platform/auth/
 * cache-events.ts) and the expiring cache (platform/auth/expiring-cache.ts), whose TTL is decided
 * when an entry is loaded and whose loads under way when a change arrives are not kept.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseCacheChange } from '../../src/platform/auth/cache-events.js';
import { ExpiringCache } from '../../src/platform/auth/expiring-cache.js';

describe('cache change payloads', () => {
  it('are read for this schema only, and only in the two known forms', () => {
    expect(parseCacheChange('public api_key AbCdEf012345', 'public')).toEqual({
      kind: 'api_key',
      prefix: 'AbCdEf012345',
    });
    expect(parseCacheChange('tenant_a company 42', 'tenant_a')).toEqual({ kind: 'company', companyId: 42 });
    expect(parseCacheChange('tenant_b company 42', 'tenant_a')).toBeNull();
    expect(parseCacheChange('public api_key short', 'public')).toBeNull();
    expect(parseCacheChange('public company 0', 'public')).toBeNull();
    expect(parseCacheChange('public company 4 2', 'public')).toBeNull();
    expect(parseCacheChange('public plan 42', 'public')).toBeNull();
    expect(parseCacheChange('public', 'public')).toBeNull();
  });
});

describe('ExpiringCache', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps an entry for the TTL in force when it was loaded', async () => {
    vi.useFakeTimers({ now: 0 });
    let ttl = 30_000;
    const cache = new ExpiringCache<string, number>(() => ttl);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    vi.setSystemTime(29_999);
    expect(await cache.get('a', load)).toBe(1);
    vi.setSystemTime(30_000);
    ttl = 1_000; // the feed went down: entries loaded from now on live 1 s
    expect(await cache.get('a', load)).toBe(2);
    vi.setSystemTime(30_999);
    expect(await cache.get('a', load)).toBe(2);
    vi.setSystemTime(31_000);
    expect(await cache.get('a', load)).toBe(3);
  });

  it('forgets on delete and clear, and does not keep a load that a change overtook', async () => {
    const cache = new ExpiringCache<string, string>(() => 30_000);
    expect(await cache.get('k', async () => 'v1')).toBe('v1');
    cache.delete('k');
    expect(await cache.get('k', async () => 'v2')).toBe('v2');
    cache.clear();
    // A request reads the old row; the revocation's notification arrives before the read returns.
    let finish!: (v: string) => void;
    const slow = cache.get('k', () => new Promise<string>((r) => (finish = r)));
    cache.delete('k');
    finish('stale');
    expect(await slow).toBe('stale'); // that request still gets what it read …
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh'); // … but it was not cached
    expect(await cache.get('k', async () => 'again')).toBe('fresh');
  });

  it('holds at most max entries, dropping the oldest loaded', async () => {
    const cache = new ExpiringCache<number, number>(() => 30_000, 2);
    for (const k of [1, 2, 3]) await cache.get(k, async () => k * 10);
    expect(await cache.get(1, async () => -1)).toBe(-1);
    expect(await cache.get(3, async () => -3)).toBe(30);
  });
});
