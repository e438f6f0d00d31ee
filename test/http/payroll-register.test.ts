/**
 * The payroll register CSV (GET /payrolls/:id/paychecks with Accept: text/csv) in every status, from
 * the ledger rows of the fixture in test/helpers/reports-fixture.ts (its header shows the cents).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { startApp, type TestApp } from '../helpers/app.js';
import { seedReportsFixture, type ReportsFixture } from '../helpers/reports-fixture.js';

let t: TestApp;
let f: ReportsFixture;
const P1 = 'pay_P1aaaaaaaaaaaaaaaaaa';

beforeAll(async () => {
  t = await startApp('2026-11-21T22:00:00.000Z');
  f = await seedReportsFixture(t.db);
});
afterAll(async () => {
  await t.close();
});

describe('payroll register CSV', () => {
  const csv = (key: string, id: string) =>
    t.app.inject({
      method: 'GET',
      url: `/partner/v1/payrolls/${id}/paychecks`,
      headers: { 'x-api-key': key, accept: 'text/csv' },
    });

  it('exports an approved payroll from its ledger rows', async () => {
    const res = await csv(f.key, P1);
    expect(res.statusCode).toBe(200);
    const rows = parse(res.body, { columns: true }) as Array<Record<string, string>>;
    const net = rows.filter((x) => x.kind === 'net_pay').map((x) => x.amount);
    expect(net).toEqual(['1267.60', '977.60', '500.00']); // Tom, Cara, then the contractor
    expect(rows.find((x) => x.kind === 'contractor_earning')).toMatchObject({
      name: 'Cody Contractor',
      hours: '10',
      amount: '500.00',
    });
    const sum = (kind: string) =>
      rows.filter((x) => x.kind === kind).reduce((a, x) => a + Math.round(Number(x.amount) * 100), 0);
    expect(sum('earning')).toBe(280000); // 160000 + 120000
  });

  it("404s for another company's payroll", async () => {
    const res = await csv(f.key, 'pay_PBxxxxxxxxxxxxxxxxxx');
    expect(res.statusCode).toBe(404);
  });
});
