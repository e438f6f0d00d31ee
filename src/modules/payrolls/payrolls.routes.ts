/**
 * Payroll routes (docs/api-conventions.md §5). Every route needs the payroll plan or higher (403
 * `plan_required`) and a configured company (404 `payroll_not_configured`).
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { requirePlan } from '../../platform/auth/auth.plugin.js';
import { ListOf } from '../../platform/http/pagination.js';
import { jsonExample, problemResponses, withExamples } from '../../platform/http/schemas.js';
import { CsvBody, negotiate, sendCsv, withMediaTypes } from '../../platform/http/content-negotiation.js';
import { DomainError } from '../../shared/errors.js';
import { prefersMinimal, RETURN_MINIMAL } from '../../platform/http/prefer.js';
import {
  CreateDraftBody,
  InitializeBody,
  PaycheckListQuery,
  PreviewQuery,
  PaycheckParams,
  PaycheckPatchBody,
  PayrollListQuery,
  PayrollParams,
} from './payrolls.schemas.js';
import { PaychecksService } from './paychecks.service.js';
import { drainTimeOffPostings, kickTimeOffPosting } from '../time-off/postings.js';
import { PayrollsService } from './payrolls.service.js';
import { payrollRegisterCsv } from './payroll-register.js';
import { initializeJson } from './initialize-json.js';
import { holdBulkHeapGrowthUntilClosed } from '../../platform/heap-growth.js';
import { payStatementRoutes } from './pay-statement.routes.js';
import {
  APPROVED_EXAMPLE,
  CREATE_DRAFT_EXAMPLE,
  DRAFT_PREVIEW_EXAMPLE,
  INITIALIZE_EXAMPLE,
  INITIALIZED_EXAMPLE,
  PERIOD_OPTIONS_EXAMPLE,
} from './payrolls.examples.js';

/**
 * Body limit of POST /payrolls and PUT /payrolls/:id (the full create_draft body), bytes. A 10,000-person
 * hourly body from initialize is 11–16 MB (1.1–1.6 kB a person with punches); 64 MiB leaves room for
 * long punch lists and splits. Every other route keeps the 1 MiB global limit.
 */

/**
 * preParsing hook of the bulk routes (initialize, create and replace a draft): the heap's growth is
 * held down from before the body is read until the response closes (src/platform/heap-growth.ts).
 */
async function holdBulkHeapGrowth(_req: FastifyRequest, reply: FastifyReply, payload: RequestPayload) {
  holdBulkHeapGrowthUntilClosed(reply.raw);
  return payload;
}

export const DRAFT_BODY_LIMIT = 64 * 1024 * 1024;

/** Content type of the bodies written as JSON already (whole previews, new drafts, approve and reopen). */
const JSON_UTF8 = 'application/json; charset=utf-8';

/** Request headers of approve and reopen: the optional `Prefer` (RFC 7240). */
const PreferHeader = Type.Object({
  prefer: Type.Optional(
    Type.String({
      maxLength: 1024,
      description:
        "`return=minimal` (RFC 7240 §4.2): answer the payroll's header, totals and counts (a PayrollSummary) instead of every paycheck; any other preference is ignored",
    }),
  ),
});

const PREFER_NOTE =
  "The answer is the whole payroll (a Preview: every paycheck with its lines; ~3.8 kB a person). With `Prefer: return=minimal` it is the payroll's header, totals and counts only (a PayrollSummary, as `GET /payrolls` lists it) and the response carries `Preference-Applied: return=minimal`; the paychecks stay readable through `GET /payrolls/{payroll_id}` and `/paychecks`.";

/** Adds the `Preference-Applied` response header to a documented 200 response. */
const withPreferenceApplied = <T extends object>(response: T) => ({
  ...response,
  headers: {
    'Preference-Applied': {
      type: 'string',
      enum: [RETURN_MINIMAL],
      description: 'Present when `Prefer: return=minimal` was honoured',
    },
  },
});

/** Payroll plugin. */
export const payrollsRoutes: FastifyPluginAsync<ModuleDeps> = async (app0, deps) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  // After an approval commits, its queued time-off accruals are posted at once (not awaited).
  const kick =
    deps.timeOffPostingKick === false
      ? undefined
      : (companyId: number) =>
          kickTimeOffPosting(deps.db, companyId, deps.clock.now(), (err) =>
            app.log.error({ err, companyId }, 'time-off posting after approval failed; the sweep retries'),
          );
  const service = new PayrollsService(deps.db, deps.clock, kick);
  app.addHook('onClose', drainTimeOffPostings);
  const paychecks = new PaychecksService(deps.db, deps.clock, service.drafts);
  app.addHook('preValidation', requirePlan('payroll'));
  const tags = ['payrolls'];

  /** Step 1: per pay schedule group the two latest past periods, the current and the next, with status and payroll id. */
  app.get(
    '/payrolls/period-options',
    {
      schema: {
        tags,
        summary: 'Pay period options',
        response: {
          200: jsonExample(
            Type.Ref('PeriodOptions'),
            PERIOD_OPTIONS_EXAMPLE,
            'Periods per pay schedule group',
          ),
          ...problemResponses(401, 403, 404, 429),
        },
      },
    },
    async (req) => service.periodOptions(req.auth),
  );

  /**
   * Step 2: computes time totals, earnings, job costing and gross for every eligible person of the
   * period (regular: by group; off-cycle: by dates) and returns `actions.create_draft`.
   */
  app.post(
    '/payrolls/initialize',
    {
      preParsing: holdBulkHeapGrowth,
      schema: {
        tags,
        summary: 'Initialize a payroll',
        body: withExamples(InitializeBody, INITIALIZE_EXAMPLE),
        response: {
          200: jsonExample(
            Type.Ref('InitializeResponse'),
            INITIALIZED_EXAMPLE,
            'Entries per person and actions.create_draft',
          ),
          ...problemResponses(400, 401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (req, reply) => {
      const out = await service.initialize(req.auth, req.body);
      // The entries are serialized once for both places they appear (./initialize-json.ts).
      return reply
        .type(JSON_UTF8)
        .send(
          initializeJson(
            out,
            (schema) =>
              reply.compileSerializationSchema(schema as Record<string, unknown>, '200') as (
                data: unknown,
              ) => string,
          ),
        );
    },
  );

  /** Step 4: creates a draft from a (possibly edited) create_draft body; 201 with the preview. */
  app.post(
    '/payrolls',
    {
      bodyLimit: DRAFT_BODY_LIMIT,
      preParsing: holdBulkHeapGrowth,
      schema: {
        tags,
        summary: 'Create a draft payroll',
        body: withExamples(CreateDraftBody, CREATE_DRAFT_EXAMPLE),
        response: {
          201: jsonExample(Type.Ref('Preview'), DRAFT_PREVIEW_EXAMPLE, 'Created: the draft and its preview'),
          ...problemResponses(400, 401, 403, 404, 409, 413, 422, 429),
        },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .type(JSON_UTF8)
        // A stream unless the answer must be stored under an Idempotency-Key.
        .send(await service.createDraft(req.auth, req.body, req.idempotency ? 'buffer' : 'stream')),
  );

  /** Lists payrolls (filters status, type, pay_schedule_group_id), ordered by payroll_id. */
  app.get(
    '/payrolls',
    {
      schema: {
        tags,
        summary: 'List payrolls',
        querystring: PayrollListQuery,
        response: {
          200: ListOf(Type.Ref('PayrollSummary'), 'payrolls'),
          ...problemResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (req) => {
      const { limit, cursor, ...f } = req.query;
      await service.assertConfigured(req.auth);
      return service.list(req.auth, f, limit, cursor);
    },
  );

  /** One payroll in any status, with its lines. */
  app.get(
    '/payrolls/:payroll_id',
    {
      schema: {
        tags,
        summary: 'Get a payroll',
        params: PayrollParams,
        response: { 200: Type.Ref('Preview'), ...problemResponses(400, 401, 403, 404, 429) },
      },
    },
    // Streamed chunk by chunk (a 10,000-person payroll is ~38 MB of JSON): the Preview document.
    async (req, reply) =>
      reply.type(JSON_UTF8).send(await service.getStream(req.auth, req.params.payroll_id)),
  );

  /** Replaces a draft's body and recomputes (draft or reopened only). */
  app.put(
    '/payrolls/:payroll_id',
    {
      bodyLimit: DRAFT_BODY_LIMIT,
      preParsing: holdBulkHeapGrowth,
      schema: {
        tags,
        summary: 'Replace a draft payroll',
        params: PayrollParams,
        body: CreateDraftBody,
        response: { 200: Type.Ref('Preview'), ...problemResponses(400, 401, 403, 404, 409, 413, 422, 429) },
      },
    },
    async (req) => service.replaceDraft(req.auth, req.params.payroll_id, req.body),
  );

  /** Deletes a draft (204). */
  app.delete(
    '/payrolls/:payroll_id',
    {
      schema: {
        tags,
        summary: 'Delete a draft payroll',
        params: PayrollParams,
        response: { 204: Type.Null(), ...problemResponses(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (req, reply) => {
      await service.deleteDraft(req.auth, req.params.payroll_id);
      return reply.code(204).send(null);
    },
  );

  /**
   * Step 5: the preview of a draft (or reopened) payroll, rebuilt from its paychecks. The seed
   * makes it a draft-only view: any other status → 409 `payroll_not_draft` (an approved payroll
   * is read through GET /payrolls/:id, /paychecks — JSON, or the CSV register — and /reports).
   * Optional `limit` (1–1000) and `cursor` page the people (employees and contractors together,
   * by employee_id) for clients that want pages; the totals are always the whole payroll's.
   */
  app.get(
    '/payrolls/:payroll_id/preview',
    {
      schema: {
        tags,
        summary: 'Preview a draft payroll (optionally one page of its people)',
        params: PayrollParams,
        querystring: PreviewQuery,
        response: {
          200: Type.Ref('Preview'),
          ...problemResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (req, reply) => {
      const body = await service.preview(req.auth, req.params.payroll_id, req.query);
      // The whole preview comes as a stream of JSON already written (no serializer pass).
      return body instanceof Readable ? reply.type(JSON_UTF8).send(body) : body;
    },
  );

  /**
   * Paychecks of a payroll in any status: one summary per person, cursor-paged by employee_id; with
   * `Accept: text/csv` the payroll register of the whole payroll (one row per person and line).
   */
  app.get(
    '/payrolls/:payroll_id/paychecks',
    {
      schema: {
        tags,
        summary: 'List the paychecks of a payroll (JSON, or the CSV register with Accept: text/csv)',
        params: PayrollParams,
        querystring: PaycheckListQuery,
        response: {
          200: withMediaTypes(ListOf(Type.Ref('PaycheckSummary'), 'paychecks'), { 'text/csv': CsvBody }),
          ...problemResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (req, reply) => {
      if (negotiate(req, ['text/csv']) === 'text/csv') {
        const whole = await service.get(req.auth, req.params.payroll_id);
        return sendCsv(reply, `${req.params.payroll_id}-register.csv`, payrollRegisterCsv(whole as never));
      }
      return paychecks.list(req.auth, req.params.payroll_id, req.query.limit, req.query.cursor);
    },
  );

  /**
   * Edits one person of a draft or reopened payroll (earnings lines or splits, payment method,
   * note) and recomputes only that paycheck and the payroll totals. Idempotent with
   * `Idempotency-Key`; audited. 404 when the person is not in the payroll; 409 `payroll_not_draft`
   * once approved.
   */
  app.patch(
    '/payrolls/:payroll_id/paychecks/:employee_id',
    {
      schema: {
        tags,
        summary: 'Edit one paycheck of a draft payroll',
        params: PaycheckParams,
        body: PaycheckPatchBody,
        response: {
          200: Type.Ref('PaycheckPatchResponse'),
          ...problemResponses(400, 401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (req) =>
      paychecks.patch(req.auth, req.params.payroll_id, req.params.employee_id as number, req.body),
  );

  /** Step 6: approves a draft → `pending`; exactly one of concurrent approvals succeeds, the rest 409. */
  app.post(
    '/payrolls/:payroll_id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a draft payroll',
        description: PREFER_NOTE,
        params: PayrollParams,
        headers: PreferHeader,
        response: {
          200: withPreferenceApplied(
            jsonExample(
              Type.Union([Type.Ref('Preview'), Type.Ref('PayrollSummary')]),
              APPROVED_EXAMPLE,
              'Approved: the payroll, now pending (a Preview; a PayrollSummary under `Prefer: return=minimal`)',
            ),
          ),
          ...problemResponses(400, 401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (req, reply) => {
      const minimal = prefersMinimal(req.headers);
      const out = await service.approve(req.auth, req.params.payroll_id, minimal);
      if (minimal) void reply.header('preference-applied', RETURN_MINIMAL);
      return reply.type(JSON_UTF8).send(out);
    },
  );

  /** pending → reopened, until payday − 2 days. */
  app.post(
    '/payrolls/:payroll_id/reopen',
    {
      schema: {
        tags,
        summary: 'Reopen an approved payroll',
        description: PREFER_NOTE,
        params: PayrollParams,
        headers: PreferHeader,
        response: {
          200: withPreferenceApplied({
            description: 'Reopened: the payroll (a Preview; a PayrollSummary under `Prefer: return=minimal`)',
            content: {
              'application/json': { schema: Type.Union([Type.Ref('Preview'), Type.Ref('PayrollSummary')]) },
            },
          }),
          ...problemResponses(400, 401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (req, reply) => {
      const minimal = prefersMinimal(req.headers);
      const out = await service.reopen(req.auth, req.params.payroll_id, minimal);
      if (minimal) void reply.header('preference-applied', RETURN_MINIMAL);
      return reply.type(JSON_UTF8).send(out);
    },
  );

  /**
   * Sandbox only: moves pending → processing → paid, one step per call; `?outcome=failed` ends a
   * processing payroll as failed (to see payroll.failed).
   */
  app.post(
    '/payrolls/:payroll_id/simulate/advance',
    {
      schema: {
        tags,
        summary: 'Sandbox: advance a payroll (pending → processing → paid | failed)',
        params: PayrollParams,
        querystring: Type.Object(
          {
            outcome: Type.String({
              enum: ['paid', 'failed'],
              default: 'paid',
              description: 'How a processing payroll ends',
            }),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ payroll_id: Type.String(), status: Type.String() }),
          ...problemResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (req) => {
      if (!deps.config.sandbox) {
        throw new DomainError(
          'route_not_found',
          'The processing simulation is only available when SANDBOX=true',
        );
      }
      return service.advance(req.auth, req.params.payroll_id, req.query.outcome as 'paid' | 'failed');
    },
  );

  await app.register(payStatementRoutes, deps);
};
