/**
 * The demo company's two current payrolls (biweekly hourly, semimonthly salaried), run through the
 * API (initialize → create draft): every employee working in New York whose home ZIP is a New York
 * City ZIP (tax-tables/2026/local-zips.json, NYS DOH list) gets the NYC resident tax
 * (NYS-50-T-NYC), whatever the city line of the address says ("Astoria", "Brooklyn", "New York"),
 * and nobody else does. Runs on the vitest project's backend (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_TABLES_DIR } from '@payclock/tax-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoCompany } from '../../src/modules/demo/generator.js';
import { seedDemoCompany } from '../../src/modules/demo/seed.js';
import { startApp, type TestApp } from '../helpers/app.js';

const AS_OF = '2026-11-21';
const nycZips = new Set<string>(
  JSON.parse(readFileSync(join(DEFAULT_TABLES_DIR, '2026', 'local-zips.json'), 'utf8')).localities.NYC.zips,
);

let t: TestApp;
let key: string;
const paychecks: Array<{ employee_id: number; taxes: Array<{ jurisdiction: string; amount: number }> }> = [];
const homes = new Map<number, { city: string; state: string; zip: string }>();
const workState = new Map<number, string>();

beforeAll(async () => {
  const demo = generateDemoCompany({ asOf: AS_OF });
  t = await startApp(demo.now);
  const seeded = await seedDemoCompany(t.db, { asOf: AS_OF });
  key = seeded.apiKey;
  const rows = await t.db
    .selectFrom('employees as e')
    .leftJoin('workplaces as w', (j) =>
      j.onRef('w.company_id', '=', 'e.company_id').onRef('w.id', '=', 'e.workplace_id'),
    )
    .select(['e.id', 'e.address', 'w.state'])
    .where('e.company_id', '=', seeded.companyId)
    .execute();
  for (const r of rows) {
    homes.set(Number(r.id), r.address as { city: string; state: string; zip: string });
    workState.set(Number(r.id), r.state ?? '');
  }
  const options = await t.call(key, 'GET', '/payrolls/period-options');
  for (const g of options.body.regular as Array<{ pay_schedule_group_id: number }>) {
    const init = await t.call(key, 'POST', '/payrolls/initialize', {
      type: 'regular',
      pay_schedule_group_id: g.pay_schedule_group_id,
    });
    expect(init.status).toBe(200);
    const draft = await t.call(key, 'POST', '/payrolls', init.body.actions.create_draft);
    expect(draft.status).toBe(201);
    paychecks.push(...draft.body.employees);
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('demo payrolls: New York City residents by home ZIP', () => {
  it('every NY-workplace employee with an NYC home ZIP has an NYC line, Astoria (11102/11103) included', () => {
    const nyc = paychecks.filter(
      (p) => workState.get(p.employee_id) === 'NY' && nycZips.has(homes.get(p.employee_id)!.zip),
    );
    const astoria = nyc.filter((p) => homes.get(p.employee_id)!.city === 'Astoria');
    expect(nyc.length).toBeGreaterThanOrEqual(3);
    expect(astoria.length).toBeGreaterThanOrEqual(1);
    for (const p of nyc) {
      const line = p.taxes.find((x) => x.jurisdiction === 'NYC');
      expect(line, `employee ${p.employee_id} (${homes.get(p.employee_id)!.zip})`).toBeDefined();
      expect(line!.amount).toBeGreaterThan(0);
    }
  });
  it('nobody living outside NYC (Yonkers, White Plains, New Rochelle, CA, TX) gets an NYC line', () => {
    for (const p of paychecks) {
      if (nycZips.has(homes.get(p.employee_id)?.zip ?? '')) continue;
      expect(p.taxes.find((x) => x.jurisdiction === 'NYC')).toBeUndefined();
    }
  });
});
