/**
 * Component tokens (issue 23, docs/components.md): issued with an API key for one employee or for
 * the company's admin scope, for at most 15 minutes, and accepted by the authentication hook in
 * place of an API key (see {@link ComponentTokenAuthenticator}); what each scope reaches is
 * `scopes.ts`. Allowed browser origins (CORS) are a company setting kept here too.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type {
  AuthContext,
  CompanySettingsCache,
  TokenAuthenticator,
} from '../../platform/auth/auth.plugin.js';
import { hashApiKey, hashesEqual } from '../../platform/auth/api-keys.js';
import { ExpiringCache } from '../../platform/auth/expiring-cache.js';
import { DomainError, invalid } from '../../shared/errors.js';
import { actorOf, recordAudit } from '../audit/audit.repository.js';
import type { Clock } from '../../shared/time.js';
import { generateComponentToken, parseComponentToken, TOKEN_PREFIX } from './token-format.js';
import {
  deleteExpiredTokens,
  employeeExists,
  findToken,
  insertToken,
  listOrigins,
  replaceOrigins,
  type TokenRow,
} from './component-tokens.repository.js';

/** Longest lifetime of a token, seconds (15 minutes). */
export const MAX_TOKEN_SECONDS = 900;
/** Shortest lifetime a caller may ask for, seconds. */
export const MIN_TOKEN_SECONDS = 60;

/** POST /component-tokens body. */
export interface IssueTokenInput {
  scope: 'employee' | 'admin';
  employee_id?: number;
  /** Seconds, 60–900; default 900. */
  lifetime_seconds?: number;
}

/** A token as returned once by POST /component-tokens. */
export interface IssuedComponentToken {
  token: string;
  scope: 'employee' | 'admin';
  employee_id: number | null;
  /** UTC instant, ISO 8601. */
  expires_at: string;
  /** Seconds until `expires_at`. */
  expires_in: number;
}

/** Issues tokens and keeps the company's allowed origins. */
export class ComponentTokensService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly origins: OriginsCache,
  ) {}

  /**
   * Issues a token for the caller's company. 400 `validation_failed` naming `employee_id` (missing
   * for scope employee, given for scope admin) or `lifetime_seconds`; 400 `invalid_reference` for an
   * employee not in the company. Expired tokens of the company are deleted in the same transaction,
   * which also appends an audit row (`component_token` / `issue`: the actor — the API key prefix or
   * `console` —, scope, employee id, token prefix and expiry; never the token or its hash).
   */
  async issue(auth: AuthContext, b: IssueTokenInput): Promise<IssuedComponentToken> {
    const lifetime = b.lifetime_seconds ?? MAX_TOKEN_SECONDS;
    if (!Number.isInteger(lifetime) || lifetime < MIN_TOKEN_SECONDS || lifetime > MAX_TOKEN_SECONDS) {
      throw invalid(
        'lifetime_seconds',
        `${String(lifetime)} must be a whole number of seconds from ${MIN_TOKEN_SECONDS} to ${MAX_TOKEN_SECONDS} (15 minutes)`,
      );
    }
    if (b.scope === 'employee' && b.employee_id === undefined) {
      throw invalid('employee_id', 'is required for scope employee');
    }
    if (b.scope === 'admin' && b.employee_id !== undefined) {
      throw invalid('employee_id', 'must be omitted for scope admin (an admin token reaches every employee)');
    }
    const employeeId = b.scope === 'employee' ? b.employee_id! : null;
    const now = this.clock.now();
    const expires = new Date(now.getTime() + lifetime * 1000);
    const { token, prefix } = generateComponentToken(auth.companyId);
    await this.db.transaction().execute(async (trx) => {
      if (employeeId !== null && !(await employeeExists(trx, auth.companyId, employeeId))) {
        throw new DomainError('invalid_reference', `employee_id: employee ${employeeId} was not found`, [
          { field: 'employee_id', message: `employee ${employeeId} was not found` },
        ]);
      }
      await deleteExpiredTokens(trx, auth.companyId, now.toISOString());
      await insertToken(trx, {
        companyId: auth.companyId,
        prefix,
        tokenHash: hashApiKey(token),
        scope: b.scope,
        employeeId,
        keyPrefix: auth.keyPrefix,
        createdAt: now.toISOString(),
        expiresAt: expires.toISOString(),
      });
      await recordAudit(trx, auth.companyId, {
        resourceType: 'component_token',
        resourceId: `ct_${prefix}`,
        action: 'issue',
        actor: actorOf(auth),
        source: 'api',
        after: {
          scope: b.scope,
          employee_id: employeeId,
          token_prefix: `ct_${prefix}`,
          expires_at: expires.toISOString(),
        },
        at: now,
      });
    });
    return {
      token,
      scope: b.scope,
      employee_id: employeeId,
      expires_at: expires.toISOString(),
      expires_in: lifetime,
    };
  }

  /** The company's allowed origins. */
  async getOrigins(auth: AuthContext): Promise<{ allowed_origins: string[] }> {
    return { allowed_origins: await listOrigins(this.db, auth.companyId) };
  }

  /**
   * Replaces the allowed origins. Each must be an origin: `http(s)://host[:port]`, no path, query
   * or credentials (400 naming `allowed_origins[i]` otherwise); duplicates are kept once.
   */
  async putOrigins(auth: AuthContext, origins: string[]): Promise<{ allowed_origins: string[] }> {
    const clean = origins.map((o, i) => normalizeOrigin(o, `allowed_origins[${i}]`));
    const unique = [...new Set(clean)].sort();
    await this.db.transaction().execute(async (trx) => {
      await replaceOrigins(trx, auth.companyId, unique, this.clock.now().toISOString());
    });
    this.origins.invalidate(auth.companyId);
    return { allowed_origins: unique };
  }
}

/** `https://App.example.com:443/` → `https://app.example.com`; 400 on anything not an origin. */
export function normalizeOrigin(value: string, field: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid(field, `${JSON.stringify(value)} is not a URL origin such as https://app.example.com`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw invalid(field, `${JSON.stringify(value)}: only http and https origins are allowed`);
  }
  if (
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    (url.pathname !== '/' && url.pathname !== '')
  ) {
    throw invalid(field, `${JSON.stringify(value)}: an origin has no path, query, fragment or credentials`);
  }
  return url.origin;
}

/** The allowed origins of each company, cached 30 s (dropped in this process when changed). */
export class OriginsCache {
  private readonly cache = new ExpiringCache<number, ReadonlySet<string>>(() => 30_000);
  constructor(private readonly db: Kysely<DB>) {}

  /** The company's allowed origins. */
  async get(companyId: number): Promise<ReadonlySet<string>> {
    return this.cache.get(companyId, async () => new Set(await listOrigins(this.db, companyId)));
  }

  /** Forgets a company's origins (after a change). */
  invalidate(companyId: number): void {
    this.cache.delete(companyId);
  }
}

/**
 * Accepts `pct_…` credentials in the authentication hook: 401 `unauthorized` for an unknown or
 * malformed token, 401 `token_expired` once `expires_at` has passed (by the app's clock).
 * Lookups are cached 60 s per token prefix; expiry is checked on every request.
 */
export class ComponentTokenAuthenticator implements TokenAuthenticator {
  private readonly cache = new ExpiringCache<string, TokenRow | null>(() => 60_000);
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  /** Whether the credential is a component token. */
  matches(credential: string): boolean {
    return credential.startsWith(TOKEN_PREFIX);
  }

  /** The auth context of a valid token. @throws DomainError 401. */
  async authenticate(credential: string, settings: CompanySettingsCache): Promise<AuthContext> {
    const parsed = parseComponentToken(credential);
    if (!parsed) throw new DomainError('unauthorized', 'The component token is malformed');
    const row = await this.cache.get(`${parsed.companyId}:${parsed.prefix}`, () =>
      findToken(this.db, parsed.companyId, parsed.prefix),
    );
    if (!row || !hashesEqual(row.tokenHash, hashApiKey(credential))) {
      throw new DomainError('unauthorized', 'The component token is not valid');
    }
    if (this.clock.now().getTime() >= Date.parse(row.expiresAt)) {
      throw new DomainError(
        'token_expired',
        `The component token expired at ${row.expiresAt}; ask your server for a new one (POST /component-tokens)`,
      );
    }
    const company = await settings.get(row.companyId);
    if (!company) throw new DomainError('unauthorized', 'The component token is not valid');
    return {
      companyId: row.companyId,
      keyPrefix: `ct_${parsed.prefix}`,
      company,
      component: { scope: row.scope, employeeId: row.employeeId, expiresAt: row.expiresAt },
    };
  }
}
