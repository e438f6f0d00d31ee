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
import { mapRouteInputs, mapSchema, type JsonSchema } from './schema-walk.js';

/** int4 column range. */
export const INT4_MIN = -2_147_483_648;
/** int4 column range. */
export const INT4_MAX = 2_147_483_647;
/** Characters allowed in a request string whose schema names no `maxLength`. */
export const DEFAULT_MAX_LENGTH = 500;

function hasType(s: JsonSchema, t: string): boolean {
  return s.type === t || (Array.isArray(s.type) && s.type.includes(t));
}

/** The default bounds of one (sub)schema. */
function addBounds(s: JsonSchema): JsonSchema {
  const out = { ...s };
  if (hasType(s, 'integer')) {
    if (s.maximum === undefined && s.exclusiveMaximum === undefined) out.maximum = INT4_MAX;
    if (s.minimum === undefined && s.exclusiveMinimum === undefined) out.minimum = INT4_MIN;
  }
  if (hasType(s, 'string') && s.maxLength === undefined && !('enum' in s) && !('const' in s)) {
    out.maxLength = DEFAULT_MAX_LENGTH;
  }
  return out;
}

/** A copy of `schema` with the default bounds filled in (deep; TypeBox's symbol keys dropped). */
export function withInputBounds(schema: unknown): unknown {
  return mapSchema(schema, addBounds);
}

/** `onRoute` hook: bounds the body, query string and params schemas of `route`. */
export function boundRouteInputs(route: RouteOptions): void {
  mapRouteInputs(route, withInputBounds);
}
