/**
 * Pure rules of webhooks: the retry schedule with jitter, the 3-day window, endpoint URL safety and
 * `previous_attributes`. Expected values are worked out by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import { failedTooLong, nextAttemptAt, retryDelayMs } from '../../src/modules/webhooks/domain/retry.js';
import { endpointUrlProblem } from '../../src/modules/webhooks/domain/endpoint-url.js';
import { changedAttributes } from '../../src/modules/webhooks/domain/attributes.js';

describe('retry schedule', () => {
  it('about 10 s, 1 min, 5 min, 30 min, 2 h, then 6 h, ±10 % jitter', () => {
    // random 0.5 → factor 1 − 0.1 + 0.2 × 0.5 = 1.0: the base delays exactly.
    expect([1, 2, 3, 4, 5, 6, 7, 12].map((n) => retryDelayMs(n, 0.5))).toEqual([
      10_000, 60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 21_600_000, 21_600_000,
    ]);
    // random 0 → factor 0.9: 10 s → 9 s; random 0.75 → factor 1.05: 1 min → 63 s.
    expect(retryDelayMs(1, 0)).toBe(9_000);
    expect(retryDelayMs(2, 0.75)).toBe(63_000);
  });

  it('retries for 3 days, then fails: 17 attempts without jitter', () => {
    // Attempt times (s): 0, 10, 70, 370, 2,170, 9,370, then +21,600 each: 30,970 … 246,970 (= 9,370 +
    // 11 × 21,600). The next would be 268,570 s > 259,200 s (3 days) → failed after attempt 6 + 11 = 17.
    const t0 = Date.parse('2026-11-21T20:00:00.000Z');
    let now = t0;
    let attempts = 1;
    for (;;) {
      const next = nextAttemptAt(t0, now, attempts, 0.5);
      if (next === null) break;
      now = next;
      attempts++;
    }
    expect(attempts).toBe(17);
    expect((now - t0) / 1000).toBe(246_970);
  });

  it('an endpoint is disabled after failing for 3 days (259,200 s)', () => {
    const since = Date.parse('2026-11-21T00:00:00.000Z');
    expect(failedTooLong(since, since + 259_199_999)).toBe(false);
    expect(failedTooLong(since, since + 259_200_000)).toBe(true);
  });
});

describe('endpoint URLs', () => {
  it('https to a public host only, unless private addresses are allowed', () => {
    expect(endpointUrlProblem('https://hooks.partner.example/payclock', false)).toBeNull();
    expect(endpointUrlProblem('http://hooks.partner.example/payclock', false)).toMatch(/https/);
    expect(endpointUrlProblem('https://127.0.0.1/x', false)).toMatch(/loopback/);
    expect(endpointUrlProblem('https://10.1.2.3/x', false)).toMatch(/private/);
    expect(endpointUrlProblem('https://169.254.169.254/latest', false)).toMatch(/linkLocal/);
    expect(endpointUrlProblem('https://[::1]/x', false)).toMatch(/loopback/);
    // 0x7f.1 is 127.0.0.1 once the URL parser normalises it.
    expect(endpointUrlProblem('https://0x7f.1/x', false)).toMatch(/loopback/);
    expect(endpointUrlProblem('https://localhost:8443/x', false)).toMatch(/loopback name/);
    expect(endpointUrlProblem('https://user:pw@hooks.partner.example/', false)).toMatch(/user name/);
    expect(endpointUrlProblem('not a url', false)).toMatch(/absolute URL/);
    expect(endpointUrlProblem('http://127.0.0.1:4000/hooks', true)).toBeNull();
    expect(endpointUrlProblem('ftp://127.0.0.1/hooks', true)).toMatch(/https/);
  });
});

describe('previous_attributes', () => {
  it('the fields that changed, with their earlier values', () => {
    expect(
      changedAttributes(
        { id: 1, end: null, note: 'a', tags: ['x'] },
        { id: 1, end: '2026-11-21T20:00:00.000Z', note: 'a', tags: ['x', 'y'] },
      ),
    ).toEqual({ end: null, tags: ['x'] });
  });
});
