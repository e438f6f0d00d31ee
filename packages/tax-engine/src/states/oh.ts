/**
 * Ohio — Ohio Department of Taxation, Employer Withholding Taxes: Optional Computer Formula.
 * Per paycheck: TW = regular wages × pay periods − $650 × IT 4 exemptions (not below 0); annual
 * withholding = the printed row's base + rate × (TW − the row's floor), the row being the first
 * whose upper bound ("not more than") TW does not exceed; ÷ pay periods, half-up once to the cent;
 * plus the IT 4 line 5 additional amount. Off-cycle supplemental compensation × `supplementalRate`.
 * The Department revises the formula mid-year: `editions` in oh.json, chosen by payday. The school
 * district income tax of the employee's district of residence is a separate `local_income_tax`
 * line (oh-school-district.ts). Figures stay in the JSON; amounts in cents.
 */
import type { Ctx, TableMeta } from '../schema.ts';
import { bracketHalfUp, fmt, mulRate, RATE_SCALE, type Rate } from '../rounding.ts';
import type { CalcContext } from '../context.ts';
import { additional, addText, count, exemptLine, incomeTaxLine, stateForm, stateWages } from './common.ts';
import { parseCertificate, type CertificateSpec } from './certificate.ts';
import { unverifiedText } from './brackets.ts';
import { parseSchoolDistrictTax, schoolDistrictLine, type SchoolDistrictTax } from './oh-school-district.ts';

/** One printed row of the formula: base (annual cents) + rate × (TW − over). */
export interface OhRow {
  over: number;
  base: number;
  rate: Rate;
}

/** One edition of the formula, in force for paydays on or after `from` (YYYY-MM-DD). */
export interface OhEdition {
  from: string;
  /** The edition's title and revision, for line reasons. */
  publication: string;
  /** The edition's address on the Department's site. */
  url: string;
  rows: OhRow[];
}

/** Parsed `oh.json`. */
export interface OhTable {
  meta: TableMeta;
  exclusions: number;
  certificate: CertificateSpec;
  /** Annual cents per IT 4 exemption. */
  exemptionAmount: number;
  editions: OhEdition[];
  supplementalRate: Rate | null;
  schoolDistrictTax: SchoolDistrictTax | null;
}

/**
 * Each printed base must equal the row below's base + rate × the width of that row, within half a
 * cent (the Department rounds the bases to cents): catches a slip in a transcribed rate or floor.
 */
function checkBases(c: Ctx, rows: OhRow[], p: string): void {
  const half = BigInt(RATE_SCALE / 2);
  for (let i = 1; i < rows.length; i++) {
    const a = rows[i - 1]!;
    const b = rows[i]!;
    const expected = BigInt(a.base) * BigInt(RATE_SCALE) + BigInt(b.over - a.over) * BigInt(a.rate.scaled);
    const diff = BigInt(b.base) * BigInt(RATE_SCALE) - expected;
    if (diff > half || diff < -half) {
      c.fail(`${p}[${i}].base`, 'does not match the row below (base + rate × width, within half a cent)');
    }
  }
}

function parseEdition(c: Ctx, x: unknown, p: string): OhEdition {
  const e = c.obj(x, p);
  const rows = c.arr(e.rows, `${p}.rows`).map((r, i) => {
    const o = c.obj(r, `${p}.rows[${i}]`);
    return {
      over: c.money(o.over, `${p}.rows[${i}].over`),
      base: c.money(o.base, `${p}.rows[${i}].base`),
      rate: c.rate(o.rate, `${p}.rows[${i}].rate`),
    };
  });
  if (rows.length === 0) c.fail(`${p}.rows`, 'expected at least one row');
  if (rows[0]!.over !== 0 || rows[0]!.base !== 0) {
    c.fail(`${p}.rows[0]`, 'the first row starts at 0.00 with base 0.00');
  }
  for (let i = 1; i < rows.length; i++) {
    if (rows[i]!.over <= rows[i - 1]!.over) c.fail(`${p}.rows[${i}].over`, 'rows must ascend');
  }
  checkBases(c, rows, `${p}.rows`);
  return {
    from: c.date(e.from, `${p}.from`),
    publication: c.str(e.publication, `${p}.publication`),
    url: c.str(e.url, `${p}.url`),
    rows,
  };
}

/** Validates and parses `oh.json`. */
export function parseOh(o: Record<string, unknown>, c: Ctx): OhTable {
  const editions = c.arr(o.editions, 'editions').map((x, i) => parseEdition(c, x, `editions[${i}]`));
  if (editions.length === 0) c.fail('editions', 'expected at least one edition');
  for (let i = 1; i < editions.length; i++) {
    if (editions[i]!.from <= editions[i - 1]!.from) c.fail(`editions[${i}].from`, 'editions must ascend');
  }
  const schoolDistrictTax = parseSchoolDistrictTax(c, o.schoolDistrictTax);
  const certificate = parseCertificate(o.certificate, c);
  if (schoolDistrictTax && !certificate.extra[schoolDistrictTax.field]) {
    c.fail('schoolDistrictTax.field', `"${schoolDistrictTax.field}" is not a certificate extra field`);
  }
  return {
    meta: c.meta(o),
    exclusions: c.exclusions(o.incomeTaxWageExclusions, 'incomeTaxWageExclusions'),
    certificate,
    exemptionAmount: c.money(o.exemptionAmount, 'exemptionAmount'),
    editions,
    supplementalRate:
      o.supplementalRate === null || o.supplementalRate === undefined
        ? null
        : c.rate(o.supplementalRate, 'supplementalRate'),
    schoolDistrictTax,
  };
}

/** The edition in force on `payday` (the earliest one when the payday precedes them all). */
export function ohEdition(t: OhTable, payday: string): OhEdition {
  for (let i = t.editions.length - 1; i >= 0; i--) if (t.editions[i]!.from <= payday) return t.editions[i]!;
  return t.editions[0]!;
}

/** The row for annual taxable wages `tw`: the last row whose floor is below `tw` (row 0 for 0). */
export function ohRow(rows: readonly OhRow[], tw: number): OhRow {
  for (let i = rows.length - 1; i > 0; i--) if (tw > rows[i]!.over) return rows[i]!;
  return rows[0]!;
}

/** Adds the OH `state_income_tax` line and the school district `local_income_tax` line. */
export function computeOh(c: CalcContext, t: OhTable): void {
  const f = stateForm(c, 'OH');
  const w = stateWages(c, t.exclusions);
  const desc = 'Ohio income tax';
  const form = t.certificate.form;
  if (f?.exempt) return exemptLine(c, 'OH', desc, w.taxable, form);
  const periods = c.periods;
  const supp = t.supplementalRate ? w.supplemental : 0;
  const regular = w.taxable - supp;
  const e = ohEdition(t, c.input.payday);
  const n = count(f?.allowances);
  const annual = regular * periods;
  const tw = Math.max(0, annual - n * t.exemptionAmount);
  const row = ohRow(e.rows, tw);
  const annualTax = bracketHalfUp(row.base, row.rate.scaled, tw - row.over, 0, 1);
  const tax = bracketHalfUp(row.base, row.rate.scaled, tw - row.over, 0, periods);
  const suppTax = t.supplementalRate ? mulRate(supp, t.supplementalRate.scaled) : 0;
  const suppText =
    supp > 0 && t.supplementalRate
      ? `; supplemental ${fmt(supp)} × ${t.supplementalRate.percent} = ${fmt(suppTax)}`
      : '';
  const extra = additional(c, f);
  incomeTaxLine(
    c,
    'OH',
    desc,
    w.taxable,
    null,
    tax + suppTax + extra,
    `${e.publication}${unverifiedText(t.meta)}${f ? '' : ` (no ${form} on file: ${t.certificate.noCertificate})`}: ${fmt(regular)} × ${periods} = ${fmt(annual)} − ${n} × ${fmt(t.exemptionAmount)} = ${fmt(tw)}; ${fmt(row.base)} + ${row.rate.percent} × (${fmt(tw)} − ${fmt(row.over)}) = ${fmt(annualTax)}; ÷ ${periods} = ${fmt(tax)}${suppText}${addText(extra)}`,
  );
  if (!t.schoolDistrictTax) return;
  schoolDistrictLine(c, t.schoolDistrictTax, f, {
    wages: w.taxable,
    regular,
    supplemental: supp,
    exemptions: n,
    exemptionAmount: t.exemptionAmount,
    periods,
  });
}
