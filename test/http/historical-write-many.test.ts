/**
 * HistoricalPayrollsService.writeMany (the demo's year of history): several historical payrolls in
 * one transaction with the same rules as POST /historical-payrolls — written and listed together,
 * or, when one is refused (a payday in the future, a bad date, an unknown code), none of them.
 * Clock: 2026-11-21 20:00 UTC (2026-11-21 in America/Los_Angeles).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/shared/time.js';
import { HistoricalPayrollsService } from '../../src/modules/historical-payrolls/historical-payrolls.service.js';
import { DomainError } from '../../src/shared/errors.js';
import { startApp, type TestApp } from '../helpers/app.js';
import { makePayrollCompany } from '../helpers/payroll-fixture.js';

const NOW = '2026-11-21T20:00:00.000Z';
let t: TestApp;
let key: string;
let companyId: number;
let emp: number;

// 2,000.00 of wages: SS 124.00 and Medicare 29.00 each side (6.2 %, 1.45 %).
const body = (payday: string, code = 'federal_income_tax') => ({
  payday,
  employees: [
    {
      employee_id: emp,
      earnings: [{ type: 'regular', amount: 2000 }],
      taxes: [
        { code, jurisdiction: 'US', payer: 'employee', taxable_wages: 2000, amount: 200 },
        { code: 'social_security', jurisdiction: 'US', payer: 'employee', taxable_wages: 2000, amount: 124 },
        { code: 'social_security', jurisdiction: 'US', payer: 'company', taxable_wages: 2000, amount: 124 },
        { code: 'medicare', jurisdiction: 'US', payer: 'employee', taxable_wages: 2000, amount: 29 },
        { code: 'medicare', jurisdiction: 'US', payer: 'company', taxable_wages: 2000, amount: 29 },
      ],
    },
  ],
});

beforeAll(async () => {
  t = await startApp(NOW);
  const f = await makePayrollCompany(t.db, 1);
  key = f.apiKey;
  companyId = f.companyId;
  const row = await t.db
    .selectFrom('employees')
    .select('id')
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  emp = Number(row.id);
});
afterAll(async () => {
  await t.close();
});

const write = (bodies: ReturnType<typeof body>[]) =>
  t.db
    .transaction()
    .execute((trx) =>
      new HistoricalPayrollsService(trx, fixedClock(NOW)).writeMany(
        trx,
        { companyId, keyPrefix: 'test', company: { timezone: 'America/Los_Angeles' } },
        bodies,
        'demo_seed',
      ),
    );
const count = async () => (await t.call(key, 'GET', '/historical-payrolls')).body.data.length as number;

describe('historical payrolls: writeMany', () => {
  it('refuses the whole batch for one bad payroll, naming the field', async () => {
    for (const [bodies, field] of [
      [[body('2026-01-15'), body('2026-12-01')], 'payday'], // in the future
      [[body('2026-01-15'), body('2026-02-30')], 'payday'], // not a calendar date
      [[body('2026-01-15'), body('2026-02-15', 'wage_tax')], 'employees[0].taxes[0].code'],
    ] as const) {
      const err = await write([...bodies]).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DomainError);
      expect((err as DomainError).errors?.map((e) => e.field)).toContain(field);
    }
    expect(await count()).toBe(0);
  });

  it('writes every payroll, with its totals, and they count in YTD', async () => {
    const ids = await write([body('2026-01-15'), body('2026-01-29')]);
    expect(ids).toHaveLength(2);
    expect(await count()).toBe(2);
    const p = await t.call(key, 'GET', `/historical-payrolls/${ids[1]}`);
    expect(p.status).toBe(200);
    expect(p.body).toMatchObject({ type: 'historical', status: 'paid', payday: '2026-01-29' });
    // The second paycheck's pay statement: YTD gross 2,000.00 × 2 = 4,000.00.
    const stub = await t.call(key, 'GET', `/payrolls/${ids[1]}/paychecks/${emp}`);
    expect(stub.body.totals.gross_pay).toMatchObject({ current: 2000, ytd: 4000 });
  });
});
