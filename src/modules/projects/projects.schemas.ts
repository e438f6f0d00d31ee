/** Project shape, docs/api-conventions.md §2.5. */
import { Type } from 'typebox';
import { IntId, Nullable } from '../../platform/http/schemas.js';
import { PageQuery } from '../../platform/http/pagination.js';
import { geofenceProps } from '../customers/customers.schemas.js';

/** GET /projects item and GET /projects/:project_id. */
export const Project = Type.Object(
  {
    project_id: Type.Integer(),
    name: Type.String(),
    customer_id: Nullable(Type.Integer()),
    is_disabled: Type.Boolean(),
    customer: Nullable(Type.Object({ customer_id: Type.Integer(), name: Type.String() })),
    ...geofenceProps,
  },
  { $id: 'Project' },
);

/** Filters of GET /projects. */
export const ProjectListQuery = Type.Object(
  {
    ...PageQuery,
    customer_id: Type.Optional(IntId),
    is_disabled: Type.Optional(Type.Boolean()),
    q: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  },
  { additionalProperties: false },
);
