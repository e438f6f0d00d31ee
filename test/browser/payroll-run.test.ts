/**
 * `payclock-payroll-run` in Chromium (issue 23), embedded cross-origin with an admin token, over the
 * payroll fixture of 5 hourly Texas people (test/helpers/payroll-fixture.ts): period 2026-11-08 …
 * 2026-11-21, $20.00/h; persons 1–4 work 80 h, person 5 works 90 h (80 regular + 10 overtime at
 * $30.00). A bad hours value is shown next to its input; then a changed hours value, the draft, the
 * review and the approval.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startApp, type TestApp } from '../helpers/app.js';
import { makePayrollCompany, type PayrollCompany } from '../helpers/payroll-fixture.js';
import { expectAccessible, launchBrowser, startPartnerSite } from '../helpers/browser.js';
import { componentsVersion } from '../../scripts/build-components.js';

let t: TestApp;
let c: PayrollCompany;
let browser: Browser;
let base: string;
let partner: Awaited<ReturnType<typeof startPartnerSite>>;
const shoot = process.env.TEST_BACKEND !== 'postgres';

beforeAll(async () => {
  t = await startApp('2026-11-23T20:00:00.000Z');
  c = await makePayrollCompany(t.db, 5);
  partner = await startPartnerSite();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  expect(
    (await t.call(c.apiKey, 'PUT', '/component-settings', { allowed_origins: [partner.origin] })).status,
  ).toBe(200);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await partner?.close();
  await t?.close();
});

describe('payclock-payroll-run', () => {
  it('initializes, shows a field error in place, drafts, reviews and approves', async () => {
    const r = await t.call(c.apiKey, 'POST', '/component-tokens', { scope: 'admin' });
    const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
    page.setDefaultTimeout(15_000);
    await partner.show(
      page,
      [`${base}/components/${componentsVersion()}/payclock-payroll-run.js`],
      `<payclock-payroll-run token="${r.body.token}"></payclock-payroll-run>`,
    );
    const select = page.getByRole('combobox', { name: 'Pay period' });
    await select.selectOption(`${c.groupId}|2026-11-08|2026-11-21`);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Start payroll' }).click();

    const hours = page.getByLabel('Person No1 regular hours');
    await expect.poll(() => hours.inputValue()).toBe('80');
    await hours.fill('-5');
    await hours.dispatchEvent('change');
    await page.getByRole('button', { name: 'Calculate draft' }).click();
    // The 400 names employees[0].payrollData.earnings[0].hours: its message sits under that input.
    const msg = page.locator('#h-0-0-err');
    await expect.poll(() => msg.count()).toBe(1);
    expect(await msg.innerText()).not.toBe('');
    await expectAccessible(page);
    if (shoot) {
      await page.screenshot({ path: path.resolve('docs/images/payroll-run-edit.png'), fullPage: true });
    }

    await hours.fill('79');
    await hours.dispatchEvent('change');
    await page.getByRole('button', { name: 'Calculate draft' }).click();
    // Gross: 79 × 20 = 1580.00 + 3 × 80 × 20 = 4800.00 + (80 × 20 + 10 × 30 = 1900.00) = 8280.00.
    const totals = page.getByLabel('Totals');
    await expect.poll(() => totals.innerText()).toMatch(/Gross pay\s+\$8,280\.00/);
    const first = page.locator('payclock-payroll-run tbody tr', { hasText: 'Person No1' });
    expect(await first.innerText()).toMatch(/\$1,580\.00/);
    await expectAccessible(page);
    if (shoot) {
      await page.screenshot({ path: path.resolve('docs/images/payroll-run-review.png'), fullPage: true });
    }

    await page.getByRole('button', { name: 'Approve payroll' }).click();
    await expect.poll(() => page.getByText('Approved: the payroll is pending').count()).toBe(1);
    const list = await t.call(c.apiKey, 'GET', '/payrolls');
    expect(list.body.data.map((p: any) => [p.start_date, p.status, p.totals.employee_gross])).toEqual([
      ['2026-11-08', 'pending', 8280],
    ]);
    await page.close();
  });
});
