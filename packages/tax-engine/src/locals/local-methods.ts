/**
 * The three shared local-tax methods (local-table.ts): each adds its line(s) to the paycheck with
 * the arithmetic in the reason. Money in cents, half-up once per line (docs/tax-coverage.md).
 */
import type { PayFrequency } from '../types.ts';
import { addLine, splitSupplemental, wagesAfter, type CalcContext } from '../context.ts';
import { divHalfUp, fmt, mulRate, RATE_SCALE } from '../rounding.ts';
import { count, extraNum } from '../states/common.ts';
import type { FlatLocal, LocalBase, PercentLocal, ThresholdLocal, ThresholdTier } from './local-table.ts';

/** A computed percent line, for credits: its amount and whether it is for the work place. */
export interface Computed {
  amount: number;
  workSide: boolean;
}

function src(l: LocalBase): string {
  const s = l.source;
  return `${s.publication} (${s.revision})${s.verified ? '' : ' (figures unverified, see docs/tax-coverage.md)'}`;
}

/**
 * `percent_of_wages` for one local: `resident` picks the rate; `credits` are the lines computed so
 * far (by jurisdiction) for the credit; `basis` explains the place decision. Returns the amount.
 */
export function percentLine(
  c: CalcContext,
  l: PercentLocal,
  resident: boolean,
  workSide: boolean,
  basis: string,
  credits: ReadonlyMap<string, Computed>,
): number {
  const rate = resident ? l.residentRate! : l.nonresidentRate!;
  const wages = wagesAfter(c.wages, l.exclusions);
  let taxable = wages;
  const steps: string[] = [`wages ${fmt(wages)}`];
  if (l.annualWageCap !== null) {
    const before = c.ytd.wages(l.lineCode, l.jurisdiction, 'employee');
    const room = Math.max(0, l.annualWageCap - before);
    if (taxable > room) {
      taxable = room;
      steps.push(`capped at ${fmt(l.annualWageCap)} a year less ${fmt(before)} taxed before = ${fmt(room)}`);
    }
  }
  if (l.exemptionAnnual > 0) {
    const f = c.input.residentState?.state.toUpperCase() === l.state ? c.input.residentState : c.input.state;
    const mine = f && f.state.toUpperCase() === l.state ? f : null;
    const n = count(extraNum(mine, 'cityExemptions') ?? mine?.allowances ?? 0);
    const per = divHalfUp(l.exemptionAnnual, c.periods);
    taxable = Math.max(0, taxable - n * per);
    steps.push(`− ${n} × ${fmt(per)} (${fmt(l.exemptionAnnual)} ÷ ${c.periods}) = ${fmt(taxable)}`);
  }
  const tax = mulRate(taxable, rate.scaled);
  steps.push(`× ${rate.percent} = ${fmt(tax)}`);
  let amount = tax;
  if (l.credit && !(l.credit.against === 'work' && workSide)) {
    let other = 0;
    const from: string[] = [];
    for (const [j, v] of credits) {
      if (j === l.jurisdiction) continue;
      const hit = l.credit.against === 'work' ? v.workSide : l.credit.against.includes(j);
      if (hit && v.amount > 0) {
        other += v.amount;
        from.push(j);
      }
    }
    if (other > 0) {
      let credit = mulRate(other, l.credit.factor.scaled);
      let limit = '';
      if (l.credit.limitRate) {
        const cap = mulRate(taxable, l.credit.limitRate.scaled);
        if (credit > cap) {
          credit = cap;
          limit = `, limited to ${l.credit.limitRate.percent} × ${fmt(taxable)} = ${fmt(cap)}`;
        }
      }
      credit = Math.min(credit, tax);
      amount = tax - credit;
      steps.push(
        `credit for ${from.join(', ')}: ${l.credit.factor.percent} × ${fmt(other)}${limit} → ${fmt(credit)}; ${fmt(tax)} − ${fmt(credit)} = ${fmt(amount)}`,
      );
    }
  }
  const rates = l.residentRate && l.nonresidentRate && l.residentRate.scaled !== l.nonresidentRate.scaled;
  addLine(
    c,
    l.lineCode,
    rates ? `${l.name} (${resident ? 'resident' : 'nonresident'})` : l.name,
    l.jurisdiction,
    'employee',
    taxable,
    rate.text,
    amount,
    `${src(l)}: ${resident ? 'resident' : 'nonresident working here'} (${basis}); ${steps.join('; ')}`,
  );
  return amount;
}

const WEEKS: Record<PayFrequency, number | null> = {
  daily: null,
  weekly: 1,
  biweekly: 2,
  semimonthly: null,
  monthly: null,
};

function sumMonth(
  c: CalcContext,
  jurisdiction: string,
  payer: 'employee' | 'company',
  what: 'wages' | 'amount',
): number {
  let v = 0;
  for (const x of c.input.ytd.monthToDate ?? []) {
    if (x.code === 'local_occupational_tax' && x.jurisdiction === jurisdiction && x.payer === payer) {
      v += what === 'wages' ? x.taxableWagesCents : x.amountCents;
    }
  }
  return v;
}

/**
 * `flat_per_period` for one local: per week (weekly × 1, biweekly × 2, semimonthly and monthly
 * 52 weeks ÷ periods, half-up), or per calendar month of the payday (taken once a month, when the
 * month's wages reach the threshold: this paycheck plus approved payrolls paid earlier in the month).
 */
export function flatLines(c: CalcContext, l: FlatLocal, basis: string): void {
  const gross = c.wages.gross;
  const who = [
    ['employee', l.employeeAmount, 'employee'],
    ['company', l.employerAmount, 'employer'],
  ] as const;
  for (const [payer, unit, label] of who) {
    if (unit === 0) continue;
    let amount: number;
    let why: string;
    if (l.per === 'week' && c.offCycle) {
      amount = 0;
      why = 'off-cycle payroll: the weekly fee is taken with the regular pay of the week';
    } else if (l.per === 'week') {
      const w = WEEKS[c.freq];
      amount = w === null ? divHalfUp(unit * 52, c.periods) : unit * w;
      why =
        w === null
          ? `${fmt(unit)} a week × 52 ÷ ${c.periods} = ${fmt(amount)}`
          : `${fmt(unit)} a week × ${w} = ${fmt(amount)}`;
    } else {
      const month = c.input.payday.slice(0, 7);
      const monthWages = sumMonth(c, l.jurisdiction, 'employee', 'wages') + gross;
      const taken = sumMonth(c, l.jurisdiction, payer, 'amount');
      const due = monthWages >= l.monthlyWageThreshold;
      amount = due ? Math.max(0, unit - taken) : 0;
      why = due
        ? `${fmt(unit)} a month for ${month} (wages this month ${fmt(monthWages)} ≥ ${fmt(l.monthlyWageThreshold)}), ${fmt(taken)} already taken this month → ${fmt(amount)}`
        : `wages this month ${fmt(monthWages)} below ${fmt(l.monthlyWageThreshold)}: not due for ${month} yet`;
    }
    if (l.annualCap !== null && payer === 'employee') {
      const before = c.ytd.amount('local_occupational_tax', l.jurisdiction, 'employee');
      const room = Math.max(0, l.annualCap - before);
      if (amount > room) {
        amount = room;
        why += `; capped at ${fmt(l.annualCap)} a year less ${fmt(before)} taken = ${fmt(room)}`;
      }
    }
    addLine(
      c,
      'local_occupational_tax',
      `${l.name} (${label})`,
      l.jurisdiction,
      payer,
      gross,
      null,
      amount,
      `${src(l)}: working here (${basis}); ${why}`,
    );
  }
}

/**
 * (Σ rate × (regular annual − over)⁺ + periods × Σ rate × supplemental over the tiers the whole
 * annual amount passes) ÷ periods, half-up once. BigInt: annual wages × scaled rate can pass 2^53.
 */
function tierAmount(
  regularAnnual: number,
  supplemental: number,
  periods: number,
  tiers: ThresholdTier[],
): number {
  const annual = regularAnnual + supplemental;
  let num = 0n;
  for (const t of tiers) {
    if (regularAnnual > t.over) num += BigInt(regularAnnual - t.over) * BigInt(t.rate.scaled);
    if (supplemental > 0 && annual > t.over) {
      const part = Math.min(supplemental, annual - t.over);
      num += BigInt(part) * BigInt(t.rate.scaled) * BigInt(periods);
    }
  }
  const d = BigInt(RATE_SCALE) * BigInt(periods);
  const q = num / d;
  return Number(2n * (num - q * d) >= d ? q + 1n : q);
}

/**
 * `annual_threshold` for one local: regular wages × periods + supplemental wages (bonus, commission;
 * not annualized) = annualized wages; withheld at `tiers` when
 * annualized wages reach `mandatoryAnnualWages` (unless the employee opted out), at `optInTiers`
 * below it when the employee opted in (`extra.local_withholding_election` = opt_in / opt_out).
 */
export function thresholdLine(
  c: CalcContext,
  l: ThresholdLocal,
  basis: string,
  election: string | null,
): void {
  const wages = wagesAfter(c.wages, l.exclusions);
  const { regular, supplemental } = splitSupplemental(c.wages, wages);
  const annual = regular * c.periods + supplemental;
  const mandatory = annual >= l.mandatoryAnnualWages;
  if (!mandatory && election !== 'opt_in' && election !== 'opt_out') return;
  const tiers = mandatory ? l.tiers : l.optInTiers;
  const amount = election === 'opt_out' ? 0 : tierAmount(regular * c.periods, supplemental, c.periods, tiers);
  const tierText = tiers.map((t) => `${t.rate.percent} over ${fmt(t.over)}`).join(' + ');
  const why =
    election === 'opt_out'
      ? 'the employee opted out of withholding (local_withholding_election opt_out): nothing withheld'
      : `${mandatory ? `annualized ${fmt(regular)} × ${c.periods}${supplemental > 0 ? ` + supplemental ${fmt(supplemental)}` : ''} = ${fmt(annual)} ≥ ${fmt(l.mandatoryAnnualWages)}: withholding required` : `opted in, annualized ${fmt(annual)}`}; (${tierText}${supplemental > 0 ? '; supplemental wages at the rates of the tiers they reach, not annualized' : ''}) ÷ ${c.periods} = ${fmt(amount)}`;
  addLine(
    c,
    'local_income_tax',
    l.name,
    l.jurisdiction,
    'employee',
    wages,
    null,
    amount,
    `${src(l)}: ${basis}; ${why}`,
  );
}
