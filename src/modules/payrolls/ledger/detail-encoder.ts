/**
 * Paycheck details (./paycheck-detail.ts, version 1) compressed off the main thread, for drafts of
 * thousands of people. Each detail is a raw deflate with a 30 KB preset dictionary: ~150 µs of
 * native work a paycheck, most of it loading the dictionary into a fresh deflate state — 1.5–2 s
 * of a 10,000-person draft when done inline (docs/performance.md, "The draft's detail compression").
 * Here the JSON payloads are made on the main thread and compressed by one worker thread in batches,
 * while the main thread goes on (the preview's JSON, the ledger keys); the bytes are the same as
 * `encodeDetail`'s (./paycheck-detail.ts; same zlib, same settings: the tests compare them).
 *
 * Small writes (fewer than {@link INLINE_BELOW} paychecks: a PATCH, a small company) are encoded
 * inline. If the worker cannot start or fails, the batch is encoded inline too: a detail is never
 * lost to the worker.
 */
import { Worker } from 'node:worker_threads';
import type { PayLine } from './paycheck-record.js';
import { DETAIL_DEFLATE_OPTIONS, detailPayload, encodePayload, inflatePayload } from './paycheck-detail.js';

/** Below this many paychecks the details are compressed inline (a worker round trip costs ~1 ms). */
export const INLINE_BELOW = 256;

/** The worker's young generation, MB (V8's `maxYoungGenerationSizeMb`). */
const YOUNG_GENERATION_MB = 4;

/** Paychecks per message to the worker. */
const BATCH = 500;

/**
 * The worker's program (CommonJS, evaluated: no file to resolve under tsx, vitest or the built
 * dist/): per message `{ id, texts }` it answers `{ id, bytes, ends }` — the details (version byte
 * 1, then the raw deflate) back to back in one transferred buffer, `ends[i]` the end of the i-th —
 * or `{ id, error }`.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { deflateRawSync, inflateRawSync } = require('node:zlib');
const dictionary = Buffer.from(workerData.dictionary);
const options = { ...workerData.options, dictionary };
function deflate(id, texts) {
  const parts = texts.map((t) => deflateRawSync(t, options));
  let size = 0;
  for (const p of parts) size += p.length + 1;
  const bytes = new Uint8Array(size);
  const ends = new Array(parts.length);
  let at = 0;
  parts.forEach((p, i) => { bytes[at] = 1; bytes.set(p, at + 1); at += p.length + 1; ends[i] = at; });
  parentPort.postMessage({ id, bytes, ends }, [bytes.buffer]);
}
function inflate(id, blobs) {
  const texts = blobs.map((b) => {
    const buf = Buffer.from(b.buffer, b.byteOffset, b.byteLength);
    if (buf[0] === 0) return buf.toString('utf8', 1);
    if (buf[0] === 1) return inflateRawSync(buf.subarray(1), { dictionary }).toString('utf8');
    throw new Error('paycheck detail: unknown version ' + buf[0]);
  });
  parentPort.postMessage({ id, texts });
}
parentPort.on('message', ({ id, op, texts, blobs }) => {
  try {
    if (op === 'inflate') inflate(id, blobs);
    else deflate(id, texts);
  } catch (err) {
    parentPort.postMessage({ id, error: String(err && err.message || err) });
  }
});
`;

interface Reply {
  id: number;
  bytes?: Uint8Array;
  ends?: number[];
  texts?: string[];
  error?: string;
}

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, (r: Reply) => void>();

function failAll(error: string): void {
  worker = null;
  for (const [id, resolve] of waiting) resolve({ id, error });
  waiting.clear();
}

/** The shared worker, started on first use; unref'd so it never keeps the process alive. */
function theWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(WORKER_SOURCE, {
    eval: true,
    // A small young generation: the worker's garbage is each batch's texts and buffers, and with
    // V8's default it grew to tens of MB of RSS during a 10,000-person draft (docs/performance.md §25).
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    workerData: { dictionary: DETAIL_DEFLATE_OPTIONS.dictionary, options: { level: 9, memLevel: 9 } },
  });
  w.on('message', (r: Reply) => {
    const resolve = waiting.get(r.id);
    waiting.delete(r.id);
    resolve?.(r);
    if (waiting.size === 0) w.unref();
  });
  w.on('error', (err) => failAll(String(err)));
  w.on('exit', () => failAll('detail worker exited'));
  w.unref();
  worker = w;
  return w;
}

/** Sends one message to the worker; resolves with its reply (an `error` reply when it failed). */
function ask(message: Record<string, unknown>): Promise<Reply> {
  return new Promise((resolve) => {
    let w: Worker;
    try {
      w = theWorker();
    } catch (err) {
      resolve({ id: 0, error: String(err) });
      return;
    }
    const id = nextId++;
    waiting.set(id, resolve);
    w.ref();
    w.postMessage({ ...message, id });
  });
}

/** Compresses one batch of payloads in the worker; null when the worker failed. */
async function compressBatch(texts: string[]): Promise<Buffer[] | null> {
  const r = await ask({ op: 'deflate', texts });
  if (!r.bytes || !r.ends) return null;
  const buf = Buffer.from(r.bytes.buffer, r.bytes.byteOffset, r.bytes.byteLength);
  let start = 0;
  return r.ends.map((end) => {
    const b = buf.subarray(start, end);
    start = end;
    return b;
  });
}

/**
 * The payloads (JSON text) of stored details, inflated on the worker — a reader of a large payroll
 * asks for the next chunk's while it writes the current one. Falls back to inflating inline when
 * the worker fails; an unknown version byte rejects as `decodeDetail` throws.
 */
export async function inflateDetails(blobs: Uint8Array[]): Promise<string[]> {
  if (blobs.length === 0) return [];
  const r = await ask({ op: 'inflate', blobs });
  if (r.texts) return r.texts;
  return blobs.map((b) => inflatePayload(b));
}

/**
 * Details compressed as paychecks are made: {@link add} each paycheck as soon as it is computed
 * (its payload is built then; every {@link BATCH} go to the worker at once, which compresses them
 * while the caller computes the next), then {@link finish} with the paychecks in their final order.
 * Fewer than {@link INLINE_BELOW} in all are compressed inline, as {@link encodeDetails} does.
 */
export class DetailBatcher {
  /** Payloads kept until {@link finish} only while fewer than {@link INLINE_BELOW} were added. */
  private readonly payloads = new Map<object, string>();
  private added = 0;
  private pending: string[] = [];
  private pendingKeys: object[] = [];
  private readonly sent: Array<Promise<void>> = [];
  private readonly done = new Map<object, Buffer>();

  /** Takes one paycheck (`input` and `lines` must not change afterwards). */
  add(paycheck: { input: unknown; lines: readonly PayLine[] }): void {
    const text = detailPayload(paycheck.input, paycheck.lines);
    // A large draft's payloads (~5 kB each) are held only until their batch is compressed.
    if (++this.added < INLINE_BELOW) this.payloads.set(paycheck, text);
    else if (this.added === INLINE_BELOW) this.payloads.clear();
    this.pending.push(text);
    this.pendingKeys.push(paycheck);
    if (this.pending.length >= BATCH) this.flush();
  }

  private flush(): void {
    const texts = this.pending;
    const keys = this.pendingKeys;
    this.pending = [];
    this.pendingKeys = [];
    this.sent.push(
      compressBatch(texts).then((out) => {
        keys.forEach((k, i) => this.done.set(k, out ? out[i]! : encodePayload(texts[i]!)));
      }),
    );
  }

  /**
   * The details of `paychecks` in that order (each one added before, or encoded now if not).
   * Never rejects for a worker failure: such batches are compressed inline.
   */
  async finish(paychecks: ReadonlyArray<{ input: unknown; lines: readonly PayLine[] }>): Promise<Buffer[]> {
    if (this.added < INLINE_BELOW && this.sent.length === 0) {
      return paychecks.map((c) => encodePayload(this.payloads.get(c) ?? detailPayload(c.input, c.lines)));
    }
    if (this.pending.length > 0) this.flush();
    await Promise.all(this.sent);
    return paychecks.map((c) => this.done.get(c) ?? encodePayload(detailPayload(c.input, c.lines)));
  }
}

/**
 * The version-1 details of `paychecks` (in their order), as {@link encodeDetail} makes them.
 * Payloads are built here at once (so later changes to the records do not leak in); the deflate
 * runs on the worker thread for {@link INLINE_BELOW} paychecks or more.
 */
export function encodeDetails(
  paychecks: ReadonlyArray<{ input: unknown; lines: readonly PayLine[] }>,
): Promise<Buffer[]> {
  const batcher = new DetailBatcher();
  for (const c of paychecks) batcher.add(c);
  return batcher.finish(paychecks);
}
