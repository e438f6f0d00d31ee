/**
 * Which endpoint URLs are accepted (docs/webhooks.md, "Safety"): `https://` only, no user name or
 * password, and no loopback, private, link-local or otherwise non-public IP address or `localhost`
 * name — unless private addresses are allowed (WEBHOOKS_ALLOW_PRIVATE, tests and local development),
 * which also admits `http://`. A host name is resolved and checked again at every delivery (DNS
 * rebinding), by the delivery agent. Pure.
 */
import ipaddr from 'ipaddr.js';

/** Longest accepted URL. */
export const MAX_URL_LENGTH = 2000;

/** Whether `ip` (a literal address) is a public unicast address. */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  return ipaddr.parse(ip).range() === 'unicast';
}

/** Returns why `raw` is not an acceptable endpoint URL, or null when it is. */
export function endpointUrlProblem(raw: string, allowPrivate: boolean): string | null {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return `${JSON.stringify(raw)} is not an absolute URL`;
  }
  if (u.protocol !== 'https:' && !(allowPrivate && u.protocol === 'http:')) {
    return `must use https:// (got ${u.protocol}//)`;
  }
  if (u.username !== '' || u.password !== '') {
    return 'must not contain a user name or password (authenticate requests by their signature)';
  }
  if (u.hash !== '') return 'must not contain a #fragment';
  if (allowPrivate) return null;
  const host = u.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return `${host} is a loopback name`;
  if (ipaddr.isValid(host) && !isPublicAddress(host)) {
    return `${host} is a ${ipaddr.parse(host).range()} address; only public addresses are called`;
  }
  return null;
}
