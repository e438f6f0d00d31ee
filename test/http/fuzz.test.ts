/**
 * Fuzz suite: every operation of the app's own OpenAPI document (`app.swagger()`) gets generated
 * bad input — per field by its schema type (NUL and lone surrogates in strings, 1 MB strings,
 * integers at ±2^63 and 1e308, floats where integers belong, wrong types, impossible dates such as
 * 2026-02-30, unknown fields), invalid JSON, odd path ids and query strings — and must answer
 * without a 5xx, every error as problem+json with a `code`. Another company's ids answer 404.
 *
 * Runs on both backends (test/http/**). Replay a failure with the seed fast-check prints:
 * `FUZZ_SEED=<seed> npx vitest run test/http/fuzz.test.ts`; `FUZZ_RUNS` sets the runs per operation.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { seedDemoCompany } from '../../src/modules/demo/seed.js';
import { demoNow } from '../../src/modules/demo/generator.js';
import { startApp, type TestApp } from '../helpers/app.js';

const NOW = '2026-11-21T20:00:00.000Z';
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = process.env.FUZZ_SEED !== undefined ? Number(process.env.FUZZ_SEED) : undefined;

type Schema = Record<string, any>;
interface Operation {
  method: string;
  path: string;
  params: Array<{ name: string; in: string; schema: Schema }>;
  body: Schema | null;
}

/** Id columns by path/query parameter name, for the two companies. */
const ID_TABLES: Record<string, string> = {
  employee_id: 'employees',
  customer_id: 'customers',
  project_id: 'projects',
  workplace_id: 'workplaces',
  department_id: 'departments',
  pay_schedule_group_id: 'pay_schedule_groups',
  time_record_id: 'time_records',
  payroll_id: 'payrolls',
  benefit_id: 'employee_benefits',
  deduction_id: 'employee_deductions',
};

let t: TestApp;
let keyA: string;
let keyB: string;
const idsA: Record<string, string[]> = {};
const idsB: Record<string, string[]> = {};
let operations: Operation[] = [];

const BIG_STRING = 'x'.repeat(1_000_000);
const badStrings = [
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDC00y',
  '\uDBFF\uDBFF',
  BIG_STRING,
  '',
  ' ',
  '2026-02-30',
  '0000-01-01',
  '2026-02-30T10:00:00Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '2026-13-01',
  '%00',
  "'; drop table employees; --",
  '🎉'.repeat(600),
];
const badNumbers = [2 ** 63, -(2 ** 63), 1e308, -1e308, 1.5, 0, -1, 2 ** 53, 2 ** 31, 2 ** 31 - 1, -0.001];
const wrongTypes = [null, true, [], {}, [1, 'a'], { a: { b: [null] } }];

function variants(s: Schema): Schema[] {
  if (Array.isArray(s.anyOf)) return s.anyOf.flatMap(variants);
  if (Array.isArray(s.oneOf)) return s.oneOf.flatMap(variants);
  return [s];
}

/** A plausible value for `s` (so that requests also reach the services, not only the schema). */
function plausible(s: Schema, name: string): fc.Arbitrary<unknown> {
  const options = variants(s).filter((v) => v.type !== 'null');
  const v = options[0] ?? {};
  if (v.enum) return fc.constantFrom(...(v.enum as unknown[]));
  if (v.const !== undefined) return fc.constant(v.const);
  const ids = idsA[name];
  if ((v.type === 'integer' || v.type === 'string') && ids && ids.length > 0) {
    return fc.constantFrom(...ids.map((x) => (v.type === 'integer' ? Number(x) : x)));
  }
  switch (v.type) {
    case 'integer':
      // A small range from the minimum (years start at 1900, ids at 1).
      return fc.integer({
        min: v.minimum ?? -5,
        max: Math.min(v.maximum ?? Infinity, (v.minimum ?? 0) + 100),
      });
    case 'number':
      return fc.double({
        min: v.minimum ?? -10,
        max: Math.min(v.maximum ?? Infinity, (v.minimum ?? 0) + 1000),
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausible(v.items ?? {}, name), { maxLength: 3 });
    case 'object':
      return objectOf(v);
    case 'string':
      if (v.format === 'date' || name.endsWith('_date') || name === 'payday' || name === 'dob') {
        return fc.constantFrom('2026-11-02', '2026-12-31', '2024-02-29');
      }
      if (v.format === 'date-time' || v.format === 'date-or-date-time') {
        return fc.constantFrom('2026-11-21T18:00:00.000Z', '2026-11-20T09:30:00-08:00');
      }
      if (name.includes('email')) return fc.constantFrom('fuzz@example.com', 'not-an-email');
      if (name === 'state') return fc.constantFrom('CA', 'NY', 'ZZ');
      return fc.string({ maxLength: 12 });
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

/** A bad value for a field of schema `s`, by its type. */
function bad(s: Schema): fc.Arbitrary<unknown> {
  const types = new Set(variants(s).map((v) => v.type));
  const pools: Array<fc.Arbitrary<unknown>> = [fc.constantFrom(...wrongTypes)];
  if (types.has('string')) pools.push(fc.constantFrom(...badStrings), fc.string({ unit: 'binary' }));
  if (types.has('integer') || types.has('number')) {
    pools.push(fc.constantFrom(...badNumbers), fc.double(), fc.integer());
  }
  if (types.has('object') || types.has('array')) pools.push(fc.constantFrom(...badStrings.slice(0, 3)));
  if (!types.has('string')) pools.push(fc.constantFrom('a\u0000b', '\uD800', '12'));
  return fc.oneof(...pools);
}

function fieldValue(s: Schema, name: string): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: plausible(s, name), weight: 2 }, { arbitrary: bad(s), weight: 3 });
}

function objectOf(s: Schema): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries((s.properties ?? {}) as Record<string, Schema>);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [k, v] of props) record[k] = fieldValue(v, k);
  const known = fc.record(record, { requiredKeys: [] });
  const unknown = fc.dictionary(
    fc.constantFrom('unknown_field', 'a\u0000', '\uD800', '__proto__', 'constructor'),
    fc.constantFrom(1, 'x', null),
    { maxKeys: 1 },
  );
  return fc.tuple(known, fc.option(unknown, { freq: 4 })).map(([a, b]) => ({ ...a, ...(b ?? {}) }));
}

/** The body of a request: an object from the schema, raw invalid JSON, or a wrong JSON type. */
function bodyOf(op: Operation): fc.Arbitrary<string | undefined> {
  if (!op.body) return fc.constant(undefined);
  return fc.oneof(
    { arbitrary: objectOf(op.body).map((o) => JSON.stringify(o)), weight: 8 },
    {
      arbitrary: fc.constantFrom(
        '{',
        '{"a":',
        'null',
        '[]',
        '"text"',
        '42',
        '{"x":1e999999}',
        '{"employee_id": 9223372036854775808}',
        '{"customer_id": 99999999999999999999999}',
        '',
        '\u0000',
        '{"name":"\\u0000"}',
        '{"name":"\\ud800"}',
      ),
      weight: 2,
    },
  );
}

const oddIds = [
  '0',
  '-1',
  '9223372036854775807',
  '9223372036854775808',
  '99999999999999999999',
  '1e308',
  '1.5',
  'abc',
  '%00',
  '%E0%A4%A',
  '%F0%9F%8E%89',
  '9'.repeat(400),
  '0x10',
  ' 1',
];

function pathValue(name: string): fc.Arbitrary<string> {
  const ids = idsA[name] ?? [];
  return fc.oneof(...(ids.length > 0 ? [{ arbitrary: fc.constantFrom(...ids), weight: 3 }] : []), {
    arbitrary: fc.constantFrom(...oddIds),
    weight: 2,
  });
}

/** Percent-encodes `v`; a lone surrogate (which UTF-8 cannot carry) becomes its WTF-8 bytes. */
function encode(v: string): string {
  try {
    return encodeURIComponent(v);
  } catch {
    return encodeURIComponent(v.replace(/[\uD800-\uDFFF]/g, '')) + '%ED%A0%80';
  }
}

function queryOf(op: Operation): fc.Arbitrary<string> {
  const q = op.params.filter((p) => p.in === 'query');
  const parts = q.map((p) =>
    fc.option(
      fc.oneof(
        plausible(p.schema, p.name).map((v) => String(v)),
        bad(p.schema).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
        fc.constantFrom(...oddIds),
      ),
      { freq: 2 },
    ),
  );
  const extra = fc.constantFrom('', '&unknown=1', '&%ZZ=1', '&q=%00', '&limit=1e308', '&limit=&limit=2');
  return fc.tuple(fc.tuple(...parts), extra).map(([values, tail]) => {
    const pairs = values
      .map((v, i) => (v === null ? null : `${q[i]!.name}=${encode(v).slice(0, 2000)}`))
      .filter((x): x is string => x !== null);
    const s = pairs.join('&') + tail;
    return s ? `?${s}` : '';
  });
}

async function collectIds(companyId: number, into: Record<string, string[]>) {
  for (const [param, table] of Object.entries(ID_TABLES)) {
    const rows = await sql<{ id: string | number }>`select id from ${sql.table(table)}
      where company_id = ${companyId} order by id limit 5`.execute(t.db);
    into[param] = rows.rows.map((r) => String(r.id));
  }
}

function expectProblem(res: { status: number; body: any; headers: Record<string, unknown> }, what: string) {
  if (res.status >= 500) throw new Error(`${what} → ${res.status} ${JSON.stringify(res.body)}`);
  if (res.status >= 400) {
    if (!String(res.headers['content-type']).startsWith('application/problem+json')) {
      throw new Error(`${what} → ${res.status} without problem+json: ${String(res.headers['content-type'])}`);
    }
    if (typeof res.body?.code !== 'string') throw new Error(`${what} → ${res.status} without a code`);
  }
}

function fill(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, n: string) => values[n] ?? '1');
}

beforeAll(async () => {
  t = await startApp(NOW);
  const { asOf, nowMinute } = demoNow(new Date(NOW));
  const a = await seedDemoCompany(t.db, { asOf, nowMinute });
  const b = await seedDemoCompany(t.db, { asOf, nowMinute });
  keyA = a.apiKey;
  keyB = b.apiKey;
  await collectIds(a.companyId, idsA);
  await collectIds(b.companyId, idsB);
  const doc = t.app.swagger() as { paths: Record<string, Record<string, any>> };
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (!op || typeof op !== 'object' || !('responses' in op)) continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        params: (op.parameters ?? []) as Operation['params'],
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  operations = operations.filter((o) => !o.path.endsWith('/health') && !o.path.endsWith('/ready'));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('fuzz: every operation of openapi.json', () => {
  it('finds the operations', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it('answers generated bad input without a 5xx, every error problem+json with a code', async () => {
    for (const op of operations) {
      const pathParams = op.params.filter((p) => p.in === 'path');
      const arb = fc.record({
        path: fc.record(Object.fromEntries(pathParams.map((p) => [p.name, pathValue(p.name)]))),
        query: queryOf(op),
        body: bodyOf(op),
      });
      await fc.assert(
        fc.asyncProperty(arb, async (req) => {
          const url = fill(op.path, req.path as Record<string, string>) + req.query;
          const res = await t.call(
            keyA,
            op.method as 'GET',
            url,
            req.body,
            req.body === undefined ? {} : { 'content-type': 'application/json' },
          );
          expectProblem(res, `${op.method} ${url}`);
        }),
        { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}), endOnFailure: true },
      );
    }
  }, 300_000);

  it("answers 404 for another company's ids (never 2xx, never a 409 that reveals the row)", async () => {
    let probed = 0;
    for (const op of operations) {
      const pathParams = op.params.filter((p) => p.in === 'path');
      if (pathParams.length === 0) continue;
      // Company B's ids, seen with company A's key.
      const values = Object.fromEntries(pathParams.map((p) => [p.name, idsB[p.name]?.[0] ?? '1']));
      if (pathParams.some((p) => idsB[p.name] === undefined || idsB[p.name]!.length === 0)) continue;
      // Ids that are names (workplace_id) may be the same in both companies: not a probe.
      if (pathParams.some((p) => idsA[p.name]?.includes(values[p.name]!))) continue;
      const url = fill(op.path, values);
      const res = await t.call(keyA, op.method as 'GET', url, op.body ? {} : undefined);
      expectProblem(res, `${op.method} ${url}`);
      probed++;
      // A body that fails validation is refused before the lookup (400); anything else is 404.
      if (res.status === 400 && op.body) continue;
      expect({ op: `${op.method} ${op.path}`, status: res.status }).toEqual({
        op: `${op.method} ${op.path}`,
        status: 404,
      });
      // The probe used a real row: its owner reads it — except a payroll's sub-resources whose answer
      // depends on the payroll's state or on pairing two arbitrary ids (the demo's payrolls are its
      // paid historical ones: no preview of a draft, no ACH file, not everyone has a paycheck), and
      // an employee's termination payout, which exists only once they are dismissed (409 before).
      const stateful =
        /\{payroll_id\}\/(preview|payment-file|paychecks\/\{employee_id\})$/.test(op.path) ||
        op.path.endsWith('/termination-payout');
      if (op.method === 'GET' && !stateful) {
        const own = await t.call(keyB, 'GET', url);
        expect({ op: `GET ${url}`, status: own.status }).toEqual({ op: `GET ${url}`, status: 200 });
      }
    }
    expect(probed).toBeGreaterThan(15);
  });
});
