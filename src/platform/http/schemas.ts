/**
 * Schema building blocks shared by the modules' TypeBox schemas (JSON Schema 2020-12 / OpenAPI 3.1).
 */
import { Type, type TSchema } from 'typebox';

/** `T | null`. */
export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/** ISO-8601 UTC instant with milliseconds, e.g. `2026-03-05T09:00:00.000Z`. */
export const DateTime = Type.String({
  description: 'ISO-8601 UTC timestamp with milliseconds',
  examples: ['2026-03-05T09:00:00.000Z'],
});

/** Company-local calendar date `YYYY-MM-DD`. */
export const DateStr = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'Calendar date YYYY-MM-DD (company time zone)',
  examples: ['2026-11-21'],
});

/** Integer id in a path (`bigint identity`). */
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
