/**
 * Prepared queries (src/platform/db/prepared.ts) on a real database, on both backends: they run as
 * named server-side statements (pg: named-statements.ts; PGlite: pglite-prepared.ts), return the
 * same rows, typed the same way, as the ordinary query of the same builder, and an execution that
 * fails leaves the statement usable.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../helpers/db.js';
import { makeCompany, makeEmployee } from '../helpers/app.js';
import type { Database } from '../../src/platform/db/database.js';
import { prepareQuery, preparedStatementName, type SlotOf } from '../../src/platform/db/prepared.js';

let d: Database;
let companyId: number;
let employeeId: number;

/** Every column type the reads return: int8, text, bool, date, jsonb, numeric, timestamptz, null. */
const query = prepareQuery((db, slot: SlotOf<{ companyId: number; active: boolean; since: string }>) =>
  db
    .selectFrom('employees as e')
    .innerJoin('employee_earnings as ee', (j) =>
      j.onRef('ee.company_id', '=', 'e.company_id').onRef('ee.employee_id', '=', 'e.id'),
    )
    .select([
      'e.id',
      'e.first_name',
      'e.is_active',
      'e.dob',
      'e.address',
      'e.middle_name',
      'e.weekly_time_limit',
      'e.created_at',
      'ee.payment_amount',
      'ee.start_date',
    ])
    .where('e.company_id', '=', slot('companyId'))
    .where('e.is_active', '=', slot('active'))
    .where('ee.start_date', '>=', slot('since'))
    .orderBy('ee.start_date'),
);

beforeAll(async () => {
  d = await createTestDatabase();
  ({ companyId } = await makeCompany(d.db));
  employeeId = await makeEmployee(d.db, companyId, {
    first_name: 'Noor',
    earnings: [
      { start_date: '2025-01-01', payment_unit: 'hour', payment_amount: '21.5000' },
      { start_date: '2026-02-01', payment_unit: 'hour', payment_amount: '23.2500' },
    ],
  });
});

afterAll(async () => {
  await d.close();
});

describe('prepared queries on the database', () => {
  it('return what the ordinary query returns, as a named statement of the connection', async () => {
    const values = { companyId, active: true, since: '2025-06-01' };
    const rows = await query.execute(d.db, values);
    expect(rows).toEqual([
      {
        id: String(employeeId),
        first_name: 'Noor',
        is_active: true,
        dob: '1990-04-02',
        address: {
          address_line_1: '9 Pine St',
          address_line_2: 'Apt 4',
          city: 'Oakland',
          state: 'CA',
          zip: '94612',
          country: 'US',
        },
        middle_name: null,
        weekly_time_limit: '40.00',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        payment_amount: '23.2500',
        start_date: '2026-02-01',
      },
    ]);
    // The same builder run as an ordinary (unnamed) query: identical rows.
    const text = query.sql(d.db);
    const plain = await sql
      .raw(text.replace(/\$(\d)/g, (_, i) => ['', companyId, true, "'2025-06-01'"][Number(i)]!.toString()))
      .execute(d.db);
    expect(plain.rows).toEqual(rows);
    expect(await query.execute(d.db, { ...values, since: '2024-01-01' })).toHaveLength(2);
    expect(await query.execute(d.db, { ...values, active: false })).toEqual([]);
    // On one connection (a transaction holds one), the statement is listed by its name.
    const name = preparedStatementName(text);
    expect(name).toMatch(/^payclock_\d+$/);
    const listed = await d.db.transaction().execute(async (trx) => {
      await query.execute(trx, values);
      return (await sql<{ name: string }>`select name from pg_prepared_statements`.execute(trx)).rows;
    });
    expect(listed.map((r) => r.name)).toContain(name);
  });

  it('stay usable after an execution fails', async () => {
    await expect(query.execute(d.db, { companyId, active: true, since: 'not a date' })).rejects.toThrow(
      /invalid input syntax for type date/,
    );
    expect(await query.execute(d.db, { companyId, active: true, since: '2025-06-01' })).toHaveLength(1);
  });
});
