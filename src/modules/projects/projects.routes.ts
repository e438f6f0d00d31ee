/** GET /projects and GET /projects/:project_id (docs/api-conventions.md §2). */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { ListOf } from '../../platform/http/pagination.js';
import { idParams, problemResponses } from '../../platform/http/schemas.js';
import { ProjectListQuery } from './projects.schemas.js';
import { ProjectsService } from './projects.service.js';

/** Project read routes. */
export const projectsRoutes: FastifyPluginAsync<ModuleDeps> = async (app0, deps) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const service = new ProjectsService(deps.db);
  /** Lists projects (filters customer_id, is_disabled, q). */
  app.get(
    '/projects',
    {
      schema: {
        tags: ['projects'],
        summary: 'List projects',
        querystring: ProjectListQuery,
        response: { 200: ListOf(Type.Ref('Project'), 'projects'), ...problemResponses(400, 401, 429) },
      },
    },
    async (req) => {
      const { limit, cursor, ...f } = req.query;
      return service.list(req.auth.companyId, f, limit, cursor);
    },
  );
  /** One project with its customer summary. */
  app.get(
    '/projects/:project_id',
    {
      schema: {
        tags: ['projects'],
        summary: 'Get a project',
        params: idParams('project_id'),
        response: { 200: Type.Ref('Project'), ...problemResponses(400, 401, 404, 429) },
      },
    },
    async (req) => service.get(req.auth.companyId, req.params.project_id as number),
  );
};
