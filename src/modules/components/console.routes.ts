/**
 * The console (issue 23): `GET /console` (the page: one module script, a strict CSP, no inline
 * script), `POST /console/session` (a console link → a component token, admin or one employee's)
 * and `POST /partner/v1/console-links` (API key only: a new sign-in link).
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { problemResponses } from '../../platform/http/schemas.js';
import { DomainError } from '../../shared/errors.js';
import { CONSOLE_CSP } from './assets.js';
import { consoleLink, openConsoleLink } from './console-link.js';
import type { ComponentTokensService } from './component-tokens.service.js';

/** The console page (the version's bundle; nothing inline, nothing third-party). */
export function consolePage(version: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>payclock console</title>
<link rel="icon" href="data:,">
<script type="module" src="/components/${version}/payclock-console.js"></script>
</head>
<body>
<main><payclock-console></payclock-console></main>
</body>
</html>
`;
}

const SessionBody = Type.Object(
  {
    link: Type.String({ minLength: 1, maxLength: 2000 }),
    employee_id: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
  },
  { additionalProperties: false },
);

/** Registers the page and the session route at the root, the link route under `basePath`. */
export function registerConsole(
  app: FastifyInstance,
  deps: ModuleDeps,
  tokens: ComponentTokensService,
  version: string,
  basePath: string,
): void {
  const page = consolePage(version);
  app.get('/console', { config: { public: true }, schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', CONSOLE_CSP)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'no-referrer')
      .header('Cache-Control', 'no-store')
      .send(page),
  );

  /**
   * A console link → a component token (admin, or for `employee_id`) with its `session` (the body
   * of GET /component-tokens/current for it). 201; 401 for a bad link.
   */
  app.post(
    '/console/session',
    { config: { public: true }, schema: { hide: true, body: SessionBody } },
    async (req, reply) => {
      const body = req.body as { link: string; employee_id?: number };
      const companyId = openConsoleLink(deps.sealer, body.link, deps.clock.now());
      const company = await app.companySettings.get(companyId);
      if (!company) throw new DomainError('unauthorized', 'The console link is not valid');
      const auth = { companyId, keyPrefix: 'console', company };
      const issued =
        body.employee_id === undefined
          ? await tokens.issue(auth, { scope: 'admin' })
          : await tokens.issue(auth, { scope: 'employee', employee_id: body.employee_id });
      // The session as GET /component-tokens/current would describe it: the console hands it to its
      // components with the token, so the first screen does not wait for that request.
      const session = {
        scope: issued.scope,
        employee_id: issued.employee_id,
        expires_at: issued.expires_at,
        company: {
          name: company.name,
          timezone: company.timezone,
          workweek_start: company.workweekStart,
          plan: company.plan,
        },
      };
      return reply
        .code(201)
        .header('Cache-Control', 'no-store')
        .send({ ...issued, session });
    },
  );

  /** A new console sign-in link for the caller's company (API key only). 201. */
  app.post(
    `${basePath}/console-links`,
    {
      schema: {
        tags: ['components'],
        summary: 'Create a console sign-in link (12 hours)',
        description:
          'Open `<server>` + `path` in a browser: the console at /console signs in with it (admin view of the company, and its employees). The link is a credential until `expires_at`.',
        response: {
          201: Type.Object({ path: Type.String(), expires_at: Type.String({ description: 'UTC instant' }) }),
          ...problemResponses(401, 403, 429),
        },
      },
    },
    async (req, reply) => {
      const l = consoleLink(deps.sealer, req.auth.companyId, deps.clock.now());
      return reply.code(201).send({ path: l.path, expires_at: l.expiresAt });
    },
  );
}
