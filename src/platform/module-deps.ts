/**
 * What every domain-module plugin receives from `buildApp` (src/app.ts): the database, the clock
 * and the parts of the configuration the HTTP layer uses. Kept here, not in app.ts, so that modules
 * never import the file that imports them (no import cycles).
 */
import type { Kysely } from 'kysely';
import type { Config } from '../config/env.js';
import type { DB } from './db/schema.js';
import type { Clock } from '../shared/time.js';
import type { Sealer } from './crypto/sealing.js';

/** The parts of {@link Config} the app uses (tests pass a subset). */
export type AppConfig = Pick<
  Config,
  'logLevel' | 'rateLimitPerSecond' | 'rateLimitBurst' | 'sandbox' | 'webhooksAllowPrivate'
>;

/** What a module plugin receives. */
export interface ModuleDeps {
  db: Kysely<DB>;
  clock: Clock;
  config: AppConfig;
  /** Seals SSNs, bank account numbers and webhook secrets at rest. */
  sealer: Sealer;
  /** Wakes this process's webhook worker after a ping or redelivery is queued (absent: it polls). */
  webhooksWake?: () => void;
  /** false: an approval does not kick its time-off posting (left to the sweep and the reads). */
  timeOffPostingKick?: boolean;
}
