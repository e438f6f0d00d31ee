/**
 * Schema building blocks shared by the modules' TypeBox schemas (JSON Schema 2020-12 / OpenAPI 3.1).
 */
import { Type, type TSchema } from 'typebox';

/** An instant (ISO-8601 with Z or offset) or a company-local date, for list filters; 1900–2199. */
export const InstantOrDate = (description: string) =>
  Type.String({ maxLength: 40, format: 'date-or-date-time', description });

/**
 * A request body `schema` with example values (openapi.json shows them as the media type's
 * `example`, the reference page fills "Test Request" with them, `redocly lint` checks them against
 * the schema). Annotation only: validation ignores `examples`.
 */
export const withExamples = <T extends TSchema>(schema: T, ...examples: unknown[]): T => ({
  ...schema,
  examples,
});

/**
 * A JSON response `schema` with an example, in the `content` form (kept as is by @fastify/swagger,
 * where an `examples` beside a `$ref` would be dropped; Fastify serializes with `schema`).
 */
export const jsonExample = (schema: TSchema, example: unknown, description = 'OK') => ({
  description,
  content: { 'application/json': { schema, example } },
});

/** `T | null`. */
export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/** ISO-8601 UTC instant with milliseconds, e.g. `2026-03-05T09:00:00.000Z`. */
export const DateTime = Type.String({
  format: 'date-time',
  description: 'ISO-8601 UTC timestamp with milliseconds',
  examples: ['2026-03-05T09:00:00.000Z'],
});

/** Company-local calendar date `YYYY-MM-DD`. */
export const DateStr = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  format: 'date',
  description: 'Calendar date YYYY-MM-DD (company time zone), a real day in 1900–2199',
  examples: ['2026-11-21'],
});

/**
 * Integer id (`bigint identity` column) in a path, query or body: 1…2^53 − 1. The int8 column
 * goes further, but a JSON number beyond 2^53 − 1 cannot be read exactly, so it is refused (400).
 */
export const IntId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

/** Path params with one integer id. */
export const idParams = (name: string) => Type.Object({ [name]: IntId }, { additionalProperties: false });

/** Address (docs/api-conventions.md §2.1). */
export const Address = Type.Object({
  address_line_1: Type.String(),
  address_line_2: Nullable(Type.String()),
  city: Type.String(),
  state: Type.String(),
  zip: Type.String(),
  country: Type.String({ description: 'Two-letter country code' }),
});

/** Standard problem responses referenced by routes. */
export const problemResponses = (...codes: number[]) =>
  Object.fromEntries(codes.map((c) => [c, Type.Ref('Problem')]));
