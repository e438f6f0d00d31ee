/**
 * /employees/:employee_id/bank-accounts (plan payroll or higher, else 403 `plan_required`):
 * direct-deposit accounts, numbers write-only (reads show the last four digits).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { requirePlan } from '../../platform/auth/auth.plugin.js';
import { idParams, problemResponses } from '../../platform/http/schemas.js';
import { BankAccountBody, BankAccountParams } from './bank-accounts.schemas.js';
import { BankAccountsService } from './bank-accounts.service.js';

/** Bank account routes. */
export const bankAccountsRoutes: FastifyPluginAsync<ModuleDeps> = async (app0, deps) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const service = new BankAccountsService(deps.db, deps.clock, deps.sealer);
  app.addHook('preValidation', requirePlan('payroll'));

  /** Lists the employee's accounts in deposit order (the remainder account last). 200 `{ data }`. */
  app.get(
    '/employees/:employee_id/bank-accounts',
    {
      schema: {
        tags: ['employees'],
        summary: "List an employee's bank accounts",
        params: idParams('employee_id'),
        response: {
          200: Type.Object({ data: Type.Array(Type.Ref('BankAccount')) }),
          ...problemResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (req) => ({ data: await service.list(req.auth, req.params.employee_id as number) }),
  );

  /** Adds an account (routing number checked by its ABA checksum). 201 BankAccount. */
  app.post(
    '/employees/:employee_id/bank-accounts',
    {
      schema: {
        tags: ['employees'],
        summary: 'Add a bank account for direct deposit',
        params: idParams('employee_id'),
        body: BankAccountBody,
        response: { 201: Type.Ref('BankAccount'), ...problemResponses(400, 401, 403, 404, 415, 422, 429) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await service.create(req.auth, req.params.employee_id as number, req.body)),
  );

  /** Removes an account. 204. */
  app.delete(
    '/employees/:employee_id/bank-accounts/:bank_account_id',
    {
      schema: {
        tags: ['employees'],
        summary: 'Remove a bank account',
        params: BankAccountParams,
        response: { 204: Type.Null(), ...problemResponses(400, 401, 403, 404, 429) },
      },
    },
    async (req, reply) => {
      await service.remove(req.auth, req.params.employee_id, req.params.bank_account_id);
      return reply.code(204).send(null);
    },
  );
};
