import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inputHash } from '../../src/modules/payrolls/input-hash.js';

const whole = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

describe('inputHash (src/modules/payrolls/input-hash.ts)', () => {
  it('is the sha256 of JSON.stringify(body), hashed entry by entry', () => {
    const body = {
      type: 'regular',
      start_date: '2026-10-25',
      end_date: '2026-11-07',
      payday: '2026-11-13',
      pay_frequency: undefined,
      pay_schedule_group_id: 3,
      employees: [
        {
          employee_id: 1,
          note: 'Ünïcode × "quotes"',
          payrollData: { earnings: [{ type: 'regular', hours: 80, rate: 25 }] },
        },
        { employee_id: 2, payment_method: 'manual', payrollData: { earnings: [] } },
      ],
      contractors: [],
      off_cycle_options: null,
    };
    // JSON.stringify leaves pay_frequency (undefined) out; the streamed hash must do the same.
    expect(inputHash(body)).toBe(whole(body));
    // …and it is the digest of these exact bytes (a known value, not just self-consistency):
    expect(inputHash({ employees: [] })).toBe(createHash('sha256').update('{"employees":[]}').digest('hex'));
  });

  it('differs when one entry changes', () => {
    const a = { type: 'regular', employees: [{ employee_id: 1 }, { employee_id: 2 }] };
    const b = { type: 'regular', employees: [{ employee_id: 1 }, { employee_id: 3 }] };
    expect(inputHash(a)).toBe(whole(a));
    expect(inputHash(b)).toBe(whole(b));
    expect(inputHash(a)).not.toBe(inputHash(b));
  });
});
