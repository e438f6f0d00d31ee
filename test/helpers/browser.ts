/**
 * Browser tests (issue 23): Playwright (`playwright-core`, no browser download) driving Debian's
 * Chromium (`/usr/bin/chromium`, or `CHROMIUM_PATH`; `.ci/run` installs it with apt), axe-core
 * injected from npm, and a partner page served by a small server of
 * its own, so components load cross-origin from the test server exactly as on a partner's site.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';

/** The Chromium executable. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launches headless Chromium. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
}

/**
 * A partner's web server on loopback (another origin than the test server's 127.0.0.1:<port>; a
 * real server, so Chromium's local-network rules see a loopback page calling loopback). `show`
 * sets the page it serves at `/`: `body` inside <main>, loading the module `scripts`.
 */
export async function startPartnerSite(): Promise<{
  origin: string;
  show(page: Page, scripts: string[], body: string): Promise<void>;
  close(): Promise<void>;
}> {
  let html = '';
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `http://localhost:${port}`;
  return {
    origin,
    async show(page, scripts, body) {
      html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner app</title>${scripts
        .map((s) => `<script type="module" src="${s}"></script>`)
        .join('')}</head><body><main>${body}</main></body></html>`;
      page.on('pageerror', (e) => console.log('[pageerror]', e.message));
      page.on('requestfailed', (r) => console.log('[requestfailed]', r.url(), r.failure()?.errorText));
      await page.goto(`${origin}/`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core (WCAG 2.1 A/AA rules) on the page; asserts no serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not block.
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as any).axe;
    const r = await axe.run((globalThis as any).document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return r.violations.map((v: any) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n: any) => n.target),
    }));
  });
  expect(
    violations.filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical'),
  ).toEqual([]);
}
