/**
 * Read-side settlement cannot be forgotten (src/modules/time-off/postings.ts,
 * docs/decisions/0016-time-off-posting-after-approval.md): every source file that touches
 * `time_off_entries` is listed here with the entry point that settles the company's queued
 * postings before it runs, and each of those entry points calls `settleTimeOff`. A new file
 * reading the ledger fails this test until it is classified (and its callers settle).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', '..', 'src');

/** Files touching time_off_entries → how their reads are settled (or why they need not be). */
const READERS: Record<string, string> = {
  'modules/time-off/time-off.repository.ts': 'time-off.routes.ts preHandler; accrual-posting (the posting)',
  'modules/time-off/balances.repository.ts':
    'policies.service (year end), reached only through time-off.routes.ts',
  'modules/time-off/policies.service.ts':
    'year-end carryover/expiry, reached only through time-off.routes.ts',
  'modules/time-off/liability.ts': '/reports/time-off-liability in time-off.routes.ts',
  'modules/time-off/payroll-lines.ts':
    'payoutBalances: draft-initialize.ts, termination-payout.ts and approvalWrites settle first',
  'modules/time-off/ledger-reads.ts': 'the posting itself (runs inside a posting job)',
  'modules/time-off/accrual-posting.ts':
    'the posting and the reversal (the reopen cancels the pending job first)',
  'modules/time-off/enrolled-entries.ts':
    'the join of pay-statement.ts (payrolls/pay-statement.service.ts settles first) and ytd.ts (reports.service.ts employeeYtd settles first)',
  'modules/time-off/demo.ts': 'demo seeding: writes opening entries into a new company (nothing queued)',
};

/** Entry points that must call settleTimeOff. */
const SETTLING = [
  'modules/time-off/time-off.routes.ts',
  'modules/payrolls/pay-statement.service.ts',
  'modules/time-off/termination-payout.ts',
  'modules/payrolls/draft-initialize.ts',
  'modules/time-off/postings.ts',
  'modules/reports/reports.service.ts',
];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? files(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : [],
  );
}

describe('read-side settlement of queued time-off postings', () => {
  it('every file touching time_off_entries is classified', () => {
    const touching = files(SRC)
      .map((f) => f.slice(SRC.length + 1))
      .filter((f) => !f.startsWith('migrations/') && !f.startsWith('platform/db/'))
      .filter((f) => readFileSync(join(SRC, f), 'utf8').includes('time_off_entries'))
      .sort();
    expect(touching).toEqual(Object.keys(READERS).sort());
  });

  it('every settling entry point calls settleTimeOff', () => {
    for (const f of SETTLING) expect(readFileSync(join(SRC, f), 'utf8'), f).toMatch(/settleTimeOff\(/);
  });
});
