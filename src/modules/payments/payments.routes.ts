/**
 * Payments routes (plan payroll or higher, else 403 `plan_required`; docs/payments.md): the
 * company's ACH origination settings and the NACHA file of an approved payroll.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { requirePlan } from '../../platform/auth/auth.plugin.js';
import { problemResponses } from '../../platform/http/schemas.js';
import { actorOf } from '../audit/audit.repository.js';
import { PayrollParams } from '../payrolls/payrolls.schemas.js';
import { PaymentFileQuery, PaymentSettingsBody } from './payments.schemas.js';
import { PaymentFileService } from './payment-file.service.js';
import { PaymentSettingsService } from './settings.service.js';

/** Payments plugin. */
export const paymentsRoutes: FastifyPluginAsync<ModuleDeps> = async (app0, deps) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const settings = new PaymentSettingsService(deps.db, deps.clock, deps.sealer);
  const files = new PaymentFileService(deps.db, deps.clock, deps.sealer);
  app.addHook('preValidation', requirePlan('payroll'));
  const tags = ['payments'];

  /** The ACH origination settings (sealed numbers as last four digits). 422 when none are set. */
  app.get(
    '/payment-settings',
    {
      schema: {
        tags,
        summary: 'ACH origination settings',
        response: { 200: Type.Ref('PaymentSettings'), ...problemResponses(401, 403, 422, 429) },
      },
    },
    async (req) => settings.get(req.auth),
  );

  /**
   * Sets the ACH origination settings (routing numbers checked by their ABA checksum; the company
   * identification and offset account number are write-only). 200 PaymentSettings; audited.
   */
  app.put(
    '/payment-settings',
    {
      schema: {
        tags,
        summary: 'Set the ACH origination settings',
        body: PaymentSettingsBody,
        response: { 200: Type.Ref('PaymentSettings'), ...problemResponses(400, 401, 403, 415, 422, 429) },
      },
    },
    async (req) => settings.put(req.auth, req.body),
  );

  /**
   * The payroll's NACHA file (text/plain, 94-character records, blocking factor 10). The first
   * request writes it, marks the paychecks `sent` and the payroll `processing`; asking again gives
   * the same file; `resubmit=true` the same entries under the next file ID modifier. 404; 409
   * `payroll_not_approved`; 422 `payment_settings_missing` / `bank_account_invalid`.
   */
  app.get(
    '/payrolls/:payroll_id/payment-file',
    {
      schema: {
        tags,
        summary: 'NACHA ACH file of an approved payroll',
        params: PayrollParams,
        querystring: PaymentFileQuery,
        response: {
          200: {
            description: 'The NACHA file',
            content: {
              'text/plain': {
                schema: Type.String({ description: 'NACHA file: 94-character records separated by LF' }),
              },
            },
          },
          ...problemResponses(400, 401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (req, reply) => {
      const f = await files.file(
        req.auth.companyId,
        req.params.payroll_id,
        { actor: actorOf(req.auth), source: 'partner_api' },
        req.query.resubmit ?? false,
      );
      return reply
        .type('text/plain; charset=us-ascii')
        .header('content-disposition', `attachment; filename="${f.fileName}"`)
        .header('x-payment-file-id', String(f.fileId))
        .serializer((x: unknown) => x as string)
        .send(f.text);
    },
  );
};
