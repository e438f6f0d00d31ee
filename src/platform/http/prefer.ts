/**
 * The `Prefer` request header (RFC 7240): a client asks for a smaller answer with
 * `Prefer: return=minimal` (RFC 7240 §4.2). A preference is a hint, never an error: an unknown or
 * malformed one is ignored, and the server says which one it applied with `Preference-Applied`
 * (RFC 7240 §3). docs/api-conventions.md lists the routes that honour it.
 */
import type { IncomingHttpHeaders } from 'node:http';

/** The value of `Preference-Applied` when `return=minimal` was honoured. */
export const RETURN_MINIMAL = 'return=minimal';

/**
 * True when the request's `Prefer` header (one or several, comma-separated preferences, any case,
 * optional quotes and parameters after `;`) carries `return=minimal`. A later `return=representation`
 * in the same request wins over an earlier `return=minimal` (the last `return` preference counts).
 */
export function prefersMinimal(headers: IncomingHttpHeaders): boolean {
  const raw = headers.prefer;
  if (raw === undefined) return false;
  const text = Array.isArray(raw) ? raw.join(',') : raw;
  let minimal = false;
  for (const item of text.split(',')) {
    const pref = item.split(';', 1)[0]!.trim();
    const eq = pref.indexOf('=');
    if (eq < 0) continue;
    if (pref.slice(0, eq).trim().toLowerCase() !== 'return') continue;
    const value = pref
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase();
    if (value === 'minimal') minimal = true;
    else if (value === 'representation') minimal = false;
  }
  return minimal;
}
