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
 * Query parameters whose values may be logged: paging, ids, enums, flags and dates — and then only
 * when the value has the shape the schema expects ({@link SAFE_VALUE}). Any other parameter (`q`
 * search terms, names, emails), any value of another shape (`employee_id=123-45-6789`) and every
 * `cursor` (it is opaque and may encode a sort key such as a name) is logged as `[redacted]`.
 */
const LOGGABLE_QUERY =
  /^(limit|type|status|active|is_active|is_disabled|employment_type|start_from|start_to|since|resource_type|year|start_date|end_date|[a-z_]+_id)$/;

/**
 * The shapes a loggable query value may have: an integer id or count (at most 19 digits), a
 * lowercase enum word, a boolean, or an ISO date / UTC instant. An SSN (`123-45-6789`), a name or an
 * email matches none of them.
 */
const SAFE_VALUE =
  /^(\d{1,19}|[a-z][a-z_]{0,39}|\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?)$/;

/** Static path segments of the registered routes (`partner`, `v1`, `employees`, …), see {@link noteRoute}. */
const ROUTE_SEGMENTS = new Set<string>();

/**
 * Records the static segments of a route's URL (Fastify `onRoute` hook, registered in app.ts), so
 * that the path of a request no route matched is logged with only these segments and every other
 * segment as `[redacted]`.
 */
export function noteRoute(route: { url: string }): void {
  for (const seg of route.url.split('/')) {
    if (seg && !seg.startsWith(':') && !seg.includes('*')) ROUTE_SEGMENTS.add(seg);
  }
}

/** A path no route matched, with each segment that is not a known static route segment redacted. */
function loggablePath(path: string): string {
  return path
    .split('/')
    .map((seg) => (seg === '' || ROUTE_SEGMENTS.has(seg) ? seg : '[redacted]'))
    .join('/');
}

/**
 * The request URL for a log line: the matched route pattern (`/partner/v1/employees/:employee_id`,
 * never the values in the path) or, when no route matched, the path with unknown segments redacted;
 * the query string with each value redacted unless its parameter is in {@link LOGGABLE_QUERY} and
 * the value has a {@link SAFE_VALUE} shape.
 */
export function loggableUrl(url: string, routePattern?: string): string {
  const i = url.indexOf('?');
  const path = routePattern ?? loggablePath(i < 0 ? url : url.slice(0, i));
  if (i < 0) return path;
  const query = url
    .slice(i + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name: string;
      let value: string;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
        value = eq < 0 ? '' : decodeURIComponent(pair.slice(eq + 1).replace(/\+/g, ' '));
      } catch {
        return '[redacted]';
      }
      if (!/^[a-z_]{1,40}$/.test(name)) return '[redacted]';
      if (eq < 0) return name;
      return LOGGABLE_QUERY.test(name) && SAFE_VALUE.test(value) ? `${name}=${value}` : `${name}=[redacted]`;
    })
    .join('&');
  return `${path}?${query}`;
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

/** pino `req` serializer: method, route pattern with redacted query ({@link loggableUrl}), request id and remote address. */
function serializeRequest(req: FastifyRequest) {
  const pattern = (req.routeOptions as { url?: string } | undefined)?.url;
  return { method: req.method, url: loggableUrl(req.url, pattern), id: req.id, remoteAddress: req.ip };
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
