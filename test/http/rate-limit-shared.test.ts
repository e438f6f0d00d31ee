/**
 * The per-key rate limit counted in Redis (platform/http/rate-limit*.ts, decision 0012), with two
 * apps standing for two processes: with one Redis key prefix they share one window per key; each
 * app alone (no Redis) counts its own. When Redis does not answer, each app counts alone (the API
 * stays up), logs it once and sets `payclock_rate_limit_shared` to 0. Needs the Redis at
 * 127.0.0.1:6379 (.ci/run starts it).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openRedis } from '../../src/platform/redis.js';
import { makeCompany, startApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
let redis: Redis;
const prefix = `payclock-test-${randomBytes(4).toString('hex')}:`;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  t = await startApp();
  redis = new Redis('redis://127.0.0.1:6379');
});

afterAll(async () => {
  for (const a of apps) await a.close();
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  await t.close();
});

async function app(o: { redis?: Redis; log?: string[] } = {}) {
  const a = await buildApp({
    db: t.db,
    clock: t.clock,
    // 4 requests per 100 s window: no window ends during a test, however loaded the machine.
    config: { rateLimitPerSecond: 0.04, rateLimitBurst: 4, logLevel: o.log ? 'info' : 'silent' },
    ...(o.redis ? { rateLimitRedis: { redis: o.redis, prefix } } : {}),
    ...(o.log ? { logStream: { write: (line: string) => o.log!.push(line) } } : {}),
  });
  apps.push(a);
  return a;
}

/** GET /companies with `key`, alternating over `on`: the statuses. */
async function statuses(on: FastifyInstance[], key: string, n: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const r = await on[i % on.length]!.inject({
      method: 'GET',
      url: '/partner/v1/companies',
      headers: { 'x-api-key': key },
    });
    out.push(r.statusCode);
  }
  return out;
}

it('two apps on one Redis share a key’s window of 4; without Redis each allows 4', async () => {
  const shared = [await app({ redis }), await app({ redis })];
  const { apiKey, prefix: keyPrefix } = await makeCompany(t.db);
  expect(await statuses(shared, apiKey, 8)).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
  expect(await redis.get(`${prefix}rate-limit:key:${keyPrefix}`)).toBe('8');

  const alone = [await app(), await app()];
  const other = await makeCompany(t.db);
  expect(await statuses(alone, other.apiKey, 10)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
});

it('with Redis unreachable each app counts alone, says so once, and the gauge reads 0', async () => {
  const warnings: string[] = [];
  const down = await openRedis('redis://127.0.0.1:1', (m) => warnings.push(m), 300);
  try {
    expect(warnings).toEqual([
      'Redis at REDIS_URL is not reachable yet; the rate limit counts in each process until it is',
    ]);
    const log: string[] = [];
    const a = await app({ redis: down, log });
    const { apiKey } = await makeCompany(t.db);
    expect(await statuses([a], apiKey, 6)).toEqual([200, 200, 200, 200, 429, 429]);
    const said = log.map((l) => JSON.parse(l) as { level: number; msg: string }).filter((l) => l.level >= 50);
    expect(said.map((l) => l.msg)).toEqual([
      'rate limit: Redis failed; each process counts its own requests until it is back',
    ]);
    const metrics = await a.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/^payclock_rate_limit_shared 0$/m);
  } finally {
    down.disconnect();
  }
});
