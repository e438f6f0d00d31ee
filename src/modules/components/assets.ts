/**
 * Static assets of the web components (issue 23): `GET /components/<version>/<name>.js`, the
 * bundles `npm run build` writes to `clients/components/dist/<version>/` (scripts/build-components.ts).
 * Public (no credentials), cacheable for a year (the version is in the path), readable by any
 * origin (module scripts load in CORS mode), with a strict Content-Security-Policy and `nosniff`.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyReply } from 'fastify';

/** `clients/components/dist`, from src/modules/components or dist/modules/components alike. */
export const ASSETS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../clients/components/dist',
);

/** The Content-Security-Policy of the console page (no inline script, nothing third-party). */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data: blob:",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The Content-Security-Policy of the asset files themselves. */
export const ASSET_CSP = "default-src 'none'; frame-ancestors 'none'";

const VERSION = /^\d+\.\d+\.\d+$/;
const FILE = /^[a-z][a-z0-9-]{0,63}\.js$/;

/** Sends one bundle, or 404 problem+json naming what is missing (e.g. not built yet). */
export async function sendAsset(reply: FastifyReply, version: string, file: string): Promise<FastifyReply> {
  const missing = (detail: string) =>
    reply.code(404).type('application/problem+json').send({
      type: 'urn:payclock:problem:not_found',
      title: 'Resource not found',
      status: 404,
      code: 'not_found',
      detail,
    });
  if (!VERSION.test(version) || !FILE.test(file)) return missing(`No component asset ${version}/${file}`);
  let body: Buffer;
  try {
    body = await readFile(path.join(ASSETS_DIR, version, file));
  } catch {
    return missing(
      `No component asset ${version}/${file}: build the components with \`npm run build\` (or \`npm run build:components\`)`,
    );
  }
  return reply
    .type('text/javascript; charset=utf-8')
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .header('Access-Control-Allow-Origin', '*')
    .header('Cross-Origin-Resource-Policy', 'cross-origin')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', ASSET_CSP)
    .send(body);
}

/** The components package's version (`clients/components/package.json`): the assets' folder. */
export const COMPONENTS_VERSION: string = (
  JSON.parse(readFileSync(path.join(ASSETS_DIR, '../package.json'), 'utf8')) as { version: string }
).version;
