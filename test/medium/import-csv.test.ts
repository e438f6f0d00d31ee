import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { DB } from '../../src/platform/db/schema.js';
import type { Database } from '../../src/platform/db/database.js';
import { createTestDatabase } from '../helpers/db.js';
import { makeCompany } from '../helpers/app.js';
import { EMPLOYEE_BATCH_ROWS, importCsv } from '../../src/modules/setup/import.service.js';
import { exportCsv } from '../../src/modules/setup/export.service.js';
import { newWorkplaceId } from '../../src/modules/setup/settings.service.js';
import { encodeDetail } from '../../src/modules/payrolls/ledger/paycheck-detail.js';

const NOW = new Date('2026-11-21T20:00:00.000Z');
const sample = (name: string) =>
  fs.readFileSync(new URL(`../../docs/samples/${name}`, import.meta.url), 'utf8');

/** CSV imports and exports (all-or-nothing, per-row errors). */
describe('CSV import / export', () => {
  let database: Database;
  let db: Kysely<DB>;
  let companyId: number;
  let wp: string;

  const count = async (
    table: 'employees' | 'customers' | 'projects' | 'time_records' | 'departments' | 'audit_events',
    cid = companyId,
  ) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('company_id', '=', cid)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    companyId = (await makeCompany(db, { plan: 'payroll', timezone: 'America/Los_Angeles' })).companyId;
    wp = newWorkplaceId();
    await db
      .insertInto('workplaces')
      .values({
        company_id: companyId,
        id: wp,
        line1: '500 Howard St',
        line2: null,
        city: 'San Francisco',
        state: 'CA',
        postal_code: '94105',
      })
      .execute();
    await db
      .insertInto('pay_schedule_groups')
      .values([
        {
          company_id: companyId,
          name: 'Hourly staff',
          pay_frequency: 'biweekly',
          anchor_start_date: '2026-01-04',
        },
        {
          company_id: companyId,
          name: 'Salaried staff',
          pay_frequency: 'semimonthly',
          anchor_start_date: null,
        },
      ])
      .execute();
  });
  afterAll(async () => {
    await database.close();
  });

  it('imports the sample files in order (customers, projects, employees, time records)', async () => {
    expect(await importCsv(db, companyId, 'customers', sample('customers.csv'), NOW)).toEqual({
      imported: 3,
    });
    expect(await importCsv(db, companyId, 'projects', sample('projects.csv'), NOW)).toEqual({ imported: 3 });
    const progress: string[] = [];
    const emp = await importCsv(
      db,
      companyId,
      'employees',
      sample('employees.csv').replaceAll('wrk_REPLACE_WITH_YOUR_ID0', wp),
      NOW,
      {
        onProgress: (phase, done, total) => progress.push(`${phase} ${done}/${total}`),
      },
    );
    expect(emp).toEqual({ imported: 4 });
    expect(progress).toContain('validate 4/4');
    expect(progress).toContain('insert 4/4');
    expect(await importCsv(db, companyId, 'time-records', sample('time-records.csv'), NOW)).toEqual({
      imported: 4,
    });

    const maria = await db
      .selectFrom('employees')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('email', '=', 'maria.garcia@example.com')
      .executeTakeFirstOrThrow();
    expect(maria).toMatchObject({
      first_name: 'Maria',
      employment_type: 'employee',
      workplace_id: wp,
      start_date: '2026-01-05',
      status: 'active',
    });
    expect(maria.address).toEqual({
      address_line_1: '12 Valencia St',
      address_line_2: 'Apt 3',
      city: 'San Francisco',
      state: 'CA',
      zip: '94110',
      country: 'US',
    });
    const earn = await db
      .selectFrom('employee_earnings')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('employee_id', '=', maria.id)
      .executeTakeFirstOrThrow();
    expect(earn).toMatchObject({
      start_date: '2026-01-05',
      payment_unit: 'hour',
      payment_amount: '28.5000',
      overtime_amount: '1.5000',
    });
    const james = await db
      .selectFrom('employee_earnings as ee')
      .innerJoin('employees as e', (j) =>
        j.onRef('e.company_id', '=', 'ee.company_id').onRef('e.id', '=', 'ee.employee_id'),
      )
      .select(['ee.salary_cents', 'ee.salary_type'])
      .where('ee.company_id', '=', companyId)
      .where('e.email', '=', 'james.chen@example.com')
      .executeTakeFirstOrThrow();
    expect(james).toEqual({ salary_cents: '9800000', salary_type: 'yearly' });
    expect(await count('departments')).toBe(2);

    const recs = await db
      .selectFrom('time_records')
      .selectAll()
      .where('company_id', '=', companyId)
      .orderBy('start')
      .execute();
    expect(recs.map((r) => [r.type, r.start, r.end])).toEqual(
      [
        ['work', '2026-03-02T16:00:00.000Z', '2026-03-02T20:00:00.000Z'],
        ['break', '2026-03-02T20:00:00.000Z', '2026-03-02T20:30:00.000Z'],
        ['work', '2026-03-02T20:30:00.000Z', '2026-03-03T01:00:00.000Z'],
        ['work', '2026-03-02T17:00:00.000Z', '2026-03-03T01:00:00.000Z'],
      ].sort((a, b) => a[1]!.localeCompare(b[1]!)),
    );
    expect(recs.every((r) => r.clockin_source === 'import')).toBe(true);
    const training = recs.find((r) => r.project_id !== null && r.customer_id === null);
    expect(training).toBeDefined();

    const audit = await db
      .selectFrom('audit_events')
      .select(['resource_type', 'actor', 'source'])
      .where('company_id', '=', companyId)
      .execute();
    expect(audit.filter((a) => a.resource_type === 'employee')).toHaveLength(4);
    expect(audit.filter((a) => a.resource_type === 'time_record')).toHaveLength(4);
    expect(audit.every((a) => a.actor === 'system' && a.source === 'csv_import')).toBe(true);
  });

  it('a file with any bad row imports nothing and reports row, column and message', async () => {
    const before = await count('employees');
    const csv = [
      'first_name,last_name,email,employment_type,start_date,workplace_id,payment_unit,payment_amount,overtime_amount,state,zip,address_line_1,city,salary_type,salary',
      `Ok,Row,ok.row@example.com,employee,2026-01-05,${wp},hour,20,1.5,,,,,,`,
      `Bad,State,bad.state@example.com,employee,2026-01-05,${wp},hour,20,1.5,XX,9410,1 Main,SF,,`,
      `,Missing,missing@example.com,employee,2026-01-05,${wp},hour,20,1.5,,,,,,`,
      `Dup,Email,ok.row@example.com,employee,2026-01-05,${wp},hour,20,1.5,,,,,,`,
      `Low,Ot,low.ot@example.com,employee,2026-01-05,${wp},hour,20.123456,1.2,,,,,,`,
      'No,Workplace,nowp@example.com,employee,2026-01-05,,hour,20,1.5,,,,,,',
      `Sal,Aried,sal@example.com,employee,2026-31-01,wrk_nope,salary,,,,,,,,abc`,
    ].join('\n');
    const r = await importCsv(db, companyId, 'employees', csv, NOW);
    expect(r).toEqual({
      errors: [
        {
          row: 3,
          column: 'state',
          message: '"XX" is not a US state code (two capital letters, the 50 states and DC)',
        },
        { row: 3, column: 'zip', message: '"9410" is not a US ZIP code (12345 or 12345-6789)' },
        { row: 4, column: 'first_name', message: 'is required' },
        {
          row: 5,
          column: 'email',
          message:
            '"ok.row@example.com" is already used by another employee record of this company (or earlier in the file)',
        },
        { row: 6, column: 'payment_amount', message: '20.123456 has more than 4 decimals' },
        { row: 6, column: 'overtime_amount', message: '1.2 must be a number from 1.5 to 10' },
        {
          row: 7,
          column: 'workplace_id',
          message: 'is required for an employee on payroll (not timetrack_only)',
        },
        {
          row: 8,
          column: 'salary',
          message: '"abc" is not a number (digits and an optional decimal point; no $ or commas)',
        },
        { row: 8, column: 'start_date', message: '"2026-31-01" is not a calendar date YYYY-MM-DD' },
        { row: 8, column: 'salary_type', message: 'is required when payment_unit is salary' },
        { row: 8, column: 'salary', message: 'is required when payment_unit is salary' },
        { row: 8, column: 'workplace_id', message: 'workplace "wrk_nope" does not exist' },
      ],
    });
    expect(await count('employees')).toBe(before);
  });

  it('a bad row after three inserted batches rolls back the whole file and names the row', async () => {
    // 2,000 data rows, batch size 500 (EMPLOYEE_BATCH_ROWS): data rows 1–1,500 are inserted in three
    // batches before data row 1,501 — spreadsheet row 1,501 + 1 (header) = 1,502 — has a bad
    // employment_type. The transaction must roll back all 1,500 rows and the new department.
    expect(EMPLOYEE_BATCH_ROWS).toBe(500);
    const before = {
      employees: await count('employees'),
      departments: await count('departments'),
      audit: await count('audit_events'),
    };
    const lines = ['first_name,last_name,email,employment_type,start_date,timetrack_only,department'];
    for (let i = 1; i <= 2000; i++) {
      const type = i === 1501 ? 'boss' : 'employee';
      lines.push(`Batch,Person${i},batch${i}@example.com,${type},2026-01-05,true,Batch Rollback Dept`);
    }
    let inserted = 0;
    const r = await importCsv(db, companyId, 'employees', lines.join('\n'), NOW, {
      onProgress: (phase, done) => {
        if (phase === 'insert') inserted = done;
      },
    });
    // 3 batches × 500 rows were written inside the transaction before row 1,502 stopped the inserts.
    expect(inserted).toBe(1500);
    expect(r).toEqual({
      errors: [
        {
          row: 1502,
          column: 'employment_type',
          message: '"boss" must be one of admin, employee, contractor',
        },
      ],
    });
    expect(await count('employees')).toBe(before.employees);
    expect(await count('departments')).toBe(before.departments);
    expect(await count('audit_events')).toBe(before.audit);
  });

  it('rejects unknown and missing header columns, and an empty file', async () => {
    expect(await importCsv(db, companyId, 'customers', 'name,colour\nX,red\n', NOW)).toEqual({
      errors: [
        {
          row: 1,
          column: 'colour',
          message:
            'unknown column for customers (columns: name, is_disabled, latitude, longitude, radius_meters)',
        },
      ],
    });
    expect(await importCsv(db, companyId, 'projects', 'customer\nAcme Tower\n', NOW)).toEqual({
      errors: [{ row: 1, column: 'name', message: 'required column is missing from the header' }],
    });
    expect(await importCsv(db, companyId, 'customers', '', NOW)).toEqual({
      errors: [{ row: 1, column: '', message: 'the file is empty; expected a header row' }],
    });
    const ragged = await importCsv(db, companyId, 'customers', 'name,is_disabled\nA,false,extra\n', NOW);
    expect('errors' in ragged && ragged.errors[0]!.row).toBe(2);
    expect(await importCsv(db, companyId, 'customers', 'name\n', NOW)).toEqual({ imported: 0 });
  });

  it('customers and projects: duplicates, geofence all-or-none, unknown customer', async () => {
    const c = await importCsv(
      db,
      companyId,
      'customers',
      'name,is_disabled,latitude,longitude,radius_meters\nNew One,maybe,,,\nacme tower,,,,\nGeo,,10,,\nNew Two,,,,\nNew Two,,,,\n',
      NOW,
    );
    expect(c).toEqual({
      errors: [
        { row: 2, column: 'is_disabled', message: '"maybe" is not a boolean (true/false, yes/no, 1/0)' },
        {
          row: 3,
          column: 'name',
          message: 'a customer named "acme tower" already exists (or appears earlier in the file)',
        },
        {
          row: 4,
          column: 'longitude',
          message:
            'a geofence needs latitude, longitude and radius_meters together (send all three, or null for all three)',
        },
        {
          row: 6,
          column: 'name',
          message: 'a customer named "New Two" already exists (or appears earlier in the file)',
        },
      ],
    });
    const p = await importCsv(
      db,
      companyId,
      'projects',
      'name,customer\nX,Nobody Inc\nLobby remodel,Acme Tower\nLobby remodel,Harbor Logistics\n',
      NOW,
    );
    expect(p).toEqual({
      errors: [
        { row: 2, column: 'customer', message: 'no customer is named "Nobody Inc"' },
        {
          row: 3,
          column: 'name',
          message:
            'a project named "Lobby remodel" already exists for customer "Acme Tower" (or appears earlier in the file)',
        },
      ],
    });
  });

  it('time records: end ≤ start, overlaps (file and stored), unknown references, future end — nothing imported', async () => {
    const before = await count('time_records');
    const h = 'employee_email,employment_type,type,start,end,customer,project';
    const csv = [
      h,
      'maria.garcia@example.com,,work,2026-03-09 08:00,2026-03-09 08:00,,',
      'maria.garcia@example.com,,work,2026-03-10 08:00,2026-03-10 12:00,,',
      'maria.garcia@example.com,,break,2026-03-10 11:30,2026-03-10 12:30,,',
      'maria.garcia@example.com,,work,2026-03-02 11:00,2026-03-02 11:30,,',
      'nobody@example.com,,work,2026-03-10 08:00,2026-03-10 09:00,,',
      'maria.garcia@example.com,,work,2026-03-11 08:00,2026-03-11 09:00,Acme Tower,Dock expansion',
      'maria.garcia@example.com,,nap,2026-03-12 08:00,2026-12-12 09:00,Ghost Co,',
      'maria.garcia@example.com,,work,yesterday,2026-03-12 09:00,,',
    ].join('\n');
    const r = await importCsv(db, companyId, 'time-records', csv, NOW);
    expect(r).toEqual({
      errors: [
        { row: 2, column: 'end', message: '"2026-03-09 08:00" is not after start "2026-03-09 08:00"' },
        { row: 4, column: 'start', message: 'overlaps the record of row 3 for the same employee' },
        {
          row: 5,
          column: 'start',
          message: 'overlaps existing time record 1 (2026-03-02T16:00:00.000Z – 2026-03-02T20:00:00.000Z)',
        },
        {
          row: 6,
          column: 'employee_email',
          message: 'no employee record has the email "nobody@example.com"',
        },
        {
          row: 7,
          column: 'project',
          message: 'no project is named "Dock expansion" for customer "Acme Tower"',
        },
        { row: 8, column: 'type', message: '"nap" must be one of work, break' },
        {
          row: 8,
          column: 'end',
          message: '"2026-12-12 09:00" is in the future; import completed records only',
        },
        { row: 8, column: 'customer', message: 'no customer is named "Ghost Co"' },
        {
          row: 9,
          column: 'start',
          message:
            '"yesterday" is not a timestamp (2026-03-05T09:00:00Z, 2026-03-05T09:00:00-08:00, or company-local 2026-03-05 09:00)',
        },
      ],
    });
    expect(await count('time_records')).toBe(before);
  });

  it('time records: an email with several roles needs employment_type', async () => {
    await importCsv(
      db,
      companyId,
      'employees',
      `first_name,last_name,email,employment_type,start_date,workplace_id,payment_unit,payment_amount,overtime_amount\nMaria,Garcia,maria.garcia@example.com,contractor,2026-01-05,${wp},hour,50,1.5\n`,
      NOW,
    );
    const r = await importCsv(
      db,
      companyId,
      'time-records',
      'employee_email,start,end\nmaria.garcia@example.com,2026-04-01 08:00,2026-04-01 09:00\n',
      NOW,
    );
    expect(r).toEqual({
      errors: [
        {
          row: 2,
          column: 'employment_type',
          message: '"maria.garcia@example.com" has 2 records (employee, contractor); fill employment_type',
        },
      ],
    });
    const ok = await importCsv(
      db,
      companyId,
      'time-records',
      'employee_email,employment_type,start,end\nmaria.garcia@example.com,contractor,2026-04-01 08:00,2026-04-01 09:00\n',
      NOW,
    );
    expect(ok).toEqual({ imported: 1 });
  });

  it('time-records import respects periods locked by an approved payroll', async () => {
    const maria = await db
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', companyId)
      .where('email', '=', 'maria.garcia@example.com')
      .where('employment_type', '=', 'employee')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('payrolls')
      .values({
        company_id: companyId,
        id: 'pay_importlockAAAAAAAA',
        type: 'off_cycle',
        status: 'pending',
        start_date: '2026-05-01',
        end_date: '2026-05-14',
        payday: '2026-05-19',
        pay_frequency: 'biweekly',
      })
      .execute();
    await db
      .insertInto('paychecks')
      .values({
        company_id: companyId,
        payroll_id: 'pay_importlockAAAAAAAA',
        employee_id: maria.id,
        payday: '2026-05-19',
        gross_cents: 1,
        net_cents: 1,
        is_contractor: false,
        first_name: 'Locked',
        last_name: 'Period',
        payment_method: 'manual',
        detail: encodeDetail({}, []),
      })
      .execute();
    const r = await importCsv(
      db,
      companyId,
      'time-records',
      'employee_email,employment_type,start,end\nmaria.garcia@example.com,employee,2026-05-05 08:00,2026-05-05 09:00\n',
      NOW,
    );
    expect(r).toEqual({
      errors: [
        {
          row: 2,
          column: 'start',
          message: 'falls in the pay period 2026-05-01 – 2026-05-14 locked by an approved payroll',
        },
      ],
    });
  });

  it('timetracking companies cannot import pay fields', async () => {
    const tt = (await makeCompany(db, { name: 'Clock', plan: 'timetracking' })).companyId;
    const r = await importCsv(
      db,
      tt,
      'employees',
      'first_name,last_name,email,employment_type,start_date,payment_unit\nA,B,a@b.example,employee,2026-01-01,hour\n',
      NOW,
    );
    expect(r).toEqual({
      errors: [
        {
          row: 2,
          column: 'payment_unit',
          message: 'is a pay field; the timetracking plan has no payroll (got "hour")',
        },
      ],
    });
    const ok = await importCsv(
      db,
      tt,
      'employees',
      'first_name,last_name,email,employment_type,start_date\nA,B,a@b.example,employee,2026-01-01\n',
      NOW,
    );
    expect(ok).toEqual({ imported: 1 });
    await expect(importCsv(db, 999_999, 'customers', 'name\nX\n', NOW)).rejects.toThrow(
      'company 999999 does not exist',
    );
  });

  it('exports the import columns and re-imports into another company', async () => {
    const emp = await exportCsv(db, companyId, 'employees', NOW);
    const lines = emp.csv.trim().split('\n');
    expect(lines[0]).toBe(sample('employees.csv').split('\n')[0]);
    expect(emp.count).toBe(5);
    expect(lines.find((l) => l.startsWith('Maria,Garcia'))).toBe(
      `Maria,Garcia,,,maria.garcia@example.com,employee,2026-01-05,1988-07-14,+1 415 555 0101,,12 Valencia St,Apt 3,San Francisco,CA,94110,Field Services,Hourly staff,${wp},,false,direct_deposit,hour,,28.5,,1.5,40,28.5`,
    );
    const tr = await exportCsv(db, companyId, 'time-records', NOW);
    expect(tr.csv.split('\n')[0]).toBe(
      'employee_email,employment_type,type,start,end,customer,project,note,end_note,start_location,end_location',
    );
    expect(tr.csv).toContain(
      'maria.garcia@example.com,employee,work,2026-03-02T16:00:00.000Z,2026-03-02T20:00:00.000Z,Acme Tower,Lobby remodel,Framing,,San Francisco HQ,San Francisco HQ',
    );

    const target = (await makeCompany(db, { name: 'Copy', plan: 'payroll' })).companyId;
    const wp2 = newWorkplaceId();
    await db
      .insertInto('workplaces')
      .values({
        company_id: target,
        id: wp2,
        line1: '1',
        line2: null,
        city: 'SF',
        state: 'CA',
        postal_code: '94105',
      })
      .execute();
    await db
      .insertInto('pay_schedule_groups')
      .values([
        {
          company_id: target,
          name: 'Hourly staff',
          pay_frequency: 'biweekly',
          anchor_start_date: '2026-01-04',
        },
        { company_id: target, name: 'Salaried staff', pay_frequency: 'semimonthly', anchor_start_date: null },
      ])
      .execute();
    for (const kind of ['customers', 'projects'] as const) {
      expect(await importCsv(db, target, kind, (await exportCsv(db, companyId, kind, NOW)).csv, NOW)).toEqual(
        { imported: 3 },
      );
    }
    expect(await importCsv(db, target, 'employees', emp.csv.replaceAll(wp, wp2), NOW)).toEqual({
      imported: 5,
    });
    expect(await importCsv(db, target, 'time-records', tr.csv, NOW)).toEqual({ imported: 5 });
    expect((await exportCsv(db, target, 'projects', NOW)).csv).toBe(
      (await exportCsv(db, companyId, 'projects', NOW)).csv,
    );
  });
});
