/** GET|POST /departments, GET /departments/:id, GET|POST /pay-schedule-groups, GET|PATCH /pay-schedule-groups/:id. */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { ListOf, PageQuery } from '../../platform/http/pagination.js';
import { idParams, problemResponses } from '../../platform/http/schemas.js';
import {
  Department,
  DepartmentBody,
  GroupBody,
  GroupPatchBody,
  PayScheduleGroup,
} from './organisation.schemas.js';
import { OrganisationService } from './organisation.service.js';

const Page = Type.Object(PageQuery, { additionalProperties: false });

/** Department and pay schedule group routes. */
export const organisationRoutes: FastifyPluginAsync<ModuleDeps> = async (app0, deps) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const service = new OrganisationService(deps.db, deps.clock);

  /** Lists departments (keyset by id). */
  app.get(
    '/departments',
    {
      schema: {
        tags: ['organisation'],
        summary: 'List departments',
        querystring: Page,
        response: { 200: ListOf(Department, 'departments'), ...problemResponses(400, 401, 429) },
      },
    },
    async (req) => service.listDepartments(req.auth, req.query.limit, req.query.cursor),
  );

  /** One department. */
  app.get(
    '/departments/:department_id',
    {
      schema: {
        tags: ['organisation'],
        summary: 'Get a department',
        params: idParams('department_id'),
        response: { 200: Department, ...problemResponses(400, 401, 404, 429) },
      },
    },
    async (req) => service.getDepartment(req.auth, req.params.department_id as number),
  );

  /** Creates a department (name unique per company, case-insensitive; 409 duplicate_name). 201. */
  app.post(
    '/departments',
    {
      schema: {
        tags: ['organisation'],
        summary: 'Create a department',
        body: DepartmentBody,
        response: { 201: Department, ...problemResponses(400, 401, 409, 415, 422, 429) },
      },
    },
    async (req, reply) => reply.code(201).send(await service.createDepartment(req.auth, req.body.name)),
  );

  /** Lists pay schedule groups (keyset by id). */
  app.get(
    '/pay-schedule-groups',
    {
      schema: {
        tags: ['organisation'],
        summary: 'List pay schedule groups',
        querystring: Page,
        response: {
          200: ListOf(PayScheduleGroup, 'pay schedule groups'),
          ...problemResponses(400, 401, 429),
        },
      },
    },
    async (req) => service.listGroups(req.auth, req.query.limit, req.query.cursor),
  );

  /** One pay schedule group. */
  app.get(
    '/pay-schedule-groups/:pay_schedule_group_id',
    {
      schema: {
        tags: ['organisation'],
        summary: 'Get a pay schedule group',
        params: idParams('pay_schedule_group_id'),
        response: { 200: PayScheduleGroup, ...problemResponses(400, 401, 404, 429) },
      },
    },
    async (req) => service.getGroup(req.auth, req.params.pay_schedule_group_id as number),
  );

  /** Creates a pay schedule group (anchor_start_date required for weekly/biweekly; payday_offset_days default 5). 201. */
  app.post(
    '/pay-schedule-groups',
    {
      schema: {
        tags: ['organisation'],
        summary: 'Create a pay schedule group',
        body: GroupBody,
        response: { 201: PayScheduleGroup, ...problemResponses(400, 401, 409, 415, 422, 429) },
      },
    },
    async (req, reply) => reply.code(201).send(await service.createGroup(req.auth, req.body)),
  );

  /** Updates a group; pay_frequency/anchor are locked once the group has payrolls (409 frequency_locked). */
  app.patch(
    '/pay-schedule-groups/:pay_schedule_group_id',
    {
      schema: {
        tags: ['organisation'],
        summary: 'Update a pay schedule group',
        params: idParams('pay_schedule_group_id'),
        body: GroupPatchBody,
        response: { 200: PayScheduleGroup, ...problemResponses(400, 401, 404, 409, 415, 422, 429) },
      },
    },
    async (req) => service.updateGroup(req.auth, req.params.pay_schedule_group_id as number, req.body),
  );
};
