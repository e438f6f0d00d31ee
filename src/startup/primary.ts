/**
 * The cluster primary of `npm start` with `WEB_CONCURRENCY` > 1 (node:cluster; PostgreSQL and Redis
 * required, config/env.ts). It migrates and seeds once (prepare.ts), then forks the workers, which
 * share the listening port (the primary accepts connections and hands them out in turn). It prints
 * the "listening" line once every worker listens; restarts a worker that dies (restart-backoff.ts),
 * logging it; and on SIGINT/SIGTERM asks every worker to stop gracefully, waits up to 15 s (then
 * kills the rest) and exits 0. A worker that dies before any worker ever listened is a start-up
 * failure (it printed why): the primary stops the others and exits 1.
 */
import cluster, { type Worker } from 'node:cluster';
import { pino } from 'pino';
import { BASE_PATH } from '../app.js';
import type { Config } from '../config/env.js';
import { openDatabase } from '../platform/db/database.js';
import { sealerFromConfig } from '../platform/crypto/key-config.js';
import { loggerOptions } from '../platform/logging/logger-options.js';
import { describeDatabase, prepareDatabase } from './prepare.js';
import { isListeningMessage, SHUTDOWN_MESSAGE } from './cluster-messages.js';
import { restartDelayMs } from './restart-backoff.js';

/** How long the workers get to stop after SIGINT/SIGTERM before they are killed, ms. */
const STOP_WITHIN_MS = 15_000;

/** One worker slot (1…N): its current process and its restart history. */
interface Slot {
  index: number;
  worker: Worker | null;
  startedAt: number;
  lastDelayMs: number;
}

/** Runs the primary until it is stopped; see the module comment. */
export async function runPrimary(config: Config): Promise<void> {
  const options = loggerOptions(config.logLevel, process.stdout.isTTY);
  const log = pino(options === false ? { level: 'silent' } : (options as object)).child({ role: 'primary' });

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: 2,
    searchPath: config.databaseSchema,
    tenantScopeCheck: config.checkTenantScope ? { logFile: config.tenantScopeLog } : null,
  });
  let banner: string[];
  try {
    // The key file (when PAYCLOCK_ENCRYPTION_KEY is unset) is created here, before any worker reads it.
    const sealer = sealerFromConfig(config, (msg) => console.warn(`payclock: warning: ${msg}`));
    banner = await prepareDatabase(database, config, sealer);
  } finally {
    await database.close();
  }

  const n = config.webConcurrency;
  const slots: Slot[] = Array.from({ length: n }, (_, i) => ({
    index: i + 1,
    worker: null,
    startedAt: 0,
    lastDelayMs: 0,
  }));
  const listening = new Set<number>();
  let everListened = false;
  let stopping = false;

  const fork = (slot: Slot) => {
    if (stopping) return;
    const worker = cluster.fork();
    slot.worker = worker;
    slot.startedAt = Date.now();
    worker.on('message', (m: unknown) => {
      if (!isListeningMessage(m)) return;
      log.info({ worker: slot.index, workerPid: worker.process.pid }, 'worker listening');
      listening.add(slot.index);
      if (!everListened && listening.size === n) {
        everListened = true;
        console.log(
          [
            `payclock is listening on ${m.base}${BASE_PATH} using ${describeDatabase(config)}, ${n} worker processes.`,
            `API reference: ${m.base}/docs`,
            ...banner.map((line) => line.replace('{base}', m.base)),
          ].join('\n'),
        );
      }
    });
    worker.on('exit', (code, signal) => {
      slot.worker = null;
      listening.delete(slot.index);
      if (stopping) return;
      if (!everListened) {
        // It printed its reason (a busy port, an unreachable database…): stop, like one process would.
        log.error({ worker: slot.index, code, signal }, 'a worker failed to start; stopping');
        void stop(1);
        return;
      }
      const delay = restartDelayMs(slot.lastDelayMs, Date.now() - slot.startedAt);
      slot.lastDelayMs = delay;
      log.error(
        { worker: slot.index, workerPid: worker.process.pid, code, signal, restartInMs: delay },
        'worker died; restarting it',
      );
      setTimeout(() => fork(slot), delay);
    });
  };

  const stop = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const alive = slots.map((s) => s.worker).filter((w): w is Worker => w !== null && !w.isDead());
    const exited = Promise.all(
      alive.map(
        (w) => new Promise<void>((resolve) => (w.isDead() ? resolve() : w.once('exit', () => resolve()))),
      ),
    );
    for (const w of alive) if (w.isConnected()) w.send(SHUTDOWN_MESSAGE);
    const timer = setTimeout(() => {
      log.error(`workers still running after ${STOP_WITHIN_MS} ms; killing them`);
      for (const w of alive) if (!w.isDead()) w.process.kill('SIGKILL');
    }, STOP_WITHIN_MS);
    await exited;
    clearTimeout(timer);
    process.exit(exitCode);
  };
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.on(sig, () => {
      if (stopping) {
        // A second signal: no more waiting.
        for (const s of slots) if (s.worker && !s.worker.isDead()) s.worker.process.kill('SIGKILL');
        process.exit(1);
      }
      log.info({ signal: sig }, 'shutting down the workers');
      void stop(0);
    });
  }

  for (const slot of slots) fork(slot);
}
