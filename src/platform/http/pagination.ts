/**
 * One list convention for every GET list (docs/api-conventions.md §1): query `limit` (1–200, default 50) and an
 * opaque `cursor`; response `{ data, pagination: { limit, next_cursor } }`. Keyset pagination: the
 * cursor encodes the sort key of the last row returned (id, or start+id for time records), so pages
 * are stable under inserts.
 */
import { Type, type TSchema } from 'typebox';
import { DomainError } from '../../shared/errors.js';

/** Query fields shared by every list route. */
export const PageQuery = {
  limit: Type.Integer({ minimum: 1, maximum: 200, default: 50, description: 'Page size (1–200).' }),
  cursor: Type.Optional(
    Type.String({ maxLength: 200, description: 'Opaque cursor from `pagination.next_cursor`.' }),
  ),
};

/** The list envelope schema for items of `item`. */
export function ListOf<T extends TSchema>(item: T, name: string) {
  return Type.Object(
    {
      data: Type.Array(item),
      pagination: Type.Object({
        limit: Type.Integer(),
        next_cursor: Type.Union([Type.String(), Type.Null()]),
      }),
    },
    { description: `A page of ${name}` },
  );
}

/** Encodes a keyset position. */
export function encodeCursor(values: Array<string | number>): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** Decodes a cursor into `n` values; 400 `validation_failed` on anything malformed. */
export function decodeCursor(cursor: string | undefined, n: number): Array<string | number> | null {
  if (cursor === undefined) return null;
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(v) &&
      v.length === n &&
      v.every((x) => typeof x === 'string' || typeof x === 'number')
    ) {
      return v as Array<string | number>;
    }
  } catch {
    /* fall through */
  }
  throw new DomainError('validation_failed', `cursor ${JSON.stringify(cursor)} is not a valid cursor`, [
    { field: 'cursor', message: 'is not a cursor returned by this list' },
  ]);
}

/** Builds the envelope from `limit + 1` fetched rows. */
export function page<R, T>(
  rows: R[],
  limit: number,
  map: (r: R) => T,
  key: (r: R) => Array<string | number>,
) {
  const more = rows.length > limit;
  const slice = more ? rows.slice(0, limit) : rows;
  const last = slice[slice.length - 1];
  return {
    data: slice.map(map),
    pagination: { limit, next_cursor: more && last !== undefined ? encodeCursor(key(last)) : null },
  };
}

/**
 * The list envelope as JSON text from `limit + 1` fetched rows whose items are already JSON text
 * (`item`: one object of the route's item schema, compact, keys in the schema's order — built by
 * the database, e.g. employees.repository.ts). Writes what the route's serializer writes for
 * {@link page}'s envelope: `{"data":[…],"pagination":{"limit":…,"next_cursor":…}}`. Send it with
 * the content type `application/json; charset=utf-8`: Fastify then sends a string as is, without
 * the route's serializer.
 */
export function jsonPage<R extends { item: string }>(
  rows: R[],
  limit: number,
  key: (r: R) => Array<string | number>,
): string {
  const more = rows.length > limit;
  const n = more ? limit : rows.length;
  let data = '';
  for (let i = 0; i < n; i++) data += i === 0 ? rows[i]!.item : `,${rows[i]!.item}`;
  const next = more && n > 0 ? JSON.stringify(encodeCursor(key(rows[n - 1]!))) : 'null';
  return `{"data":[${data}],"pagination":{"limit":${limit},"next_cursor":${next}}}`;
}
