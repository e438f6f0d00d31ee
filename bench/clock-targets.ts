/**
 * What the time clock's measuring scripts (bench/profile-clock.ts, bench/cpu-clock.ts) drive, and
 * their `--targets` option. Targets: `punch` — clock-in/clock-out pairs of the real app, as
 * bench/clock.ts drives them (50 workers, 200 employees); `route` — the bare one-INSERT route of the
 * bench server's `query` app, goal 5's baseline.
 */
import { runPairs, runRouteInserts } from './clock.js';
import type { ServerReady } from './http-server.js';
import { arg } from './lib.js';

/** Each target: drive it for `seconds`; the requests answered (any status), their rate and errors. */
export const CLOCK_TARGETS = {
  punch: async (r: ServerReady, seconds: number) => {
    const p = await runPairs(r, seconds);
    return {
      requests: p.latencies.length,
      perSecond: p.pairs / p.seconds,
      unit: 'pairs/s',
      errors: p.errors,
    };
  },
  route: async (r: ServerReady, seconds: number) => {
    const x = await runRouteInserts(r, seconds);
    return {
      requests: x.inserts + x.errors,
      perSecond: x.inserts / x.seconds,
      unit: 'req/s',
      errors: x.errors,
    };
  },
};

/** A target's name. */
export type ClockTarget = keyof typeof CLOCK_TARGETS;

/** `--targets` (default `punch,route`), checked. */
export function clockTargetsArg(): ClockTarget[] {
  const targets = arg('targets', 'punch,route').split(',') as ClockTarget[];
  if (targets.some((t) => !(t in CLOCK_TARGETS))) throw new Error('--targets takes punch, route');
  return targets;
}
