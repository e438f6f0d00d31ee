/**
 * One serving process: the whole server when `WEB_CONCURRENCY` is 1, else one cluster worker.
 * Open the database → (single process: migrate and seed, prepare.ts) → the auth caches' change
 * feed (LISTEN on PostgreSQL, PGlite's listen on the embedded database) → Redis for the shared rate
 * limit when `REDIS_URL` is set → the app → background sweeps (each under its job lock) and the
 * webhook worker → listen → on the embedded database, the CLI's control channel (decision 0010) →
 * graceful shutdown on SIGINT/SIGTERM, or when the cluster primary asks (or goes away).
 */
import closeWithGrace from 'close-with-grace';
import { buildApp, BASE_PATH } from '../app.js';
import type { Config } from '../config/env.js';
import { DatabaseLockedError, openDatabase } from '../platform/db/database.js';
import { startBackgroundJobs } from '../platform/jobs.js';
import { compilePending } from '../platform/http/validation.js';
import { purgeIdempotencyKeys } from '../platform/http/idempotency.js';
import { autoClockOutSweep } from '../modules/time-records/time-records.service.js';
import { systemClock } from '../shared/time.js';
import { sealerFromConfig } from '../platform/crypto/key-config.js';
import { purgeOldEvents, WebhookWorker } from '../modules/webhooks/worker.js';
import { taxDepositDueSoonSweep } from '../modules/payments/tax-deposit-sweep.js';
import { timeOffPostingSweep } from '../modules/time-off/postings.js';
import { startControlServer, type ControlServer } from '../cli/control-server.js';
import { PgCacheFeed } from '../platform/auth/pg-cache-feed.js';
import { pgliteCacheFeed } from '../platform/auth/pglite-cache-feed.js';
import { openRedis } from '../platform/redis.js';
import { fatal } from './fatal.js';
import { configureBulkHeapGrowth } from '../platform/heap-growth.js';
import { describeDatabase, prepareDatabase } from './prepare.js';
import { SHUTDOWN_MESSAGE, listeningMessage } from './cluster-messages.js';

/**
 * Serves until stopped. `worker`: a cluster worker — the primary has migrated and seeded, and is
 * told the listening URL (IPC) instead of it being printed.
 */
export async function serve(config: Config, opts: { worker: boolean }): Promise<void> {
  const warn = (msg: string) => console.warn(`payclock: warning: ${msg}`);
  configureBulkHeapGrowth(config.heapGrowthPercent);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? null : config.dataDir,
    poolSize: config.pgPoolSize,
    searchPath: config.databaseUrl ? config.databaseSchema : null,
    tenantScopeCheck: config.checkTenantScope ? { logFile: config.tenantScopeLog } : null,
  }).catch((err: unknown) => {
    // A folder held by another live process: one clear line, no stack trace, exit status 1.
    if (!(err instanceof DatabaseLockedError)) throw err;
    fatal(err.message);
  });
  const sealer = sealerFromConfig(config, warn);
  const banner = opts.worker ? [] : await prepareDatabase(database, config, sealer);

  // Before any request or job: PGlite's LISTEN goes through its one connection.
  const pgFeed =
    database.kind === 'postgres'
      ? new PgCacheFeed({ connectionString: config.databaseUrl!, searchPath: config.databaseSchema })
      : null;
  const cacheFeed = pgFeed ?? (await pgliteCacheFeed(database.pglite!));
  const redis = config.redisUrl ? await openRedis(config.redisUrl, warn) : null;

  let worker: WebhookWorker | null = null;
  const app = await buildApp({
    db: database.db,
    config,
    prettyLogs: process.stdout.isTTY,
    sealer,
    webhooksWake: () => worker?.wake(),
    cacheFeed,
    ...(redis ? { rateLimitRedis: { redis, prefix: config.redisKeyPrefix } } : {}),
  });
  await pgFeed?.start(app.log);
  const jobs = startBackgroundJobs({
    db: database.db,
    clock: systemClock,
    log: app.log,
    autoClockoutSweepMs: config.autoClockoutSweepMs,
    sweeps: [
      autoClockOutSweep,
      purgeIdempotencyKeys,
      purgeOldEvents,
      ...(config.taxDepositNoticeDays >= 0 ? [taxDepositDueSoonSweep(config.taxDepositNoticeDays)] : []),
      // Time-off accruals queued by approvals and not yet posted (a crash or restart between the two).
      timeOffPostingSweep,
    ],
  });
  if (config.webhooksWorker) {
    worker = new WebhookWorker({
      db: database.db,
      clock: systemClock,
      sealer,
      log: app.log,
      allowPrivate: config.webhooksAllowPrivate,
      concurrency: config.webhooksConcurrency,
      pollMs: config.webhooksPollMs,
    });
    // The embedded database belongs to this process alone: leases of a previous run are orphans.
    await worker.start({ releaseOrphanedLeases: database.kind === 'pglite' });
  }

  const closeOthers = async () => {
    jobs.stop();
    await pgFeed?.close();
    await redis?.quit().catch(() => redis.disconnect());
  };
  let control: ControlServer | null = null;
  let closing = false;
  const grace = closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    closing = true;
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal: signal ?? 'asked by the cluster primary' }, 'shutting down');
    jobs.stop();
    await control?.close();
    // In-flight webhook attempts get 3 s to finish, then are given back (due at the next start).
    await Promise.all([worker?.stop(3_000), app.close()]);
    await closeOthers();
    await database.close();
  });
  if (opts.worker) {
    // The primary forwards SIGINT/SIGTERM as a message (a terminal's Ctrl-C also reaches us
    // directly: once is enough), and a worker whose primary is gone stops too.
    const stop = () => {
      if (!closing) void grace.close();
    };
    process.on('message', (m) => {
      if (m === SHUTDOWN_MESSAGE) stop();
    });
    process.on('disconnect', stop);
  }

  // The address actually bound (PORT=0 picks a free port).
  const base = await app
    .listen({ host: config.host, port: config.port })
    .catch(async (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EADDRINUSE' && err.code !== 'EACCES' && err.code !== 'EADDRNOTAVAIL') throw err;
      await worker?.stop(0);
      await closeOthers();
      await database.close();
      const why =
        err.code === 'EADDRINUSE'
          ? 'is in use'
          : err.code === 'EACCES'
            ? 'is not allowed'
            : 'is not available';
      fatal(`${config.host}:${config.port} ${why} (${err.code}); set PORT (or HOST) to another value`);
    });
  // What waited for the listening socket: the request validators not compiled yet
  // (platform/http/validation.ts), between requests.
  void compilePending().catch((err: unknown) => app.log.error({ err }, 'a request schema does not compile'));
  if (opts.worker) {
    app.log.info({ base }, 'worker listening');
    process.send?.(listeningMessage(base));
    return;
  }
  // The embedded database is this process's alone: `payclock <command>` runs here through the channel.
  if (database.kind === 'pglite') {
    control = await startControlServer({ database, dataDir: config.dataDir, log: app.log });
  }
  console.log(
    [
      `payclock is listening on ${base}${BASE_PATH} using ${describeDatabase(config)}.`,
      `API reference: ${base}/docs`,
      ...banner.map((line) => line.replace('{base}', base)),
    ].join('\n'),
  );
}
