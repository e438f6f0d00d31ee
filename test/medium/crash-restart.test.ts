/**
 * Crash safety of the embedded database: a real server process (`node --import tsx src/server.ts`,
 * DATA_DIR in a temporary folder) is killed with SIGKILL in the middle of a burst of clock-ins and
 * restarted at once on the same folder. The folder lock of the dead process is stale immediately
 * (its pid is gone), every acknowledged clock-in is there after the restart, and a second server
 * on a folder held by a live one exits non-zero with one line.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKEND } from '../helpers/db.js';
import { makeCompany, makeEmployee } from '../helpers/app.js';
import { openDatabase } from '../../src/platform/db/database.js';
import { migrateToLatest } from '../../src/platform/db/migrator.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Server {
  child: ChildProcessWithoutNullStreams;
  base: string;
  output: () => string;
}

/** Starts the server on `dataDir`; resolves once it listens (or rejects with its output if it exits). */
function startServer(dataDir: string): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      AUTO_CLOCKOUT_SWEEP_MS: '0',
      SEED_DEMO: 'false',
      RATE_LIMIT_PER_SECOND: '100000',
      RATE_LIMIT_BURST: '1000000',
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
    child.on('exit', (code) => {
      clearInterval(timer);
      reject(Object.assign(new Error(`server exited with ${code}: ${out}`), { code, out }));
    });
  });
}

/** Waits for the process to be gone. */
function exited(child: ChildProcessWithoutNullStreams): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

describe.skipIf(BACKEND !== 'pglite')(
  'kill -9 and immediate restart (embedded database only: PostgreSQL has its own crash recovery)',
  () => {
    let dir: string;
    let first: Server | null = null;
    let key = '';

    beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payclock-crash-'));
      // A company with 40 employees, written before the server owns the folder.
      const database = await openDatabase({ dataDir: dir });
      await migrateToLatest(database.db);
      const company = await makeCompany(database.db);
      key = company.apiKey;
      for (let i = 0; i < 40; i++) await makeEmployee(database.db, company.companyId);
      await database.close();
      first = await startServer(dir);
    }, 120_000);

    afterAll(async () => {
      if (first && first.child.exitCode === null) first.child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('a second server on a folder held by a live one exits 1 with one line, no stack trace', async () => {
      const err = (await startServer(dir).catch((e: unknown) => e)) as { code: number; out: string };
      expect(err.code).toBe(1);
      const lines = err.out.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^payclock: The embedded database in .* is in use by process \d+ on /);
    }, 60_000);

    it('every acknowledged clock-in survives SIGKILL and an immediate restart', async () => {
      const server = first!;
      const headers = { 'x-api-key': key, 'content-type': 'application/json' };
      const list = await fetch(`${server.base}/partner/v1/employees?limit=200&is_active=true`, { headers });
      const employees = ((await list.json()) as { data: Array<{ employee_id: number }> }).data.map(
        (e) => e.employee_id,
      );
      expect(employees).toHaveLength(40);
      const acknowledged: number[] = [];
      let killed = false;
      // Four parallel clients punch through the employees; the server dies after 15 acknowledgements.
      const client = async (offset: number) => {
        for (let i = offset; i < employees.length && !killed; i += 4) {
          try {
            const res = await fetch(`${server.base}/partner/v1/time-records/clock-in`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ employee_id: employees[i] }),
            });
            if (res.status === 201) {
              acknowledged.push(((await res.json()) as { time_record_id: number }).time_record_id);
              if (acknowledged.length >= 15 && !killed) {
                killed = true;
                server.child.kill('SIGKILL');
              }
            }
          } catch {
            // The connection died with the server: not acknowledged.
          }
        }
      };
      await Promise.all([0, 1, 2, 3].map(client));
      if (!killed) server.child.kill('SIGKILL');
      await exited(server.child);
      expect(acknowledged.length).toBeGreaterThanOrEqual(15);

      // Immediately: the dead server's lock is stale at once (before, the start failed with the
      // folder "in use" for 10–20 s; startServer rejects if the server exits).
      const second = await startServer(dir);
      try {
        expect(second.output()).not.toMatch(/in use by/);
        for (const id of acknowledged) {
          const res = await fetch(`${second.base}/partner/v1/time-records/${id}`, { headers });
          expect({ id, status: res.status }).toEqual({ id, status: 200 });
        }
      } finally {
        second.child.kill('SIGTERM');
        await exited(second.child);
      }
      // A clean stop releases the lock.
      expect(fs.existsSync(path.join(dir, '.payclock.lock'))).toBe(false);
    }, 180_000);
  },
);
