/**
 * Time off at payroll approval (issue 21): how much of `POST /payrolls/:id/approve` the accrual
 * posting costs. The benchmark company of bench/payroll-company.ts (10,000 hourly employees on
 * PostgreSQL; `--quick`: 2,000) gets two policies every employee is enrolled in (CA sick leave 1 h
 * per 30 worked, capped at 80 h; PTO 1 h per 30, to 0.01 h, overtime not accruing); its payroll is
 * initialized and drafted in process (`app.inject`), then approved: the approval's time (best of 2,
 * each time reopened in between) against the posting alone — `postTimeOffForPayroll` run in a
 * transaction that is rolled back (best of 3) — in the same run. Goal: posting ≤ 10 % of the
 * approval. Figures, never a test. Run alone: `npx tsx bench/time-off.ts [--quick]`.
 */
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/platform/db/database.js';
import { migrateToLatest } from '../src/platform/db/migrator.js';
import { createApiKey } from '../src/platform/auth/api-keys.js';
import { addDays } from '../src/modules/payrolls/engine/index.js';
import { fixedClock } from '../src/shared/time.js';
import { postTimeOffForPayroll } from '../src/modules/time-off/accrual-posting.js';
import { benchPeriod, seedCompany } from './payroll-company.js';
import {
  createScratchDb,
  fmt,
  pgAdminUrl,
  postgresReachable,
  printTable,
  secondsSince,
  type BenchOptions,
  type SummaryRow,
} from './lib.js';

/** Figures of one run. */
export interface TimeOffBenchResult {
  employees: number;
  approveSeconds: number;
  postingSeconds: number;
  entries: number;
}

class Rollback extends Error {}

async function run(o: BenchOptions): Promise<TimeOffBenchResult> {
  const n = o.quick ? 2_000 : 10_000;
  const scratch = await createScratchDb(o.pgAdminUrl, 'timeoff');
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 10 });
  try {
    const { db } = database;
    await migrateToLatest(db);
    const period = benchPeriod();
    const seeded = await seedCompany(db, n, 21, period);
    const key = await createApiKey(db, seeded.companyId, 'bench');
    const app = await buildApp({
      db,
      clock: fixedClock(`${addDays(period.end, 1)}T20:00:00.000Z`),
      config: { rateLimitPerSecond: 1_000_000, rateLimitBurst: 10_000_000 },
    });
    const call = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
      const res = await app.inject({
        method,
        url: `/partner/v1${url}`,
        headers: { 'x-api-key': key.apiKey, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { payload: JSON.stringify(body) } : {}),
      });
      if (res.statusCode >= 300) {
        throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      }
      return JSON.parse(res.body) as any;
    };
    await call('POST', '/time-off-policies', {
      name: 'CA sick leave',
      kind: 'sick',
      accrual_method: 'per_hour_worked',
      accrual_hours: 1,
      per_hours_worked: 30,
      max_balance_hours: 80,
    });
    await call('POST', '/time-off-policies', {
      name: 'PTO',
      kind: 'pto',
      accrual_method: 'per_hour_worked',
      accrual_hours: 1,
      per_hours_worked: 30,
      accrual_rounding: 'hundredth_hour',
      overtime_accrues: false,
    });
    const init = await call('POST', '/payrolls/initialize', {
      type: 'regular',
      pay_schedule_group_id: seeded.groupId,
      start_date: period.start,
      end_date: period.end,
    });
    const draft = await call('POST', '/payrolls', init.actions.create_draft);
    const id = draft.payroll_id as string;
    let approveSeconds = Infinity;
    for (let k = 0; k < 2; k++) {
      const t0 = process.hrtime.bigint();
      await call('POST', `/payrolls/${id}/approve`);
      approveSeconds = Math.min(approveSeconds, secondsSince(t0));
      await call('POST', `/payrolls/${id}/reopen`);
    }
    let postingSeconds = Infinity;
    let entries = 0;
    for (let k = 0; k < 3; k++) {
      try {
        await db.transaction().execute(async (trx) => {
          const t0 = process.hrtime.bigint();
          entries = await postTimeOffForPayroll(trx, seeded.companyId, id, new Date());
          postingSeconds = Math.min(postingSeconds, secondsSince(t0));
          throw new Rollback();
        });
      } catch (err) {
        if (!(err instanceof Rollback)) throw err;
      }
    }
    await app.close();
    return { employees: n, approveSeconds, postingSeconds, entries };
  } finally {
    await database.close();
    await scratch.drop();
  }
}

/** Runs the benchmark on PostgreSQL (skipped when it is not reachable). */
export async function benchTimeOff(o: BenchOptions): Promise<{ summary: SummaryRow[] }> {
  console.log('\n== time off: accrual posting at payroll approval ==');
  if (!(await postgresReachable(o.pgAdminUrl))) {
    console.log('PostgreSQL not reachable: skipped');
    return { summary: [] };
  }
  const r = await run(o);
  const ratio = r.postingSeconds / r.approveSeconds;
  printTable(
    ['employees', 'entries posted', 'approve (s)', 'posting alone (s)', 'posting ÷ approve'],
    [[fmt(r.employees), fmt(r.entries), fmt(r.approveSeconds, 3), fmt(r.postingSeconds, 3), fmt(ratio, 3)]],
  );
  return {
    summary: [
      {
        bench: 'time-off',
        metric: `accrual posting ÷ approval (${r.employees} people, PostgreSQL)`,
        value: fmt(ratio, 3),
        goal: '≤ 0.10',
        met: ratio <= 0.1,
      },
    ],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchTimeOff({ quick: process.argv.includes('--quick'), pgAdminUrl: pgAdminUrl() }).catch(
    (err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
