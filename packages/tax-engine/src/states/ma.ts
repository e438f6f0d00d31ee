/**
 * Massachusetts — Circular M (Rev. 12/25), percentage method: (1) subtract employee Social Security
 * + Medicare withheld, at most $2,000 per year (YTD); (2) subtract the exemption factor (0 with no
 * exemptions, else base + per-exemption × n); (3) annualize; (4) 5% up to $1,107,750, 9% (5% + 4%
 * surtax) above; (5) de-annualize; (6) subtract HoH and blindness credits; floor 0; + M-4 additional.
 * No withholding when ≥1 exemption and wages are below the period floor. No M-4 → 0 exemptions.
 * `extra.headOfHousehold` (boolean), `extra.blind` (0–2).
 */
import type { Ctx, TableMeta, PerFrequency } from '../schema.ts';
import { fmt, twoRateHalfUp, type Rate } from '../rounding.ts';
import { tableFreq, type CalcContext } from '../context.ts';
import {
  additional,
  addText,
  count,
  exemptLine,
  extraBool,
  extraNum,
  incomeTaxLine,
  stateForm,
  stateWages,
} from './common.ts';

/** Parsed `ma.json` (cents; per period unless annual). */
export interface MaTable {
  meta: TableMeta;
  exclusions: number;
  rate: Rate;
  surtaxRate: Rate;
  surtaxThreshold: number;
  ficaDeductionAnnualMax: number;
  exemptionFactor: PerFrequency<[number, number]>;
  hohCredit: PerFrequency<number>;
  blindCredit: PerFrequency<number>;
  noWithholdingBelow: PerFrequency<number>;
}

/** Validates and parses `ma.json`. */
export function parseMa(o: Record<string, unknown>, c: Ctx): MaTable {
  const m = (x: unknown, p: string) => c.money(x, p);
  return {
    meta: c.meta(o),
    exclusions: c.exclusions(o.incomeTaxWageExclusions, 'incomeTaxWageExclusions'),
    rate: c.rate(o.rate, 'rate'),
    surtaxRate: c.rate(o.surtaxRate, 'surtaxRate'),
    surtaxThreshold: c.money(o.surtaxThreshold, 'surtaxThreshold'),
    ficaDeductionAnnualMax: c.money(o.ficaDeductionAnnualMax, 'ficaDeductionAnnualMax'),
    exemptionFactor: c.perFrequency(
      o.exemptionFactor,
      'exemptionFactor',
      (x, p) => c.moneyList(x, p, 2) as [number, number],
    ),
    hohCredit: c.perFrequency(o.headOfHouseholdCredit, 'headOfHouseholdCredit', m),
    blindCredit: c.perFrequency(o.blindCredit, 'blindCredit', m),
    noWithholdingBelow: c.perFrequency(o.noWithholdingBelow, 'noWithholdingBelow', m),
  };
}

/** Adds the MA `state_income_tax` line. Requires FICA computed first (`c.employeeFicaCents`). */
export function computeMa(c: CalcContext, t: MaTable): void {
  const f = stateForm(c, 'MA');
  const w = stateWages(c, t.exclusions);
  const desc = 'Massachusetts income tax';
  if (f?.exempt) return exemptLine(c, 'MA', desc, w.taxable, 'M-4');
  const fr = tableFreq(c);
  const n = count(f?.allowances);
  const extra = additional(c, f);
  if (n >= 1 && w.taxable < t.noWithholdingBelow[fr]) {
    return incomeTaxLine(
      c,
      'MA',
      desc,
      w.taxable,
      null,
      extra,
      `Circular M: ${n} exemption(s) and wages ${fmt(w.taxable)} below ${fmt(t.noWithholdingBelow[fr])} → no withholding${addText(extra)}`,
    );
  }
  const ytdFica =
    c.ytd.amount('social_security', 'US', 'employee') + c.ytd.amount('medicare', 'US', 'employee');
  const ficaDed = Math.min(c.employeeFicaCents, Math.max(0, t.ficaDeductionAnnualMax - ytdFica));
  const factor = n === 0 ? 0 : t.exemptionFactor[fr][0] + t.exemptionFactor[fr][1] * n;
  const net = Math.max(0, w.taxable - ficaDed - factor);
  const annual = net * c.periods;
  const below = Math.min(annual, t.surtaxThreshold);
  const above = annual - below;
  const hoh = extraBool(f, 'headOfHousehold');
  const blind = Math.min(2, count(extraNum(f, 'blind')));
  const credits = (hoh ? t.hohCredit[fr] : 0) + blind * t.blindCredit[fr];
  const tax = twoRateHalfUp(
    below,
    t.rate.scaled,
    above,
    t.rate.scaled + t.surtaxRate.scaled,
    credits * c.periods,
    c.periods,
  );
  incomeTaxLine(
    c,
    'MA',
    desc,
    w.taxable,
    null,
    tax + extra,
    `Circular M (Rev. 12/25)${f ? '' : ' (no M-4 on file: 0 exemptions)'}: ${fmt(w.taxable)} − FICA ${fmt(ficaDed)} (max ${fmt(t.ficaDeductionAnnualMax)}/yr) − exemption factor ${fmt(factor)} = ${fmt(net)}; × ${c.periods} = ${fmt(annual)}; ${t.rate.percent}${above > 0 ? ` to ${fmt(t.surtaxThreshold)} + ${t.rate.percent} + ${t.surtaxRate.percent} surtax above` : ''} ÷ ${c.periods}${credits ? ` − credits ${fmt(credits)}` : ''} = ${fmt(tax)}${addText(extra)}`,
  );
}
