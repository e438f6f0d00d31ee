/**
 * The whole payroll run through the HTTP API at scale (issue 10): for PostgreSQL with 10,000
 * employees and PGlite with 2,000 (`--quick`: 2,000 and 500), a child process (bench/payroll-server.ts)
 * generates the company and serves the app; this process times, as a partner's client would see
 * them (request sent → response body read and parsed), `GET /payrolls/period-options`,
 * `POST /payrolls/initialize`, `POST /payrolls` with the full `actions.create_draft` body,
 * `GET /payrolls/:id/preview`, 50 `PATCH /payrolls/:id/paychecks/:employee_id` edits of different
 * people (p50, p95) and `POST /payrolls/:id/approve` with `Prefer: return=minimal` (the status change
 * answering the header and totals; docs/api-conventions.md §5), then `GET /payrolls/:id` (every
 * paycheck of the approved payroll: what approve answers without the preference, timed apart and
 * shown beside the run); then the stored size per paycheck
 * (`pg_total_relation_size` of payrolls + paychecks + ledger_keys + ledger_warnings ÷ paychecks).
 * Baseline in the same run: one SQL `GROUP BY` over the same punches (best of 3, in the server).
 * Goals: the run < 10 s at 10,000; initialize + draft ≤ 20 × the baseline; ≤ 1.5 kB stored per
 * paycheck; PATCH p50 < 50 ms. Figures, never a test. Run alone: `npx tsx bench/payroll.ts [--quick]`.
 */
import { fileURLToPath } from 'node:url';
import type { PayrollServerReady, PayrollServerSpec, PayrollStorage } from './payroll-server.js';
import { initializeBody } from './payroll-company.js';
import {
  createScratchDb,
  firstMessage,
  fmt,
  forkTs,
  mb,
  percentile,
  pgAdminUrl,
  postgresReachable,
  printTable,
  stopChild,
  type BenchOptions,
  type ScratchDb,
  type SummaryRow,
} from './lib.js';

/** One timed request. */
interface Timed {
  status: number;
  body: any;
  seconds: number;
  bytes: number;
}

/** Figures of one backend and size. */
export interface PayrollHttpResult {
  backend: 'pglite' | 'postgres';
  employees: number;
  timeRecords: number;
  steps: Record<'periodOptions' | 'initialize' | 'draft' | 'preview' | 'approve', number>;
  /** `GET /payrolls/:id` of the approved payroll (every paycheck), seconds. */
  approvedReadSeconds: number;
  draftBodyBytes: number;
  patchP50Ms: number;
  patchP95Ms: number;
  patches: number;
  baselineSeconds: number;
  storage: PayrollStorage;
  /** The server's peak RSS during each step (bytes), from the step-peak windows. */
  stepPeakRss: Record<'idle' | (typeof STEPS)[number] | 'patches' | 'approvedRead', number>;
  /** The same windows' peak V8 heap used (bytes). */
  stepPeakHeap: Record<'idle' | (typeof STEPS)[number] | 'patches' | 'approvedRead', number>;
}

const STEPS = ['periodOptions', 'initialize', 'draft', 'preview', 'approve'] as const;
const PATCHES = 50;

/** Sends one request and reads its JSON body; the time covers both. */
async function call(
  base: string,
  key: string,
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<Timed> {
  const t0 = process.hrtime.bigint();
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      'x-api-key': key,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body,
  });
  const text = await res.text();
  const parsed: unknown = text.length > 0 ? JSON.parse(text) : null;
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  if (res.status >= 300) throw new Error(`${method} ${path} → ${res.status}: ${text.slice(0, 500)}`);
  return { status: res.status, body: parsed, seconds, bytes: text.length };
}

/** Runs the payroll of one generated company through the HTTP API. */
async function runOne(
  backend: 'pglite' | 'postgres',
  employees: number,
  scratch: ScratchDb | null,
): Promise<PayrollHttpResult> {
  const spec: PayrollServerSpec = { backend, databaseUrl: scratch?.url, employees, seed: employees };
  const child = forkTs(fileURLToPath(new URL('./payroll-server.ts', import.meta.url)), [
    JSON.stringify(spec),
  ]);
  try {
    const ready = await firstMessage<PayrollServerReady>(child);
    const base = `http://127.0.0.1:${ready.port}/partner/v1`;
    const key = ready.apiKey;
    // The server's peak RSS of each step: a window closed after the step (outside its timing).
    const peaks: Partial<PayrollHttpResult['stepPeakRss']> = {};
    const heaps: Partial<PayrollHttpResult['stepPeakRss']> = {};
    const stepPeak = async (name: keyof PayrollHttpResult['stepPeakRss']) => {
      child.send({ cmd: 'step-peak' });
      const m = await firstMessage<{ stepPeakRssBytes: number; stepPeakHeapBytes: number }>(child);
      peaks[name] = m.stepPeakRssBytes;
      heaps[name] = m.stepPeakHeapBytes;
    };
    await stepPeak('idle'); // the window from listening to the first request
    const po = await call(base, key, 'GET', '/payrolls/period-options');
    await stepPeak('periodOptions');
    const init = await call(base, key, 'POST', '/payrolls/initialize', initializeBody(ready));
    await stepPeak('initialize');
    const draftBody = JSON.stringify(init.body.actions.create_draft);
    const draft = await call(base, key, 'POST', '/payrolls', draftBody);
    await stepPeak('draft');
    const id = draft.body.payroll_id as string;
    const preview = await call(base, key, 'GET', `/payrolls/${id}/preview`);
    await stepPeak('preview');
    const patchMs: number[] = [];
    const step = Math.max(1, Math.floor(ready.employeeIds.length / PATCHES));
    for (let k = 0; k < PATCHES && k * step < ready.employeeIds.length; k++) {
      const emp = ready.employeeIds[k * step]!;
      const r = await call(
        base,
        key,
        'PATCH',
        `/payrolls/${id}/paychecks/${emp}`,
        JSON.stringify({
          payrollData: { earnings: [{ type: 'regular', hours: 80, rate: 25 }] },
          note: 'bench edit',
        }),
      );
      patchMs.push(r.seconds * 1000);
    }
    await stepPeak('patches');
    const approve = await call(base, key, 'POST', `/payrolls/${id}/approve`, undefined, {
      prefer: 'return=minimal',
    });
    if (approve.body.status !== 'pending') throw new Error(`approve gave status ${approve.body.status}`);
    await stepPeak('approve');
    const approvedRead = await call(base, key, 'GET', `/payrolls/${id}`);
    await stepPeak('approvedRead');
    if (approvedRead.body.employees.length + approvedRead.body.contractors.length !== employees) {
      throw new Error('GET /payrolls/:id did not answer every paycheck');
    }
    child.send({ cmd: 'measure' });
    const storage = await firstMessage<PayrollStorage>(child);
    return {
      backend,
      employees,
      timeRecords: ready.timeRecords,
      steps: {
        periodOptions: po.seconds,
        initialize: init.seconds,
        draft: draft.seconds,
        preview: preview.seconds,
        approve: approve.seconds,
      },
      approvedReadSeconds: approvedRead.seconds,
      draftBodyBytes: Buffer.byteLength(draftBody),
      patchP50Ms: percentile(patchMs, 50),
      patchP95Ms: percentile(patchMs, 95),
      patches: patchMs.length,
      baselineSeconds: ready.baselineSeconds,
      storage,
      stepPeakRss: peaks as PayrollHttpResult['stepPeakRss'],
      stepPeakHeap: heaps as PayrollHttpResult['stepPeakRss'],
    };
  } finally {
    await stopChild(child);
  }
}

const total = (r: PayrollHttpResult) => STEPS.reduce((s, k) => s + r.steps[k], 0);
const perPaycheck = (r: PayrollHttpResult) =>
  (r.storage.bytes.payrolls +
    r.storage.bytes.paychecks +
    r.storage.bytes.ledgerKeys +
    r.storage.bytes.ledgerWarnings) /
  r.storage.paychecks;

/** Runs the payroll benchmark for the mode's sizes; prints tables; returns summary rows. */
export async function benchPayroll(
  opts: BenchOptions,
): Promise<{ results: PayrollHttpResult[]; summary: SummaryRow[] }> {
  const pgSize = opts.quick ? 2_000 : 10_000;
  const liteSize = opts.quick ? 500 : 2_000;
  console.log(
    `\n== payroll through the HTTP API (PostgreSQL ${fmt(pgSize)} employees, PGlite ${fmt(liteSize)}) ==`,
  );
  const results: PayrollHttpResult[] = [];
  if (await postgresReachable(opts.pgAdminUrl)) {
    const scratch = await createScratchDb(opts.pgAdminUrl, 'payroll');
    try {
      results.push(await runOne('postgres', pgSize, scratch));
    } finally {
      await scratch.drop();
    }
  } else console.log('  PostgreSQL is not reachable: PostgreSQL run skipped');
  results.push(await runOne('pglite', liteSize, null));

  printTable(
    [
      'backend',
      'employees',
      'records',
      ...STEPS.map((s) => `${s} s`),
      'run s',
      'GET approved s',
      'SQL GROUP BY ms',
      'init+draft ÷ SQL',
    ],
    results.map((r) => [
      r.backend,
      fmt(r.employees),
      fmt(r.timeRecords),
      ...STEPS.map((s) => fmt(r.steps[s], 2)),
      fmt(total(r), 2),
      fmt(r.approvedReadSeconds, 2),
      fmt(r.baselineSeconds * 1000, 1),
      `${fmt((r.steps.initialize + r.steps.draft) / r.baselineSeconds, 0)} ×`,
    ]),
  );
  console.log('');
  printTable(
    [
      'backend',
      'draft body',
      'PATCH p50 ms',
      'PATCH p95 ms',
      'paychecks',
      'pay lines',
      'stored',
      'per paycheck',
      'server peak RSS',
    ],
    results.map((r) => [
      r.backend,
      mb(r.draftBodyBytes),
      fmt(r.patchP50Ms, 1),
      fmt(r.patchP95Ms, 1),
      fmt(r.storage.paychecks),
      fmt(r.storage.payLines),
      `${mb(r.storage.bytes.payrolls + r.storage.bytes.paychecks + r.storage.bytes.ledgerKeys + r.storage.bytes.ledgerWarnings)} (paychecks with their lines ${mb(r.storage.bytes.paychecks)}, line keys ${mb(r.storage.bytes.ledgerKeys)}, warnings ${mb(r.storage.bytes.ledgerWarnings)})`,
      `${fmt(perPaycheck(r) / 1024, 2)} kB`,
      `${mb(r.storage.peakRssBytes)} (from ${mb(r.storage.rssBeforeBytes)})`,
    ]),
  );
  console.log('');
  const windows = ['idle', ...STEPS, 'patches', 'approvedRead'] as const;
  printTable(
    ['server peak RSS (V8 heap used)', ...windows.map((w) => (w === 'approvedRead' ? 'GET approved' : w))],
    results.map((r) => [
      r.backend,
      ...windows.map((w) => `${mb(r.stepPeakRss[w])} (${mb(r.stepPeakHeap[w])})`),
    ]),
  );

  const summary: SummaryRow[] = [];
  for (const r of results) {
    const name = `payroll ${r.backend} ${fmt(r.employees)}`;
    const ratio = (r.steps.initialize + r.steps.draft) / r.baselineSeconds;
    summary.push(
      {
        bench: name,
        metric: 'HTTP run (period options → approve, return=minimal)',
        value: `${fmt(total(r), 2)} s`,
        goal: r.employees >= 10_000 ? '< 10 s' : '—',
        met: r.employees >= 10_000 ? total(r) < 10 : null,
      },
      {
        bench: name,
        metric: 'the same run, approve answering every paycheck',
        value: `${fmt(total(r) + r.approvedReadSeconds, 2)} s`,
        goal: '—',
        met: null,
      },
      {
        bench: name,
        metric: 'initialize + draft ÷ SQL GROUP BY',
        value: `${fmt(ratio, 0)} × (${fmt(r.baselineSeconds * 1000, 0)} ms)`,
        goal: '≤ 20 ×',
        met: r.backend === 'postgres' ? ratio <= 20 : null,
      },
      {
        bench: name,
        metric: 'whole preview (GET …/preview)',
        value: `${fmt(r.steps.preview, 2)} s`,
        goal: r.employees >= 10_000 ? '< 2 s' : '—',
        met: r.employees >= 10_000 ? r.steps.preview < 2 : null,
      },
      {
        bench: name,
        metric: 'server peak RSS above idle',
        value: `+${mb(r.storage.peakRssBytes - r.storage.rssBeforeBytes)}`,
        goal: r.backend === 'postgres' ? '≤ 300 MB' : '—',
        met:
          r.backend === 'postgres'
            ? r.storage.peakRssBytes - r.storage.rssBeforeBytes <= 300 * 1024 * 1024
            : null,
      },
      {
        bench: name,
        metric: 'stored per paycheck',
        value: `${fmt(perPaycheck(r) / 1024, 2)} kB`,
        goal: '≤ 1.5 kB',
        met: perPaycheck(r) <= 1.5 * 1024,
      },
      {
        bench: name,
        metric: `PATCH one paycheck p50 (${r.patches} edits)`,
        value: `${fmt(r.patchP50Ms, 1)} ms`,
        goal: '< 50 ms',
        met: r.backend === 'postgres' ? r.patchP50Ms < 50 : null,
      },
    );
  }
  return { results, summary };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await benchPayroll({ quick: process.argv.includes('--quick'), pgAdminUrl: pgAdminUrl() });
}
