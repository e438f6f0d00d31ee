/** Workplace and company-settings write bodies (docs/api-conventions.md §3). */
import { Type } from 'typebox';
import { Nullable } from '../../platform/http/schemas.js';
import { AddressInput } from './employees.schemas.js';

const Line = (min: number) => Type.String({ minLength: min, maxLength: 200 });

/** A Pennsylvania PSD code: six digits (checked by the service, 400 naming the value). */
const PsdCode = Type.String({
  maxLength: 20,
  description:
    'Pennsylvania Act 32 work-location PSD code, six digits (DCED register); only for a workplace in PA',
});

/** POST /workplaces: a US work location (state: 50 states + DC; postal_code ZIP). */
export const WorkplaceBody = Type.Object(
  {
    line1: Line(1),
    line2: Type.Optional(Nullable(Line(0))),
    city: Type.String({ minLength: 1, maxLength: 100 }),
    state: Type.String({ minLength: 1, maxLength: 10 }),
    postal_code: Type.String({ minLength: 1, maxLength: 20 }),
    country: Type.Optional(Type.String({ maxLength: 10, description: 'Only "US"' })),
    active: Type.Optional(Type.Boolean()),
    psd_code: Type.Optional(Nullable(PsdCode)),
  },
  { additionalProperties: false },
);

/** PATCH /workplaces/:workplace_id. */
export const WorkplacePatchBody = Type.Object(
  {
    line1: Type.Optional(Line(1)),
    line2: Type.Optional(Nullable(Line(0))),
    city: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    state: Type.Optional(Type.String({ minLength: 1, maxLength: 10 })),
    postal_code: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
    country: Type.Optional(Type.String({ maxLength: 10 })),
    active: Type.Optional(Type.Boolean()),
    psd_code: Type.Optional(Nullable(PsdCode)),
  },
  { additionalProperties: false },
);

/** PATCH /companies. `plan` is not writable (400). `sui_rates` merges per state (null removes a state). */
export const CompanyPatchBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' })),
    email: Type.Optional(Type.String({ minLength: 3, maxLength: 254 })),
    phone: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
    address: Type.Optional(Nullable(AddressInput)),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'IANA time zone' })),
    workweek_start: Type.Optional(
      Type.String({ enum: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] }),
    ),
    daily_cutoff: Type.Optional(
      Type.String({ maxLength: 5, description: 'Local HH:MM of the automatic clock-out' }),
    ),
    default_pay_period: Type.Optional(
      Nullable(Type.String({ enum: ['weekly', 'biweekly', 'semimonthly', 'monthly'] })),
    ),
    require_customer: Type.Optional(Type.Boolean()),
    require_project: Type.Optional(Type.Boolean()),
    min_unpaid_break_minutes: Type.Optional(
      Type.Integer({
        description:
          'Breaks shorter than this many minutes are paid time worked; 20–120 (below 20 would leave rest periods unpaid, 29 CFR 785.18). Default 30',
      }),
    ),
    sui_rates: Type.Optional(
      Type.Record(Type.String(), Nullable(Type.Number()), {
        description: 'State → employer SUI rate as a fraction 0–0.2 (0.034 = 3.4%); null removes the state',
      }),
    ),
    plan: Type.Optional(
      Type.String({
        enum: ['timetracking', 'payroll', 'premium'],
        description: 'Not writable through the API: any value is a 400 naming `plan`',
      }),
    ),
  },
  { additionalProperties: false },
);
