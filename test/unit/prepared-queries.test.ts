/**
 * Queries prepared once (src/platform/db/prepared.ts) and run as named statements on PostgreSQL
 * (src/platform/db/named-statements.ts), without a database: a Kysely instance over Kysely's
 * DummyDriver records what would be sent, and a fake pg pool records what node-postgres is asked.
 */
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
} from 'kysely';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { DB } from '../../src/platform/db/schema.js';
import { prepareQuery, preparedStatementName, type SlotOf } from '../../src/platform/db/prepared.js';
import { namedStatementPool } from '../../src/platform/db/named-statements.js';

/** A Kysely that compiles for PostgreSQL and records every query it would send. */
function recordingDb() {
  const sent: CompiledQuery[] = [];
  const db = new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    log: (e) => {
      sent.push(e.query);
    },
  });
  return { db, sent };
}

describe('prepareQuery', () => {
  it('builds once per database handle and swaps only the slot values, constants kept', async () => {
    let builds = 0;
    const q = prepareQuery((db, slot: SlotOf<{ companyId: number; id: string; limit: number }>) => {
      builds++;
      return db
        .selectFrom('employees')
        .select('id')
        .where('company_id', '=', slot('companyId'))
        .where('is_active', '=', true)
        .where('id', '>', slot('id'))
        .limit(slot('limit'));
    });
    const { db, sent } = recordingDb();
    await q.execute(db, { companyId: 7, id: '40', limit: 3 });
    await q.execute(db, { companyId: 8, id: '41', limit: 5 });
    expect(builds).toBe(1);
    expect(sent.map((s) => s.parameters)).toEqual([
      [7, true, '40', 3],
      [8, true, '41', 5],
    ]);
    expect(sent[0]!.sql).toBe(
      'select "id" from "employees" where "company_id" = $1 and "is_active" = $2 and "id" > $3 limit $4',
    );
    expect(sent[1]!.sql).toBe(sent[0]!.sql);
    expect(q.sql(db)).toBe(sent[0]!.sql);
    // Another handle (another database, or a transaction) compiles its own copy.
    const other = recordingDb();
    expect(await q.executeTakeFirst(other.db, { companyId: 9, id: '1', limit: 1 })).toBeUndefined();
    expect(builds).toBe(2);
    expect(other.sent[0]!.parameters).toEqual([9, true, '1', 1]);
  });

  it('gives the same slot twice the same value, and names its SQL text as a statement', async () => {
    const q = prepareQuery((db, slot: SlotOf<{ like: string }>) =>
      db
        .selectFrom('employees')
        .select('id')
        .where((eb) =>
          eb.or([eb('first_name', 'ilike', slot('like')), eb('last_name', 'ilike', slot('like'))]),
        ),
    );
    const { db, sent } = recordingDb();
    await q.execute(db, { like: '%ana%' });
    expect(sent[0]!.parameters).toEqual(['%ana%', '%ana%']);
    expect(preparedStatementName(sent[0]!.sql)).toMatch(/^payclock_\d+$/);
    expect(preparedStatementName('select 1')).toBeUndefined();
  });

  it('refuses a slot that did not become a bound parameter', async () => {
    const q = prepareQuery((db, slot: SlotOf<{ unused: number }>) => {
      slot('unused');
      return db.selectFrom('employees').select('id');
    });
    await expect(q.execute(recordingDb().db, { unused: 1 })).rejects.toThrow(
      'prepareQuery: slot "unused" is not a bound parameter',
    );
  });
});

describe('namedStatementPool', () => {
  it('sends the SQL of prepared queries as named statements and everything else unnamed', async () => {
    const q = prepareQuery((db, slot: SlotOf<{ companyId: number }>) =>
      db.selectFrom('departments').select('name').where('company_id', '=', slot('companyId')),
    );
    const preparedSql = q.sql(recordingDb().db);
    const calls: unknown[][] = [];
    const released: number[] = [];
    const client = {
      query: (...args: unknown[]) => {
        calls.push(args);
        return Promise.resolve({ command: 'SELECT', rowCount: 0, rows: [] });
      },
      release: () => released.push(1),
    };
    let ended = false;
    const fakePool = {
      connect: () => Promise.resolve(client),
      end: () => {
        ended = true;
        return Promise.resolve();
      },
    } as unknown as pg.Pool;
    const pool = namedStatementPool(fakePool);
    const c1 = await pool.connect();
    await c1.query(preparedSql, [4]);
    await c1.query('select 1 where $1 = 1', [1]);
    c1.release();
    const c2 = await pool.connect();
    expect(c2).toBe(c1); // one wrapper per pg client: Kysely keeps its connection object per client
    expect(calls).toEqual([
      [{ name: preparedStatementName(preparedSql), text: preparedSql, values: [4] }],
      ['select 1 where $1 = 1', [1]],
    ]);
    expect(released).toEqual([1]);
    await pool.end();
    expect(ended).toBe(true);
  });
});
