/**
 * RFC 9457 problem+json responses and the single error handler.
 * - DomainError → its code and status;
 * - Fastify validation errors → 400 `validation_failed` with `errors[{field, message}]`;
 * - body parser errors → 400 `malformed_json`, 413 `payload_too_large`, 415 `unsupported_media_type`;
 * - anything else → 500 `internal_error` without internals (logged with the request id).
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { Type } from 'typebox';
import { DomainError, ERROR_CATALOGUE, type ErrorCode, type FieldError } from '../../shared/errors.js';

/** JSON schema of a problem body (used in every route's error responses). */
export const Problem = Type.Object(
  {
    type: Type.String({ examples: ['urn:payclock:problem:not_found'] }),
    title: Type.String(),
    status: Type.Integer(),
    code: Type.String({ enum: Object.keys(ERROR_CATALOGUE) }),
    detail: Type.String(),
    errors: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
  },
  { $id: 'Problem', description: 'RFC 9457 problem details' },
);

/** Builds a problem body. */
export function problemBody(code: ErrorCode, detail: string, errors?: FieldError[]) {
  const { status, title } = ERROR_CATALOGUE[code];
  return {
    type: `urn:payclock:problem:${code}`,
    title,
    status,
    code,
    detail,
    ...(errors && errors.length > 0 ? { errors } : {}),
  };
}

/** Sends a problem response. */
export function sendProblem(
  reply: FastifyReply,
  code: ErrorCode,
  detail: string,
  errors?: FieldError[],
): FastifyReply {
  const body = problemBody(code, detail, errors);
  return reply.code(body.status).type('application/problem+json; charset=utf-8').send(JSON.stringify(body));
}

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** `/employees/0/hours` → `employees[0].hours`. */
function jsonPointerToField(pointer: string): string {
  return pointer
    .split('/')
    .filter(Boolean)
    .map((seg, i) => (/^\d+$/.test(seg) ? `[${seg}]` : i === 0 ? seg : `.${seg}`))
    .join('');
}

function fieldErrors(errs: AjvError[]): FieldError[] {
  return errs.map((e) => {
    let field = jsonPointerToField(e.instancePath);
    let message = e.message ?? 'is invalid';
    if (e.keyword === 'required') {
      field = field ? `${field}.${String(e.params.missingProperty)}` : String(e.params.missingProperty);
      message = 'is required';
    } else if (e.keyword === 'additionalProperties') {
      field = field ? `${field}.${String(e.params.additionalProperty)}` : String(e.params.additionalProperty);
      message = 'is not a known property';
    } else if (e.keyword === 'enum') {
      message = `must be one of ${(e.params.allowedValues as unknown[]).join(', ')}`;
    }
    return { field: field || '(root)', message };
  });
}

/**
 * Fastify's `frameworkErrors` hook: errors raised by the router before a route runs —
 * `FST_ERR_BAD_URL` (malformed percent-encoding, 400) and `FST_ERR_MAX_PARAM_LENGTH` (a path
 * parameter over 100 characters, 414) — answered as problem+json like every other error.
 */
export function frameworkErrorHandler(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH' || err.statusCode === 414) {
    void sendProblem(reply, 'uri_too_long', 'A path parameter is longer than 100 characters');
    return;
  }
  void sendProblem(reply, 'validation_failed', 'The request path is not a valid URL (bad percent-encoding)');
}

/**
 * Fastify's `clientErrorHandler`: errors of Node's HTTP parser, raised before Fastify sees a
 * request (so `inject` never reaches it) — a request line plus headers over Node's
 * `--max-http-header-size` (16 KiB: a URL over ~16 KB) → 431 `headers_too_large`, a request not
 * received within the server's request timeout → 408 `request_timeout`, anything else that is not
 * valid HTTP → 400 `validation_failed` — written to the socket as problem+json like every other
 * error, then the connection is closed (Node's own behaviour). Nothing of the request is logged.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody to answer (https://nodejs.org/api/http.html#event-clienterror).
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, detail]: [ErrorCode, string] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? ['headers_too_large', 'The request line and headers exceed 16 KiB; send a shorter URL']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ['request_timeout', 'The request was not received in time']
        : ['validation_failed', 'The request is not valid HTTP'];
  const body = JSON.stringify(problemBody(code, detail));
  const { status, title } = ERROR_CATALOGUE[code];
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${title}\r\nContent-Type: application/problem+json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** The one error handler of the app. */
export function errorHandler(
  err: FastifyError | DomainError | Error,
  req: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (err instanceof DomainError) {
    if (err.headers) reply.headers(err.headers);
    return sendProblem(reply, err.code, err.detail, err.errors);
  }
  const fe = err as FastifyError & { validation?: AjvError[]; validationContext?: string };
  if (fe.validation) {
    const errors = fieldErrors(fe.validation);
    const where =
      fe.validationContext === 'body' ? 'body' : fe.validationContext === 'params' ? 'path' : 'query';
    const first = errors[0];
    const detail = first ? `Invalid ${where}: ${first.field} ${first.message}` : `Invalid ${where}`;
    return sendProblem(reply, 'validation_failed', detail, errors);
  }
  const status = fe.statusCode ?? 500;
  if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
    return sendProblem(reply, 'payload_too_large', 'The request body exceeds the size limit of 1 MiB');
  }
  if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
    return sendProblem(
      reply,
      'unsupported_media_type',
      `Content-Type ${JSON.stringify(req.headers['content-type'] ?? '')} is not supported; send application/json`,
    );
  }
  if (status === 400 && (fe.code?.startsWith('FST_ERR_CTP') || err instanceof SyntaxError)) {
    return sendProblem(reply, 'malformed_json', `The body is not valid JSON: ${err.message}`);
  }
  if (status === 404) return sendProblem(reply, 'route_not_found', err.message);
  if (status >= 400 && status < 500) return sendProblem(reply, 'validation_failed', err.message);
  req.log.error({ err }, 'unhandled error');
  return sendProblem(reply, 'internal_error', `An internal error occurred; quote request id ${req.id}`);
}
