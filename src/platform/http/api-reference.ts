/**
 * What the reader of the API reference sees first: the OpenAPI `info` (with how to get an API key),
 * the security schemes, and the reference page at `/docs` (@fastify/swagger-ui 5.2, Swagger UI).
 *
 * The page loads its scripts, styles and the OpenAPI document from this server only and reaches
 * nothing else: Swagger UI's online validator badge is off (`validatorUrl: null`), the top bar with
 * the vendor's logo and link is not shown (`layout: 'BaseLayout'`), and Swagger UI loads no web
 * fonts. "Try it out" sends requests from the browser to this server directly.
 */
import type { FastifyInstance } from 'fastify';

/** Markdown shown at the top of the reference (OpenAPI `info.description`). */
export const API_DESCRIPTION = [
  'Companies, employees and earnings, customers and projects, time records, workplaces and payroll runs.',
  'Money in JSON is dollars (≤ 2 decimals; rates ≤ 4); instants are UTC ISO-8601; dates are',
  'company-local `YYYY-MM-DD` (a date input also takes the midnight date-time our responses give',
  '`start_date`, e.g. `2026-11-02T00:00:00.000Z`). Errors are RFC 9457 problem+json with a stable `code`.',
  '',
  '## Getting an API key',
  '',
  'Every operation except `/health` and `/ready` needs the API key of one company, sent as',
  '`X-API-Key: <key>` (or `Authorization: Bearer <key>`); the key decides the company every request',
  'works in. Keys look like `pc_<prefix>_<secret>` and are shown once.',
  '',
  '- **Demo company**: the first `npm start` on an empty database seeds the demo company and prints',
  '  its key (with a ready `curl` line).',
  '- **Another key** for an existing company: `npm run cli -- key create --company <company_id>`',
  '  (`company_id` is in `GET /companies`, or in the line `npm start` printed).',
  '- **A new company** and its first key:',
  '  `npm run cli -- company create --name "Acme" --plan payroll --timezone America/Chicago`.',
  '- Revoke a key: `npm run cli -- key revoke <prefix>`.',
  '',
  'On this page, paste the key under **Authentication** to send the examples with "Test Request".',
  '',
  "The API follows Friday's partner API; the remaining differences are listed in",
  '`docs/compatibility.md`.',
].join('\n');

/** The two ways to send the key (OpenAPI `components.securitySchemes`). */
export const SECURITY_SCHEMES = {
  apiKey: {
    type: 'apiKey' as const,
    in: 'header' as const,
    name: 'X-API-Key',
    description:
      'The API key of one company. `npm start` prints one for the demo company on its first run; ' +
      'create more with `npm run cli -- key create --company <company_id>`.',
  },
  bearer: {
    type: 'http' as const,
    scheme: 'bearer',
    description: 'The same API key as a bearer token: `Authorization: Bearer <key>`.',
  },
};

/** Swagger UI settings of the page (`uiConfig` of @fastify/swagger-ui). */
export const REFERENCE_UI_CONFIG = {
  layout: 'BaseLayout',
  deepLinking: true,
  docExpansion: 'list' as const,
  displayOperationId: true,
  displayRequestDuration: true,
  persistAuthorization: true,
  tryItOutEnabled: true,
  validatorUrl: null,
};

/**
 * Registers the reference page at `/docs` (public: its routes are marked before the plugin adds
 * them, so no API key is needed to read it). The page shows the same document as
 * `GET /partner/v1/openapi.json`.
 */
export async function registerApiReference(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/docs')) route.config = { ...(route.config ?? {}), public: true };
  });
  const { default: swaggerUi } = await import('@fastify/swagger-ui');
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: REFERENCE_UI_CONFIG,
    staticCSP: true,
    theme: { title: 'payclock API reference' },
  });
}
