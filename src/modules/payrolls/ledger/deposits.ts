/**
 * Direct deposit of a paycheck's net pay across the employee's bank accounts
 * (`/employees/:id/bank-accounts`): accounts with a fixed amount or a percentage of net pay are paid
 * first, in creation order; the remainder account (neither amount nor percent) is paid last and
 * receives what is left. Without a remainder account, what the splits leave goes to the last
 * account. A percentage share is net × percent ÷ 100, half-up to the cent; no share exceeds what is
 * left. A direct-deposit paycheck of someone with no account on file is paid manually (by check),
 * with a warning. Pure: cents in, cents out.
 */
import type { PaycheckDeposit, PaycheckRecord } from './paycheck-record.js';

/** One active account in deposit order, as the split needs it. */
export interface DepositAccount {
  bankAccountId: number;
  /** Fixed amount in cents, or null. */
  splitAmountCents: number | null;
  /** Percent of net pay as a decimal string with up to 4 decimals ("12.5"), or null. */
  splitPercent: string | null;
  accountType: string;
  accountNumberLast4: string;
  routingNumberLast4: string;
}

/** Percent string → integer ten-thousandths of a percent ("12.5" → 125000). */
function percentUnits(p: string): bigint {
  const [whole, frac = ''] = p.split('.');
  return BigInt(whole!) * 10_000n + BigInt((frac + '0000').slice(0, 4));
}

/** net × percent ÷ 100, half-up to the cent (net ≥ 0). */
export function percentOfNet(netCents: number, percent: string): number {
  const scaled = BigInt(netCents) * percentUnits(percent); // cents × 10^-6
  return Number((scaled + 500_000n) / 1_000_000n);
}

/**
 * Splits `netCents` across `accounts` (deposit order: fixed splits first, the remainder account
 * last). Returns one deposit per account that receives money, in order. Empty when there are no
 * accounts or nothing to pay.
 */
export function splitDeposits(netCents: number, accounts: readonly DepositAccount[]): PaycheckDeposit[] {
  if (accounts.length === 0 || netCents <= 0) return [];
  const fixed = accounts.filter((a) => a.splitAmountCents !== null || a.splitPercent !== null);
  const remainder = accounts.find((a) => a.splitAmountCents === null && a.splitPercent === null);
  const amounts = new Map<number, number>();
  let left = netCents;
  for (const a of fixed) {
    const want =
      a.splitAmountCents !== null ? a.splitAmountCents : percentOfNet(netCents, a.splitPercent ?? '0');
    const share = Math.min(want, left);
    amounts.set(a.bankAccountId, share);
    left -= share;
  }
  const last = remainder ?? accounts[accounts.length - 1]!;
  amounts.set(last.bankAccountId, (amounts.get(last.bankAccountId) ?? 0) + left);
  const order = remainder ? [...fixed, remainder] : fixed;
  return order
    .filter((a) => (amounts.get(a.bankAccountId) ?? 0) > 0)
    .map((a) => ({
      bankAccountId: a.bankAccountId,
      amountCents: amounts.get(a.bankAccountId)!,
      accountType: a.accountType,
      accountNumberLast4: a.accountNumberLast4,
      routingNumberLast4: a.routingNumberLast4,
    }));
}

/**
 * Sets the deposits of every direct-deposit paycheck from its person's accounts; a direct-deposit
 * paycheck of someone without an account becomes `manual` with a `no_bank_account` warning.
 * Manual paychecks get no deposits. Returns whether any payment method changed. Mutates `paychecks`.
 */
export function assignDeposits(
  paychecks: PaycheckRecord[],
  accountsOf: ReadonlyMap<number, readonly DepositAccount[]>,
): boolean {
  let changed = false;
  for (const c of paychecks) {
    c.deposits = [];
    if (c.paymentMethod !== 'direct_deposit') continue;
    const accounts = accountsOf.get(c.employeeId) ?? [];
    if (accounts.length === 0) {
      c.paymentMethod = 'manual';
      c.warnings = [
        ...c.warnings.filter((w) => w.code !== 'no_bank_account'),
        {
          code: 'no_bank_account',
          message:
            'Direct deposit was asked but the person has no bank account on file (POST /employees/:id/bank-accounts): paid manually (by check)',
        },
      ];
      changed = true;
      continue;
    }
    c.deposits = splitDeposits(c.netCents, accounts);
  }
  return changed;
}
