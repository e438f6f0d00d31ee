/** Audit event shape (GET /audit-events, GET /time-records/:id/history). */
import { Type } from 'typebox';
import { DateTime, Nullable } from '../../platform/http/schemas.js';

/**
 * A resource as the API renders it at the time of the event (an employee, earning, time record, …;
 * `resource_type` says which), so its properties are those of that resource's own schema.
 */
const Snapshot = (description: string) => Type.Object({}, { additionalProperties: true, description });

/** One audit event: who changed what, when, before/after. */
export const AuditEvent = Type.Object(
  {
    audit_event_id: Type.Integer(),
    resource_type: Type.String(),
    resource_id: Type.String(),
    action: Type.String(),
    actor: Type.String({ description: '`key:<api key prefix>` or `system`' }),
    source: Nullable(Type.String()),
    before: Nullable(Snapshot('The resource as it was before the change (null when it was created)')),
    after: Nullable(Snapshot('The resource as it was after the change (null when it was deleted)')),
    at: DateTime,
  },
  { $id: 'AuditEvent' },
);
