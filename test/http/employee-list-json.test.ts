/**
 * GET /employees builds each list item as JSON text in the database (employees.repository.ts,
 * docs/performance.md "The employee list as JSON from PostgreSQL"); the detail still goes through
 * the JS mapper and the route's schema serializer. Each list item must be, byte for byte, the
 * detail's body restricted to the list item's fields in the schema's order — for rows with awkward
 * text (quotes, backslashes, control characters, non-ASCII), a stored address with an extra key,
 * none at all, salaried and hourly earnings with trailing zeros, a department and a group, a
 * dismissal date — and the envelope must be the compact `{"data":[…],"pagination":{…}}` the
 * serializer wrote, page by page, with the content type of every JSON answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeEmployee, makeGroup, startApp, type TestApp } from '../helpers/app.js';
import { toInt } from '../../src/platform/db/type-parsers.js';
import { EmployeeListItem } from '../../src/modules/employees/employees.schemas.js';

let t: TestApp;
let key: string;
let companyId: number;
const ids: number[] = [];
const LIST_KEYS = Object.keys(EmployeeListItem.properties);

beforeAll(async () => {
  t = await startApp('2026-11-21T20:00:00.000Z');
  const c = await makeCompany(t.db, { timezone: 'America/Los_Angeles' });
  key = c.apiKey;
  companyId = c.companyId;
  const dept = await t.db
    .insertInto('departments')
    .values({ company_id: c.companyId, name: 'Kitchen "B" \\ Ñ' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('workplaces')
    .values({
      company_id: c.companyId,
      id: 'wp-1',
      line1: '1 Dock Rd',
      line2: null,
      city: 'Oakland',
      state: 'CA',
      postal_code: '94607',
    })
    .execute();
  const group = await makeGroup(t.db, c.companyId, 'biweekly', 'Bi-weekly ☕');
  ids.push(
    await makeEmployee(t.db, c.companyId, {
      first_name: 'Zoë "Z" \\ tab\there \u0001 😀',
      department_id: toInt(dept.id),
      pay_schedule_group_id: group,
      earnings: [
        {
          start_date: '2025-01-01',
          payment_unit: 'hour',
          payment_amount: '22.5000',
          overtime_amount: '1.50',
        },
      ],
    }),
  );
  ids.push(
    await makeEmployee(t.db, c.companyId, {
      employment_type: 'contractor',
      contractor_type: 'individual',
      workplace_id: 'wp-1',
      earnings: [
        {
          start_date: '2026-01-01',
          payment_unit: 'salary',
          salary_type: 'yearly',
          salary_cents: 5_200_050,
          overtime_amount: '0',
        },
        // Future-dated: not the current earning yet.
        { start_date: '2026-12-01', payment_unit: 'hour', payment_amount: '31.0001' },
      ],
    }),
  );
  ids.push(await makeEmployee(t.db, c.companyId, { is_active: false, timetrack_only: true }));
  ids.push(await makeEmployee(t.db, c.companyId, {}));
  // Each JSON value is concatenated by hand in SQL (platform/db/json-text.ts): more awkward text and
  // nulls — U+2028, DEL, `/`, `<`, a single quote; no start date, dob or phone; a department without a
  // group …
  ids.push(
    await makeEmployee(t.db, c.companyId, {
      first_name: "O'Brien </script>\u2028 \u007f \\u0001",
      department_id: toInt(dept.id),
      earnings: [{ start_date: '2026-11-21', payment_unit: 'hour', payment_amount: '0.0001' }],
    }),
  );
  // An extra stored key is not part of the Address schema; a null address; a dismissal; a middle name.
  await t.db
    .updateTable('employees')
    .set({
      address: JSON.stringify({
        zip: '10001',
        country: 'US',
        extra: 'not shown',
        address_line_1: '5 Main',
        address_line_2: null,
        city: 'New York',
        state: 'NY',
      }),
      middle_name: 'Q',
      dismissed_on: '2026-10-31',
      nickname: 'Zed',
    })
    .where('company_id', '=', String(c.companyId))
    .where('id', '=', String(ids[0]))
    .execute();
  await t.db
    .updateTable('employees')
    .set({ address: null, dob: null, status: null, mobile_phone: null })
    .where('company_id', '=', String(c.companyId))
    .where('id', '=', String(ids[2]))
    .execute();
  await t.db
    .updateTable('employees')
    .set({
      start_date: null,
      dob: null,
      mobile_phone: null,
      nickname: '\u2028\n\r\b\f',
    })
    .where('company_id', '=', String(c.companyId))
    .where('id', '=', String(ids[4]))
    .execute();
  // … and an earning whose optional amounts are all null (the current one: the newest start date).
  await t.db
    .updateTable('employee_earnings')
    .set({ default_hours: null, pto_payment_amount: null, overtime_amount: null })
    .where('company_id', '=', String(c.companyId))
    .where('employee_id', '=', String(ids[4]))
    .execute();
  // An address whose values are not all strings: `->>` gives their text.
  await t.db
    .updateTable('employees')
    .set({
      address: JSON.stringify({
        address_line_1: '1 Elm',
        address_line_2: 'Unit "7"',
        city: 'Austin',
        state: 'TX',
        zip: 78701,
        country: 'US',
      }),
    })
    .where('company_id', '=', String(c.companyId))
    .where('id', '=', String(ids[3]))
    .execute();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** The detail's body restricted to the list item's fields, in the list item's order. */
async function expectedItem(id: number): Promise<Record<string, unknown>> {
  const d = await t.call(key, 'GET', `/employees/${id}`);
  expect(d.status).toBe(200);
  return Object.fromEntries(LIST_KEYS.map((k) => [k, d.body[k]]));
}

describe('GET /employees as JSON text from the database', () => {
  it('writes each item as the detail restricted to the list fields, byte for byte', async () => {
    const r = await t.call(key, 'GET', '/employees?limit=200');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
    const expected = {
      data: await Promise.all(ids.map(expectedItem)),
      pagination: { limit: 200, next_cursor: null },
    };
    expect(r.raw).toBe(JSON.stringify(expected));
    // Spot checks of the values worked out by hand.
    const [zoe, contractor, inactive] = r.body.data;
    expect(zoe.first_name).toBe('Zoë "Z" \\ tab\there \u0001 😀');
    expect(zoe.department).toEqual({ department_id: expect.any(Number), name: 'Kitchen "B" \\ Ñ' });
    expect(zoe.pay_schedule_group.name).toBe('Bi-weekly ☕');
    expect(zoe.address).toEqual({
      address_line_1: '5 Main',
      address_line_2: null,
      city: 'New York',
      state: 'NY',
      zip: '10001',
      country: 'US',
    });
    expect(zoe.dismissed_on).toBe('2026-10-31');
    expect(zoe.start_date).toBe('2024-02-01T00:00:00.000Z');
    expect(zoe.current_earning).toMatchObject({
      start_date: '2025-01-01T00:00:00.000Z',
      payment_amount: 22.5,
      overtime_amount: 1.5,
      salary: null,
      default_hours: 40,
    });
    expect(contractor.current_earning).toMatchObject({
      payment_unit: 'salary',
      salary_type: 'yearly',
      salary: 52000.5,
      payment_amount: null,
      overtime_amount: 0,
    });
    expect(contractor.workplace_id).toBe('wp-1');
    expect(inactive).toMatchObject({ is_active: false, timetrack_only: true, address: null, dob: null });
    expect(inactive.current_earning).toBeNull();
    const [, , , plain, obrien] = r.body.data;
    expect(plain.address).toEqual({
      address_line_1: '1 Elm',
      address_line_2: 'Unit "7"',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      country: 'US',
    });
    expect(obrien).toMatchObject({
      first_name: "O'Brien </script>\u2028 \u007f \\u0001",
      nickname: '\u2028\n\r\b\f',
      start_date: null,
      dob: null,
      mobile_phone: null,
      pay_schedule_group: null,
      department: { department_id: zoe.department.department_id, name: 'Kitchen "B" \\ Ñ' },
    });
    expect(obrien.current_earning).toMatchObject({
      start_date: '2026-11-21T00:00:00.000Z',
      payment_unit: 'hour',
      salary_type: null,
      payment_amount: 0.0001,
      salary: null,
      overtime_amount: null,
      default_hours: null,
      pto_payment_amount: null,
    });
  });

  it('answers a stored address that is not an object (an array, a string) as null, in the detail as in the list', async () => {
    for (const stored of [['5 Main', 'Austin'], '5 Main']) {
      await t.db
        .updateTable('employees')
        .set({ address: JSON.stringify(stored) })
        .where('company_id', '=', String(companyId))
        .where('id', '=', String(ids[2]))
        .execute();
      const detail = await t.call(key, 'GET', `/employees/${ids[2]}`);
      expect(detail.status).toBe(200);
      expect(detail.body.address).toBeNull();
      const list = await t.call(key, 'GET', '/employees?limit=50');
      const item = list.body.data.find((e: { employee_id: number }) => e.employee_id === ids[2]);
      expect(item.address).toBeNull();
    }
    await t.db
      .updateTable('employees')
      .set({ address: null })
      .where('company_id', '=', String(companyId))
      .where('id', '=', String(ids[2]))
      .execute();
  });

  it('pages with the same cursors and a compact envelope', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/employees?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const r = await t.call(key, 'GET', url);
      expect(r.status).toBe(200);
      expect(r.raw).toBe(JSON.stringify(r.body));
      expect(r.body.pagination.limit).toBe(3);
      seen.push(...r.body.data.map((e: { employee_id: number }) => e.employee_id));
      cursor = r.body.pagination.next_cursor;
      if (cursor !== null) {
        const last = r.body.data[r.body.data.length - 1].employee_id;
        expect(JSON.parse(Buffer.from(cursor, 'base64url').toString())).toEqual([last]);
      }
      pages++;
    } while (cursor !== null);
    expect(seen).toEqual(ids);
    expect(pages).toBe(2);
    const empty = await t.call(key, 'GET', '/employees?q=nobody-matches-this');
    expect(empty.raw).toBe('{"data":[],"pagination":{"limit":50,"next_cursor":null}}');
  });
});
