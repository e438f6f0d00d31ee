/**
 * Per test file of the database projects (vitest `setupFiles`): gives the file its own log of
 * tenant-scope violations (decision 0011) and fails the file when anything was logged there. The
 * check throws at the statement already; the log also catches violations that a caller catches
 * and only logs (the webhook worker, the background sweeps) and those of the servers and commands
 * the file starts (they inherit PAYCLOCK_TENANT_SCOPE_LOG). Runs before the file's own imports,
 * so test/helpers/db.ts and test/helpers/server-process.ts see the path.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

const log = path.join(
  os.tmpdir(),
  `payclock-tenant-scope-${process.pid}-${randomBytes(4).toString('hex')}.jsonl`,
);
process.env.PAYCLOCK_TENANT_SCOPE_LOG = log;

// Registered first, so it runs after the file's own afterAll hooks (servers stopped, pools closed).
afterAll(() => {
  if (!fs.existsSync(log)) return;
  const lines = fs.readFileSync(log, 'utf8').trim().split('\n').filter(Boolean);
  fs.rmSync(log, { force: true });
  if (lines.length === 0) return;
  const shown = lines.map((l) => {
    const v = JSON.parse(l) as { pid: number; tables: string[]; reasons: string[]; sql: string };
    return `- pid ${v.pid}, ${v.tables.join(', ')}: ${v.reasons.join('; ')}\n  ${v.sql.replace(/\s+/g, ' ').slice(0, 300)}`;
  });
  throw new Error(`tenant-scope check: ${lines.length} violation(s) in this file:\n${shown.join('\n')}`);
});
