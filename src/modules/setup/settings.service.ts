/**
 * Workplace writes (POST|PATCH /workplaces) and company settings (PATCH /companies). Workplace ids
 * are `wrk_` + 20 url-safe characters. SUI rates are stored as decimal strings of fractions.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely, Updateable } from 'kysely';
import type { CompaniesTable, DB } from '../../platform/db/schema.js';
import type { AuthContext } from '../../platform/auth/auth.plugin.js';
import { notifyCacheChange } from '../../platform/auth/cache-events.js';
import { DomainError, notFound } from '../../shared/errors.js';
import { toInt } from '../../platform/db/type-parsers.js';
import { decodeCursor, page } from '../../platform/http/pagination.js';
import { isValidTimeZone, type Clock } from '../../shared/time.js';
import { actorOf, listAudit, recordAudit, toAuditEvent } from '../audit/audit.repository.js';
import { emitEvent } from '../webhooks/outbox.js';
import { toCompany } from '../companies/companies.mappers.js';
import { toWorkplace } from '../workplaces/workplaces.mappers.js';
import { checkAddress, type AddressInput } from './employees.rules.js';
import {
  findWorkplaceRow,
  insertWorkplace,
  lockCompany,
  updateCompany,
  updateWorkplace,
} from './settings.repository.js';
import { Checker, HHMM_RE, show, US_STATES } from './validation.js';

/** A new workplace id: `wrk_` + 20 url-safe characters (120 random bits). */
export function newWorkplaceId(): string {
  return `wrk_${randomBytes(15).toString('base64url')}`;
}

/** Workplace body fields. */
export interface WorkplaceInput {
  line1?: string;
  line2?: string | null;
  city?: string;
  state?: string;
  postal_code?: string;
  country?: string;
  active?: boolean;
  psd_code?: string | null;
}

/** Checks a workplace body; `state` is the workplace's state after the change. */
function checkWorkplace(c: Checker, b: WorkplaceInput, state: string | undefined = b.state): void {
  if (b.state !== undefined) c.state('state', b.state);
  if (b.psd_code != null) {
    if (!/^[0-9]{6}$/.test(b.psd_code)) {
      c.add('psd_code', `${show(b.psd_code)} is not a PSD code (six digits, DCED register)`);
    } else if (state !== 'PA') {
      c.add(
        'psd_code',
        `${show(b.psd_code)}: PSD codes are for Pennsylvania workplaces (state is ${show(state)})`,
      );
    }
  }
  if (b.postal_code !== undefined) c.zip('postal_code', b.postal_code);
  if (b.country !== undefined && b.country !== 'US') {
    c.add('country', `${show(b.country)} is not supported; workplaces are in the US`);
  }
}

/** Company settings body. */
export interface CompanyPatch {
  name?: string;
  email?: string;
  phone?: string | null;
  address?: AddressInput | null;
  timezone?: string;
  workweek_start?: string;
  daily_cutoff?: string;
  default_pay_period?: string | null;
  require_customer?: boolean;
  require_project?: boolean;
  min_unpaid_break_minutes?: number;
  sui_rates?: Record<string, number | null>;
  plan?: unknown;
}

/** Workplace and company settings use cases. */
export class SettingsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  /** Creates a workplace (201 Workplace). @throws 400 (state, ZIP, country). */
  async createWorkplace(
    auth: AuthContext,
    b: Required<Pick<WorkplaceInput, 'line1' | 'city' | 'state' | 'postal_code'>> & WorkplaceInput,
  ) {
    const c = new Checker();
    checkWorkplace(c, b);
    c.throwIfAny();
    const now = this.clock.now().toISOString();
    return this.db.transaction().execute(async (trx) => {
      const after = toWorkplace(
        await insertWorkplace(trx, {
          company_id: auth.companyId,
          id: newWorkplaceId(),
          line1: b.line1.trim(),
          line2: b.line2 ?? null,
          city: b.city.trim(),
          state: b.state,
          postal_code: b.postal_code,
          country: 'US',
          active: b.active ?? true,
          psd_code: b.psd_code ?? null,
          created_at: now,
        }),
      );
      await recordAudit(trx, auth.companyId, {
        resourceType: 'workplace',
        resourceId: after.workplace_id,
        action: 'create',
        actor: actorOf(auth),
        source: 'api',
        after,
        at: new Date(now),
      });
      return after;
    });
  }

  /** Updates a workplace (address fields, active). @throws 404, 400. */
  async updateWorkplace(auth: AuthContext, id: string, b: WorkplaceInput) {
    const now = this.clock.now().toISOString();
    return this.db.transaction().execute(async (trx) => {
      const row = await findWorkplaceRow(trx, auth.companyId, id, true);
      if (!row) throw notFound('Workplace', id);
      const c = new Checker();
      checkWorkplace(c, b, b.state ?? row.state);
      if (b.state !== undefined && b.state !== 'PA' && b.psd_code === undefined && row.psd_code !== null) {
        c.add('psd_code', `the workplace moves out of PA: send psd_code null with state ${show(b.state)}`);
      }
      c.throwIfAny();
      const set = Object.fromEntries(
        Object.entries({
          line1: b.line1?.trim(),
          line2: b.line2,
          city: b.city?.trim(),
          state: b.state,
          postal_code: b.postal_code,
          active: b.active,
          psd_code: b.psd_code,
        }).filter(([, v]) => v !== undefined),
      );
      const after = toWorkplace(
        Object.keys(set).length > 0 ? await updateWorkplace(trx, auth.companyId, id, set) : row,
      );
      await recordAudit(trx, auth.companyId, {
        resourceType: 'workplace',
        resourceId: id,
        action: 'update',
        actor: actorOf(auth),
        source: 'api',
        before: toWorkplace(row),
        after,
        at: new Date(now),
      });
      return after;
    });
  }

  /**
   * Updates company settings and invalidates nothing itself (the route drops the settings cache).
   * @returns Company. @throws 400 (plan, timezone, daily_cutoff, min_unpaid_break_minutes 20–120,
   * sui_rates, address).
   */
  async updateCompany(auth: AuthContext, b: CompanyPatch) {
    const c = new Checker();
    if (b.plan !== undefined) {
      c.add(
        'plan',
        `is not writable through the API (got ${show(b.plan)}); plan changes go through payclock support`,
      );
    }
    const set: Updateable<CompaniesTable> = {};
    if (b.name !== undefined) set.name = b.name.trim();
    if (b.email !== undefined) set.email = c.email('email', b.email);
    if (b.phone !== undefined) set.phone = b.phone;
    if (b.address !== undefined) {
      set.address = b.address === null ? null : JSON.stringify(checkAddress(c, b.address));
    }
    if (b.timezone !== undefined) {
      if (!isValidTimeZone(b.timezone)) {
        c.add('timezone', `${show(b.timezone)} is not an IANA time zone (e.g. America/New_York)`);
      }
      set.timezone = b.timezone;
    }
    if (b.workweek_start !== undefined) set.workweek_start = b.workweek_start;
    if (b.daily_cutoff !== undefined) {
      if (!HHMM_RE.test(b.daily_cutoff)) {
        c.add('daily_cutoff', `${show(b.daily_cutoff)} is not a local time HH:MM (00:00–23:59)`);
      }
      set.daily_cutoff = b.daily_cutoff;
    }
    if (b.default_pay_period !== undefined) set.default_pay_period = b.default_pay_period;
    if (b.require_customer !== undefined) set.require_customer = b.require_customer;
    if (b.require_project !== undefined) set.require_project = b.require_project;
    if (b.min_unpaid_break_minutes !== undefined) {
      const m = b.min_unpaid_break_minutes;
      if (m < 20 || m > 120) {
        c.add(
          'min_unpaid_break_minutes',
          `${show(m)} is not 20–120: breaks under 20 minutes are rest periods and must be paid (29 CFR 785.18)`,
        );
      }
      set.min_unpaid_break_minutes = m;
    }
    const sui: Record<string, string | null> = {};
    for (const [state, rate] of Object.entries(b.sui_rates ?? {})) {
      const field = `sui_rates.${state}`;
      if (!US_STATES.has(state)) c.add(field, `${show(state)} is not a US state code`);
      sui[state] = rate === null ? null : c.decimal(field, rate, 0, 0.2, 6);
    }
    c.throwIfAny();
    const now = this.clock.now().toISOString();
    return this.db.transaction().execute(async (trx) => {
      const row = await lockCompany(trx, auth.companyId);
      if (!row) throw notFound('Company', auth.companyId);
      if (b.sui_rates !== undefined) {
        const merged: Record<string, string> = { ...(row.sui_rates ?? {}) };
        for (const [k, v] of Object.entries(sui)) {
          if (v === null) delete merged[k];
          else merged[k] = v;
        }
        set.sui_rates = JSON.stringify(merged);
      }
      const after = toCompany(
        Object.keys(set).length > 0
          ? await updateCompany(trx, auth.companyId, { ...set, updated_at: now })
          : row,
      );
      const before = toCompany(row);
      await recordAudit(trx, auth.companyId, {
        resourceType: 'company',
        resourceId: auth.companyId,
        action: 'update',
        actor: actorOf(auth),
        source: 'api',
        before,
        after,
        at: new Date(now),
      });
      // Every server process drops its cached settings of the company at commit (decision 0012).
      await notifyCacheChange(trx, { kind: 'company', companyId: auth.companyId });
      await emitEvent(trx, auth.companyId, {
        type: 'company.updated',
        data: after,
        before,
        orderingKey: 'company',
        at: new Date(now),
      });
      return after;
    });
  }
}

/**
 * GET /audit-events: a page of the company's audit trail, oldest first (keyset on id). `since` is
 * an ISO-8601 timestamp (events at or after it). @throws 400 on a bad `since` or cursor.
 */
export async function listAuditEvents(
  db: Kysely<DB>,
  companyId: number,
  q: { resource_type?: string; resource_id?: string; since?: string; limit: number; cursor?: string },
) {
  const after = decodeCursor(q.cursor, 1);
  let since: string | undefined;
  if (q.since !== undefined) {
    const d = new Date(q.since);
    if (!/^\d{4}-\d{2}-\d{2}T/.test(q.since) || Number.isNaN(d.getTime())) {
      throw new DomainError(
        'validation_failed',
        `since: ${show(q.since)} is not an ISO-8601 timestamp (e.g. 2026-03-05T09:00:00.000Z)`,
        [{ field: 'since', message: 'is not an ISO-8601 timestamp' }],
      );
    }
    since = d.toISOString();
  }
  const rows = await listAudit(
    db,
    companyId,
    {
      ...(q.resource_type !== undefined ? { resourceType: q.resource_type } : {}),
      ...(q.resource_id !== undefined ? { resourceId: q.resource_id } : {}),
      ...(since !== undefined ? { since } : {}),
    },
    after ? Number(after[0]) : null,
    q.limit,
  );
  return page(rows, q.limit, toAuditEvent, (r) => [toInt(r.id)]);
}
