/**
 * The `webhooks` section of openapi.json (OpenAPI 3.1): one entry per event type of the catalogue,
 * a POST whose body is the event envelope with `data` of that type's component schema, and the
 * three Standard Webhooks headers the receiver verifies.
 */
import { EVENT_TYPES, type EventTypeInfo } from './catalogue.js';

const header = (name: string, description: string) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
});

const HEADERS = [
  header('webhook-id', 'The event id (`evt_…`); the same on every retry and redelivery: deduplicate on it'),
  header(
    'webhook-timestamp',
    'Unix seconds when this attempt was signed; reject messages older than 5 minutes',
  ),
  header(
    'webhook-signature',
    'Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`; two during the 24 h after a secret rotation',
  ),
];

function entry(type: string, info: EventTypeInfo) {
  const properties: Record<string, unknown> = {
    id: { type: 'string', pattern: '^evt_[A-Za-z0-9_-]{20}$' },
    type: { type: 'string', const: type },
    created_at: { type: 'string', format: 'date-time' },
    company_id: { type: 'integer' },
    data: { $ref: `#/components/schemas/${info.schema}` },
  };
  if (info.previous) {
    properties.previous_attributes = {
      type: 'object',
      additionalProperties: true,
      description: 'The fields of `data` that changed, with their earlier values',
    };
  }
  return {
    post: {
      operationId: `webhook_${type.replace(/[^A-Za-z0-9]/g, '_')}`,
      summary: type,
      description: info.description,
      tags: ['webhooks'],
      parameters: HEADERS,
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['id', 'type', 'created_at', 'company_id', 'data'],
              properties,
            },
          },
        },
      },
      responses: {
        '200': {
          description:
            'Any 2xx within 10 s acknowledges the event; anything else, a redirect or no answer is retried for 3 days',
        },
      },
    },
  };
}

/** The OpenAPI `webhooks` object: every catalogue event type and `ping`. */
export function openApiWebhooks(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [type, info] of Object.entries(EVENT_TYPES)) out[type] = entry(type, info);
  out.ping = entry('ping', {
    schema: 'PingData',
    description: 'Sent by POST /webhook-endpoints/{webhook_endpoint_id}/ping to that endpoint only.',
    previous: false,
  });
  return out;
}
