/**
 * The components module (issue 23, docs/components.md), registered at the root of the app (not
 * encapsulated) because its hooks apply to every API route: the scope check of component tokens
 * (`scopes.ts`), the origin guard and CORS headers (`cors.ts`), the preflight route, its own
 * API routes under /partner/v1 (`components.routes.ts`) and the component bundles under
 * /components/ (`assets.ts`).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { OriginsCache } from './component-tokens.service.js';
import { checkTokenScope } from './scopes.js';
import { corsHeaders, originGuard, preflight } from './cors.js';
import { componentsRoutes } from './components.routes.js';
import { sendAsset } from './assets.js';

/** Options: the module deps and the API base path. */
export interface ComponentsPluginOptions {
  deps: ModuleDeps;
  basePath: string;
}

/** Registers the hooks and routes of the components module. */
export const componentsPlugin = fp(
  async (app: FastifyInstance, opts: ComponentsPluginOptions) => {
    const origins = new OriginsCache(opts.deps.db);
    app.addHook('onRequest', originGuard(origins));
    app.addHook('preValidation', async (req) => checkTokenScope(req));
    app.addHook('onSend', corsHeaders(origins));
    app.options(`${opts.basePath}/*`, { config: { public: true }, schema: { hide: true } }, preflight);
    app.get<{ Params: { version: string; file: string } }>(
      '/components/:version/:file',
      { config: { public: true }, schema: { hide: true } },
      async (req, reply) => sendAsset(reply, req.params.version, req.params.file),
    );
    await app.register(componentsRoutes, { ...opts.deps, origins, prefix: opts.basePath });
  },
  { name: 'payclock-components' },
);
