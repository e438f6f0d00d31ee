/**
 * Year-end forms (plan payroll or higher, else 403 `plan_required`; docs/year-end.md):
 * GET /employees/:employee_id/w2s/:year (JSON, or the employee copies B, C and 2 as a PDF with
 * `Accept: application/pdf`), GET /companies/w3?year=, the 941 and 940 returns, and PUT
 * /companies/tax-ids.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { requirePlan } from '../../platform/auth/auth.plugin.js';
import { problemResponses } from '../../platform/http/schemas.js';
import {
  CsvBody,
  negotiate,
  PdfBody,
  sendCsv,
  withMediaTypes,
} from '../../platform/http/content-negotiation.js';
import { Type } from 'typebox';
import {
  Efw2Query,
  Form940,
  Form941,
  QuarterQuery,
  StateWageReport,
  StateWageReportQuery,
  Form1096,
  Form1099Nec,
  NecParams,
  TaxIds,
  TaxIdsBody,
  W2,
  W2Params,
  W3,
  YearEndReport,
  YearQuery,
} from './year-end.schemas.js';
import { YearEndService } from './year-end.service.js';
import { w2Pdf } from './w2-pdf.js';
import { stateWageReportCsv } from './state-wage-report.js';

/** Year-end plugin. */
export const yearEndRoutes: FastifyPluginAsync<ModuleDeps> = async (app0, deps) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const service = new YearEndService(deps.db, deps.clock, deps.sealer);
  app.addHook('preValidation', requirePlan('payroll'));
  const tags = ['year-end'];

  /**
   * One employee's Form W-2 for a year, from approved payrolls (historical ones included). 404 for
   * a contractor or a year without pay; 422 `missing_tax_information` naming `ssn`/`address`.
   */
  app.get(
    '/employees/:employee_id/w2s/:year',
    {
      schema: {
        tags,
        summary: 'Form W-2 of an employee (JSON, or copies B, C and 2 as PDF with Accept: application/pdf)',
        params: W2Params,
        response: {
          200: withMediaTypes(W2, { 'application/pdf': PdfBody }),
          ...problemResponses(400, 401, 403, 404, 422, 429),
        },
      },
    },
    async (req, reply) => {
      const w = await service.w2(req.auth, req.params.employee_id, req.params.year);
      if (negotiate(req, ['application/pdf']) !== 'application/pdf') return w;
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="w2-${w.year}-${w.employee_id}.pdf"`)
        .send(await w2Pdf(w));
    },
  );

  /** Form W-3 totals of the year's W-2s, with what blocks filing. */
  app.get(
    '/companies/w3',
    {
      schema: {
        tags,
        summary: 'Form W-3: totals of the W-2s of a year',
        querystring: YearQuery,
        response: { 200: W3, ...problemResponses(400, 401, 403, 429) },
      },
    },
    async (req) => service.w3(req.auth, req.query.year),
  );

  /**
   * The SSA's EFW2 file of the year's W-2s (SSA Publication 42-007): 512-byte records RA, RE, RW…,
   * RT, RF, as text/plain. 422 `missing_tax_information` naming every missing EIN, address or SSN.
   */
  app.get(
    '/companies/w2-file',
    {
      schema: {
        tags,
        summary: "The SSA's electronic W-2 file (EFW2) for a year",
        querystring: Efw2Query,
        response: {
          200: Type.String({ description: 'EFW2 file: 512-character records separated by CR LF' }),
          ...problemResponses(400, 401, 403, 404, 422, 429),
        },
      },
    },
    async (req, reply) => {
      const { text } = await service.w2File(req.auth, req.query.year, req.query.user_id ?? '');
      return reply
        .type('text/plain; charset=us-ascii')
        .header('content-disposition', `attachment; filename="W2REPORT-${req.query.year}.txt"`)
        .send(text);
    },
  );

  /**
   * Form 1099-NEC of a contractor paid $600 or more in the year (404 under it; 422 without TIN or
   * address): JSON, or the recipient's Copy B as a PDF (./form1099nec-pdf.ts).
   */
  app.get(
    '/contractors/:contractor_id/1099-necs/:year',
    {
      schema: {
        tags,
        summary: 'Form 1099-NEC of a contractor (JSON, or Copy B as PDF with Accept: application/pdf)',
        params: NecParams,
        response: {
          200: withMediaTypes(Form1099Nec, { 'application/pdf': PdfBody }),
          ...problemResponses(400, 401, 403, 404, 422, 429),
        },
      },
    },
    async (req, reply) => {
      const { contractor_id: id, year } = req.params;
      if (negotiate(req, ['application/pdf']) !== 'application/pdf') {
        return service.form1099Nec(req.auth, id, year);
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="1099-nec-${year}-${id}.pdf"`)
        .send(await service.form1099NecPdf(req.auth, id, year));
    },
  );

  /** The totals of Form 1096 for the year's 1099-NECs. */
  app.get(
    '/companies/1096',
    {
      schema: {
        tags,
        summary: 'Form 1096 totals of the 1099-NECs of a year',
        querystring: YearQuery,
        response: { 200: Form1096, ...problemResponses(400, 401, 403, 429) },
      },
    },
    async (req) => service.form1096(req.auth, req.query.year),
  );

  /** Year-end reconciliation: paychecks vs Form 941s, W-3 and Form 940 (differences must be 0.00), and what blocks filing. */
  app.get(
    '/reports/year-end',
    {
      schema: {
        tags: ['reports'],
        summary: 'Year-end reconciliation: paychecks, Forms 941, W-3 and 940 side by side',
        querystring: YearQuery,
        response: { 200: YearEndReport, ...problemResponses(400, 401, 403, 429) },
      },
    },
    async (req) => service.yearEndReport(req.auth, req.query.year),
  );

  /**
   * Form 941 of a quarter with line 16, the Schedule B daily liabilities and the depositor's line 16
   * box; with `Accept: application/pdf` the form (and Schedule B) rendered (./form941-pdf.ts).
   */
  app.get(
    '/companies/941',
    {
      schema: {
        tags,
        summary:
          'Form 941 of a quarter (lines 1–12, line 16, Schedule B; a PDF with Accept: application/pdf)',
        querystring: QuarterQuery,
        response: {
          200: withMediaTypes(Form941, { 'application/pdf': PdfBody }),
          ...problemResponses(400, 401, 403, 429),
        },
      },
    },
    async (req, reply) => {
      const { year, quarter } = req.query;
      if (negotiate(req, ['application/pdf']) !== 'application/pdf') {
        return service.form941(req.auth, year, quarter);
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="f941-${year}-q${quarter}.pdf"`)
        .send(await service.form941Pdf(req.auth, year, quarter));
    },
  );

  /**
   * Form 940 of a year with Schedule A (credit-reduction states) and line 16 quarterly liabilities;
   * with `Accept: application/pdf` the form (and Schedule A) rendered (./form940-pdf.ts).
   */
  app.get(
    '/companies/940',
    {
      schema: {
        tags,
        summary: 'Form 940 of a year (lines 1–17, Schedule A; a PDF with Accept: application/pdf)',
        querystring: YearQuery,
        response: {
          200: withMediaTypes(Form940, { 'application/pdf': PdfBody }),
          ...problemResponses(400, 401, 403, 429),
        },
      },
    },
    async (req, reply) => {
      const { year } = req.query;
      if (negotiate(req, ['application/pdf']) !== 'application/pdf') return service.form940(req.auth, year);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="f940-${year}.pdf"`)
        .send(await service.form940Pdf(req.auth, year));
    },
  );

  /**
   * A state's quarterly wage report: per employee the full SSN, gross, SUI taxable wages and state
   * income tax withheld, with totals; JSON, or CSV with `Accept: text/csv`. The response carries
   * full SSNs: `cache-control: no-store`, and nothing of it is logged.
   */
  app.get(
    '/companies/state-wage-report',
    {
      schema: {
        tags,
        summary: "A state's quarterly wage report (JSON, or CSV with Accept: text/csv)",
        querystring: StateWageReportQuery,
        response: {
          200: withMediaTypes(StateWageReport, { 'text/csv': CsvBody }),
          ...problemResponses(400, 401, 403, 429),
        },
      },
    },
    async (req, reply) => {
      const { year, quarter, state } = req.query;
      const report = await service.stateWageReport(req.auth, year, quarter, state);
      reply.header('cache-control', 'no-store');
      if (negotiate(req, ['text/csv']) !== 'text/csv') return report;
      return sendCsv(reply, `wage-report-${state}-${year}-Q${quarter}.csv`, stateWageReportCsv(report));
    },
  );

  /** Sets the employer identification number and state employer account numbers. 200 the identifiers. */
  app.put(
    '/companies/tax-ids',
    {
      schema: {
        tags,
        summary: 'Set the EIN and state employer account numbers the year-end forms carry',
        body: TaxIdsBody,
        response: { 200: TaxIds, ...problemResponses(400, 401, 403, 415, 429) },
      },
    },
    async (req) => service.setTaxIds(req.auth, req.body),
  );
};
