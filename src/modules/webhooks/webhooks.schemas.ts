/**
 * Schemas of the webhooks API (docs/webhooks.md): endpoints, deliveries with their attempts, the
 * event envelope, the `data` shapes that only events have, and the request bodies and queries.
 */
import { Type } from 'typebox';
import { DateTime, IntId, Nullable } from '../../platform/http/schemas.js';
import { PageQuery } from '../../platform/http/pagination.js';
import { Earning } from '../employees/employees.schemas.js';
import { EVENT_TYPE_NAMES } from './catalogue.js';
import { MAX_URL_LENGTH } from './domain/endpoint-url.js';

/** An event type an endpoint can subscribe to, or `*` for all. */
const EventTypeOrAll = Type.String({
  enum: [...EVENT_TYPE_NAMES, '*'],
  description: 'An event type of the catalogue, or `*` for every type',
});

/** `evt_` + 20 url-safe characters. */
export const EventId = Type.String({
  pattern: '^evt_[A-Za-z0-9_-]{20}$',
  description: '`evt_` + 20 url-safe characters',
});

const endpointProps = {
  webhook_endpoint_id: Type.Integer(),
  url: Type.String({ description: 'Where events are POSTed (https://)' }),
  event_types: Type.Array(Type.String(), { description: 'Subscribed event types, or `["*"]`' }),
  description: Nullable(Type.String()),
  enabled: Type.Boolean({ description: 'false: no new deliveries, pending ones wait' }),
  disabled_reason: Nullable(
    Type.String({ description: '`failing_for_3_days` when payclock disabled it, `disabled` by a PATCH' }),
  ),
  failing_since: Nullable(
    Type.String({ format: 'date-time', description: 'First failed attempt since the last success' }),
  ),
  previous_secret_expires_at: Nullable(
    Type.String({
      format: 'date-time',
      description: 'After a rotation, until when the previous secret also signs (24 h)',
    }),
  ),
  created_at: DateTime,
  updated_at: DateTime,
};

/** A webhook endpoint (the secret is never shown again after create or rotate). */
export const WebhookEndpoint = Type.Object(endpointProps, { $id: 'WebhookEndpoint' });

/** An endpoint with its signing secret: the answer of create and rotate-secret, shown once. */
export const WebhookEndpointWithSecret = Type.Object(
  {
    ...endpointProps,
    secret: Type.String({
      description: 'Signing secret `whsec_…` (Standard Webhooks); store it now, it is not shown again',
    }),
  },
  { $id: 'WebhookEndpointWithSecret' },
);

/** One attempt of a delivery. */
const DeliveryAttempt = Type.Object({
  attempt: Type.Integer({ description: '1, 2, …' }),
  started_at: DateTime,
  finished_at: Nullable(DateTime),
  response_status: Nullable(Type.Integer({ description: 'HTTP status; null when no answer came' })),
  latency_ms: Nullable(
    Type.Integer({ description: 'Milliseconds from connecting to the end of the answer' }),
  ),
  response_body: Nullable(Type.String({ description: 'First 1 kB of the response body' })),
  error: Nullable(
    Type.String({ description: 'Why no answer counted: timeout, refused, blocked address, interrupted' }),
  ),
});

/** One event to one endpoint, with every attempt. */
export const Delivery = Type.Object(
  {
    delivery_id: Type.Integer(),
    webhook_endpoint_id: Type.Integer(),
    event_id: Type.String(),
    event_type: Type.String(),
    status: Type.String({ enum: ['pending', 'retrying', 'delivered', 'failed'] }),
    redelivery: Type.Boolean({ description: 'Created by POST /events/{event_id}/redeliver or a ping' }),
    attempt_count: Type.Integer(),
    next_attempt_at: Nullable(DateTime),
    created_at: DateTime,
    delivered_at: Nullable(DateTime),
    failed_at: Nullable(DateTime),
    attempts: Type.Array(DeliveryAttempt),
  },
  { $id: 'Delivery' },
);

/** The event envelope: the body of every webhook and an item of GET /events. */
export const Event = Type.Object(
  {
    id: EventId,
    type: Type.String({ description: 'An event type of the catalogue, or `ping`' }),
    created_at: DateTime,
    company_id: Type.Integer(),
    data: Type.Object({}, { additionalProperties: true, description: 'The resource as the API returns it' }),
    previous_attributes: Type.Optional(
      Type.Object(
        {},
        {
          additionalProperties: true,
          description: 'On updates: the changed fields with their earlier values',
        },
      ),
    ),
  },
  { $id: 'Event' },
);

/** `data` of earning.created: the Earning and its employee. */
export const EarningEventData = Type.Object(
  { employee_id: Type.Integer(), ...Earning.properties },
  { $id: 'EarningEventData' },
);

/** `data` of import.completed. */
export const ImportCompleted = Type.Object(
  {
    kind: Type.String({ enum: ['employees', 'customers', 'projects', 'time-records'] }),
    imported: Type.Integer({ description: 'Rows imported (one resource each)' }),
    source: Type.String({ description: '`csv_import`' }),
  },
  { $id: 'ImportCompleted' },
);

/** `data` of ping. */
export const PingData = Type.Object(
  { webhook_endpoint_id: Type.Integer(), message: Type.String() },
  { $id: 'PingData' },
);

const Url = Type.String({ minLength: 1, maxLength: MAX_URL_LENGTH, description: 'https:// URL' });
const EventTypes = Type.Array(EventTypeOrAll, { minItems: 1, maxItems: 50 });
const Description = Nullable(Type.String({ maxLength: 500 }));

/** POST /webhook-endpoints. */
export const EndpointBody = Type.Object(
  {
    url: Url,
    event_types: EventTypes,
    description: Type.Optional(Description),
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** PATCH /webhook-endpoints/:id (all optional; enabling again clears failing_since). */
export const EndpointPatchBody = Type.Object(
  {
    url: Type.Optional(Url),
    event_types: Type.Optional(EventTypes),
    description: Type.Optional(Description),
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** Path params of one endpoint. */
export const EndpointParams = Type.Object({ webhook_endpoint_id: IntId }, { additionalProperties: false });

/** Path params of one event. */
export const EventParams = Type.Object({ event_id: EventId }, { additionalProperties: false });

/** POST /events/:id/redeliver body (optional). */
export const RedeliverBody = Type.Object(
  {
    webhook_endpoint_id: Type.Optional(
      Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Only this endpoint' }),
    ),
  },
  { additionalProperties: false },
);

/** GET /events query. */
export const EventListQuery = Type.Object(
  {
    ...PageQuery,
    type: Type.Optional(
      Type.String({
        maxLength: 2000,
        description: 'Comma-separated event types (e.g. `time_record.clock_in,ping`)',
      }),
    ),
    created_from: Type.Optional(
      Type.String({ format: 'date-time', description: 'Events at or after this instant (within 30 days)' }),
    ),
    created_to: Type.Optional(
      Type.String({ format: 'date-time', description: 'Events at or before this instant' }),
    ),
  },
  { additionalProperties: false },
);

/** GET /webhook-endpoints/:id/deliveries query. */
export const DeliveryListQuery = Type.Object(
  {
    ...PageQuery,
    status: Type.Optional(Type.String({ enum: ['pending', 'retrying', 'delivered', 'failed'] })),
    event_id: Type.Optional(EventId),
  },
  { additionalProperties: false },
);

/** GET /webhook-endpoints query. */
export const EndpointListQuery = Type.Object({ ...PageQuery }, { additionalProperties: false });
