/**
 * The store of the per-key rate limit when several processes serve one API (decision 0012):
 * @fastify/rate-limit's own Redis store (one fixed-window counter per key, `INCR` + `PEXPIRE` in a
 * Lua script, so every process counts against the same window), with the plugin's in-process store
 * behind it. When Redis fails (unreachable, or no answer within the client's command timeout) the
 * request is counted in this process instead: the API stays up and each key is still limited, to
 * at most the limit per process, until Redis answers again. Each switch is logged once.
 */
import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
interface PluginStore {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
}

// The plugin ships both stores as CommonJS files without type declarations.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => PluginStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => PluginStore;

/** The parts of the plugin's parameters a store reads. */
interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
  routeInfo?: { method?: string; url?: string };
}

/** Options of {@link sharedRateLimitStore}. */
export interface SharedStoreOptions {
  redis: Redis;
  /** Prefix of the counters' Redis keys (`REDIS_KEY_PREFIX` + `rate-limit:`). */
  nameSpace: string;
  log: FastifyBaseLogger;
  /** Told whether the last request was counted in Redis (true) or in this process (false). */
  onShared?: (shared: boolean) => void;
}

/** A store class for @fastify/rate-limit's `store` option; see the module comment. */
export function sharedRateLimitStore(o: SharedStoreOptions): FastifyRateLimitStoreCtor {
  let shared = true;
  const report = (now: boolean, err?: unknown) => {
    if (now === shared) return;
    shared = now;
    o.onShared?.(now);
    if (now) o.log.info('rate limit: Redis answers again; limits are shared by every process');
    else {
      o.log.error({ err }, 'rate limit: Redis failed; each process counts its own requests until it is back');
    }
  };
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly redisStore: PluginStore;
    private readonly localStore: PluginStore;

    constructor(
      private readonly params: FastifyRateLimitOptions,
      nameSpace = o.nameSpace,
    ) {
      const p = params as StoreParams;
      const [cont, backoff] = [Boolean(p.continueExceeding), Boolean(p.exponentialBackoff)];
      this.redisStore = new RedisStore(cont, backoff, o.redis, nameSpace);
      this.localStore = new LocalStore(cont, backoff, p.cache);
    }

    incr(key: string, cb: Callback, timeWindow: number, max: number): void {
      this.redisStore.incr(
        key,
        (err, res) => {
          if (!err && res) {
            report(true);
            cb(null, res);
            return;
          }
          report(false, err);
          this.localStore.incr(key, cb, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    /** A route with its own `config.rateLimit` (payclock has none): its own counters, as the plugin's Redis store does. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const r = (routeOptions as unknown as StoreParams).routeInfo;
      return new SharedRateLimitStore(
        { ...this.params, ...routeOptions } as FastifyRateLimitOptions,
        `${o.nameSpace}${r?.method ?? ''}${r?.url ?? ''}-`,
      );
    }
  };
}
