/**
 * CORS for component tokens (issue 23): a browser on a partner's page calls the API with a
 * component token, from an origin the company allows (`PUT /component-settings`).
 *
 * - Preflight (`OPTIONS /partner/v1/*`, no credentials by the Fetch standard) is answered for any
 *   origin, allowing only the `Authorization`, `Content-Type`, `Idempotency-Key` and `Accept`
 *   headers — never `X-API-Key`: API keys do not belong in browsers.
 * - A request with a component token and an `Origin` that is neither the company's nor this
 *   server's own is refused (403 `out_of_scope`) before anything runs.
 * - Responses to component-token requests from an allowed origin carry
 *   `Access-Control-Allow-Origin: <origin>` (errors too, so components can show 401/403).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../shared/errors.js';
import type { OriginsCache } from './component-tokens.service.js';
import { parseComponentToken, TOKEN_PREFIX } from './token-format.js';

/** Headers a component may send cross-origin. */
export const ALLOWED_HEADERS = 'Authorization, Content-Type, Idempotency-Key, Accept';
/** Methods a component may use. */
export const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';

function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (typeof h !== 'string') return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m && m[1]!.startsWith(TOKEN_PREFIX) ? m[1]! : null;
}

/** Whether `origin` is this server itself (scheme-less comparison of host:port with the Host header). */
function sameOrigin(req: FastifyRequest, origin: string): boolean {
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/** Answers a CORS preflight. */
export async function preflight(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const origin = req.headers.origin;
  if (typeof origin === 'string') {
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Access-Control-Allow-Methods', ALLOWED_METHODS);
    reply.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    reply.header('Access-Control-Max-Age', '600');
    reply.header('Vary', 'Origin');
  }
  await reply.code(204).send();
}

/** onRequest (after authentication): refuses a component token used from an origin not allowed. */
export function originGuard(origins: OriginsCache) {
  return async (req: FastifyRequest): Promise<void> => {
    const grant = req.auth?.component;
    const origin = req.headers.origin;
    if (!grant || typeof origin !== 'string' || sameOrigin(req, origin)) return;
    if (!(await origins.get(req.auth.companyId)).has(origin)) {
      throw new DomainError(
        'out_of_scope',
        `The origin ${origin} is not allowed to use this company's component tokens (PUT /component-settings)`,
      );
    }
  };
}

/** onSend: CORS headers on responses to component-token requests from an allowed origin. */
export function corsHeaders(origins: OriginsCache) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const origin = req.headers.origin;
    if (typeof origin !== 'string' || sameOrigin(req, origin)) return;
    const token = bearer(req);
    const companyId = req.auth?.component
      ? req.auth.companyId
      : token
        ? parseComponentToken(token)?.companyId
        : undefined;
    if (companyId === undefined) return;
    if ((await origins.get(companyId)).has(origin)) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Access-Control-Expose-Headers', 'X-Request-Id, Retry-After, Content-Disposition');
      reply.header('Vary', 'Origin');
    }
  };
}
