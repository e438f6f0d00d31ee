/**
 * The direct-deposit split (src/modules/payrolls/ledger/deposits.ts): fixed amounts and percentages
 * of net pay first, the remainder account last; never more than is left; half-up percentages.
 */
import { describe, expect, it } from 'vitest';
import {
  percentOfNet,
  splitDeposits,
  type DepositAccount,
} from '../../src/modules/payrolls/ledger/deposits.js';

const acct = (id: number, amount: number | null, percent: string | null): DepositAccount => ({
  bankAccountId: id,
  splitAmountCents: amount,
  splitPercent: percent,
  accountType: 'checking',
  accountNumberLast4: String(1000 + id),
  routingNumberLast4: '0021',
});
const amounts = (net: number, accounts: DepositAccount[]) =>
  splitDeposits(net, accounts).map((d) => [d.bankAccountId, d.amountCents]);

describe('splitDeposits', () => {
  it('rounds a percentage half-up to the cent', () => {
    // 10 % × $1,369.45 = 136.945 → $136.95; 33.3333 % × $100.00 = 33.33333 → $33.33
    expect(percentOfNet(136_945, '10')).toBe(13_695);
    expect(percentOfNet(10_000, '33.3333')).toBe(3_333);
    // 12.5 % × $0.04 = 0.005 → $0.01 (half-up)
    expect(percentOfNet(4, '12.5')).toBe(1);
  });

  it('caps a fixed amount at what is left and skips accounts that get nothing', () => {
    // $2,000.00 fixed on $1,369.45 net takes it all; the remainder account gets $0 and is left out.
    expect(amounts(136_945, [acct(1, 200_000, null), acct(2, null, null)])).toEqual([[1, 136_945]]);
  });

  it('gives what percentages leave to the last account when there is no remainder account', () => {
    // 50 % of $999.99 = 499.995 → $500.00; 25 % = 249.9975 → $250.00; left 999.99 − 750.00 = 249.99,
    // to the last account: 250.00 + 249.99 = $499.99.
    expect(amounts(99_999, [acct(1, null, '50'), acct(2, null, '25')])).toEqual([
      [1, 50_000],
      [2, 49_999],
    ]);
  });

  it('pays nothing when there is no net pay or no account', () => {
    expect(splitDeposits(0, [acct(1, null, null)])).toEqual([]);
    expect(splitDeposits(10_000, [])).toEqual([]);
  });
});
