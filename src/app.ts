/**
 * Builds the Fastify application: platform plugins first (errors, auth, rate limit, idempotency,
 * OpenAPI), then one encapsulated plugin per domain module under `/partner/v1`. `server.ts` only
 * listens; tests call `buildApp` and `app.inject`.
 */
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { AppConfig, ModuleDeps } from './platform/module-deps.js';
import type { DB } from './platform/db/schema.js';
import { authPlugin } from './platform/auth/auth.plugin.js';
import type { CacheChangeFeed } from './platform/auth/cache-events.js';
import { registerRateLimit } from './platform/http/rate-limit.js';
import { idempotencyPlugin } from './platform/http/idempotency.js';
import {
  clientErrorHandler,
  errorHandler,
  frameworkErrorHandler,
  Problem,
  sendProblem,
} from './platform/http/problem.js';
import { validatorCompiler } from './platform/http/validation.js';
import { buildNullableAwareSerializer } from './platform/http/serialization.js';
import { boundRouteInputs } from './platform/http/input-bounds.js';
import { widenRouteDates } from './platform/http/date-inputs.js';
import { genReqId, loggerOptions, noteRoute, type LogStream } from './platform/logging/logger-options.js';
import { systemClock, type Clock } from './shared/time.js';
import { companiesRoutes } from './modules/companies/companies.routes.js';
import { employeesRoutes } from './modules/employees/employees.routes.js';
import { customersRoutes } from './modules/customers/customers.routes.js';
import { projectsRoutes } from './modules/projects/projects.routes.js';
import { workplacesRoutes } from './modules/workplaces/workplaces.routes.js';
import { moduleRegistry } from './modules/registry.js';
import { operationsRoutes } from './modules/operations/operations.routes.js';
import { finishOpenApiDocument } from './platform/http/openapi-document.js';
import { API_DESCRIPTION, registerApiReference, SECURITY_SCHEMES } from './platform/http/api-reference.js';
import { registerMetrics } from './platform/http/metrics.js';
import { componentSchemas } from './modules/schemas.js';
import { createSealer, type Sealer } from './platform/crypto/sealing.js';
import { openApiWebhooks } from './modules/webhooks/openapi-webhooks.js';
import { componentsPlugin } from './modules/components/components.plugin.js';
import { ComponentTokenAuthenticator } from './modules/components/component-tokens.service.js';

export type { AppConfig, ModuleDeps } from './platform/module-deps.js';

/** Inputs of {@link buildApp}. */
export interface BuildAppOptions {
  db: Kysely<DB>;
  clock?: Clock;
  config?: Partial<AppConfig>;
  /** Pretty logs (TTY). */
  prettyLogs?: boolean;
  /** Seals sensitive values; default: a random key for this process only (tests). */
  sealer?: Sealer;
  /** Where JSON log lines go instead of stdout (tests capture them). */
  logStream?: LogStream;
  /** Wakes the webhook worker of this process after a ping or redelivery (server.ts). */
  webhooksWake?: () => void;
  /**
   * Whether an approval kicks its queued time-off posting right after the commit (default true;
   * false leaves it to the sweep and the balance reads — tests of a crash between the two).
   */
  timeOffPostingKick?: boolean;
  /** Key revocations and company changes committed by any process (server.ts; absent: 30 s caches). */
  cacheFeed?: CacheChangeFeed;
  /** Count the per-key rate limit in this Redis, under `prefix` (absent: in this process). */
  rateLimitRedis?: { redis: Redis; prefix: string };
}

/** API base path (docs/api-conventions.md §1). */
export const BASE_PATH = '/partner/v1';

/** Builds (but does not start) the app. Call `app.close()` when done. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const config: AppConfig = {
    logLevel: 'silent',
    rateLimitPerSecond: 50,
    rateLimitBurst: 100,
    sandbox: true,
    webhooksAllowPrivate: false,
    ...opts.config,
  };
  const clock = opts.clock ?? systemClock;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, opts.prettyLogs ?? false, opts.logStream),
    genReqId,
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { removeAdditional: false } },
    // fast-json-stringify without Ajv checks per nullable field (platform/http/serialization.ts).
    schemaController: { compilersFactory: { buildSerializer: buildNullableAwareSerializer } },
    // Router-level errors (bad percent-encoding, a path parameter over 100 characters) as problem+json.
    frameworkErrors: frameworkErrorHandler,
    // HTTP parser errors (431 for a URL over ~16 KB, 408, 400) as problem+json too.
    clientErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // JSON only (docs/api-conventions.md §1): any other content type is 415.
  app.removeContentTypeParser(['text/plain']);
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((req, reply) =>
    sendProblem(reply, 'route_not_found', `No route ${req.method} ${req.url.split('?')[0]}`),
  );
  // Before swagger: its onRoute hook must see the bounded request schemas and their date forms.
  app.addHook('onRoute', boundRouteInputs);
  app.addHook('onRoute', widenRouteDates);
  // The log names unmatched paths by the static segments of the routes only (logger-options.ts).
  app.addHook('onRoute', noteRoute);
  app.addSchema(Problem);
  for (const schema of componentSchemas) app.addSchema(schema);
  app.addHook('onRequest', async (req, reply) => {
    reply.header('X-Request-Id', req.id);
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'payclock — Workforce Payroll and Time-Tracking partner API',
        version: '1.0.0',
        description: API_DESCRIPTION,
        license: { name: 'MIT', identifier: 'MIT' },
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: SECURITY_SCHEMES },
      security: [{ apiKey: [] }, { bearer: [] }],
      // Plain JSON built from the event catalogue; its shape is checked by `npm run openapi:lint`.
      webhooks: openApiWebhooks() as never,
    },
    refResolver: {
      buildLocalReference: (json, _base, _frag, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
    transformObject: (doc) =>
      finishOpenApiDocument('openapiObject' in doc ? doc.openapiObject : doc.swaggerObject, BASE_PATH),
  });
  const registry = registerMetrics(app, BASE_PATH);

  await app.register(authPlugin, {
    db: opts.db,
    ...(opts.cacheFeed ? { cacheFeed: opts.cacheFeed } : {}),
    // Component tokens (issue 23, modules/components) are accepted in place of API keys.
    tokens: new ComponentTokenAuthenticator(opts.db, clock),
  });
  await registerRateLimit(app, {
    perSecond: config.rateLimitPerSecond,
    burst: config.rateLimitBurst,
    registry,
    ...(opts.rateLimitRedis ? { shared: opts.rateLimitRedis } : {}),
  });
  await app.register(idempotencyPlugin, { db: opts.db, clock });

  const deps: ModuleDeps = {
    db: opts.db,
    clock,
    config,
    sealer: opts.sealer ?? createSealer(randomBytes(32)),
    ...(opts.webhooksWake ? { webhooksWake: opts.webhooksWake } : {}),
    ...(opts.timeOffPostingKick === false ? { timeOffPostingKick: false } : {}),
  };
  // Component tokens' scope check, CORS and routes (root-level hooks over every API route).
  await app.register(componentsPlugin, { deps, basePath: BASE_PATH });
  await app.register(
    async (api) => {
      api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
      await api.register(operationsRoutes, deps);
      await api.register(companiesRoutes, deps);
      await api.register(employeesRoutes, deps);
      await api.register(customersRoutes, deps);
      await api.register(projectsRoutes, deps);
      await api.register(workplacesRoutes, deps);
      for (const mod of moduleRegistry) await api.register(mod, deps);
    },
    { prefix: BASE_PATH },
  );

  await registerApiReference(app);

  return app;
}
