/**
 * Response serialization: Fastify's own compiler (fast-json-stringify over the route's response
 * schema and the shared schemas), given a copy of each schema in which every nullable union —
 * `anyOf: [S, { type: 'null' }]`, what TypeBox's `Nullable(S)` produces — reads `S` with
 * `nullable: true`.
 *
 * Why: fast-json-stringify picks the branch of an `anyOf` at run time by validating the value
 * against each branch with Ajv (formats included: a `date-time` regex per timestamp, the whole
 * `Earning` object per `current_earning`), once per nullable field of every object it writes; with
 * `nullable: true` it writes `null` or the value with a plain `=== null` test. The JSON written is
 * the same for every value that matches the schema. (A value matching neither branch, a bug of
 * ours, was a 500 "does not match schema definition"; it is now coerced like any non-nullable
 * field: fast-json-stringify never validates those either.)
 *
 * Only what the serializer sees changes: validation, OpenAPI (`openapi.json`) and the route
 * schemas are untouched.
 */
import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const isNullSchema = (v: unknown): boolean =>
  isObject(v) && v.type === 'null' && Object.keys(v).every((k) => k === 'type' || k === 'description');

/** Keywords whose value is one schema, a list of schemas, or a map of names to schemas. */
const ONE = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'];
const MANY = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const MAP = ['properties', 'patternProperties', '$defs', 'definitions'];

/** Keywords fast-json-stringify handles before `nullable` (a branch with one cannot take it). */
const COMPOSITE = ['anyOf', 'oneOf', 'allOf', 'if'];

/** Whether `s` (anywhere inside) declares an `$id`. */
const hasNestedId = (s: unknown): boolean =>
  Array.isArray(s) ? s.some(hasNestedId) : isObject(s) && ('$id' in s || Object.values(s).some(hasNestedId));

/**
 * A copy of `schema` with each `anyOf`/`oneOf` of exactly one schema `S` and `{ type: 'null' }`
 * replaced by `S` plus `nullable: true`, at any depth. `S` must declare its `type` (Ajv, which
 * fast-json-stringify still compiles for the unions left, refuses `nullable` without one) and must
 * not be composite (`anyOf`, `oneOf`, `allOf`, `if`); a `$ref` is replaced by the copy of its
 * target that `inlineRef` returns (undefined: the union stays). Pure; the argument is not modified.
 */
export function nullableForSerialization<T>(
  schema: T,
  inlineRef: (ref: string) => Json | undefined = () => undefined,
): T {
  const walk = (s: unknown): unknown => nullableForSerialization(s, inlineRef);
  if (Array.isArray(schema)) return schema.map(walk) as T;
  if (!isObject(schema)) return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ONE.includes(key)) out[key] = walk(value);
    else if (MANY.includes(key) && Array.isArray(value)) out[key] = value.map(walk);
    else if (MAP.includes(key) && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, s]) => [k, walk(s)]));
    } else out[key] = value;
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = out[key];
    if (!Array.isArray(branches) || branches.length !== 2 || !branches.some(isNullSchema)) continue;
    const branch: unknown = branches.find((b) => !isNullSchema(b));
    const other = isObject(branch) && typeof branch.$ref === 'string' ? inlineRef(branch.$ref) : branch;
    if (!isObject(other) || !('type' in other) || COMPOSITE.some((k) => k in other)) continue;
    if (Object.keys(out).some((k) => k !== key && k !== 'description' && k !== 'examples')) continue;
    const { [key]: _union, ...siblings } = out;
    return { ...siblings, ...other, nullable: true } as T;
  }
  return out as T;
}

/**
 * Fastify `schemaController.compilersFactory.buildSerializer`: the default serializer factory over
 * the rewritten shared schemas and response schemas (see the module comment).
 */
export const buildNullableAwareSerializer: SerializerFactory = (externalSchemas, serializerOpts) => {
  const shared = isObject(externalSchemas) ? externalSchemas : {};
  // A `$ref` naming a shared schema by its `$id` (TypeBox's `Type.Ref('Earning')`) is inlined in a
  // nullable union when the target is a plain typed schema: a copy without its `$id` (two schemas
  // with one `$id` would clash), rewritten itself. Anything else keeps its union.
  const inlineRef = (ref: string): Json | undefined => {
    const target = shared[ref];
    if (!isObject(target) || !('type' in target) || COMPOSITE.some((k) => k in target)) return undefined;
    const { $id: _id, ...copy } = target;
    return hasNestedId(copy) ? undefined : nullableForSerialization(copy, inlineRef);
  };
  const external = Object.fromEntries(
    Object.entries(shared).map(([id, s]) => [id, nullableForSerialization(s, inlineRef)]),
  );
  const compile = SerializerSelector()(external, serializerOpts);
  // Compiled on first use: compiling every route's response schemas when the server starts took
  // ~2 s of CPU (fast-json-stringify and Ajv, docs/performance.md "PGlite start"), all before the
  // first request could be answered; a route's first response now pays its own compilation.
  return (route) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data: unknown) => {
      serialize ??= compile({ ...route, schema: nullableForSerialization(route.schema, inlineRef) }) as (
        data: unknown,
      ) => string;
      return serialize(data);
    };
  };
};
