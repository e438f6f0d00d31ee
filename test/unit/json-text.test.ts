/**
 * The SQL JSON-text helpers of src/platform/db/json-text.ts, run in PGlite (the same PostgreSQL
 * as the server's): each value's text must be what `JSON.stringify` writes for the same JS value,
 * for every control character, quotes, backslashes, U+2028, DEL, non-ASCII and an emoji; numbers
 * (as `numeric` text after `trim_scale`), booleans, dates, midnight-UTC instants and nulls; and
 * an object's keys in the order given.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jsonBoolean,
  jsonDate,
  jsonMidnightUtc,
  jsonNumber,
  jsonObjectText,
  jsonString,
  jsonWhen,
  jsonWord,
} from '../../src/platform/db/json-text.js';

let pg: PGlite;
beforeAll(async () => {
  pg = await PGlite.create();
}, 60_000);
afterAll(async () => {
  await pg?.close();
});

/** The text of `expr` with `$1` bound to `value` (no parameter when `expr` has none). */
async function text(expr: string, value: unknown): Promise<string> {
  const r = await pg.query<{ t: string }>(`select ${expr} as t`, expr.includes('$1') ? [value] : []);
  return r.rows[0]!.t;
}

describe('JSON text written by PostgreSQL', () => {
  it('escapes strings as JSON.stringify does', async () => {
    const controls = Array.from({ length: 31 }, (_, i) => String.fromCharCode(i + 1)).join('');
    const values = [
      controls,
      'plain',
      '"quoted" \\ back\\slash /slash </script>',
      '\u2028\u2029\u007f',
      'Zoë Ñ 東京 😀',
      "O'Brien",
      '',
    ];
    for (const v of values) expect(await text(jsonString('$1::text'), v)).toBe(JSON.stringify(v));
    expect(await text(jsonString('$1::text'), null)).toBe('null');
    expect(await text(jsonWord('$1::text'), 'direct_deposit')).toBe('"direct_deposit"');
    expect(await text(jsonWord('$1::text'), null)).toBe('null');
  });

  it('writes numbers, booleans, dates and nulls', async () => {
    expect(await text(jsonNumber('trim_scale($1::numeric(14,4))'), '22.5000')).toBe('22.5');
    expect(await text(jsonNumber('trim_scale($1::numeric(14,4))'), '0.0001')).toBe('0.0001');
    expect(await text(jsonNumber('trim_scale($1::numeric(14,4))'), '-3')).toBe('-3');
    expect(await text(jsonNumber('trim_scale($1::bigint::numeric / 100)'), 5_200_050)).toBe('52000.5');
    expect(await text(jsonNumber('$1::bigint'), '9007199254740991')).toBe('9007199254740991');
    expect(await text(jsonNumber('$1::numeric'), null)).toBe('null');
    expect(await text(jsonBoolean('$1::boolean'), true)).toBe('true');
    expect(await text(jsonBoolean('$1::boolean'), false)).toBe('false');
    expect(await text(jsonBoolean('$1::boolean'), null)).toBe('null');
    expect(await text(jsonDate('$1::date'), '2026-02-28')).toBe('"2026-02-28"');
    expect(await text(jsonDate('$1::date'), null)).toBe('null');
    expect(await text(jsonMidnightUtc('$1::date'), '0999-01-05')).toBe('"0999-01-05T00:00:00.000Z"');
    expect(await text(jsonMidnightUtc('$1::date'), null)).toBe('null');
  });

  it('builds objects with the keys in the order given', async () => {
    const obj = jsonObjectText([
      ['z', jsonNumber('1')],
      ['a', jsonString('$1::text')],
      ['m', jsonWhen('$1::text is null', jsonObjectText([['k', jsonBoolean('true')]]))],
    ]);
    expect(await text(obj, 'x"y')).toBe('{"z":1,"a":"x\\"y","m":null}');
    expect(await text(obj, null)).toBe('{"z":1,"a":null,"m":{"k":true}}');
    expect(await text(jsonObjectText([]), null)).toBe('{}');
    expect(() => jsonObjectText([['bad"key', 'null']])).toThrow(/not plain/);
  });
});
