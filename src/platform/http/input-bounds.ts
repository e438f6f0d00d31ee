/**
 * Column bounds for every request schema, applied once when a route is declared (an `onRoute`
 * hook registered before @fastify/swagger, so openapi.json documents them):
 * - an integer without `maximum`/`minimum` gets the `integer` (int4) column range
 *   −2,147,483,648…2,147,483,647; ids are `IntId` (bigint columns, capped at 2^53 − 1 because JSON
 *   numbers beyond it lose precision);
 * - a string without `maxLength` (and without `enum`/`const`) gets {@link DEFAULT_MAX_LENGTH}
 *   characters, so no value can exceed a B-tree index row (2,704 bytes; 4 bytes per character).
 * Body, query string and path params are bounded; responses are left alone.
 */
import type { RouteOptions } from 'fastify';

/** int4 column range. */
export const INT4_MIN = -2_147_483_648;
/** int4 column range. */
export const INT4_MAX = 2_147_483_647;
/** Characters allowed in a request string whose schema names no `maxLength`. */
export const DEFAULT_MAX_LENGTH = 500;

type JsonSchema = Record<string, unknown>;

function hasType(s: JsonSchema, t: string): boolean {
  return s.type === t || (Array.isArray(s.type) && s.type.includes(t));
}

/** A copy of `schema` with the default bounds filled in (deep; TypeBox's symbol keys dropped). */
export function withInputBounds(schema: unknown, propertyMap = false): unknown {
  if (Array.isArray(schema)) return schema.map((s) => withInputBounds(s));
  if (schema === null || typeof schema !== 'object') return schema;
  const src = schema as JsonSchema;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(src)) {
    // `default`, `examples`, `enum` and `const` hold values, not schemas (unless they name properties).
    const isValue = !propertyMap && (k === 'default' || k === 'examples' || k === 'enum' || k === 'const');
    out[k] = isValue
      ? v
      : withInputBounds(v, !propertyMap && (k === 'properties' || k === 'patternProperties'));
  }
  if (propertyMap) return out;
  if (hasType(src, 'integer')) {
    if (src.maximum === undefined && src.exclusiveMaximum === undefined) out.maximum = INT4_MAX;
    if (src.minimum === undefined && src.exclusiveMinimum === undefined) out.minimum = INT4_MIN;
  }
  if (hasType(src, 'string') && src.maxLength === undefined && !('enum' in src) && !('const' in src)) {
    out.maxLength = DEFAULT_MAX_LENGTH;
  }
  return out;
}

/** `onRoute` hook: bounds the body, query string and params schemas of `route`. */
export function boundRouteInputs(route: RouteOptions): void {
  const schema = route.schema as Record<string, unknown> | undefined;
  if (!schema) return;
  const bounded: Record<string, unknown> = { ...schema };
  for (const part of ['body', 'querystring', 'params'] as const) {
    if (schema[part] !== undefined) bounded[part] = withInputBounds(schema[part]);
  }
  route.schema = bounded;
}
