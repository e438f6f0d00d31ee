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

describe('due dates by rule kind', () => {
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
