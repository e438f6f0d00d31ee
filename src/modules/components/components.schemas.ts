/**
 * Schemas of the components module's routes: component tokens, the allowed origins (CORS), an
 * employee's pay statements list and the withholding certificate definitions.
 */
import { Type } from 'typebox';
import { IntId, Nullable } from '../../platform/http/schemas.js';

/** POST /component-tokens. */
export const IssueTokenBody = Type.Object(
  {
    scope: Type.String({
      enum: ['employee', 'admin'],
      description:
        "`employee`: one employee's components (needs employee_id); `admin`: the company's admin components",
    }),
    employee_id: Type.Optional(IntId),
    lifetime_seconds: Type.Optional(
      Type.Integer({
        minimum: 60,
        maximum: 900,
        description: 'Seconds the token lives (60–900; default 900 = 15 min)',
      }),
    ),
  },
  { additionalProperties: false },
);

/** The token, shown once. */
export const IssuedToken = Type.Object({
  token: Type.String({ description: 'Bearer token for the browser: `Authorization: Bearer pct_…`' }),
  scope: Type.String({ enum: ['employee', 'admin'] }),
  employee_id: Nullable(Type.Integer()),
  expires_at: Type.String({ description: 'UTC instant' }),
  expires_in: Type.Integer({ description: 'Seconds until expires_at' }),
});

/** GET /component-tokens/current: what the presented token is, and the company facts components need. */
export const TokenSession = Type.Object({
  scope: Type.String({ enum: ['employee', 'admin', 'api_key'] }),
  employee_id: Nullable(Type.Integer()),
  expires_at: Nullable(Type.String({ description: 'UTC instant; null for an API key' })),
  company: Type.Object({
    name: Type.String(),
    timezone: Type.String({ description: 'IANA time zone of the company (workweeks, local dates)' }),
    workweek_start: Type.String(),
    plan: Type.String(),
  }),
});

/** GET/PUT /component-settings. */
export const ComponentSettings = Type.Object(
  {
    allowed_origins: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
      maxItems: 50,
      description: 'Browser origins (https://app.example.com) allowed to call the API with component tokens',
    }),
  },
  { additionalProperties: false },
);

/** One line of GET /employees/:employee_id/pay-statements (dollars). */
export const PayStatementSummary = Type.Object({
  payroll_id: Type.String(),
  payday: Type.String(),
  start_date: Type.String(),
  end_date: Type.String(),
  type: Type.String(),
  status: Type.String(),
  gross_pay: Type.Number({ description: 'Dollars' }),
  employee_taxes: Type.Number({ description: 'Dollars' }),
  net_pay: Type.Number({ description: 'Dollars' }),
});

/** Query of GET /employees/:employee_id/pay-statements. */
export const PayStatementsQuery = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 26 })) },
  { additionalProperties: false },
);

/** Query of GET /withholding-certificates. */
export const CertificatesQuery = Type.Object(
  {
    state: Type.String({ pattern: '^[A-Z]{2}$', description: 'Two-letter state code' }),
    year: Type.Optional(Type.Integer({ minimum: 2025, maximum: 2100 })),
  },
  { additionalProperties: false },
);

const ExtraField = Type.Object({
  type: Type.String({ enum: ['enum', 'integer', 'boolean', 'dollars', 'pattern'] }),
  description: Type.String(),
  required: Type.Boolean(),
  values: Type.Optional(Type.Array(Type.String())),
  min: Type.Optional(Type.Number()),
  max: Type.Optional(Type.Number()),
  pattern: Type.Optional(Type.String()),
});

/** A state withholding certificate's definition from the tax tables. */
export const CertificateDefinition = Type.Object({
  state: Type.String(),
  year: Type.Integer(),
  has_certificate: Type.Boolean({ description: 'false: the state has no wage tax or no form in the tables' }),
  form: Nullable(Type.String({ description: 'Form name: DE 4, IT-2104, NJ-W4, …' })),
  filing_statuses: Type.Array(Type.String()),
  default_filing_status: Nullable(Type.String()),
  allowances: Nullable(Type.String({ description: 'What allowances means on the form; null: no such line' })),
  additional_allowances: Nullable(Type.String()),
  extra: Type.Record(Type.String(), ExtraField),
  no_certificate: Nullable(Type.String({ description: 'What is withheld when no form is on file' })),
});
