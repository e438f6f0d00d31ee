/**
 * Backup and restore of the embedded database: a backup of a data folder holding a company, its
 * employees and payrolls restores into a fresh folder with the same rows, and restore refuses a
 * folder that already holds data. (PostgreSQL uses pg_dump/pg_restore: docs/operations.md.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/platform/db/database.js';
import { migrateToLatest } from '../../src/platform/db/migrator.js';
import { backupEmbedded, isEmptyFolder, readBackup } from '../../src/platform/db/backup.js';
import { BACKEND, TENANT_SCOPE_CHECK } from '../helpers/db.js';
import { makeCompany, makeEmployee } from '../helpers/app.js';

/** Top-level-relative names of the entries of a .tar.gz file (ustar headers, 512-byte blocks). */
async function tarNames(file: string): Promise<string[]> {
  const tar = gunzipSync(fs.readFileSync(file));
  const names: string[] = [];
  for (let off = 0; off + 512 <= tar.length;) {
    const header = tar.subarray(off, off + 512);
    if (header.every((b) => b === 0)) break;
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    const prefix = header.subarray(345, 500).toString('utf8').replace(/\0.*$/s, '');
    const size = parseInt(header.subarray(124, 136).toString('utf8').replace(/\0.*$/s, '').trim() || '0', 8);
    names.push((prefix ? `${prefix}/${name}` : name).replace(/^\.?\/+/, ''));
    off += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

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
      const db1 = await openDatabase({ dataDir: source, tenantScopeCheck: TENANT_SCOPE_CHECK });
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
        payrolls: (
          await sql`select * from payrolls where company_id = ${companyId} order by id`.execute(d.db)
        ).rows,
        employees: (
          await sql`select * from employees where company_id = ${companyId} order by id`.execute(d.db)
        ).rows,
        companies: (await sql`select * from companies where id = ${companyId}`.execute(d.db)).rows,
      });
      const before = await read(db1);
      expect(before.payrolls).toHaveLength(1);
      // Files of the running process and the sealing key are in the folder, but not in the backup.
      fs.writeFileSync(path.join(source, '.payclock-encryption-key'), 'a'.repeat(64), { mode: 0o600 });
      fs.writeFileSync(path.join(source, 'control.json'), '{}', { mode: 0o600 });
      expect(await backupEmbedded(db1, file)).toBeGreaterThan(1000);
      const names = await tarNames(file);
      expect(names).toContain('PG_VERSION');
      for (const kept of ['.payclock-encryption-key', '.payclock.lock', 'control.json']) {
        expect(names).not.toContain(kept);
      }
      await db1.close();
      expect(fs.existsSync(`${file}.partial`)).toBe(false);

      const target = path.join(root, 'restored');
      expect(isEmptyFolder(target)).toBe(true);
      const db2 = await openDatabase({
        dataDir: target,
        loadDataDir: readBackup(file),
        tenantScopeCheck: TENANT_SCOPE_CHECK,
      });
      try {
        expect(await read(db2)).toEqual(before);
      } finally {
        await db2.close();
      }
      // Reopened from disk (not from the dump): still the same.
      const db3 = await openDatabase({ dataDir: target, tenantScopeCheck: TENANT_SCOPE_CHECK });
      try {
        expect(await read(db3)).toEqual(before);
      } finally {
        await db3.close();
      }
      expect(isEmptyFolder(source)).toBe(false);
    }, 120_000);
  },
);
