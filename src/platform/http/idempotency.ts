/**
 * `Idempotency-Key` on POST/PATCH/PUT/DELETE (docs/api-conventions.md §1). The first request with a key is
 * recorded (company, key, method, path, SHA-256 of the body) before the handler runs, and its
 * response is stored when it is sent. Within 24 h the same key with the same request replays that
 * response with `Idempotent-Replayed: true`; with another request → 422 `idempotency_key_reused`;
 * while the first is still running → 409 `idempotency_request_in_progress`. 5xx responses are not
 * kept, so the client may retry.
 */
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { crossTenant } from '../db/tenant-scope-rules.js';
import type { DB } from '../db/schema.js';
import { runExclusively } from '../db/job-lock.js';
import { DomainError } from '../../shared/errors.js';
import type { Clock } from '../../shared/time.js';

const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
const KEEP_MS = 24 * 3600 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: { key: string } | null;
  }
}

/** Registers the idempotency hooks (non-encapsulated). */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance, opts: { db: Kysely<DB>; clock: Clock }) => {
    const { db, clock } = opts;
    app.decorateRequest('idempotency', null);

    app.addHook('preHandler', async (req, reply) => {
      if (!WRITE_METHODS.has(req.method) || !req.auth) return;
      const raw = req.headers['idempotency-key'];
      if (raw === undefined) return;
      const key = Array.isArray(raw) ? (raw[0] ?? '') : raw;
      if (key.length < 1 || key.length > 255) {
        throw new DomainError('validation_failed', 'Idempotency-Key must be 1–255 characters', [
          { field: 'Idempotency-Key', message: 'must be 1–255 characters' },
        ]);
      }
      const path = req.url.split('?')[0] ?? req.url;
      const hash = createHash('sha256')
        .update(`${req.method} ${req.url}\n${JSON.stringify(req.body ?? null)}`)
        .digest('hex');
      const companyId = req.auth.companyId;
      const now = clock.now();
      const inserted = await db
        .insertInto('idempotency_keys')
        .values({
          company_id: companyId,
          key,
          method: req.method,
          path,
          request_hash: hash,
          created_at: now.toISOString(),
        })
        .onConflict((oc) =>
          oc
            .columns(['company_id', 'key'])
            .doUpdateSet({
              method: req.method,
              path,
              request_hash: hash,
              status_code: null,
              response_body: null,
              response_type: null,
              created_at: now.toISOString(),
            })
            .where('idempotency_keys.created_at', '<', new Date(now.getTime() - KEEP_MS).toISOString()),
        )
        .returning('key')
        .executeTakeFirst();
      if (inserted) {
        req.idempotency = { key };
        return;
      }
      const prior = await db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('company_id', '=', companyId)
        .where('key', '=', key)
        .executeTakeFirst();
      if (!prior) {
        req.idempotency = { key };
        return;
      }
      if (prior.request_hash !== hash) {
        throw new DomainError(
          'idempotency_key_reused',
          `Idempotency-Key ${JSON.stringify(key)} was already used with a different request (${prior.method} ${prior.path})`,
        );
      }
      if (prior.status_code === null) {
        throw new DomainError(
          'idempotency_request_in_progress',
          `The request with Idempotency-Key ${JSON.stringify(key)} is still being processed`,
          undefined,
          { 'Retry-After': '1' },
        );
      }
      reply.header('Idempotent-Replayed', 'true');
      await reply
        .code(prior.status_code)
        .type(prior.response_type ?? 'application/json; charset=utf-8')
        .send(prior.response_body ?? '');
      return reply;
    });

    app.addHook('onSend', async (req, reply, payload) => {
      if (!req.idempotency) return payload;
      const { key } = req.idempotency;
      req.idempotency = null;
      const companyId = req.auth.companyId;
      if (reply.statusCode >= 500) {
        await db
          .deleteFrom('idempotency_keys')
          .where('company_id', '=', companyId)
          .where('key', '=', key)
          .execute();
        return payload;
      }
      const body =
        typeof payload === 'string'
          ? payload
          : Buffer.isBuffer(payload)
            ? payload.toString('utf8')
            : payload == null
              ? ''
              : JSON.stringify(payload);
      await db
        .updateTable('idempotency_keys')
        .set({
          status_code: reply.statusCode,
          response_body: body,
          response_type: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        })
        .where('company_id', '=', companyId)
        .where('key', '=', key)
        .execute();
      return body;
    });
  },
  { name: 'payclock-idempotency' },
);

/** Deletes stored keys older than 24 h (run by the periodic sweep; one process at a time, job lock). */
export async function purgeIdempotencyKeys(db: Kysely<DB>, now: Date): Promise<void> {
  await runExclusively(db, 'idempotency-purge', (trx) =>
    trx
      .deleteFrom('idempotency_keys')
      .where('created_at', '<', sql<string>`${new Date(now.getTime() - KEEP_MS).toISOString()}::timestamptz`)
      .modifyEnd(crossTenant('idempotency-purge'))
      .execute(),
  );
}
