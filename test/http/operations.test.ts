/**
 * Operating the service: liveness and readiness, Prometheus metrics, and an OpenAPI document that
 * generated clients and validating proxies accept (an operationId on every operation; defaulted
 * query parameters optional).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeEmployee, startApp, type TestApp } from '../helpers/app.js';
import { operationIdFor } from '../../src/platform/http/openapi-document.js';
import { OPERATION_IDS, OPERATION_VERBS } from '../../src/platform/http/operation-ids.js';

let t: TestApp;
let key: string;
let employeeId: number;

beforeAll(async () => {
  t = await startApp();
  const c = await makeCompany(t.db, { plan: 'timetracking' });
  key = c.apiKey;
  employeeId = await makeEmployee(t.db, c.companyId);
});
afterAll(async () => t.close());

describe('health, readiness and metrics', () => {
  it('GET /health and /ready answer 200 without an API key', async () => {
    const h = await t.call(null, 'GET', '/health');
    expect(h.status).toBe(200);
    expect(h.body).toEqual({ status: 'ok' });
    const r = await t.call(null, 'GET', '/ready');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'ok' });
  });

  it('GET /metrics counts requests by route pattern and accepted punches', async () => {
    // The clock is fixed at 2026-11-21T20:00:00Z: clock in an hour earlier (an offline punch).
    const cin = await t.call(key, 'POST', '/time-records/clock-in', {
      employee_id: employeeId,
      timestamp: '2026-11-21T19:00:00.000Z',
    });
    expect(cin.status).toBe(201);
    const again = await t.call(key, 'POST', '/time-records/clock-in', { employee_id: employeeId });
    expect(again.status).toBe(409);
    const cout = await t.call(key, 'POST', '/time-records/clock-out', { employee_id: employeeId });
    expect(cout.status).toBe(200);
    const m = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(m.statusCode).toBe(200);
    expect(m.headers['content-type']).toMatch(/^text\/plain/);
    // One 201 and one 409 on the clock-in route (ids never become labels), one clock-out.
    expect(m.body).toContain(
      'payclock_http_requests_total{method="POST",route="/partner/v1/time-records/clock-in",status="201"} 1',
    );
    expect(m.body).toContain(
      'payclock_http_requests_total{method="POST",route="/partner/v1/time-records/clock-in",status="409"} 1',
    );
    expect(m.body).toContain('payclock_punches_total{action="clock_in"} 1');
    expect(m.body).toContain('payclock_punches_total{action="clock_out"} 1');
    expect(m.body).toMatch(
      /payclock_http_request_duration_seconds_bucket\{le="0.001",method="GET",route="\/partner\/v1\/health",status="200"\} \d+/,
    );
    expect(m.body).toContain('payclock_process_cpu_user_seconds_total');
  });
});

describe('the OpenAPI document', () => {
  it('names every operation uniquely and marks no defaulted query parameter required', async () => {
    const doc = t.app.swagger() as {
      paths: Record<
        string,
        Record<
          string,
          {
            operationId?: string;
            parameters?: Array<{
              in: string;
              name: string;
              required?: boolean;
              schema?: { default?: unknown };
            }>;
          }
        >
      >;
    };
    const ids: string[] = [];
    const verbs = new RegExp(`^(${OPERATION_VERBS.join('|')})[A-Z][A-Za-z0-9]*$`);
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        const where = `${method.toUpperCase()} ${path.slice('/partner/v1'.length)}`;
        // camelCase verb + noun, e.g. listEmployees, approvePayroll.
        expect(op.operationId, where).toMatch(verbs);
        // Named by hand in operation-ids.ts (the fallback is only a safety net for new routes).
        expect(OPERATION_IDS[where], `${where} has no name in src/platform/http/operation-ids.ts`).toBe(
          op.operationId,
        );
        ids.push(op.operationId!);
        for (const p of op.parameters ?? []) {
          if (p.in === 'query' && p.schema?.default !== undefined) expect(p.required, p.name).toBe(false);
        }
      }
    }
    expect(ids.length).toBeGreaterThan(100);
    expect(new Set(ids).size).toBe(ids.length);
    // The names of issue 26.
    const id = (method: 'get' | 'post', path: string) =>
      doc.paths[`/partner/v1${path}`]?.[method]?.operationId;
    expect(id('get', '/employees')).toBe('listEmployees');
    expect(id('get', '/employees/{employee_id}')).toBe('getEmployee');
    expect(id('post', '/employees/invite')).toBe('inviteEmployee');
    expect(id('get', '/payrolls/{payroll_id}/preview')).toBe('previewPayroll');
    expect(id('post', '/payrolls/{payroll_id}/approve')).toBe('approvePayroll');
    expect(id('get', '/health')).toBe('getHealth');
  });

  it('derives a verb + noun id for a route without a name', () => {
    expect(operationIdFor('GET', '/partner/v1/widgets', '/partner/v1')).toBe('listWidgets');
    expect(operationIdFor('GET', '/partner/v1/widgets/{widget_id}', '/partner/v1')).toBe('getWidget');
    expect(operationIdFor('POST', '/partner/v1/widget-policies', '/partner/v1')).toBe('createWidgetPolicy');
    expect(operationIdFor('PATCH', '/partner/v1/widgets/{widget_id}', '/partner/v1')).toBe('updateWidget');
    expect(operationIdFor('GET', '/partner/v1/employees/{employee_id}', '/partner/v1')).toBe('getEmployee');
  });
});
