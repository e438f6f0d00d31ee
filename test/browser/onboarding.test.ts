/**
 * `payclock-employee-onboarding` in Chromium (issue 23): a new hire in San Francisco, with an
 * employee token, fills in personal details, the federal W-4 (2020+) and California's DE 4 (rendered
 * from the CA certificate definition), and a direct-deposit account; the API then shows the tax
 * setup. A routing number failing the ABA checksum and a server-side W-4 error are shown at their
 * fields.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { makeCompany, startApp, type TestApp } from '../helpers/app.js';
import { expectAccessible, launchBrowser, startPartnerSite } from '../helpers/browser.js';
import { componentsVersion } from '../../scripts/build-components.js';

let t: TestApp;
let key: string;
let hire: number;
let browser: Browser;
let base: string;
let partner: Awaited<ReturnType<typeof startPartnerSite>>;
const shoot = process.env.TEST_BACKEND !== 'postgres';

beforeAll(async () => {
  t = await startApp('2026-11-23T20:00:00.000Z');
  key = (await makeCompany(t.db, { plan: 'payroll' })).apiKey;
  const w = await t.call(key, 'POST', '/workplaces', {
    line1: '1 Market St',
    city: 'San Francisco',
    state: 'CA',
    postal_code: '94105',
  });
  expect(w.status, w.raw).toBe(201);
  const e = await t.call(key, 'POST', '/employees', {
    first_name: 'Nina',
    last_name: 'Newhire',
    email: 'nina@example.com',
    employment_type: 'employee',
    start_date: '2026-11-23',
    workplace_id: w.body.workplace_id,
    payment_unit: 'hour',
    payment_amount: 28.5,
    overtime_amount: 1.5,
  });
  expect(e.status, e.raw).toBe(201);
  hire = e.body.employee_id;
  partner = await startPartnerSite();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  expect(
    (await t.call(key, 'PUT', '/component-settings', { allowed_origins: [partner.origin] })).status,
  ).toBe(200);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await partner?.close();
  await t?.close();
});

describe('payclock-employee-onboarding', () => {
  it('onboards a new hire with a W-4 and a DE 4; the API shows the tax setup', async () => {
    const tok = await t.call(key, 'POST', '/component-tokens', { scope: 'employee', employee_id: hire });
    const page = await browser.newPage({ viewport: { width: 900, height: 1000 } });
    page.setDefaultTimeout(15_000);
    await partner.show(
      page,
      [`${base}/components/${componentsVersion()}/payclock-employee-onboarding.js`],
      `<payclock-employee-onboarding token="${tok.body.token}"></payclock-employee-onboarding>`,
    );
    await expect.poll(() => page.getByRole('heading', { name: 'Onboarding: Nina Newhire' }).count()).toBe(1);
    // The work state's form, by its name from tax-tables/2026/ca.json.
    await expect.poll(() => page.getByText('DE 4 (CA, work state)').count()).toBe(1);
    await expectAccessible(page);

    await page.getByLabel('Date of birth').fill('1994-05-17');
    await page.getByLabel('Home address').fill('200 Howard St');
    await page.getByLabel('City').fill('San Francisco');
    await page.getByLabel('State (two letters)').fill('CA');
    await page.getByLabel('ZIP code').fill('94105');
    await page.getByLabel('Social Security number').fill('123-45-6789');
    await page.getByRole('button', { name: 'Save personal details' }).click();
    await expect.poll(() => page.getByText('On file: ending 6789').count()).toBe(1);

    // A negative Step 3 amount: the server's message under that field.
    await page.getByRole('radio', { name: /Married filing jointly/ }).check();
    await page.getByLabel(/Step 3: claim/).fill('-100');
    await page.getByRole('button', { name: 'Save tax withholding' }).click();
    await expect.poll(() => page.locator('#err-federal-dependents-amount').count()).toBe(1);
    await page.getByLabel(/Step 3: claim/).fill('2000');
    await page.getByLabel('Filing status').selectOption('married');
    await page.getByLabel('Line 1a: regular withholding allowances').fill('2');
    await page.getByRole('button', { name: 'Save tax withholding' }).click();
    await expect
      .poll(() => page.locator('form[aria-labelledby="tax-heading"] [role="status"]').count())
      .toBe(1);

    const setup = await t.call(key, 'GET', `/employees/${hire}/tax-setup`);
    expect(setup.body.w4_on_file).toBe(true);
    expect(setup.body.federal).toMatchObject({
      w4_version: '2020',
      filing_status: 'married_jointly',
      dependents_amount: 2000,
      multiple_jobs: false,
      exempt: false,
    });
    expect(setup.body.state).toMatchObject({ state: 'CA', filing_status: 'married', allowances: 2 });

    // 123456789: 3·(1+4+7) + 7·(2+5+8) + (3+6+9) = 36 + 105 + 18 = 159, not ≡ 0 (mod 10).
    await page.getByLabel('Routing number').fill('123456789');
    await page.getByLabel('Account number').fill('12345678');
    await page.getByRole('button', { name: 'Add account' }).click();
    await expect.poll(() => page.locator('#err-routing-number').innerText()).toContain('ABA checksum');
    await expectAccessible(page);
    // 021000021: 3·(0+0+0) + 7·(2+0+2) + (1+0+1) = 30 ≡ 0.
    await page.getByLabel('Routing number').fill('021000021');
    await page.getByLabel('Account number').fill('12345678');
    await page.getByRole('button', { name: 'Add account' }).click();
    await expect.poll(() => page.getByText('•••• 5678').count()).toBe(1);
    await expectAccessible(page);
    if (shoot) await page.screenshot({ path: path.resolve('docs/images/onboarding.png'), fullPage: true });
    const accounts = await t.call(key, 'GET', `/employees/${hire}/bank-accounts`);
    expect(accounts.body.data).toMatchObject([{ account_number_last4: '5678', remainder: true }]);
    // Nothing but the last four digits reached the page.
    expect(await page.content()).not.toContain('123-45-6789');
    await page.close();
  });
});
