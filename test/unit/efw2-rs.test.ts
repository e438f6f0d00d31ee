/**
 * The EFW2 Code RS record (src/modules/year-end/efw2-rs.ts) with a locality: a New York City
 * resident (NY state wages 50,000.00, tax 2,500.00; NYC wages 50,000.00, tax 1,750.00) and the
 * local tax type codes.
 */
import { describe, expect, it } from 'vitest';
import { rsRecord, STATE_NUMERIC, taxTypeCode } from '../../src/modules/year-end/efw2-rs.js';
import { Efw2FieldError } from '../../src/modules/year-end/efw2-fields.js';

const at = (rec: string, from: number, to: number) => rec.slice(from - 1, to);
const person = {
  ssn: '123456789',
  firstName: 'Ana',
  middleName: 'B',
  lastName: 'Núñez',
  address: { delivery: '10 W 4th St', location: 'Apt 2C', city: 'New York', state: 'NY', zip: '10012-1234' },
};

describe('EFW2 RS record', () => {
  it('puts the state, the locality and the person where the layout says, 512 characters', () => {
    const r = rsRecord(2026, person, {
      state: 'NY',
      employerStateId: '12-345678 9',
      wages: 5_000_000,
      incomeTax: 250_000,
      local: { jurisdiction: 'NYC', wages: 5_000_000, tax: 175_000 },
    });
    expect(r).toHaveLength(512);
    expect(at(r, 1, 4)).toBe('RS36'); // New York = 36
    expect(at(r, 10, 18)).toBe('123456789');
    expect(at(r, 19, 33)).toBe('ANA'.padEnd(15));
    expect(at(r, 34, 48)).toBe('B'.padEnd(15));
    expect(at(r, 49, 68)).toBe('NUNEZ'.padEnd(20)); // accents dropped, upper case
    expect(at(r, 73, 94)).toBe('APT 2C'.padEnd(22));
    expect(at(r, 95, 116)).toBe('10 W 4TH ST'.padEnd(22));
    expect(at(r, 117, 138)).toBe('NEW YORK'.padEnd(22));
    expect(at(r, 139, 149)).toBe('NY100121234');
    expect(at(r, 197, 202)).toBe('122026');
    expect(at(r, 248, 267)).toBe('123456789'.padEnd(20));
    expect(at(r, 274, 275)).toBe('36');
    expect(at(r, 276, 286)).toBe('00005000000'); // 50,000.00
    expect(at(r, 287, 297)).toBe('00000250000'); // 2,500.00
    expect(at(r, 308, 308)).toBe('C'); // a city
    expect(at(r, 309, 319)).toBe('00005000000');
    expect(at(r, 320, 330)).toBe('00000175000'); // 1,750.00
    expect(at(r, 488, 512)).toBe(' '.repeat(25));
  });

  it('codes localities C (city), E (school district), F (other); knows 50 states and DC', () => {
    expect([taxTypeCode('NYC'), taxTypeCode('OH-SD-1234'), taxTypeCode('PA-700102')]).toEqual([
      'C',
      'E',
      'F',
    ]);
    expect(Object.keys(STATE_NUMERIC)).toHaveLength(51);
    expect([STATE_NUMERIC.CA, STATE_NUMERIC.TX, STATE_NUMERIC.DC, STATE_NUMERIC.WY]).toEqual([
      '06',
      '48',
      '11',
      '56',
    ]);
    expect(() =>
      rsRecord(2026, person, { state: 'PR', employerStateId: '', wages: 1, incomeTax: 0, local: null }),
    ).toThrow(Efw2FieldError);
    expect(() =>
      rsRecord(2026, person, { state: 'NY', employerStateId: '', wages: 1e12, incomeTax: 0, local: null }),
    ).toThrow(Efw2FieldError); // over 11 digits
  });
});
