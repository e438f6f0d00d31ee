/**
 * Several server processes on one PostgreSQL (`node --import tsx src/server.ts`, decision 0012),
 * with the rate limit shared through the Redis at 127.0.0.1:6379 (a key prefix of this run's own):
 * - a key revoked with `payclock key revoke` is refused by both servers within 1 s of the commit;
 * - one key's limit (20 requests per 20 s window: RATE_LIMIT_BURST=20, RATE_LIMIT_PER_SECOND=1)
 *   holds across both servers, not twice over;
 * - both servers sweeping every 50 ms close each expired record once (one audit row, one event);
 * - `WEB_CONCURRENCY=2` runs two workers that both answer, and stops them on SIGTERM.
 * And without DATABASE_URL, `WEB_CONCURRENCY=2` exits 1 with one line (no database involved).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKEND } from '../helpers/db.js';
import { makeCompany, makeEmployee, makeExpiredRecords } from '../helpers/app.js';
import {
  exited,
  serverData,
  startServerProcess,
  waitFor,
  type ServerData,
  type ServerProcess,
} from '../helpers/server-process.js';
import type { Database } from '../../src/platform/db/database.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const REDIS_URL = 'redis://127.0.0.1:6379';
const BURST = 20;
const PER_SECOND = 1;
/** The plugin's fixed window: BURST requests per BURST / PER_SECOND seconds. */
const WINDOW_MS = (BURST / PER_SECOND) * 1000;

/** GET /companies with `key` on `server`: the status. */
async function status(server: ServerProcess, key: string): Promise<number> {
  const res = await fetch(`${server.base}/partner/v1/companies`, { headers: { 'x-api-key': key } });
  await res.arrayBuffer();
  return res.status;
}

/** Runs the CLI (`src/cli/main.ts`) with `env`; resolves with its exit code and output. */
function cli(env: Record<string, string>, args: string[]): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', DATABASE_SCHEMA: '', ...env },
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out })));
}

describe.skipIf(BACKEND !== 'postgres')(
  'two server processes on one PostgreSQL (PostgreSQL only: the embedded database is one process)',
  () => {
    let data: ServerData;
    let database: Database;
    let redis: Redis;
    const prefix = `payclock-test-${randomBytes(4).toString('hex')}:`;
    let servers: ServerProcess[] = [];

    beforeAll(async () => {
      data = serverData();
      database = await data.open();
      redis = new Redis(REDIS_URL);
      const env = {
        ...data.env,
        REDIS_URL,
        REDIS_KEY_PREFIX: prefix,
        RATE_LIMIT_BURST: String(BURST),
        RATE_LIMIT_PER_SECOND: String(PER_SECOND),
        AUTO_CLOCKOUT_SWEEP_MS: '50',
        WEBHOOKS_WORKER: 'false',
      };
      servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    }, 120_000);

    afterAll(async () => {
      for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
      await Promise.all(servers.map((s) => exited(s.child)));
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      await database.close();
      await data.remove();
    });

    it('a key revoked with the CLI is refused by both servers within 1 s of the commit', async () => {
      const { apiKey, prefix: keyPrefix, companyId } = await makeCompany(database.db);
      // Both servers have the key cached (accepted), so the refusal must come from the notification.
      for (const s of servers) expect(await status(s, apiKey)).toBe(200);
      const refusedAt: Array<number | null> = [null, null];
      let polling = true;
      const polls = servers.map(async (s, i) => {
        while (polling && refusedAt[i] === null) {
          // 200, or 429 once the key's 20 requests of the window are spent: not refused yet.
          if ((await status(s, apiKey)) === 401) refusedAt[i] = Date.now();
          else await new Promise((r) => setTimeout(r, 10));
        }
      });
      const r = await cli(data.env, ['key', 'revoke', keyPrefix]);
      expect(r.code, r.out).toBe(0);
      await waitFor(
        'both servers to refuse the key',
        () => refusedAt.every((t) => t !== null),
        10_000,
      ).finally(() => (polling = false));
      await Promise.all(polls);
      // revoked_at is read from the clock before the UPDATE, so it is no later than the commit:
      // refusedAt − revoked_at bounds the delay from above.
      const row = await database.db
        .selectFrom('api_keys')
        .select('revoked_at')
        .where('company_id', '=', companyId)
        .where('prefix', '=', keyPrefix)
        .executeTakeFirstOrThrow();
      const revokedAt = Date.parse(row.revoked_at!);
      for (const t of refusedAt) {
        expect(t! - revokedAt).toBeGreaterThanOrEqual(0);
        expect(t! - revokedAt).toBeLessThan(1000);
      }
    }, 120_000);

    it('one key gets 20 requests per 20 s window across both servers, not 20 on each', async () => {
      const { apiKey, prefix: keyPrefix } = await makeCompany(database.db);
      const counter = `${prefix}rate-limit:key:${keyPrefix}`;
      const burst = async (n: number) => {
        const statuses: number[] = [];
        for (let i = 0; i < n; i++) statuses.push(await status(servers[i % 2]!, apiKey));
        return statuses;
      };
      // 40 requests alternating A, B, A, … inside one window: the first 20 pass (10 on each server), 20 are 429.
      const first = await burst(2 * BURST);
      expect(first).toEqual([...Array<number>(BURST).fill(200), ...Array<number>(BURST).fill(429)]);
      // Every request of both servers was counted in the one Redis counter.
      expect(await redis.get(counter)).toBe(String(2 * BURST));
      const ttl = await redis.pttl(counter);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(WINDOW_MS);
      // A fixed window: nothing comes back before it ends (a token bucket would have refilled some).
      if (ttl > 1_000) expect(await status(servers[1]!, apiKey)).toBe(429);
      // After the window (T = 20 s), R·T = 20 more: exactly BURST again, and 429 after.
      const left = await redis.pttl(counter);
      await new Promise((r) => setTimeout(r, left + 100));
      expect(await redis.exists(counter)).toBe(0);
      const second = await burst(2 * BURST);
      expect(second).toEqual([...Array<number>(BURST).fill(200), ...Array<number>(BURST).fill(429)]);
    }, 120_000);

    it('both servers sweeping: each expired record is closed once, with one audit row and one event', async () => {
      const db = database.db;
      const companies = [await makeCompany(db), await makeCompany(db)];
      const employees: Array<{ companyId: number; id: number }> = [];
      for (const c of companies) {
        for (let i = 0; i < 20; i++) {
          employees.push({ companyId: c.companyId, id: await makeEmployee(db, c.companyId) });
        }
      }
      const now = Date.now();
      // 40 active records that expired a minute ago: the servers' 50 ms sweeps race to close them.
      const ids = await makeExpiredRecords(
        db,
        employees,
        new Date(now - 3_600_000).toISOString(),
        new Date(now - 60_000).toISOString(),
      );
      const companyIds = companies.map((c) => c.companyId);
      await waitFor('the sweeps to close every record', async () => {
        const open = await db
          .selectFrom('time_records')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('company_id', 'in', companyIds)
          .where('end', 'is', null)
          .executeTakeFirstOrThrow();
        return Number(open.n) === 0;
      });
      // Many more sweeps of both servers run over the closed records.
      await new Promise((r) => setTimeout(r, 500));

      const closed = await db
        .selectFrom('time_records')
        .select(['id', 'end', 'expires_at', 'clockout_source', 'missed_clockout'])
        .where('company_id', 'in', companyIds)
        .execute();
      expect(closed).toHaveLength(40);
      for (const r of closed) {
        expect([r.end, r.clockout_source, r.missed_clockout]).toEqual([r.expires_at, 'auto', true]);
      }
      const audit = await db
        .selectFrom('audit_events')
        .select('resource_id')
        .where('company_id', 'in', companyIds)
        .where('resource_type', '=', 'time_record')
        .where('action', '=', 'auto_clockout')
        .execute();
      expect(audit.map((a) => a.resource_id).sort()).toEqual([...ids].sort());
      const events = await db
        .selectFrom('webhook_events')
        .select('payload')
        .where('company_id', 'in', companyIds)
        .where('type', '=', 'time_record.auto_clocked_out')
        .execute();
      const eventRecordIds = events.map((e) =>
        String((JSON.parse(e.payload) as { data: { time_record_id: number } }).data.time_record_id),
      );
      expect(eventRecordIds.sort()).toEqual([...ids].sort());
    }, 120_000);
  },
);

/** GET path on a fresh connection (no keep-alive), so the cluster hands each request to the next worker. */
function getOnNewConnection(
  base: string,
  pathname: string,
  headers: Record<string, string>,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${pathname}`, { agent: false, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
}

describe.skipIf(BACKEND !== 'postgres')(
  'WEB_CONCURRENCY=2 (PostgreSQL only: workers need DATABASE_URL)',
  () => {
    it('runs two workers that both answer, and SIGTERM stops them all with exit 0', async () => {
      const data = serverData();
      const database = await data.open();
      const { apiKey } = await makeCompany(database.db);
      await database.close();
      const server = await startServerProcess({
        ...data.env,
        WEB_CONCURRENCY: '2',
        REDIS_URL,
        REDIS_KEY_PREFIX: `payclock-test-${randomBytes(4).toString('hex')}:`,
        LOG_LEVEL: 'info',
      });
      try {
        expect(server.output()).toContain('using PostgreSQL (DATABASE_URL), 2 worker processes.');
        const tag = randomBytes(4).toString('hex');
        for (let i = 0; i < 8; i++) {
          const code = await getOnNewConnection(server.base, '/partner/v1/companies', {
            'x-api-key': apiKey,
            'x-request-id': `${tag}-${i}`,
          });
          expect(code).toBe(200);
        }
        // Each worker logs the requests it served (JSON lines carry its pid).
        const pids = new Set<number>();
        await waitFor('the request log lines', () => {
          for (const line of server.output().split('\n')) {
            if (!line.startsWith('{') || !line.includes(`"reqId":"${tag}-`)) continue;
            const entry = JSON.parse(line) as { pid: number; msg: string };
            if (entry.msg === 'request completed') pids.add(entry.pid);
          }
          return pids.size >= 2;
        });
        expect(pids.size).toBe(2);
        expect(pids.has(server.child.pid!)).toBe(false);
        server.child.kill('SIGTERM');
        await exited(server.child);
        expect(server.child.exitCode).toBe(0);
        for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
      } finally {
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
        await exited(server.child);
        await data.remove();
      }
    }, 120_000);
  },
);

describe.skipIf(BACKEND !== 'pglite')(
  'WEB_CONCURRENCY=2 on the embedded database (no database is opened: run once, in the pglite project)',
  () => {
    it('exits 1 with one line', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payclock-wc-'));
      try {
        const err = await startServerProcess({ DATA_DIR: dir, WEB_CONCURRENCY: '2', REDIS_URL }).then(
          () => null,
          (e: { code: number; out: string }) => e,
        );
        expect(err?.code).toBe(1);
        expect(err!.out.trim().split('\n')).toEqual([
          'payclock: Invalid configuration: - WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded database belongs to one process',
        ]);
        expect(fs.readdirSync(dir)).toEqual([]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }, 60_000);
  },
);
