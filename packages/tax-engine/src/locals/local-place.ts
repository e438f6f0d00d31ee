/**
 * Whether the workplace or the home address is in a local's place, for the locals of
 * `locals-<st>.json`. Order: (1) an explicit place code on the employee's tax setup
 * (`extra.local_work_code` / `extra.local_resident_code` of the state certificate; several codes
 * comma-separated) decides for that address's state; (2) for a place listed by ZIP, the address's
 * ZIP when it has one: inside, straddling (outside, with a warning naming the tax) or outside;
 * (3) otherwise the address's city name among the place's city names (USPS spelling). Unlike NYC, Yonkers,
 * Detroit and Philadelphia (states/residency.ts, ZIP only), these places are mostly defined by city
 * limits, which a city name on the address follows better than a ZIP.
 */
import type { StateWithholding } from '../types.ts';
import { warn, type CalcContext } from '../context.ts';
import { zip5 } from '../states/local-zips.ts';
import { cityKey, type LocalBase } from './local-table.ts';

/** Which address. */
export type Role = 'work' | 'home';

/** An address decision and the words that explain it. */
export interface PlaceMatch {
  in: boolean;
  basis: string;
}

function codesOn(f: StateWithholding | null | undefined, key: string, state: string): string[] | null {
  if (!f || f.state.toUpperCase() !== state) return null;
  const v = f.extra?.[key];
  if (typeof v !== 'string' || v.trim() === '') return null;
  return v.split(',').map((s) => s.trim().toUpperCase());
}

/** The explicit place codes on the tax setup for `role` in `state`, or null. */
export function explicitCodes(c: CalcContext, role: Role, state: string): string[] | null {
  const key = role === 'work' ? 'local_work_code' : 'local_resident_code';
  return codesOn(c.input.residentState, key, state) ?? codesOn(c.input.state, key, state);
}

/** One address read once per paycheck: state, ZIP, city key and the tax setup's explicit codes. */
export interface Address {
  role: Role;
  state: string;
  zip: string | null;
  city: string;
  cityText: string;
  codes: string[] | null;
}

/** City names of addresses already keyed (a company has a few hundred at most): name → key. */
const cityKeys = new Map<string, string>();

/** {@link cityKey} of an address's city, memoized (four regular expressions otherwise per call). */
function addressCityKey(city: string): string {
  let k = cityKeys.get(city);
  if (k === undefined) {
    k = cityKey(city);
    if (cityKeys.size < 10_000) cityKeys.set(city, k);
  }
  return k;
}

/** Reads the `role` address of the paycheck (null when there is none). */
export function readAddress(c: CalcContext, role: Role): Address | null {
  const a = role === 'work' ? c.input.workplace : c.input.homeAddress;
  if (!a) return null;
  const state = a.state.toUpperCase();
  return {
    role,
    state,
    zip: zip5(a.zip),
    city: a.city ? addressCityKey(a.city) : '',
    cityText: a.city?.trim() ?? '',
    codes: explicitCodes(c, role, state),
  };
}

/** Shared answers for an address outside the place (read only; the basis of a miss is never shown). */
const OTHER_STATE: PlaceMatch = { in: false, basis: 'other state' };
const NOT_IN: PlaceMatch = { in: false, basis: 'not in the place' };

/**
 * Is the address `a` in `l`'s place? The `basis` explains a hit; a miss gets a shared answer
 * (callers only show the basis of an address inside the place).
 */
export function placeMatch(c: CalcContext, l: LocalBase, a: Address | null): PlaceMatch {
  if (!a || a.state !== l.state) return OTHER_STATE;
  const role = a.role;
  const codes = a.codes;
  const what = role === 'work' ? 'workplace' : 'home';
  if (codes) {
    const hit = codes.includes(l.place);
    return {
      in: hit,
      basis: `tax setup ${role === 'work' ? 'local_work_code' : 'local_resident_code'} ${codes.join(',')}`,
    };
  }
  const z = a.zip;
  // A place listed by ZIP (St. Louis, Wilmington, Louisville Metro) is decided by the ZIP when the
  // address has one; the city name decides only without a ZIP, or for places listed by name.
  if (z && l.zips.size + l.partialZips.size > 0) {
    if (l.zips.has(z)) return { in: true, basis: `${what} ZIP ${z}` };
    if (l.partialZips.has(z)) {
      warn(
        c,
        role === 'work' ? 'local_tax_uncertain' : 'residency_unknown',
        `The ${what} ZIP ${z} is only partly in the place of ${l.name}: it was not computed; name the place on the tax setup (${role === 'work' ? 'local_work_code' : 'local_resident_code'} ${l.place}) if the ${what} is inside it.`,
      );
    }
    return NOT_IN;
  }
  if (a.city && l.cities.has(a.city)) return { in: true, basis: `${what} city ${a.cityText}` };
  return NOT_IN;
}
