/**
 * The auth caches and their change feed (platform/auth/auth.plugin.ts, decision 0012), with feeds
 * driven by hand: a change drops that key or company at once; a reset drops everything; while the
 * feed is not live a key revoked behind the app's back is refused within 1 s (entries live 1 s),
 * while it is live the entry is kept (30 s) until a change says otherwise.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { CacheChange, CacheChangeFeed } from '../../src/platform/auth/cache-events.js';
import { makeCompany, startApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
const apps: FastifyInstance[] = [];

/** A feed whose liveness and events the test decides. */
function handFeed(live: boolean) {
  const subs: Array<{ onChange: (c: CacheChange) => void; onReset: () => void }> = [];
  const feed: CacheChangeFeed & { change(c: CacheChange): void; reset(): void } = {
    live,
    subscribe(onChange, onReset) {
      subs.push({ onChange, onReset });
      return () => undefined;
    },
    change: (c) => subs.forEach((s) => s.onChange(c)),
    reset: () => subs.forEach((s) => s.onReset()),
  };
  return feed;
}

async function app(cacheFeed: CacheChangeFeed) {
  const a = await buildApp({ db: t.db, clock: t.clock, cacheFeed, config: { rateLimitBurst: 1_000_000 } });
  apps.push(a);
  return a;
}

async function get(a: FastifyInstance, key: string, url = '/partner/v1/companies') {
  return (await a.inject({ method: 'GET', url, headers: { 'x-api-key': key } })).statusCode;
}

/** Revokes behind the apps' back: no notification. */
async function revokeSilently(companyId: number, prefix: string) {
  await t.db
    .updateTable('api_keys')
    .set({ revoked_at: new Date().toISOString() })
    .where('company_id', '=', companyId)
    .where('prefix', '=', prefix)
    .execute();
}

beforeAll(async () => {
  t = await startApp();
});

afterAll(async () => {
  for (const a of apps) await a.close();
  await t.close();
});

it('while the feed is down a silently revoked key is refused within 1 s; while it is live, on its change', async () => {
  const down = await app(handFeed(false));
  const liveFeed = handFeed(true);
  const live = await app(liveFeed);
  const { apiKey, prefix, companyId } = await makeCompany(t.db);
  expect([await get(down, apiKey), await get(live, apiKey)]).toEqual([200, 200]);
  await revokeSilently(companyId, prefix);
  await new Promise((r) => setTimeout(r, 1_100));
  expect([await get(down, apiKey), await get(live, apiKey)]).toEqual([401, 200]);
  liveFeed.change({ kind: 'api_key', prefix: 'SomeOtherKey' });
  expect(await get(live, apiKey)).toBe(200);
  liveFeed.change({ kind: 'api_key', prefix });
  expect(await get(live, apiKey)).toBe(401);
});

it('a company change or a reset drops the cached settings (here: the plan)', async () => {
  const feed = handFeed(true);
  const a = await app(feed);
  const c = await makeCompany(t.db, { plan: 'payroll' });
  const c2 = await makeCompany(t.db, { plan: 'payroll' });
  const reports = '/partner/v1/reports/hours?start_date=2026-11-01&end_date=2026-11-07';
  expect([await get(a, c.apiKey, reports), await get(a, c2.apiKey, reports)]).toEqual([200, 200]);
  await t.db
    .updateTable('companies')
    .set({ plan: 'timetracking' })
    .where('id', 'in', [c.companyId, c2.companyId])
    .execute();
  expect(await get(a, c.apiKey, reports)).toBe(200); // cached
  feed.change({ kind: 'company', companyId: c.companyId });
  expect([await get(a, c.apiKey, reports), await get(a, c2.apiKey, reports)]).toEqual([403, 200]);
  feed.reset();
  expect(await get(a, c2.apiKey, reports)).toBe(403);
});
