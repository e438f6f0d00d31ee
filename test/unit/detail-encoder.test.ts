/**
 * The detail worker (src/modules/payrolls/ledger/detail-encoder.ts): many paychecks' details
 * compressed on a worker thread are byte for byte what encodeDetail makes inline, in order, and
 * decode to each paycheck's own values; small writes are encoded inline the same way.
 */
import { describe, expect, it } from 'vitest';
import {
  DetailBatcher,
  encodeDetails,
  inflateDetails,
  INLINE_BELOW,
} from '../../src/modules/payrolls/ledger/detail-encoder.js';
import {
  decodeDetail,
  detailPayload,
  encodeDetail,
} from '../../src/modules/payrolls/ledger/paycheck-detail.js';
import { payLine } from '../../src/modules/payrolls/ledger/paycheck-record.js';

/** Paycheck `i`: its own employee id, hours, punches and a reason naming its wages. */
function paycheck(i: number) {
  const wagesCents = 100_000 + i * 137;
  return {
    input: { employee_id: i + 1, payrollData: { earnings: [{ type: 'regular', hours: 40 + (i % 9) }] } },
    lines: [
      payLine({
        kind: 'earning',
        code: 'regular',
        amountCents: wagesCents,
        rate: String(25 + (i % 5)),
        timeRecordIds: [i * 3, i * 3 + 1],
        inputLine: 0,
      }),
      payLine({
        kind: 'tax',
        code: 'medicare',
        amountCents: Math.round(wagesCents * 0.0145),
        rate: '0.0145',
        reason: `1.45% × $${(wagesCents / 100).toFixed(2)}`,
      }),
    ],
  };
}

describe('detail encoder', () => {
  it('compresses 1,234 details on the worker exactly as encodeDetail does, in order', async () => {
    const paychecks = Array.from({ length: 1234 }, (_, i) => paycheck(i));
    const out = await encodeDetails(paychecks);
    expect(out).toHaveLength(1234);
    for (let i = 0; i < paychecks.length; i++) {
      expect(out[i]!.equals(encodeDetail(paychecks[i]!.input, paychecks[i]!.lines))).toBe(true);
    }
    // paycheck 1,000: wages 100,000 + 1,000 × 137 = 237,000 cents; punches 3,000 and 3,001
    expect(decodeDetail(out[1000]!)).toEqual({
      input: { employee_id: 1001, payrollData: { earnings: [{ type: 'regular', hours: 41 }] } },
      rates: ['25', '0.0145'],
      reasons: [null, '1.45% × $2370.00'],
      timeRecordIds: [[3000, 3001], null],
      inputLines: [0, null],
    });
  });

  it('encodes fewer than INLINE_BELOW paychecks inline, the same bytes', async () => {
    const paychecks = Array.from({ length: INLINE_BELOW - 1 }, (_, i) => paycheck(i));
    const out = await encodeDetails(paychecks);
    expect(out.map((b) => b.toString('base64'))).toEqual(
      paychecks.map((c) => encodeDetail(c.input, c.lines).toString('base64')),
    );
    expect(await encodeDetails([])).toEqual([]);
  });

  it('serves concurrent callers each their own details', async () => {
    const a = Array.from({ length: 600 }, (_, i) => paycheck(i));
    const b = Array.from({ length: 700 }, (_, i) => paycheck(i + 5000));
    const [oa, ob] = await Promise.all([encodeDetails(a), encodeDetails(b)]);
    expect((decodeDetail(oa[599]!).input as { employee_id: number }).employee_id).toBe(600);
    expect((decodeDetail(ob[0]!).input as { employee_id: number }).employee_id).toBe(5001);
    expect((decodeDetail(ob[699]!).input as { employee_id: number }).employee_id).toBe(5700);
  });

  it('batches as paychecks are added, then answers them in the order asked for', async () => {
    const paychecks = Array.from({ length: 1100 }, (_, i) => paycheck(i));
    const batcher = new DetailBatcher();
    // added in reverse (as a computation might), asked for in order; one never added is encoded too
    for (let i = paychecks.length - 1; i >= 1; i--) batcher.add(paychecks[i]!);
    const out = await batcher.finish(paychecks);
    expect(out).toHaveLength(1100);
    for (const i of [0, 1, 499, 500, 1099]) {
      expect(out[i]!.equals(encodeDetail(paychecks[i]!.input, paychecks[i]!.lines))).toBe(true);
    }
    expect((decodeDetail(out[777]!).input as { employee_id: number }).employee_id).toBe(778);
  });

  it('inflates stored details on the worker to their payloads: version 1 and version 0', async () => {
    const paychecks = Array.from({ length: 300 }, (_, i) => paycheck(i));
    const stored: Uint8Array[] = paychecks.map((c) => encodeDetail(c.input, c.lines));
    // a version-0 detail (what the compact-ledger migration wrote): the byte 0, then the JSON
    stored[7] = Buffer.concat([
      Buffer.from([0]),
      Buffer.from(detailPayload(paychecks[7]!.input, paychecks[7]!.lines)),
    ]);
    const texts = await inflateDetails(stored);
    expect(texts).toEqual(paychecks.map((c) => detailPayload(c.input, c.lines)));
    expect(JSON.parse(texts[299]!)[0]).toEqual(paychecks[299]!.input);
  });

  it('rejects an unknown version byte instead of returning garbage', async () => {
    const bad = Buffer.from([9, 1, 2, 3]);
    await expect(inflateDetails([bad])).rejects.toThrow('unknown version 9');
  });
});
