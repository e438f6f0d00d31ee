/**
 * The settings of several processes (config/env.ts, decision 0012): WEB_CONCURRENCY above 1 needs
 * DATABASE_URL and REDIS_URL; REDIS_URL and REDIS_KEY_PREFIX are checked; the defaults are one
 * process and no Redis. Also the restart delay of a dying cluster worker (startup/restart-backoff.ts).
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/env.js';
import { restartDelayMs } from '../../src/startup/restart-backoff.js';

const PG = 'postgres://postgres@127.0.0.1:5432/x';
const REDIS = 'redis://127.0.0.1:6379';

function problems(env: Record<string, string>): string {
  try {
    loadConfig(env);
    return '';
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    return err.message;
  }
}

describe('WEB_CONCURRENCY, REDIS_URL, REDIS_KEY_PREFIX', () => {
  it('default to one process, no Redis and the prefix payclock:', () => {
    const c = loadConfig({});
    expect([c.webConcurrency, c.redisUrl, c.redisKeyPrefix]).toEqual([1, null, 'payclock:']);
  });

  it('accept several processes with PostgreSQL and Redis', () => {
    const c = loadConfig({
      WEB_CONCURRENCY: '4',
      DATABASE_URL: PG,
      REDIS_URL: ` ${REDIS} `,
      REDIS_KEY_PREFIX: 'a:',
    });
    expect([c.webConcurrency, c.redisUrl, c.redisKeyPrefix]).toEqual([4, REDIS, 'a:']);
  });

  it('refuse several processes without DATABASE_URL or without REDIS_URL, naming each', () => {
    expect(problems({ WEB_CONCURRENCY: '2', REDIS_URL: REDIS })).toBe(
      'Invalid configuration:\n  - WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded database belongs to one process',
    );
    expect(problems({ WEB_CONCURRENCY: '3', DATABASE_URL: PG })).toBe(
      'Invalid configuration:\n  - WEB_CONCURRENCY=3 needs REDIS_URL: the rate limit of a key is shared through Redis',
    );
  });

  it('refuse out-of-range counts, other URL schemes and prefixes with spaces', () => {
    expect(problems({ WEB_CONCURRENCY: '0' })).toContain(
      'WEB_CONCURRENCY must be an integer from 1 to 64, got "0"',
    );
    expect(problems({ WEB_CONCURRENCY: '65' })).toContain('from 1 to 64, got "65"');
    expect(problems({ REDIS_URL: 'http://127.0.0.1:6379' })).toContain(
      'REDIS_URL must start with redis:// or rediss://',
    );
    expect(problems({ REDIS_KEY_PREFIX: 'a b' })).toContain('REDIS_KEY_PREFIX must be 1 to 100 printable');
    expect(problems({ REDIS_KEY_PREFIX: '' })).toContain('REDIS_KEY_PREFIX must be 1 to 100 printable');
    // One process on the embedded database with Redis is fine (a single instance needs no Redis, but may use it).
    expect(problems({ REDIS_URL: 'rediss://cache.internal:6380/2' })).toBe('');
  });
});

describe('restart delay of a dying worker', () => {
  it('is 0 after a worker that ran 30 s or more, else doubles from 0.5 s up to 30 s', () => {
    expect(restartDelayMs(0, 30_000)).toBe(0);
    expect(restartDelayMs(16_000, 3_600_000)).toBe(0);
    const delays: number[] = [];
    let d = 0;
    for (let i = 0; i < 9; i++) delays.push((d = restartDelayMs(d, 1_000)));
    expect(delays).toEqual([500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    // A healthy run resets the loop: the next quick death starts over at 0.5 s.
    expect(restartDelayMs(restartDelayMs(30_000, 40_000), 100)).toBe(500);
  });
});
