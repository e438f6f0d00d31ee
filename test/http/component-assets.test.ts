/**
 * The component bundles (issue 23): built by the test global setup as by `npm run build`
 * (scripts/build-components.ts), served under /components/<version>/ with a strict CSP, each at
 * most 50 kB gzipped.
 */
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../helpers/app.js';
import { COMPONENTS, componentsVersion } from '../../scripts/build-components.js';
import { ASSETS_DIR } from '../../src/modules/components/assets.js';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

describe('/components/', () => {
  it('serves each bundle without credentials, immutable, with CSP and nosniff', async () => {
    for (const name of COMPONENTS) {
      const r = await t.app.inject({ method: 'GET', url: `/components/${componentsVersion()}/${name}.js` });
      expect(r.statusCode, name).toBe(200);
      expect(r.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(r.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.body).toContain(`customElements.define("${name}"`);
    }
  });

  it('each bundle is at most 50 kB gzipped', async () => {
    for (const name of COMPONENTS) {
      const data = await readFile(`${ASSETS_DIR}/${componentsVersion()}/${name}.js`);
      expect(gzipSync(data, { level: 9 }).length, name).toBeLessThanOrEqual(50 * 1024);
    }
  });

  it('404 problem+json for anything else, never a file outside the assets', async () => {
    for (const url of [
      `/components/${componentsVersion()}/nope.js`,
      '/components/0.0.0/payclock-pay-stubs.js',
      '/components/..%2F..%2Fpackage.json/x.js',
      `/components/${componentsVersion()}/..%2F..%2Fpackage.json`,
    ]) {
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(404);
      expect(r.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });
});
