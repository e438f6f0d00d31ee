/**
 * Maryland — Comptroller of Maryland, Employer Withholding Guide (effective January 2026),
 * percentage method, computed on annualized wages: the `annualized_brackets` family (flat standard
 * deduction, $3,200 per MW507 exemption, State rates from 4.75% — the Guide does not use the lower
 * return brackets for withholding), plus what the family cannot express:
 * - no withholding when the period's wages are below the Guide's floor (`minimumWages`);
 * - no MW507 on file: one exemption (`noCertificateExemptions`);
 * - the local (county) income tax of the county of residence on the same annual taxable wages, as
 *   its own `local_income_tax` line (md-local.ts; the highest local rate when no county is on file);
 * - nonresidents: the special nonresident tax (`localTax.nonresidentRate`) added to the State rates
 *   in the `state_income_tax` line, no local line — except a Pennsylvania resident exempt from
 *   the State tax under MW507 line 5, who owes the local tax of the Maryland county where employed
 *   unless exempt from it (lines 6–7);
 * - off-cycle supplemental wages: the highest State rate (`supplementalRate`) plus the county's
 *   highest local rate (the Guide's lump-sum annual bonus rule).
 * Every figure is in md.json; amounts in cents, rates scaled by 10^8.
 */
import type { StateWithholding } from '../types.ts';
import type { Ctx, PerFrequency } from '../schema.ts';
import { fmt, mulRate, parseRate, rateText, type Rate } from '../rounding.ts';
import { addLine, warn, tableFreq, type CalcContext } from '../context.ts';
import {
  additional,
  addText,
  exemptLine,
  extraBool,
  incomeTaxLine,
  stateForm,
  stateWages,
} from './common.ts';
import {
  annualizedWithholding,
  filingStatusOf,
  parseAnnualizedBrackets,
  sourceText,
  type AnnualizedBracketsTable,
} from './brackets.ts';
import {
  mdLocalPeriodTax,
  mdLocalTopRate,
  parseMdLocal,
  type MdCounty,
  type MdLocalTax,
} from './md-local.ts';

/** Parsed `md.json`: the family table plus Maryland's floor, no-certificate form and local tax. */
export interface MdTable extends AnnualizedBracketsTable {
  /** "Do not withhold on gross wages less than" per pay period (cents). */
  minimumWages: PerFrequency<number>;
  /** The form assumed when no MW507 is on file (single, `noCertificateExemptions`). */
  noForm: StateWithholding;
  /** The same table with the special nonresident tax added to every State bracket rate. */
  nonresident: AnnualizedBracketsTable;
  local: MdLocalTax;
}

const plus = (a: Rate, b: Rate): Rate => parseRate(rateText(a.scaled + b.scaled));

/** Validates and parses `md.json`. */
export function parseMd(o: Record<string, unknown>, c: Ctx): MdTable {
  const t = parseAnnualizedBrackets(o, c);
  if (!t.supplementalRate) c.fail('supplementalRate', 'expected the lump-sum bonus State rate');
  const local = parseMdLocal(c, o.localTax, [...t.schedules.keys()]);
  const schedules = new Map(
    [...t.schedules].map(([k, s]) => [
      k,
      {
        ...s,
        brackets: s.brackets.map((b) => ({ over: b.over, rate: plus(b.rate, local.nonresidentRate) })),
      },
    ]),
  );
  return {
    ...t,
    minimumWages: c.perFrequency(o.minimumWages, 'minimumWages', (x, p) => c.money(x, p)),
    noForm: {
      state: 'MD',
      filingStatus: t.certificate.defaultFilingStatus,
      allowances: c.int(o.noCertificateExemptions, 'noCertificateExemptions'),
      additionalAllowances: 0,
      additionalWithholdingCents: 0,
      exempt: false,
    },
    nonresident: { ...t, schedules, supplementalRate: plus(t.supplementalRate!, local.nonresidentRate) },
    local,
  };
}

/** The county on the form, or null (none on file or an unknown code). */
function countyOf(t: MdTable, f: StateWithholding | null): { code: string; county: MdCounty } | null {
  const code = f?.extra?.[t.local.field];
  const county = typeof code === 'string' ? t.local.codes.get(code) : undefined;
  return county && typeof code === 'string' ? { code, county } : null;
}

/**
 * Adds the local line: the county's tax on the annual taxable wages ÷ periods (half-up once) plus
 * supplemental wages × the county's highest rate; the highest local rate of the year, with a
 * `local_county_missing` warning, when no county is on file.
 */
function localLine(
  c: CalcContext,
  t: MdTable,
  f: StateWithholding | null,
  key: string,
  annualTaxable: number,
  wages: number,
  supplemental: number,
  who: string,
): void {
  const found = countyOf(t, f);
  const county: MdCounty = found?.county ?? {
    name: `no county on file, highest ${t.local.defaultRate.percent} rate`,
    kind: 'flat',
    rate: t.local.defaultRate,
    brackets: new Map(),
  };
  if (!found) {
    warn(
      c,
      'local_county_missing',
      `${t.local.description}: no ${t.certificate.form} \`${t.local.field}\` on file, so the highest local rate (${t.local.defaultRate.percent}) was withheld (${t.local.publication}).`,
    );
  }
  const regular = mdLocalPeriodTax(county, key, annualTaxable, c.periods);
  const top = mdLocalTopRate(county, key);
  const supp = mulRate(supplemental, top.scaled);
  const src = `${t.local.publication}${t.local.verified ? '' : ' (figures unverified, see docs/tax-coverage.md)'}`;
  addLine(
    c,
    'local_income_tax',
    `${t.local.description} (${county.name})`,
    `MD-${found?.code ?? 'default'}`,
    'employee',
    wages,
    county.kind === 'flat' ? county.rate!.text : null,
    regular.cents + supp,
    `${src}: ${who}${county.name}${found ? ` (${found.code})` : ''}: ${regular.text}${supplemental > 0 ? `; supplemental ${fmt(supplemental)} × ${top.percent} (highest local rate) = ${fmt(supp)}` : ''}`,
  );
}

/** Adds the MD `state_income_tax` line and, for residents, the local line (see file header). */
export function computeMd(c: CalcContext, t: MdTable): void {
  const f = stateForm(c, 'MD');
  const w = stateWages(c, t.exclusions);
  const form = t.certificate.form;
  const desc = 'Maryland income tax';
  if (f?.exempt) return exemptLine(c, 'MD', desc, w.taxable, form);
  const home = c.input.homeAddress?.state.toUpperCase();
  const resident = !home || home === 'MD';
  const tbl = resident ? t : t.nonresident;
  const cert = f ?? t.noForm;
  const status = filingStatusOf(t.certificate, cert);
  const key = t.statusMap[status] ?? status;
  const supp = w.supplemental;
  const regular = w.taxable - supp;
  const floor = t.minimumWages[tableFreq(c)];
  const below = regular > 0 && regular < floor;
  const base = below
    ? {
        cents: 0,
        annualTaxable: 0,
        text: `wages ${fmt(regular)} are below the ${c.freq} floor of ${fmt(floor)}: nothing withheld`,
      }
    : annualizedWithholding(tbl, cert, regular, c.periods);
  const suppRate = tbl.supplementalRate!;
  const suppTax = mulRate(supp, suppRate.scaled);
  const extra = additional(c, f);
  const who = resident
    ? ''
    : `nonresident (home ${home}): State rates + special nonresident tax ${t.local.nonresidentRate.percent}; `;
  incomeTaxLine(
    c,
    'MD',
    desc,
    w.taxable,
    null,
    base.cents + suppTax + extra,
    `${sourceText(t.meta)}${f ? '' : ` (no ${form} on file: ${t.certificate.noCertificate})`}: ${who}${base.text}${supp > 0 ? `; supplemental ${fmt(supp)} × ${suppRate.percent} = ${fmt(suppTax)}` : ''}${addText(extra)}`,
  );
  if (resident) {
    localLine(c, t, cert, key, base.annualTaxable, w.taxable, supp, '');
  } else if (home === 'PA' && f?.nonresidenceCertificate && !extraBool(f, t.local.paLocalExemptField)) {
    const pa = 'Pennsylvania resident (MW507 line 5), local tax of the county of employment: ';
    localLine(c, t, cert, key, base.annualTaxable, w.taxable, supp, pa);
  }
}
