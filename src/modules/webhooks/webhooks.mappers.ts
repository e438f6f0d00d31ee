/** Rows of the webhook tables → API shapes (docs/webhooks.md). Secrets never leave as anything but sealed text. */
import { toInt } from '../../platform/db/type-parsers.js';
import type { EndpointRow } from './endpoints.repository.js';
import type { AttemptRow, DeliveryRow } from './events.repository.js';

/** Endpoint row → WebhookEndpoint (no secret). */
export function toEndpoint(r: EndpointRow) {
  return {
    webhook_endpoint_id: toInt(r.id),
    url: r.url,
    event_types: r.event_types,
    description: r.description,
    enabled: r.enabled,
    disabled_reason: r.disabled_reason,
    failing_since: r.failing_since,
    previous_secret_expires_at: r.previous_secret_expires_at,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

/** Attempt row → DeliveryAttempt. */
export function toAttempt(a: AttemptRow) {
  return {
    attempt: a.attempt,
    started_at: a.started_at,
    finished_at: a.finished_at,
    response_status: a.response_status,
    latency_ms: a.latency_ms,
    response_body: a.response_body,
    error: a.error,
  };
}

/** Delivery row and its attempts → Delivery. */
export function toDelivery(d: DeliveryRow, attempts: AttemptRow[]) {
  return {
    delivery_id: toInt(d.id),
    webhook_endpoint_id: toInt(d.endpoint_id),
    event_id: d.event_id,
    event_type: d.event_type,
    status: d.status,
    redelivery: d.redelivery,
    attempt_count: d.attempts,
    next_attempt_at: d.status === 'pending' || d.status === 'retrying' ? d.next_attempt_at : null,
    created_at: d.created_at,
    delivered_at: d.delivered_at,
    failed_at: d.failed_at,
    attempts: attempts.map(toAttempt),
  };
}

/** Stored payload text → Event (the body that is signed and sent). */
export function toEvent(payload: string): Record<string, unknown> {
  return JSON.parse(payload) as Record<string, unknown>;
}
