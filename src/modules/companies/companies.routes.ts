/** GET /companies: the single company of the API key (docs/api-conventions.md §5, §4.2). */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { problemResponses } from '../../platform/http/schemas.js';
import { notFound } from '../../shared/errors.js';
import { findCompany } from './companies.repository.js';
import { toCompany } from './companies.mappers.js';

/** Companies routes (reads; PATCH lives in the setup module). */
export const companiesRoutes: FastifyPluginAsync<ModuleDeps> = async (app0, deps) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  /** The company object (not a list). */
  app.get(
    '/companies',
    {
      schema: {
        tags: ['companies'],
        summary: 'Get the company of the API key',
        response: { 200: Type.Ref('Company'), ...problemResponses(401, 429) },
      },
    },
    async (req) => {
      const row = await findCompany(deps.db, req.auth.companyId);
      if (!row) throw notFound('Company', req.auth.companyId);
      return toCompany(row);
    },
  );
};
