/**
 * The parsed forms of `tax-tables/<year>/fica.json` (IRS Pub 15: Social Security, Medicare,
 * Additional Medicare) and `futa.json` (Form 940), with their validating parsers. Cents, annual.
 */
import type { Ctx, TableMeta } from './schema.ts';
import type { Rate } from './rounding.ts';

/** Parsed `fica.json` (cents, annual). */
export interface FicaTable {
  meta: TableMeta;
  ssRate: Rate;
  /** Social Security wage base per employee per calendar year, cents. */
  ssWageBase: number;
  medicareRate: Rate;
  additionalMedicareRate: Rate;
  /** $200,000 of Medicare wages paid by this employer in the calendar year, cents. */
  additionalMedicareThreshold: number;
}

/** Parsed `futa.json`. */
export interface FutaTable {
  meta: TableMeta;
  rate: Rate;
  /** $7,000 per employee per year, cents. */
  wageBase: number;
  /** Credit reductions for this year's wages, by state (added to the net rate). */
  creditReductions: Map<string, Rate>;
  /** States whose credit reduction for this year is not final (warning). */
  pending: Set<string>;
}

/** Validates and parses `fica.json`. */
export function parseFica(o: Record<string, unknown>, c: Ctx): FicaTable {
  const ss = c.obj(o.socialSecurity, 'socialSecurity');
  const med = c.obj(o.medicare, 'medicare');
  const add = c.obj(o.additionalMedicare, 'additionalMedicare');
  return {
    meta: c.meta(o),
    ssRate: c.rate(ss.rate, 'socialSecurity.rate'),
    ssWageBase: c.money(ss.wageBase, 'socialSecurity.wageBase'),
    medicareRate: c.rate(med.rate, 'medicare.rate'),
    additionalMedicareRate: c.rate(add.rate, 'additionalMedicare.rate'),
    additionalMedicareThreshold: c.money(add.threshold, 'additionalMedicare.threshold'),
  };
}

/** Validates and parses `futa.json`. */
export function parseFuta(o: Record<string, unknown>, c: Ctx): FutaTable {
  const cr = c.obj(o.creditReductions, 'creditReductions');
  const creditReductions = new Map<string, Rate>();
  for (const [k, v] of Object.entries(cr)) creditReductions.set(k, c.rate(v, `creditReductions.${k}`));
  return {
    meta: c.meta(o),
    rate: c.rate(o.rate, 'rate'),
    wageBase: c.money(o.wageBase, 'wageBase'),
    creditReductions,
    pending: new Set(c.strList(o.pendingCreditReductions ?? [], 'pendingCreditReductions')),
  };
}
