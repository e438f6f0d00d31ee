/**
 * County (local) income tax levied at a rate by code on the state's annual taxable wages (IN county
 * tax by Departmental Notice #1): the code is the certificate's
 * `extra[field]`; with no code on file, a `local_not_covered` warning names the tax.
 */
import type { StateWithholding } from '../types.ts';
import type { Ctx } from '../schema.ts';
import { fmt, mulRate, type Rate } from '../rounding.ts';
import { addLine, warn, type CalcContext } from '../context.ts';
import { annualizedBracketTax } from './brackets-math.ts';

/**
 * A local income tax levied at a rate by code (IN county by Departmental Notice #1),
 * on the state's annual taxable wages; the code is the certificate's `extra[field]`.
 */
export interface CountyTax {
  field: string;
  description: string;
  publication: string;
  verified: boolean;
  codes: Map<string, { name: string; rate: Rate }>;
}

/** Validates and parses an optional `countyTax` section. */
export function parseCountyTax(c: Ctx, v: unknown): CountyTax | null {
  if (v === undefined || v === null) return null;
  const o = c.obj(v, 'countyTax');
  const codes = new Map<string, { name: string; rate: Rate }>();
  for (const [k, x] of Object.entries(c.obj(o.codes, 'countyTax.codes'))) {
    const e = c.obj(x, `countyTax.codes.${k}`);
    codes.set(k, {
      name: c.str(e.name, `countyTax.codes.${k}.name`),
      rate: c.rate(e.rate, `countyTax.codes.${k}.rate`),
    });
  }
  return {
    field: c.str(o.field, 'countyTax.field'),
    description: c.str(o.description, 'countyTax.description'),
    publication: c.str(o.publication, 'countyTax.publication'),
    verified: c.bool(o.verified, 'countyTax.verified'),
    codes,
  };
}

/** The county income-tax line: rate × annual taxable wages ÷ periods, half-up once. */
export function countyLine(
  c: CalcContext,
  state: string,
  form: string,
  ct: CountyTax,
  f: StateWithholding | null,
  annualTaxable: number,
  periods: number,
  wages: number,
  supplemental: number,
): void {
  const code = f?.extra?.[ct.field];
  const county = typeof code === 'string' ? ct.codes.get(code) : undefined;
  if (!county) {
    warn(
      c,
      'local_not_covered',
      `${ct.description}: no ${form} \`${ct.field}\` on file, so no county tax was withheld (${ct.publication}).`,
    );
    return;
  }
  const regular = annualizedBracketTax(
    [{ over: 0, rate: county.rate }],
    annualTaxable,
    0,
    periods,
  ).perPeriodCents;
  const supp = mulRate(supplemental, county.rate.scaled);
  const amount = regular + supp;
  addLine(
    c,
    'local_income_tax',
    `${ct.description} (${county.name})`,
    `${state}-${String(code)}`,
    'employee',
    wages,
    county.rate.text,
    amount,
    `${ct.publication}${ct.verified ? '' : ' (figures unverified, see docs/tax-coverage.md)'}: ${county.name} (${String(code)}) ${county.rate.percent} × annual taxable ${fmt(annualTaxable)} ÷ ${periods} = ${fmt(regular)}${supplemental > 0 ? `; supplemental ${fmt(supplemental)} × ${county.rate.percent} = ${fmt(supp)}` : ''}`,
  );
}
