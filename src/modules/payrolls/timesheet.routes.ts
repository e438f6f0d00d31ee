/**
 * GET /employees/:employee_id/timesheet: one person's days with regular, overtime and double
 * overtime hours as the payroll engine classifies them, the rule behind each overtime hour and the
 * days locked by an approved payroll (./timesheet.service.ts). Any plan (time tracking included).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { idParams, problemResponses } from '../../platform/http/schemas.js';
import { Timesheet, TimesheetQuery } from './timesheet.schemas.js';
import { TimesheetService } from './timesheet.service.js';

/** The timesheet route. */
export const timesheetRoutes: FastifyPluginAsync<ModuleDeps> = async (app0, deps) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const service = new TimesheetService(deps.db, deps.clock);

  /**
   * 200 Timesheet over start_date … end_date (default: this workweek; at most 31 days). 400
   * naming start_date or end_date; 404 for an unknown employee.
   */
  app.get(
    '/employees/:employee_id/timesheet',
    {
      schema: {
        tags: ['time-records'],
        summary: "An employee's timesheet: hours per day, overtime by rule, locked days",
        description:
          'The days of one person in the company time zone, classified by the payroll engine: regular, overtime (1.5×) and double overtime (2×) seconds, each overtime second under the rule that produced it (FLSA weekly 40 h; CA, AK, NV, CO daily rules; CA 7th consecutive day; see docs/overtime-rules.md), and whether an approved payroll locks the day (its punches cannot change).',
        params: idParams('employee_id'),
        querystring: TimesheetQuery,
        response: { 200: Timesheet, ...problemResponses(400, 401, 403, 404, 429) },
      },
    },
    async (req) => service.timesheet(req.auth, req.params.employee_id as number, req.query),
  );
};
