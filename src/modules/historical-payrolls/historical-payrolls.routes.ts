/**
 * /historical-payrolls (plan payroll or higher, else 403 `plan_required`): payrolls the company ran
 * elsewhere earlier in the year, entered so that wage bases, limits and YTD include them
 * (docs/year-end.md). POST honours `Idempotency-Key` like every POST.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { requirePlan } from '../../platform/auth/auth.plugin.js';
import { problemResponses } from '../../platform/http/schemas.js';
import { ListOf, PageQuery } from '../../platform/http/pagination.js';
import { HistoricalPayrollBody, HistoricalPayrollParams } from './historical-payrolls.schemas.js';
import { HistoricalPayrollsService } from './historical-payrolls.service.js';

/** Historical payroll routes. */
export const historicalPayrollsRoutes: FastifyPluginAsync<ModuleDeps> = async (app0, deps) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const service = new HistoricalPayrollsService(deps.db, deps.clock);
  app.addHook('preValidation', requirePlan('payroll'));
  const tags = ['payrolls'];

  /**
   * Enters a historical payroll: 201 with the payroll (type `historical`, status `paid`) as
   * GET /payrolls/:id shows it. 400 naming the field (amounts, codes, jurisdictions, taxes above
   * wages, negative wages); 400 `invalid_reference` for an unknown person; 409 `invalid_state` for a payday in the future or after
   * an approved payroll run here.
   */
  app.post(
    '/historical-payrolls',
    {
      schema: {
        tags,
        summary: 'Enter a payroll run elsewhere earlier in the year (historical payroll)',
        body: HistoricalPayrollBody,
        response: { 201: Type.Ref('Preview'), ...problemResponses(400, 401, 403, 409, 413, 415, 422, 429) },
      },
    },
    async (req, reply) => reply.code(201).send(await service.create(req.auth, req.body)),
  );

  /** Lists the historical payrolls (summaries, ordered by payroll_id). */
  app.get(
    '/historical-payrolls',
    {
      schema: {
        tags,
        summary: 'List historical payrolls',
        querystring: Type.Object({ ...PageQuery }, { additionalProperties: false }),
        response: {
          200: ListOf(Type.Ref('PayrollSummary'), 'historical payrolls'),
          ...problemResponses(400, 401, 403, 429),
        },
      },
    },
    async (req) => service.list(req.auth, req.query.limit, req.query.cursor),
  );

  /** One historical payroll with its paychecks. 404 for any other payroll. */
  app.get(
    '/historical-payrolls/:payroll_id',
    {
      schema: {
        tags,
        summary: 'Get a historical payroll',
        params: HistoricalPayrollParams,
        response: { 200: Type.Ref('Preview'), ...problemResponses(400, 401, 403, 404, 429) },
      },
    },
    async (req) => service.get(req.auth, req.params.payroll_id),
  );

  /** Deletes a historical payroll while no payroll run here with a later payday is approved (else 409). 204. */
  app.delete(
    '/historical-payrolls/:payroll_id',
    {
      schema: {
        tags,
        summary: 'Delete a historical payroll',
        params: HistoricalPayrollParams,
        response: { 204: Type.Null(), ...problemResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (req, reply) => {
      await service.remove(req.auth, req.params.payroll_id);
      return reply.code(204).send(null);
    },
  );
};
