/**
 * Typed configuration, validated once at boot. This is the only module that reads `process.env`
 * (lint rule `no-restricted-properties`); everything else receives a frozen {@link Config}.
 */
import path from 'node:path';
import { parseEncryptionKey } from '../platform/crypto/sealing.js';

/** Frozen service configuration. Durations in milliseconds unless the name says otherwise. */
export interface Config {
  readonly host: string;
  readonly port: number;
  /** PostgreSQL connection string; null selects the embedded PGlite database in {@link dataDir}. */
  readonly databaseUrl: string | null;
  /**
   * PostgreSQL schema holding payclock's tables (`DATABASE_SCHEMA`, the connection's search_path);
   * null = the server's default (`public`). Ignored for the embedded database.
   */
  readonly databaseSchema: string | null;
  /** Folder of the embedded database (PGlite), used when `databaseUrl` is null. */
  readonly dataDir: string;
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Requests per second allowed per API key (token refill rate). */
  readonly rateLimitPerSecond: number;
  /** Bucket size: requests a key may burst above the steady rate. */
  readonly rateLimitBurst: number;
  /** Interval of the automatic clock-out sweep in ms; 0 disables it. */
  readonly autoClockoutSweepMs: number;
  /** Run migrations on start (default true). */
  readonly runMigrations: boolean;
  /** Seed the demo company when the database has no company (default true for `npm start`). */
  readonly seedDemoWhenEmpty: boolean;
  /** Size of the pg pool (PostgreSQL only). */
  readonly pgPoolSize: number;
  /**
   * CLI: seconds a command forwarded to the running server over its control channel may wait
   * without a byte from it (`PAYCLOCK_CONTROL_TIMEOUT`, default 60; decision 0010).
   */
  readonly controlTimeoutSeconds: number;
  /** Allow the sandbox-only routes (payroll processing simulation). */
  readonly sandbox: boolean;
  /**
   * `PAYCLOCK_ENCRYPTION_KEY`: 256-bit key sealing SSNs and bank account numbers (64 hex characters
   * or base64); null = the default key file in {@link dataDir}, generated on first start.
   */
  readonly encryptionKey: string | null;
  /** `PAYCLOCK_ENCRYPTION_KEY_PREVIOUS`: comma-separated earlier keys, still accepted for reading. */
  readonly previousEncryptionKeys: readonly string[];
  /**
   * `WEBHOOKS_ALLOW_PRIVATE`: also accept `http://` endpoint URLs and deliver to loopback and
   * private addresses (tests, local development). Default false: `https://` to public addresses only.
   */
  readonly webhooksAllowPrivate: boolean;
  /** `WEBHOOKS_WORKER`: run the webhook delivery worker in this process (default true). */
  readonly webhooksWorker: boolean;
  /**
   * `TAX_DEPOSIT_NOTICE_DAYS`: the daily background sweep emits `tax_deposit.due_soon` for deposits
   * due within this many banking days (default 2, 0–30); `-1` turns the sweep off
   * (`POST /tax-deposits/notify` still works).
   */
  readonly taxDepositNoticeDays: number;
  /** `WEBHOOKS_POLL_MS`: how often an idle worker looks for new events and due retries. */
  readonly webhooksPollMs: number;
  /** `WEBHOOKS_CONCURRENCY`: delivery attempts one process makes at the same time. */
  readonly webhooksConcurrency: number;
  /**
   * `WEB_CONCURRENCY`: server processes `npm start` runs (node:cluster workers sharing the port);
   * 1 = this process serves. Above 1 it needs {@link databaseUrl} and {@link redisUrl}.
   */
  readonly webConcurrency: number;
  /**
   * `REDIS_URL` (`redis://` or `rediss://`): the store of the per-key rate limit shared by every
   * process; null = each process counts alone (one process only). Decision 0012.
   */
  readonly redisUrl: string | null;
  /** `REDIS_KEY_PREFIX`: prefix of payclock's Redis keys (one per deployment sharing a Redis). */
  readonly redisKeyPrefix: string;
  /**
   * `PAYCLOCK_CHECK_TENANT_SCOPE`: fail every statement on a tenant table without a `company_id`
   * predicate (decision 0011). Default false; the tests turn it on. Needs the devDependencies.
   */
  readonly checkTenantScope: boolean;
  /** `PAYCLOCK_TENANT_SCOPE_LOG`: file the check appends its violations to (JSON lines); null = none. */
  readonly tenantScopeLog: string | null;
  /**
   * `PAYCLOCK_HEAP_GROWTH_PERCENT`: while a payroll is initialized, drafted or written whole (and
   * 30 s after), how far V8 lets the old generation grow past its live size before the next full
   * collection, percent (V8's
   * `--heap-growing-percent`, src/platform/heap-growth.ts); 0 = V8's own factor (10–300 %, from
   * its measured speeds) throughout. Default 25: a 10,000-person run peaks at +226–250 MB over idle
   * instead of +352–503 MB, and takes 7.4–8.2 s instead of 6.9–7.2 s (docs/performance.md §22, §25).
   */
  readonly heapGrowthPercent: number;
}

/** Thrown when environment variables are invalid; lists every offending variable. */
export class ConfigError extends Error {}

/** Default of {@link Config.heapGrowthPercent}. */
export const HEAP_GROWTH_DEFAULT = 25;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function bool(name: string, raw: string | undefined, dflt: boolean, problems: string[]): boolean {
  if (raw === undefined || raw === '') return dflt;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  problems.push(`${name} must be true or false, got "${raw}"`);
  return dflt;
}

function int(
  name: string,
  raw: string | undefined,
  dflt: number,
  min: number,
  max: number,
  problems: string[],
): number {
  if (raw === undefined || raw === '') return dflt;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    problems.push(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
    return dflt;
  }
  return n;
}

/**
 * Reads and validates the environment (default: `process.env`).
 * @throws ConfigError naming every invalid variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const problems: string[] = [];
  const logLevel = (env.LOG_LEVEL ?? 'info') as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const databaseUrl = env.DATABASE_URL && env.DATABASE_URL.trim() !== '' ? env.DATABASE_URL : null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const databaseSchema =
    env.DATABASE_SCHEMA && env.DATABASE_SCHEMA.trim() !== '' ? env.DATABASE_SCHEMA : null;
  if (databaseSchema && !/^[a-z_][a-z0-9_]{0,62}$/.test(databaseSchema)) {
    problems.push('DATABASE_SCHEMA must be a lower-case SQL identifier (letters, digits, _)');
  }
  const redisUrl = env.REDIS_URL && env.REDIS_URL.trim() !== '' ? env.REDIS_URL.trim() : null;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) {
    problems.push('REDIS_URL must start with redis:// or rediss://');
  }
  const config: Config = {
    host: env.HOST ?? '127.0.0.1',
    port: int('PORT', env.PORT, 3000, 0, 65535, problems),
    databaseUrl,
    databaseSchema,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    logLevel,
    rateLimitPerSecond: int('RATE_LIMIT_PER_SECOND', env.RATE_LIMIT_PER_SECOND, 50, 1, 1_000_000, problems),
    rateLimitBurst: int('RATE_LIMIT_BURST', env.RATE_LIMIT_BURST, 100, 1, 10_000_000, problems),
    autoClockoutSweepMs: int(
      'AUTO_CLOCKOUT_SWEEP_MS',
      env.AUTO_CLOCKOUT_SWEEP_MS,
      60_000,
      0,
      86_400_000,
      problems,
    ),
    runMigrations: !bool('DB_SKIP_MIGRATIONS', env.DB_SKIP_MIGRATIONS, false, problems),
    seedDemoWhenEmpty: bool('SEED_DEMO', env.SEED_DEMO, true, problems),
    pgPoolSize: int('PG_POOL_SIZE', env.PG_POOL_SIZE, 10, 1, 200, problems),
    controlTimeoutSeconds: int(
      'PAYCLOCK_CONTROL_TIMEOUT',
      env.PAYCLOCK_CONTROL_TIMEOUT,
      60,
      1,
      86_400,
      problems,
    ),
    sandbox: bool('SANDBOX', env.SANDBOX, true, problems),
    encryptionKey: env.PAYCLOCK_ENCRYPTION_KEY || null,
    previousEncryptionKeys: (env.PAYCLOCK_ENCRYPTION_KEY_PREVIOUS ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    webhooksAllowPrivate: bool('WEBHOOKS_ALLOW_PRIVATE', env.WEBHOOKS_ALLOW_PRIVATE, false, problems),
    webhooksWorker: bool('WEBHOOKS_WORKER', env.WEBHOOKS_WORKER, true, problems),
    taxDepositNoticeDays: int('TAX_DEPOSIT_NOTICE_DAYS', env.TAX_DEPOSIT_NOTICE_DAYS, 2, -1, 30, problems),
    webhooksPollMs: int('WEBHOOKS_POLL_MS', env.WEBHOOKS_POLL_MS, 1000, 10, 60_000, problems),
    webhooksConcurrency: int('WEBHOOKS_CONCURRENCY', env.WEBHOOKS_CONCURRENCY, 10, 1, 200, problems),
    webConcurrency: int('WEB_CONCURRENCY', env.WEB_CONCURRENCY, 1, 1, 64, problems),
    redisUrl,
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? 'payclock:',
    checkTenantScope: bool('PAYCLOCK_CHECK_TENANT_SCOPE', env.PAYCLOCK_CHECK_TENANT_SCOPE, false, problems),
    tenantScopeLog: env.PAYCLOCK_TENANT_SCOPE_LOG ? path.resolve(env.PAYCLOCK_TENANT_SCOPE_LOG) : null,
    heapGrowthPercent: int(
      'PAYCLOCK_HEAP_GROWTH_PERCENT',
      env.PAYCLOCK_HEAP_GROWTH_PERCENT,
      HEAP_GROWTH_DEFAULT,
      0,
      300,
      problems,
    ),
  };
  if (!/^[\x21-\x7e]{1,100}$/.test(config.redisKeyPrefix)) {
    problems.push('REDIS_KEY_PREFIX must be 1 to 100 printable characters without spaces');
  }
  if (config.webConcurrency > 1 && !databaseUrl) {
    problems.push(
      `WEB_CONCURRENCY=${config.webConcurrency} needs DATABASE_URL: the embedded database belongs to one process`,
    );
  }
  if (config.webConcurrency > 1 && !redisUrl) {
    problems.push(
      `WEB_CONCURRENCY=${config.webConcurrency} needs REDIS_URL: the rate limit of a key is shared through Redis`,
    );
  }
  for (const [name, k] of [
    ['PAYCLOCK_ENCRYPTION_KEY', config.encryptionKey],
    ...config.previousEncryptionKeys.map((k) => ['PAYCLOCK_ENCRYPTION_KEY_PREVIOUS', k] as const),
  ] as const) {
    if (k !== null && !parseEncryptionKey(k)) {
      problems.push(`${name} must be a 256-bit key: 64 hex characters or base64 of 32 bytes`);
    }
  }

  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  return Object.freeze(config);
}
