/**
 * Report routes under /reports (payroll plan or higher, 403 `plan_required`). Every report answers
 * JSON by default and CSV with `Accept: text/csv` (paged reports put the next cursor in the
 * `x-next-cursor` header). Date ranges are inclusive; an inverted range or one longer than five
 * years is a 400 `validation_failed` naming `end_date`. Figures come from approved payrolls
 * (pending, processing, paid), except the hours report, which reads the time records.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { requirePlan } from '../../platform/auth/auth.plugin.js';
import { problemResponses } from '../../platform/http/schemas.js';
import { CsvBody, negotiate, sendCsv, withMediaTypes } from '../../platform/http/content-negotiation.js';
import {
  EmployeeYtdPage,
  EmployeeYtdQuery,
  HoursPage,
  HoursQuery,
  JobCostingReport,
  JournalPage,
  JournalQuery,
  RangeQuery,
  TaxLiabilityQuery,
  TaxLiabilityReport,
} from './reports.schemas.js';
import { ReportsService } from './reports.service.js';
import { rowsToCsv } from './report-csv.js';

type Rows = Array<Record<string, any>>;

/** Answers `body` as JSON, or `rows(body)` as CSV named `name` when the client prefers text/csv. */
function respond<T>(
  req: FastifyRequest,
  reply: FastifyReply,
  name: string,
  body: T,
  rows: (b: T) => Rows,
  nextCursor?: string | null,
) {
  if (negotiate(req, ['text/csv']) !== 'text/csv') return body;
  if (nextCursor) reply.header('x-next-cursor', nextCursor);
  return sendCsv(reply, `${name}.csv`, rowsToCsv(rows(body)));
}

const ok = (json: TSchema) => ({
  200: withMediaTypes(json, { 'text/csv': CsvBody }),
  ...problemResponses(400, 401, 403, 429),
});

/** Reports plugin. */
export const reportsRoutes: FastifyPluginAsync<ModuleDeps> = async (app0, deps) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const service = new ReportsService(deps.db, deps.clock);
  app.addHook('preHandler', requirePlan('payroll'));
  const tags = ['reports'];

  /** Payroll journal: every paycheck (or pay line) of approved payrolls with payday in the range, paged. */
  app.get(
    '/reports/payroll-journal',
    {
      schema: {
        tags,
        summary: 'Payroll journal (JSON, or CSV with Accept: text/csv)',
        querystring: JournalQuery,
        response: ok(JournalPage),
      },
    },
    async (req, reply) => {
      const body = await service.journal(req.auth, req.query);
      return respond(req, reply, 'payroll-journal', body, (b) => b.data, body.pagination.next_cursor);
    },
  );

  /** Tax liability per tax code, jurisdiction and payer by payday month or quarter, with Form 941/940 and state figures. */
  app.get(
    '/reports/tax-liability',
    {
      schema: {
        tags,
        summary: 'Tax liability (JSON, or CSV of the lines with Accept: text/csv)',
        querystring: TaxLiabilityQuery,
        response: ok(TaxLiabilityReport),
      },
    },
    async (req, reply) =>
      respond(req, reply, 'tax-liability', await service.taxLiability(req.auth, req.query), (b) => b.lines),
  );

  /** Job costing: hours and labor cost (gross + allocated employer taxes) by customer, project and department. */
  app.get(
    '/reports/job-costing',
    {
      schema: {
        tags,
        summary: 'Job costing (JSON, or CSV with Accept: text/csv)',
        querystring: RangeQuery,
        response: ok(JobCostingReport),
      },
    },
    async (req, reply) =>
      respond(req, reply, 'job-costing', await service.jobCosting(req.auth, req.query), (b) => b.data),
  );

  /** Hours from the time records by employee, company-local day, customer and project, paged. */
  app.get(
    '/reports/hours',
    {
      schema: {
        tags,
        summary: 'Hours by employee, day, customer and project (JSON, or CSV with Accept: text/csv)',
        querystring: HoursQuery,
        response: ok(HoursPage),
      },
    },
    async (req, reply) => {
      const body = await service.hours(req.auth, req.query);
      return respond(req, reply, 'hours', body, (b) => b.data, body.pagination.next_cursor);
    },
  );

  /** Employee YTD for a payday year: gross, taxes by code, net, paged by employee. */
  app.get(
    '/reports/employee-ytd',
    {
      schema: {
        tags,
        summary: 'Employee YTD (JSON, or CSV with Accept: text/csv)',
        querystring: EmployeeYtdQuery,
        response: ok(EmployeeYtdPage),
      },
    },
    async (req, reply) => {
      const body = await service.employeeYtd(req.auth, req.query);
      return respond(
        req,
        reply,
        `employee-ytd-${req.query.year}`,
        body,
        (b) => b.data,
        body.pagination.next_cursor,
      );
    },
  );
};
