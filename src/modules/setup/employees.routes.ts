/** POST /employees (and its Friday path POST /employees/invite), PATCH /employees/:employee_id, POST /employees/:employee_id/earnings (docs/api-conventions.md §3). */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { idParams, jsonExample, problemResponses, withExamples } from '../../platform/http/schemas.js';
import { requirePlan } from '../../platform/auth/auth.plugin.js';
import { EarningBody, EmployeePatchBody, InviteBody } from './employees.schemas.js';
import { EmployeeSetupService, type EmployeePatch } from './employees.service.js';
import { foldWorkplaceAlias } from './employees.rules.js';
import type { AuthContext } from '../../platform/auth/auth.plugin.js';
import { INVITE_EXAMPLE, INVITED_EXAMPLE } from './employees.examples.js';
import { terminationPayout } from '../time-off/termination-payout.js';
import { localDate } from '../../shared/time.js';

/** Employee write routes. */
export const employeeSetupRoutes: FastifyPluginAsync<ModuleDeps> = async (app0, deps) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const service = new EmployeeSetupService(deps.db, deps.clock, deps.sealer);

  /**
   * Invites an employee record. Required: first_name, last_name, email (stored lower-case),
   * employment_type, start_date (`YYYY-MM-DD` or a midnight date-time). On payroll/premium an
   * employee or contractor that is not timetrack_only needs the first earning (payment_unit …), and
   * an employee also workplace_id (or its alias `workplace`). 201 EmployeeDetail. Served at `POST /employees` and at
   * Friday's `POST /employees/invite` (docs/compatibility.md).
   */
  const invite = async (req: { auth: AuthContext; body: Static<typeof InviteBody> }, reply: FastifyReply) => {
    const detail = await service.invite(req.auth, foldWorkplaceAlias(req.body));
    return reply.code(201).send(detail);
  };
  const inviteSchema = (summary: string, description: string) => ({
    tags: ['employees'],
    summary,
    description,
    body: withExamples(InviteBody, INVITE_EXAMPLE),
    response: {
      201: jsonExample(Type.Ref('EmployeeDetail'), INVITED_EXAMPLE, 'Created: the employee detail'),
      ...problemResponses(400, 401, 409, 415, 422, 429),
    },
  });
  app.post(
    '/employees',
    {
      schema: inviteSchema(
        'Invite an employee',
        'Creates an employee, contractor or admin (and the first earning record). The same operation as `POST /employees/invite`.',
      ),
    },
    invite,
  );
  app.post(
    '/employees/invite',
    {
      schema: inviteSchema(
        'Invite an employee (Friday path)',
        "The path Friday's partner API gives the invite; the same handler, body and answers as `POST /employees`.",
      ),
    },
    invite,
  );

  /**
   * Updates contact fields, department, pay schedule group, workplace, limits, lunch settings;
   * dismisses (`is_active: false` + `dismissed_on`) or reactivates. null clears. 200 EmployeeDetail;
   * a dismissal's response adds `termination_payout` (src/modules/time-off/termination-payout.ts).
   */
  app.patch(
    '/employees/:employee_id',
    {
      schema: {
        tags: ['employees'],
        summary: 'Update or dismiss an employee',
        params: idParams('employee_id'),
        body: EmployeePatchBody,
        response: { 200: Type.Ref('EmployeeDetail'), ...problemResponses(400, 401, 404, 409, 415, 422, 429) },
      },
    },
    async (req) => {
      const id = req.params.employee_id as number;
      const detail = await service.update(req.auth, id, req.body as EmployeePatch);
      if (req.body.is_active !== false || req.auth.company.plan === 'timetracking') return detail;
      // A dismissal offers the final-pay payout of the time-off policies paid out on termination.
      const termination_payout = await terminationPayout(deps.db, req.auth.companyId, id, {
        today: localDate(deps.clock.now(), req.auth.company.timezone),
        now: deps.clock.now(),
      });
      return { ...detail, termination_payout };
    },
  );

  /**
   * Adds an earning record effective start_date (history is never rewritten; a future-dated
   * record becomes current_earning on its date). 201 Earning. Every earning field is a pay field:
   * the timetracking plan gets 403 `plan_required` before the body is validated.
   */
  app.post(
    '/employees/:employee_id/earnings',
    {
      preValidation: requirePlan('payroll'),
      schema: {
        tags: ['employees'],
        summary: 'Add an earning record',
        params: idParams('employee_id'),
        body: EarningBody,
        response: { 201: Type.Ref('Earning'), ...problemResponses(400, 401, 403, 404, 409, 415, 422, 429) },
      },
    },
    async (req, reply) => {
      const earning = await service.addEarning(req.auth, req.params.employee_id as number, req.body);
      return reply.code(201).send(earning);
    },
  );
};
