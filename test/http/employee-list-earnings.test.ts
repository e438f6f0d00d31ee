/**
 * The list's current earning (GET /employees, one LATERAL join per page since issue 14): for
 * employees with several earnings — past, future-dated, two on the same date, one starting today,
 * none at all — walked page by page across page boundaries, each item carries the earning the
 * detail (computed in JS from the whole history) carries, with the values worked out by hand; the
 * company-local date decides, as the clock crosses midnight in Los Angeles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeEmployee, startApp, type TestApp } from '../helpers/app.js';
import { toInt } from '../../src/platform/db/type-parsers.js';

let t: TestApp;
let key: string;
const emp = { past: 0, futureOnly: 0, sameDate: 0, today: 0, none: 0, salaried: 0 };
/** Earning ids by employee, in insertion order. */
const earningIds: Record<keyof typeof emp, number[]> = {
  past: [],
  futureOnly: [],
  sameDate: [],
  today: [],
  none: [],
  salaried: [],
};

const hourly = (start_date: string, payment_amount: string) => ({
  start_date,
  payment_unit: 'hour',
  payment_amount,
  overtime_amount: '1.5',
});

/** The API's Earning for an hourly earning made by {@link hourly} (default_hours 40, PTO rate = rate). */
const hourlyEarning = (id: number, date: string, rate: number) => ({
  employee_earnings_id: id,
  start_date: `${date}T00:00:00.000Z`,
  payment_unit: 'hour',
  salary_type: null,
  payment_amount: rate,
  salary: null,
  overtime_amount: 1.5,
  default_hours: 40,
  pto_payment_amount: rate,
});

beforeAll(async () => {
  // 2026-11-21T20:00Z is 12:00 on Nov 21 in Los Angeles (the company's zone).
  t = await startApp('2026-11-21T20:00:00.000Z');
  const c = await makeCompany(t.db, { timezone: 'America/Los_Angeles' });
  key = c.apiKey;
  const make = async (
    name: keyof typeof emp,
    earnings: NonNullable<Parameters<typeof makeEmployee>[2]>['earnings'],
  ) => {
    emp[name] = await makeEmployee(t.db, c.companyId, {
      first_name: name,
      ...(earnings ? { earnings } : {}),
    });
    const rows = await t.db
      .selectFrom('employee_earnings')
      .select('id')
      .where('company_id', '=', c.companyId)
      .where('employee_id', '=', String(emp[name]))
      .orderBy('id')
      .execute();
    earningIds[name] = rows.map((r) => toInt(r.id));
  };
  // Inserted out of date order on purpose: the id order is not the date order.
  await make('past', [
    hourly('2026-06-01', '22.50'),
    hourly('2025-01-01', '20.00'),
    hourly('2026-12-01', '25.00'),
  ]);
  await make('futureOnly', [hourly('2026-12-15', '30.00')]);
  await make('sameDate', [
    hourly('2025-03-01', '17.00'),
    hourly('2026-03-01', '18.00'),
    hourly('2026-03-01', '19.25'),
  ]);
  await make('today', [hourly('2026-01-01', '29.00'), hourly('2026-11-21', '31.75')]);
  await make('none', undefined);
  await make('salaried', [
    { start_date: '2026-01-01', payment_unit: 'salary', salary_type: 'yearly', salary_cents: 9_000_000 },
  ]);
});

afterAll(async () => {
  await t.close();
});

/** Every list item, walking the pages of `limit` with the cursor; also the page sizes. */
async function walk(limit: number) {
  const items: Array<{ employee_id: number; first_name: string; current_earning: unknown }> = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const res = await t.call(
      key,
      'GET',
      `/employees?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(res.status).toBe(200);
    sizes.push(res.body.data.length);
    items.push(...res.body.data);
    cursor = res.body.pagination.next_cursor;
  } while (cursor !== null);
  return { items, sizes };
}

describe('GET /employees current_earning', () => {
  it('is the latest earning on or before the local date, page by page', async () => {
    const expected = {
      // 2026-06-01 is the latest start on or before Nov 21; the Dec 1 raise is future-dated.
      past: hourlyEarning(earningIds.past[0]!, '2026-06-01', 22.5),
      // Its only earning starts on Dec 15.
      futureOnly: null,
      // Two earnings start on 2026-03-01: the later record (higher id) wins.
      sameDate: hourlyEarning(earningIds.sameDate[2]!, '2026-03-01', 19.25),
      // An earning starting today is current.
      today: hourlyEarning(earningIds.today[1]!, '2026-11-21', 31.75),
      none: null,
      salaried: {
        employee_earnings_id: earningIds.salaried[0]!,
        start_date: '2026-01-01T00:00:00.000Z',
        payment_unit: 'salary',
        salary_type: 'yearly',
        payment_amount: null,
        salary: 90000,
        overtime_amount: null,
        default_hours: 40,
        pto_payment_amount: null,
      },
    };
    // limit 2: boundaries after "futureOnly" and after "today"; limit 4: one boundary; 50: one page.
    for (const [limit, sizes] of [
      [2, [2, 2, 2]],
      [4, [4, 2]],
      [50, [6]],
    ] as const) {
      const page = await walk(limit);
      expect(page.sizes).toEqual(sizes);
      expect(page.items.map((i) => i.employee_id)).toEqual(Object.values(emp));
      for (const item of page.items) {
        expect(item.current_earning).toEqual(expected[item.first_name as keyof typeof emp]);
      }
    }
    // The list agrees with the detail, which picks the current earning from the whole history in JS.
    for (const id of Object.values(emp)) {
      const detail = await t.call(key, 'GET', `/employees/${id}`);
      const listed = (await walk(50)).items.find((i) => i.employee_id === id);
      expect(listed?.current_earning).toEqual(detail.body.current_earning);
    }
  });

  it('follows the local date as the clock crosses midnight in Los Angeles', async () => {
    const current = async () =>
      Object.fromEntries(
        (await walk(3)).items.map((i) => [
          i.first_name,
          (i.current_earning as { payment_amount: number | null } | null)?.payment_amount ?? null,
        ]),
      );
    // 2026-11-21T07:59:59.999Z is 23:59:59.999 on Nov 20 in Los Angeles: "today" has not started.
    t.clock.set('2026-11-21T07:59:59.999Z');
    expect(await current()).toEqual({
      past: 22.5,
      futureOnly: null,
      sameDate: 19.25,
      today: 29,
      none: null,
      salaried: null,
    });
    // 08:00:00.000Z is midnight of Nov 21 there.
    t.clock.set('2026-11-21T08:00:00.000Z');
    expect((await current()).today).toBe(31.75);
    // Midnight of Dec 1 (PST, UTC−8) brings the Dec 1 raise; Dec 15 the future-only earning.
    t.clock.set('2026-12-01T07:59:59.999Z');
    expect((await current()).past).toBe(22.5);
    t.clock.set('2026-12-01T08:00:00.000Z');
    expect((await current()).past).toBe(25);
    t.clock.set('2026-12-15T08:00:00.000Z');
    expect((await current()).futureOnly).toBe(30);
    t.clock.set('2026-11-21T20:00:00.000Z');
  });
});
