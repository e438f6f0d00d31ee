/**
 * The `per_period_bands` family: a publication that prints one percentage-method chart per pay
 * period and filing status (Nebraska Circular EN, New Mexico FYI-104). Per paycheck: the period's
 * state income-tax wages − allowances × the period's allowance amount (when the form has
 * allowances), looked up in the period's chart: base + rate × (wages − over), rounded half-up once
 * (cent or whole dollar), plus the certificate's additional withholding. Off-cycle supplemental
 * wages × `supplementalRate` when the file sets one, else aggregated. When the file sets
 * `minimumWithholding` (Nebraska's special withholding procedure), the chart amount is raised to
 * at least that rate × the period's regular income-tax wages unless the certificate's `documented`
 * field says the employee justified the lower amount. Figures in the state file; arithmetic in
 * docs/tax-coverage.md. Money in cents.
 */
import type { Ctx, TableMeta, PerFrequency } from '../schema.ts';
import { fmt, mulRate, type Rate } from '../rounding.ts';
import { tableFreq, type CalcContext } from '../context.ts';
import {
  additional,
  addText,
  count,
  exemptLine,
  extraBool,
  incomeTaxLine,
  stateForm,
  stateWages,
} from './common.ts';
import { parseCertificate, type CertificateSpec } from './certificate.ts';
import { filingStatusOf, sourceText } from './brackets.ts';
import { bandOf, bandTax, bandText, parseBandsByFrequency, type Band } from './bands.ts';
import { stateName } from './state-names.ts';

/** Parsed `per_period_bands` file (cents). */
export interface PeriodBandsTable {
  meta: TableMeta;
  state: string;
  exclusions: number;
  certificate: CertificateSpec;
  statusMap: Record<string, string>;
  /** Value of one allowance per pay period (cents), or null when the form has no allowances. */
  allowance: PerFrequency<number> | null;
  /** Chart per schedule key and pay frequency. */
  tables: Map<string, PerFrequency<Band[]>>;
  roundToDollar: boolean;
  supplementalRate: Rate | null;
  /**
   * Minimum withholding as a share of the period's regular income-tax wages, waived when the
   * certificate's boolean `extra[documented]` is true; null when the state has none.
   */
  minimumWithholding: { rate: Rate; documented: string } | null;
}

/** Validates and parses a `per_period_bands` file. */
export function parsePeriodBands(o: Record<string, unknown>, c: Ctx): PeriodBandsTable {
  const certificate = parseCertificate(o.certificate, c);
  const statusMap: Record<string, string> = {};
  for (const [k, v] of Object.entries(o.statusMap === undefined ? {} : c.obj(o.statusMap, 'statusMap'))) {
    statusMap[k] = c.str(v, `statusMap.${k}`);
  }
  const tables = new Map<string, PerFrequency<Band[]>>();
  for (const [k, v] of Object.entries(c.obj(o.tables, 'tables'))) {
    tables.set(k, parseBandsByFrequency(c, v, `tables.${k}`));
  }
  for (const s of [...certificate.filingStatuses, certificate.defaultFilingStatus]) {
    const key = statusMap[s] ?? s;
    if (!tables.has(key)) c.fail('tables', `no table "${key}" for filing status "${s}"`);
  }
  const rounding = c.str(o.rounding, 'rounding');
  if (rounding !== 'cent' && rounding !== 'dollar') c.fail('rounding', 'expected "cent" or "dollar"');
  const allowance =
    o.allowance === null || o.allowance === undefined
      ? null
      : c.perFrequency(o.allowance, 'allowance', (x, p) => c.money(x, p));
  if (allowance === null && certificate.allowances !== null) {
    c.fail('allowance', 'the certificate has allowances but the file gives no allowance amounts');
  }
  return {
    meta: c.meta(o),
    state: c.str(o.jurisdiction, 'jurisdiction'),
    exclusions: c.exclusions(o.incomeTaxWageExclusions, 'incomeTaxWageExclusions'),
    certificate,
    statusMap,
    allowance,
    tables,
    roundToDollar: rounding === 'dollar',
    supplementalRate:
      o.supplementalRate === null || o.supplementalRate === undefined
        ? null
        : c.rate(o.supplementalRate, 'supplementalRate'),
    minimumWithholding: parseMinimum(c, o.minimumWithholding),
  };
}

function parseMinimum(c: Ctx, v: unknown): PeriodBandsTable['minimumWithholding'] {
  if (v === null || v === undefined) return null;
  const o = c.obj(v, 'minimumWithholding');
  return {
    rate: c.rate(o.rate, 'minimumWithholding.rate'),
    documented: c.str(o.documentedField, 'minimumWithholding.documentedField'),
  };
}

/** Adds the `state_income_tax` line of a `per_period_bands` state. */
export function computePeriodBands(c: CalcContext, t: PeriodBandsTable): void {
  const f = stateForm(c, t.state);
  const w = stateWages(c, t.exclusions);
  const desc = `${stateName(t.state)} income tax`;
  const form = t.certificate.form;
  if (f?.exempt) return exemptLine(c, t.state, desc, w.taxable, form);
  const status = filingStatusOf(t.certificate, f);
  const chart = t.tables.get(t.statusMap[status] ?? status)![tableFreq(c)];
  const supp = t.supplementalRate ? w.supplemental : 0;
  const regular = w.taxable - supp;
  const n = t.allowance ? count(f?.allowances) : 0;
  const perAllowance = t.allowance ? t.allowance[tableFreq(c)] : 0;
  const net = Math.max(0, regular - n * perAllowance);
  const band = bandOf(chart, net);
  const chartTax = bandTax(band, net, 1, t.roundToDollar);
  const min = t.minimumWithholding;
  const floor = min && !extraBool(f, min.documented) ? mulRate(regular, min.rate.scaled) : 0;
  const tax = Math.max(chartTax, floor);
  const minText =
    floor > chartTax
      ? `; below the minimum ${min!.rate.percent} × ${fmt(regular)} = ${fmt(floor)}, which is withheld (no ${min!.documented.replace(/_/g, ' ')})`
      : '';
  const suppTax = t.supplementalRate ? mulRate(supp, t.supplementalRate.scaled) : 0;
  const suppText =
    supp > 0 && t.supplementalRate
      ? `; supplemental ${fmt(supp)} × ${t.supplementalRate.percent} = ${fmt(suppTax)}`
      : '';
  const allowanceText = t.allowance ? ` − ${n} × ${fmt(perAllowance)} = ${fmt(net)}` : '';
  const statusText = t.certificate.filingStatuses.length > 0 ? `${status.replace(/_/g, ' ')}, ` : '';
  const extra = additional(c, f);
  incomeTaxLine(
    c,
    t.state,
    desc,
    w.taxable,
    null,
    tax + suppTax + extra,
    `${sourceText(t.meta)}${f ? '' : ` (${t.certificate.noCertificate.replace(/\.$/, '')})`}: ${statusText}${c.freq} chart: ${fmt(regular)}${allowanceText}; ${bandText(band, net)} = ${fmt(chartTax)}${t.roundToDollar ? ' (rounded to the whole dollar)' : ''}${minText}${suppText}${addText(extra)}`,
  );
}
