/**
 * GET /employees/:employee_id/timesheet: hours per company-local day as the payroll engine
 * classifies them, the rule behind each overtime hour, and the days an approved payroll locks.
 * Over the reports fixture (company time zone America/Los_Angeles, workweek from Sunday; Tom has
 * no workplace: FLSA weekly rule only; P2 pending covers 2026-11-08…2026-11-21) plus Cali, who
 * works at a California workplace. October 2026 is PDT (UTC−7): 07:00 local = 14:00Z.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEmployee, startApp, type TestApp } from '../helpers/app.js';
import { seedReportsFixture, type ReportsFixture } from '../helpers/reports-fixture.js';

let t: TestApp;
let f: ReportsFixture;
let cali: number;
const H = 3600;

beforeAll(async () => {
  t = await startApp('2026-12-02T20:00:00.000Z');
  f = await seedReportsFixture(t.db);
  await t.db
    .insertInto('workplaces')
    .values({
      company_id: f.companyId,
      id: 'wp_sf',
      line1: '1 Market St',
      line2: null,
      city: 'San Francisco',
      state: 'CA',
      postal_code: '94105',
      country: 'US',
    })
    .execute();
  cali = await makeEmployee(t.db, f.companyId, {
    first_name: 'Cali',
    last_name: 'Fornia',
    workplace_id: 'wp_sf',
    earnings: [{ start_date: '2026-01-01', payment_unit: 'hour', payment_amount: '30' }],
  });
});
afterAll(async () => {
  await t.close();
});

/** Adds a work record of `id` from `start` to `end` (UTC instants). */
async function work(id: number, start: string, end: string): Promise<void> {
  const r = await t.call(f.key, 'POST', '/time-records', { employee_id: id, type: 'work', start, end });
  expect(r.status, r.raw).toBe(201);
}

const rules = (day: any) => day.overtime.map((o: any) => [o.rule, o.multiplier, o.seconds / H]);

describe('GET /employees/:employee_id/timesheet', () => {
  it('California: daily overtime over 8 h, double time over 12 h, weekly overtime over 40 h', async () => {
    // Mon 10-12 07:00–21:00 (14 h): 8 regular, 4 h ca_daily_8, 2 h ca_daily_12_double.
    await work(cali, '2026-10-12T14:00:00Z', '2026-10-13T04:00:00Z');
    // Tue–Fri 08:00–17:00 (9 h each): 8 regular + 1 h ca_daily_8 a day; regular so far 8 + 4 × 8 = 40.
    for (const d of ['13', '14', '15', '16']) {
      await work(cali, `2026-10-${d}T15:00:00Z`, `2026-10-${Number(d) + 1}T00:00:00Z`);
    }
    // Sat 10-17 09:00–14:00 (5 h): the workweek already has 40 regular hours → 5 h flsa_weekly_40.
    await work(cali, '2026-10-17T16:00:00Z', '2026-10-17T21:00:00Z');
    const r = await t.call(f.key, 'GET', `/employees/${cali}/timesheet?start_date=2026-10-11`);
    expect(r.status, r.raw).toBe(200);
    expect(r.body).toMatchObject({
      employee_id: cali,
      start_date: '2026-10-11',
      end_date: '2026-10-17', // default: 6 days after start_date
      timezone: 'America/Los_Angeles',
      workweek_start: 'sunday',
      workplace_state: 'CA',
      locked_periods: [],
    });
    const days = r.body.days;
    expect(days.map((d: any) => d.date)).toEqual([
      '2026-10-11',
      '2026-10-12',
      '2026-10-13',
      '2026-10-14',
      '2026-10-15',
      '2026-10-16',
      '2026-10-17',
    ]);
    expect(days[0]).toMatchObject({ regular_seconds: 0, overtime: [], locked_by_payroll_id: null });
    expect(days[1]).toMatchObject({
      regular_seconds: 8 * H,
      overtime_seconds: 4 * H,
      double_overtime_seconds: 2 * H,
    });
    expect(rules(days[1])).toEqual([
      ['ca_daily_8', '1.5', 4],
      ['ca_daily_12_double', '2', 2],
    ]);
    expect(days[1].overtime[0].description).toBe('over 8 h in the workday, CA Labor Code §510');
    for (const d of days.slice(2, 6)) {
      expect(d).toMatchObject({ regular_seconds: 8 * H, overtime_seconds: 1 * H });
      expect(rules(d)).toEqual([['ca_daily_8', '1.5', 1]]);
    }
    expect(days[6]).toMatchObject({ regular_seconds: 0, overtime_seconds: 5 * H });
    expect(rules(days[6])).toEqual([['flsa_weekly_40', '1.5', 5]]);
    // Regular 5 × 8 = 40 h; overtime 4 + 4 × 1 + 5 = 13 h; double 2 h.
    expect(r.body.totals).toEqual({
      regular_seconds: 40 * H,
      overtime_seconds: 13 * H,
      double_overtime_seconds: 2 * H,
    });
  });

  it('California: the 7th consecutive workday is overtime from the first hour, double time after 8', async () => {
    // Sun 10-18 … Fri 10-23 09:00–15:00 (6 h each = 36 h regular), Sat 10-24 08:00–18:00 (10 h).
    for (let d = 18; d <= 23; d++) await work(cali, `2026-10-${d}T16:00:00Z`, `2026-10-${d}T22:00:00Z`);
    await work(cali, '2026-10-24T15:00:00Z', '2026-10-25T01:00:00Z');
    const r = await t.call(
      f.key,
      'GET',
      `/employees/${cali}/timesheet?start_date=2026-10-23&end_date=2026-10-24`,
    );
    expect(r.status, r.raw).toBe(200);
    const [fri, sat] = r.body.days;
    expect(fri).toMatchObject({ date: '2026-10-23', workweek_start: '2026-10-18', regular_seconds: 6 * H });
    expect(fri.overtime).toEqual([]);
    // 7th day: first 8 h at 1.5×, the other 2 h at 2× (CA Labor Code §510(a)).
    expect(sat).toMatchObject({
      regular_seconds: 0,
      overtime_seconds: 8 * H,
      double_overtime_seconds: 2 * H,
    });
    expect(rules(sat)).toEqual([
      ['ca_seventh_day', '1.5', 8],
      ['ca_seventh_day_over_8_double', '2', 2],
    ]);
  });

  it('no workplace state: FLSA weekly overtime only; days of an approved payroll are locked', async () => {
    // Tom, Mon 11-23 … Fri 11-27 09:00–18:00 PST (UTC−8: 17:00Z–02:00Z), 9 h a day, no daily rule:
    // Mon–Thu 36 h regular, Fri 4 h regular + 5 h flsa_weekly_40.
    for (let d = 23; d <= 27; d++) await work(f.tom, `2026-11-${d}T17:00:00Z`, `2026-11-${d + 1}T02:00:00Z`);
    const r = await t.call(
      f.key,
      'GET',
      `/employees/${f.tom}/timesheet?start_date=2026-11-15&end_date=2026-11-28`,
    );
    expect(r.status, r.raw).toBe(200);
    expect(r.body.workplace_state).toBeNull();
    const byDate = new Map(r.body.days.map((d: any) => [d.date, d]));
    expect(byDate.get('2026-11-26')).toMatchObject({ regular_seconds: 9 * H, overtime: [] });
    expect(byDate.get('2026-11-27')).toMatchObject({ regular_seconds: 4 * H, overtime_seconds: 5 * H });
    expect(rules(byDate.get('2026-11-27'))).toEqual([['flsa_weekly_40', '1.5', 5]]);
    // P2 (pending = approved) paid Tom for 2026-11-08…2026-11-21: 11-15…11-21 are locked, 11-22 on not.
    expect(r.body.locked_periods).toEqual([
      { payroll_id: 'pay_P2bbbbbbbbbbbbbbbbbb', start_date: '2026-11-08', end_date: '2026-11-21' },
    ]);
    expect(byDate.get('2026-11-21')).toMatchObject({ locked_by_payroll_id: 'pay_P2bbbbbbbbbbbbbbbbbb' });
    expect(byDate.get('2026-11-15')).toMatchObject({ locked_by_payroll_id: 'pay_P2bbbbbbbbbbbbbbbbbb' });
    expect(byDate.get('2026-11-22')).toMatchObject({ locked_by_payroll_id: null });
  });

  it('defaults to the current workweek; 400 names the bad date; 404 for an unknown employee', async () => {
    // Now 2026-12-02T20:00Z = Wednesday 12:00 PST: the workweek Sunday 11-29 … Saturday 12-05.
    const now = await t.call(f.key, 'GET', `/employees/${f.tom}/timesheet`);
    expect(now.status).toBe(200);
    expect([now.body.start_date, now.body.end_date]).toEqual(['2026-11-29', '2026-12-05']);
    const back = await t.call(
      f.key,
      'GET',
      `/employees/${f.tom}/timesheet?start_date=2026-11-10&end_date=2026-11-01`,
    );
    expect(back.status).toBe(400);
    expect(back.body.errors[0].field).toBe('end_date');
    // 2026-10-01 … 2026-11-01 is 32 days.
    const long = await t.call(
      f.key,
      'GET',
      `/employees/${f.tom}/timesheet?start_date=2026-10-01&end_date=2026-11-01`,
    );
    expect(long.status).toBe(400);
    expect(long.body.errors[0].field).toBe('end_date');
    const bad = await t.call(f.key, 'GET', `/employees/${f.tom}/timesheet?start_date=2026-02-30`);
    expect(bad.status).toBe(400);
    expect((await t.call(f.key, 'GET', '/employees/999999/timesheet')).status).toBe(404);
    // Another company's employee is unknown too.
    expect((await t.call(f.otherKey, 'GET', `/employees/${f.tom}/timesheet`)).status).toBe(404);
  });
});
