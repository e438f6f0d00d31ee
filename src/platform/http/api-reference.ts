/**
 * What the reader of the API reference sees first: the OpenAPI `info` (with how to get an API key),
 * the security schemes, and the reference page at `/docs` (@scalar/fastify-api-reference 1.72.1).
 *
 * The page serves its script from our own server (`/docs/js/scalar.js`) and is configured to
 * reach nothing else: no web fonts (`withDefaultFonts: false`, system fonts instead), no telemetry,
 * no "Ask AI" agent (`agent.disabled` — the library turns it on by default on localhost; the
 * option is read by the bundle but not yet in its TypeScript types), no "Generate MCP"
 * (`mcp.disabled`), no developer tools with their "Deploy"/"Share" buttons
 * (`showDeveloperTools: 'never'`) and no "Powered by Scalar" link. The built-in request client
 * ("Test Request") stays: it sends requests from the browser to this server directly (no proxy
 * is configured).
 */
import type { FastifyInstance } from 'fastify';
import type { ApiReferenceConfiguration } from '@scalar/fastify-api-reference';

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

/** System font stacks replacing the library's web fonts. */
const LOCAL_FONTS_CSS = [
  ':root {',
  '  --scalar-font: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;',
  '  --scalar-font-code: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;',
  '}',
  // The sidebar footer links to the vendor's site.
  'a[href*="scalar.com"] { display: none !important; }',
].join('\n');

/**
 * The reference page's configuration. `agent` is read by the 1.72.1 bundle (its "Ask AI" button)
 * but missing from the library's types, hence the intersection.
 */
export function referenceConfiguration(
  specUrl: string,
): Partial<ApiReferenceConfiguration> & { agent: { disabled: boolean } } {
  return {
    url: specUrl,
    title: 'payclock API',
    pageTitle: 'payclock API reference',
    withDefaultFonts: false,
    customCss: LOCAL_FONTS_CSS,
    telemetry: false,
    showDeveloperTools: 'never',
    agent: { disabled: true },
    mcp: { disabled: true },
    documentDownloadType: 'json',
    hideDarkModeToggle: false,
    showOperationId: true,
  };
}

/**
 * Registers the reference page at `/docs` (public: its routes are marked before the plugin adds
 * them, so no API key is needed to read it).
 */
export async function registerApiReference(app: FastifyInstance, specUrl: string): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/docs')) route.config = { ...(route.config ?? {}), public: true };
  });
  const { default: scalar } = await import('@scalar/fastify-api-reference');
  await app.register(scalar, { routePrefix: '/docs', configuration: referenceConfiguration(specUrl) });
}
