/**
 * Maine — Maine Revenue Services, Withholding Tables for Individual Income Tax (2026), percentage
 * method: annual wages = wages × periods; − W-4ME allowances × the allowance amount; − the
 * withholding standard deduction of the filing status, which phases out linearly between two
 * annual-wage figures (full at or below the first, 0 at or above the second, in between
 * maximum × (second − wages) ÷ (second − first), rounded to the whole dollar); taxable not below 0;
 * annual tax = base + rate × (taxable − over) from the printed rate schedule (+ a surcharge rate
 * above a threshold where the edition has one), rounded to the whole dollar; ÷ periods, rounded to
 * the nearest whole dollar; + W-4ME additional withholding. Off-cycle supplemental wages × the
 * supplemental rate. The standard deduction and surcharge change by edition (`editions` in me.json,
 * chosen by payday). Every figure is in me.json; amounts are cents, rates scaled by 10^8.
 */
import type { Ctx, TableMeta } from '../schema.ts';
import { divHalfUp, fmt, mulRate, RATE_SCALE, type Rate } from '../rounding.ts';
import type { CalcContext } from '../context.ts';
import { additional, addText, count, exemptLine, incomeTaxLine, stateForm, stateWages } from './common.ts';
import { parseCertificate, type CertificateSpec } from './certificate.ts';
import { filingStatusOf, sourceText } from './brackets.ts';

/** One band of a Maine rate schedule: base + rate × (taxable − over), annual cents. */
export interface MeBand {
  over: number;
  base: number;
  rate: Rate;
}

/** Withholding standard deduction of one schedule: `max`, phased out between `from` and `to` (annual cents). */
export interface MePhaseOut {
  max: number;
  from: number;
  to: number;
}

/** One edition of the booklet: effective from a payday, with its deductions and surcharge. */
export interface MeEdition {
  from: string;
  publication: string;
  standardDeduction: Map<string, MePhaseOut>;
  /** Surcharge rate on annual taxable wages above a threshold per schedule; null when none. */
  surcharge: { rate: Rate; over: Map<string, number> } | null;
}

/** Parsed `me.json`. */
export interface MeTable {
  meta: TableMeta;
  exclusions: number;
  certificate: CertificateSpec;
  statusMap: Record<string, string>;
  schedules: Map<string, MeBand[]>;
  allowance: number;
  editions: MeEdition[];
  supplementalRate: Rate | null;
}

function bands(c: Ctx, v: unknown, p: string): MeBand[] {
  const list = c.arr(v, p).map((x, i) => {
    const o = c.obj(x, `${p}[${i}]`);
    return {
      over: c.money(o.over, `${p}[${i}].over`),
      base: c.money(o.base, `${p}[${i}].base`),
      rate: c.rate(o.rate, `${p}[${i}].rate`),
    };
  });
  if (list.length === 0) c.fail(p, 'expected at least one band');
  if (list[0]!.over !== 0) c.fail(`${p}[0].over`, 'the first band starts at 0.00');
  for (let i = 1; i < list.length; i++) {
    if (list[i]!.over <= list[i - 1]!.over) c.fail(`${p}[${i}].over`, 'bands must ascend');
  }
  return list;
}

function edition(c: Ctx, v: unknown, p: string, keys: string[]): MeEdition {
  const e = c.obj(v, p);
  const sd = c.obj(e.standardDeduction, `${p}.standardDeduction`);
  const standardDeduction = new Map<string, MePhaseOut>();
  for (const k of keys) {
    const q = `${p}.standardDeduction.${k}`;
    const s = c.obj(sd[k], q);
    const po = {
      max: c.money(s.max, `${q}.max`),
      from: c.money(s.phaseOutFrom, `${q}.phaseOutFrom`),
      to: c.money(s.phaseOutTo, `${q}.phaseOutTo`),
    };
    if (po.to <= po.from) c.fail(`${q}.phaseOutTo`, 'must be above phaseOutFrom');
    standardDeduction.set(k, po);
  }
  let surcharge: MeEdition['surcharge'] = null;
  if (e.surcharge !== null) {
    const s = c.obj(e.surcharge, `${p}.surcharge`);
    const over = c.obj(s.over, `${p}.surcharge.over`);
    surcharge = {
      rate: c.rate(s.rate, `${p}.surcharge.rate`),
      over: new Map(keys.map((k) => [k, c.money(over[k], `${p}.surcharge.over.${k}`)])),
    };
  }
  return {
    from: c.date(e.from, `${p}.from`),
    publication: c.str(e.publication, `${p}.publication`),
    standardDeduction,
    surcharge,
  };
}

/** Validates and parses `me.json`. */
export function parseMe(o: Record<string, unknown>, c: Ctx): MeTable {
  const certificate = parseCertificate(o.certificate, c);
  const sch = c.obj(o.schedules, 'schedules');
  const schedules = new Map<string, MeBand[]>();
  for (const [k, v] of Object.entries(sch)) schedules.set(k, bands(c, v, `schedules.${k}`));
  const statusMap: Record<string, string> = {};
  for (const [k, v] of Object.entries(o.statusMap === undefined ? {} : c.obj(o.statusMap, 'statusMap'))) {
    statusMap[k] = c.str(v, `statusMap.${k}`);
  }
  for (const s of [...certificate.filingStatuses, certificate.defaultFilingStatus]) {
    const key = statusMap[s] ?? s;
    if (!schedules.has(key)) c.fail('schedules', `no schedule "${key}" for filing status "${s}"`);
  }
  const keys = [...schedules.keys()];
  const editions = c.arr(o.editions, 'editions').map((x, i) => edition(c, x, `editions[${i}]`, keys));
  if (editions.length === 0) c.fail('editions', 'expected at least one edition');
  for (let i = 1; i < editions.length; i++) {
    if (editions[i]!.from <= editions[i - 1]!.from) c.fail(`editions[${i}].from`, 'editions must ascend');
  }
  if (c.str(o.rounding, 'rounding') !== 'dollar') c.fail('rounding', 'the Maine method rounds to the dollar');
  return {
    meta: c.meta(o),
    exclusions: c.exclusions(o.incomeTaxWageExclusions, 'incomeTaxWageExclusions'),
    certificate,
    statusMap,
    schedules,
    allowance: c.money(o.allowance, 'allowance'),
    editions,
    supplementalRate:
      o.supplementalRate === null || o.supplementalRate === undefined
        ? null
        : c.rate(o.supplementalRate, 'supplementalRate'),
  };
}

/** Withholding standard deduction for annual wages `annual` (cents), rounded to the whole dollar. */
export function meStandardDeduction(p: MePhaseOut, annual: number): number {
  if (annual <= p.from) return p.max;
  if (annual >= p.to) return 0;
  return divHalfUp(p.max * (p.to - annual), (p.to - p.from) * 100) * 100;
}

const SCALE = BigInt(RATE_SCALE);

/** Annual tax on `taxable` cents (band + surcharge), rounded to the whole dollar (cents), and its text. */
export function meAnnualTax(
  list: readonly MeBand[],
  surcharge: { rate: Rate; over: number } | null,
  taxable: number,
): { cents: number; text: string } {
  const band = list.filter((b) => taxable >= b.over).at(-1)!;
  const excess = taxable - band.over;
  let n = BigInt(band.base) * SCALE + BigInt(excess) * BigInt(band.rate.scaled);
  let text = `${fmt(band.base)} + ${band.rate.percent} × ${fmt(excess)}`;
  if (surcharge && taxable > surcharge.over) {
    const above = taxable - surcharge.over;
    n += BigInt(above) * BigInt(surcharge.rate.scaled);
    text += ` + surcharge ${surcharge.rate.percent} × ${fmt(above)}`;
  }
  const d = SCALE * 100n;
  const q = n / d;
  const dollars = 2n * (n - q * d) >= d ? q + 1n : q;
  return { cents: Number(dollars) * 100, text };
}

/** Adds the ME `state_income_tax` line (edition by payday). */
export function computeMe(c: CalcContext, t: MeTable): void {
  const f = stateForm(c, 'ME');
  const w = stateWages(c, t.exclusions);
  const desc = 'Maine income tax';
  const form = t.certificate.form;
  if (f?.exempt) return exemptLine(c, 'ME', desc, w.taxable, form);
  const e = [...t.editions].reverse().find((x) => x.from <= c.input.payday) ?? t.editions[0]!;
  const status = filingStatusOf(t.certificate, f);
  const key = t.statusMap[status] ?? status;
  const n = c.periods;
  const supp = t.supplementalRate ? w.supplemental : 0;
  const regular = w.taxable - supp;
  const annual = regular * n;
  const allowances = count(f?.allowances);
  const allowed = allowances * t.allowance;
  const po = e.standardDeduction.get(key)!;
  const sd = meStandardDeduction(po, annual);
  const taxable = Math.max(0, annual - allowed - sd);
  const surchargeOver = e.surcharge?.over.get(key);
  const tax = meAnnualTax(
    t.schedules.get(key)!,
    e.surcharge && surchargeOver !== undefined ? { rate: e.surcharge.rate, over: surchargeOver } : null,
    taxable,
  );
  const per = annual > 0 ? divHalfUp(tax.cents, n * 100) * 100 : 0;
  const sdText =
    sd === po.max
      ? fmt(sd)
      : sd === 0
        ? `$0.00 (annual wages at or above ${fmt(po.to)})`
        : `${fmt(po.max)} × (${fmt(po.to)} − ${fmt(annual)}) ÷ ${fmt(po.to - po.from)} = ${fmt(sd)} (whole dollars)`;
  const suppTax = t.supplementalRate ? mulRate(supp, t.supplementalRate.scaled) : 0;
  const suppText =
    supp > 0 && t.supplementalRate
      ? `; supplemental ${fmt(supp)} × ${t.supplementalRate.percent} = ${fmt(suppTax)}`
      : '';
  const extra = additional(c, f);
  incomeTaxLine(
    c,
    'ME',
    desc,
    w.taxable,
    null,
    per + suppTax + extra,
    `${sourceText(t.meta)}, ${e.publication}${f ? '' : ` (${t.certificate.noCertificate})`}: ${status.replace(/_/g, ' ')}, ${fmt(regular)} × ${n} = ${fmt(annual)} − ${allowances} × ${fmt(t.allowance)} − standard deduction ${sdText} = ${fmt(taxable)}; ${tax.text} = ${fmt(tax.cents)} (whole dollars); ÷ ${n} = ${fmt(per)} (rounded to the whole dollar)${suppText}${addText(extra)}`,
  );
}
