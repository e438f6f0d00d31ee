/**
 * The whole preview of a payroll (docs/api-conventions.md §5) written as UTF-8 JSON chunk by
 * chunk, for payrolls of thousands of people: the same document {@link previewJson} builds and
 * the route's `Preview` schema describes (same fields, same values), without ever holding it as
 * one string. A 10,000-person preview is ~38 MB of JSON; serialized whole, Fastify measured the
 * string (`Buffer.byteLength` of a rope of millions of pieces, flattened first) and then encoded it
 * again to write it, which cost more than building it (docs/performance.md §"Preview and
 * approve"). Here each chunk of {@link CHUNK} people is mapped, stringified and encoded once, then
 * dropped.
 */
import { Readable } from 'node:stream';
import type { PaycheckSource } from './ledger.repository.js';
import { contractorJson, employeeJson, previewJson, type PreviewHeader } from './preview.mapper.js';
import type { PaycheckRecord } from './paycheck-record.js';
import { bulkChunks } from '../../../platform/heap-growth.js';

/** People read per chunk from a {@link PaycheckSource} (one ledger query each when reading stored paychecks). */
const CHUNK = 250;

/**
 * People stringified and encoded per buffer: ~95 KB of JSON at ~3.8 kB a person, under V8's
 * large-object size (128 KB), so the text is a young-generation string that dies in the next
 * scavenge instead of staying in the old generation until a full collection (docs/performance.md
 * §22: the 250-person strings of ~1 MB were most of a 10,000-person draft's old-generation growth).
 */
const ENCODE = 25;

/** A warning as the `Preview` schema lists it (only its declared fields). */
const warningJson = (w: { code: string; message: string }) => ({ code: w.code, message: w.message });

/** An employee's element with its warnings reduced to the schema's fields (as the serializer does). */
const employeeElement = (c: PaycheckRecord) => ({
  ...employeeJson(c),
  warnings: c.warnings.map(warningJson),
});

/** The preview's fields before `employees` (header, totals), as the opening of the JSON object. */
function headChunk(h: PreviewHeader): Buffer {
  const { employees: _e, contractors: _c, warnings: _w, actions: _a, ...head } = previewJson(h, []);
  return Buffer.from(`${JSON.stringify(head).slice(0, -1)},"employees":[`);
}

/** Between the elements of `employees` (or of `contractors`). */
const COMMA = Buffer.from(',');

/** The elements of `employees` (or of `contractors`), comma-separated, {@link CHUNK} people a chunk. */
export async function* peopleChunks(source: PaycheckSource, isContractor: boolean): AsyncGenerator<Buffer> {
  const element = isContractor ? contractorJson : employeeElement;
  let first = true;
  for await (const part of source.chunks(isContractor, CHUNK)) {
    for (let i = 0; i < part.length; i += ENCODE) {
      const text = part
        .slice(i, i + ENCODE)
        .map((c) => JSON.stringify(element(c)))
        .join(',');
      if (!first) yield COMMA;
      yield Buffer.from(text);
      first = false;
    }
  }
}

/** Between the employees and the contractors. */
const MIDDLE = Buffer.from('],"contractors":[');

/** The payroll's warnings then each person's (by employee_id), the actions, and the closing brace. */
function tailChunk(h: PreviewHeader, source: PaycheckSource): Buffer {
  const { warnings, actions } = previewJson(h, []);
  const all = warnings.map((w) => ({ code: w.code, message: w.message, employee_id: w.employee_id ?? null }));
  for (const p of source.people) {
    for (const w of p.warnings) all.push({ ...warningJson(w), employee_id: p.employeeId });
  }
  return Buffer.from(`],"warnings":${JSON.stringify(all)},"actions":${JSON.stringify(actions)}}`);
}

/**
 * The preview JSON of the header and every paycheck of `source`, as UTF-8 chunks: the header
 * fields and totals, the employees then the contractors (each by employee_id), the payroll's
 * warnings then each person's (by employee_id), the actions.
 */
export async function* previewJsonChunks(h: PreviewHeader, source: PaycheckSource): AsyncGenerator<Buffer> {
  yield headChunk(h);
  yield* peopleChunks(source, false);
  yield MIDDLE;
  yield* peopleChunks(source, true);
  yield tailChunk(h, source);
}

/** Every chunk of an async generator, in order. */
async function collect(chunks: AsyncGenerator<Buffer>): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for await (const c of chunks) out.push(c);
  return out;
}

/**
 * Paychecks held in memory (a draft just computed) as a {@link PaycheckSource}, in their order (the
 * order {@link previewJson} shows them in).
 */
export function recordsSource(paychecks: readonly PaycheckRecord[]): PaycheckSource {
  return {
    people: paychecks.map((c) => ({
      employeeId: c.employeeId,
      isContractor: c.isContractor,
      warnings: c.warnings,
    })),
    async *chunks(isContractor: boolean, size: number) {
      const mine = paychecks.filter((c) => c.isContractor === isContractor);
      for (let i = 0; i < mine.length; i += size) yield mine.slice(i, i + size);
    },
  };
}

/** {@link previewJsonChunks} as a readable stream (a response body; pulled as the socket drains). */
export function previewJsonStream(h: PreviewHeader, source: PaycheckSource): Readable {
  // Bulk work while it is written (src/platform/heap-growth.ts).
  return Readable.from(bulkChunks(previewJsonChunks(h, source)), { objectMode: false });
}

/** {@link previewJsonChunks} as one buffer (a response body that must be stored, e.g. under an Idempotency-Key). */
export async function previewJsonBuffer(h: PreviewHeader, source: PaycheckSource): Promise<Buffer> {
  return Buffer.concat(await collect(bulkChunks(previewJsonChunks(h, source))));
}
