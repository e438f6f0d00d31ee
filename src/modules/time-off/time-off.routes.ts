/**
 * Time-off routes (docs/time-off.md): /time-off-policies, /time-off-requests, /time-off-holidays,
 * GET /employees/:id/time-off-balances and POST /employees/:id/time-off-adjustments. Every write
 * is one transaction with its audit row and events; `Idempotency-Key` is honoured on every POST.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { idParams, jsonExample, problemResponses } from '../../platform/http/schemas.js';
import { BalancesService } from './balances.service.js';
import { HolidaysService } from './holidays.service.js';
import { PoliciesService } from './policies.service.js';
import { RequestsService } from './requests.service.js';
import { TimeOffLiability, timeOffLiability } from './liability.js';
import { requirePlan } from '../../platform/auth/auth.plugin.js';
import { localDate } from '../../shared/time.js';
import {
  AdjustmentBody,
  BalanceQuery,
  EnrollmentBody,
  HolidayCalendar,
  HolidaysBody,
  HolidayYearQuery,
  PolicyBody,
  PolicyPatchBody,
  RequestBody,
  RequestListQuery,
  TERMINATION_PAYOUT_EXAMPLE,
  TerminationPayoutQuery,
  TimeOffBalances,
  YearEndBody,
} from './time-off.schemas.js';
import { terminationPayout } from './termination-payout.js';
import { settleTimeOff } from './postings.js';

const tags = ['time-off'];
const writeProblems = problemResponses(400, 401, 404, 409, 415, 422, 429);

/** Registers the time-off routes. */
export const timeOffRoutes: FastifyPluginAsync<ModuleDeps> = async (app0, deps) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const policies = new PoliciesService(deps.db, deps.clock);
  const balances = new BalancesService(deps.db, deps.clock);
  const requests = new RequestsService(deps.db, deps.clock);
  const holidays = new HolidaysService(deps.db, deps.clock);
  const policyParams = idParams('time_off_policy_id');
  const requestParams = idParams('time_off_request_id');
  const employeeParams = idParams('employee_id');
  // Read-side settlement (postings.ts): every time-off route — balances, adjustments, requests,
  // policies and year end, the liability report, the termination payout — first posts the
  // company's queued accruals, before any lock of its own, so it sees the balances exactly.
  app.addHook('preHandler', async (req) => {
    await settleTimeOff(deps.db, req.auth.companyId, deps.clock.now());
  });

  /** Lists the company's policies, with enrollment counts and statutory-minimum warnings. */
  app.get(
    '/time-off-policies',
    {
      schema: {
        tags,
        summary: 'List time-off policies',
        response: {
          200: Type.Object({ time_off_policies: Type.Array(Type.Ref('TimeOffPolicy')) }),
          ...problemResponses(401, 429),
        },
      },
    },
    async (req) => policies.list(req.auth.companyId),
  );

  /** Creates a policy; with auto_enroll (default) every employee is enrolled. 201 TimeOffPolicy. */
  app.post(
    '/time-off-policies',
    {
      schema: {
        tags,
        summary: 'Create a time-off policy',
        body: PolicyBody,
        response: { 201: Type.Ref('TimeOffPolicy'), ...writeProblems },
      },
    },
    async (req, reply) => reply.code(201).send(await policies.create(req.auth, req.body)),
  );

  /** One policy. */
  app.get(
    '/time-off-policies/:time_off_policy_id',
    {
      schema: {
        tags,
        summary: 'Get a time-off policy',
        params: policyParams,
        response: { 200: Type.Ref('TimeOffPolicy'), ...problemResponses(400, 401, 404, 429) },
      },
    },
    async (req) => policies.get(req.auth.companyId, req.params.time_off_policy_id as number),
  );

  /** Changes a policy (kind and accrual method are fixed). */
  app.patch(
    '/time-off-policies/:time_off_policy_id',
    {
      schema: {
        tags,
        summary: 'Update a time-off policy',
        params: policyParams,
        body: PolicyPatchBody,
        response: { 200: Type.Ref('TimeOffPolicy'), ...writeProblems },
      },
    },
    async (req) => policies.update(req.auth, req.params.time_off_policy_id as number, req.body),
  );

  /** Enrolls employees in a policy. */
  app.post(
    '/time-off-policies/:time_off_policy_id/enrollments',
    {
      schema: {
        tags,
        summary: 'Enroll employees in a time-off policy',
        params: policyParams,
        body: EnrollmentBody,
        response: { 200: Type.Ref('TimeOffPolicy'), ...writeProblems },
      },
    },
    async (req) => policies.enroll(req.auth, req.params.time_off_policy_id as number, req.body.employee_ids),
  );

  /** Year end: balances above the carryover limit on December 31 expire (once per person and year). */
  app.post(
    '/time-off-policies/:time_off_policy_id/year-end',
    {
      schema: {
        tags,
        summary: 'Close a year of a time-off policy (carryover limit)',
        params: policyParams,
        body: YearEndBody,
        response: {
          200: Type.Object({
            time_off_policy_id: Type.Integer(),
            year: Type.Integer(),
            expired: Type.Integer({ description: 'People whose excess expired in this call' }),
          }),
          ...writeProblems,
        },
      },
    },
    async (req) => policies.yearEnd(req.auth, req.params.time_off_policy_id as number, req.body.year),
  );

  /** Balances of one person per enrolled policy, as of a company-local date (default today). */
  app.get(
    '/employees/:employee_id/time-off-balances',
    {
      schema: {
        tags,
        summary: "An employee's time-off balances",
        params: employeeParams,
        querystring: BalanceQuery,
        response: { 200: TimeOffBalances, ...problemResponses(400, 401, 404, 429) },
      },
    },
    async (req) => balances.balances(req.auth, req.params.employee_id as number, req.query.as_of),
  );

  /**
   * The final-pay payout of a dismissed employee: per policy marked payout_on_termination, hours ×
   * rate, and the two ways to pay it (a ready off-cycle POST /payrolls body, or the regular period
   * holding the dismissal date). 409 invalid_state when the employee is not dismissed.
   */
  app.get(
    '/employees/:employee_id/termination-payout',
    {
      schema: {
        tags,
        summary: "A dismissed employee's time-off payout",
        params: employeeParams,
        querystring: TerminationPayoutQuery,
        response: {
          200: jsonExample(Type.Ref('TerminationPayout'), TERMINATION_PAYOUT_EXAMPLE, 'The payout offer'),
          ...problemResponses(400, 401, 404, 409, 429),
        },
      },
    },
    async (req) =>
      terminationPayout(deps.db, req.auth.companyId, req.params.employee_id as number, {
        today: localDate(deps.clock.now(), req.auth.company.timezone),
        now: deps.clock.now(),
        ...(req.query.payday ? { payday: req.query.payday } : {}),
      }),
  );

  /** Adds a signed adjustment to a balance (audited); returns the balances. */
  app.post(
    '/employees/:employee_id/time-off-adjustments',
    {
      schema: {
        tags,
        summary: 'Adjust a time-off balance',
        params: employeeParams,
        body: AdjustmentBody,
        response: { 201: TimeOffBalances, ...writeProblems },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await balances.adjust(req.auth, req.params.employee_id as number, req.body)),
  );

  /** Lists requests (filters employee_id, status), newest first, at most 500. */
  app.get(
    '/time-off-requests',
    {
      schema: {
        tags,
        summary: 'List time-off requests',
        querystring: RequestListQuery,
        response: {
          200: Type.Object({ time_off_requests: Type.Array(Type.Ref('TimeOffRequest')) }),
          ...problemResponses(400, 401, 429),
        },
      },
    },
    async (req) => requests.list(req.auth.companyId, req.query),
  );

  /** Requests time off (pending). */
  app.post(
    '/time-off-requests',
    {
      schema: {
        tags,
        summary: 'Request time off',
        body: RequestBody,
        response: { 201: Type.Ref('TimeOffRequest'), ...writeProblems },
      },
    },
    async (req, reply) => reply.code(201).send(await requests.create(req.auth, req.body)),
  );

  /** One request. */
  app.get(
    '/time-off-requests/:time_off_request_id',
    {
      schema: {
        tags,
        summary: 'Get a time-off request',
        params: requestParams,
        response: { 200: Type.Ref('TimeOffRequest'), ...problemResponses(400, 401, 404, 429) },
      },
    },
    async (req) => requests.get(req.auth.companyId, req.params.time_off_request_id as number),
  );

  for (const action of ['approve', 'deny', 'cancel'] as const) {
    /** Approves / denies / cancels a request. */
    app.post(
      `/time-off-requests/:time_off_request_id/${action}`,
      {
        schema: {
          tags,
          summary: `${action[0]!.toUpperCase()}${action.slice(1)} a time-off request`,
          params: requestParams,
          response: { 200: Type.Ref('TimeOffRequest'), ...writeProblems },
        },
      },
      async (req) => requests[action](req.auth, req.params.time_off_request_id as number),
    );
  }

  /** Accrued time-off liability (payroll plan): balances × rate per person and paid policy. */
  app.get(
    '/reports/time-off-liability',
    {
      preHandler: requirePlan('payroll'),
      schema: {
        tags: ['reports'],
        summary: 'Time-off liability',
        querystring: BalanceQuery,
        response: { 200: TimeOffLiability, ...problemResponses(400, 401, 403, 429) },
      },
    },
    async (req) =>
      timeOffLiability(
        deps.db,
        req.auth.companyId,
        req.query.as_of ?? localDate(deps.clock.now(), req.auth.company.timezone),
      ),
  );

  /** The holiday calendar of a year (the company's, else the US federal holidays). */
  app.get(
    '/time-off-holidays',
    {
      schema: {
        tags,
        summary: 'Holiday calendar of a year',
        querystring: HolidayYearQuery,
        response: { 200: HolidayCalendar, ...problemResponses(400, 401, 429) },
      },
    },
    async (req) => holidays.get(req.auth.companyId, req.query.year),
  );

  /** Replaces the company's holiday calendar of a year. */
  app.put(
    '/time-off-holidays/:year',
    {
      schema: {
        tags,
        summary: 'Set the holiday calendar of a year',
        params: Type.Object(
          { year: Type.Integer({ minimum: 2000, maximum: 2199 }) },
          { additionalProperties: false },
        ),
        body: HolidaysBody,
        response: { 200: HolidayCalendar, ...writeProblems },
      },
    },
    async (req) => holidays.put(req.auth, req.params.year, req.body.holidays),
  );
};
