/**
 * The parsed form of `tax-tables/<year>/federal.json` (IRS Pub 15-T Annual Percentage Method tables
 * for automated payroll systems) and its validating parser. Money in cents, annual unless noted.
 */
import type { PayFrequency } from './types.ts';
import type { Ctx, TableMeta, PerFrequency } from './schema.ts';
import type { Rate } from './rounding.ts';

/** One row of an Annual Percentage Method table: column A (at least), C (tentative), D (rate). Cents. */
export interface FederalBracket {
  atLeast: number;
  tentative: number;
  rate: Rate;
}
/** Schedule key: Single-or-MFS, MFJ, HoH. */
export type FederalScheduleStatus = 'single' | 'married_jointly' | 'head_of_household';

/** Parsed `federal.json`: Pub 15-T figures for one year (all money in cents, annual unless noted). */
export interface FederalTable {
  meta: TableMeta;
  /** Pub 15-T Worksheet 1A Table 3: pay periods per year by frequency (daily 260). */
  periodsPerYear: Record<PayFrequency, number>;
  /** Worksheet 1A line 1g: MFJ and other statuses (annual). */
  line1gMarried: number;
  line1gOther: number;
  /** Worksheet 1A line 1k: per pre-2020 allowance (annual). */
  pre2020Allowance: number;
  supplementalRate: Rate;
  supplementalHighRate: Rate;
  /** $1,000,000 of YTD supplemental wages. */
  supplementalHighThreshold: number;
  /** Nonresident-alien add-on (Pub 15-T Table 2): annual, and per period when printed. */
  nra: Record<'w4_2020' | 'pre2020', { annual: number; perPeriod: PerFrequency<number> | null }>;
  schedules: Record<'standard' | 'checkbox', Record<FederalScheduleStatus, FederalBracket[]>>;
}

/** Validates and parses `tax-tables/<year>/federal.json`. */
export function parseFederal(o: Record<string, unknown>, c: Ctx): FederalTable {
  const sched = (v: unknown, p: string): Record<FederalScheduleStatus, FederalBracket[]> => {
    const so = c.obj(v, p);
    const rows = (x: unknown, pp: string): FederalBracket[] => {
      const list = c.arr(x, pp).map((r, i) => {
        const ro = c.obj(r, `${pp}[${i}]`);
        return {
          atLeast: c.money(ro.atLeast, `${pp}[${i}].atLeast`),
          tentative: c.money(ro.tentative, `${pp}[${i}].tentative`),
          rate: c.rate(ro.rate, `${pp}[${i}].rate`),
        };
      });
      if (list.length === 0 || list[0]?.atLeast !== 0) c.fail(pp, 'the first row must start at 0');
      for (let i = 1; i < list.length; i++) {
        if (list[i]!.atLeast <= list[i - 1]!.atLeast) c.fail(`${pp}[${i}]`, 'rows must be ascending');
      }
      return list;
    };
    return {
      single: rows(so.single, `${p}.single`),
      married_jointly: rows(so.married_jointly, `${p}.married_jointly`),
      head_of_household: rows(so.head_of_household, `${p}.head_of_household`),
    };
  };
  const ppy = c.obj(o.periodsPerYear, 'periodsPerYear');
  const sup = c.obj(o.supplemental, 'supplemental');
  const nra = c.obj(o.nonresidentAlien, 'nonresidentAlien');
  const nraPart = (k: 'w4_2020' | 'pre2020') => {
    const n = c.obj(nra[k], `nonresidentAlien.${k}`);
    return {
      annual: c.money(n.annual, `nonresidentAlien.${k}.annual`),
      perPeriod:
        n.perPeriod === undefined
          ? null
          : c.perFrequency(n.perPeriod, `nonresidentAlien.${k}.perPeriod`, (x, p) => c.money(x, p)),
    };
  };
  const l1g = c.obj(o.line1g, 'line1g');
  const s = c.obj(o.schedules, 'schedules');
  return {
    meta: c.meta(o),
    periodsPerYear: {
      ...c.perFrequency(ppy, 'periodsPerYear', (x, p) => c.int(x, p)),
      daily: c.int(ppy.daily, 'periodsPerYear.daily'),
    },
    line1gMarried: c.money(l1g.married_jointly, 'line1g.married_jointly'),
    line1gOther: c.money(l1g.other, 'line1g.other'),
    pre2020Allowance: c.money(o.pre2020AllowanceAnnual, 'pre2020AllowanceAnnual'),
    supplementalRate: c.rate(sup.rate, 'supplemental.rate'),
    supplementalHighRate: c.rate(sup.highRate, 'supplemental.highRate'),
    supplementalHighThreshold: c.money(sup.highThreshold, 'supplemental.highThreshold'),
    nra: { w4_2020: nraPart('w4_2020'), pre2020: nraPart('pre2020') },
    schedules: {
      standard: sched(s.standard, 'schedules.standard'),
      checkbox: sched(s.checkbox, 'schedules.checkbox'),
    },
  };
}
