/**
 * A deep, transforming copy of JSON Schemas, shared by the request-schema passes applied to every
 * route when it is declared (input-bounds.ts, date-inputs.ts).
 */
import type { RouteOptions } from 'fastify';

/** A JSON Schema object (TypeBox output, plain data). */
export type JsonSchema = Record<string, unknown>;

/** Keys whose values are data, not subschemas (unless they name properties). */
const VALUE_KEYS = new Set(['default', 'examples', 'enum', 'const']);

/**
 * A copy of `schema` with `fn` applied to every subschema, innermost first. Values (`default`,
 * `examples`, `enum`, `const`) are copied as they are; `properties`/`patternProperties` maps are
 * walked property by property (the map itself is not a schema). TypeBox's symbol keys are dropped.
 */
export function mapSchema(schema: unknown, fn: (s: JsonSchema) => JsonSchema, propertyMap = false): unknown {
  if (Array.isArray(schema)) return schema.map((s) => mapSchema(s, fn));
  if (schema === null || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(schema as JsonSchema)) {
    const isValue = !propertyMap && VALUE_KEYS.has(k);
    out[k] = isValue
      ? v
      : mapSchema(v, fn, !propertyMap && (k === 'properties' || k === 'patternProperties'));
  }
  return propertyMap ? out : fn(out);
}

/** Replaces the body, query string and path params schemas of `route` by `transform` of each. */
export function mapRouteInputs(route: RouteOptions, transform: (schema: unknown) => unknown): void {
  const schema = route.schema as Record<string, unknown> | undefined;
  if (!schema) return;
  const mapped: Record<string, unknown> = { ...schema };
  for (const part of ['body', 'querystring', 'params'] as const) {
    if (schema[part] !== undefined) mapped[part] = transform(schema[part]);
  }
  route.schema = mapped;
}
