/**
 * The `paychecks.detail` column (docs/decisions/0014-compact-ledger.md): what only a whole paycheck
 * needs — the entry as submitted and, per line, its rate, reason, punches and input line. One
 * version byte, then the payload, a JSON array `[input, rates, reasons, timeRecordIds, inputLines]`
 * (the last four parallel to the paycheck's lines):
 *
 * - version 0: the JSON as UTF-8 (what the compact-ledger migration writes);
 * - version 1: the JSON compressed with raw deflate (RFC 1951) and the preset dictionary
 *   {@link DETAIL_DICTIONARY_V1} — the tax reasons of paychecks repeat the same sentences, so a
 *   dictionary of them takes a typical paycheck's detail from ~2 kB to a few hundred bytes.
 *
 * A version's dictionary never changes once data has been written with it: a better dictionary is
 * a new version byte.
 */
import { deflateRawSync, inflateRawSync, constants } from 'node:zlib';
import type { PayLine } from './paycheck-record.js';
import { DETAIL_DICTIONARY_V1 } from './detail-dictionary.js';

const DICTIONARY_V1 = Buffer.from(DETAIL_DICTIONARY_V1, 'utf8');

/** What the detail holds, decoded. Arrays are parallel to the paycheck's lines. */
export interface PaycheckDetail {
  input: unknown;
  rates: Array<string | null>;
  reasons: Array<string | null>;
  timeRecordIds: Array<number[] | null>;
  inputLines: Array<number | null>;
}

/** The deflate settings of version 1 (the dictionary, best compression, memLevel 9). */
export const DETAIL_DEFLATE_OPTIONS = {
  dictionary: DICTIONARY_V1,
  level: constants.Z_BEST_COMPRESSION,
  memLevel: 9,
} as const;

/** The uncompressed payload of a detail: the JSON array `[input, rates, reasons, timeRecordIds, inputLines]`. */
export function detailPayload(input: unknown, lines: readonly PayLine[]): string {
  return JSON.stringify([
    input,
    lines.map((l) => l.rate),
    lines.map((l) => l.reason),
    lines.map((l) => l.timeRecordIds),
    lines.map((l) => l.inputLine),
  ]);
}

/** A payload of {@link detailPayload} → the stored detail (version byte 1, then the raw deflate). */
export function encodePayload(json: string): Buffer {
  const packed = deflateRawSync(json, DETAIL_DEFLATE_OPTIONS);
  const out = Buffer.allocUnsafe(packed.length + 1);
  out[0] = 1;
  packed.copy(out, 1);
  return out;
}

/** Encodes the detail of a paycheck (version 1). Many at once: ./detail-encoder.ts. */
export function encodeDetail(input: unknown, lines: readonly PayLine[]): Buffer {
  return encodePayload(detailPayload(input, lines));
}

/**
 * Decodes a detail written by {@link encodeDetail} or by the migration (version 0).
 * @throws Error on an unknown version byte (a newer writer's data read by an older reader).
 */
export function decodeDetail(detail: Uint8Array): PaycheckDetail {
  return parseDetailPayload(inflatePayload(detail));
}

/**
 * A stored detail → its payload (JSON text): version 0 as is, version 1 inflated.
 * @throws Error on an unknown version byte.
 */
export function inflatePayload(detail: Uint8Array): string {
  const buf = Buffer.isBuffer(detail)
    ? detail
    : Buffer.from(detail.buffer, detail.byteOffset, detail.byteLength);
  const version = buf[0];
  if (version === 0) return buf.toString('utf8', 1);
  if (version === 1) return inflateRawSync(buf.subarray(1), { dictionary: DICTIONARY_V1 }).toString('utf8');
  throw new Error(`paycheck detail: unknown version ${String(version)}`);
}

/** A detail's payload (the JSON text of {@link detailPayload}) → its values. */
export function parseDetailPayload(text: string): PaycheckDetail {
  const [input, rates, reasons, timeRecordIds, inputLines] = JSON.parse(text) as [
    unknown,
    PaycheckDetail['rates'],
    PaycheckDetail['reasons'],
    PaycheckDetail['timeRecordIds'],
    PaycheckDetail['inputLines'],
  ];
  return { input, rates, reasons, timeRecordIds, inputLines };
}
