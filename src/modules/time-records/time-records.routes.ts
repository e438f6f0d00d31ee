/**
 * Time clock routes (docs/api-conventions.md §4): list/detail/history, clock-in, clock-out, manual
 * records (create, patch, delete).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { ListOf, PageQuery } from '../../platform/http/pagination.js';
import { idParams, jsonExample, problemResponses, withExamples } from '../../platform/http/schemas.js';
import {
  ClockInBody,
  ClockOutBody,
  CreateTimeRecordBody,
  PatchTimeRecordBody,
  TimeRecordListQuery,
} from './time-records.schemas.js';
import { TimeRecordsService } from './time-records.service.js';
import {
  CLOCK_IN_EXAMPLE,
  CLOCK_OUT_EXAMPLE,
  CLOCKED_IN_EXAMPLE,
  CLOCKED_OUT_EXAMPLE,
} from './time-records.examples.js';

/** Time records plugin. */
export const timeRecordsRoutes: FastifyPluginAsync<ModuleDeps> = async (app0, deps) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const service = new TimeRecordsService(deps.db, deps.clock);
  const tags = ['time-records'];

  /** Lists records ordered by start then id; filters of docs/api-conventions.md §4 (dates are company-local days). */
  app.get(
    '/time-records',
    {
      schema: {
        tags,
        summary: 'List time records',
        querystring: TimeRecordListQuery,
        response: {
          200: ListOf(Type.Ref('TimeRecordListItem'), 'time records'),
          ...problemResponses(400, 401, 429),
        },
      },
    },
    async (req) => service.list(req.auth, req.query),
  );

  /** One record (detail shape). */
  app.get(
    '/time-records/:time_record_id',
    {
      schema: {
        tags,
        summary: 'Get a time record',
        params: idParams('time_record_id'),
        response: { 200: Type.Ref('TimeRecordDetail'), ...problemResponses(400, 401, 404, 429) },
      },
    },
    async (req) => service.get(req.auth, req.params.time_record_id as number),
  );

  /** Audit trail of a record: every create, change, automatic clock-out and delete, oldest first. */
  app.get(
    '/time-records/:time_record_id/history',
    {
      schema: {
        tags,
        summary: 'Audit trail of a time record',
        params: idParams('time_record_id'),
        querystring: Type.Object(PageQuery, { additionalProperties: false }),
        response: {
          200: ListOf(Type.Ref('AuditEvent'), 'audit events'),
          ...problemResponses(400, 401, 404, 429),
        },
      },
    },
    async (req) =>
      service.history(req.auth, req.params.time_record_id as number, req.query.limit, req.query.cursor),
  );

  /**
   * Clock-in (201, detail). `type` work|break|switch; an active record of another type is closed at
   * the new start; 409 `already_clocked_in`; 429 `clock_in_in_progress` for a concurrent punch;
   * `timestamp` for offline punches (≤ 12 h back, not in the future, not before the last record ends).
   */
  app.post(
    '/time-records/clock-in',
    {
      schema: {
        tags,
        summary: 'Clock in',
        body: withExamples(ClockInBody, CLOCK_IN_EXAMPLE),
        response: {
          201: jsonExample(
            Type.Ref('TimeRecordDetail'),
            CLOCKED_IN_EXAMPLE,
            'Clocked in: the new active record',
          ),
          ...problemResponses(400, 401, 404, 409, 413, 415, 422, 429),
        },
      },
    },
    async (req, reply) => reply.code(201).send(await service.clockIn(req.auth, req.body)),
  );

  /** Clock-out (200, detail): closes the active work or break record; 409 `not_clocked_in`. */
  app.post(
    '/time-records/clock-out',
    {
      schema: {
        tags,
        summary: 'Clock out',
        body: withExamples(ClockOutBody, CLOCK_OUT_EXAMPLE),
        response: {
          200: jsonExample(
            Type.Ref('TimeRecordDetail'),
            CLOCKED_OUT_EXAMPLE,
            'Clocked out: the closed record',
          ),
          ...problemResponses(400, 401, 404, 409, 413, 415, 422, 429),
        },
      },
    },
    async (req) => service.clockOut(req.auth, req.body),
  );

  /** A completed historical record (201); 409 `overlapping_record` or `period_locked`. */
  app.post(
    '/time-records',
    {
      schema: {
        tags,
        summary: 'Create a finished time record',
        body: CreateTimeRecordBody,
        response: {
          201: Type.Ref('TimeRecordDetail'),
          ...problemResponses(400, 401, 409, 413, 415, 422, 429),
        },
      },
    },
    async (req, reply) => reply.code(201).send(await service.create(req.auth, req.body)),
  );

  /** Partial update; null clears a nullable field; merged end > start; no overlap; not in a locked period. */
  app.patch(
    '/time-records/:time_record_id',
    {
      schema: {
        tags,
        summary: 'Change a time record',
        params: idParams('time_record_id'),
        body: PatchTimeRecordBody,
        response: {
          200: Type.Ref('TimeRecordDetail'),
          ...problemResponses(400, 401, 404, 409, 413, 415, 422, 429),
        },
      },
    },
    async (req) => service.patch(req.auth, req.params.time_record_id as number, req.body as never),
  );

  /** Deletes a record (204); its history stays readable. */
  app.delete(
    '/time-records/:time_record_id',
    {
      schema: {
        tags,
        summary: 'Delete a time record',
        params: idParams('time_record_id'),
        response: { 204: Type.Null(), ...problemResponses(400, 401, 404, 409, 422, 429) },
      },
    },
    async (req, reply) => {
      await service.remove(req.auth, req.params.time_record_id as number);
      return reply.code(204).send(null);
    },
  );
};
