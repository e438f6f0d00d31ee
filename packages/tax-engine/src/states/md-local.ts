/**
 * Maryland local (county and Baltimore City) income tax for withholding, as a rate on the same
 * annual taxable wages as the State tax (Comptroller of Maryland, Employer Withholding Guide 2026
 * and the 2026 local rate list): most jurisdictions levy one flat rate; Anne Arundel County levies
 * marginal brackets (each slice of income at its own rate) and Frederick County one rate for the
 * whole taxable income chosen by the bracket the income falls in. Brackets differ by withholding
 * schedule (single / joint). The `localTax` section of md.json; amounts in cents, rates scaled by
 * 10^8 (rounding.ts).
 */
import type { Ctx } from '../schema.ts';
import { fmt, type Rate } from '../rounding.ts';
import { annualizedBracketTax, type Bracket } from './brackets-math.ts';
import { parseBrackets } from './brackets.ts';

/** How a jurisdiction's rate applies to the annual taxable wages. */
export type MdLocalKind = 'flat' | 'marginal' | 'whole_income';

/** One county (or Baltimore City): a flat rate, or brackets by withholding schedule key. */
export interface MdCounty {
  name: string;
  kind: MdLocalKind;
  /** Flat rate (kind `flat`); null otherwise. */
  rate: Rate | null;
  /** Annual brackets by schedule key (kinds `marginal` and `whole_income`). */
  brackets: Map<string, Bracket[]>;
}

/** Parsed `localTax` section of md.json. */
export interface MdLocalTax {
  /** Certificate `extra` field holding the county code. */
  field: string;
  /** Certificate `extra` boolean: a Pennsylvania resident exempt from the Maryland local tax. */
  paLocalExemptField: string;
  description: string;
  publication: string;
  verified: boolean;
  /** Rate withheld when no county code is on file (the highest local rate of the year). */
  defaultRate: Rate;
  /** Special nonresident tax rate (the lowest local rate of the year). */
  nonresidentRate: Rate;
  codes: Map<string, MdCounty>;
}

/** Validates and parses md.json `localTax`; `schedules` are the file's schedule keys. */
export function parseMdLocal(c: Ctx, v: unknown, schedules: readonly string[]): MdLocalTax {
  const o = c.obj(v, 'localTax');
  const codes = new Map<string, MdCounty>();
  for (const [k, x] of Object.entries(c.obj(o.codes, 'localTax.codes'))) {
    const p = `localTax.codes.${k}`;
    const e = c.obj(x, p);
    const name = c.str(e.name, `${p}.name`);
    if (e.rate !== undefined) {
      codes.set(k, { name, kind: 'flat', rate: c.rate(e.rate, `${p}.rate`), brackets: new Map() });
      continue;
    }
    const kind = c.str(e.kind, `${p}.kind`);
    if (kind !== 'marginal' && kind !== 'whole_income') {
      c.fail(`${p}.kind`, 'expected "marginal" or "whole_income" (or a flat "rate")');
    }
    const b = c.obj(e.brackets, `${p}.brackets`);
    const brackets = new Map<string, Bracket[]>();
    for (const s of schedules) brackets.set(s, parseBrackets(c, b[s], `${p}.brackets.${s}`));
    codes.set(k, { name, kind, rate: null, brackets });
  }
  return {
    field: c.str(o.field, 'localTax.field'),
    paLocalExemptField: c.str(o.paLocalExemptField, 'localTax.paLocalExemptField'),
    description: c.str(o.description, 'localTax.description'),
    publication: c.str(o.publication, 'localTax.publication'),
    verified: c.bool(o.verified, 'localTax.verified'),
    defaultRate: c.rate(o.defaultRate, 'localTax.defaultRate'),
    nonresidentRate: c.rate(o.nonresidentRate, 'localTax.nonresidentRate'),
    codes,
  };
}

/** The brackets that apply to `annualTaxable` (cents) for `county` under schedule `key`. */
function localBrackets(county: MdCounty, key: string, annualTaxable: number): { b: Bracket[]; text: string } {
  if (county.kind === 'flat') return { b: [{ over: 0, rate: county.rate! }], text: '' };
  const b = county.brackets.get(key)!;
  if (county.kind === 'marginal') return { b, text: ' (marginal brackets)' };
  let rate = b[0]!.rate;
  for (const x of b) if (annualTaxable > x.over) rate = x.rate;
  return {
    b: [{ over: 0, rate }],
    text: ` (one rate for the whole taxable income, chosen by its bracket)`,
  };
}

/**
 * Per-period local tax on `annualTaxable` (cents a year) ÷ `periods`, half-up once, and the
 * arithmetic for the line's reason.
 */
export function mdLocalPeriodTax(
  county: MdCounty,
  key: string,
  annualTaxable: number,
  periods: number,
): { cents: number; text: string } {
  const { b, text } = localBrackets(county, key, annualTaxable);
  const r = annualizedBracketTax(b, annualTaxable, 0, periods);
  return {
    cents: r.perPeriodCents,
    text: `annual taxable ${fmt(annualTaxable)}: ${r.steps}${text} = ${fmt(r.annualTaxCents)}; ÷ ${periods} = ${fmt(r.perPeriodCents)}`,
  };
}

/** The county's highest rate under schedule `key` (the Guide's lump-sum annual bonus rate). */
export function mdLocalTopRate(county: MdCounty, key: string): Rate {
  if (county.kind === 'flat') return county.rate!;
  const b = county.brackets.get(key)!;
  return b[b.length - 1]!.rate;
}
