/**
 * Ohio school district income tax (R.C. Chapter 5748), withheld for residents of a taxing district
 * named by the IT 4 Section I school district number. Traditional-base districts tax the Ohio wage
 * base less the $650-per-exemption allowance; earned-income-base districts tax wages with no
 * exemption. Annualized × the district rate ÷ pay periods, half-up once; off-cycle supplemental
 * compensation × the district rate. Rates and bases by district number are the
 * `schoolDistrictTax.districts` section of `tax-tables/<year>/oh.json` (Ohio Department of
 * Taxation, "School Districts With an Income Tax", 2026 list). Amounts in cents.
 */
import type { StateWithholding } from '../types.ts';
import type { Ctx } from '../schema.ts';
import { bracketHalfUp, fmt, mulRate, type Rate } from '../rounding.ts';
import { addLine, warn, type CalcContext } from '../context.ts';

/** The two tax bases a district can levy on (R.C. 5748.01(E)). */
export type SchoolDistrictBase = 'traditional' | 'earned_income';

/** One taxing district: its name as the Department prints it, county, rate and base. */
export interface SchoolDistrict {
  name: string;
  county: string;
  rate: Rate;
  base: SchoolDistrictBase;
}

/** Parsed `schoolDistrictTax` section: the certificate field and the districts by 4-digit number. */
export interface SchoolDistrictTax {
  field: string;
  publication: string;
  verified: boolean;
  districts: Map<string, SchoolDistrict>;
}

/** Validates and parses the optional `schoolDistrictTax` section (null when absent). */
export function parseSchoolDistrictTax(c: Ctx, v: unknown): SchoolDistrictTax | null {
  if (v === undefined || v === null) return null;
  const p = 'schoolDistrictTax';
  const o = c.obj(v, p);
  const districts = new Map<string, SchoolDistrict>();
  for (const [k, x] of Object.entries(c.obj(o.districts, `${p}.districts`))) {
    const q = `${p}.districts.${k}`;
    if (!/^\d{4}$/.test(k)) c.fail(q, 'district numbers have four digits');
    const e = c.obj(x, q);
    const base = c.str(e.base, `${q}.base`);
    if (base !== 'traditional' && base !== 'earned_income') {
      c.fail(`${q}.base`, 'expected "traditional" or "earned_income"');
    }
    districts.set(k, {
      name: c.str(e.name, `${q}.name`),
      county: c.str(e.county, `${q}.county`),
      rate: c.rate(e.rate, `${q}.rate`),
      base,
    });
  }
  if (districts.size === 0) c.fail(`${p}.districts`, 'expected at least one district');
  return {
    field: c.str(o.field, `${p}.field`),
    publication: c.str(o.publication, `${p}.publication`),
    verified: c.bool(o.verified, `${p}.verified`),
    districts,
  };
}

/** The certificate's district number as four digits (303 → "0303"), or null when none is on file. */
export function districtNumber(f: StateWithholding | null, field: string): string | null {
  const v = f?.extra?.[field];
  const s =
    typeof v === 'number' && Number.isInteger(v) && v >= 0
      ? String(v)
      : typeof v === 'string'
        ? v.trim()
        : '';
  return /^\d{1,4}$/.test(s) ? s.padStart(4, '0') : null;
}

/** What the school district line needs from the state calculation (cents, annual where named). */
export interface SchoolDistrictWages {
  /** Income-tax wages of the period (reported as the line's taxable wages). */
  wages: number;
  /** Regular wages of the period (annualized). */
  regular: number;
  /** Off-cycle supplemental wages of the period (taxed flat at the district rate). */
  supplemental: number;
  /** IT 4 line 4 exemptions. */
  exemptions: number;
  /** Annual cents per exemption ($650). */
  exemptionAmount: number;
  periods: number;
}

/**
 * Adds the `local_income_tax` line of the employee's school district of residence, or a
 * `local_not_covered` warning when no district number is on file or the number is not in the table.
 * Nothing for an employee whose home address is outside Ohio (the tax reaches residents only).
 */
export function schoolDistrictLine(
  c: CalcContext,
  sd: SchoolDistrictTax,
  f: StateWithholding | null,
  w: SchoolDistrictWages,
): void {
  const home = c.input.homeAddress?.state.toUpperCase();
  if (home && home !== 'OH') return;
  const code = districtNumber(f, sd.field);
  if (code === null) {
    warn(
      c,
      'local_not_covered',
      `Ohio school district income tax: no IT 4 \`${sd.field}\` on file, so no school district tax was withheld (without an IT 4 the employer withholds none; ${sd.publication}).`,
    );
    return;
  }
  const d = sd.districts.get(code);
  if (!d) {
    warn(
      c,
      'local_not_covered',
      `Ohio school district ${code} is not in the table of school districts with an income tax (${sd.publication}): no school district tax was withheld; if district ${code} levies one, it is not covered.`,
    );
    return;
  }
  const annual = w.regular * w.periods;
  const allowance = d.base === 'traditional' ? w.exemptions * w.exemptionAmount : 0;
  const base = Math.max(0, annual - allowance);
  const regular = bracketHalfUp(0, d.rate.scaled, base, 0, w.periods);
  const supp = mulRate(w.supplemental, d.rate.scaled);
  const baseText =
    d.base === 'traditional'
      ? `traditional base: ${fmt(w.regular)} × ${w.periods} = ${fmt(annual)} − ${w.exemptions} × ${fmt(w.exemptionAmount)} = ${fmt(base)}`
      : `earned-income base (no exemptions): ${fmt(w.regular)} × ${w.periods} = ${fmt(base)}`;
  addLine(
    c,
    'local_income_tax',
    `Ohio school district income tax (${d.name})`,
    `OH-SD-${code}`,
    'employee',
    w.wages,
    d.rate.text,
    regular + supp,
    `${sd.publication}${sd.verified ? '' : ' (figures unverified, see docs/tax-coverage.md)'}: district ${code} ${d.name}, ${d.county} County, ${d.rate.percent}, ${baseText}; × ${d.rate.percent} ÷ ${w.periods} = ${fmt(regular)}${w.supplemental > 0 ? `; supplemental ${fmt(w.supplemental)} × ${d.rate.percent} = ${fmt(supp)}` : ''}`,
  );
}
