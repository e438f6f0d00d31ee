/**
 * Background jobs run in one process at a time (platform/db/job-lock.ts, decision 0012): while one
 * transaction holds a job's lock, the same job elsewhere skips (PostgreSQL); another job, or the
 * same job in another schema, runs; once released it runs again. On the embedded database (one
 * connection, one process) the lock is always free.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BACKEND, createTestDatabase } from '../helpers/db.js';
import { makeCompany, makeEmployee, makeExpiredRecords } from '../helpers/app.js';
import { waitFor } from '../helpers/server-process.js';
import type { Database } from '../../src/platform/db/database.js';
import { runExclusively } from '../../src/platform/db/job-lock.js';
import { autoClockOutSweep } from '../../src/modules/time-records/time-records.service.js';

let database: Database;
let other: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  other = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
  await other.close();
});

it.skipIf(BACKEND !== 'postgres')(
  'a held job lock makes the same job skip, in this schema only (PostgreSQL only: several connections)',
  async () => {
    const db = database.db;
    const company = await makeCompany(db);
    const emp = await makeEmployee(db, company.companyId);
    await makeExpiredRecords(
      db,
      [{ companyId: company.companyId, id: emp }],
      '2026-11-19T16:00:00.000Z',
      '2026-11-20T12:00:00.000Z',
    );
    let release!: () => void;
    let holding = false;
    const held = runExclusively(db, 'auto-clockout', async () => {
      holding = true;
      await new Promise<void>((r) => (release = r));
      return 'done';
    });
    await waitFor('the lock', () => holding, 10_000);
    expect(await runExclusively(db, 'auto-clockout', async () => 'ran')).toEqual({ ran: false });
    // The sweep takes that lock: it skips and closes nothing.
    expect(await autoClockOutSweep(db, new Date('2026-11-21T20:00:00.000Z'))).toBe(0);
    expect(await runExclusively(db, 'events-purge', async () => 'ran')).toEqual({ ran: true, value: 'ran' });
    expect(await runExclusively(other.db, 'auto-clockout', async () => 'ran')).toEqual({
      ran: true,
      value: 'ran',
    });
    release();
    expect(await held).toEqual({ ran: true, value: 'done' });
    expect(await autoClockOutSweep(db, new Date('2026-11-21T20:00:00.000Z'))).toBe(1);
  },
);

it.skipIf(BACKEND !== 'pglite')(
  'on the embedded database the lock is always free (PGlite only)',
  async () => {
    expect(await runExclusively(database.db, 'auto-clockout', async () => 1)).toEqual({
      ran: true,
      value: 1,
    });
    expect(await runExclusively(database.db, 'auto-clockout', async () => 2)).toEqual({
      ran: true,
      value: 2,
    });
  },
);
