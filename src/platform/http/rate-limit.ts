/**
 * The per-key rate limit (docs/api-conventions.md §1): @fastify/rate-limit in `preHandler` (after
 * authentication), keyed by the API key's prefix (the client address before a key is known), a
 * fixed window of `burst` requests per `burst / perSecond` seconds, 429 `rate_limited` with
 * `Retry-After` and the draft-spec `RateLimit-*` headers. Public routes are not limited.
 *
 * Counters live in this process, or in Redis when `shared` is given, so that every process behind
 * one API counts against the same window (decision 0012). The gauge `payclock_rate_limit_shared`
 * is 1 while Redis counts, 0 while the process counts alone because Redis failed.
 */
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { Gauge, type Registry } from 'prom-client';
import { DomainError } from '../../shared/errors.js';
import { sharedRateLimitStore } from './rate-limit-store.js';

/** Options of {@link registerRateLimit}. */
export interface RateLimitSettings {
  /** Steady requests per second per key. */
  perSecond: number;
  /** Requests per window; the window is `burst / perSecond` seconds (at least 1 ms). */
  burst: number;
  /** Count in Redis under `${prefix}rate-limit:` (absent: in this process). */
  shared?: { redis: Redis; prefix: string };
  /** Registry of the app's metrics (for the gauge). */
  registry?: Registry;
}

/** The window of `burst` requests at `perSecond`, in ms (what the plugin's `timeWindow` takes). */
export function rateLimitWindowMs(perSecond: number, burst: number): number {
  return Math.max(1, Math.round((burst / perSecond) * 1000));
}

/** Registers the rate limit on `app` (global: every route registered afterwards). */
export async function registerRateLimit(app: FastifyInstance, o: RateLimitSettings): Promise<void> {
  let store = {};
  if (o.shared) {
    const gauge = o.registry
      ? new Gauge({
          name: 'payclock_rate_limit_shared',
          help: '1 while the rate limit counts in Redis (shared by every process), 0 while this process counts alone',
          registers: [o.registry],
        })
      : null;
    gauge?.set(1);
    store = {
      store: sharedRateLimitStore({
        redis: o.shared.redis,
        nameSpace: `${o.shared.prefix}rate-limit:`,
        log: app.log,
        onShared: (shared) => gauge?.set(shared ? 1 : 0),
      }),
    };
  }
  await app.register(rateLimit, {
    global: true,
    hook: 'preHandler',
    max: o.burst,
    timeWindow: rateLimitWindowMs(o.perSecond, o.burst),
    enableDraftSpec: true,
    ...store,
    keyGenerator: (req) => (req.auth ? `key:${req.auth.keyPrefix}` : `ip:${req.ip}`),
    allowList: (req) => Boolean(req.routeOptions.config?.public),
    errorResponseBuilder: (_req, ctx) =>
      new DomainError(
        'rate_limited',
        `Rate limit of ${ctx.max} requests per ${ctx.after} exceeded; retry after the Retry-After delay`,
      ),
  });
}
