/**
 * Periodic background work of the server process: the automatic clock-out sweep and the purges of
 * expired idempotency keys and old events. The composition root (startup/serve.ts) passes the
 * sweeps; each runs with the injected clock, and errors are logged, never thrown. Every process
 * ticks; each sweep takes its own job lock (platform/db/job-lock.ts), so across the processes on
 * one database a sweep runs in one of them at a time and the others skip that tick.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from './db/schema.js';
import type { Clock } from '../shared/time.js';

/** A periodic task. */
export type Sweep = (db: Kysely<DB>, now: Date) => Promise<unknown>;

/** Starts the timer (interval 0 disables it); returns a handle to stop it. */
export function startBackgroundJobs(opts: {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
  autoClockoutSweepMs: number;
  sweeps: Sweep[];
}): { stop(): void } {
  if (opts.autoClockoutSweepMs <= 0) return { stop() {} };
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      for (const sweep of opts.sweeps) await sweep(opts.db, opts.clock.now());
    } catch (err) {
      opts.log.error({ err }, 'background sweep failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), opts.autoClockoutSweepMs);
  timer.unref();
  void tick();
  return { stop: () => clearInterval(timer) };
}
