/**
 * Operations routes, public (no API key, no rate limit): `GET /health` — liveness, answers while
 * the process runs; `GET /ready` — readiness, 200 only when the database answers a query, else 503
 * `not_ready` (a load balancer takes the instance out of rotation).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { problemResponses } from '../../platform/http/schemas.js';
import { DomainError } from '../../shared/errors.js';

const Status = Type.Object({ status: Type.String({ enum: ['ok'] }) }, { additionalProperties: false });

/** Health and readiness plugin. */
export const operationsRoutes: FastifyPluginAsync<ModuleDeps> = async (app0, deps) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['operations'];

  /** Liveness: 200 `{"status":"ok"}` while the process serves requests; touches nothing else. */
  app.get(
    '/health',
    {
      config: { public: true },
      schema: { tags, summary: 'Liveness', security: [], response: { 200: Status } },
    },
    async () => ({ status: 'ok' as const }),
  );

  /** Readiness: 200 when `select 1` on the database succeeds within the request, else 503 `service_unavailable`. */
  app.get(
    '/ready',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Readiness (database reachable)',
        security: [],
        response: { 200: Status, ...problemResponses(503) },
      },
    },
    async () => {
      try {
        await sql`select 1`.execute(deps.db);
      } catch {
        throw new DomainError(
          'service_unavailable',
          'The database does not answer; the instance is not ready',
        );
      }
      return { status: 'ok' as const };
    },
  );
};
