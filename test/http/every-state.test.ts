/**
 * Every state and DC through the HTTP API: one person living and working in each of the 50 states
 * and DC (a workplace and a home address in the state capital, no state certificate on file, so
 * each state's default), paid 80 h × $20.00 = $1,600.00 biweekly in one regular payroll
 * (initialize → POST /payrolls). Each of the 41 states with a wage income tax and DC withholds a
 * `state_income_tax` line in its own jurisdiction, above zero at $41,600 a year — except North
 * Dakota, whose 2026 single schedule withholds 0% on annual wages up to $57,625
 * (packages/tax-engine/tax-tables/2026/nd.json): $1,600 × 26 = $41,600 and $1,900 × 26 = $49,400 are below it, so its
 * line is there at $0.00. The 9 states without a wage income tax (AK, FL, NV, NH, SD, TN, TX, WA,
 * WY) have no such line. The amounts themselves are checked per state against
 * the publications in packages/tax-engine/test/ (cases/*.json); this test proves the wiring: workplace and
 * home address → the state's table → a line on the paycheck.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startApp, type TestApp } from '../helpers/app.js';
import { makePayrollCompany, type PayrollCompany } from '../helpers/payroll-fixture.js';

/** State → [capital, a ZIP code of the capital]. */
const CAPITALS: Record<string, [string, string]> = {
  AL: ['Montgomery', '36104'],
  AK: ['Juneau', '99801'],
  AZ: ['Phoenix', '85004'],
  AR: ['Little Rock', '72201'],
  CA: ['Sacramento', '95814'],
  CO: ['Denver', '80202'],
  CT: ['Hartford', '06103'],
  DE: ['Dover', '19901'],
  DC: ['Washington', '20001'],
  FL: ['Tallahassee', '32301'],
  GA: ['Atlanta', '30303'],
  HI: ['Honolulu', '96813'],
  ID: ['Boise', '83702'],
  IL: ['Springfield', '62701'],
  IN: ['Indianapolis', '46204'],
  IA: ['Des Moines', '50309'],
  KS: ['Topeka', '66603'],
  KY: ['Frankfort', '40601'],
  LA: ['Baton Rouge', '70802'],
  ME: ['Augusta', '04330'],
  MD: ['Annapolis', '21401'],
  MA: ['Boston', '02108'],
  MI: ['Lansing', '48933'],
  MN: ['Saint Paul', '55102'],
  MS: ['Jackson', '39201'],
  MO: ['Jefferson City', '65101'],
  MT: ['Helena', '59601'],
  NE: ['Lincoln', '68508'],
  NV: ['Carson City', '89701'],
  NH: ['Concord', '03301'],
  NJ: ['Trenton', '08608'],
  NM: ['Santa Fe', '87501'],
  NY: ['Albany', '12207'],
  NC: ['Raleigh', '27601'],
  ND: ['Bismarck', '58501'],
  OH: ['Columbus', '43215'],
  OK: ['Oklahoma City', '73102'],
  OR: ['Salem', '97301'],
  PA: ['Harrisburg', '17101'],
  RI: ['Providence', '02903'],
  SC: ['Columbia', '29201'],
  SD: ['Pierre', '57501'],
  TN: ['Nashville', '37219'],
  TX: ['Austin', '78701'],
  UT: ['Salt Lake City', '84111'],
  VT: ['Montpelier', '05602'],
  VA: ['Richmond', '23219'],
  WA: ['Olympia', '98501'],
  WV: ['Charleston', '25301'],
  WI: ['Madison', '53703'],
  WY: ['Cheyenne', '82001'],
};
const NO_WAGE_INCOME_TAX = ['AK', 'FL', 'NH', 'NV', 'SD', 'TN', 'TX', 'WA', 'WY'];
const STATES = Object.keys(CAPITALS).sort();

let t: TestApp;
let co: PayrollCompany;
/** employee id → state */
const stateOf = new Map<number, string>();

beforeAll(async () => {
  t = await startApp('2026-11-22T20:00:00.000Z');
  co = await makePayrollCompany(t.db, STATES.length);
  const ids = (
    await t.db
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', co.companyId)
      .orderBy('id')
      .execute()
  ).map((r) => Number(r.id));
  for (const [i, st] of STATES.entries()) {
    const [city, zip] = CAPITALS[st]!;
    const wid = `wrk_${st}state${String(i).padStart(13, '0')}`;
    await t.db
      .insertInto('workplaces')
      .values({
        company_id: co.companyId,
        id: wid,
        line1: '1 Capitol Way',
        line2: null,
        city,
        state: st,
        postal_code: zip,
        country: 'US',
      })
      .execute();
    await sql`update employees set workplace_id = ${wid}, address = ${JSON.stringify({
      address_line_1: '2 Main St',
      address_line_2: null,
      city,
      state: st,
      zip,
      country: 'US',
    })}::jsonb where company_id = ${co.companyId} and id = ${ids[i]!}`.execute(t.db);
    stateOf.set(ids[i]!, st);
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('every state and DC through the API', () => {
  it('a state_income_tax line in each of the 41 income-tax states and DC, none in the other 9', async () => {
    const init = await t.call(co.apiKey, 'POST', '/payrolls/initialize', {
      type: 'regular',
      pay_schedule_group_id: co.groupId,
      start_date: co.period.start_date,
      end_date: co.period.end_date,
    });
    expect(init.status).toBe(200);
    const draft = await t.call(co.apiKey, 'POST', '/payrolls', init.body.actions.create_draft);
    expect(draft.status, JSON.stringify(draft.body).slice(0, 500)).toBe(201);
    const preview = await t.call(co.apiKey, 'GET', `/payrolls/${draft.body.payroll_id}/preview`);
    const people = preview.body.employees as Array<{
      employee_id: number;
      gross_pay: number;
      taxes: Array<{ code: string; jurisdiction: string; payer: string; amount: number }>;
    }>;
    expect(people).toHaveLength(51);
    const withheld: string[] = [];
    const without: string[] = [];
    for (const p of people) {
      const st = stateOf.get(p.employee_id)!;
      // Every fifth person worked 10 h of overtime: 1,600 + 10 × 30 = $1,900.00.
      expect([1600, 1900]).toContain(p.gross_pay);
      const line = p.taxes.find((x) => x.code === 'state_income_tax' && x.payer === 'employee');
      if (line) {
        expect(line.jurisdiction, st).toBe(st);
        if (st === 'ND') expect(line.amount, st).toBe(0);
        else expect(line.amount, st).toBeGreaterThan(0);
        withheld.push(st);
      } else without.push(st);
    }
    expect(without.sort()).toEqual(NO_WAGE_INCOME_TAX);
    expect(withheld).toHaveLength(42);
  }, 120_000);
});
