/**
 * California — EDD "California Withholding Schedules for 2026", Method B (exact calculation),
 * DE 44 (Rev. 52 (4-26)); DE 4 allowances; SDI 1.3% with no wage limit (2026).
 *
 * Method B per period (cents): (1) wages ≤ Table 1 low-income exemption → $0; (2) − Table 2
 * estimated deduction for DE 4 line 1b allowances; (3) − Table 3 standard deduction; (4) Tables
 * 5–28 rate table: plus + rate × (taxable − over); (5) − Table 4 exemption credit for DE 4 line 1a
 * allowances, floor 0; + DE 4 additional amount. Over 10 allowances: one-allowance figure × count.
 * Column choice (single/dual-income/married 0–1 vs married 2+ / HoH) uses total allowances.
 * Off-cycle supplemental wages: 10.23% (bonus) / 6.6% (other, e.g. commission) — DE 44.
 */
import type { Ctx, TableMeta, PerFrequency } from '../schema.ts';
import { EX_SECTION125 } from '../schema.ts';
import { bracketHalfUp, fmt, mulRate, type Rate } from '../rounding.ts';
import { addLine, wagesAfter, tableFreq, type CalcContext } from '../context.ts';
import { additional, addText, count, exemptLine, incomeTaxLine, stateForm, stateWages } from './common.ts';

type CaStatus = 'single' | 'married' | 'head_of_household';
interface CaRateTable {
  over: number[];
  plus: number[];
}

/** Parsed `ca.json` (cents per period unless noted). */
export interface CaTable {
  meta: TableMeta;
  exclusions: number;
  /** [single/dual/married 0–1, married 2+ / HoH]. */
  lowIncome: PerFrequency<number[]>;
  estimatedDeduction: PerFrequency<number[]>;
  standardDeduction: PerFrequency<number[]>;
  exemptionCredit: PerFrequency<number[]>;
  rates: Rate[];
  rateTables: PerFrequency<Record<CaStatus, CaRateTable>>;
  supplementalBonus: Rate;
  supplementalOther: Rate;
  sdiRate: Rate;
  /** null = no wage limit. Annual, cents. */
  sdiWageBase: number | null;
  sdiExclusions: number;
}

/** Validates and parses `ca.json`. */
export function parseCa(o: Record<string, unknown>, c: Ctx): CaTable {
  const rates = c.arr(o.rates, 'rates', 10).map((r, i) => c.rate(r, `rates[${i}]`));
  const rt = c.obj(o.rateTables, 'rateTables');
  const sup = c.obj(o.supplemental, 'supplemental');
  const sdi = c.obj(o.sdi, 'sdi');
  const m = (len: number) => (x: unknown, p: string) => c.moneyList(x, p, len);
  return {
    meta: c.meta(o),
    exclusions: c.exclusions(o.incomeTaxWageExclusions, 'incomeTaxWageExclusions'),
    lowIncome: c.perFrequency(o.lowIncomeExemption, 'lowIncomeExemption', m(2)),
    estimatedDeduction: c.perFrequency(o.estimatedDeduction, 'estimatedDeduction', m(10)),
    standardDeduction: c.perFrequency(o.standardDeduction, 'standardDeduction', m(2)),
    exemptionCredit: c.perFrequency(o.exemptionCredit, 'exemptionCredit', m(10)),
    rates,
    rateTables: c.perFrequency(rt, 'rateTables', (x, p) => {
      const so = c.obj(x, p);
      const one = (k: CaStatus): CaRateTable => {
        const t = c.obj(so[k], `${p}.${k}`);
        return {
          over: c.moneyList(t.over, `${p}.${k}.over`, 10),
          plus: c.moneyList(t.plus, `${p}.${k}.plus`, 10),
        };
      };
      return { single: one('single'), married: one('married'), head_of_household: one('head_of_household') };
    }),
    supplementalBonus: c.rate(sup.bonus, 'supplemental.bonus'),
    supplementalOther: c.rate(sup.other, 'supplemental.other'),
    sdiRate: c.rate(sdi.rate, 'sdi.rate'),
    sdiWageBase: sdi.wageBase === null ? null : c.money(sdi.wageBase, 'sdi.wageBase'),
    sdiExclusions:
      sdi.wageExclusions === undefined
        ? EX_SECTION125
        : c.exclusions(sdi.wageExclusions, 'sdi.wageExclusions'),
  };
}

function perCount(list: number[], n: number): number {
  if (n <= 0) return 0;
  return n <= list.length ? list[n - 1]! : list[0]! * n;
}

/** Adds CA `state_income_tax` (Method B) and `state_disability` (SDI) lines. */
export function computeCa(c: CalcContext, t: CaTable): void {
  const f = stateForm(c, 'CA');
  const w = stateWages(c, t.exclusions);
  const desc = 'California income tax';
  if (f?.exempt) exemptLine(c, 'CA', desc, w.taxable, 'DE 4');
  else {
    const raw = f?.filingStatus;
    const status: CaStatus =
      raw === 'married' || raw === 'married_jointly'
        ? 'married'
        : raw === 'head_of_household'
          ? 'head_of_household'
          : 'single';
    const regular = count(f?.allowances);
    const est = count(f?.additionalAllowances);
    const col = status === 'head_of_household' || (status === 'married' && regular + est >= 2) ? 1 : 0;
    const fr = tableFreq(c);
    const R = w.regular;
    let amount = 0;
    let reason: string;
    const label = `EDD ${c.year} Method B, ${status.replace(/_/g, ' ')}, ${regular} regular + ${est} estimated-deduction allowances${f ? '' : ' (no DE 4 on file: single, 0 allowances)'}, ${fr}`;
    const low = t.lowIncome[fr][col]!;
    if (R <= low) {
      reason = `${label}: wages ${fmt(R)} ≤ low-income exemption ${fmt(low)} (Table 1) → $0.00`;
    } else {
      const estDed = perCount(t.estimatedDeduction[fr], est);
      const std = t.standardDeduction[fr][col]!;
      const taxable = Math.max(0, R - estDed - std);
      const tbl = t.rateTables[fr][status];
      let i = 0;
      for (let k = 9; k >= 0; k--) {
        if (taxable >= tbl.over[k]!) {
          i = k;
          break;
        }
      }
      const over = tbl.over[i]!;
      const plus = tbl.plus[i]!;
      const rate = t.rates[i]!;
      const credit = perCount(t.exemptionCredit[fr], regular);
      const computed = bracketHalfUp(plus, rate.scaled, taxable - over, 0, 1);
      amount = bracketHalfUp(plus, rate.scaled, taxable - over, credit, 1);
      reason =
        `${label}: ${fmt(R)}${estDed ? ` − estimated deduction ${fmt(estDed)}` : ''} − standard deduction ${fmt(std)} = ${fmt(taxable)}; ` +
        `${fmt(plus)} + ${rate.percent} over ${fmt(over)} = ${fmt(computed)}${credit ? ` − exemption credit ${fmt(credit)}` : ''} = ${fmt(amount)}`;
    }
    if (w.supplemental > 0) {
      let bonus = 0;
      for (const e of c.input.earnings) if (e.type === 'bonus') bonus += e.amountCents;
      const bonusPart = Math.min(w.supplemental, Math.max(0, bonus));
      const otherPart = w.supplemental - bonusPart;
      const s1 = mulRate(bonusPart, t.supplementalBonus.scaled);
      const s2 = mulRate(otherPart, t.supplementalOther.scaled);
      amount += s1 + s2;
      reason += `; off-cycle supplemental (DE 44): ${bonusPart ? `bonus ${fmt(bonusPart)} × ${t.supplementalBonus.percent} = ${fmt(s1)}` : ''}${bonusPart && otherPart ? ', ' : ''}${otherPart ? `other ${fmt(otherPart)} × ${t.supplementalOther.percent} = ${fmt(s2)}` : ''}`;
    }
    const extra = additional(c, f);
    amount += extra;
    incomeTaxLine(c, 'CA', desc, w.taxable, null, amount, reason + addText(extra));
  }
  const sdiWages = wagesAfter(c.wages, t.sdiExclusions);
  let sdiTaxable = sdiWages;
  if (t.sdiWageBase !== null) {
    sdiTaxable = Math.min(
      sdiWages,
      Math.max(0, t.sdiWageBase - c.ytd.wages('state_disability', 'CA', 'employee')),
    );
  }
  const sdi = mulRate(sdiTaxable, t.sdiRate.scaled);
  addLine(
    c,
    'state_disability',
    'California SDI',
    'CA',
    'employee',
    sdiTaxable,
    t.sdiRate.text,
    sdi,
    `${t.sdiRate.percent} of ${fmt(sdiTaxable)} SDI wages (${t.sdiWageBase === null ? `no ${c.year} wage limit` : `wage base ${fmt(t.sdiWageBase)}`})`,
  );
}
