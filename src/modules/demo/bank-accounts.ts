/**
 * Bank accounts of the demo company's direct-deposit people (never real accounts): each gets one
 * checking account that receives the remainder of the net pay, and every third also a savings
 * account taking 10% of it. Routing numbers are well-known public bank routing numbers (valid ABA
 * checksums); account numbers are made up from the person's position. Numbers are sealed with the
 * deployment's key, as the bank-accounts API seals them.
 */
import type { Sealer } from '../../platform/crypto/sealing.js';
import type { DemoCompany } from './generator.js';

/** Public ABA routing numbers with valid checksums (JPMorgan Chase NY, Bank of America CA, Wells Fargo CA). */
const ROUTING = ['021000021', '121000358', '121042882'];

/** One account row to insert, with the generated person's index instead of the database id. */
export interface DemoBankAccount {
  employee: number;
  routing_number_sealed: string;
  routing_number_last4: string;
  account_number_sealed: string;
  account_number_last4: string;
  account_type: 'checking' | 'savings';
  split_percent: string | null;
}

/** The accounts of every demo person paid by direct deposit (deterministic for a demo). */
export function demoBankAccounts(demo: DemoCompany, sealer: Sealer): DemoBankAccount[] {
  const out: DemoBankAccount[] = [];
  demo.employees.forEach((e, i) => {
    if (e.paymentMethod !== 'direct_deposit') return;
    const routing = ROUTING[i % ROUTING.length]!;
    const account = (type: 'checking' | 'savings', n: string, percent: string | null): DemoBankAccount => ({
      employee: i,
      routing_number_sealed: sealer.seal(routing),
      routing_number_last4: routing.slice(-4),
      account_number_sealed: sealer.seal(n),
      account_number_last4: n.slice(-4),
      account_type: type,
      split_percent: percent,
    });
    if (i % 3 === 0) out.push(account('savings', String(5_200_000_000 + i * 7_919), '10'));
    out.push(account('checking', String(4_100_000_000 + i * 7_919), null));
  });
  return out;
}
