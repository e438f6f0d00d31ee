/**
 * The event log and the delivery log (docs/webhooks.md): GET /events (the last 30 days, newest
 * first, by type and time), GET /events/:id, POST /events/:id/redeliver and
 * GET /webhook-endpoints/:id/deliveries (each delivery with every attempt).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { AuthContext } from '../../platform/auth/auth.plugin.js';
import { toInt } from '../../platform/db/type-parsers.js';
import { decodeCursor, page } from '../../platform/http/pagination.js';
import { DomainError, invalid, notFound } from '../../shared/errors.js';
import type { Clock } from '../../shared/time.js';
import { actorOf, recordAudit } from '../audit/audit.repository.js';
import { isEventType } from './catalogue.js';
import { findEndpoint, subscribedEndpointIds } from './endpoints.repository.js';
import * as repo from './events.repository.js';
import { EVENT_RETENTION_MS } from './outbox.js';
import { toDelivery, toEvent } from './webhooks.mappers.js';

/** Event and delivery log use cases. */
export class WebhookEventsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    /** Called after deliveries are queued (wakes the worker of this process). */
    private readonly queued: () => void = () => {},
  ) {}

  private floor(): string {
    return new Date(this.clock.now().getTime() - EVENT_RETENTION_MS).toISOString();
  }

  /**
   * GET /events: newest first. `type` is a comma-separated list of event types (or `ping`);
   * `created_from`/`created_to` bound the instant (never earlier than 30 days ago). @throws 400.
   */
  async list(
    auth: AuthContext,
    q: { limit: number; cursor?: string; type?: string; created_from?: string; created_to?: string },
  ) {
    const before = decodeCursor(q.cursor, 1);
    const types = q.type
      ?.split(',')
      .map((t) => t.trim())
      .filter((t) => t.length > 0);
    for (const t of types ?? []) {
      if (t !== 'ping' && !isEventType(t)) throw invalid('type', `${JSON.stringify(t)} is not an event type`);
    }
    const floor = this.floor();
    const from =
      q.created_from !== undefined && new Date(q.created_from).toISOString() > floor
        ? new Date(q.created_from).toISOString()
        : floor;
    const rows = await repo.listEvents(
      this.db,
      auth.companyId,
      {
        from,
        ...(q.created_to !== undefined ? { to: new Date(q.created_to).toISOString() } : {}),
        ...(types ? { types } : {}),
      },
      before ? Number(before[0]) : null,
      q.limit,
    );
    return page(
      rows,
      q.limit,
      (r) => toEvent(r.payload),
      (r) => [toInt(r.seq)],
    );
  }

  /** GET /events/:id (within 30 days). @throws 404. */
  async get(auth: AuthContext, id: string) {
    const row = await repo.findEvent(this.db, auth.companyId, id, this.floor());
    if (!row) throw notFound('Event', id);
    return toEvent(row.payload);
  }

  /**
   * POST /events/:id/redeliver → 202 `{ data: Delivery[] }`: a new delivery of the same message
   * (same `webhook-id`, a fresh signature) to one endpoint, or to every enabled endpoint subscribed
   * to its type. @throws 404; 400 invalid_reference (endpoint of another company); 409 invalid_state
   * (endpoint disabled, or no endpoint to deliver to).
   */
  async redeliver(auth: AuthContext, id: string, body: { webhook_endpoint_id?: number }) {
    const now = this.clock.now();
    const ev = await repo.findEvent(this.db, auth.companyId, id, this.floor());
    if (!ev) throw notFound('Event', id);
    const created = await this.db.transaction().execute(async (trx) => {
      let targets: number[];
      if (body.webhook_endpoint_id !== undefined) {
        const e = await findEndpoint(trx, auth.companyId, body.webhook_endpoint_id);
        if (!e) {
          throw new DomainError(
            'invalid_reference',
            `webhook_endpoint_id ${body.webhook_endpoint_id} is not an endpoint of this company`,
            [{ field: 'webhook_endpoint_id', message: 'unknown endpoint' }],
          );
        }
        if (!e.enabled) {
          throw new DomainError('invalid_state', `webhook endpoint ${body.webhook_endpoint_id} is disabled`);
        }
        targets = [toInt(e.id)];
      } else {
        targets = await subscribedEndpointIds(trx, auth.companyId, ev.type);
        if (targets.length === 0) {
          throw new DomainError('invalid_state', `no enabled webhook endpoint subscribes to ${ev.type}`);
        }
      }
      const rows = await repo.insertDeliveries(
        trx,
        targets.map((endpointId) => repo.manualDelivery(auth.companyId, endpointId, ev, now)),
      );
      await recordAudit(trx, auth.companyId, {
        resourceType: 'webhook_event',
        resourceId: id,
        action: 'redeliver',
        actor: actorOf(auth),
        source: 'partner_api',
        after: { webhook_endpoint_ids: targets },
        at: now,
      });
      return rows;
    });
    this.queued();
    return { data: created.map((d) => toDelivery(d, [])) };
  }

  /** GET /webhook-endpoints/:id/deliveries: newest first, each with its attempts. @throws 404. */
  async deliveries(
    auth: AuthContext,
    endpointId: number,
    q: { limit: number; cursor?: string; status?: string; event_id?: string },
  ) {
    const before = decodeCursor(q.cursor, 1);
    if (!(await findEndpoint(this.db, auth.companyId, endpointId))) {
      throw notFound('Webhook endpoint', endpointId);
    }
    const rows = await repo.listDeliveries(
      this.db,
      auth.companyId,
      endpointId,
      {
        ...(q.status !== undefined ? { status: q.status } : {}),
        ...(q.event_id !== undefined ? { eventId: q.event_id } : {}),
      },
      before ? Number(before[0]) : null,
      q.limit,
    );
    const shown = rows.slice(0, q.limit);
    const attempts = await repo.attemptsOf(
      this.db,
      auth.companyId,
      shown.map((d) => toInt(d.id)),
    );
    const byDelivery = new Map<number, repo.AttemptRow[]>();
    for (const a of attempts) {
      const k = toInt(a.delivery_id);
      byDelivery.set(k, [...(byDelivery.get(k) ?? []), a]);
    }
    return page(
      rows,
      q.limit,
      (d) => toDelivery(d, byDelivery.get(toInt(d.id)) ?? []),
      (d) => [toInt(d.id)],
    );
  }
}
