/**
 * The console at /console (issue 23), end to end in Chromium over the 5-person payroll fixture
 * (test/helpers/payroll-fixture.ts: period 2026-11-08 … 2026-11-21, gross 4 × 1,600.00 + 1,900.00
 * = 8,300.00): sign in with a console link, run and approve the payroll, open the reports' charts,
 * then the employee view of Person No1 — the pay stub of the payroll just approved and its PDF.
 * The page has a strict CSP and no inline script.
 */
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startApp, type TestApp } from '../helpers/app.js';
import { makePayrollCompany, type PayrollCompany } from '../helpers/payroll-fixture.js';
import { expectAccessible, launchBrowser } from '../helpers/browser.js';
import { CONSOLE_CSP } from '../../src/modules/components/assets.js';

let t: TestApp;
let c: PayrollCompany;
let browser: Browser;
let base: string;
const shoot = process.env.TEST_BACKEND !== 'postgres';

beforeAll(async () => {
  t = await startApp('2026-11-23T20:00:00.000Z');
  c = await makePayrollCompany(t.db, 5);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe('/console', () => {
  it('is one module script under a strict CSP; a bad link is a 401', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/console' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-security-policy']).toBe(CONSOLE_CSP);
    expect(CONSOLE_CSP).toContain("script-src 'self'");
    expect(r.body.match(/<script[^>]*>/g)).toEqual([
      expect.stringMatching(
        /^<script type="module" src="\/components\/\d+\.\d+\.\d+\/payclock-console\.js">$/,
      ),
    ]);
    const bad = await t.app.inject({ method: 'POST', url: '/console/session', payload: { link: 'forged' } });
    expect(bad.statusCode).toBe(401);
    // A console link is not a token: the API does not take it.
    const link = await t.call(c.apiKey, 'POST', '/console-links');
    expect(link.status).toBe(201);
    expect(link.body.expires_at).toBe('2026-11-24T08:00:00.000Z'); // 20:00Z + 12 h
  });

  it('runs and approves a payroll, shows the charts, and an employee opens the pay stub and its PDF', async () => {
    const link = await t.call(c.apiKey, 'POST', '/console-links');
    const page = await browser.newPage({ viewport: { width: 1100, height: 900 }, acceptDownloads: true });
    page.setDefaultTimeout(15_000);
    const started = Date.now();
    await page.goto(`${base}${link.body.path}`);
    await expect.poll(() => page.getByRole('combobox', { name: 'Pay period' }).count()).toBe(1);
    // The first screen renders well within a second on a local server (informational, not asserted:
    // scripts/console-timing.ts measures it on the demo company, docs/components.md "Performance").
    console.log(`console first screen: ${Date.now() - started} ms`);
    expect(page.url()).toBe(`${base}/console`); // the link left the address bar
    await expectAccessible(page);

    await page
      .getByRole('combobox', { name: 'Pay period' })
      .selectOption(`${c.groupId}|2026-11-08|2026-11-21`);
    await page.getByRole('button', { name: 'Start payroll' }).click();
    await page.getByRole('button', { name: 'Calculate draft' }).click();
    await expect.poll(() => page.getByLabel('Totals').innerText()).toMatch(/Gross pay\s+\$8,300\.00/);
    await page.getByRole('button', { name: 'Approve payroll' }).click();
    await expect.poll(() => page.getByText('Approved: the payroll is pending').count()).toBe(1);

    await page.getByRole('button', { name: 'Reports' }).click();
    await expect.poll(() => page.getByRole('img', { name: /Taxes by quarter/ }).count()).toBe(1);
    expect(await page.getByRole('img', { name: /Hours worked per workweek/ }).count()).toBe(1);
    await expectAccessible(page);
    if (shoot) {
      await page.screenshot({ path: path.resolve('docs/images/console-reports.png'), fullPage: true });
    }

    const persons = await t.call(c.apiKey, 'GET', '/employees?limit=5');
    const no1 = persons.body.data.find((p: any) => p.last_name === 'No1').employee_id;
    // Time off (admin): Person No1's balances; the fixture has no policy yet, so one is created with
    // 24 h given to everyone enrolled (auto-enrolled).
    const policy = await t.call(c.apiKey, 'POST', '/time-off-policies', {
      name: 'PTO',
      kind: 'pto',
      accrual_method: 'none',
    });
    expect(policy.status, policy.raw).toBe(201);
    const adj = await t.call(c.apiKey, 'POST', `/employees/${no1}/time-off-adjustments`, {
      time_off_policy_id: policy.body.time_off_policy_id,
      hours: 24,
    });
    expect(adj.status, adj.raw).toBe(201);
    await page.getByRole('button', { name: 'Time off' }).click();
    await page.getByLabel('Employee').selectOption(String(no1));
    // Accrued 0, used 0, available 24.00, pending 0, approved not yet taken 0.
    const pto = page.locator('payclock-time-off tbody tr', { hasText: 'PTO' }).first();
    await expect.poll(() => pto.innerText()).toMatch(/PTO\s+0\.00\s+0\.00\s+24\.00\s+0\.00\s+0\.00/);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Employee view' }).click();
    await page.getByLabel('Employee').selectOption(String(no1));
    // Person No1: 80 h × $20.00 = $1,600.00 gross, payday 2026-11-26.
    const row = page.locator('payclock-pay-stubs tbody tr').first();
    await expect.poll(() => row.innerText()).toMatch(/2026-11-26[\s\S]*\$1,600\.00/);
    await page.getByRole('button', { name: /View stub of 2026-11-26/ }).click();
    await expect.poll(() => page.locator('#statement-heading').innerText()).toContain('Person No1');
    // The employee's own time off, with the employee's token.
    await expect
      .poll(() => page.locator('payclock-time-off tbody tr', { hasText: 'PTO' }).first().innerText())
      .toMatch(/PTO\s+0\.00\s+0\.00\s+24\.00/);
    await expectAccessible(page);
    if (shoot) {
      await page.screenshot({ path: path.resolve('docs/images/console-employee.png'), fullPage: true });
    }
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await (await download).path();
    expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.close();
  });
});
