/**
 * What a component token reaches (issue 23): an allowlist of routes per scope, by method and route
 * pattern. Everything else answers 403 `out_of_scope` to a token (API keys are not affected).
 *
 * - `admin` scope: the routes of the admin components (people, their tax setup and bank accounts,
 *   timesheets and punch edits, the payroll run, pay stubs, reports) — never API keys, tokens,
 *   webhooks, events, audit exports, company settings or the sandbox's payroll advance.
 * - `employee` scope: the routes of one employee's components (onboarding, pay stubs, timesheet,
 *   time off), each naming that employee in its path (`:employee_id`), in the required
 *   `employee_id` query parameter (lists), in the body's `employee_id` (a new time-off request) or
 *   through the time-off request it acts on (`:time_off_request_id`: the request must be that
 *   employee's, and pending — an employee cancels only a pending request; approving and denying
 *   are admin routes); another employee's id answers 403. The employee may change only personal
 *   fields of their own record ({@link EMPLOYEE_PATCH_FIELDS}).
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { DomainError } from '../../shared/errors.js';
import { findRequest } from '../time-off/time-off.repository.js';

/**
 * Where an employee route names its employee: the path, the query, the JSON body, the time-off
 * request of the path (`time_off_request`), or nowhere (`none`: company-wide reads).
 */
export type EmployeeRule = 'path' | 'query' | 'body' | 'time_off_request' | 'none';

const P = '/partner/v1';

/** Routes an employee token reaches, with where the employee id must be its own. */
export const EMPLOYEE_ROUTES: Readonly<Record<string, EmployeeRule>> = {
  [`GET ${P}/component-tokens/current`]: 'none',
  [`GET ${P}/withholding-certificates`]: 'none',
  [`GET ${P}/employees/:employee_id`]: 'path',
  [`PATCH ${P}/employees/:employee_id`]: 'path',
  [`GET ${P}/employees/:employee_id/tax-setup`]: 'path',
  [`PUT ${P}/employees/:employee_id/tax-setup`]: 'path',
  [`GET ${P}/employees/:employee_id/bank-accounts`]: 'path',
  [`POST ${P}/employees/:employee_id/bank-accounts`]: 'path',
  [`DELETE ${P}/employees/:employee_id/bank-accounts/:bank_account_id`]: 'path',
  [`GET ${P}/employees/:employee_id/pay-statements`]: 'path',
  [`GET ${P}/employees/:employee_id/withholding-certificates`]: 'path',
  [`GET ${P}/payrolls/:payroll_id/paychecks/:employee_id`]: 'path',
  [`GET ${P}/time-records`]: 'query',
  [`GET ${P}/employees/:employee_id/timesheet`]: 'path',
  [`GET ${P}/employees/:employee_id/time-off-balances`]: 'path',
  [`GET ${P}/time-off-requests`]: 'query',
  [`POST ${P}/time-off-requests`]: 'body',
  [`POST ${P}/time-off-requests/:time_off_request_id/cancel`]: 'time_off_request',
};

/** Fields of PATCH /employees/:employee_id an employee token may send (personal details). */
export const EMPLOYEE_PATCH_FIELDS: ReadonlySet<string> = new Set([
  'first_name',
  'last_name',
  'middle_name',
  'nickname',
  'dob',
  'mobile_phone',
  'home_phone',
  'recovery_email',
  'address',
  'ssn',
  'payment_method',
]);

/** Routes an admin token reaches. */
export const ADMIN_ROUTES: ReadonlySet<string> = new Set([
  `GET ${P}/component-tokens/current`,
  `GET ${P}/withholding-certificates`,
  `GET ${P}/companies`,
  `GET ${P}/employees`,
  `POST ${P}/employees`,
  `GET ${P}/employees/:employee_id`,
  `PATCH ${P}/employees/:employee_id`,
  `GET ${P}/employees/:employee_id/tax-setup`,
  `PUT ${P}/employees/:employee_id/tax-setup`,
  `GET ${P}/employees/:employee_id/bank-accounts`,
  `POST ${P}/employees/:employee_id/bank-accounts`,
  `DELETE ${P}/employees/:employee_id/bank-accounts/:bank_account_id`,
  `GET ${P}/employees/:employee_id/pay-statements`,
  `GET ${P}/employees/:employee_id/withholding-certificates`,
  `GET ${P}/departments`,
  `GET ${P}/workplaces`,
  `GET ${P}/customers`,
  `GET ${P}/projects`,
  `GET ${P}/pay-schedule-groups`,
  `GET ${P}/time-records`,
  `GET ${P}/time-records/:time_record_id`,
  `PATCH ${P}/time-records/:time_record_id`,
  `GET ${P}/time-records/:time_record_id/history`,
  `GET ${P}/employees/:employee_id/timesheet`,
  `GET ${P}/employees/:employee_id/time-off-balances`,
  `GET ${P}/time-off-requests`,
  `POST ${P}/time-off-requests`,
  `POST ${P}/time-off-requests/:time_off_request_id/approve`,
  `POST ${P}/time-off-requests/:time_off_request_id/deny`,
  `POST ${P}/time-off-requests/:time_off_request_id/cancel`,
  `GET ${P}/payrolls/period-options`,
  `POST ${P}/payrolls/initialize`,
  `POST ${P}/payrolls`,
  `GET ${P}/payrolls`,
  `GET ${P}/payrolls/:payroll_id`,
  `PUT ${P}/payrolls/:payroll_id`,
  `DELETE ${P}/payrolls/:payroll_id`,
  `GET ${P}/payrolls/:payroll_id/preview`,
  `GET ${P}/payrolls/:payroll_id/paychecks`,
  `PATCH ${P}/payrolls/:payroll_id/paychecks/:employee_id`,
  `GET ${P}/payrolls/:payroll_id/paychecks/:employee_id`,
  `POST ${P}/payrolls/:payroll_id/approve`,
  `GET ${P}/reports/payroll-journal`,
  `GET ${P}/reports/tax-liability`,
  `GET ${P}/reports/job-costing`,
  `GET ${P}/reports/hours`,
  `GET ${P}/reports/employee-ytd`,
]);

function outOfScope(detail: string): DomainError {
  return new DomainError('out_of_scope', detail);
}

/**
 * preValidation check of a component-token request (no-op for API keys): the route must be in its
 * scope's allowlist and an employee token must name its own employee (a time-off request is read
 * from `db`, scoped to the token's company). @throws 403 `out_of_scope`.
 */
export async function checkTokenScope(req: FastifyRequest, db: Kysely<DB>): Promise<void> {
  const grant = req.auth?.component;
  if (!grant) return;
  const route = `${req.method} ${req.routeOptions.url ?? ''}`;
  if (grant.scope === 'admin') {
    if (!ADMIN_ROUTES.has(route)) throw outOfScope(`An admin component token does not reach ${route}`);
    return;
  }
  const rule = EMPLOYEE_ROUTES[route];
  if (rule === undefined) throw outOfScope(`An employee component token does not reach ${route}`);
  const own = grant.employeeId;
  if (rule === 'path') {
    const id = (req.params as Record<string, unknown>).employee_id;
    if (String(id) !== String(own)) {
      throw outOfScope(`This token is for employee ${own}; it cannot reach employee ${String(id)}`);
    }
  } else if (rule === 'query') {
    const id = (req.query as Record<string, unknown>).employee_id;
    if (String(id) !== String(own)) {
      throw outOfScope(`This token is for employee ${own}: send employee_id=${own}`);
    }
  } else if (rule === 'body') {
    const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    if (String(body.employee_id) !== String(own)) {
      throw new DomainError('out_of_scope', `This token is for employee ${own}: send employee_id ${own}`, [
        { field: 'employee_id', message: `must be ${own}, the employee of this token` },
      ]);
    }
  } else if (rule === 'time_off_request') {
    const raw = (req.params as Record<string, unknown>).time_off_request_id;
    const id = Number(raw);
    const r = Number.isSafeInteger(id) && id > 0 ? await findRequest(db, req.auth.companyId, id) : undefined;
    // An unknown id and another employee's request answer alike (no probing of request ids).
    if (!r || String(r.employee_id) !== String(own)) {
      throw outOfScope(`This token is for employee ${own}; time-off request ${String(raw)} is not theirs`);
    }
    if (r.status !== 'pending') {
      throw outOfScope(`An employee cancels only a pending request; request ${id} is ${r.status}`);
    }
  }
  if (route === `PATCH ${P}/employees/:employee_id` && req.body && typeof req.body === 'object') {
    const extra = Object.keys(req.body).filter((k) => !EMPLOYEE_PATCH_FIELDS.has(k));
    if (extra.length > 0) {
      throw new DomainError(
        'out_of_scope',
        `An employee may change only personal details; not ${extra.join(', ')}`,
        extra.map((field) => ({ field, message: 'only an admin may change this field' })),
      );
    }
  }
}
