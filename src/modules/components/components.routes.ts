/**
 * Routes of the components module under /partner/v1 (docs/components.md):
 * `POST /component-tokens` (API key only), `GET /component-tokens/current`,
 * `GET|PUT /component-settings` (allowed origins; API key only), an employee's pay statements and
 * the state withholding certificate definitions the onboarding component renders.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { requirePlan } from '../../platform/auth/auth.plugin.js';
import { idParams, Nullable, problemResponses } from '../../platform/http/schemas.js';
import { centsToDollars } from '../../shared/money.js';
import { notFound } from '../../shared/errors.js';
import { stateCertificate } from '@payclock/tax-engine';
import {
  CertificateDefinition,
  CertificatesQuery,
  ComponentSettings,
  IssuedToken,
  IssueTokenBody,
  PayStatementsQuery,
  PayStatementSummary,
  TokenSession,
} from './components.schemas.js';
import {
  ComponentTokensService,
  type IssueTokenInput,
  type OriginsCache,
} from './component-tokens.service.js';
import { listEmployeeStatements } from './ledger-reads.js';
import { employeeExists, employeeStates } from './component-tokens.repository.js';

/** The definition of `state`'s certificate in the `year` tables (CertificateDefinition). */
function certificateDefinition(state: string, year: number) {
  const spec = stateCertificate(state, year);
  return {
    state,
    year,
    has_certificate: spec !== null,
    form: spec?.form ?? null,
    filing_statuses: spec?.filingStatuses ?? [],
    default_filing_status: spec?.defaultFilingStatus ?? null,
    allowances: spec?.allowances ?? null,
    additional_allowances: spec?.additionalAllowances ?? null,
    extra: spec?.extra ?? {},
    no_certificate: spec?.noCertificate ?? null,
  };
}

/** ModuleDeps plus the origins cache shared with the CORS hook. */
export interface ComponentsRouteDeps extends ModuleDeps {
  origins: OriginsCache;
}

/** The components module's API routes. */
export const componentsRoutes: FastifyPluginAsync<ComponentsRouteDeps> = async (app0, deps) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const service = new ComponentTokensService(deps.db, deps.clock, deps.origins);

  /**
   * Issues a component token (API key only; a token cannot mint tokens: 403 `out_of_scope`).
   * 201 with the token, shown once; lifetime ≤ 15 minutes. 400 naming employee_id or
   * lifetime_seconds; 400 `invalid_reference` for an unknown employee.
   */
  app.post(
    '/component-tokens',
    {
      schema: {
        tags: ['components'],
        summary: 'Issue a short-lived token for the embeddable components',
        description:
          "Your backend calls this with its API key and hands the token to the browser. `scope: employee` reaches only that employee's components (onboarding, pay stubs, timesheet); `scope: admin` the company's admin components (people, timesheets, payroll run, reports). Lifetime 60–900 s.",
        body: IssueTokenBody,
        response: { 201: IssuedToken, ...problemResponses(400, 401, 403, 415, 422, 429) },
      },
    },
    async (req, reply) => reply.code(201).send(await service.issue(req.auth, req.body as IssueTokenInput)),
  );

  /** What the presented credential is, with the company's name, time zone and workweek start. 200. */
  app.get(
    '/component-tokens/current',
    {
      schema: {
        tags: ['components'],
        summary: 'Describe the presented component token',
        response: { 200: TokenSession, ...problemResponses(401, 403, 429) },
      },
    },
    async (req) => {
      const g = req.auth.component;
      const c = req.auth.company;
      return {
        scope: g ? g.scope : 'api_key',
        employee_id: g ? g.employeeId : null,
        expires_at: g ? g.expiresAt : null,
        company: { name: c.name, timezone: c.timezone, workweek_start: c.workweekStart, plan: c.plan },
      };
    },
  );

  /** The browser origins allowed to use the company's component tokens. 200. */
  app.get(
    '/component-settings',
    {
      schema: {
        tags: ['components'],
        summary: 'Read the component settings (allowed origins)',
        response: { 200: ComponentSettings, ...problemResponses(401, 403, 429) },
      },
    },
    async (req) => service.getOrigins(req.auth),
  );

  /** Replaces the allowed origins; 400 naming `allowed_origins[i]` for a value that is not an origin. 200. */
  app.put(
    '/component-settings',
    {
      schema: {
        tags: ['components'],
        summary: 'Set the component settings (allowed origins, CORS)',
        body: ComponentSettings,
        response: { 200: ComponentSettings, ...problemResponses(400, 401, 403, 415, 422, 429) },
      },
    },
    async (req) => service.putOrigins(req.auth, req.body.allowed_origins),
  );

  /**
   * One employee's pay statements (paychecks of approved payrolls), newest payday first, in
   * dollars; plan payroll. Each opens with GET /payrolls/:payroll_id/paychecks/:employee_id.
   * 404 for an unknown employee.
   */
  app.get(
    '/employees/:employee_id/pay-statements',
    {
      preValidation: requirePlan('payroll'),
      schema: {
        tags: ['employees'],
        summary: "List an employee's pay statements",
        params: idParams('employee_id'),
        querystring: PayStatementsQuery,
        response: {
          200: Type.Object({ data: Type.Array(PayStatementSummary) }),
          ...problemResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (req) => {
      const employeeId = req.params.employee_id as number;
      const companyId = req.auth.companyId;
      if (!(await employeeExists(deps.db, companyId, employeeId))) throw notFound('Employee', employeeId);
      const rows = await listEmployeeStatements(deps.db, companyId, employeeId, req.query.limit ?? 26);
      return {
        data: rows.map((r) => ({
          payroll_id: r.payrollId,
          payday: r.payday,
          start_date: r.startDate,
          end_date: r.endDate,
          type: r.type,
          status: r.status,
          gross_pay: centsToDollars(r.grossCents),
          employee_taxes: centsToDollars(r.employeeTaxesCents),
          net_pay: centsToDollars(r.netCents),
        })),
      };
    },
  );

  /**
   * A state's withholding certificate as defined in the tax tables (`tax-tables/<year>/<st>.json`
   * `certificate`): form name, filing statuses, allowance lines and the extra fields with their help
   * text. A state with no wage tax answers `has_certificate: false`. Default year: the clock's.
   */
  app.get(
    '/withholding-certificates',
    {
      schema: {
        tags: ['employees'],
        summary: "A state's withholding certificate definition",
        querystring: CertificatesQuery,
        response: { 200: CertificateDefinition, ...problemResponses(400, 401, 403, 429) },
      },
    },
    async (req) => {
      return certificateDefinition(req.query.state, req.query.year ?? deps.clock.now().getUTCFullYear());
    },
  );

  /**
   * The withholding certificates one employee files: the work state's (the workplace's state) and,
   * when the home address is in another state, the home state's — each as in
   * GET /withholding-certificates, for the clock's year. 404 for an unknown employee.
   */
  app.get(
    '/employees/:employee_id/withholding-certificates',
    {
      schema: {
        tags: ['employees'],
        summary: "The state withholding certificates of an employee's work and home states",
        params: idParams('employee_id'),
        response: {
          200: Type.Object({
            work_state: Nullable(Type.String()),
            home_state: Nullable(Type.String()),
            work: Nullable(CertificateDefinition),
            home: Nullable(CertificateDefinition),
          }),
          ...problemResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (req) => {
      const employeeId = req.params.employee_id as number;
      const states = await employeeStates(deps.db, req.auth.companyId, employeeId);
      if (!states) throw notFound('Employee', employeeId);
      const year = deps.clock.now().getUTCFullYear();
      return {
        work_state: states.work,
        home_state: states.home,
        work: states.work ? certificateDefinition(states.work, year) : null,
        home: states.home && states.home !== states.work ? certificateDefinition(states.home, year) : null,
      };
    },
  );
};
