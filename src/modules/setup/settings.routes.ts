/** POST /workplaces, PATCH /workplaces/:workplace_id, PATCH /companies, GET /audit-events. */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { ListOf, PageQuery } from '../../platform/http/pagination.js';
import { problemResponses } from '../../platform/http/schemas.js';
import { WorkplaceParams } from '../workplaces/workplaces.schemas.js';
import { CompanyPatchBody, WorkplaceBody, WorkplacePatchBody } from './settings.schemas.js';
import { listAuditEvents, SettingsService, type CompanyPatch } from './settings.service.js';

/** Filters of GET /audit-events. */
const AuditQuery = Type.Object(
  {
    ...PageQuery,
    resource_type: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description: 'e.g. employee, earning, tax_setup, benefit, workplace, company',
      }),
    ),
    resource_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    since: Type.Optional(
      Type.String({
        maxLength: 40,
        format: 'date-time',
        description: 'ISO-8601 instant (1900–2199); events at or after it',
      }),
    ),
  },
  { additionalProperties: false },
);

/** Workplace, company settings and audit routes. */
export const settingsRoutes: FastifyPluginAsync<ModuleDeps> = async (app0, deps) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const service = new SettingsService(deps.db, deps.clock);

  /** Creates a workplace (US address; state of the 50 + DC; ZIP postal_code). 201 Workplace. */
  app.post(
    '/workplaces',
    {
      schema: {
        tags: ['workplaces'],
        summary: 'Create a workplace',
        body: WorkplaceBody,
        response: { 201: Type.Ref('Workplace'), ...problemResponses(400, 401, 415, 422, 429) },
      },
    },
    async (req, reply) => reply.code(201).send(await service.createWorkplace(req.auth, req.body)),
  );

  /** Updates a workplace (address fields, active). */
  app.patch(
    '/workplaces/:workplace_id',
    {
      schema: {
        tags: ['workplaces'],
        summary: 'Update a workplace',
        params: WorkplaceParams,
        body: WorkplacePatchBody,
        response: { 200: Type.Ref('Workplace'), ...problemResponses(400, 401, 404, 415, 422, 429) },
      },
    },
    async (req) => service.updateWorkplace(req.auth, req.params.workplace_id, req.body),
  );

  /** Changes company settings (name, contact, address, timezone, workweek, daily_cutoff, requirements, min_unpaid_break_minutes, sui_rates). `plan` → 400. */
  app.patch(
    '/companies',
    {
      schema: {
        tags: ['companies'],
        summary: 'Update company settings',
        body: CompanyPatchBody,
        response: { 200: Type.Ref('Company'), ...problemResponses(400, 401, 415, 422, 429) },
      },
    },
    async (req) => {
      const company = await service.updateCompany(req.auth, req.body as CompanyPatch);
      app.companySettings.invalidate(req.auth.companyId);
      return company;
    },
  );

  /** The audit trail (filters resource_type, resource_id, since), oldest first. */
  app.get(
    '/audit-events',
    {
      schema: {
        tags: ['audit'],
        summary: 'List audit events',
        querystring: AuditQuery,
        response: { 200: ListOf(Type.Ref('AuditEvent'), 'audit events'), ...problemResponses(400, 401, 429) },
      },
    },
    async (req) => listAuditEvents(deps.db, req.auth.companyId, req.query),
  );
};
