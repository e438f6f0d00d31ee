/** GET /workplaces and GET /workplaces/:workplace_id (docs/api-conventions.md §2.8, §4.2). */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { decodeCursor, ListOf, page } from '../../platform/http/pagination.js';
import { problemResponses } from '../../platform/http/schemas.js';
import { notFound } from '../../shared/errors.js';
import { WorkplaceListQuery, WorkplaceParams } from './workplaces.schemas.js';
import { findWorkplace, listWorkplaces } from './workplaces.repository.js';
import { toWorkplace } from './workplaces.mappers.js';

export { toWorkplace } from './workplaces.mappers.js';

/** Workplace read routes. */
export const workplacesRoutes: FastifyPluginAsync<ModuleDeps> = async (app0, deps) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  /** Lists workplaces (filter `active`). */
  app.get(
    '/workplaces',
    {
      schema: {
        tags: ['workplaces'],
        summary: 'List workplaces',
        querystring: WorkplaceListQuery,
        response: { 200: ListOf(Type.Ref('Workplace'), 'workplaces'), ...problemResponses(400, 401, 429) },
      },
    },
    async (req) => {
      const after = decodeCursor(req.query.cursor, 1);
      const rows = await listWorkplaces(
        deps.db,
        req.auth.companyId,
        req.query.active,
        after ? String(after[0]) : null,
        req.query.limit,
      );
      return page(rows, req.query.limit, toWorkplace, (r) => [r.id]);
    },
  );
  /** One workplace. */
  app.get(
    '/workplaces/:workplace_id',
    {
      schema: {
        tags: ['workplaces'],
        summary: 'Get a workplace',
        params: WorkplaceParams,
        response: { 200: Type.Ref('Workplace'), ...problemResponses(400, 401, 404, 429) },
      },
    },
    async (req) => {
      const r = await findWorkplace(deps.db, req.auth.companyId, req.params.workplace_id);
      if (!r) throw notFound('Workplace', req.params.workplace_id);
      return toWorkplace(r);
    },
  );
};
