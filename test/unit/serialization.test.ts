/**
 * The response serializer (src/platform/http/serialization.ts) reads TypeBox's nullable unions as
 * `nullable: true` and writes exactly what Fastify's default serializer writes for values that
 * match the schema; unions it cannot rewrite are left as they are.
 */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { DateTime, Nullable } from '../../src/platform/http/schemas.js';
import {
  buildNullableAwareSerializer,
  nullableForSerialization,
} from '../../src/platform/http/serialization.js';

const Money = Type.Object({ cents: Type.Integer(), currency: Type.String() }, { $id: 'Money' });
const Either = Type.Union([Type.String(), Type.Integer()], { $id: 'Either' });
const Row = Type.Object({
  at: Nullable(DateTime),
  note: Nullable(Type.String({ description: 'free text' })),
  price: Nullable(Type.Ref('Money')),
  address: Nullable(Type.Object({ city: Type.String() })),
  either: Nullable(Type.Ref('Either')),
  pair: Type.Union([Type.String(), Type.Integer()]),
  tags: Type.Array(Nullable(Type.Integer())),
});
const shared = { Money, Either };
const route = { method: 'GET', url: '/rows', httpStatus: '200', schema: Type.Array(Row) };

describe('nullableForSerialization', () => {
  it('turns anyOf [S, null] into S + nullable at any depth, leaving other unions and the input alone', () => {
    const before = JSON.stringify(Row);
    const { $id: _id, ...money } = Money as typeof Money & { $id: string };
    const inlineRef = (ref: string) => (ref === 'Money' ? money : undefined);
    const out = nullableForSerialization(Row, inlineRef) as unknown as {
      properties: Record<string, unknown>;
    };
    expect(out.properties.at).toEqual({
      type: 'string',
      format: 'date-time',
      description: 'ISO-8601 UTC timestamp with milliseconds',
      examples: ['2026-03-05T09:00:00.000Z'],
      nullable: true,
    });
    expect(out.properties.note).toEqual({ type: 'string', description: 'free text', nullable: true });
    expect(out.properties.price).toEqual({ ...money, nullable: true });
    expect(out.properties.address).toMatchObject({ type: 'object', nullable: true });
    // A reference the caller does not inline, and a union of two non-null types, stay unions.
    expect(out.properties.either).toEqual({ anyOf: [{ $ref: 'Either' }, { type: 'null' }] });
    expect(out.properties.pair).toEqual({ anyOf: [{ type: 'string' }, { type: 'integer' }] });
    expect(out.properties.tags).toEqual({ type: 'array', items: { type: 'integer', nullable: true } });
    expect(JSON.stringify(Row)).toBe(before);
  });
});

describe('buildNullableAwareSerializer', () => {
  it("writes the same JSON as Fastify's default serializer, nulls included, unions kept beside", () => {
    const fast = buildNullableAwareSerializer(shared, {})(route);
    const reference = SerializerSelector()(shared, {})(route);
    const rows = [
      {
        at: '2026-03-05T09:00:00.000Z',
        note: 'say "hi"',
        price: { cents: 1250, currency: 'USD' },
        address: { city: 'Oakland' },
        either: 3,
        pair: 'x',
        tags: [1, null, 3],
      },
      { at: null, note: null, price: null, address: null, either: null, pair: 2, tags: [] },
    ];
    const json = fast(rows);
    expect(json).toBe(reference(rows));
    expect(JSON.parse(json)).toEqual(rows);
  });
});
