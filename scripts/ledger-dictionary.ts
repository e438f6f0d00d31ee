/**
 * Makes the preset deflate dictionary of paycheck details (src/modules/payrolls/ledger/
 * detail-dictionary.ts; docs/decisions/0014-compact-ledger.md): runs the demo company's current
 * payrolls (initialize → create draft) on an in-memory PGlite, takes each paycheck's detail JSON as
 * `encodeDetail` builds it, keeps one sample per distinct shape (work state, contractor, the set of
 * line codes) until the dictionary reaches 30 kB, and prints the TypeScript module.
 *
 * A dictionary is frozen once paychecks have been written with it: the output of this script is
 * only for a NEW detail version (`npx tsx scripts/ledger-dictionary.ts > <file>`).
 */
import { randomBytes } from 'node:crypto';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/platform/db/database.js';
import { migrateToLatest } from '../src/platform/db/migrator.js';
import { createSealer } from '../src/platform/crypto/sealing.js';
import { fixedClock } from '../src/shared/time.js';
import { generateDemoCompany } from '../src/modules/demo/generator.js';
import { seedDemoCompany } from '../src/modules/demo/seed.js';
import { loadPaychecks } from '../src/modules/payrolls/ledger/ledger.repository.js';

const AS_OF = '2026-11-21';
const LIMIT = 30_000;

const database = await openDatabase({});
await migrateToLatest(database.db);
const demo = generateDemoCompany({ asOf: AS_OF });
const app = await buildApp({
  db: database.db,
  clock: fixedClock(demo.now),
  sealer: createSealer(randomBytes(32)),
});
await app.ready();
const seeded = await seedDemoCompany(database.db, { asOf: AS_OF });
const call = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
  const r = await app.inject({
    method,
    url: `/partner/v1${url}`,
    headers: { 'x-api-key': seeded.apiKey, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
  if (r.statusCode >= 300) throw new Error(`${method} ${url}: ${r.statusCode} ${r.body}`);
  return JSON.parse(r.body) as any;
};
const samples: string[] = [];
const shapes = new Set<string>();
const options = await call('GET', '/payrolls/period-options');
for (const g of options.regular as Array<{ pay_schedule_group_id: number }>) {
  const init = await call('POST', '/payrolls/initialize', {
    type: 'regular',
    pay_schedule_group_id: g.pay_schedule_group_id,
  });
  const draft = await call('POST', '/payrolls', init.actions.create_draft);
  for (const c of await loadPaychecks(database.db, seeded.companyId, draft.payroll_id as string)) {
    const shape = [c.workplaceState, c.isContractor, ...c.lines.map((l) => l.code)].join('|');
    if (shapes.has(shape)) continue;
    shapes.add(shape);
    samples.push(
      JSON.stringify([
        c.input,
        c.lines.map((l) => l.rate),
        c.lines.map((l) => l.reason),
        c.lines.map((l) => l.timeRecordIds),
        c.lines.map((l) => l.inputLine),
      ]),
    );
  }
}
await app.close();
await database.close();
let text = '';
for (const s of samples) {
  if (text.length + s.length > LIMIT) continue;
  text += s;
}
process.stdout.write(`/**
 * Preset deflate dictionary of paycheck details, version 1 (src/modules/payrolls/ledger/
 * paycheck-detail.ts): sample details of the demo company's payrolls, one per shape, made by
 * scripts/ledger-dictionary.ts. FROZEN: paychecks are stored compressed with it; a new dictionary is
 * a new detail version.
 */
export const DETAIL_DICTIONARY_V1 =
  ${JSON.stringify(text)};
`);
