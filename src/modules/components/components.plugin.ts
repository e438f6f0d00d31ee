/**
 * The components module (issue 23, docs/components.md), registered at the root of the app (not
 * encapsulated) because its hooks apply to every API route: the scope check of component tokens
 * (`scopes.ts`), the origin guard and CORS headers (`cors.ts`), the preflight route, its own
 * API routes under /partner/v1 (`components.routes.ts`) and the component bundles under
 * /components/ (`assets.ts`), and the console at /console (`console.routes.ts`).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { ComponentTokensService, OriginsCache } from './component-tokens.service.js';
import { checkTokenScope } from './scopes.js';
import { corsHeaders, originGuard, preflight } from './cors.js';
import { componentsRoutes } from './components.routes.js';
import { COMPONENTS_VERSION, sendAsset } from './assets.js';
import { registerConsole } from './console.routes.js';

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
    app.addHook('preValidation', async (req) => checkTokenScope(req, opts.deps.db));
    app.addHook('onSend', corsHeaders(origins));
    app.options(`${opts.basePath}/*`, { config: { public: true }, schema: { hide: true } }, preflight);
    app.get<{ Params: { version: string; file: string } }>(
      '/components/:version/:file',
      { config: { public: true }, schema: { hide: true } },
      async (req, reply) => sendAsset(reply, req.params.version, req.params.file),
    );
    registerConsole(
      app,
      opts.deps,
      new ComponentTokensService(opts.deps.db, opts.deps.clock, origins),
      COMPONENTS_VERSION,
      opts.basePath,
    );
    await app.register(componentsRoutes, { ...opts.deps, origins, prefix: opts.basePath });
  },
  { name: 'payclock-components' },
);
