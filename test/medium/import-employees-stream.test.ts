/**
 * The employees import read as a stream (issue 26 goal 8): `payclock import employees FILE` hands
 * importCsv a read stream of the file instead of its whole text. Checked through the CLI command
 * itself (run as a forwarded command on this test's open database, as the control channel runs it):
 * the rows and their audit rows are stored, a 4-byte character split across the file stream's 64 KiB
 * chunks arrives intact, a bad row still rolls back everything and is reported with its row and
 * column, and an unreadable file is an argument error. A stream that fails while being read fails
 * the import with its own error, and nothing is written. And `recordAudit` of several entries
 * (one statement, one parameter per column) stores each value and keeps their order.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/platform/db/database.js';
import { withCliRun } from '../../src/cli/io.js';
import { runCli } from '../../src/cli/run.js';
import { importCsv } from '../../src/modules/setup/import.service.js';
import { recordAudit } from '../../src/modules/audit/audit.repository.js';
import { createTestDatabase, BACKEND } from '../helpers/db.js';
import { makeCompany } from '../helpers/app.js';

let database: Database;
let companyId: number;
let dir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  companyId = (await makeCompany(database.db, { plan: 'timetracking' })).companyId;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payclock-import-stream-'));
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs `payclock <args>` on the test database (as the server runs a forwarded command). */
async function cli(args: string[]): Promise<{ failed: boolean; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  let failed = false;
  await withCliRun(
    {
      write: (t) => void (stdout += t),
      writeErr: (t) => void (stderr += t),
      cwd: dir,
      interactive: false,
      database,
      fail: () => void (failed = true),
    },
    () => runCli(args),
  );
  return { failed, stdout, stderr };
}

const HEADER = 'first_name,last_name,email,employment_type,start_date,timetrack_only';

async function countEmployees(emailPrefix: string): Promise<number> {
  const r = await database.db
    .selectFrom('employees')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_id', '=', companyId)
    .where('email', 'like', `${emailPrefix}%`)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

describe(`streamed employees import on ${BACKEND}`, () => {
  it('the CLI streams the file: 1,200 rows, a 4-byte character across a 64 KiB chunk intact', async () => {
    // Each row is ≈ 70 bytes; row 1 is padded until the 4-byte U+1F600 of a later row starts 2
    // bytes before the 65,536th byte, so the stream's first chunk ends inside it.
    const build = (pad: string) => {
      const lines = [HEADER];
      for (let i = 1; i <= 1200; i++) {
        lines.push(`Name${i === 1 ? pad : ''}😀,Stream,stream${i}@example.com,employee,2026-01-05,true`);
      }
      return Buffer.from(lines.join('\n') + '\n', 'utf8');
    };
    const straddles = (b: Buffer) => {
      // The first byte of a 4-byte sequence is 0xF0; it straddles the boundary at 65,536 when it
      // is at 65,533, 65,534 or 65,535.
      return [65_533, 65_534, 65_535].some((i) => b[i] === 0xf0);
    };
    let bytes = build('');
    for (let pad = 'x'; !straddles(bytes); pad += 'x') bytes = build(pad);
    expect(bytes.length).toBeGreaterThan(65_536);
    fs.writeFileSync(path.join(dir, 'employees.csv'), bytes);

    const r = await cli(['import', 'employees', 'employees.csv', '--company', String(companyId)]);
    expect(r).toEqual({
      failed: false,
      stdout: `Imported 1200 employees into company ${companyId}.\n`,
      stderr: '',
    });
    expect(await countEmployees('stream')).toBe(1200);
    const names = await database.db
      .selectFrom('employees')
      .select('first_name')
      .where('company_id', '=', companyId)
      .where('email', 'like', 'stream%')
      .execute();
    expect(names.every((n) => /^Name\d*x*😀$/u.test(n.first_name))).toBe(true);
    // One audit row per employee, in id order.
    const audit = await database.db
      .selectFrom('audit_events')
      .select(['resource_id'])
      .where('company_id', '=', companyId)
      .where('resource_type', '=', 'employee')
      .where('source', '=', 'csv_import')
      .orderBy('id')
      .execute();
    expect(audit).toHaveLength(1200);
    const ids = audit.map((a) => Number(a.resource_id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('a bad row of a streamed file rolls everything back and is named with its column', async () => {
    const lines = [HEADER];
    for (let i = 1; i <= 1400; i++) {
      lines.push(`Bad,Row,bad${i}@example.com,${i === 1300 ? 'boss' : 'employee'},2026-01-05,true`);
    }
    fs.writeFileSync(path.join(dir, 'bad.csv'), lines.join('\n') + '\n');
    const r = await cli(['import', 'employees', 'bad.csv', '--company', String(companyId), '--json']);
    expect(r.failed).toBe(true);
    // Data row 1,300 is spreadsheet row 1,301 (the header is row 1).
    expect(JSON.parse(r.stdout)).toEqual({
      imported: 0,
      errors: [
        {
          row: 1301,
          column: 'employment_type',
          message: '"boss" must be one of admin, employee, contractor',
        },
      ],
    });
    expect(await countEmployees('bad')).toBe(0);
  });

  it('a missing file is an argument error, before any database work', async () => {
    const r = await cli(['import', 'employees', 'nope.csv', '--company', String(companyId)]);
    expect(r.failed).toBe(true);
    expect(r.stderr).toMatch(/^payclock: .*cannot read nope\.csv: ENOENT/);
  });

  it('a stream that fails while being read fails the import with its error; nothing is written', async () => {
    async function* chunks() {
      yield `${HEADER}\n`;
      for (let i = 1; i <= 700; i++) yield `Half,Read,half${i}@example.com,employee,2026-01-05,true\n`;
      throw new Error('disk went away');
    }
    await expect(
      importCsv(
        database.db,
        companyId,
        'employees',
        Readable.from(chunks()),
        new Date('2026-11-21T20:00:00Z'),
      ),
    ).rejects.toThrow('disk went away');
    expect(await countEmployees('half')).toBe(0);
  });

  it('recordAudit of several entries stores each value in order (null snapshots and source kept)', async () => {
    const at = new Date('2026-11-21T20:00:00.123Z');
    await recordAudit(database.db, companyId, [
      { resourceType: 'probe', resourceId: 'p-1', action: 'create', actor: 'system', after: { a: 1 }, at },
      {
        resourceType: 'probe',
        resourceId: 'p-2',
        action: 'update',
        actor: 'key:abc',
        source: 'api',
        before: { a: 1, s: 'line\nbreak "q"' },
        after: { a: 2 },
        at,
      },
      { resourceType: 'probe', resourceId: 'p-3', action: 'delete', actor: 'system', before: [], at },
    ]);
    const rows = await database.db
      .selectFrom('audit_events')
      .select(['resource_id', 'action', 'actor', 'source', 'before', 'after', 'at'])
      .where('company_id', '=', companyId)
      .where('resource_type', '=', 'probe')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() }))).toEqual([
      {
        resource_id: 'p-1',
        action: 'create',
        actor: 'system',
        source: null,
        before: null,
        after: { a: 1 },
        at: '2026-11-21T20:00:00.123Z',
      },
      {
        resource_id: 'p-2',
        action: 'update',
        actor: 'key:abc',
        source: 'api',
        before: { a: 1, s: 'line\nbreak "q"' },
        after: { a: 2 },
        at: '2026-11-21T20:00:00.123Z',
      },
      {
        resource_id: 'p-3',
        action: 'delete',
        actor: 'system',
        source: null,
        before: [],
        after: null,
        at: '2026-11-21T20:00:00.123Z',
      },
    ]);
  });
});
