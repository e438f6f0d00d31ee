/**
 * API keys: `pc_<prefix>_<secret>`, where `prefix` is 12 visible characters (shown in logs and the
 * audit trail) and `secret` is 32 random bytes in base64url. Only the SHA-256 hash of the whole key
 * is stored; verification compares hashes in constant time.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { toInt } from '../db/type-parsers.js';
import { notifyCacheChange } from './cache-events.js';
import { crossTenant } from '../db/tenant-scope-rules.js';

/** A freshly issued key; `apiKey` is shown once and never stored. */
export interface IssuedKey {
  apiKey: string;
  prefix: string;
  companyId: number;
}

/** The parts of a well-formed key, or null. */
export function parseApiKey(key: string): { prefix: string } | null {
  const m = /^pc_([A-Za-z0-9]{12})_([A-Za-z0-9_-]{43})$/.exec(key);
  return m ? { prefix: m[1]! } : null;
}

/** SHA-256 of the key, hex. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Constant-time comparison of two hex hashes of equal length. */
export function hashesEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a, 'hex');
  const bb = Buffer.from(b, 'hex');
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Generates a new key string (not stored). */
export function generateApiKey(): { apiKey: string; prefix: string } {
  const bytes = randomBytes(12);
  let prefix = '';
  for (const b of bytes) prefix += ALNUM[b % ALNUM.length];
  const secret = randomBytes(32).toString('base64url');
  return { apiKey: `pc_${prefix}_${secret}`, prefix };
}

/** Issues and stores (hash only) a key for the company. Works inside a transaction. */
export async function createApiKey(
  db: Kysely<DB>,
  companyId: number,
  label: string | null = null,
): Promise<IssuedKey> {
  const { apiKey, prefix } = generateApiKey();
  await db
    .insertInto('api_keys')
    .values({ company_id: companyId, prefix, key_hash: hashApiKey(apiKey), label })
    .execute();
  return { apiKey, prefix, companyId };
}

/**
 * Revokes the key with this prefix; returns false when no active key has it. In the same
 * transaction it notifies every server process, which drops the key from its cache at commit
 * (cache-events.ts; within 1 s everywhere). Works inside a transaction or opens one.
 */
export async function revokeApiKey(db: Kysely<DB>, prefix: string, now: Date): Promise<boolean> {
  const revoke = async (trx: Kysely<DB>) => {
    const r = await trx
      .updateTable('api_keys')
      .set({ revoked_at: now.toISOString() })
      .where('prefix', '=', prefix)
      .where('revoked_at', 'is', null)
      .returning('id')
      .modifyEnd(crossTenant('api-key-revoke'))
      .execute();
    if (r.length > 0) await notifyCacheChange(trx, { kind: 'api_key', prefix });
    return r.length > 0;
  };
  return db.isTransaction ? revoke(db) : db.transaction().execute(revoke);
}

/** The company of a key row, for verification (null if unknown). */
export async function findKeyByPrefix(
  db: Kysely<DB>,
  prefix: string,
): Promise<{ companyId: number; keyHash: string; revoked: boolean } | null> {
  const row = await db
    .selectFrom('api_keys')
    .select(['company_id', 'key_hash', 'revoked_at'])
    .where('prefix', '=', prefix)
    .modifyEnd(crossTenant('api-key-lookup'))
    .executeTakeFirst();
  return row
    ? { companyId: toInt(row.company_id), keyHash: row.key_hash, revoked: row.revoked_at !== null }
    : null;
}
