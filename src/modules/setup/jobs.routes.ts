/** POST /customers, PATCH /customers/:customer_id, POST /projects, PATCH /projects/:project_id. */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { idParams, problemResponses } from '../../platform/http/schemas.js';
import { CustomerBody, CustomerPatchBody, ProjectBody, ProjectPatchBody } from './jobs.schemas.js';
import { JobsService } from './jobs.service.js';

/** Customer and project write routes. */
export const jobsRoutes: FastifyPluginAsync<ModuleDeps> = async (app0, deps) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const service = new JobsService(deps.db, deps.clock);

  /** Creates a customer (name unique per company; geofence all-or-none). 201 CustomerListItem. */
  app.post(
    '/customers',
    {
      schema: {
        tags: ['customers'],
        summary: 'Create a customer',
        body: CustomerBody,
        response: { 201: Type.Ref('CustomerListItem'), ...problemResponses(400, 401, 409, 415, 422, 429) },
      },
    },
    async (req, reply) => reply.code(201).send(await service.createCustomer(req.auth, req.body)),
  );

  /** Updates a customer (name, is_disabled, geofence; null clears the geofence). */
  app.patch(
    '/customers/:customer_id',
    {
      schema: {
        tags: ['customers'],
        summary: 'Update a customer',
        params: idParams('customer_id'),
        body: CustomerPatchBody,
        response: {
          200: Type.Ref('CustomerListItem'),
          ...problemResponses(400, 401, 404, 409, 415, 422, 429),
        },
      },
    },
    async (req) => service.updateCustomer(req.auth, req.params.customer_id as number, req.body),
  );

  /** Creates a project (customer_id must be the company's, else 400 invalid_reference). 201 Project. */
  app.post(
    '/projects',
    {
      schema: {
        tags: ['projects'],
        summary: 'Create a project',
        body: ProjectBody,
        response: { 201: Type.Ref('Project'), ...problemResponses(400, 401, 409, 415, 422, 429) },
      },
    },
    async (req, reply) => reply.code(201).send(await service.createProject(req.auth, req.body)),
  );

  /** Updates a project (name, customer_id, is_disabled, geofence). */
  app.patch(
    '/projects/:project_id',
    {
      schema: {
        tags: ['projects'],
        summary: 'Update a project',
        params: idParams('project_id'),
        body: ProjectPatchBody,
        response: { 200: Type.Ref('Project'), ...problemResponses(400, 401, 404, 409, 415, 422, 429) },
      },
    },
    async (req) => service.updateProject(req.auth, req.params.project_id as number, req.body),
  );
};
