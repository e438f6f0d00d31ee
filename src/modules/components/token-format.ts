/**
 * Component token strings: `pct_<company id>_<prefix>_<secret>`, where `prefix` is 12 visible
 * characters (audit trail, logs) and `secret` is 32 random bytes in base64url. The company id in the
 * token lets authentication find the row by its primary key `(company_id, prefix)`, inside one
 * tenant. Only the SHA-256 of the whole token is stored (compared in constant time).
 */
import { randomBytes } from 'node:crypto';

/** What every component token starts with (API keys start with `pc_`). */
export const TOKEN_PREFIX = 'pct_';

/** The parts of a well-formed token, or null. */
export function parseComponentToken(token: string): { companyId: number; prefix: string } | null {
  const m = /^pct_([1-9][0-9]{0,15})_([A-Za-z0-9]{12})_([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const companyId = Number(m[1]);
  return Number.isSafeInteger(companyId) ? { companyId, prefix: m[2]! } : null;
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new token string for `companyId` (not stored) and its visible prefix. */
export function generateComponentToken(companyId: number): { token: string; prefix: string } {
  let prefix = '';
  for (const b of randomBytes(12)) prefix += ALNUM[b % ALNUM.length];
  return { token: `pct_${companyId}_${prefix}_${randomBytes(32).toString('base64url')}`, prefix };
}
