/**
 * CPU profile of the payroll run's initialize and draft steps on PostgreSQL (issue 26 goal 1,
 * docs/performance.md): the child server of bench/payroll.ts with V8's sampler around each step
 * (`cpu-profile-start`/`-stop`), then the profile summed by bench/cpuprofile.ts, the step's wall
 * and CPU seconds, the GROUP BY baseline and the server's peak RSS over its idle RSS. Figures only.
 * Run alone: `npx tsx bench/profile-payroll.ts [employees=10000] [out-dir=/tmp]`.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { PayrollServerReady, PayrollServerSpec, PayrollStorage } from './payroll-server.js';
import { createScratchDb, firstMessage, forkTs, mb, pgAdminUrl, stopChild } from './lib.js';
import { printProfileSummary, summarizeCpuProfile } from './cpuprofile.js';
import { initializeBody } from './payroll-company.js';

async function main(): Promise<void> {
  const employees = Number(process.argv[2] ?? 10_000);
  const outDir = process.argv[3] ?? '/tmp';
  const scratch = await createScratchDb(pgAdminUrl(), 'payprof');
  const spec: PayrollServerSpec = {
    backend: 'postgres',
    databaseUrl: scratch.url,
    employees,
    seed: employees,
  };
  const child = forkTs(fileURLToPath(new URL('./payroll-server.ts', import.meta.url)), [
    JSON.stringify(spec),
  ]);
  try {
    const ready = await firstMessage<PayrollServerReady>(child);
    const base = `http://127.0.0.1:${ready.port}/partner/v1`;
    const step = async (name: string, method: string, path: string, body?: string) => {
      child.send({ cmd: 'cpu-profile-start' });
      await firstMessage(child);
      const t0 = process.hrtime.bigint();
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { 'x-api-key': ready.apiKey, ...(body ? { 'content-type': 'application/json' } : {}) },
        body,
      });
      const text = await res.text();
      const wall = Number(process.hrtime.bigint() - t0) / 1e9;
      const file = join(outDir, `payroll-${name}.cpuprofile`);
      child.send({ cmd: 'cpu-profile-stop', file });
      const { cpuMicros } = await firstMessage<{ cpuMicros: number }>(child);
      if (res.status >= 300) throw new Error(`${name} → ${res.status}: ${text.slice(0, 300)}`);
      console.log(
        `\n${name}: ${wall.toFixed(2)} s wall, server CPU ${(cpuMicros / 1e6).toFixed(2)} s, ${mb(text.length)} response`,
      );
      printProfileSummary(name, summarizeCpuProfile(file, 25));
      return { wall, text };
    };
    const init = await step('initialize', 'POST', '/payrolls/initialize', initializeBody(ready));
    const body = JSON.stringify(
      (JSON.parse(init.text) as { actions: { create_draft: unknown } }).actions.create_draft,
    );
    const draft = await step('draft', 'POST', '/payrolls', body);
    const payrollId = (JSON.parse(draft.text) as { payroll_id: string }).payroll_id;
    await step('preview', 'GET', `/payrolls/${payrollId}/preview`);
    await step('approve', 'POST', `/payrolls/${payrollId}/approve`);
    child.send({ cmd: 'measure' });
    const storage = await firstMessage<PayrollStorage>(child);
    const both = init.wall + draft.wall;
    console.log(
      `\ninitialize + draft ${both.toFixed(2)} s; GROUP BY ${(ready.baselineSeconds * 1000).toFixed(1)} ms → ${(both / ready.baselineSeconds).toFixed(0)} ×; body ${mb(body.length)}; peak RSS ${mb(storage.peakRssBytes)} from ${mb(storage.rssBeforeBytes)} (+${mb(storage.peakRssBytes - storage.rssBeforeBytes)})`,
    );
  } finally {
    await stopChild(child);
    await scratch.drop();
  }
}

await main();
