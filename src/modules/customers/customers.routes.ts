/** GET /customers and GET /customers/:customer_id (docs/api-conventions.md §2). */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { ListOf } from '../../platform/http/pagination.js';
import { idParams, problemResponses } from '../../platform/http/schemas.js';
import { CustomerListQuery } from './customers.schemas.js';
import { CustomersService } from './customers.service.js';

/** Customer read routes. Registers the shared Project schema used by customer details. */
export const customersRoutes: FastifyPluginAsync<ModuleDeps> = async (app0, deps) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const service = new CustomersService(deps.db);
  /** Lists customers (filters is_disabled, q). */
  app.get(
    '/customers',
    {
      schema: {
        tags: ['customers'],
        summary: 'List customers',
        querystring: CustomerListQuery,
        response: {
          200: ListOf(Type.Ref('CustomerListItem'), 'customers'),
          ...problemResponses(400, 401, 429),
        },
      },
    },
    async (req) => {
      const { limit, cursor, ...f } = req.query;
      return service.list(req.auth.companyId, f, limit, cursor);
    },
  );
  /** One customer with its projects. */
  app.get(
    '/customers/:customer_id',
    {
      schema: {
        tags: ['customers'],
        summary: 'Get a customer with its projects',
        params: idParams('customer_id'),
        response: { 200: Type.Ref('CustomerDetail'), ...problemResponses(400, 401, 404, 429) },
      },
    },
    async (req) => service.get(req.auth.companyId, req.params.customer_id as number),
  );
};
