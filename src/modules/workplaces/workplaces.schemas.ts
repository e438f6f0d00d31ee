/** Workplace shape, docs/api-conventions.md §2.8. */
import { Type } from 'typebox';
import { Nullable } from '../../platform/http/schemas.js';
import { PageQuery } from '../../platform/http/pagination.js';

/** GET /workplaces item and GET /workplaces/:workplace_id. */
export const Workplace = Type.Object(
  {
    workplace_id: Type.String({ description: '`wrk_` + 20 url-safe characters' }),
    line1: Type.String(),
    line2: Nullable(Type.String()),
    city: Type.String(),
    state: Type.String({ description: 'Two-letter state code' }),
    postal_code: Type.String(),
    country: Type.String(),
    active: Type.Boolean(),
    psd_code: Nullable(
      Type.String({
        description:
          'Pennsylvania Act 32 work-location PSD code (six digits, DCED register): the Local Services Tax and the nonresident earned income tax rate of the work location (docs/tax-coverage.md); null outside Pennsylvania',
      }),
    ),
  },
  { $id: 'Workplace' },
);

/** Filters of GET /workplaces. */
export const WorkplaceListQuery = Type.Object(
  { ...PageQuery, active: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

/** Path params of a workplace. */
export const WorkplaceParams = Type.Object(
  { workplace_id: Type.String({ pattern: '^wrk_[A-Za-z0-9_-]{20}$' }) },
  { additionalProperties: false },
);
