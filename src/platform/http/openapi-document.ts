/**
 * Final touches on the generated OpenAPI document (@fastify/swagger's `transformObject`), applied
 * to every route — including routes added later — so the document stays usable by generated
 * clients and validating proxies:
 * - every operation gets an `operationId` (an explicit one in the route schema wins);
 * - a query parameter with a `default` is not `required` (the server fills the default).
 */

/** Methods that carry operations in an OpenAPI path item. */
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** `time-records` → `TimeRecords`. */
function pascal(segment: string): string {
  return segment
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w.length > 0)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

/**
 * A stable operation id from the method and the path below the API base path, e.g.
 * `GET /partner/v1/employees/{employee_id}` → `getEmployeesById`,
 * `POST /partner/v1/time-records/clock-in` → `postTimeRecordsClockIn`,
 * `GET /partner/v1/payrolls/{payroll_id}/paychecks/{employee_id}` → `getPayrollsPaychecksById`.
 */
export function operationIdFor(method: string, path: string, basePath: string): string {
  const rest = path.startsWith(basePath) ? path.slice(basePath.length) : path;
  const segments = rest.split('/').filter((s) => s.length > 0);
  const named = segments.filter((s) => !s.startsWith('{')).map(pascal);
  const byId = segments.length > 0 && segments[segments.length - 1]!.startsWith('{') ? 'ById' : '';
  return `${method.toLowerCase()}${named.join('') || 'Root'}${byId}`;
}

interface OperationLike {
  operationId?: string;
  parameters?: Array<{ in?: string; required?: boolean; schema?: { default?: unknown } }>;
}

/**
 * Adds operation ids and un-requires defaulted query parameters in place; returns the document.
 * @throws Error when two operations would share an id (a route naming clash to fix at its source).
 */
export function finishOpenApiDocument<T extends object>(doc: T, basePath: string): T {
  const seen = new Map<string, string>();
  const paths = (doc as { paths?: Record<string, Record<string, unknown> | undefined> }).paths ?? {};
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = item?.[method] as OperationLike | undefined;
      if (!op) continue;
      op.operationId ??= operationIdFor(method, path, basePath);
      const where = `${method.toUpperCase()} ${path}`;
      const clash = seen.get(op.operationId);
      if (clash) throw new Error(`operationId ${op.operationId} of ${where} is already used by ${clash}`);
      seen.set(op.operationId, where);
      for (const p of op.parameters ?? []) {
        if (p.in === 'query' && p.schema?.default !== undefined) p.required = false;
      }
    }
  }
  return doc;
}
