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
import {
  CheckBody,
  CheckRangeQuery,
  PaymentFileQuery,
  PaymentSettingsBody,
  ReturnBody,
  ReturnFileBody,
  ReturnFileResult,
  NotifyBody,
  TaxDepositList,
  TaxDepositQuery,
} from './payments.schemas.js';
import { TaxDepositsService } from './tax-deposits.service.js';
import { localDate } from '../../shared/time.js';
import { PaymentStatusService } from './payment-status.service.js';
import { positivePayCsv } from './positive-pay.js';
import { PaycheckParams } from '../payrolls/payrolls.schemas.js';
import { CsvBody, sendCsv } from '../../platform/http/content-negotiation.js';
import { invalid } from '../../shared/errors.js';
import { PaymentFileService } from './payment-file.service.js';
import { PaymentSettingsService } from './settings.service.js';

/** Payments plugin. */
export const paymentsRoutes: FastifyPluginAsync<ModuleDeps> = async (app0, deps) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const settings = new PaymentSettingsService(deps.db, deps.clock, deps.sealer);
  const files = new PaymentFileService(deps.db, deps.clock, deps.sealer);
  const status = new PaymentStatusService(deps.db, deps.clock);
  const deposits = new TaxDepositsService(deps.db);
  const who = (req: { auth: { keyPrefix: string } }) => ({ actor: actorOf(req.auth), source: 'partner_api' });
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

  /** Payment status of every paycheck: method, status, return code, entries, checks. 404. */
  app.get(
    '/payrolls/:payroll_id/payments',
    {
      schema: {
        tags,
        summary: 'Payment status of the paychecks of a payroll',
        params: PayrollParams,
        response: { 200: Type.Ref('PayrollPayments'), ...problemResponses(400, 401, 403, 404, 429) },
      },
    },
    async (req) => status.list(req.auth.companyId, req.params.payroll_id),
  );

  /** The bank settled the file: sent deposits → settled; the payroll → paid (or failed). 404, 409. */
  app.post(
    '/payrolls/:payroll_id/settle',
    {
      schema: {
        tags,
        summary: 'Record the settlement of the payment file',
        params: PayrollParams,
        response: { 200: Type.Ref('PayrollPayments'), ...problemResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (req) => status.settle(req.auth.companyId, req.params.payroll_id, who(req)),
  );

  /**
   * A deposit came back with a NACHA return reason code: the paycheck → returned,
   * `paycheck.payment_returned`. 200 PayrollPayments of the person; 400, 404, 409.
   */
  app.post(
    '/payrolls/:payroll_id/paychecks/:employee_id/returns',
    {
      schema: {
        tags,
        summary: 'Record a returned direct deposit',
        params: PaycheckParams,
        body: ReturnBody,
        response: {
          200: Type.Ref('PayrollPayments'),
          ...problemResponses(400, 401, 403, 404, 409, 415, 429),
        },
      },
    },
    async (req) =>
      status.postReturn(
        req.auth.companyId,
        req.params.payroll_id,
        req.params.employee_id,
        req.body,
        who(req),
      ),
  );

  /** Imports the bank's return file (JSON `{ file }`): each return matched by its original trace number. */
  app.post(
    '/payment-returns',
    {
      schema: {
        tags,
        summary: 'Import a NACHA return file',
        body: ReturnFileBody,
        response: { 200: ReturnFileResult, ...problemResponses(400, 401, 403, 415, 429) },
      },
    },
    async (req) => status.importReturns(req.auth.companyId, req.body.file, who(req)),
  );

  /** Records a manual check (a check payment, or the re-issue of a returned deposit). 201 Check. */
  app.post(
    '/payrolls/:payroll_id/paychecks/:employee_id/checks',
    {
      schema: {
        tags,
        summary: 'Record a manual check for a paycheck',
        params: PaycheckParams,
        body: CheckBody,
        response: { 201: Type.Ref('Check'), ...problemResponses(400, 401, 403, 404, 409, 415, 422, 429) },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await status.issueCheck(
            req.auth.companyId,
            req.params.payroll_id,
            req.params.employee_id,
            req.body,
            who(req),
          ),
        ),
  );

  /** The check register: checks issued between two dates (inclusive), by check number. */
  app.get(
    '/checks',
    {
      schema: {
        tags,
        summary: 'Check register',
        querystring: CheckRangeQuery,
        response: {
          200: Type.Object({ data: Type.Array(Type.Ref('Check')) }),
          ...problemResponses(400, 401, 403, 429),
        },
      },
    },
    async (req) => {
      if (req.query.end_date < req.query.start_date) throw invalid('end_date', 'is before start_date');
      return { data: await status.register(req.auth.companyId, req.query.start_date, req.query.end_date) };
    },
  );

  /** Positive-pay CSV of the checks issued between two dates, for the bank. 422 without the account. */
  app.get(
    '/checks/positive-pay',
    {
      schema: {
        tags,
        summary: 'Positive-pay CSV of issued checks',
        querystring: CheckRangeQuery,
        response: {
          200: { description: 'CSV', content: { 'text/csv': { schema: CsvBody } } },
          ...problemResponses(400, 401, 403, 422, 429),
        },
      },
    },
    async (req, reply) => {
      if (req.query.end_date < req.query.start_date) throw invalid('end_date', 'is before start_date');
      const csv = await positivePayCsv(
        deps.db,
        deps.sealer,
        req.auth.companyId,
        req.query.start_date,
        req.query.end_date,
      );
      return sendCsv(reply, `positive-pay-${req.query.start_date}-${req.query.end_date}.csv`, csv);
    },
  );

  /**
   * The tax deposit calendar: the federal schedule from the lookback period and the deposits of
   * approved payrolls with paydays in the range (one calendar year at most), by due date.
   */
  app.get(
    '/tax-deposits',
    {
      schema: {
        tags,
        summary: 'Tax deposit calendar',
        querystring: TaxDepositQuery,
        response: { 200: TaxDepositList, ...problemResponses(400, 401, 403, 429) },
      },
    },
    async (req) => deposits.list(req.auth.companyId, req.query.start_date, req.query.end_date),
  );

  /** Emits `tax_deposit.due_soon` for deposits due within `days` banking days, once each (run daily). */
  app.post(
    '/tax-deposits/notify',
    {
      schema: {
        tags,
        summary: 'Announce tax deposits due soon (tax_deposit.due_soon)',
        body: NotifyBody,
        response: {
          200: Type.Object({ data: Type.Array(Type.Ref('TaxDeposit')) }),
          ...problemResponses(400, 401, 403, 415, 429),
        },
      },
    },
    async (req) => {
      const now = deps.clock.now();
      return deposits.notifyDueSoon(
        req.auth.companyId,
        localDate(now, req.auth.company.timezone),
        req.body?.days ?? 2,
        now,
      );
    },
  );
};
