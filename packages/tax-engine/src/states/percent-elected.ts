/**
 * The `percent_of_gross_elected` family (Arizona Form A-4): the employee elects one of the
 * published percentages of gross taxable wages; with no election on file the publication's default
 * percentage applies. The election is the certificate's `extra.withholding_rate` (one of `rates`);
 * additional per-period withholding is added. Half-up to the cent once.
 */
import type { Ctx, TableMeta } from '../schema.ts';
import { fmt, mulRate, type Rate } from '../rounding.ts';
import type { CalcContext } from '../context.ts';
import { additional, addText, exemptLine, incomeTaxLine, stateForm, stateWages } from './common.ts';
import { parseCertificate, type CertificateSpec } from './certificate.ts';
import { sourceText } from './brackets.ts';
import { stateName } from './state-names.ts';

/** Parsed `percent_of_gross_elected` file. */
export interface PercentElectedTable {
  meta: TableMeta;
  state: string;
  exclusions: number;
  certificate: CertificateSpec;
  /** Allowed election strings ("0.005", …) → parsed rate. */
  rates: Map<string, Rate>;
  defaultRate: Rate;
}

/** Certificate `extra` key holding the elected rate. */
export const ELECTED_RATE_FIELD = 'withholding_rate';

/** Validates and parses a `percent_of_gross_elected` file. */
export function parsePercentElected(o: Record<string, unknown>, c: Ctx): PercentElectedTable {
  const rates = new Map<string, Rate>();
  for (const [i, s] of c.strList(o.rates, 'rates').entries()) rates.set(s, c.rate(s, `rates[${i}]`));
  const def = c.str(o.defaultRate, 'defaultRate');
  if (!rates.has(def)) c.fail('defaultRate', `"${def}" is not one of rates`);
  const certificate = parseCertificate(o.certificate, c);
  const field = certificate.extra[ELECTED_RATE_FIELD];
  if (!field || field.type !== 'enum' || field.values.join() !== [...rates.keys()].join()) {
    c.fail(`certificate.extra.${ELECTED_RATE_FIELD}`, 'expected an enum field listing exactly `rates`');
  }
  return {
    meta: c.meta(o),
    state: c.str(o.jurisdiction, 'jurisdiction'),
    exclusions: c.exclusions(o.incomeTaxWageExclusions, 'incomeTaxWageExclusions'),
    certificate,
    rates,
    defaultRate: rates.get(def)!,
  };
}

/** Adds the `state_income_tax` line: wages × elected percentage. */
export function computePercentElected(c: CalcContext, t: PercentElectedTable): void {
  const f = stateForm(c, t.state);
  const w = stateWages(c, t.exclusions);
  const desc = `${stateName(t.state)} income tax`;
  const form = t.certificate.form;
  if (f?.exempt) return exemptLine(c, t.state, desc, w.taxable, form);
  const elected = f?.extra?.[ELECTED_RATE_FIELD];
  const rate = (typeof elected === 'string' && t.rates.get(elected)) || t.defaultRate;
  const tax = mulRate(w.taxable, rate.scaled);
  const extra = additional(c, f);
  const how =
    f && rate !== t.defaultRate
      ? `${form} election ${rate.percent}`
      : `default ${rate.percent} (${f ? 'no election' : `no ${form} on file`})`;
  incomeTaxLine(
    c,
    t.state,
    desc,
    w.taxable,
    rate.text,
    tax + extra,
    `${sourceText(t.meta)}: ${how}: ${fmt(w.taxable)} × ${rate.percent} = ${fmt(tax)}${addText(extra)}`,
  );
}
