/**
 * Backup and restore of the embedded database: a backup of a data folder holding a company, its
 * employees and payrolls restores into a fresh folder with the same rows, and restore refuses a
 * folder that already holds data. (PostgreSQL uses pg_dump/pg_restore: docs/operations.md.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/platform/db/database.js';
import { migrateToLatest } from '../../src/platform/db/migrator.js';
import { backupEmbedded, isEmptyFolder, readBackup } from '../../src/platform/db/backup.js';
import { BACKEND } from '../helpers/db.js';
import { makeCompany, makeEmployee } from '../helpers/app.js';

describe.skipIf(BACKEND !== 'pglite')(
  'payclock backup / restore (embedded database only: PostgreSQL uses pg_dump)',
  () => {
    let root: string;
    beforeAll(() => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'payclock-backup-'));
    });
    afterAll(() => {
      fs.rmSync(root, { recursive: true, force: true });
    });

    it('restores a backup into a fresh folder with the same payrolls, employees and companies', async () => {
      const source = path.join(root, 'source');
      const file = path.join(root, 'backups', 'payclock.tar.gz');
      const db1 = await openDatabase({ dataDir: source });
      await migrateToLatest(db1.db);
      const { companyId } = await makeCompany(db1.db, { plan: 'payroll' });
      await makeEmployee(db1.db, companyId, { first_name: 'Restored' });
      const group = await db1.db
        .insertInto('pay_schedule_groups')
        .values({
          company_id: companyId,
          name: 'Hourly',
          pay_frequency: 'biweekly',
          anchor_start_date: '2026-01-04',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db1.db
        .insertInto('payrolls')
        .values({
          company_id: companyId,
          id: 'pay_backupAAAAAAAAAAAAAA',
          type: 'regular',
          status: 'paid',
          pay_schedule_group_id: group.id,
          start_date: '2026-10-18',
          end_date: '2026-10-31',
          payday: '2026-11-05',
          pay_frequency: 'biweekly',
        })
        .execute();
      const read = async (d: typeof db1) => ({
        payrolls: (await sql`select * from payrolls order by id`.execute(d.db)).rows,
        employees: (await sql`select * from employees order by id`.execute(d.db)).rows,
        companies: (await sql`select * from companies order by id`.execute(d.db)).rows,
      });
      const before = await read(db1);
      expect(before.payrolls).toHaveLength(1);
      expect(await backupEmbedded(db1, file)).toBeGreaterThan(1000);
      await db1.close();
      expect(fs.existsSync(`${file}.partial`)).toBe(false);

      const target = path.join(root, 'restored');
      expect(isEmptyFolder(target)).toBe(true);
      const db2 = await openDatabase({ dataDir: target, loadDataDir: readBackup(file) });
      try {
        expect(await read(db2)).toEqual(before);
      } finally {
        await db2.close();
      }
      // Reopened from disk (not from the dump): still the same.
      const db3 = await openDatabase({ dataDir: target });
      try {
        expect(await read(db3)).toEqual(before);
      } finally {
        await db3.close();
      }
      expect(isEmptyFolder(source)).toBe(false);
    }, 120_000);
  },
);
