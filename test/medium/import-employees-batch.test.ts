/**
 * The batched employees import (src/modules/setup/import-employees.batch.ts): the audit snapshot
 * it builds from the INSERT's returned rows is exactly what `GET /employees/:id` shows afterwards
 * (toEmployeeDetail of findEmployee — what the row-at-a-time import stored), and a file longer
 * than one parser slice (64 Ki UTF-16 units) with a surrogate pair on the slice boundary imports
 * its characters intact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/platform/db/database.js';
import { importCsv } from '../../src/modules/setup/import.service.js';
import { findEmployee } from '../../src/modules/employees/employees.repository.js';
import { toEmployeeDetail } from '../../src/modules/employees/employees.mappers.js';
import { newWorkplaceId } from '../../src/modules/setup/settings.service.js';
import { createTestDatabase, BACKEND } from '../helpers/db.js';
import { makeCompany } from '../helpers/app.js';

const NOW = new Date('2026-11-21T20:00:00.000Z');
/** Company-local date of NOW in America/Chicago (20:00 UTC = 14:00 CST). */
const TODAY = '2026-11-21';

let database: Database;
let companyId: number;
let wp: string;
beforeAll(async () => {
  database = await createTestDatabase();
  companyId = (await makeCompany(database.db, { plan: 'payroll', timezone: 'America/Chicago' })).companyId;
  wp = newWorkplaceId();
  await database.db
    .insertInto('workplaces')
    .values({
      company_id: companyId,
      id: wp,
      line1: '1 Main St',
      line2: null,
      city: 'Springfield',
      state: 'IL',
      postal_code: '62701',
    })
    .execute();
  await database.db
    .insertInto('pay_schedule_groups')
    .values({
      company_id: companyId,
      name: 'Hourly Staff',
      pay_frequency: 'biweekly',
      anchor_start_date: '2026-01-04',
    })
    .execute();
  await database.db.insertInto('departments').values({ company_id: companyId, name: 'Kitchen' }).execute();
});
afterAll(async () => {
  await database.close();
});

describe(`batched employees import on ${BACKEND}`, () => {
  it('stores for each employee the audit snapshot GET /employees/:id shows', async () => {
    const csv = [
      'first_name,last_name,email,employment_type,start_date,workplace_id,timetrack_only,payment_unit,payment_amount,overtime_amount,salary_type,salary,address_line_1,city,state,zip,department,pay_schedule_group',
      // hourly, existing department (other case), group (other case), address
      `Ana,Lopez,Ana.Lopez@Example.com,employee,2026-01-05,${wp},,hour,21.25,1.5,,,12 Oak St,Springfield,IL,62701,kitchen,hourly staff`,
      // salaried, a department new to the company, no address
      `Ben,Ng,ben@example.com,employee,2026-03-01,${wp},,salary,,,yearly,52000,,,,,Front Desk,`,
      // time tracking only: no earning record; the new department again (created once)
      `Cy,Oh,cy@example.com,admin,2026-12-01,,yes,,,,,,,,,,front desk,`,
    ].join('\n');
    const r = await importCsv(database.db, companyId, 'employees', csv, NOW);
    expect(r).toEqual({ imported: 3 });
    const audit = await database.db
      .selectFrom('audit_events')
      .select(['resource_type', 'resource_id', 'after'])
      .where('company_id', '=', companyId)
      .where('source', '=', 'csv_import')
      .orderBy('id')
      .execute();
    // One department created (Front Desk, audited before Ben, the first row naming it) + 3 employees.
    expect(audit.map((a) => a.resource_type)).toEqual(['employee', 'department', 'employee', 'employee']);
    for (const a of audit.filter((x) => x.resource_type === 'employee')) {
      const row = await findEmployee(database.db, companyId, Number(a.resource_id));
      const detail = toEmployeeDetail(row!, TODAY);
      // The stored snapshot (jsonb) equals the detail read back, value for value.
      expect(a.after).toEqual(JSON.parse(JSON.stringify(detail)));
    }
    const [ana, ben, cy] = audit
      .filter((x) => x.resource_type === 'employee')
      .map((a) => a.after as never as Record<string, unknown>);
    expect(ana).toMatchObject({
      email: 'ana.lopez@example.com',
      department: { name: 'Kitchen' },
      pay_schedule_group: { name: 'Hourly Staff' },
      current_earning: { payment_unit: 'hour', payment_amount: 21.25, overtime_amount: 1.5 },
    });
    // $52,000.00 a year = 5,200,000 cents stored, 52000 dollars shown.
    expect(ben).toMatchObject({
      department: { name: 'Front Desk' },
      current_earning: { salary_type: 'yearly', salary: 52000 },
    });
    // Cy starts 2026-12-01, after TODAY, and has no earning record at all.
    expect(cy).toMatchObject({
      department: { name: 'Front Desk' },
      current_earning: null,
      earning_history: [],
    });
  });

  it('keeps a surrogate pair that straddles a 64 Ki parser slice intact', async () => {
    const header = 'first_name,last_name,email,employment_type,start_date,timetrack_only';
    // Rows of 40 × U+1F600 (80 UTF-16 units each name); pad the first row until the character at
    // index 65,535 (the last unit of the first slice) is a high surrogate.
    const build = (pad: string) => {
      const lines = [header];
      for (let i = 1; i <= 1000; i++) {
        lines.push(
          `${'😀'.repeat(40)},Smile${i === 1 ? pad : ''},smile${i}@example.com,employee,2026-01-05,true`,
        );
      }
      return lines.join('\n') + '\n';
    };
    let text = build('');
    for (let pad = 'x'; text.charCodeAt(65_535) < 0xd800 || text.charCodeAt(65_535) > 0xdbff; pad += 'x') {
      text = build(pad);
    }
    expect(text.length).toBeGreaterThan(65_536);
    const r = await importCsv(database.db, companyId, 'employees', text, NOW);
    expect(r).toEqual({ imported: 1000 });
    const names = await database.db
      .selectFrom('employees')
      .select('first_name')
      .where('company_id', '=', companyId)
      .where('email', 'like', 'smile%')
      .execute();
    expect(names).toHaveLength(1000);
    expect(names.every((n) => n.first_name === '😀'.repeat(40))).toBe(true);
  });
});
