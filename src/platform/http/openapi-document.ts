/**
 * Final touches on the generated OpenAPI document (@fastify/swagger's `transformObject`), applied
 * to every route — including routes added later — so the document stays usable by generated
 * clients and validating proxies:
 * - every operation gets an `operationId` named as a client calls it (operation-ids.ts; an explicit
 *   one in the route schema wins);
 * - a query parameter with a `default` is not `required` (the server fills the default).
 */

import { operationIdFor } from './operation-ids.js';

/** Methods that carry operations in an OpenAPI path item. */
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export { operationIdFor } from './operation-ids.js';

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
