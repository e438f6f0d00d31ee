/**
 * Form W-2 (Wage and Tax Statement) and Form W-3 figures from a person's year of ledger lines —
 * pure, integer cents. Sources: IRS General Instructions for Forms W-2 and W-3 (2026), boxes 1–20:
 * - box 1 wages, tips, other compensation: the federal income tax taxable wages of every paycheck
 *   (gross less the pre-tax benefits that are excluded from income: 401(k), 403(b), section 125, HSA);
 * - box 2 federal income tax withheld;
 * - box 3/4 Social Security wages and tax withheld (employee lines; the wages stop at the wage base);
 * - box 5/6 Medicare wages and tax withheld (Medicare + Additional Medicare withheld);
 * - box 10 dependent care benefits and box 11 nonqualified plans: 0 (no such benefit code);
 * - box 12 codes from benefit codes ({@link BOX12_CODES}): D 401(k) elective deferrals, E 403(b),
 *   AA Roth 401(k), W HSA (employee + employer contributions), DD cost of employer-sponsored health
 *   coverage (medical plan, both shares; dental and vision under separate policies are not
 *   required, per the instructions' code DD rules);
 * - box 13 retirement plan: checked when the person was in a 401(k)/403(b) plan in the year
 *   (any contribution); statutory employee and third-party sick pay are never set;
 * - box 14 other: employee-paid state programmes (e.g. CA SDI, NJ family leave, PA UC);
 * - boxes 15–17 per state (state income tax wages and tax), 18–20 per locality (local wages, tax,
 *   locality name).
 */
import type { YearLineTotal } from './ledger-reads.js';
import { stateOfJurisdiction } from '../historical-payrolls/tax-codes.js';

/** Box 12 code per benefit code (null: a benefit a W-2 does not report). */
export const BOX12_CODES: Readonly<Record<string, { code: string; shares: 'employee' | 'both' } | null>> = {
  '401k': { code: 'D', shares: 'employee' },
  '403b': { code: 'E', shares: 'employee' },
  roth_401k: { code: 'AA', shares: 'employee' },
  hsa: { code: 'W', shares: 'both' },
  section125_medical: { code: 'DD', shares: 'both' },
  section125_dental: null,
  section125_vision: null,
};

/** Benefit codes that mean a retirement plan (box 13). */
const RETIREMENT = new Set(['401k', '403b', 'roth_401k']);

/** Employee-paid state programme codes reported in box 14, with their label. */
const BOX14: Readonly<Record<string, string>> = {
  state_disability: 'SDI',
  state_family_leave: 'FLI',
  state_paid_leave: 'PFL',
  state_unemployment: 'UI',
  state_transit: 'TRANSIT',
};

const LOCAL_CODES = new Set(['local_income_tax', 'local_services_tax', 'local_occupational_tax']);

/** One W-2, cents. */
export interface W2Figures {
  box1: number;
  box2: number;
  box3: number;
  box4: number;
  box5: number;
  box6: number;
  box10: number;
  box11: number;
  box12: Array<{ code: string; cents: number }>;
  box13RetirementPlan: boolean;
  box14: Array<{ label: string; cents: number }>;
  states: Array<{
    state: string;
    stateWages: number;
    stateTax: number;
    localities: Array<{ name: string; wages: number; tax: number }>;
  }>;
  /** Benefit codes of the year with no box 12 mapping (a filing blocker). */
  unmappedBenefitCodes: string[];
}

/** The W-2 figures of one person from their year's line totals (one person's rows only). */
export function w2Figures(lines: readonly YearLineTotal[]): W2Figures {
  const tax = (code: string, payer: 'employee' | 'company' = 'employee') =>
    lines
      .filter((l) => l.kind === 'tax' && l.code === code && l.payer === payer && l.jurisdiction === 'US')
      .reduce((s, l) => [s[0]! + l.taxableWagesCents, s[1]! + l.amountCents], [0, 0]);
  const [box1, box2] = tax('federal_income_tax');
  const [box3, box4] = tax('social_security');
  const [box5, medicare] = tax('medicare');
  const [, additional] = tax('additional_medicare');
  const box12 = new Map<string, number>();
  const unmapped = new Set<string>();
  let retirement = false;
  for (const l of lines) {
    if (l.kind !== 'benefit') continue;
    if (RETIREMENT.has(l.code) && l.amountCents !== 0) retirement = true;
    if (!(l.code in BOX12_CODES)) {
      unmapped.add(l.code);
      continue;
    }
    const m = BOX12_CODES[l.code];
    if (!m || (m.shares === 'employee' && l.payer !== 'employee')) continue;
    box12.set(m.code, (box12.get(m.code) ?? 0) + l.amountCents);
  }
  const box14 = new Map<string, number>();
  const states = new Map<string, W2Figures['states'][number]>();
  const state = (s: string) => {
    let e = states.get(s);
    if (!e) {
      e = { state: s, stateWages: 0, stateTax: 0, localities: [] };
      states.set(s, e);
    }
    return e;
  };
  for (const l of lines) {
    if (l.kind !== 'tax' || l.payer !== 'employee' || l.jurisdiction === null || l.jurisdiction === 'US') {
      continue;
    }
    if (l.code === 'state_income_tax') {
      const e = state(l.jurisdiction);
      e.stateWages += l.taxableWagesCents;
      e.stateTax += l.amountCents;
    } else if (LOCAL_CODES.has(l.code)) {
      const st = stateOfJurisdiction(l.jurisdiction) ?? l.jurisdiction;
      const e = state(st);
      const loc = e.localities.find((x) => x.name === l.jurisdiction);
      if (loc) {
        loc.wages = Math.max(loc.wages, l.taxableWagesCents);
        loc.tax += l.amountCents;
      } else e.localities.push({ name: l.jurisdiction, wages: l.taxableWagesCents, tax: l.amountCents });
    } else if (BOX14[l.code] && l.amountCents !== 0) {
      const label = `${l.jurisdiction} ${BOX14[l.code]}`;
      box14.set(label, (box14.get(label) ?? 0) + l.amountCents);
    }
  }
  const order = ['D', 'E', 'W', 'AA', 'DD'];
  return {
    box1: box1!,
    box2: box2!,
    box3: box3!,
    box4: box4!,
    box5: box5!,
    box6: medicare! + additional!,
    box10: 0,
    box11: 0,
    box12: [...box12.entries()]
      .filter(([, c]) => c !== 0)
      .sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0]))
      .map(([code, cents]) => ({ code, cents })),
    box13RetirementPlan: retirement,
    box14: [...box14.entries()].sort().map(([label, cents]) => ({ label, cents })),
    states: [...states.values()].sort((a, b) => a.state.localeCompare(b.state)),
    unmappedBenefitCodes: [...unmapped].sort(),
  };
}
