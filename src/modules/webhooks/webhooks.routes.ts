/**
 * Webhook routes (docs/webhooks.md): endpoints (CRUD, rotate-secret, ping), their delivery log,
 * the event log and redelivery. Every plan has webhooks; everything is scoped to the API key's
 * company (another company's id → 404).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { ListOf } from '../../platform/http/pagination.js';
import { problemResponses } from '../../platform/http/schemas.js';
import { WebhookEndpointsService } from './endpoints.service.js';
import { WebhookEventsService } from './events.service.js';
import {
  DeliveryListQuery,
  EndpointBody,
  EndpointListQuery,
  EndpointParams,
  EndpointPatchBody,
  EventListQuery,
  EventParams,
  RedeliverBody,
} from './webhooks.schemas.js';

/** Webhooks plugin. */
export const webhooksRoutes: FastifyPluginAsync<ModuleDeps> = async (app0, deps) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const wake = deps.webhooksWake ?? (() => {});
  const endpoints = new WebhookEndpointsService(
    deps.db,
    deps.clock,
    deps.sealer,
    deps.config.webhooksAllowPrivate,
    wake,
  );
  const events = new WebhookEventsService(deps.db, deps.clock, wake);
  const tags = ['webhooks'];

  /** Registers an endpoint; the answer carries the signing secret, shown this once. */
  app.post(
    '/webhook-endpoints',
    {
      schema: {
        tags,
        summary: 'Create a webhook endpoint',
        body: EndpointBody,
        response: {
          201: Type.Ref('WebhookEndpointWithSecret'),
          ...problemResponses(400, 401, 409, 415, 422, 429),
        },
      },
    },
    async (req, reply) => reply.code(201).send(await endpoints.create(req.auth, req.body)),
  );

  /** The company's endpoints by id. */
  app.get(
    '/webhook-endpoints',
    {
      schema: {
        tags,
        summary: 'List webhook endpoints',
        querystring: EndpointListQuery,
        response: {
          200: ListOf(Type.Ref('WebhookEndpoint'), 'webhook endpoints'),
          ...problemResponses(400, 401, 429),
        },
      },
    },
    async (req) => endpoints.list(req.auth, req.query.limit, req.query.cursor),
  );

  /** One endpoint. */
  app.get(
    '/webhook-endpoints/:webhook_endpoint_id',
    {
      schema: {
        tags,
        summary: 'Get a webhook endpoint',
        params: EndpointParams,
        response: { 200: Type.Ref('WebhookEndpoint'), ...problemResponses(400, 401, 404, 429) },
      },
    },
    async (req) => endpoints.get(req.auth, req.params.webhook_endpoint_id),
  );

  /** Changes url, event types, description or enabled (enabling clears failing_since). */
  app.patch(
    '/webhook-endpoints/:webhook_endpoint_id',
    {
      schema: {
        tags,
        summary: 'Update a webhook endpoint',
        params: EndpointParams,
        body: EndpointPatchBody,
        response: {
          200: Type.Ref('WebhookEndpoint'),
          ...problemResponses(400, 401, 404, 409, 415, 422, 429),
        },
      },
    },
    async (req) => endpoints.update(req.auth, req.params.webhook_endpoint_id, req.body),
  );

  /** Deletes an endpoint and its delivery log (events stay in GET /events). */
  app.delete(
    '/webhook-endpoints/:webhook_endpoint_id',
    {
      schema: {
        tags,
        summary: 'Delete a webhook endpoint',
        params: EndpointParams,
        response: { 204: Type.Null(), ...problemResponses(400, 401, 404, 409, 422, 429) },
      },
    },
    async (req, reply) => {
      await endpoints.remove(req.auth, req.params.webhook_endpoint_id);
      return reply.code(204).send(null);
    },
  );

  /** A new signing secret (shown once); the previous one also signs for 24 h. */
  app.post(
    '/webhook-endpoints/:webhook_endpoint_id/rotate-secret',
    {
      schema: {
        tags,
        summary: 'Rotate the signing secret of a webhook endpoint',
        params: EndpointParams,
        response: {
          200: Type.Ref('WebhookEndpointWithSecret'),
          ...problemResponses(400, 401, 404, 409, 422, 429),
        },
      },
    },
    async (req) => endpoints.rotateSecret(req.auth, req.params.webhook_endpoint_id),
  );

  /** Queues a `ping` event to this endpoint only; follow it in the delivery log. */
  app.post(
    '/webhook-endpoints/:webhook_endpoint_id/ping',
    {
      schema: {
        tags,
        summary: 'Send a ping event to a webhook endpoint',
        params: EndpointParams,
        response: { 202: Type.Ref('Delivery'), ...problemResponses(400, 401, 404, 409, 422, 429) },
      },
    },
    async (req, reply) =>
      reply.code(202).send(await endpoints.ping(req.auth, req.params.webhook_endpoint_id)),
  );

  /** The endpoint's deliveries, newest first, each with every attempt (status, latency, first 1 kB). */
  app.get(
    '/webhook-endpoints/:webhook_endpoint_id/deliveries',
    {
      schema: {
        tags,
        summary: 'List the deliveries of a webhook endpoint',
        params: EndpointParams,
        querystring: DeliveryListQuery,
        response: {
          200: ListOf(Type.Ref('Delivery'), 'deliveries'),
          ...problemResponses(400, 401, 404, 429),
        },
      },
    },
    async (req) => events.deliveries(req.auth, req.params.webhook_endpoint_id, req.query),
  );

  /** Events of the last 30 days, newest first. */
  app.get(
    '/events',
    {
      schema: {
        tags,
        summary: 'List events (last 30 days)',
        querystring: EventListQuery,
        response: { 200: ListOf(Type.Ref('Event'), 'events'), ...problemResponses(400, 401, 429) },
      },
    },
    async (req) => events.list(req.auth, req.query),
  );

  /** One event (within 30 days). */
  app.get(
    '/events/:event_id',
    {
      schema: {
        tags,
        summary: 'Get an event',
        params: EventParams,
        response: { 200: Type.Ref('Event'), ...problemResponses(400, 401, 404, 429) },
      },
    },
    async (req) => events.get(req.auth, req.params.event_id),
  );

  /** Delivers the event again (same webhook-id) to one endpoint or every subscribed one. */
  app.post(
    '/events/:event_id/redeliver',
    {
      schema: {
        tags,
        summary: 'Redeliver an event',
        params: EventParams,
        body: RedeliverBody,
        response: {
          202: Type.Object({ data: Type.Array(Type.Ref('Delivery')) }),
          ...problemResponses(400, 401, 404, 409, 415, 422, 429),
        },
      },
      // The body is optional: none is the same as {} (every subscribed endpoint).
      preValidation: async (req) => {
        req.body ??= {};
      },
    },
    async (req, reply) =>
      reply.code(202).send(await events.redeliver(req.auth, req.params.event_id, req.body)),
  );
};
