/**
 * The cache-change feeds (decision 0012). PostgreSQL (platform/auth/pg-cache-feed.ts): a committed
 * revocation or settings change reaches the listener, a rolled-back one never does, and when the
 * listening connection is killed the feed stops being live, asks for the caches to be dropped,
 * reconnects and asks again. Embedded database (pglite-cache-feed.ts): the same through PGlite's
 * own listen.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKEND, createTestDatabase } from '../helpers/db.js';
import { makeCompany } from '../helpers/app.js';
import { waitFor } from '../helpers/server-process.js';
import type { Database } from '../../src/platform/db/database.js';
import { revokeApiKey } from '../../src/platform/auth/api-keys.js';
import {
  notifyCacheChange,
  type CacheChange,
  type CacheChangeFeed,
} from '../../src/platform/auth/cache-events.js';
import { PgCacheFeed } from '../../src/platform/auth/pg-cache-feed.js';
import { pgliteCacheFeed } from '../../src/platform/auth/pglite-cache-feed.js';

let database: Database;
let feed: CacheChangeFeed;
let pgFeed: PgCacheFeed | null = null;
const changes: CacheChange[] = [];
let resets = 0;
const appName = `payclock test feed ${randomBytes(4).toString('hex')}`;
const logged: string[] = [];
const log = {
  info: (msg: string) => logged.push(`info: ${msg}`),
  warn: (_obj: unknown, msg: string) => logged.push(`warn: ${msg}`),
} as never;

beforeAll(async () => {
  database = await createTestDatabase();
  if (BACKEND === 'postgres') {
    const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(database.db)).rows[0]!.s;
    pgFeed = new PgCacheFeed({
      connectionString: process.env.TEST_DATABASE_URL!,
      searchPath: schema,
      heartbeatMs: 200,
      applicationName: appName,
    });
    feed = pgFeed;
  } else {
    feed = await pgliteCacheFeed(database.pglite!);
  }
  feed.subscribe(
    (c) => changes.push(c),
    () => resets++,
  );
  await pgFeed?.start(log);
});

afterAll(async () => {
  await pgFeed?.close();
  await database.close();
});

it('hears committed revocations and settings changes, never rolled-back ones', async () => {
  expect(feed.live).toBe(true);
  const a = await makeCompany(database.db);
  changes.length = 0;
  expect(await revokeApiKey(database.db, a.prefix, new Date())).toBe(true);
  expect(await revokeApiKey(database.db, a.prefix, new Date())).toBe(false); // already revoked: no notification
  await database.db
    .transaction()
    .execute(async (trx) => {
      await notifyCacheChange(trx, { kind: 'company', companyId: 777 });
      throw new Error('roll back');
    })
    .catch(() => undefined);
  await database.db
    .transaction()
    .execute((trx) => notifyCacheChange(trx, { kind: 'company', companyId: a.companyId }));
  await waitFor('two changes', () => changes.length >= 2, 5_000);
  await new Promise((r) => setTimeout(r, 200));
  expect(changes).toEqual([
    { kind: 'api_key', prefix: a.prefix },
    { kind: 'company', companyId: a.companyId },
  ]);
});

describe.skipIf(BACKEND !== 'postgres')('a lost LISTEN connection (PostgreSQL only)', () => {
  it('is no longer live, drops the caches, reconnects, drops them again and hears changes again', async () => {
    const before = resets;
    const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
    await c.connect();
    try {
      const r = await c.query(
        'select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = $1',
        [appName],
      );
      expect(r.rows).toEqual([{ ok: true }]);
    } finally {
      await c.end();
    }
    await waitFor('the feed to notice', () => !feed.live, 5_000);
    expect(resets).toBe(before + 1);
    expect(logged.filter((l) => l.startsWith('warn:'))).toHaveLength(1);
    await waitFor('the feed to listen again', () => feed.live, 10_000);
    expect(resets).toBe(before + 2);
    expect(logged.at(-1)).toBe('info: auth cache: listening for key and company changes again');
    changes.length = 0;
    const b = await makeCompany(database.db);
    await revokeApiKey(database.db, b.prefix, new Date());
    await waitFor('the change', () => changes.length === 1, 5_000);
    expect(changes).toEqual([{ kind: 'api_key', prefix: b.prefix }]);
  }, 60_000);
});
