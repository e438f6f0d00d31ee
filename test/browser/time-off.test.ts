/**
 * `payclock-time-off` in Chromium (issue 23), embedded cross-origin with a component token: Tom's
 * balances and requests with his employee token (a request for a date range, the server's field
 * error shown next to the field, cancelling a pending request), then an admin token approving a
 * request; axe-core on each state; a screenshot for docs/components.md. Over the reports fixture
 * (clock 2026-11-21T22:00Z) plus a vacation policy without accrual and a +40 h adjustment.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startApp, type TestApp } from '../helpers/app.js';
import { seedReportsFixture, type ReportsFixture } from '../helpers/reports-fixture.js';
import { expectAccessible, launchBrowser, startPartnerSite } from '../helpers/browser.js';
import { componentsVersion } from '../../scripts/build-components.js';

let t: TestApp;
let f: ReportsFixture;
let browser: Browser;
let base: string;
let partner: Awaited<ReturnType<typeof startPartnerSite>>;
let vacation: number;
const shoot = process.env.TEST_BACKEND !== 'postgres';

beforeAll(async () => {
  t = await startApp('2026-11-21T22:00:00.000Z');
  f = await seedReportsFixture(t.db);
  partner = await startPartnerSite();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  expect(
    (await t.call(f.key, 'PUT', '/component-settings', { allowed_origins: [partner.origin] })).status,
  ).toBe(200);
  const policy = await t.call(f.key, 'POST', '/time-off-policies', {
    name: 'Vacation',
    kind: 'vacation',
    accrual_method: 'none',
  });
  expect(policy.status, policy.raw).toBe(201);
  vacation = policy.body.time_off_policy_id;
  const adj = await t.call(f.key, 'POST', `/employees/${f.tom}/time-off-adjustments`, {
    time_off_policy_id: vacation,
    hours: 40,
  });
  expect(adj.status, adj.raw).toBe(201);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await partner?.close();
  await t?.close();
});

async function token(body: Record<string, unknown>): Promise<string> {
  const r = await t.call(f.key, 'POST', '/component-tokens', body);
  expect(r.status).toBe(201);
  return r.body.token as string;
}

async function show(html: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
  page.setDefaultTimeout(15_000);
  await partner.show(page, [`${base}/components/${componentsVersion()}/payclock-time-off.js`], html);
  return page;
}

const balanceRow = (page: Page) =>
  page.locator('payclock-time-off tbody tr', { hasText: 'Vacation' }).first();

describe('payclock-time-off', () => {
  it('an employee sees balances, requests time off, sees field errors, cancels a pending request', async () => {
    const tom = await token({ scope: 'employee', employee_id: f.tom });
    const page = await show(`<payclock-time-off token="${tom}"></payclock-time-off>`);
    // Accrued 0 (no accrual), used 0, available 0 + 40 adjusted = 40.00, pending 0.
    await expect
      .poll(() => balanceRow(page).innerText())
      .toMatch(/Vacation\s+0\.00\s+0\.00\s+40\.00\s+0\.00/);
    expect(await page.getByText('No time-off requests yet.').count()).toBe(1);
    await expectAccessible(page);

    // Nothing filled in: each required field says so, nothing is sent.
    await page.getByRole('button', { name: 'Request time off' }).click();
    await expect.poll(() => page.locator('#to-err-start_date').innerText()).toBe('This field is required');
    expect(await page.locator('#to-err-hours_per_day').innerText()).toBe('This field is required');

    // The last day before the first: the server's 400 names end_date, shown under that field.
    await page.getByLabel('First day').fill('2026-12-08');
    await page.getByLabel('Last day').fill('2026-12-07');
    await page.getByLabel('Hours per day').fill('8');
    await page.getByRole('button', { name: 'Request time off' }).click();
    await expect
      .poll(() => page.locator('#to-err-end_date').innerText())
      .toBe('2026-12-07 is before start_date 2026-12-08');
    expect(await page.locator('#to-err-start_date').count()).toBe(0);
    await expectAccessible(page);

    // Mon 2026-12-07 … Tue 12-08 at 8 h = 16 h pending.
    await page.getByLabel('First day').fill('2026-12-07');
    await page.getByLabel('Last day').fill('2026-12-08');
    await page.getByLabel('Hours per day').fill('8');
    await page.getByRole('button', { name: 'Request time off' }).click();
    const first = page.locator('payclock-time-off tbody tr', { hasText: '2026-12-07 – 2026-12-08' });
    await expect.poll(() => first.innerText()).toMatch(/Vacation\s+8\.00\s+16\.00\s+pending/);
    await expect.poll(() => balanceRow(page).innerText()).toMatch(/40\.00\s+16\.00\s+0\.00$/);
    // An employee cannot approve their own request: no such button.
    expect(await page.getByRole('button', { name: /^Approve/ }).count()).toBe(0);

    // More than the balance: 5 weekdays (12-14 … 12-18) × 9 h = 45 h > 40 h available → 409 naming
    // hours_per_day.
    await page.getByLabel('First day').fill('2026-12-14');
    await page.getByLabel('Last day').fill('2026-12-18');
    await page.getByLabel('Hours per day').fill('9');
    await page.getByRole('button', { name: 'Request time off' }).click();
    await expect
      .poll(() => page.locator('#to-err-hours_per_day').innerText())
      .toBe('more than the available balance');
    await expectAccessible(page);
    if (shoot) await page.screenshot({ path: path.resolve('docs/images/time-off.png'), fullPage: true });

    await page.getByRole('button', { name: 'Cancel 2026-12-07 – 2026-12-08' }).click();
    await expect.poll(() => first.innerText()).toMatch(/cancelled/);
    await expect.poll(() => balanceRow(page).innerText()).toMatch(/40\.00\s+0\.00\s+0\.00$/);
    const list = await t.call(f.key, 'GET', `/time-off-requests?employee_id=${f.tom}`);
    expect(
      list.body.time_off_requests.map((r: any) => [r.start_date, r.end_date, r.total_hours, r.status]),
    ).toEqual([['2026-12-07', '2026-12-08', 16, 'cancelled']]);
    await page.close();
  });

  it('an admin approves a pending request: its hours show as approved, not yet taken', async () => {
    const req = await t.call(f.key, 'POST', '/time-off-requests', {
      employee_id: f.tom,
      time_off_policy_id: vacation,
      start_date: '2026-12-21',
      end_date: '2026-12-23',
      hours_per_day: 4,
    });
    expect(req.status, req.raw).toBe(201);
    const admin = await token({ scope: 'admin' });
    const page = await show(
      `<payclock-time-off token="${admin}" employee-id="${f.tom}"></payclock-time-off>`,
    );
    // 3 weekdays × 4 h = 12 h pending.
    await expect.poll(() => balanceRow(page).innerText()).toMatch(/40\.00\s+12\.00\s+0\.00$/);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Approve 2026-12-21 – 2026-12-23' }).click();
    const row = page.locator('payclock-time-off tbody tr', { hasText: '2026-12-21 – 2026-12-23' });
    await expect.poll(() => row.innerText()).toMatch(/approved/);
    // As of today (2026-11-21) nothing is used yet: the 12 h leave the balance on 2026-12-21, the
    // request's first day; until then they show as approved, not yet taken (pending 0).
    await expect
      .poll(() => balanceRow(page).innerText())
      .toMatch(/Vacation\s+0\.00\s+0\.00\s+40\.00\s+0\.00\s+12\.00/);
    expect(await page.getByRole('status').innerText()).toContain('approved');
    await page.close();
  });
});
