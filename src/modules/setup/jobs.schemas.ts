/** Customer (job) and project write bodies (docs/api-conventions.md §3). Geofence: latitude, longitude, radius_meters — all or none. */
import { Type } from 'typebox';
import { IntId, Nullable } from '../../platform/http/schemas.js';

const Name = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const geo = {
  latitude: Type.Optional(
    Nullable(Type.Number({ minimum: -90, maximum: 90, description: 'Degrees, ≤ 6 decimals' })),
  ),
  longitude: Type.Optional(
    Nullable(Type.Number({ minimum: -180, maximum: 180, description: 'Degrees, ≤ 6 decimals' })),
  ),
  radius_meters: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 100_000 }))),
};

/** POST /customers. */
export const CustomerBody = Type.Object(
  { name: Name, is_disabled: Type.Optional(Type.Boolean()), ...geo },
  { additionalProperties: false },
);
/** PATCH /customers/:customer_id. */
export const CustomerPatchBody = Type.Object(
  { name: Type.Optional(Name), is_disabled: Type.Optional(Type.Boolean()), ...geo },
  { additionalProperties: false },
);
/** POST /projects (customer_id must be the company's, else 400 invalid_reference). */
export const ProjectBody = Type.Object(
  {
    name: Name,
    customer_id: Type.Optional(Nullable(IntId)),
    is_disabled: Type.Optional(Type.Boolean()),
    ...geo,
  },
  { additionalProperties: false },
);
/** PATCH /projects/:project_id. */
export const ProjectPatchBody = Type.Object(
  {
    name: Type.Optional(Name),
    customer_id: Type.Optional(Nullable(IntId)),
    is_disabled: Type.Optional(Type.Boolean()),
    ...geo,
  },
  { additionalProperties: false },
);
