/**
 * Payroll setup of one employee (plan payroll or higher, else 403 `plan_required`):
 * GET|PUT /employees/:employee_id/tax-setup, GET|POST|DELETE /employees/:employee_id/benefits[/:benefit_id],
 * GET|POST|DELETE /employees/:employee_id/deductions[/:deduction_id].
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { requirePlan } from '../../platform/auth/auth.plugin.js';
import { ListOf, PageQuery } from '../../platform/http/pagination.js';
import { idParams, problemResponses } from '../../platform/http/schemas.js';
import {
  Benefit,
  BenefitBody,
  BenefitParams,
  Deduction,
  DeductionBody,
  DeductionParams,
} from './benefits.schemas.js';
import { BenefitsService } from './benefits.service.js';
import { TaxSetup, TaxSetupBody } from './tax-setup.schemas.js';
import { TaxSetupService, type FederalInput, type StateInput } from './tax-setup.service.js';

const Page = Type.Object(PageQuery, { additionalProperties: false });

/** Tax setup, benefits and deductions routes. */
export const employeePayrollRoutes: FastifyPluginAsync<ModuleDeps> = async (app0, deps) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('preValidation', requirePlan('payroll'));
  const tax = new TaxSetupService(deps.db, deps.clock);
  const benefits = new BenefitsService(deps.db, deps.clock);
  const params = idParams('employee_id');

  /** The employee's W-4 and state certificate; no W-4 on file reads as single with no adjustments (w4_on_file false). */
  app.get(
    '/employees/:employee_id/tax-setup',
    {
      schema: {
        tags: ['employees'],
        summary: 'Get the tax setup',
        params,
        response: { 200: TaxSetup, ...problemResponses(400, 401, 403, 404, 429) },
      },
    },
    async (req) => tax.get(req.auth, req.params.employee_id as number),
  );

  /** Replaces the tax setup (federal W-4, state certificate). Dollars; extra_withholding and additional_withholding per period. */
  app.put(
    '/employees/:employee_id/tax-setup',
    {
      schema: {
        tags: ['employees'],
        summary: 'Replace the tax setup',
        params,
        body: TaxSetupBody,
        response: { 200: TaxSetup, ...problemResponses(400, 401, 403, 404, 415, 422, 429) },
      },
    },
    async (req) =>
      tax.put(
        req.auth,
        req.params.employee_id as number,
        req.body as { federal?: FederalInput | null; state?: StateInput | null; w4_on_file?: boolean },
      ),
  );

  /** Active (not ended) benefit elections. */
  app.get(
    '/employees/:employee_id/benefits',
    {
      schema: {
        tags: ['employees'],
        summary: 'List benefits',
        params,
        querystring: Page,
        response: { 200: ListOf(Benefit, 'benefits'), ...problemResponses(400, 401, 403, 404, 429) },
      },
    },
    async (req) =>
      benefits.listBenefits(req.auth, req.params.employee_id as number, req.query.limit, req.query.cursor),
  );

  /** Adds a benefit: employee contribution per period (dollars) or percent of gross, exactly one; company the same, optional. 201. */
  app.post(
    '/employees/:employee_id/benefits',
    {
      schema: {
        tags: ['employees'],
        summary: 'Add a benefit',
        params,
        body: BenefitBody,
        response: { 201: Benefit, ...problemResponses(400, 401, 403, 404, 415, 422, 429) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await benefits.addBenefit(req.auth, req.params.employee_id as number, req.body)),
  );

  /** Ends every active benefit of the employee. 204. */
  app.delete(
    '/employees/:employee_id/benefits',
    {
      schema: {
        tags: ['employees'],
        summary: 'End all benefits',
        params,
        response: { 204: Type.Null(), ...problemResponses(400, 401, 403, 404, 429) },
      },
    },
    async (req, reply) => {
      await benefits.endBenefits(req.auth, req.params.employee_id as number);
      return reply.code(204).send(null);
    },
  );

  /** Ends one benefit (sets deleted_at; end_date today). 204. */
  app.delete(
    '/employees/:employee_id/benefits/:benefit_id',
    {
      schema: {
        tags: ['employees'],
        summary: 'End a benefit',
        params: BenefitParams,
        response: { 204: Type.Null(), ...problemResponses(400, 401, 403, 404, 429) },
      },
    },
    async (req, reply) => {
      await benefits.endBenefits(req.auth, req.params.employee_id, req.params.benefit_id);
      return reply.code(204).send(null);
    },
  );

  /** Active post-tax deductions. */
  app.get(
    '/employees/:employee_id/deductions',
    {
      schema: {
        tags: ['employees'],
        summary: 'List deductions',
        params,
        querystring: Page,
        response: { 200: ListOf(Deduction, 'deductions'), ...problemResponses(400, 401, 403, 404, 429) },
      },
    },
    async (req) =>
      benefits.listDeductions(req.auth, req.params.employee_id as number, req.query.limit, req.query.cursor),
  );

  /** Adds a post-tax deduction: amount per period (dollars) or percent, exactly one; optional caps. 201. */
  app.post(
    '/employees/:employee_id/deductions',
    {
      schema: {
        tags: ['employees'],
        summary: 'Add a deduction',
        params,
        body: DeductionBody,
        response: { 201: Deduction, ...problemResponses(400, 401, 403, 404, 415, 422, 429) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await benefits.addDeduction(req.auth, req.params.employee_id as number, req.body)),
  );

  /** Ends every active deduction of the employee. 204. */
  app.delete(
    '/employees/:employee_id/deductions',
    {
      schema: {
        tags: ['employees'],
        summary: 'End all deductions',
        params,
        response: { 204: Type.Null(), ...problemResponses(400, 401, 403, 404, 429) },
      },
    },
    async (req, reply) => {
      await benefits.endDeductions(req.auth, req.params.employee_id as number);
      return reply.code(204).send(null);
    },
  );

  /** Ends one deduction. 204. */
  app.delete(
    '/employees/:employee_id/deductions/:deduction_id',
    {
      schema: {
        tags: ['employees'],
        summary: 'End a deduction',
        params: DeductionParams,
        response: { 204: Type.Null(), ...problemResponses(400, 401, 403, 404, 429) },
      },
    },
    async (req, reply) => {
      await benefits.endDeductions(req.auth, req.params.employee_id, req.params.deduction_id);
      return reply.code(204).send(null);
    },
  );
};
