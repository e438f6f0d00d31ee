/**
 * The API reference page (/docs) and the OpenAPI document a partner reads first: no third-party
 * buttons, fonts or scripts on the page; how to get an API key; real examples; no untyped schemas.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
let doc: any;

beforeAll(async () => {
  t = await startApp();
  doc = (await t.call(null, 'GET', '/partner/v1/openapi.json')).body;
});
afterAll(async () => t.close());

/** Every http(s) URL in a text, except those of standard namespaces and licence comments. */
function externalUrls(text: string): string[] {
  return (text.match(/https?:\/\/[^\s"'<>)`\\]+/g) ?? []).filter(
    (u) => !/^https?:\/\/(www\.w3\.org|github\.com|swagger\.io\/?$|stackoverflow\.com)/.test(u),
  );
}

describe('GET /docs', () => {
  it('serves the page without a key, and the same document as /partner/v1/openapi.json', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect([200, 302]).toContain(r.statusCode);
    const html =
      r.statusCode === 302
        ? (await t.app.inject({ method: 'GET', url: r.headers.location as string })).body
        : r.body;
    expect(html).toContain('swagger-ui');
    const json = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual(doc);
  });

  it('loads nothing from another server and turns the online validator and the vendor top bar off', async () => {
    const init = await t.app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain('"layout":"BaseLayout"');
    expect(init.body).toContain('validatorUrl: null');
    let index = await t.app.inject({ method: 'GET', url: '/docs/' });
    if (index.statusCode === 302) {
      index = await t.app.inject({ method: 'GET', url: index.headers.location as string });
    }
    expect(index.statusCode).toBe(200);
    // Scripts and styles are relative paths on this server; no font or script from elsewhere.
    expect(externalUrls(index.body)).toEqual([]);
    for (const m of index.body.matchAll(/(?:src|href)="([^"]+)"/g)) {
      expect(m[1]).not.toMatch(/^(https?:)?\/\//);
    }
    const css = await t.app.inject({ method: 'GET', url: '/docs/static/swagger-ui.css' });
    expect(css.statusCode).toBe(200);
    expect(css.body).not.toMatch(/@import|url\(\s*['"]?https?:/);
  });
});

describe('the OpenAPI document', () => {
  it('explains how to get an API key, in the introduction and in the security scheme', () => {
    expect(doc.info.description).toContain('## Getting an API key');
    expect(doc.info.description).toContain('npm start');
    expect(doc.info.description).toContain('npm run cli -- key create --company <company_id>');
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'apiKey', name: 'X-API-Key' });
    expect(doc.components.securitySchemes.apiKey.description).toContain('`npm start` prints one');
    expect(doc.info.license).toEqual({ name: 'MIT', identifier: 'MIT' });
  });

  it('carries request and response examples for the main operations', () => {
    const json = (op: any, part: 'request' | 'response') =>
      part === 'request'
        ? op.requestBody.content['application/json'].example
        : op.responses[Object.keys(op.responses).find((c) => c.startsWith('2'))!].content['application/json']
            .example;
    const p = doc.paths;
    expect(json(p['/partner/v1/employees/invite'].post, 'request')).toMatchObject({
      start_date: '2026-11-02T00:00:00.000Z',
      workplace: 'wrk_9fJ2kQ4mZp1xLc7vB0aT',
    });
    expect(json(p['/partner/v1/employees/invite'].post, 'response').employee_id).toBe(2);
    expect(json(p['/partner/v1/employees'].get, 'response').data).toHaveLength(2);
    expect(json(p['/partner/v1/time-records/clock-in'].post, 'request').employee_id).toBe(1);
    expect(json(p['/partner/v1/time-records/clock-out'].post, 'response').end).toBe(
      '2026-11-24T18:00:00.000Z',
    );
    expect(json(p['/partner/v1/payrolls/period-options'].get, 'response').regular[0].periods).toHaveLength(4);
    expect(
      json(p['/partner/v1/payrolls/initialize'].post, 'response').actions.create_draft.employees,
    ).toHaveLength(1);
    // The example preview: 80 h × $20.00 = $1,600.00 gross; net = gross − employee taxes
    // = 1,600.00 − 230.55 = 1,369.45.
    const preview = json(p['/partner/v1/payrolls'].post, 'response');
    expect(preview.totals).toMatchObject({
      employee_gross: 1600,
      employee_taxes: 230.55,
      employee_net: 1369.45,
    });
    expect(json(p['/partner/v1/payrolls/{payroll_id}/approve'].post, 'response').status).toBe('pending');
  });

  it('has no untyped schema ({} or a bare anyOf member) anywhere', () => {
    const empty: string[] = [];
    const walk = (node: unknown, path: string, isSchema: boolean) => {
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${path}/${i}`, isSchema));
      if (node === null || typeof node !== 'object') return;
      const o = node as Record<string, unknown>;
      if (isSchema && Object.keys(o).length === 0) empty.push(path);
      for (const [k, v] of Object.entries(o)) {
        if (k === 'example' || k === 'examples' || k === 'default' || k === 'enum') continue;
        const childIsSchema =
          k === 'schema' ||
          k === 'items' ||
          k === 'anyOf' ||
          k === 'oneOf' ||
          k === 'allOf' ||
          k === 'not' ||
          (isSchema && k === 'additionalProperties' && typeof v === 'object') ||
          path.endsWith('/properties') ||
          path.endsWith('/components/schemas');
        walk(v, `${path}/${k}`, childIsSchema);
      }
    };
    walk(doc, '#', false);
    expect(empty).toEqual([]);
    expect(doc.components.schemas.AuditEvent.properties.before.anyOf[0]).toMatchObject({ type: 'object' });
  });

  it('declares the CSV and PDF answers and lists /health and /ready', () => {
    for (const report of ['payroll-journal', 'tax-liability', 'job-costing', 'hours', 'employee-ytd']) {
      expect(Object.keys(doc.paths[`/partner/v1/reports/${report}`].get.responses['200'].content)).toEqual([
        'application/json',
        'text/csv',
      ]);
    }
    expect(
      Object.keys(
        doc.paths['/partner/v1/payrolls/{payroll_id}/paychecks/{employee_id}'].get.responses['200'].content,
      ),
    ).toContain('application/pdf');
    expect(doc.paths['/partner/v1/health'].get.security).toEqual([]);
    expect(doc.paths['/partner/v1/ready'].get.security).toEqual([]);
  });
});
