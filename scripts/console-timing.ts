/**
 * Times the console's first screen on the demo company (docs/components.md "Performance"): starts
 * `src/server.ts` on embedded PGlite in a temporary folder (the demo company seeded, as on a fresh
 * `npm start`), opens the console link it prints in headless Chromium (Debian's, as the browser
 * tests) and measures, per run in a fresh browser context, the time from navigation until the
 * payroll run's "Pay period" list is on screen, with the request waterfall of the first run.
 *
 * `npx tsx scripts/console-timing.ts [runs]` (default 5). Needs `npm run build:components` first.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const runs = Number(process.argv[2] ?? 5);
const dir = mkdtempSync(path.join(os.tmpdir(), 'payclock-console-'));
const port = 20_000 + Math.floor(Math.random() * 20_000);
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  env: { ...process.env, DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let out = '';
child.stdout.on('data', (b: Buffer) => (out += b.toString()));
child.stderr.on('data', (b: Buffer) => (out += b.toString()));

try {
  const started = Date.now();
  let link: string | null = null;
  while (!link) {
    if (Date.now() - started > 180_000) throw new Error(`no console link in the server output:\n${out}`);
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}:\n${out}`);
    link = /https?:\/\/\S+\/console#link=\S+/.exec(out)?.[0] ?? null;
    await new Promise((r) => setTimeout(r, 200));
  }
  const url = link.replace(/^https?:\/\/[^/]+/, `http://127.0.0.1:${port}`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox'],
  });
  const figures: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    const page = await context.newPage();
    const t0 = Date.now();
    await page.goto(url);
    await page.getByLabel('Pay period').waitFor({ timeout: 30_000 });
    const ms = Date.now() - t0;
    figures.push(ms);
    if (i === 0) {
      // Evaluated in the page (DOM types are not in this project's lib): resource and navigation timing.
      const { entries, nav } = await page.evaluate(() => {
        type Timing = { name: string; startTime: number; responseEnd: number; transferSize: number };
        const perf = (globalThis as unknown as { performance: { getEntriesByType(t: string): Timing[] } })
          .performance;
        return {
          entries: perf.getEntriesByType('resource').map((e) => ({
            name: e.name.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, ''),
            start: Math.round(e.startTime),
            end: Math.round(e.responseEnd),
            kB: Math.round(e.transferSize / 102.4) / 10,
          })),
          nav: Math.round(perf.getEntriesByType('navigation')[0]?.responseEnd ?? 0),
        };
      });
      console.log(`run 1 waterfall (ms from navigation start; the page itself until ${nav} ms):`);
      for (const e of entries) {
        console.log(`  ${String(e.start).padStart(5)} → ${String(e.end).padStart(5)}  ${e.name} ${e.kB} kB`);
      }
    }
    await context.close();
  }
  await browser.close();
  const sorted = [...figures].sort((a, b) => a - b);
  console.log(
    `first screen, ${runs} runs: ${figures.join(', ')} ms; median ${sorted[Math.floor(runs / 2)]} ms`,
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}
