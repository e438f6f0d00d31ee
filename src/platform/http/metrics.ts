/**
 * Prometheus metrics at `GET /metrics` (public, text exposition format), with prom-client and one
 * registry per app instance:
 * - `payclock_http_requests_total{method,route,status}` and
 *   `payclock_http_request_duration_seconds{method,route,status}` (route = the route pattern, so ids
 *   never become labels);
 * - `payclock_punches_total{action}` — accepted clock-ins and clock-outs;
 * - `payclock_payroll_runs_total{action}` — drafts created and payrolls approved;
 * - the Node.js process metrics of prom-client (`payclock_process_*`, `payclock_nodejs_*`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Route patterns (below the API base path) whose successful responses count as domain events. */
const PUNCHES: Record<string, string> = {
  'POST /time-records/clock-in': 'clock_in',
  'POST /time-records/clock-out': 'clock_out',
};
const PAYROLL_RUNS: Record<string, string> = {
  'POST /payrolls': 'draft_created',
  'POST /payrolls/:payroll_id/approve': 'approved',
};

/** The route pattern of a request (`/employees/:employee_id`), or `unmatched` for a 404 route. */
function routeOf(req: FastifyRequest): string {
  return req.routeOptions.url ?? 'unmatched';
}

/**
 * Registers the metrics hooks and `GET /metrics` on `app` (call before the routes are added).
 * @param basePath the API base path, stripped from routes when matching domain events.
 */
export function registerMetrics(app: FastifyInstance, basePath: string): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'payclock_' });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'payclock_http_requests_total',
    help: 'HTTP requests',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'payclock_http_request_duration_seconds',
    help: 'HTTP request latency in seconds',
    labelNames,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const punches = new Counter({
    name: 'payclock_punches_total',
    help: 'Accepted clock-ins and clock-outs',
    labelNames: ['action'],
    registers: [registry],
  });
  const payrollRuns = new Counter({
    name: 'payclock_payroll_runs_total',
    help: 'Payroll drafts created and payrolls approved',
    labelNames: ['action'],
    registers: [registry],
  });

  app.addHook('onResponse', async (req, reply) => {
    const route = routeOf(req);
    if (route === '/metrics') return;
    const labels = { method: req.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode < 200 || reply.statusCode >= 300) return;
    const key = `${req.method} ${route.startsWith(basePath) ? route.slice(basePath.length) : route}`;
    const punch = PUNCHES[key];
    if (punch) punches.inc({ action: punch });
    const run = PAYROLL_RUNS[key];
    if (run) payrollRuns.inc({ action: run });
  });

  app.get('/metrics', { config: { public: true }, schema: { hide: true } }, async (_req, reply) => {
    const body = await registry.metrics();
    return reply
      .type(registry.contentType)
      .serializer((x: unknown) => x as string)
      .send(body);
  });
  return registry;
}
