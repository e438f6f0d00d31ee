/**
 * Two Ajv instances: query strings and path params are coerced from text ("3" → 3), bodies are
 * not (a string where a number belongs is a 400). Unknown body properties are rejected
 * (`additionalProperties: false` in the schemas, and Ajv never removes them silently).
 */
import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';

const common = {
  allErrors: false,
  strict: false,
  useDefaults: true,
  removeAdditional: false as const,
  allowUnionTypes: true,
};
const coercing = new Ajv({ ...common, coerceTypes: 'array' });
const strict = new Ajv({ ...common, coerceTypes: false });

const cache = new WeakMap<object, ValidateFunction>();

/** Fastify validator compiler choosing the Ajv instance by HTTP part. */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? strict : coercing;
  const key = schema as object;
  let fn = httpPart === 'body' ? undefined : cache.get(key);
  if (!fn) {
    fn = ajv.compile(schema as object);
    if (httpPart !== 'body') cache.set(key, fn);
  }
  return fn as ReturnType<FastifySchemaCompiler<unknown>>;
};
