/**
 * pino options for the Fastify logger: structured JSON (pretty only on a TTY), request ids from
 * `X-Request-Id` when the client sends a sane one, and redaction of API keys and personal data.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import { createRequire } from 'node:module';
import type { IncomingMessage } from 'node:http';

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

/** Logger options for a given level; `pretty` (when stdout is a terminal) if pino-pretty is installed. */
export function loggerOptions(level: string, pretty: boolean): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    ...(pretty && prettyAvailable()
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
