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

/** People mapped and encoded per chunk. */
const CHUNK = 250;

/** A warning as the `Preview` schema lists it (only its declared fields). */
const warningJson = (w: { code: string; message: string }) => ({ code: w.code, message: w.message });

/** An employee's element with its warnings reduced to the schema's fields (as the serializer does). */
const employeeElement = (c: PaycheckRecord) => ({
  ...employeeJson(c),
  warnings: c.warnings.map(warningJson),
});

/**
 * The preview JSON of the header and every paycheck of `source`, as UTF-8 chunks: the header
 * fields and totals, the employees then the contractors (each by employee_id), the payroll's
 * warnings then each person's (by employee_id), the actions.
 */
export function* previewJsonChunks(h: PreviewHeader, source: PaycheckSource): Generator<Buffer> {
  const { employees: _e, contractors: _c, warnings, actions, ...head } = previewJson(h, []);
  const headJson = JSON.stringify(head);
  yield Buffer.from(`${headJson.slice(0, -1)},"employees":[`);
  let first = true;
  for (const part of source.chunks(false, CHUNK)) {
    yield Buffer.from((first ? '' : ',') + part.map((c) => JSON.stringify(employeeElement(c))).join(','));
    first = false;
  }
  yield Buffer.from('],"contractors":[');
  first = true;
  for (const part of source.chunks(true, CHUNK)) {
    yield Buffer.from((first ? '' : ',') + part.map((c) => JSON.stringify(contractorJson(c))).join(','));
    first = false;
  }
  const all = warnings.map((w) => ({ code: w.code, message: w.message, employee_id: w.employee_id ?? null }));
  for (const p of source.people) {
    for (const w of p.warnings) all.push({ ...warningJson(w), employee_id: p.employeeId });
  }
  yield Buffer.from(`],"warnings":${JSON.stringify(all)},"actions":${JSON.stringify(actions)}}`);
}

/** {@link previewJsonChunks} as a readable stream (a response body; pulled as the socket drains). */
export function previewJsonStream(h: PreviewHeader, source: PaycheckSource): Readable {
  return Readable.from(previewJsonChunks(h, source), { objectMode: false });
}

/** {@link previewJsonChunks} as one buffer (a response body that must be stored, e.g. under an Idempotency-Key). */
export function previewJsonBuffer(h: PreviewHeader, source: PaycheckSource): Buffer {
  return Buffer.concat([...previewJsonChunks(h, source)]);
}
