/**
 * Console sign-in links (issue 23): `/console#link=<sealed>`, where `<sealed>` is
 * `{"c": <company id>, "exp": <UTC instant>}` sealed with the deployment's encryption key
 * (AES-256-GCM, platform/crypto/sealing.ts), so any server process of the deployment can check it
 * and nobody can forge or alter one. The console trades it for component tokens
 * (`POST /console/session`); the link itself is a credential for its lifetime (12 hours), like the
 * API key line `npm start` prints next to it.
 */
import type { Sealer } from '../../platform/crypto/sealing.js';
import { DomainError } from '../../shared/errors.js';

/** Lifetime of a console link, seconds (12 hours). */
export const CONSOLE_LINK_SECONDS = 12 * 3600;

/** The link's path and hash for `companyId`, valid until now + 12 h. */
export function consoleLink(
  sealer: Sealer,
  companyId: number,
  now: Date,
): { path: string; expiresAt: string } {
  const expiresAt = new Date(now.getTime() + CONSOLE_LINK_SECONDS * 1000).toISOString();
  const sealed = sealer.seal(JSON.stringify({ c: companyId, exp: expiresAt }));
  return { path: `/console#link=${encodeURIComponent(sealed)}`, expiresAt };
}

/** The company of a valid link. @throws 401 `unauthorized` (altered, foreign) or `token_expired`. */
export function openConsoleLink(sealer: Sealer, link: string, now: Date): number {
  let payload: { c?: unknown; exp?: unknown };
  try {
    payload = JSON.parse(sealer.open(link)) as typeof payload;
  } catch {
    throw new DomainError('unauthorized', 'The console link is not valid: use the one `npm start` printed');
  }
  if (typeof payload.c !== 'number' || typeof payload.exp !== 'string') {
    throw new DomainError('unauthorized', 'The console link is not valid');
  }
  if (now.getTime() >= Date.parse(payload.exp)) {
    throw new DomainError(
      'token_expired',
      `The console link expired at ${payload.exp}; get a new one with POST /console-links`,
    );
  }
  return payload.c;
}
