/** Customer (job) shapes, docs/api-conventions.md §2.4; projects in the detail use the project shape of §2.5. */
import { Type } from 'typebox';
import { Nullable } from '../../platform/http/schemas.js';
import { PageQuery } from '../../platform/http/pagination.js';

/** Optional geofence of a customer or project (extra fields). */
export const geofenceProps = {
  latitude: Nullable(Type.Number({ minimum: -90, maximum: 90 })),
  longitude: Nullable(Type.Number({ minimum: -180, maximum: 180 })),
  radius_meters: Nullable(Type.Integer({ minimum: 1, maximum: 100_000 })),
};

const customerProps = {
  customer_id: Type.Integer(),
  name: Type.String(),
  is_disabled: Type.Boolean(),
  ...geofenceProps,
};

/** GET /customers item. */
export const CustomerListItem = Type.Object(customerProps, { $id: 'CustomerListItem' });
/** GET /customers/:customer_id: list item + `projects`. */
export const CustomerDetail = Type.Object(
  { ...customerProps, projects: Type.Array(Type.Ref('Project')) },
  { $id: 'CustomerDetail' },
);

/** Filters of GET /customers. */
export const CustomerListQuery = Type.Object(
  {
    ...PageQuery,
    is_disabled: Type.Optional(Type.Boolean()),
    q: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  },
  { additionalProperties: false },
);
