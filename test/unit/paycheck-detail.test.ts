/**
 * The paycheck detail codec (src/modules/payrolls/ledger/paycheck-detail.ts): version 1 (raw
 * deflate with the preset dictionary) round-trips every value; version 0 (plain JSON, written by the
 * compact-ledger migration) decodes; an unknown version byte is an error, not garbage.
 */
import { describe, expect, it } from 'vitest';
import { decodeDetail, encodeDetail } from '../../src/modules/payrolls/ledger/paycheck-detail.js';
import { payLine } from '../../src/modules/payrolls/ledger/paycheck-record.js';

const input = {
  employee_id: 42,
  payrollData: { earnings: [{ type: 'regular', hours: 80, rate: 25.5 }], note: 'é "q" \\' },
};
const lines = [
  payLine({
    kind: 'earning',
    code: 'regular',
    amountCents: 204000,
    rate: '25.5',
    timeRecordIds: [1, 2, 3],
    inputLine: 0,
  }),
  payLine({ kind: 'tax', code: 'medicare', amountCents: 2958, rate: '0.0145', reason: '1.45% × $2,040.00' }),
];

describe('paycheck detail', () => {
  it('round-trips the entry and each line’s rate, reason, punches and input line (version 1)', () => {
    const b = encodeDetail(input, lines);
    expect(b[0]).toBe(1);
    expect(decodeDetail(b)).toEqual({
      input,
      rates: ['25.5', '0.0145'],
      reasons: [null, '1.45% × $2,040.00'],
      timeRecordIds: [[1, 2, 3], null],
      inputLines: [0, null],
    });
  });

  it('compresses a typical detail well below its JSON size', () => {
    const json = JSON.stringify([
      input,
      ['25.5', '0.0145'],
      [null, '1.45% × $2,040.00'],
      [[1, 2, 3], null],
      [0, null],
    ]);
    expect(encodeDetail(input, lines).length).toBeLessThan(json.length);
  });

  it('decodes version 0 (plain JSON) and refuses an unknown version', () => {
    const v0 = Buffer.concat([
      Buffer.from([0]),
      Buffer.from(JSON.stringify([{ a: 1 }, ['2'], [null], [null], [3]])),
    ]);
    expect(decodeDetail(v0)).toEqual({
      input: { a: 1 },
      rates: ['2'],
      reasons: [null],
      timeRecordIds: [null],
      inputLines: [3],
    });
    expect(() => decodeDetail(Buffer.from([7, 1, 2]))).toThrow('unknown version 7');
  });
});
