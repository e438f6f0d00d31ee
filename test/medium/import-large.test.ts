/**
 * A large CSV import of time records: 10,000 generated rows (over the 65,535 bind parameters one
 * statement can carry, once the audit rows are counted) import in one transaction, each with its
 * audit row. 100,000 rows work the same way (docs/imports.md); the suite keeps to 10,000 for speed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/platform/db/database.js';
import { importCsv } from '../../src/modules/setup/import.service.js';
import { createTestDatabase, BACKEND } from '../helpers/db.js';
import { makeCompany, makeEmployee } from '../helpers/app.js';

const NOW = new Date('2026-11-21T20:00:00.000Z');
const ROWS = 10_000;
const EMPLOYEES = 10;

let database: Database;
let companyId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  companyId = (await makeCompany(database.db, { plan: 'payroll' })).companyId;
  for (let e = 0; e < EMPLOYEES; e++) {
    await makeEmployee(database.db, companyId, { email: `worker${e}@bulk.example` });
  }
});
afterAll(async () => {
  await database.close();
});

/** Company-local `YYYY-MM-DD HH:00` of `hour` on day `day` after 2025-01-01. */
function wall(day: number, hour: number): string {
  const d = new Date(Date.UTC(2025, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
  return `${d} ${String(hour).padStart(2, '0')}:00`;
}

describe(`CSV import of ${ROWS} time records on ${BACKEND}`, () => {
  it('imports every row and writes one audit row per record', async () => {
    const lines = ['employee_email,type,start,end'];
    // Per employee: three one-hour records a day at 08:00, 11:00 and 14:00 local (daytime, so no
    // daylight-saving gap or overlap), 1,000 records over 334 days of 2025.
    for (let i = 0; i < ROWS; i++) {
      const e = i % EMPLOYEES;
      const k = Math.floor(i / EMPLOYEES);
      const day = Math.floor(k / 3);
      const hour = 8 + (k % 3) * 3;
      lines.push(`worker${e}@bulk.example,work,${wall(day, hour)},${wall(day, hour + 1)}`);
    }
    const result = await importCsv(database.db, companyId, 'time-records', lines.join('\n') + '\n', NOW);
    expect(result, JSON.stringify(result).slice(0, 600)).toEqual({ imported: ROWS });
    const count = async (table: 'time_records' | 'audit_events') =>
      Number(
        (
          await database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('company_id', '=', companyId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('time_records')).toBe(ROWS);
    expect(await count('audit_events')).toBe(ROWS);
  }, 120_000);
});
