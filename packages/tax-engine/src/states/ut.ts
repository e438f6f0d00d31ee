/**
 * Utah — Publication 14, Utah Withholding Tax Guide (Utah State Tax Commission), withholding
 * schedules: per pay period, in whole dollars at each step — line 2 = wages × rate; line 3 = base
 * allowance; line 5 = (wages − threshold, not below 0) × 1.3%; withholding = line 2 − (line 3 −
 * line 5, not below 0), not below 0. Per-period allowance and threshold = the annual figure ÷
 * periods, rounded to the dollar. The figures change mid-year (`editions` in ut.json, chosen by
 * payday). Filing status from the federal Form W-4 (head of household uses the single column).
 * Amounts in cents.
 */
import type { Ctx, TableMeta } from '../schema.ts';
import { divHalfUp, fmt, mulRate, roundToDollarCents, type Rate } from '../rounding.ts';
import type { CalcContext } from '../context.ts';
import { additional, addText, exemptLine, incomeTaxLine, stateForm, stateWages } from './common.ts';
import { parseCertificate, type CertificateSpec } from './certificate.ts';
import { filingStatusOf, sourceText } from './brackets.ts';

/** One Pub 14 edition: effective from a payday, with annual single / married figures (cents). */
export interface UtEdition {
  from: string;
  publication: string;
  rate: Rate;
  phaseOutRate: Rate;
  columns: Map<string, { baseAllowance: number; threshold: number }>;
}

/** Parsed `ut.json`. */
export interface UtTable {
  meta: TableMeta;
  exclusions: number;
  certificate: CertificateSpec;
  statusMap: Record<string, string>;
  editions: UtEdition[];
}

/** Validates and parses `ut.json` (editions ascending by `from`). */
export function parseUt(o: Record<string, unknown>, c: Ctx): UtTable {
  const editions = c.arr(o.editions, 'editions').map((x, i) => {
    const p = `editions[${i}]`;
    const e = c.obj(x, p);
    const columns = new Map<string, { baseAllowance: number; threshold: number }>();
    for (const k of ['single', 'married']) {
      const col = c.obj(e[k], `${p}.${k}`);
      columns.set(k, {
        baseAllowance: c.money(col.baseAllowance, `${p}.${k}.baseAllowance`),
        threshold: c.money(col.threshold, `${p}.${k}.threshold`),
      });
    }
    const from = c.str(e.from, `${p}.from`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(from)) c.fail(`${p}.from`, 'expected YYYY-MM-DD');
    return {
      from,
      publication: c.str(e.publication, `${p}.publication`),
      rate: c.rate(e.rate, `${p}.rate`),
      phaseOutRate: c.rate(e.phaseOutRate, `${p}.phaseOutRate`),
      columns,
    };
  });
  if (editions.length === 0) c.fail('editions', 'expected at least one edition');
  for (let i = 1; i < editions.length; i++) {
    if (editions[i]!.from <= editions[i - 1]!.from) c.fail(`editions[${i}].from`, 'editions must ascend');
  }
  const statusMap: Record<string, string> = {};
  for (const [k, v] of Object.entries(o.statusMap === undefined ? {} : c.obj(o.statusMap, 'statusMap'))) {
    statusMap[k] = c.str(v, `statusMap.${k}`);
  }
  return {
    meta: c.meta(o),
    exclusions: c.exclusions(o.incomeTaxWageExclusions, 'incomeTaxWageExclusions'),
    certificate: parseCertificate(o.certificate, c),
    statusMap,
    editions,
  };
}

/** Adds the UT `state_income_tax` line (Pub 14 schedule of the payday's edition). */
export function computeUt(c: CalcContext, t: UtTable): void {
  const f = stateForm(c, 'UT');
  const w = stateWages(c, t.exclusions);
  const desc = 'Utah income tax';
  if (f?.exempt) return exemptLine(c, 'UT', desc, w.taxable, t.certificate.form);
  const e = [...t.editions].reverse().find((x) => x.from <= c.input.payday) ?? t.editions[0]!;
  const status = filingStatusOf(t.certificate, f);
  const col = e.columns.get(t.statusMap[status] ?? status) ?? e.columns.get('single')!;
  const n = c.periods;
  const base = divHalfUp(col.baseAllowance, n * 100) * 100;
  const threshold = divHalfUp(col.threshold, n * 100) * 100;
  const line2 = roundToDollarCents(mulRate(w.taxable, e.rate.scaled));
  const over = Math.max(0, w.taxable - threshold);
  const line5 = roundToDollarCents(mulRate(over, e.phaseOutRate.scaled));
  const line6 = Math.max(0, base - line5);
  const tax = Math.max(0, line2 - line6);
  const extra = additional(c, f);
  incomeTaxLine(
    c,
    'UT',
    desc,
    w.taxable,
    e.rate.text,
    tax + extra,
    `${sourceText(t.meta)}, ${e.publication}: ${fmt(w.taxable)} × ${e.rate.percent} = ${fmt(line2)} (whole dollars); allowance ${fmt(base)} − ${e.phaseOutRate.percent} × (${fmt(w.taxable)} − ${fmt(threshold)}) = ${fmt(base)} − ${fmt(line5)} → ${fmt(line6)}; ${fmt(line2)} − ${fmt(line6)} = ${fmt(tax)}${addText(extra)}`,
  );
}
