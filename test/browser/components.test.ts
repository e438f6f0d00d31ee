/**
 * The web components in a real browser (issue 23), embedded cross-origin in a partner page with a
 * component token: pay stubs (list, one statement, its PDF) with an employee token, the timesheet
 * with an admin token (editing a punch with a required note), axe-core on each; screenshots for
 * docs/components.md (docs/images/). Over the reports fixture (Tom: P2 pending payday 2026-11-26,
 * P1 paid 2026-09-24), company time zone America/Los_Angeles.
 */
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { makeEmployee, startApp, type TestApp } from '../helpers/app.js';
import { seedReportsFixture, type ReportsFixture } from '../helpers/reports-fixture.js';
import { expectAccessible, launchBrowser, startPartnerSite } from '../helpers/browser.js';
import { componentsVersion } from '../../scripts/build-components.js';

let t: TestApp;
let f: ReportsFixture;
let browser: Browser;
let base: string;
let partner: Awaited<ReturnType<typeof startPartnerSite>>;
const IMAGES = path.resolve('docs/images');
// Screenshots are written by the PGlite run only (the PostgreSQL run would write the same pictures).
const shoot = process.env.TEST_BACKEND !== 'postgres';

beforeAll(async () => {
  t = await startApp('2026-11-21T22:00:00.000Z');
  f = await seedReportsFixture(t.db);
  partner = await startPartnerSite();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  const put = await t.call(f.key, 'PUT', '/component-settings', { allowed_origins: [partner.origin] });
  expect(put.status).toBe(200);
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

const script = (name: string) => `${base}/components/${componentsVersion()}/${name}.js`;

async function newPage(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1000, height: 800 }, acceptDownloads: true });
  page.setDefaultTimeout(15_000);
  return page;
}

describe('payclock-pay-stubs', () => {
  it("shows an employee's statements, one statement with current and YTD, and its PDF", async () => {
    const tom = await token({ scope: 'employee', employee_id: f.tom });
    const page = await newPage();
    await partner.show(
      page,
      [script('payclock-pay-stubs')],
      `<payclock-pay-stubs token="${tom}"></payclock-pay-stubs>`,
    );
    const rows = page.locator('payclock-pay-stubs tbody tr');
    // P2 (payday 2026-11-26): gross 1750.00, taxes 263.88, net 1411.12; P1 (2026-09-24): 1600.00, 232.40, 1267.60.
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).innerText()).toMatch(
      /2026-11-26[\s\S]*\$1,750\.00[\s\S]*\$263\.88[\s\S]*\$1,411\.12/,
    );
    expect(await rows.nth(1).innerText()).toMatch(
      /2026-09-24[\s\S]*\$1,600\.00[\s\S]*\$232\.40[\s\S]*\$1,267\.60/,
    );
    await expectAccessible(page);

    await page.getByRole('button', { name: /View stub of 2026-11-26/ }).click();
    const heading = page.locator('#statement-heading');
    await expect.poll(() => heading.innerText()).toContain('Tom Texas, payday 2026-11-26');
    // Net pay: current 1411.12; YTD 1267.60 (P1) + 1411.12 (P2) = 2678.72.
    const net = page.locator('payclock-pay-stubs article tr', { hasText: 'Net pay' });
    expect(await net.innerText()).toMatch(/\$1,411\.12\s+\$2,678\.72/);
    // Each tax line explains itself on demand: the reason stored with the paycheck (the fixture's).
    const why = page.locator('payclock-pay-stubs details', { hasText: 'Why this amount' }).first();
    await why.locator('summary').click();
    expect(await why.innerText()).toContain('Pub 15-T percentage method on $1650.00');
    await expectAccessible(page);
    if (shoot) await page.screenshot({ path: path.join(IMAGES, 'pay-stubs.png'), fullPage: true });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await (await download).path();
    expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.close();
  });

  it('says so when the token has expired', async () => {
    const tom = await token({ scope: 'employee', employee_id: f.tom, lifetime_seconds: 60 });
    t.clock.advance(60_000);
    const page = await newPage();
    await partner.show(
      page,
      [script('payclock-pay-stubs')],
      `<payclock-pay-stubs token="${tom}"></payclock-pay-stubs>`,
    );
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.innerText()).toContain('Your session has expired');
    t.clock.set('2026-11-21T22:00:00.000Z');
    await page.close();
  });
});

describe('payclock-timesheet', () => {
  it('shows the rule behind each overtime hour and locked punches read-only', async () => {
    await t.db
      .insertInto('workplaces')
      .values({
        company_id: f.companyId,
        id: 'wp_la',
        line1: '200 N Spring St',
        line2: null,
        city: 'Los Angeles',
        state: 'CA',
        postal_code: '90012',
        country: 'US',
      })
      .execute();
    const cali = await makeEmployee(t.db, f.companyId, {
      first_name: 'Cali',
      last_name: 'Fornia',
      workplace_id: 'wp_la',
    });
    // Mon 2026-10-19 07:00–20:00 PDT (14:00Z–03:00Z) = 13 h at a CA workplace: 8 regular,
    // 4 h over 8 (ca_daily_8, 1.5×), 1 h over 12 (ca_daily_12_double, 2×).
    const r = await t.call(f.key, 'POST', '/time-records', {
      employee_id: cali,
      type: 'work',
      start: '2026-10-19T14:00:00Z',
      end: '2026-10-20T03:00:00Z',
    });
    expect(r.status, r.raw).toBe(201);
    const admin = await token({ scope: 'admin' });
    const page = await newPage();
    await partner.show(
      page,
      [script('payclock-timesheet')],
      `<payclock-timesheet token="${admin}" employee-id="${cali}" week="2026-10-19"></payclock-timesheet>`,
    );
    const day = page.getByRole('table', { name: 'Hours that go to payroll' }).locator('tbody tr');
    await expect.poll(() => day.count()).toBe(1);
    const text = await day.innerText();
    expect(text).toMatch(/2026-10-19\s+8\.00\s+4\.00\s+1\.00/);
    expect(text).toContain('4.00 h at 1.5×: over 8 h in the workday, CA Labor Code §510');
    expect(text).toContain('1.00 h at 2×: over 12 h in the workday (double time), CA Labor Code §510');
    await expectAccessible(page);
    if (shoot) await page.screenshot({ path: path.join(IMAGES, 'timesheet-overtime.png'), fullPage: true });
    await page.close();

    // Tom's Tuesday 2026-11-17 lies in P2 (pending, 2026-11-08…11-21): the API refuses new punches
    // there (409), so the punch is written straight into the table, as it was before approval.
    await t.db
      .insertInto('time_records')
      .values({
        company_id: f.companyId,
        employee_id: f.tom,
        type: 'work',
        start: '2026-11-17T17:00:00.000Z',
        end: '2026-11-17T21:00:00.000Z',
        created_at: '2026-11-17T21:00:00.000Z',
        updated_at: '2026-11-17T21:00:00.000Z',
      } as never)
      .execute();
    const locked = await newPage();
    await partner.show(
      locked,
      [script('payclock-timesheet')],
      `<payclock-timesheet token="${admin}" employee-id="${f.tom}" week="2026-11-17"></payclock-timesheet>`,
    );
    const rows = locked.locator('payclock-timesheet table').first().locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().innerText()).toMatch(
      /2026-11-17\s+work\s+09:00\s+13:00\s+4\.00[\s\S]*Locked \(payroll pay_P2bbbbbbbbbbbbbbbbbb\)/,
    );
    expect(await locked.getByRole('button', { name: /^Edit punch/ }).count()).toBe(0);
    await expectAccessible(locked);
    await locked.close();
  });

  it('shows a workweek in company time and lets an admin edit a punch with a note', async () => {
    // Tom's week of Sunday 2026-10-11 (not locked: P1 covers 09-06…09-19, P2 11-08…11-21).
    // 2026-10-13 16:00Z–20:00Z = 09:00–13:00 PDT (4 h), a break 13:00–13:30, 20:30Z–01:00Z = 13:30–18:00
    // (4.5 h); 2026-10-14 09:00–15:00 (6 h).
    const mk = async (type: string, start: string, end: string) => {
      const r = await t.call(f.key, 'POST', '/time-records', { employee_id: f.tom, type, start, end });
      expect(r.status, r.raw).toBe(201);
      return r.body.time_record_id as number;
    };
    await mk('work', '2026-10-13T16:00:00Z', '2026-10-13T20:00:00Z');
    await mk('break', '2026-10-13T20:00:00Z', '2026-10-13T20:30:00Z');
    await mk('work', '2026-10-13T20:30:00Z', '2026-10-14T01:00:00Z');
    const wed = await mk('work', '2026-10-14T16:00:00Z', '2026-10-14T22:00:00Z');

    const admin = await token({ scope: 'admin' });
    const page = await newPage();
    await partner.show(
      page,
      [script('payclock-timesheet')],
      `<payclock-timesheet token="${admin}" employee-id="${f.tom}" week="2026-10-14"></payclock-timesheet>`,
    );
    // The first table lists the punches; the second the hours that go to payroll per day.
    const rows = page.locator('payclock-timesheet table').first().locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(4);
    expect(await rows.nth(0).innerText()).toMatch(/2026-10-13\s+work\s+09:00\s+13:00\s+4\.00/);
    expect(await rows.nth(1).innerText()).toMatch(/2026-10-13\s+break\s+13:00\s+13:30\s+0\.50/);
    expect(await rows.nth(2).innerText()).toMatch(/2026-10-13\s+work\s+13:30\s+18:00\s+4\.50/);
    // Worked 4 + 4.5 + 6 = 14.50 h; the 0.50 h break is paid lunch (the employee's paid_lunch_time
    // is 30 minutes), so payroll pays 15.00 h, all regular (no day over 8 h without a state rule,
    // 15 h < 40 h in the workweek).
    await expect
      .poll(() => page.locator('payclock-timesheet p', { hasText: 'Paid' }).innerText())
      .toMatch(
        /Paid 15\.00 h: regular 15\.00 h, overtime 0\.00 h, double time 0\.00 h\. Breaks 0\.50 h \(0\.50 h of them paid\)/,
      );
    await expectAccessible(page);

    await page.getByRole('button', { name: `Edit punch ${wed}` }).click();
    await page.getByLabel(/^Out/).fill('2026-10-14T17:00');
    await page.getByLabel(/^Note/).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    // No note: the field's message, and nothing sent.
    await expect.poll(() => page.locator('#err-note').innerText()).toContain('A note is required');
    await expectAccessible(page);
    if (shoot) await page.screenshot({ path: path.join(IMAGES, 'timesheet.png'), fullPage: true });
    await page.getByLabel(/^Note/).fill('Forgot to clock out; left at 5 pm');
    await page.getByRole('button', { name: 'Save' }).click();
    // 17:00 PDT on 2026-10-14 = 2026-10-15T00:00Z; the week is now 4 + 0.5 + 4.5 + 8 = 17.00 h paid.
    await expect
      .poll(() => page.locator('payclock-timesheet p', { hasText: 'Paid' }).innerText())
      .toMatch(/Paid 17\.00 h/);
    const rec = await t.call(f.key, 'GET', `/time-records/${wed}`);
    expect(rec.body).toMatchObject({
      end: '2026-10-15T00:00:00.000Z',
      note: 'Forgot to clock out; left at 5 pm',
    });
    const history = await t.call(f.key, 'GET', `/time-records/${wed}/history`);
    expect(JSON.stringify(history.body)).toContain('2026-10-15T00:00:00.000Z');
    await page.close();
  });
});
