/**
 * GET /employees and GET /employees/:employee_id (docs/api-conventions.md §2).
 */
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { ListOf } from '../../platform/http/pagination.js';
import { idParams, jsonExample, problemResponses } from '../../platform/http/schemas.js';
import { EmployeeListQuery } from './employees.schemas.js';
import { EmployeesService } from './employees.service.js';
import { EMPLOYEE_LIST_EXAMPLE } from './employees.examples.js';

const JSON_UTF8 = 'application/json; charset=utf-8';

/** Employees read routes. */
export const employeesRoutes: FastifyPluginAsync<ModuleDeps> = async (app0, deps) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const service = new EmployeesService(deps.db, deps.clock);

  /** Lists the company's employee records; filters of docs/api-conventions.md §2; keyset-paginated by id. */
  app.get(
    '/employees',
    {
      schema: {
        tags: ['employees'],
        summary: 'List employees',
        querystring: EmployeeListQuery,
        response: {
          200: jsonExample(
            ListOf(Type.Ref('EmployeeListItem'), 'employees'),
            EMPLOYEE_LIST_EXAMPLE,
            'A page of employees',
          ),
          ...problemResponses(400, 401, 429),
        },
      },
    },
    async (req, reply) => {
      const { limit, cursor, ...filters } = req.query;
      // JSON text of the page, sent as is (a string with a JSON content type skips the serializer).
      return reply.type(JSON_UTF8).send(await service.list(req.auth, filters, limit, cursor));
    },
  );

  /** One employee record with its earning history (newest first) and current earning. */
  app.get(
    '/employees/:employee_id',
    {
      schema: {
        tags: ['employees'],
        summary: 'Get an employee',
        params: idParams('employee_id'),
        response: { 200: Type.Ref('EmployeeDetail'), ...problemResponses(400, 401, 404, 429) },
      },
    },
    async (req) => service.get(req.auth, req.params.employee_id as number),
  );
};
