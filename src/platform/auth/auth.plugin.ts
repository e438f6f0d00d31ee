/**
 * API-key authentication. `X-API-Key: <key>` or `Authorization: Bearer <key>` on every request
 * except public routes (`config: { public: true }`). Missing, unknown or revoked → 401.
 *
 * Keys and company settings are cached in memory (30 s), so authentication costs no query per
 * request (docs/performance.md). With a {@link CacheChangeFeed} (the server always has one) a
 * revoked key or changed settings are dropped from the cache of every process as the change
 * commits, and while the feed is down entries live 1 s only (decision 0012). `PATCH /companies`
 * also drops its company's entry in this process at once.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { toInt } from '../db/type-parsers.js';
import { DomainError } from '../../shared/errors.js';
import { findKeyByPrefix, hashApiKey, hashesEqual, parseApiKey } from './api-keys.js';
import type { CacheChangeFeed } from './cache-events.js';
import { ExpiringCache } from './expiring-cache.js';

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
  /** Set when the request carries a component token instead of an API key (issue 23). */
  component?: ComponentGrant;
}

/**
 * What a component token grants (modules/components): `employee` scope reaches one employee's
 * routes, `admin` scope the company's admin components; both only the routes their components need.
 */
export interface ComponentGrant {
  scope: 'employee' | 'admin';
  /** The employee of an `employee` token; null for `admin`. */
  employeeId: number | null;
  /** UTC instant the token expires, ISO 8601. */
  expiresAt: string;
}

/**
 * Authenticates bearer credentials other than API keys (component tokens, modules/components):
 * `matches` tells whether a credential is one of its own; `authenticate` returns the request's
 * auth context or throws 401 problem+json.
 */
export interface TokenAuthenticator {
  matches(credential: string): boolean;
  authenticate(credential: string, settings: CompanySettingsCache): Promise<AuthContext>;
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

/** How long a key or company entry is kept while changes are heard (or without a feed), ms. */
const TTL_MS = 30_000;
/** How long entries are kept while the change feed is down, ms: a revocation still applies within 1 s. */
const UNHEARD_TTL_MS = 1_000;

/** In-memory cache of company settings (one row per company). */
export class CompanySettingsCache {
  private readonly cache: ExpiringCache<number, CompanySettings | null>;
  /** @param ttlMs how long a row loaded now may be kept (ms). */
  constructor(
    private readonly db: Kysely<DB>,
    ttlMs: () => number = () => TTL_MS,
  ) {
    this.cache = new ExpiringCache(ttlMs);
  }

  /** Settings of `companyId`, from cache or one query; null for no such company. */
  async get(companyId: number): Promise<CompanySettings | null> {
    return this.cache.get(companyId, async () => {
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
      return {
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
    });
  }

  /** Drops the cached settings of a company (after it changed). */
  invalidate(companyId: number): void {
    this.cache.delete(companyId);
  }

  /** Drops every company's settings. */
  clear(): void {
    this.cache.clear();
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

/** Options of {@link authPlugin}. */
export interface AuthPluginOptions {
  db: Kysely<DB>;
  /** Changes committed by any process (absent: entries live 30 s, this process's own changes aside). */
  cacheFeed?: CacheChangeFeed;
  /** Component tokens (absent: API keys only). */
  tokens?: TokenAuthenticator;
}

/** Registers the authentication hook (non-encapsulated). */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: AuthPluginOptions) => {
    const feed = opts.cacheFeed;
    const ttlMs = () => (feed && !feed.live ? UNHEARD_TTL_MS : TTL_MS);
    const keys = new ExpiringCache<string, Awaited<ReturnType<typeof findKeyByPrefix>>>(ttlMs);
    const settings = new CompanySettingsCache(opts.db, ttlMs);
    app.decorate('companySettings', settings);
    app.decorateRequest('auth', null as unknown as AuthContext);
    if (feed) {
      const unsubscribe = feed.subscribe(
        (change) => {
          if (change.kind === 'api_key') keys.delete(change.prefix);
          else settings.invalidate(change.companyId);
        },
        () => {
          keys.clear();
          settings.clear();
        },
      );
      app.addHook('onClose', async () => {
        unsubscribe();
      });
    }

    app.addHook('onRequest', async (req) => {
      if (req.routeOptions.config?.public) return;
      const key = extractKey(req);
      if (!key) {
        throw new DomainError(
          'unauthorized',
          'Send your API key in the X-API-Key header (or Authorization: Bearer <key>)',
        );
      }
      if (opts.tokens?.matches(key)) {
        req.auth = await opts.tokens.authenticate(key, settings);
        return;
      }
      const parsed = parseApiKey(key);
      if (!parsed) throw new DomainError('unauthorized', 'The API key is malformed');
      // Unknown prefixes are cached too (null), so random keys cannot flood the database.
      const entry = await keys.get(parsed.prefix, () => findKeyByPrefix(opts.db, parsed.prefix));
      if (!entry || !hashesEqual(entry.keyHash, hashApiKey(key))) {
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
