import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, startApp, type TestApp } from '../helpers/app.js';

describe('smoke', () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => { t = await startApp(); key = (await makeCompany(t.db)).apiKey; });
  afterAll(async () => { await t.close(); });
  it('serves the company', async () => {
    const r = await t.call(key, 'GET', '/companies');
    expect(r.status).toBe(200);
    expect(r.body.name).toBe('Acme Co');
  });
});
