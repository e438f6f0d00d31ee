/**
 * GET /payrolls/:payroll_id/paychecks/:employee_id: one pay statement of a payroll in any status,
 * JSON by default, a PDF pay stub with `Accept: application/pdf`. Registered inside the payroll
 * plugin (payroll plan, 404 for another company's payroll or a person without a paycheck in it).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { problemResponses } from '../../platform/http/schemas.js';
import { negotiate, PdfBody, withMediaTypes } from '../../platform/http/content-negotiation.js';
import { PaycheckParams, PayStatement } from './pay-statement.schemas.js';
import { PayStatementService } from './pay-statement.service.js';
import { payStubPdf } from './pay-stub-pdf.js';

/** Pay statement plugin (registered by payrolls.routes.ts). */
export const payStatementRoutes: FastifyPluginAsync<ModuleDeps> = async (app0, deps) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const service = new PayStatementService(deps.db, deps.clock);

  /** One pay statement with current and YTD amounts per line (JSON, or PDF pay stub). */
  app.get(
    '/payrolls/:payroll_id/paychecks/:employee_id',
    {
      schema: {
        tags: ['payrolls'],
        summary: 'Get a pay statement (JSON, or a PDF pay stub with Accept: application/pdf)',
        params: PaycheckParams,
        response: {
          200: withMediaTypes(PayStatement, { 'application/pdf': PdfBody }),
          ...problemResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (req, reply) => {
      const s = await service.statement(req.auth, req.params.payroll_id, req.params.employee_id);
      if (negotiate(req, ['application/pdf']) !== 'application/pdf') return s;
      const pdf = await payStubPdf(s);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `inline; filename="pay-stub-${s.payroll.payday}-${s.employee.employee_id}.pdf"`,
        )
        .send(pdf);
    },
  );
};
