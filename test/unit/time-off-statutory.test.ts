/**
 * Statutory paid-sick-leave minimums as data (time-off-rules/2026, docs/time-off.md "Statutory
 * minimums"): every file names its sources; a figure is presented as verified only when its file
 * is `verified` and the rule is not listed in `unverified`. Policies and expected warnings by hand.
 */
import { describe, expect, it } from 'vitest';
import { policyWarnings, sickLeaveLaws } from '../../src/modules/time-off/statutory.js';
import type { PolicyRow } from '../../src/modules/time-off/time-off.repository.js';

const RULE_KEYS = ['accrual', 'useCap', 'accrualCap', 'waiting', 'carryover'];
const UNVERIFIED = '(figure not yet verified against the official text)';

/** A sick policy: 1 h per `per` worked, the given cap (hours) and waiting period (days). */
function sick(per: number, capHours: number | null, waitingDays = 0): PolicyRow {
  return {
    company_id: '1',
    id: '1',
    name: 'Sick',
    kind: 'sick',
    accrual_method: 'per_hour_worked',
    accrual_hours: '1.0000',
    per_hours_worked: `${per}.0000`,
    front_load_on: null,
    accrual_rounding: 'second',
    max_balance_seconds: capHours === null ? null : String(capHours * 3600),
    max_accrued_per_year_seconds: null,
    max_used_per_year_seconds: null,
    carryover_limit_seconds: null,
    waiting_period_days: waitingDays,
    overtime_accrues: true,
    allow_negative: false,
    payout_on_termination: false,
    auto_enroll: true,
    is_archived: false,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  } as unknown as PolicyRow;
}

describe('time-off-rules/2026', () => {
  it('names the official sources of every verified file, and only known rule keys as unverified', () => {
    const laws = sickLeaveLaws(2026);
    expect(laws.map((l) => l.jurisdiction).sort()).toEqual(
      ['AZ', 'CA', 'CO', 'IL', 'MA', 'NJ', 'NY', 'NY-NYC', 'OR', 'WA'].sort(),
    );
    for (const l of laws.filter((x) => x.verified)) {
      expect(l.sources, l.jurisdiction).toContain(l.url);
      for (const k of l.unverified ?? []) expect(RULE_KEYS, `${l.jurisdiction} ${k}`).toContain(k);
    }
    // verified (with the rules still unconfirmed): CA (cap), NY, OR (cap), IL (40 h, carryover), WA
    expect(
      laws
        .filter((l) => l.verified)
        .map((l) => [l.jurisdiction, l.unverified ?? []])
        .sort(),
    ).toEqual([
      ['CA', ['accrualCap']],
      ['IL', ['useCap', 'accrualCap', 'carryover']],
      ['NY', []],
      ['OR', ['accrualCap']],
      ['WA', []],
    ]);
  });

  it('warns per rule; a confirmed figure without, an unconfirmed one with the "not verified" note', () => {
    const where = (j: string) => ({ jurisdictions: new Set([j]), employees: 20 });
    // WA: 1/50 < 1/40 (WAC 296-128-620(1), confirmed); no cap rule in WA
    const wa = policyWarnings(sick(50, 40), where('WA'), 2026);
    expect(wa.map((w) => [w.code, w.rule])).toEqual([
      ['below_statutory_accrual', 'WAC 296-128-620(1) (RCW 49.46.210)'],
    ]);
    expect(wa[0]!.message).not.toContain(UNVERIFIED);
    // CA: 1/30 is the minimum (no accrual warning); a 48 h cap < 80 h (cap not confirmed);
    // 120 days > 90 (confirmed in the SB 616 digest)
    const ca = policyWarnings(sick(30, 48, 120), where('CA'), 2026);
    expect(ca.map((w) => w.code)).toEqual(['below_statutory_cap', 'statutory_waiting_period']);
    expect(ca[0]!.message).toContain(UNVERIFIED);
    expect(ca[1]!.message).not.toContain(UNVERIFIED);
    // CO: not verified at all → 1/40 < 1/30 says so
    const co = policyWarnings(sick(40, null), where('CO'), 2026);
    expect(co.map((w) => w.code)).toEqual(['below_statutory_accrual']);
    expect(co[0]!.message).toContain(UNVERIFIED);
  });
});
