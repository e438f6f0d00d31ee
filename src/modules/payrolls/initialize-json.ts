/**
 * The JSON of POST /payrolls/initialize (the `InitializeResponse` schema) with the entries written
 * once. The response holds every entry twice — in `employees`/`contractors` and again in
 * `actions.create_draft` — ~11 MB each for 10,000 hourly people; serialized as one object, the
 * schema serializer wrote the same entries twice and built a 22 MB string (docs/performance.md,
 * "Initialize"). Here the entries are serialized once (same serializer, same schema: `Entry`) and
 * their bytes placed in both spots of the document serialized with empty lists; the JSON is the
 * same document.
 */
import type { TSchema } from 'typebox';
import { Type } from 'typebox';
import { Entry } from './payrolls.schemas.js';

/** A compiled serializer of a schema (Fastify's `reply.compileSerializationSchema`). */
export type CompileSerializer = (schema: TSchema) => (data: unknown) => string;

/** What initialize answers (the service's object). */
export interface InitializeResult {
  employees: unknown[];
  contractors: unknown[];
  actions: { create_draft: Record<string, unknown> };
  [field: string]: unknown;
}

/** The response schema, by its shared `$id` (as the route's response names it). */
const Response = Type.Ref('InitializeResponse');
/** The empty lists as the serializer writes them (property order of the schemas: employees, contractors). */
const EMPTY = '"employees":[],"contractors":[]';

/**
 * The response of initialize as UTF-8 JSON, entries serialized once. Falls back to serializing
 * the whole object when the document does not have the expected shape (never expected).
 */
export function initializeJson(out: InitializeResult, compile: CompileSerializer): Buffer {
  const whole = compile(Response);
  const shell = whole({
    ...out,
    employees: [],
    contractors: [],
    actions: { create_draft: { ...out.actions.create_draft, employees: [], contractors: [] } },
  });
  const first = shell.indexOf(EMPTY);
  const last = shell.lastIndexOf(EMPTY);
  if (first < 0 || last <= first) return Buffer.from(whole(out));
  const entry = compile(Entry);
  const lists = [
    Buffer.from('"employees":['),
    ...entryBuffers(out.employees, entry),
    Buffer.from('],"contractors":['),
    ...entryBuffers(out.contractors, entry),
    Buffer.from(']'),
  ];
  return Buffer.concat([
    Buffer.from(shell.slice(0, first)),
    ...lists,
    Buffer.from(shell.slice(first + EMPTY.length, last)),
    ...lists,
    Buffer.from(shell.slice(last + EMPTY.length)),
  ]);
}

/** Entries serialized per buffer: ~25 kB of JSON, a young-generation string (docs/performance.md §22). */
const SLICE = 25;

/** The entries' JSON, comma-separated, {@link SLICE} entries a buffer (an array's members without brackets). */
function entryBuffers(entries: readonly unknown[], entry: (data: unknown) => string): Buffer[] {
  const out: Buffer[] = [];
  for (let i = 0; i < entries.length; i += SLICE) {
    const text = entries
      .slice(i, i + SLICE)
      .map(entry)
      .join(',');
    out.push(Buffer.from(i === 0 ? text : `,${text}`));
  }
  return out;
}
