/**
 * Request-log redaction (issue 26): an SSN-shaped canary sent in every path parameter and in every
 * query parameter of every operation of the app's own OpenAPI document never reaches the log. The
 * log names the route pattern (`/partner/v1/employees/:employee_id`), not the URL as sent, and
 * redacts query values that do not have the shape the schema expects.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../helpers/app.js';
import { BACKEND } from '../helpers/db.js';
import { loggableUrl } from '../../src/platform/logging/logger-options.js';

const CANARY = '123-45-6789';
const lines: string[] = [];
let t: TestApp;
let key: string;

interface Operation {
  method: string;
  path: string;
  params: Array<{ name: string; in: string }>;
}

beforeAll(async () => {
  t = await startApp(
    '2026-11-21T20:00:00.000Z',
    { logLevel: 'trace' },
    { logStream: { write: (l) => void lines.push(l) } },
  );
  const { makeCompany } = await import('../helpers/app.js');
  key = (await makeCompany(t.db, { plan: 'premium' })).apiKey;
});
afterAll(async () => {
  await t.close();
});

function operations(): Operation[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, any>> };
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      ops.push({ method: method.toUpperCase(), path, params: op.parameters ?? [] });
    }
  }
  return ops;
}

describe(`request log redaction on ${BACKEND}`, () => {
  it('loggableUrl keeps the route pattern and safe query values, redacts everything else', () => {
    // Matched route: the pattern replaces the path as sent.
    expect(
      loggableUrl(`/partner/v1/employees/${CANARY}?limit=20`, '/partner/v1/employees/:employee_id'),
    ).toBe('/partner/v1/employees/:employee_id?limit=20');
    // Query values of the wrong shape, cursors and free-text parameters are redacted.
    expect(
      loggableUrl(
        `/x?limit=${CANARY}&cursor=WzEyXQ&employment_type=full_time&employee_id=42&employee_id=${CANARY}&q=Smith`,
        '/x',
      ),
    ).toBe(
      '/x?limit=[redacted]&cursor=[redacted]&employment_type=full_time&employee_id=42&employee_id=[redacted]&q=[redacted]',
    );
    // Dates and instants keep their value; a percent-encoded canary is decoded before the check.
    expect(
      loggableUrl('/x?start_date=2026-01-01&since=2026-11-21T20:00:00Z&year=123%2D45%2D6789', '/x'),
    ).toBe('/x?start_date=2026-01-01&since=2026-11-21T20:00:00Z&year=[redacted]');
  });

  it('the canary in every path and query parameter of every operation never reaches the log', async () => {
    const ops = operations();
    // The document holds the whole API (dozens of operations, many with path or query parameters).
    expect(ops.length).toBeGreaterThan(50);
    let sent = 0;
    for (const op of ops) {
      const path = op.path.replace(/\{[^}]+\}/g, encodeURIComponent(CANARY));
      const query = op.params
        .filter((p) => p.in === 'query')
        .map((p) => `${p.name}=${encodeURIComponent(CANARY)}`);
      const urls = [path, ...query.map((q) => `${path}?${q}`)];
      if (query.length > 1) urls.push(`${path}?${query.join('&')}`);
      for (const url of urls) {
        const res = await t.app.inject({
          method: op.method as 'GET',
          url,
          headers: {
            'x-api-key': key,
            ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
          },
          ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: '{}' }),
        });
        expect(res.statusCode, `${op.method} ${url}`).toBeLessThan(500);
        sent++;
      }
    }
    // Unmatched paths and unknown query parameters carry the canary too.
    for (const url of [
      `/partner/v1/${CANARY}`,
      `/partner/v1/employees/${CANARY}/nothing?${CANARY}=${CANARY}`,
    ]) {
      await t.app.inject({ method: 'GET', url, headers: { 'x-api-key': key } });
      sent++;
    }
    expect(sent).toBeGreaterThan(100);
    const log = lines.join('');
    // Every request was logged (incoming request + request completed) with its route pattern.
    expect(log.split('"incoming request"').length - 1).toBeGreaterThanOrEqual(sent);
    expect(log).toContain('"url":"/partner/v1/employees/:employee_id"');
    expect(log).toContain('"url":"/partner/v1/[redacted]"');
    for (const form of [CANARY, encodeURIComponent(CANARY)]) {
      expect(log.includes(form), `log contains ${form}`).toBe(false);
    }
  });
});
