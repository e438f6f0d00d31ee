/**
 * Entry point of `npm start`: load config → open the database (PGlite in DATA_DIR unless
 * DATABASE_URL) → migrate → seed the demo company when the database is empty → listen on
 * HOST:PORT → on the embedded database, open the CLI's control channel (decision 0010) → graceful
 * shutdown on SIGINT/SIGTERM (close-with-grace). Startup failures a user causes (bad settings, a
 * folder another server holds, a busy port) print one line and exit 1.
 */
import closeWithGrace from 'close-with-grace';
import { buildApp, BASE_PATH } from './app.js';
import { ConfigError, loadConfig, type Config } from './config/env.js';
import { DatabaseLockedError, openDatabase } from './platform/db/database.js';
import { migrateToLatest } from './platform/db/migrator.js';
import { startBackgroundJobs } from './platform/jobs.js';
import { purgeIdempotencyKeys } from './platform/http/idempotency.js';
import { autoClockOutSweep } from './modules/time-records/time-records.service.js';
import { seedDemoCompany } from './modules/demo/seed.js';
import { demoNow } from './modules/demo/generator.js';
import { systemClock } from './shared/time.js';
import { crossTenant } from './platform/db/tenant-scope-rules.js';
import { sealerFromConfig } from './platform/crypto/key-config.js';
import { purgeOldEvents, WebhookWorker } from './modules/webhooks/worker.js';
import { startControlServer, type ControlServer } from './cli/control-server.js';

/** Prints one line and exits 1: for failures the user can fix, with no stack trace. */
function fatal(message: string): never {
  console.error(`payclock: ${message}`);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  fatal(err.message.replace(/\n\s*/g, ' '));
}
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
const where = config.databaseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : `embedded PostgreSQL (PGlite) in ${config.dataDir}`;
if (config.runMigrations) await migrateToLatest(database.db, config.databaseSchema ?? undefined);

const sealer = sealerFromConfig(config, (msg) => console.warn(`payclock: warning: ${msg}`));

/** Lines printed once the server listens; `{base}` becomes the listening URL. */
let banner: string[] = [];
const existing = await database.db
  .selectFrom('companies')
  .select('id')
  .limit(1)
  .modifyEnd(crossTenant('any-company'))
  .executeTakeFirst();
if (!existing && config.seedDemoWhenEmpty) {
  // The demo's history runs up to this very minute (company time): no punch lies in the future.
  const { asOf, nowMinute } = demoNow(systemClock.now());
  const seeded = await seedDemoCompany(database.db, { asOf, nowMinute }, sealer);
  banner = [
    `Seeded the demo company (company_id ${seeded.companyId}, as of ${asOf}).`,
    `Its API key (shown once). Paste this line into the shell you run the examples in (README.md):`,
    `export KEY=${seeded.apiKey} API={base}${BASE_PATH}`,
    `Try: curl -s -H "X-API-Key: $KEY" "$API/employees?limit=5"`,
  ];
} else if (existing) {
  banner = [
    'The database already has a company; create a key with: npm run cli -- key create --company <id>',
  ];
}

let worker: WebhookWorker | null = null;
const app = await buildApp({
  db: database.db,
  config,
  prettyLogs: process.stdout.isTTY,
  sealer,
  webhooksWake: () => worker?.wake(),
});
const jobs = startBackgroundJobs({
  db: database.db,
  clock: systemClock,
  log: app.log,
  autoClockoutSweepMs: config.autoClockoutSweepMs,
  sweeps: [autoClockOutSweep, purgeIdempotencyKeys, purgeOldEvents],
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

let control: ControlServer | null = null;
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  jobs.stop();
  await control?.close();
  // In-flight webhook attempts get 3 s to finish, then are given back (due at the next start).
  await Promise.all([worker?.stop(3_000), app.close()]);
  await database.close();
});

// The address actually bound (PORT=0 picks a free port).
const base = await app
  .listen({ host: config.host, port: config.port })
  .catch(async (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EADDRINUSE' && err.code !== 'EACCES' && err.code !== 'EADDRNOTAVAIL') throw err;
    jobs.stop();
    await worker?.stop(0);
    await database.close();
    const why =
      err.code === 'EADDRINUSE' ? 'is in use' : err.code === 'EACCES' ? 'is not allowed' : 'is not available';
    fatal(`${config.host}:${config.port} ${why} (${err.code}); set PORT (or HOST) to another value`);
  });
// The embedded database is this process's alone: `payclock <command>` runs here through the channel.
if (database.kind === 'pglite') {
  control = await startControlServer({ database, dataDir: config.dataDir, log: app.log });
}
console.log(
  [
    `payclock is listening on ${base}${BASE_PATH} using ${where}.`,
    `API reference: ${base}/docs`,
    ...banner.map((line) => line.replace('{base}', base)),
  ].join('\n'),
);
