/**
 * Queries prepared once (src/platform/db/prepared.ts), without a database: a Kysely instance over
 * Kysely's DummyDriver records what would be sent.
 */
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../../src/platform/db/schema.js';
import { prepareQuery, type SlotOf } from '../../src/platform/db/prepared.js';

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

  it('gives the same slot twice the same value', async () => {
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
