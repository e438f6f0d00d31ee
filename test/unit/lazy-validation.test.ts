/**
 * Request validators are compiled on first use or by `compilePending()` after the server listens
 * (platform/http/validation.ts): the same answers as an eager compile, and a schema Ajv refuses
 * still fails — at `compilePending()` — instead of never.
 */
import { describe, expect, it } from 'vitest';
import { compilePending, validatorCompiler } from '../../src/platform/http/validation.js';

const compile = (schema: object, httpPart: string) =>
  validatorCompiler({ schema, httpPart, method: 'GET', url: '/x' } as never) as unknown as ((
    data: unknown,
    ctx?: unknown,
  ) => boolean) & { errors?: { instancePath: string; keyword: string }[] | null; schemaEnv?: unknown };

describe('lazy request validators', () => {
  it('validate and coerce like Ajv on the first call, with schemaEnv set before it', () => {
    const v = compile(
      { type: 'object', properties: { limit: { type: 'integer', minimum: 1 } }, required: ['limit'] },
      'querystring',
    );
    expect(v.schemaEnv).toBeTruthy();
    const q = { limit: '3' };
    expect(v(q)).toBe(true);
    expect(q).toEqual({ limit: 3 }); // query strings are coerced from text
    expect(v({ limit: '0' })).toBe(false);
    expect(v.errors![0]).toMatchObject({ instancePath: '/limit', keyword: 'minimum' });
    // Bodies are not coerced; the storable-text rule still runs after the schema.
    const b = compile(
      { type: 'object', properties: { n: { type: 'integer' }, s: { type: 'string' } } },
      'body',
    );
    expect(b({ n: '3' })).toBe(false);
    expect(b({ s: 'a\u0000b' })).toBe(false);
    expect(b.errors![0]).toMatchObject({ instancePath: '/s', keyword: 'storableText' });
  });

  it('compilePending compiles what was not used and throws for a schema Ajv refuses', async () => {
    compile({ type: 'object', properties: { a: { type: 'string' } } }, 'body');
    await compilePending(); // nothing wrong: resolves
    compile({ type: 'object', properties: { a: { type: 'no-such-type' } } }, 'body');
    await expect(compilePending()).rejects.toThrow(/type/);
  });
});
