/**
 * The time clock's invariant under concurrency (issue: 50 concurrent clock-ins). On PostgreSQL the
 * requests really run in parallel over a pool; PGlite is one connection, so there the same test
 * shows the serialized behaviour.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeEmployee, startApp, type TestApp } from '../helpers/app.js';
import { BACKEND } from '../helpers/db.js';

let t: TestApp;
let key: string;
let companyId: number;
beforeAll(async () => {
  t = await startApp('2026-11-21T20:00:00.000Z');
  ({ apiKey: key, companyId } = await makeCompany(t.db));
});
afterAll(async () => {
  await t.close();
});

describe(`concurrent clock-ins on ${BACKEND}`, () => {
  it('50 concurrent clock-ins for one employee: exactly one 201, the rest 409 or 429, one active record', async () => {
    const emp = await makeEmployee(t.db, companyId);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => t.call(key, 'POST', '/time-records/clock-in', { employee_id: emp })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.every((s) => s === 201 || s === 409 || s === 429)).toBe(true);
    for (const r of results.filter((x) => x.status === 429)) {
      expect(r.body.code).toBe('clock_in_in_progress');
      expect(r.headers['retry-after']).toBe('1');
    }
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.code).toBe('already_clocked_in');
    const active = await t.db
      .selectFrom('time_records')
      .select('id')
      .where('company_id', '=', companyId)
      .where('employee_id', '=', emp)
      .where('end', 'is', null)
      .execute();
    expect(active).toHaveLength(1);
  });

  it('50 concurrent clock-ins for 50 employees: 50 records', async () => {
    const emps = await Promise.all(Array.from({ length: 50 }, () => makeEmployee(t.db, companyId)));
    const results = await Promise.all(
      emps.map((e) => t.call(key, 'POST', '/time-records/clock-in', { employee_id: e })),
    );
    expect(results.map((r) => r.status)).toEqual(emps.map(() => 201));
    const rows = await t.db
      .selectFrom('time_records')
      .select('employee_id')
      .where('company_id', '=', companyId)
      .where('employee_id', 'in', emps)
      .where('end', 'is', null)
      .execute();
    expect(rows).toHaveLength(50);
  });
});

describe(`concurrent switch punches on ${BACKEND}`, () => {
  it('50 concurrent switches with a ticking clock: none refused for a timestamp nobody sent; one chain of records', async () => {
    const emp = await makeEmployee(t.db, companyId);
    expect((await t.call(key, 'POST', '/time-records/clock-in', { employee_id: emp })).status).toBe(201);
    // Every reading of the clock is 1 ms later than the previous one, so a punch that read the
    // clock before waiting for the employee's lock would carry an instant older than the active start.
    const read = t.clock.now;
    t.clock.now = () => {
      t.clock.advance(1);
      return read();
    };
    try {
      const results = await Promise.all(
        Array.from({ length: 50 }, () =>
          t.call(key, 'POST', '/time-records/clock-in', { employee_id: emp, type: 'switch' }),
        ),
      );
      const refused = results.filter((r) => r.status !== 201 && r.status !== 429);
      expect(refused.map((r) => r.body)).toEqual([]);
      const accepted = results.filter((r) => r.status === 201).length;
      const rows = await t.db
        .selectFrom('time_records')
        .select(['start', 'end'])
        .where('company_id', '=', companyId)
        .where('employee_id', '=', emp)
        .orderBy('start')
        .execute();
      // The first clock-in plus one record per accepted switch, each starting where the last ended.
      expect(rows).toHaveLength(1 + accepted);
      for (let i = 1; i < rows.length; i++) expect(rows[i]!.start).toBe(rows[i - 1]!.end);
      expect(rows.at(-1)!.end).toBeNull();
    } finally {
      t.clock.now = read;
    }
  });
});
