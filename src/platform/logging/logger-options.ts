/**
 * pino options for the Fastify logger: structured JSON (pretty only on a TTY), request ids from
 * `X-Request-Id` when the client sends a sane one, and redaction of API keys and personal data.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions, FastifyRequest } from 'fastify';
import { createRequire } from 'node:module';
import type { IncomingMessage } from 'node:http';

/** Where log lines go instead of stdout (one JSON line per `write`). */
export interface LogStream {
  write(line: string): void;
}

/** Paths redacted from every log line. */
export const REDACT_PATHS = [
  'req.headers["x-api-key"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'apiKey',
  'api_key',
  '*.apiKey',
  '*.api_key',
  'body.dob',
  'body.address',
  'body.email',
  'body.mobile_phone',
  'body.home_phone',
  'body.start_coordinates',
  'body.end_coordinates',
  '*.dob',
  '*.ssn',
  'secret',
  '*.secret',
];

/**
 * Whether `pino-pretty` is installed: it is a development dependency, so a production install
 * (`npm ci --omit=dev`) logs JSON even on a terminal.
 */
function prettyAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * Query parameters whose values are logged as sent: paging, ids, enums, flags and dates. Any other
 * value (`q` search terms, names, emails) is logged as `[redacted]`.
 */
const LOGGABLE_QUERY =
  /^(limit|cursor|type|status|active|is_active|is_disabled|employment_type|start_from|start_to|since|resource_type|[a-z_]+_id)$/;

/** The request URL for a log line: path as sent, query values outside {@link LOGGABLE_QUERY} redacted. */
export function loggableUrl(url: string): string {
  const i = url.indexOf('?');
  if (i < 0) return url;
  const query = url
    .slice(i + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq < 0 || LOGGABLE_QUERY.test(name) ? pair : `${name}=[redacted]`;
    })
    .join('&');
  return `${url.slice(0, i)}?${query}`;
}

/**
 * Error properties that reach the log. Database errors carry the statement's parameters (PGlite:
 * `params`) and a `detail` quoting row values (`Key (email)=(…) already exists`): both stay out.
 */
const LOGGABLE_ERROR_KEYS = ['type', 'message', 'stack', 'code', 'statusCode', 'severity', 'routine'];
const LOGGABLE_ERROR_NAMES = ['constraint', 'table', 'column', 'schema', 'dataType'];

/** pino `err` serializer keeping only {@link LOGGABLE_ERROR_KEYS} and object names (never values). */
export function serializeError(err: unknown): Record<string, unknown> {
  if (err === null || typeof err !== 'object') return { message: String(err) };
  const e = err as Record<string, unknown> & { constructor?: { name?: string }; cause?: unknown };
  const out: Record<string, unknown> = { type: e.constructor?.name ?? 'Error' };
  for (const k of [...LOGGABLE_ERROR_KEYS, ...LOGGABLE_ERROR_NAMES]) {
    if (k !== 'type' && e[k] !== undefined) out[k] = e[k];
  }
  if (e.cause !== undefined) out.cause = serializeError(e.cause);
  return out;
}

/** pino `req` serializer: method, redacted URL, request id and remote address. */
function serializeRequest(req: FastifyRequest) {
  return { method: req.method, url: loggableUrl(req.url), id: req.id, remoteAddress: req.ip };
}

/**
 * Logger options for a given level; `pretty` (when stdout is a terminal) if pino-pretty is
 * installed; `stream` sends the JSON lines elsewhere than stdout (tests capture them).
 */
export function loggerOptions(
  level: string,
  pretty: boolean,
  stream?: LogStream,
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest as never, err: serializeError as never },
    ...(stream ? { stream } : {}),
    ...(pretty && !stream && prettyAvailable()
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

/** Request id: the client's `X-Request-Id` if it is 1–128 safe characters, else a UUID. */
export function genReqId(req: IncomingMessage): string {
  const h = req.headers['x-request-id'];
  const v = Array.isArray(h) ? h[0] : h;
  return v && /^[A-Za-z0-9._:-]{1,128}$/.test(v) ? v : randomUUID();
}
