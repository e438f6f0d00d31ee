/**
 * What a component token reaches (issue 23): an allowlist of routes per scope, by method and route
 * pattern. Everything else answers 403 `out_of_scope` to a token (API keys are not affected).
 *
 * - `admin` scope: the routes of the admin components (people, their tax setup and bank accounts,
 *   timesheets and punch edits, the payroll run, pay stubs, reports) — never API keys, tokens,
 *   webhooks, events, audit exports, company settings or the sandbox's payroll advance.
 * - `employee` scope: the routes of one employee's components (onboarding, pay stubs, timesheet),
 *   each naming that employee in its path (`:employee_id`) or, for the time-record list, in the
 *   required `employee_id` query parameter; another employee's id answers 403. The employee may
 *   change only personal fields of their own record ({@link EMPLOYEE_PATCH_FIELDS}).
 */
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../shared/errors.js';

/** Where an employee route names its employee. */
export type EmployeeRule = 'path' | 'query' | 'none';

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
 * scope's allowlist and an employee token must name its own employee. @throws 403 `out_of_scope`.
 */
export function checkTokenScope(req: FastifyRequest): void {
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
