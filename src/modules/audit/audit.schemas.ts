/** Audit event shape (GET /audit-events, GET /time-records/:id/history). */
import { Type } from 'typebox';
import { DateTime, Nullable } from '../../platform/http/schemas.js';

/** One audit event: who changed what, when, before/after. */
export const AuditEvent = Type.Object(
  {
    audit_event_id: Type.Integer(),
    resource_type: Type.String(),
    resource_id: Type.String(),
    action: Type.String(),
    actor: Type.String({ description: '`key:<api key prefix>` or `system`' }),
    source: Nullable(Type.String()),
    before: Nullable(Type.Any()),
    after: Nullable(Type.Any()),
    at: DateTime,
  },
  { $id: 'AuditEvent' },
);
