/**
 * Arkansas — DFA Withholding Tax Formula Method (computer formula), tax year 2026. Per paycheck:
 * annual wages (the period's Arkansas income-tax wages × periods) − the standard deduction = net
 * taxable income; below the midrange limit it is looked up at the midpoint of its $100 band
 * (⌊income ÷ $100⌋ × $100 + $50); gross tax = income × the row's rate − the row's adjustment
 * ("rate × income minus adjustment" rows, as the formula prints them), rounded to the whole dollar;
 * − $29 × AR4EC exemptions (a tax credit), not below 0; ÷ periods, half-up to the cent. Off-cycle
 * supplemental wages: the edition's flat supplemental rate. The rows change mid-year (`editions` in
 * ar.json, chosen by payday). Every figure is in ar.json; amounts in cents.
 */
import type { Ctx, TableMeta } from '../schema.ts';
import { bracketHalfUp, divHalfUp, fmt, mulRate, type Rate } from '../rounding.ts';
import type { CalcContext } from '../context.ts';
import { additional, addText, count, exemptLine, incomeTaxLine, stateForm, stateWages } from './common.ts';
import { parseCertificate, type CertificateSpec } from './certificate.ts';
import { sourceText } from './brackets.ts';

/** One formula row: from `from` (annual cents) up, gross tax = income × `rate` − `adjustment`. */
export interface ArRow {
  from: number;
  rate: Rate;
  adjustment: number;
}

/** One edition of the formula, used for paydays from `from` (YYYY-MM-DD). */
export interface ArEdition {
  from: string;
  publication: string;
  rows: ArRow[];
  supplementalRate: Rate;
}

/** Parsed `ar.json` (annual cents). */
export interface ArTable {
  meta: TableMeta;
  exclusions: number;
  certificate: CertificateSpec;
  standardDeduction: number;
  exemptionCredit: number;
  /** Net taxable income below this is looked up at the midpoint of its `midrangeBand`. */
  midrangeBelow: number;
  midrangeBand: number;
  editions: ArEdition[];
}

function parseRows(c: Ctx, v: unknown, p: string): ArRow[] {
  const rows = c.arr(v, p).map((x, i) => {
    const r = c.obj(x, `${p}[${i}]`);
    return {
      from: c.money(r.from, `${p}[${i}].from`),
      rate: c.rate(r.rate, `${p}[${i}].rate`),
      adjustment: c.money(r.adjustment, `${p}[${i}].adjustment`),
    };
  });
  if (rows.length === 0 || rows[0]!.from !== 0) c.fail(p, 'the first row starts at 0.00');
  for (let i = 1; i < rows.length; i++) {
    if (rows[i]!.from <= rows[i - 1]!.from) c.fail(`${p}[${i}].from`, 'rows must ascend');
  }
  return rows;
}

/** Validates and parses `ar.json` (editions ascending by `from`). */
export function parseAr(o: Record<string, unknown>, c: Ctx): ArTable {
  const m = c.obj(o.midrange, 'midrange');
  const editions = c.arr(o.editions, 'editions').map((x, i) => {
    const p = `editions[${i}]`;
    const e = c.obj(x, p);
    return {
      from: c.date(e.from, `${p}.from`),
      publication: c.str(e.publication, `${p}.publication`),
      rows: parseRows(c, e.rows, `${p}.rows`),
      supplementalRate: c.rate(e.supplementalRate, `${p}.supplementalRate`),
    };
  });
  if (editions.length === 0) c.fail('editions', 'expected at least one edition');
  for (let i = 1; i < editions.length; i++) {
    if (editions[i]!.from <= editions[i - 1]!.from) c.fail(`editions[${i}].from`, 'editions must ascend');
  }
  const band = c.money(m.band, 'midrange.band');
  if (band <= 0 || band % 2 !== 0) c.fail('midrange.band', 'expected a positive, even amount');
  return {
    meta: c.meta(o),
    exclusions: c.exclusions(o.incomeTaxWageExclusions, 'incomeTaxWageExclusions'),
    certificate: parseCertificate(o.certificate, c),
    standardDeduction: c.money(o.standardDeduction, 'standardDeduction'),
    exemptionCredit: c.money(o.exemptionCredit, 'exemptionCredit'),
    midrangeBelow: c.money(m.below, 'midrange.below'),
    midrangeBand: band,
    editions,
  };
}

/** The edition for `payday` (the last one starting on or before it; the first one otherwise). */
export function arEdition(t: ArTable, payday: string): ArEdition {
  let e = t.editions[0]!;
  for (const x of t.editions) if (x.from <= payday) e = x;
  return e;
}

/**
 * The formula on annual wages `annual` (cents) with `exemptions` AR4EC exemptions, ÷ `periods`:
 * the per-period cents and the arithmetic.
 */
export function arFormula(
  t: ArTable,
  e: ArEdition,
  annual: number,
  exemptions: number,
  periods: number,
): { cents: number; text: string } {
  const net = Math.max(0, annual - t.standardDeduction);
  const lookup =
    net < t.midrangeBelow ? Math.floor(net / t.midrangeBand) * t.midrangeBand + t.midrangeBand / 2 : net;
  let row = e.rows[0]!;
  for (const r of e.rows) if (r.from <= lookup) row = r;
  const gross = bracketHalfUp(0, row.rate.scaled, lookup, row.adjustment, 100) * 100;
  const credit = exemptions * t.exemptionCredit;
  const netTax = Math.max(0, gross - credit);
  const cents = divHalfUp(netTax, periods);
  const lookupText = lookup === net ? fmt(net) : `${fmt(net)} → midrange ${fmt(lookup)}`;
  return {
    cents,
    text:
      `${fmt(annual)} − standard deduction ${fmt(t.standardDeduction)} = ${lookupText}; × ${row.rate.percent}` +
      ` − ${fmt(row.adjustment)} = ${fmt(gross)} (whole dollars) − ${exemptions} × ${fmt(t.exemptionCredit)}` +
      ` = ${fmt(netTax)}; ÷ ${periods} = ${fmt(cents)}`,
  };
}

/** Adds the AR `state_income_tax` line (the edition of the payday). */
export function computeAr(c: CalcContext, t: ArTable): void {
  const f = stateForm(c, 'AR');
  const w = stateWages(c, t.exclusions);
  const desc = 'Arkansas income tax';
  const form = t.certificate.form;
  if (f?.exempt) return exemptLine(c, 'AR', desc, w.taxable, form);
  const e = arEdition(t, c.input.payday);
  const regular = w.taxable - w.supplemental;
  const base = arFormula(t, e, regular * c.periods, count(f?.allowances), c.periods);
  const suppTax = mulRate(w.supplemental, e.supplementalRate.scaled);
  const suppText =
    w.supplemental > 0
      ? `; supplemental ${fmt(w.supplemental)} × ${e.supplementalRate.percent} = ${fmt(suppTax)}`
      : '';
  const extra = additional(c, f);
  incomeTaxLine(
    c,
    'AR',
    desc,
    w.taxable,
    null,
    base.cents + suppTax + extra,
    `${sourceText(t.meta)}, ${e.publication}${f ? '' : ` (no ${form} on file: ${t.certificate.noCertificate})`}: ${base.text}${suppText}${addText(extra)}`,
  );
}
