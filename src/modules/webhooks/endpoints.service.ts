/**
 * Webhook endpoints (docs/webhooks.md): create (the signing secret is returned once), list, read,
 * change, delete, rotate the secret (the previous one keeps signing for 24 h) and ping. Secrets are
 * sealed at rest (AES-256-GCM, the same key as bank account numbers) and never reach the audit
 * trail, the logs or any answer other than create and rotate. Every write is audited.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { AuthContext } from '../../platform/auth/auth.plugin.js';
import type { Sealer } from '../../platform/crypto/sealing.js';
import { toInt } from '../../platform/db/type-parsers.js';
import { decodeCursor, page } from '../../platform/http/pagination.js';
import { DomainError, invalid, notFound } from '../../shared/errors.js';
import type { Clock } from '../../shared/time.js';
import { actorOf, recordAudit } from '../audit/audit.repository.js';
import { endpointUrlProblem } from './domain/endpoint-url.js';
import * as repo from './endpoints.repository.js';
import { insertDeliveries, manualDelivery } from './events.repository.js';
import { emitTargetedEvent } from './outbox.js';
import { newSecret } from './signing.js';
import { toDelivery, toEndpoint } from './webhooks.mappers.js';

/** How long the previous secret keeps signing after a rotation: 24 h. */
export const ROTATION_OVERLAP_MS = 24 * 3600 * 1000;

/** Body of create and update. */
export interface EndpointInput {
  url?: string;
  event_types?: string[];
  description?: string | null;
  enabled?: boolean;
}

/** Appends the audit row of an endpoint write (never the secret). */
function audit(
  trx: Kysely<DB>,
  auth: AuthContext,
  id: number,
  action: string,
  before: unknown,
  after: unknown,
  at: Date,
): Promise<void> {
  return recordAudit(trx, auth.companyId, {
    resourceType: 'webhook_endpoint',
    resourceId: id,
    action,
    actor: actorOf(auth),
    source: 'partner_api',
    ...(before !== undefined ? { before } : {}),
    ...(after !== undefined ? { after } : {}),
    at,
  });
}

/** Subscribed types, deduplicated; `*` alone when present. */
function normaliseTypes(types: string[]): string[] {
  return types.includes('*') ? ['*'] : [...new Set(types)];
}

/** Webhook endpoint use cases. */
export class WebhookEndpointsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly sealer: Sealer,
    private readonly allowPrivate: boolean,
    /** Called after a ping is queued (wakes the worker of this process). */
    private readonly queued: () => void = () => {},
  ) {}

  private checkUrl(url: string): void {
    const problem = endpointUrlProblem(url, this.allowPrivate);
    if (problem) throw invalid('url', problem);
  }

  /** POST /webhook-endpoints → 201 WebhookEndpointWithSecret. @throws 400 (url, event_types). */
  async create(auth: AuthContext, b: Required<Pick<EndpointInput, 'url' | 'event_types'>> & EndpointInput) {
    this.checkUrl(b.url);
    const secret = newSecret();
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const row = await repo.insertEndpoint(trx, {
        company_id: auth.companyId,
        url: b.url,
        event_types: JSON.stringify(normaliseTypes(b.event_types)),
        description: b.description ?? null,
        enabled: b.enabled ?? true,
        disabled_reason: b.enabled === false ? 'disabled' : null,
        secret_sealed: this.sealer.seal(secret),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      });
      const after = toEndpoint(row);
      await audit(trx, auth, after.webhook_endpoint_id, 'create', undefined, after, now);
      return { ...after, secret };
    });
  }

  /** GET /webhook-endpoints: a page by id. */
  async list(auth: AuthContext, limit: number, cursor?: string) {
    const after = decodeCursor(cursor, 1);
    const rows = await repo.listEndpoints(this.db, auth.companyId, after ? Number(after[0]) : null, limit);
    return page(rows, limit, toEndpoint, (r) => [toInt(r.id)]);
  }

  /** GET /webhook-endpoints/:id. @throws 404. */
  async get(auth: AuthContext, id: number) {
    const row = await repo.findEndpoint(this.db, auth.companyId, id);
    if (!row) throw notFound('Webhook endpoint', id);
    return toEndpoint(row);
  }

  /**
   * PATCH /webhook-endpoints/:id. `enabled: false` pauses deliveries (pending ones wait);
   * `enabled: true` resumes them and clears `failing_since` and `disabled_reason`. @throws 404, 400.
   */
  async update(auth: AuthContext, id: number, b: EndpointInput) {
    if (b.url !== undefined) this.checkUrl(b.url);
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const row = await repo.findEndpoint(trx, auth.companyId, id, true);
      if (!row) throw notFound('Webhook endpoint', id);
      const enabling = b.enabled === true && !row.enabled;
      const updated = await repo.updateEndpoint(trx, auth.companyId, id, {
        ...(b.url !== undefined ? { url: b.url } : {}),
        ...(b.event_types !== undefined
          ? { event_types: JSON.stringify(normaliseTypes(b.event_types)) }
          : {}),
        ...(b.description !== undefined ? { description: b.description } : {}),
        ...(b.enabled !== undefined ? { enabled: b.enabled } : {}),
        ...(b.enabled === false && row.enabled ? { disabled_reason: 'disabled' } : {}),
        ...(enabling ? { disabled_reason: null, failing_since: null } : {}),
        updated_at: now.toISOString(),
      });
      const after = toEndpoint(updated);
      await audit(trx, auth, id, 'update', toEndpoint(row), after, now);
      return after;
    });
  }

  /** DELETE /webhook-endpoints/:id: the endpoint and its delivery log. @throws 404. */
  async remove(auth: AuthContext, id: number): Promise<void> {
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      const row = await repo.findEndpoint(trx, auth.companyId, id, true);
      if (!row) throw notFound('Webhook endpoint', id);
      await repo.deleteEndpoint(trx, auth.companyId, id);
      await audit(trx, auth, id, 'delete', toEndpoint(row), undefined, now);
    });
  }

  /**
   * POST /webhook-endpoints/:id/rotate-secret → WebhookEndpointWithSecret: a new secret signs from
   * now on; the one it replaces also signs for 24 h (`previous_secret_expires_at`). @throws 404.
   */
  async rotateSecret(auth: AuthContext, id: number) {
    const now = this.clock.now();
    const secret = newSecret();
    return this.db.transaction().execute(async (trx) => {
      const row = await repo.findEndpoint(trx, auth.companyId, id, true);
      if (!row) throw notFound('Webhook endpoint', id);
      const expires = new Date(now.getTime() + ROTATION_OVERLAP_MS).toISOString();
      const updated = await repo.updateEndpoint(trx, auth.companyId, id, {
        secret_sealed: this.sealer.seal(secret),
        previous_secret_sealed: row.secret_sealed,
        previous_secret_expires_at: expires,
        updated_at: now.toISOString(),
      });
      const after = toEndpoint(updated);
      await audit(
        trx,
        auth,
        id,
        'rotate_secret',
        { previous_secret_expires_at: row.previous_secret_expires_at },
        { previous_secret_expires_at: expires },
        now,
      );
      return { ...after, secret };
    });
  }

  /**
   * POST /webhook-endpoints/:id/ping → 202 Delivery: a `ping` event for this endpoint only,
   * delivered by the worker like any other. @throws 404; 409 invalid_state when disabled.
   */
  async ping(auth: AuthContext, id: number) {
    const now = this.clock.now();
    const delivery = await this.db.transaction().execute(async (trx) => {
      const row = await repo.findEndpoint(trx, auth.companyId, id);
      if (!row) throw notFound('Webhook endpoint', id);
      if (!row.enabled) {
        throw new DomainError('invalid_state', `webhook endpoint ${id} is disabled; enable it to ping it`);
      }
      const ev = await emitTargetedEvent(trx, auth.companyId, {
        type: 'ping',
        data: { webhook_endpoint_id: id, message: 'ping from payclock' },
        orderingKey: null,
        at: now,
      });
      const [d] = await insertDeliveries(trx, [
        manualDelivery(auth.companyId, id, { ...ev, type: 'ping' }, now),
      ]);
      await audit(trx, auth, id, 'ping', undefined, { event_id: ev.id }, now);
      return d!;
    });
    this.queued();
    return toDelivery(delivery, []);
  }
}
