/**
 * Hand-written hot statements marked `/* prepared *\/` (the punch's read and write) run as named
 * prepared statements on PostgreSQL (src/platform/db/prepared.ts, named-statements.ts): parsed and
 * planned once per pooled connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../src/platform/db/database.js';
import { prepared, preparedStatementName } from '../../src/platform/db/prepared.js';
import { BACKEND } from '../helpers/db.js';

describe('statement names', () => {
  it('names each marked text once, a new name per text, and leaves unmarked texts unnamed', () => {
    expect(preparedStatementName('select 1 as unmarked')).toBeUndefined();
    const a = preparedStatementName('/* prepared */ select 1 as marked');
    expect(a).toMatch(/^payclock_\d+$/);
    expect(preparedStatementName('/* prepared */ select 1 as marked')).toBe(a);
    expect(preparedStatementName('/* prepared */ select 2 as marked')).not.toBe(a);
  });
});

describe(`prepared statements on ${BACKEND}`, () => {
  let d: Database | null = null;
  beforeAll(async () => {
    // One connection, so the second query sees the first one's session.
    if (BACKEND === 'postgres') {
      d = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, poolSize: 1 });
    }
  });
  afterAll(async () => {
    await d?.close();
  });

  it.skipIf(BACKEND !== 'postgres')(
    'a marked statement is prepared on its connection and reused with new parameters (PostgreSQL only: PGlite runs statements unprepared)',
    async () => {
      const db = d!.db;
      const q = (x: number) => sql<{ y: number }>`${prepared} select ${x}::int * 2 as y`.execute(db);
      expect((await q(21)).rows).toEqual([{ y: 42 }]);
      expect((await q(50)).rows).toEqual([{ y: 100 }]);
      const name = preparedStatementName(`${'/* prepared */'} select $1::int * 2 as y`);
      const listed = await sql<{
        name: string;
      }>`select name from pg_prepared_statements where name like 'payclock_%'`.execute(db);
      expect(listed.rows.map((r) => r.name)).toEqual([name]);
      // An unmarked statement is not prepared.
      await sql`select 3`.execute(db);
      const again = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements`.execute(
        db,
      );
      expect(again.rows[0]!.n).toBe(1);
    },
  );
});
