/**
 * State deposit rules as data (tax-tables/2026/deposit-rules/): the ten states of issue 24 are on
 * file with a source for every rule, and the due dates of each rule kind, worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { stateDepositRules, stateDueDate } from '../../src/modules/payments/state-deposit-rules.js';

describe('the data', () => {
  const rules = stateDepositRules(2026);
  it('has CA, NY, TX, IL, PA, FL, GA, NC, OH, NJ with sources', () => {
    expect([...rules.keys()].sort()).toEqual(['CA', 'FL', 'GA', 'IL', 'NC', 'NJ', 'NY', 'OH', 'PA', 'TX']);
    for (const r of rules.values()) {
      for (const s of [r.withholding, r.sui]) {
        if (!s) continue;
        expect(s.publication.length).toBeGreaterThan(5);
        expect(s.url).toMatch(/^https:\/\//);
        expect(typeof s.verified).toBe('boolean');
      }
    }
    // No state income tax in Texas and Florida: no withholding rule.
    expect(rules.get('TX')!.withholding).toBeNull();
    expect(rules.get('FL')!.withholding).toBeNull();
    // Confirmed from the agencies' pages: New York NYS-1 5 business days, NYS-45 and Texas quarterly.
    expect(rules.get('NY')!.withholding).toMatchObject({
      rule: { kind: 'business_days_after_payday', days: 5 },
      verified: true,
    });
    expect(rules.get('TX')!.sui).toMatchObject({
      rule: { kind: 'quarterly', dueDay: 'last' },
      verified: true,
    });
  });
});

describe("the rules confirmed from the agencies' own pages", () => {
  const rules = stateDepositRules(2026);
  it('California (EDD): PIT and SDI on the federal dates, UI and ETT quarterly; New Jersey (Division of Taxation): NJ-500 by the 15th, the third month and NJ-927 by the 30th', () => {
    expect(rules.get('CA')!.withholding).toMatchObject({ rule: { kind: 'follow_federal' }, verified: true });
    expect(rules.get('CA')!.sui).toMatchObject({
      rule: { kind: 'quarterly', dueDay: 'last' },
      verified: true,
    });
    expect(rules.get('NJ')!.withholding).toMatchObject({
      rule: { kind: 'monthly', dueDay: 15, except: { months: [3, 6, 9, 12], dueDay: 30 } },
      verified: true,
    });
    expect(rules.get('NJ')!.sui).toMatchObject({ rule: { kind: 'quarterly', dueDay: 30 }, verified: true });
  });
  it('SUI confirmed from IDES, PA L&I, ODJFS and GDOL: quarterly, last day of the next month; the rest stays unverified', () => {
    for (const st of ['IL', 'PA', 'OH', 'GA']) {
      expect(rules.get(st)!.sui, st).toMatchObject({
        rule: { kind: 'quarterly', dueDay: 'last' },
        verified: true,
      });
    }
    for (const st of ['IL', 'PA', 'GA', 'NC', 'OH']) {
      expect(rules.get(st)!.withholding!.verified, st).toBe(false);
    }
    expect(rules.get('NC')!.sui!.verified).toBe(false);
    expect(rules.get('FL')!.sui!.verified).toBe(false);
  });
});

describe('due dates by rule kind', () => {
  it('monthly with the last month of a quarter apart (New Jersey): a Fri 2026-02-27 payday → Mon 03-16 (15th a Sunday); Fri 2026-03-27 → Thu 04-30', () => {
    const nj = { kind: 'monthly' as const, dueDay: 15, except: { months: [3, 6, 9, 12], dueDay: 30 } };
    expect(stateDueDate(nj, '2026-02-27', '')).toBe('2026-03-16');
    expect(stateDueDate(nj, '2026-03-27', '')).toBe('2026-04-30');
  });
  it('monthly with December by January 31 (Pennsylvania): 2026-12-18 → Sun 2027-01-31 → Mon 02-01; 2026-11-20 → Tue 12-15', () => {
    const pa = { kind: 'monthly' as const, dueDay: 15, except: { months: [12], dueDay: 'last' as const } };
    expect(stateDueDate(pa, '2026-12-18', '')).toBe('2027-02-01');
    expect(stateDueDate(pa, '2026-11-20', '')).toBe('2026-12-15');
  });
  it('monthly, 15th of the next month: a 2026-01-30 payday → Feb 15 (Sun), Feb 16 holiday → Tue 02-17', () => {
    expect(stateDueDate({ kind: 'monthly', dueDay: 15 }, '2026-01-30', '')).toBe('2026-02-17');
  });
  it('quarterly, last day of the next month: Q3 2026 → Sat 10-31 → Mon 11-02', () => {
    expect(stateDueDate({ kind: 'quarterly', dueDay: 'last' }, '2026-08-14', '')).toBe('2026-11-02');
  });
  it('quarterly, the 30th (New Jersey): Q1 2026 → Thu 04-30', () => {
    expect(stateDueDate({ kind: 'quarterly', dueDay: 30 }, '2026-03-13', '')).toBe('2026-04-30');
  });
  it('3 banking days after payday: Wed 2026-11-25 → Fri 27, Mon 30, Tue 12-01', () => {
    expect(stateDueDate({ kind: 'business_days_after_payday', days: 3 }, '2026-11-25', '')).toBe(
      '2026-12-01',
    );
  });
  it('follows the federal due date (California)', () => {
    expect(stateDueDate({ kind: 'follow_federal' }, '2026-11-25', '2026-12-02')).toBe('2026-12-02');
  });
});
