/**
 * SQL of component tokens and of the company's allowed origins (tables of migration
 * 2026-11-26T1500_component_tokens). Every statement is scoped to one company.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { toInt } from '../../platform/db/type-parsers.js';

/** A stored token as authentication needs it. */
export interface TokenRow {
  companyId: number;
  tokenHash: string;
  scope: 'employee' | 'admin';
  employeeId: number | null;
  /** UTC instant, ISO 8601. */
  expiresAt: string;
}

/** Stores a new token (hash only). */
export async function insertToken(
  db: Kysely<DB>,
  row: {
    companyId: number;
    prefix: string;
    tokenHash: string;
    scope: 'employee' | 'admin';
    employeeId: number | null;
    keyPrefix: string;
    createdAt: string;
    expiresAt: string;
  },
): Promise<void> {
  await db
    .insertInto('component_tokens')
    .values({
      company_id: row.companyId,
      prefix: row.prefix,
      token_hash: row.tokenHash,
      scope: row.scope,
      employee_id: row.employeeId,
      key_prefix: row.keyPrefix,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** The token with this prefix in the company, or null. */
export async function findToken(db: Kysely<DB>, companyId: number, prefix: string): Promise<TokenRow | null> {
  const r = await db
    .selectFrom('component_tokens')
    .select(['token_hash', 'scope', 'employee_id', 'expires_at'])
    .where('company_id', '=', companyId)
    .where('prefix', '=', prefix)
    .executeTakeFirst();
  if (!r) return null;
  return {
    companyId,
    tokenHash: r.token_hash,
    scope: r.scope,
    employeeId: r.employee_id === null ? null : toInt(r.employee_id),
    expiresAt: new Date(r.expires_at).toISOString(),
  };
}

/** Deletes the company's tokens that expired before `now` (ISO); returns how many. */
export async function deleteExpiredTokens(db: Kysely<DB>, companyId: number, now: string): Promise<number> {
  const r = await db
    .deleteFrom('component_tokens')
    .where('company_id', '=', companyId)
    .where('expires_at', '<', now)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Whether the employee exists in the company. */
export async function employeeExists(
  db: Kysely<DB>,
  companyId: number,
  employeeId: number,
): Promise<boolean> {
  const r = await db
    .selectFrom('employees')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', employeeId)
    .executeTakeFirst();
  return r !== undefined;
}

/** The company's allowed origins, sorted. */
export async function listOrigins(db: Kysely<DB>, companyId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('component_origins')
    .select('origin')
    .where('company_id', '=', companyId)
    .orderBy('origin')
    .execute();
  return rows.map((r) => r.origin);
}

/** Replaces the company's allowed origins (call inside a transaction). */
export async function replaceOrigins(
  db: Kysely<DB>,
  companyId: number,
  origins: string[],
  now: string,
): Promise<void> {
  await db.deleteFrom('component_origins').where('company_id', '=', companyId).execute();
  if (origins.length > 0) {
    await db
      .insertInto('component_origins')
      .values(origins.map((origin) => ({ company_id: companyId, origin, created_at: now })))
      .execute();
  }
}

/** The employee's work state (its workplace's) and home state (its address's), or null. */
export async function employeeStates(
  db: Kysely<DB>,
  companyId: number,
  employeeId: number,
): Promise<{ work: string | null; home: string | null } | null> {
  const r = await db
    .selectFrom('employees as e')
    .leftJoin('workplaces as w', (j) =>
      j.onRef('w.company_id', '=', 'e.company_id').onRef('w.id', '=', 'e.workplace_id'),
    )
    .select(['w.state as work', 'e.address'])
    .where('e.company_id', '=', companyId)
    .where('e.id', '=', employeeId)
    .executeTakeFirst();
  if (!r) return null;
  const home = r.address && typeof r.address.state === 'string' ? r.address.state.toUpperCase() : null;
  return { work: r.work ? r.work.toUpperCase() : null, home };
}
