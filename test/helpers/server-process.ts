/**
 * A real payclock server process for crash tests (`node --import tsx src/server.ts`), on the vitest
 * project's backend: the embedded database in a temporary folder, or PostgreSQL in a schema of its
 * own inside the database named by TEST_DATABASE_URL (DATABASE_SCHEMA). The data is prepared
 * through {@link ServerData.open} before the server starts (PGlite: the folder lock is then free).
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../src/platform/db/database.js';
import { migrateToLatest } from '../../src/platform/db/migrator.js';
import { BACKEND, TENANT_SCOPE_CHECK } from './db.js';
import { dropSchemas, TEST_SCHEMA_PREFIX } from './test-schema.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A started server. */
export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  /** `http://127.0.0.1:<port>` */
  base: string;
  output: () => string;
}

/** Where a test's server keeps its data, on the project's backend. */
export interface ServerData {
  /** PGlite: the data folder; PostgreSQL: null. */
  dir: string | null;
  /** Environment of the server process for this data. */
  env: Record<string, string>;
  /** Opens the data directly (migrated); the caller closes it before starting a PGlite server. */
  open(): Promise<Database>;
  /** Removes the folder or drops the schema. */
  remove(): Promise<void>;
}

/** Fresh, empty data for a server on the project's backend. */
export function serverData(): ServerData {
  if (BACKEND === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const schema = `${TEST_SCHEMA_PREFIX}srv_${randomBytes(4).toString('hex')}`;
    return {
      dir: null,
      env: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
      async open() {
        const d = await openDatabase({
          databaseUrl: url,
          searchPath: schema,
          poolSize: 4,
          tenantScopeCheck: TENANT_SCOPE_CHECK,
        });
        await migrateToLatest(d.db, schema);
        return d;
      },
      async remove() {
        await dropSchemas(url, [schema]);
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payclock-srv-'));
  return {
    dir,
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    async open() {
      const d = await openDatabase({ dataDir: dir, tenantScopeCheck: TENANT_SCOPE_CHECK });
      await migrateToLatest(d.db);
      return d;
    },
    async remove() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts the server with `env`; resolves once it listens (rejects with its output if it exits). */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      DATABASE_SCHEMA: '',
      AUTO_CLOCKOUT_SWEEP_MS: '0',
      SEED_DEMO: 'false',
      RATE_LIMIT_PER_SECOND: '100000',
      RATE_LIMIT_BURST: '1000000',
      // The tenant-scope check in the server and the commands it runs (decision 0011).
      PAYCLOCK_CHECK_TENANT_SCOPE: TENANT_SCOPE_CHECK ? '1' : '0',
      PAYCLOCK_TENANT_SCOPE_LOG: TENANT_SCOPE_CHECK?.logFile ?? '',
      ...env,
    },
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /listening on (http:\/\/[\d.]+:\d+)/.exec(out);
      if (m) {
        clearInterval(timer);
        resolve({ child, base: m[1]!, output: () => out });
      }
    }, 50);
    child.on('exit', (code, signal) => {
      clearInterval(timer);
      reject(Object.assign(new Error(`server exited with ${code ?? signal}: ${out}`), { code, out }));
    });
  });
}

/** {@link startServerProcess} under the name the webhook tests use. */
export const startServer = startServerProcess;

/** Polls `check` every 50 ms until it is true or `timeoutMs` passes (generous: the machine may be loaded). @throws on timeout. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 90_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Resolves once the process is gone. */
export function exited(child: ChildProcessWithoutNullStreams): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** SIGKILL (if still running) and wait for the exit. */
export async function kill9(s: ServerProcess): Promise<void> {
  if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
  await exited(s.child);
}
