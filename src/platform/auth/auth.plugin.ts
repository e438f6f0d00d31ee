/**
 * API-key authentication. `X-API-Key: <key>` or `Authorization: Bearer <key>` on every request
 * except public routes (`config: { public: true }`). Missing, unknown or revoked → 401.
 *
 * Keys and company settings are cached in memory (30 s; company settings are invalidated on
 * `PATCH /companies`), so authentication costs no query per request (docs/performance.md). A key
 * revoked from another process stops working within the cache TTL (docs/decisions).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { toInt } from '../db/type-parsers.js';
import { DomainError } from '../../shared/errors.js';
import { findKeyByPrefix, hashApiKey, hashesEqual, parseApiKey } from './api-keys.js';

/** Plans in order; a route needing `payroll` accepts `payroll` and `premium`. */
export const PLANS = ['timetracking', 'payroll', 'premium'] as const;
/** A company plan. */
export type Plan = (typeof PLANS)[number];

/** The tenant scope of a request: every repository call takes `companyId` from here. */
export interface AuthContext {
  companyId: number;
  /** Visible prefix of the API key (audit trail, logs). */
  keyPrefix: string;
  company: CompanySettings;
}

/** Company settings needed on hot paths. */
export interface CompanySettings {
  id: number;
  name: string;
  plan: Plan;
  timezone: string;
  workweekStart: string;
  dailyCutoff: string;
  requireCustomer: boolean;
  requireProject: boolean;
  /** Breaks shorter than this many minutes are paid time worked (docs/overtime-rules.md). */
  minUnpaidBreakMinutes: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
  interface FastifyContextConfig {
    public?: boolean;
  }
  interface FastifyInstance {
    companySettings: CompanySettingsCache;
  }
}

const TTL_MS = 30_000;

/** In-memory cache of company settings (one row per company). */
export class CompanySettingsCache {
  private readonly map = new Map<number, { value: CompanySettings; at: number }>();
  constructor(private readonly db: Kysely<DB>) {}

  /** Settings of `companyId`, from cache or one query. */
  async get(companyId: number): Promise<CompanySettings | null> {
    const hit = this.map.get(companyId);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
    const row = await this.db
      .selectFrom('companies')
      .select([
        'id',
        'name',
        'plan',
        'timezone',
        'workweek_start',
        'daily_cutoff',
        'require_customer',
        'require_project',
        'min_unpaid_break_minutes',
      ])
      .where('id', '=', companyId)
      .executeTakeFirst();
    if (!row) return null;
    const value: CompanySettings = {
      id: toInt(row.id),
      name: row.name,
      plan: row.plan,
      timezone: row.timezone,
      workweekStart: row.workweek_start,
      dailyCutoff: row.daily_cutoff,
      requireCustomer: row.require_customer,
      requireProject: row.require_project,
      minUnpaidBreakMinutes: row.min_unpaid_break_minutes,
    };
    this.map.set(companyId, { value, at: Date.now() });
    return value;
  }

  /** Drops the cached settings of a company (after it changed). */
  invalidate(companyId: number): void {
    this.map.delete(companyId);
  }
}

function extractKey(req: FastifyRequest): string | null {
  const header = req.headers['x-api-key'];
  if (typeof header === 'string' && header.length > 0) return header.trim();
  const auth = req.headers.authorization;
  if (typeof auth === 'string') {
    const m = /^Bearer\s+(.+)$/i.exec(auth);
    if (m) return m[1]!.trim();
  }
  return null;
}

/** Registers the authentication hook (non-encapsulated). */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { db: Kysely<DB> }) => {
    const keys = new Map<
      string,
      { companyId: number; keyHash: string; revoked: boolean; at: number } | { missing: true; at: number }
    >();
    const settings = new CompanySettingsCache(opts.db);
    app.decorate('companySettings', settings);
    app.decorateRequest('auth', null as unknown as AuthContext);

    app.addHook('onRequest', async (req) => {
      if (req.routeOptions.config?.public) return;
      const key = extractKey(req);
      if (!key) {
        throw new DomainError(
          'unauthorized',
          'Send your API key in the X-API-Key header (or Authorization: Bearer <key>)',
        );
      }
      const parsed = parseApiKey(key);
      if (!parsed) throw new DomainError('unauthorized', 'The API key is malformed');
      let entry = keys.get(parsed.prefix);
      if (!entry || Date.now() - entry.at > TTL_MS) {
        const row = await findKeyByPrefix(opts.db, parsed.prefix);
        entry = row ? { ...row, at: Date.now() } : { missing: true, at: Date.now() };
        keys.set(parsed.prefix, entry);
      }
      if ('missing' in entry || !hashesEqual(entry.keyHash, hashApiKey(key))) {
        throw new DomainError('unauthorized', 'The API key is not valid');
      }
      if (entry.revoked) {
        throw new DomainError('unauthorized', `The API key ${parsed.prefix} has been revoked`);
      }
      const company = await settings.get(entry.companyId);
      if (!company) throw new DomainError('unauthorized', 'The API key is not valid');
      req.auth = { companyId: entry.companyId, keyPrefix: parsed.prefix, company };
    });
  },
  { name: 'payclock-auth' },
);

/**
 * preValidation hook (plan before body validation): the company plan must be `plan` or higher,
 * else 403 `plan_required`.
 */
export function requirePlan(plan: Plan) {
  const min = PLANS.indexOf(plan);
  return async (req: FastifyRequest): Promise<void> => {
    if (PLANS.indexOf(req.auth.company.plan) < min) {
      throw new DomainError(
        'plan_required',
        `This operation needs the ${plan} plan or higher; the company is on ${req.auth.company.plan}`,
      );
    }
  };
}
