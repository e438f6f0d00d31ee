/**
 * Request validation, one rule set for every route.
 *
 * Two Ajv instances: query strings and path params are coerced from text ("3" → 3), bodies are
 * not (a string where a number belongs is a 400). Unknown body properties are rejected
 * (`additionalProperties: false` in the schemas, and Ajv never removes them silently). Both know
 * the calendar formats of formats.ts (`date`, `date-time`, `date-or-date-time`, `calendar-date`) and
 * the `x-calendar-date` keyword of date-inputs.ts, which turns a midnight date-time into its date.
 *
 * After the schema passes, every string of the body, query and path (values and property names)
 * is checked for characters PostgreSQL cannot store — NUL (U+0000) and unpaired UTF-16 surrogates —
 * and refused with 400 `validation_failed` naming the field. Integer and length bounds are added
 * to the schemas by input-bounds.ts.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { calendarFormats } from './formats.js';
import { calendarDateKeyword } from './date-inputs.js';

const common = {
  allErrors: false,
  strict: false,
  useDefaults: true,
  removeAdditional: false as const,
  allowUnionTypes: true,
};
const coercing = new Ajv({ ...common, coerceTypes: 'array' });
const strict = new Ajv({ ...common, coerceTypes: false });
for (const ajv of [coercing, strict]) {
  for (const [name, check] of Object.entries(calendarFormats)) ajv.addFormat(name, check);
  ajv.addKeyword(calendarDateKeyword);
}

/** NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether PostgreSQL can store `s` in a `text` column (no NUL, no unpaired surrogate). */
export function isStorableText(s: string): boolean {
  return !UNSTORABLE.test(s);
}

/** Whether `value` (strings, property names, at any depth) holds an unstorable string. No allocation. */
function hasUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return !isStorableText(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (hasUnstorableText(value[i])) return true;
    return false;
  }
  if (value !== null && typeof value === 'object') {
    for (const k in value) {
      if (!Object.prototype.hasOwnProperty.call(value, k)) continue;
      if (!isStorableText(k) || hasUnstorableText((value as Record<string, unknown>)[k])) return true;
    }
  }
  return false;
}

/**
 * JSON pointer (Ajv's `instancePath`) of the first unstorable string in `value`, or null. The
 * pointer is only built on the way down to a hit: a valid 11 MB draft body is walked without
 * making one path string per value (docs/performance.md, issue 26 "Initialize and draft").
 */
export function findUnstorableText(value: unknown, path = ''): string | null {
  if (!hasUnstorableText(value)) return null;
  if (typeof value === 'string') return path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (hasUnstorableText(value[i])) return findUnstorableText(value[i], `${path}/${i}`);
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const key = k.replace(/~/g, '~0').replace(/\//g, '~1');
      if (!isStorableText(k)) return `${path}/${key}`;
      if (hasUnstorableText(v)) return findUnstorableText(v, `${path}/${key}`);
    }
  }
  return null;
}

type Validator = ((data: unknown, ctx?: unknown) => boolean) & {
  errors?: unknown[] | null;
  schemaEnv?: unknown;
};

/** Wraps an Ajv function: schema first, then the storable-text rule. */
function withTextRule(fn: ValidateFunction): Validator {
  const wrapped: Validator = (data, ctx) => {
    if (!(fn as (d: unknown, c?: unknown) => boolean)(data, ctx)) {
      wrapped.errors = fn.errors ?? null;
      return false;
    }
    const at = findUnstorableText(data);
    if (at !== null) {
      wrapped.errors = [
        {
          instancePath: at,
          keyword: 'storableText',
          params: {},
          message: 'must not contain NUL (U+0000) or unpaired surrogate characters',
        },
      ];
      return false;
    }
    wrapped.errors = null;
    return true;
  };
  // Fastify passes the parent object when `schemaEnv` is set, so Ajv can apply root defaults.
  wrapped.schemaEnv = (fn as unknown as { schemaEnv?: unknown }).schemaEnv;
  return wrapped;
}

const cache = new WeakMap<object, Validator>();

/** Compilations not done yet (see {@link compilePending}). */
const pending = new Set<() => unknown>();

/**
 * A validator compiled on its first call (or by {@link compilePending}): compiling every route's
 * schemas when the server starts held the first answer back by ~0.6 s of CPU (docs/performance.md,
 * "PGlite start"). `schemaEnv` is set at once: Ajv's functions all carry it, and Fastify reads it
 * before the call to pass the parent object (root defaults).
 */
function lazyValidator(compile: () => Validator): Validator {
  let fn: Validator | undefined;
  const ensure = () => {
    if (!fn) {
      fn = compile();
      pending.delete(ensure);
    }
    return fn;
  };
  pending.add(ensure);
  const wrapped: Validator = (data, ctx) => {
    const f = ensure();
    const ok = f(data, ctx);
    wrapped.errors = f.errors ?? null;
    return ok;
  };
  wrapped.schemaEnv = true;
  return wrapped;
}

/**
 * Compiles the validators not compiled yet, one per macrotask (requests are served in between);
 * the server calls it once it listens, so a schema error still shows within seconds of a start.
 * Resolves when none is left. @throws the first schema Ajv refuses.
 */
export async function compilePending(): Promise<void> {
  for (const ensure of [...pending]) {
    await new Promise((resolve) => setImmediate(resolve));
    ensure();
  }
}

/** Fastify validator compiler choosing the Ajv instance by HTTP part. */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? strict : coercing;
  const key = schema as object;
  let fn = httpPart === 'body' ? undefined : cache.get(key);
  if (!fn) {
    fn = lazyValidator(() => withTextRule(ajv.compile(schema as object)));
    if (httpPart !== 'body') cache.set(key, fn);
  }
  return fn as ReturnType<FastifySchemaCompiler<unknown>>;
};
