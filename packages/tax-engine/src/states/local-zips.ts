/**
 * `local-zips.json`: the ZIP codes of the cities whose wage taxes depend on where the employee lives
 * or works (NYC, Yonkers, Detroit, Philadelphia, Denver), each with its source: ZIPs wholly inside
 * the city and ZIPs that straddle its line. Read by states/residency.ts.
 */
import type { Ctx, TableMeta } from '../schema.ts';

/** One city of `local-zips.json`. */
export interface Locality {
  code: string;
  name: string;
  /** Two-letter state of the city. */
  state: string;
  source: string;
  /** ZIPs wholly inside the city. */
  zips: ReadonlySet<string>;
  /** ZIPs partly inside the city. */
  partialZips: ReadonlySet<string>;
}

/** Parsed `local-zips.json`: cities by code (NYC, YONKERS, DETROIT, PHILADELPHIA, DENVER). */
export interface LocalZips {
  meta: TableMeta;
  localities: Map<string, Locality>;
}

const ZIP5 = /^\d{5}$/;

/** Validates and parses `local-zips.json`. */
export function parseLocalZips(o: Record<string, unknown>, c: Ctx): LocalZips {
  const localities = new Map<string, Locality>();
  for (const [code, v] of Object.entries(c.obj(o.localities, 'localities'))) {
    const p = `localities.${code}`;
    const l = c.obj(v, p);
    const zipSet = (x: unknown, path: string) => {
      const list = c.strList(x, path);
      list.forEach((z, i) => {
        if (!ZIP5.test(z)) c.fail(`${path}[${i}]`, `"${z}" is not a five-digit ZIP`);
      });
      return new Set(list);
    };
    const zips = zipSet(l.zips, `${p}.zips`);
    const partialZips = zipSet(l.partialZips ?? [], `${p}.partialZips`);
    for (const z of partialZips) if (zips.has(z)) c.fail(`${p}.partialZips`, `${z} is also in zips`);
    const state = c.str(l.state, `${p}.state`);
    if (!/^[A-Z]{2}$/.test(state)) c.fail(`${p}.state`, 'expected a two-letter state code');
    localities.set(code, {
      code,
      name: c.str(l.name, `${p}.name`),
      state,
      source: c.str(l.source, `${p}.source`),
      zips,
      partialZips,
    });
  }
  return { meta: c.meta(o), localities };
}

/** The five-digit ZIP of "12345" or "12345-6789", else null. */
export function zip5(zip: string | null | undefined): string | null {
  if (!zip) return null;
  const z = zip.trim().slice(0, 5);
  return ZIP5.test(z) ? z : null;
}
