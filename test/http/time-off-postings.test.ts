/**
 * Time-off accruals posted after the approval commits (src/modules/time-off/postings.ts,
 * docs/decisions/0016-time-off-posting-after-approval.md): the approval queues one job, balance
 * reads settle it first, a reopen before the posting cancels it, the posting runs exactly once
 * whoever runs it, and the start-up sweep posts what a crash left pending.
 *
 * Company time zone America/Los_Angeles; biweekly group anchored 2026-01-04 → period Sun 2026-11-08
 * … Sat 11-21, payday 11-26; clock 2026-11-21T22:00Z (reopen allowed until 11-24).
 * Tess (TX, $25.00/h): Mon–Fri both weeks, 8 h a day = 80 h worked, no overtime.
 * Sick policy: 1 h per 30 h worked, to the second: 80 h = 288,000 s ÷ 30 = 9,600 s = 2.6667 h.
 * The app runs with the kick after approval off (a process that died right after the commit), so
 * every job stays pending until something runs it; the last block checks the kick with it on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeEmployee, makeGroup, startApp, type TestApp } from '../helpers/app.js';
import { makeTexasWorkplace } from '../helpers/payroll-fixture.js';
import {
  drainTimeOffPostings,
  runPosting,
  settleTimeOff,
  timeOffPostingSweep,
} from '../../src/modules/time-off/postings.js';
import { startBackgroundJobs } from '../../src/platform/jobs.js';

let t: TestApp;
let key: string;
let companyId: number;
let tess: number;
let sick: number;
let groupId: number;
let payrollId: string;

/** Tess's sick-leave balance line (GET /employees/:id/time-off-balances: settles first). */
const balance = async () => {
  const r = await t.call(key, 'GET', `/employees/${tess}/time-off-balances?as_of=2026-12-31`);
  expect(r.status).toBe(200);
  return r.body.balances.find((b: { time_off_policy_id: number }) => b.time_off_policy_id === sick);
};

/** The payroll's posting jobs, oldest first (read straight from the table: no settlement). */
const jobs = () =>
  t.db
    .selectFrom('time_off_postings')
    .select(['id', 'state', 'posted_at'])
    .where('company_id', '=', companyId)
    .where('payroll_id', '=', payrollId)
    .orderBy('id')
    .execute();

/** Tess's ledger entries (straight from the table): seconds and whether each reverses another. */
const entries = async () =>
  (
    await t.db
      .selectFrom('time_off_entries')
      .select(['seconds', 'reverses_id'])
      .where('company_id', '=', companyId)
      .where('employee_id', '=', tess)
      .orderBy('id')
      .execute()
  ).map((e) => [Number(e.seconds), e.reverses_id === null ? 'posted' : 'reversal']);

const balanceEvents = async () =>
  (
    await t.db
      .selectFrom('webhook_events')
      .select('id')
      .where('company_id', '=', companyId)
      .where('type', '=', 'time_off_balance.changed')
      .execute()
  ).length;

async function setup(app: TestApp) {
  ({ apiKey: key, companyId } = await makeCompany(app.db, { plan: 'payroll' }));
  await app.db
    .updateTable('companies')
    .set({ sui_rates: JSON.stringify({ TX: '0.027' }) })
    .where('id', '=', companyId)
    .execute();
  await makeTexasWorkplace(app.db, companyId, 'wrk_TXpostings000000');
  groupId = await makeGroup(app.db, companyId, 'biweekly', 'Hourly');
  tess = await makeEmployee(app.db, companyId, {
    first_name: 'Tess',
    pay_schedule_group_id: groupId,
    workplace_id: 'wrk_TXpostings000000',
    earnings: [
      { start_date: '2025-01-01', payment_unit: 'hour', payment_amount: '25.0000', overtime_amount: '1.5' },
    ],
  });
  for (const d of ['09', '10', '11', '12', '13', '16', '17', '18', '19', '20']) {
    const start = `2026-11-${d}T16:00:00.000Z`;
    await app.db
      .insertInto('time_records')
      .values({
        company_id: companyId,
        employee_id: tess,
        type: 'work',
        start,
        end: new Date(Date.parse(start) + 8 * 3600_000).toISOString(),
        clockin_source: 'mobile',
        clockout_source: 'mobile',
      })
      .execute();
  }
  const p = await app.call(key, 'POST', '/time-off-policies', {
    name: 'Sick leave',
    kind: 'sick',
    accrual_method: 'per_hour_worked',
    accrual_hours: 1,
    per_hours_worked: 30,
  });
  expect(p.status).toBe(201);
  sick = p.body.time_off_policy_id;
  const init = await app.call(key, 'POST', '/payrolls/initialize', {
    type: 'regular',
    pay_schedule_group_id: groupId,
    start_date: '2026-11-08',
    end_date: '2026-11-21',
  });
  expect(init.status).toBe(200);
  const created = await app.call(key, 'POST', '/payrolls', init.body.actions.create_draft);
  expect(created.status).toBe(201);
  payrollId = created.body.payroll_id;
}

const approve = async () =>
  expect((await t.call(key, 'POST', `/payrolls/${payrollId}/approve`)).status).toBe(200);
const reopen = async () =>
  expect((await t.call(key, 'POST', `/payrolls/${payrollId}/reopen`)).status).toBe(200);

describe('posting queued by the approval (kick off: as if the process died after the commit)', () => {
  beforeAll(async () => {
    t = await startApp('2026-11-21T22:00:00.000Z', {}, { timeOffPostingKick: false });
    await setup(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('approval leaves one pending job and no entry; the next balance read posts it (2.6667 h)', async () => {
    await approve();
    expect((await jobs()).map((j) => j.state)).toEqual(['pending']);
    expect(await entries()).toEqual([]);
    expect(await balanceEvents()).toBe(0);
    // 80 h = 288,000 s ÷ 30 = 9,600 s = 2.6667 h — what the read right after the approval shows
    expect(await balance()).toMatchObject({ accrued_hours: 2.6667, available_hours: 2.6667 });
    const [job] = await jobs();
    expect(job).toMatchObject({ state: 'posted', posted_at: '2026-11-21T22:00:00.000Z' });
    expect(await entries()).toEqual([[9600, 'posted']]);
    // time_off_balance.changed fires when the posting runs: one event for Tess
    expect(await balanceEvents()).toBe(1);
    // a second read posts nothing more
    expect(await balance()).toMatchObject({ accrued_hours: 2.6667 });
    expect(await entries()).toEqual([[9600, 'posted']]);
  });

  it('reopen after the posting reverses it once', async () => {
    await reopen();
    expect(await entries()).toEqual([
      [9600, 'posted'],
      [-9600, 'reversal'],
    ]);
    expect(await balance()).toMatchObject({ accrued_hours: 0, available_hours: 0 });
  });

  it('reopen before the posting cancels the job: nothing posted, nothing to reverse', async () => {
    await approve();
    expect((await jobs()).map((j) => j.state)).toEqual(['posted', 'pending']);
    await reopen();
    expect((await jobs()).map((j) => j.state)).toEqual(['posted', 'cancelled']);
    expect(await balance()).toMatchObject({ accrued_hours: 0, available_hours: 0 });
    // still the two rows of the first approval and its reopen: 9,600 − 9,600 = 0
    expect(await entries()).toHaveLength(2);
    // a runner that picks the cancelled job up later does nothing
    const [, cancelled] = await jobs();
    expect(await runPosting(t.db, companyId, Number(cancelled!.id), t.clock.now())).toBe('skipped');
    expect(await entries()).toHaveLength(2);
  });

  it('three concurrent settlements post the job exactly once', async () => {
    await approve();
    const results = await Promise.all([
      settleTimeOff(t.db, companyId, t.clock.now()),
      settleTimeOff(t.db, companyId, t.clock.now()),
      settleTimeOff(t.db, companyId, t.clock.now()),
    ]);
    // one of them posted it (1); the others found it posted (waiting on its row lock) or no job (0)
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await entries()).toEqual([
      [9600, 'posted'],
      [-9600, 'reversal'],
      [9600, 'posted'],
    ]);
    expect(await balance()).toMatchObject({ accrued_hours: 2.6667 });
    await reopen();
    // 9,600 − 9,600 + 9,600 − 9,600 = 0, each posting reversed once
    expect(await entries()).toHaveLength(4);
    expect(await balance()).toMatchObject({ available_hours: 0 });
  });

  it('a job left pending by a crash is posted by the start-up sweep', async () => {
    await approve();
    expect((await jobs()).at(-1)!.state).toBe('pending');
    // the server's start: startBackgroundJobs ticks every sweep once right away (startup/serve.ts)
    const bg = startBackgroundJobs({
      db: t.db,
      clock: t.clock,
      log: t.app.log,
      autoClockoutSweepMs: 3_600_000,
      sweeps: [timeOffPostingSweep],
    });
    for (let i = 0; i < 200 && (await jobs()).at(-1)!.state === 'pending'; i++) {
      await new Promise((r) => setTimeout(r, 25));
    }
    bg.stop();
    expect((await jobs()).at(-1)!.state).toBe('posted');
    expect((await entries()).at(-1)).toEqual([9600, 'posted']);
    // a second sweep finds nothing pending
    expect(await timeOffPostingSweep(t.db, t.clock.now())).toBe(0);
    expect(await entries()).toHaveLength(5);
    expect(await balance()).toMatchObject({ accrued_hours: 2.6667, available_hours: 2.6667 });
  });

  it('a reopen while the posting runs waits for it, then reverses it once', async () => {
    await reopen(); // the sweep's posting reversed: 6 entries, net 0
    await approve();
    const job = (await jobs()).at(-1)!;
    expect(job.state).toBe('pending');
    let reopened: Promise<{ status: number }> | undefined;
    await t.db.transaction().execute(async (trx) => {
      // a runner holds the job row (and has posted) when the reopen arrives
      expect(await runPosting(trx, companyId, Number(job.id), t.clock.now())).toBe('posted');
      reopened = t.call(key, 'POST', `/payrolls/${payrollId}/reopen`);
      await new Promise((r) => setTimeout(r, 300));
    });
    expect((await reopened!).status).toBe(200);
    expect((await jobs()).at(-1)!.state).toBe('posted');
    // the posting and its reversal: 9,600 − 9,600 = 0, nothing cancelled, nothing twice
    expect((await entries()).slice(6)).toEqual([
      [9600, 'posted'],
      [-9600, 'reversal'],
    ]);
    expect(await balance()).toMatchObject({ accrued_hours: 0, available_hours: 0 });
  });
});

describe('the kick after the approval (default)', () => {
  beforeAll(async () => {
    t = await startApp('2026-11-21T22:00:00.000Z');
    await setup(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('posts the queued job right after the commit, without any read', async () => {
    await approve();
    await drainTimeOffPostings();
    expect((await jobs()).map((j) => j.state)).toEqual(['posted']);
    expect(await entries()).toEqual([[9600, 'posted']]);
    expect(await balanceEvents()).toBe(1);
  });
});

describe('time off in the employee YTD report (settles first)', () => {
  beforeAll(async () => {
    t = await startApp('2026-11-21T22:00:00.000Z', {}, { timeOffPostingKick: false });
    await setup(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows per policy the year accrued and used and the balance today, queued posting included', async () => {
    await approve();
    // +5 h adjustment dated in the year: in the balance, not in accrued (only accrual entries are)
    const adj = await t.call(key, 'POST', `/employees/${tess}/time-off-adjustments`, {
      time_off_policy_id: sick,
      hours: 5,
      effective_date: '2026-11-20',
    });
    expect(adj.status).toBe(201);
    expect((await jobs()).map((j) => j.state)).toEqual(['posted']); // the adjustment's route settled
    await reopen();
    await approve(); // reversed, then queued again: the report must settle it
    expect((await jobs()).map((j) => j.state)).toEqual(['posted', 'pending']);
    const r = await t.call(key, 'GET', '/reports/employee-ytd?year=2026');
    expect(r.status).toBe(200);
    const row = r.body.data.find((x: { employee_id: number }) => x.employee_id === tess);
    // accrued: 9,600 − 9,600 (reversal) + 9,600 = 9,600 s = 2.6667 h; used: no paid request → 0;
    // available on 2026-11-21 (today in Los Angeles, before Dec 31): 9,600 s + 5 h (18,000 s)
    // = 27,600 s = 7.6667 h
    expect(row.time_off).toEqual([
      {
        time_off_policy_id: sick,
        name: 'Sick leave',
        kind: 'sick',
        accrued_hours: 2.6667,
        used_hours: 0,
        available_hours: 7.6667,
        available_as_of: '2026-11-21',
      },
    ]);
    expect((await jobs()).map((j) => j.state)).toEqual(['posted', 'posted']);
    // CSV: the lines as their values joined by ':'
    const csv = await t.app.inject({
      method: 'GET',
      url: '/partner/v1/reports/employee-ytd?year=2026',
      headers: { 'x-api-key': key, accept: 'text/csv' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`${sick}:Sick leave:sick:2.6667:0:7.6667:2026-11-21`);
  });
});
