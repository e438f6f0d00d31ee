/**
 * Where the employee lives and works, city by city, for the city taxes that depend on it (NYC and
 * Yonkers resident taxes, NYS-50-T-NYC / -Y; Detroit, Form 5469; Philadelphia wage tax; the
 * data-driven locals of `locals-<st>.json` have their own rules, locals/local-place.ts). Residence is decided by the employee's own answer on the state
 * certificate (IT-2104 NYC / Yonkers resident, Detroit Form 5118, the Act 32 Residency
 * Certification Form's resident PSD code); with no answer on file, by the home ZIP against
 * `local-zips.json` (ZIPs wholly inside the city, and ZIPs that straddle its line). A straddling
 * ZIP gives a warning naming the tax, never a silent zero. City names are never used.
 */
import { warn, type CalcContext } from '../context.ts';
import { zip5, type Locality } from './local-zips.ts';

/** Whether an address is in a city: `in`, `out`, or `partial` (its ZIP straddles the city line). */
export type Place = 'in' | 'out' | 'partial';

function placeOf(l: Locality, state: string | undefined, zip: string | null | undefined): Place {
  if (!state || state.toUpperCase() !== l.state) return 'out';
  const z = zip5(zip);
  // No ZIP: not in the city (the API always stores one; only a bare engine input lacks it).
  if (z === null) return 'out';
  if (l.zips.has(z)) return 'in';
  return l.partialZips.has(z) ? 'partial' : 'out';
}

/** A residence decision and the words that explain it in a tax line's reason. */
export interface Residence {
  resident: boolean;
  basis: string;
}

/**
 * Is the employee a resident of city `code`? `answer` is the certificate's answer (undefined when
 * not on file; `form` names the certificate field for the warning). Without an answer: the home
 * ZIP; a straddling ZIP in the city's state warns `residency_unknown` (naming `tax`) and counts as
 * not resident; no ZIP counts as not resident. Null when `local-zips.json` has no such city (nothing decided).
 */
export function residenceIn(
  c: CalcContext,
  code: string,
  answer: boolean | undefined,
  form: string,
  tax: string,
): Residence | null {
  if (answer !== undefined) {
    return { resident: answer, basis: `${form}: ${answer ? 'resident' : 'not a resident'}` };
  }
  const l = c.tables.localZips?.localities.get(code);
  if (!l) return null;
  const home = c.input.homeAddress;
  const place = placeOf(l, home?.state, home?.zip);
  if (place === 'partial') {
    const z = zip5(home?.zip);
    warn(
      c,
      'residency_unknown',
      `Home ZIP ${z} is only partly in ${l.name}: record whether the employee lives in ${l.name} (${form}); no ${tax} was withheld.`,
    );
    return { resident: false, basis: 'residency unknown' };
  }
  return {
    resident: place === 'in',
    basis:
      place === 'in'
        ? `home ZIP ${zip5(home?.zip)} is in ${l.name} (${l.source}; no ${form} answer on file)`
        : 'not a resident',
  };
}

/**
 * Is the workplace in city `code`? By the workplace ZIP; a straddling ZIP warns
 * `local_tax_uncertain` naming `tax` and counts as outside (no ZIP: outside). False when the city is unknown.
 */
export function worksIn(c: CalcContext, code: string, tax: string): boolean {
  const l = c.tables.localZips?.localities.get(code);
  if (!l) return false;
  const w = c.input.workplace;
  const place = placeOf(l, w.state, w.zip);
  if (place === 'partial') {
    const z = zip5(w.zip);
    warn(
      c,
      'local_tax_uncertain',
      `Workplace ZIP ${z} is only partly in ${l.name}: ${tax} was not computed; check whether the workplace is inside ${l.name}.`,
    );
  }
  return place === 'in';
}

/**
 * A yes/no answer of the state certificate's `extra` field `key` (true / false, or "true" /
 * "false"); undefined when the certificate does not answer it.
 */
export function certificateAnswer(
  f: { extra?: Record<string, string | number | boolean> } | null,
  key: string,
): boolean | undefined {
  const v = f?.extra?.[key];
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  return undefined;
}
