/**
 * Idaho — Idaho State Tax Commission, Table for Percentage Computation Method of Withholding
 * (EPB00744) with the Computing Withholding instructions: the period's wages less the ID W-4
 * allowances × the per-period Idaho Child Tax Credit Allowance Table (ICTCAT) amount, then the
 * printed per-period table of the ID W-4 status ("Single persons including head of household" —
 * also status C, married withholding at the single rate — or "Married persons"): the flat rate of the
 * amount over the printed threshold, rounded to the nearest whole dollar. The tables change within
 * the year (`editions` in id.json, chosen by payday). Off-cycle supplemental wages ×
 * `supplementalRate`. Amounts in cents.
 */
import type { Ctx, TableMeta, PerFrequency } from '../schema.ts';
import { fmt, mulRate, type Rate } from '../rounding.ts';
import { tableFreq, type CalcContext } from '../context.ts';
import { additional, addText, count, exemptLine, incomeTaxLine, stateForm, stateWages } from './common.ts';
import { parseCertificate, type CertificateSpec } from './certificate.ts';
import { filingStatusOf, sourceText } from './brackets.ts';
import { parsePeriodSchedules, periodRowTax, type PeriodSchedule } from './period-tables.ts';

/** One EPB00744 edition, in force for paydays from `from`. */
export interface IdEdition {
  from: string;
  publication: string;
  /** ICTCAT: one allowance per period (cents). */
  allowance: PerFrequency<number>;
  schedules: Map<string, PeriodSchedule>;
}

/** Parsed `id.json`. */
export interface IdTable {
  meta: TableMeta;
  exclusions: number;
  certificate: CertificateSpec;
  statusMap: Record<string, string>;
  editions: IdEdition[];
  supplementalRate: Rate | null;
  roundToDollar: boolean;
}

/** Validates and parses `id.json` (editions ascending by `from`). */
export function parseId(o: Record<string, unknown>, c: Ctx): IdTable {
  const certificate = parseCertificate(o.certificate, c);
  const statusMap: Record<string, string> = {};
  for (const [k, v] of Object.entries(o.statusMap === undefined ? {} : c.obj(o.statusMap, 'statusMap'))) {
    statusMap[k] = c.str(v, `statusMap.${k}`);
  }
  const editions = c.arr(o.editions, 'editions').map((x, i) => {
    const p = `editions[${i}]`;
    const e = c.obj(x, p);
    const schedules = parsePeriodSchedules(c, e.schedules, `${p}.schedules`);
    for (const s of [...certificate.filingStatuses, certificate.defaultFilingStatus]) {
      const key = statusMap[s] ?? s;
      if (!schedules.has(key)) c.fail(`${p}.schedules`, `no schedule "${key}" for filing status "${s}"`);
    }
    return {
      from: c.date(e.from, `${p}.from`),
      publication: c.str(e.publication, `${p}.publication`),
      allowance: c.perFrequency(e.allowance, `${p}.allowance`, (v, q) => c.money(v, q)),
      schedules,
    };
  });
  if (editions.length === 0) c.fail('editions', 'expected at least one edition');
  for (let i = 1; i < editions.length; i++) {
    if (editions[i]!.from <= editions[i - 1]!.from) c.fail(`editions[${i}].from`, 'editions must ascend');
  }
  const rounding = c.str(o.rounding, 'rounding');
  if (rounding !== 'cent' && rounding !== 'dollar') c.fail('rounding', 'expected "cent" or "dollar"');
  return {
    meta: c.meta(o),
    exclusions: c.exclusions(o.incomeTaxWageExclusions, 'incomeTaxWageExclusions'),
    certificate,
    statusMap,
    editions,
    supplementalRate:
      o.supplementalRate === null || o.supplementalRate === undefined
        ? null
        : c.rate(o.supplementalRate, 'supplementalRate'),
    roundToDollar: rounding === 'dollar',
  };
}

/** The edition in force on `payday` (YYYY-MM-DD); the first one for earlier paydays. */
export function idEdition(t: IdTable, payday: string): IdEdition {
  let e = t.editions[0]!;
  for (const x of t.editions) if (x.from <= payday) e = x;
  return e;
}

/** Adds the ID `state_income_tax` line (EPB00744 percentage computation, whole dollars). */
export function computeId(c: CalcContext, t: IdTable): void {
  const f = stateForm(c, 'ID');
  const w = stateWages(c, t.exclusions);
  const desc = 'Idaho income tax';
  const form = t.certificate.form;
  if (f?.exempt) return exemptLine(c, 'ID', desc, w.taxable, form);
  const e = idEdition(t, c.input.payday);
  const status = filingStatusOf(t.certificate, f);
  const key = t.statusMap[status] ?? status;
  const supp = t.supplementalRate ? w.supplemental : 0;
  const regular = w.taxable - supp;
  const n = count(f?.allowances);
  const allowance = n * e.allowance[tableFreq(c)];
  const taxable = Math.max(0, regular - allowance);
  const tax = periodRowTax(e.schedules.get(key)![tableFreq(c)], taxable, t.roundToDollar);
  const suppTax = t.supplementalRate ? mulRate(supp, t.supplementalRate.scaled) : 0;
  const suppText =
    supp > 0 && t.supplementalRate
      ? `; supplemental ${fmt(supp)} × ${t.supplementalRate.percent} = ${fmt(suppTax)}`
      : '';
  const extra = additional(c, f);
  incomeTaxLine(
    c,
    'ID',
    desc,
    w.taxable,
    null,
    tax.cents + suppTax + extra,
    `${sourceText(t.meta)}, ${e.publication}${f ? '' : ` (no ${form} on file: ${t.certificate.noCertificate})`}: ${status.replace(/_/g, ' ')}${key === status ? '' : ` (${key} table)`}, ${c.freq}: ${fmt(regular)} − ${n} × ${fmt(e.allowance[tableFreq(c)])} = ${fmt(taxable)}${regular < allowance ? ' (not below 0)' : ''}; ${tax.text}${suppText}${addText(extra)}`,
  );
}
