/**
 * W-2 and W-3 figures (cents) → JSON (dollars), with the employer and employee blocks of the form.
 * The SSN is shown truncated (`XXX-XX-1234`), as the employee copies may show it
 * (Treas. Reg. §31.6051-1(a)(1)(i)(B); IRS General Instructions for Forms W-2 and W-3 (2026),
 * "Truncating the employee's SSN on Form W-2 copies B, C, 2"). Copy A goes only into the SSA file.
 */
import { centsToDollars } from '../../shared/money.js';
import type { W2Figures } from './w2.js';
import type { EmployerInfo, PersonInfo, StoredAddress } from './year-end.repository.js';

const d = centsToDollars;

/** EIN as printed: `12-3456789`. */
export const formatEin = (ein: string | null) => (ein === null ? null : `${ein.slice(0, 2)}-${ein.slice(2)}`);

/** Address JSON (null when absent). */
export function addressJson(a: StoredAddress | null) {
  if (!a || !a.address_line_1) return null;
  return {
    address_line_1: a.address_line_1,
    address_line_2: a.address_line_2 ?? null,
    city: a.city ?? '',
    state: a.state ?? '',
    zip: a.zip ?? '',
  };
}

/** One W-2 as JSON. */
export function w2Json(year: number, employer: EmployerInfo, p: PersonInfo, f: W2Figures) {
  return {
    year,
    employee_id: p.id,
    employer: {
      ein: formatEin(employer.ein),
      name: employer.name,
      address: addressJson(employer.address),
    },
    employee: {
      first_name: p.firstName,
      middle_initial: p.middleName ? p.middleName.slice(0, 1) : null,
      last_name: p.lastName,
      ssn: p.ssnLast4 ? `XXX-XX-${p.ssnLast4}` : null,
      address: addressJson(p.address),
    },
    box1_wages: d(f.box1),
    box2_federal_income_tax_withheld: d(f.box2),
    box3_social_security_wages: d(f.box3),
    box4_social_security_tax_withheld: d(f.box4),
    box5_medicare_wages: d(f.box5),
    box6_medicare_tax_withheld: d(f.box6),
    box7_social_security_tips: 0,
    box8_allocated_tips: 0,
    box10_dependent_care_benefits: d(f.box10),
    box11_nonqualified_plans: d(f.box11),
    box12: f.box12.map((x) => ({ code: x.code, amount: d(x.cents) })),
    box13: { statutory_employee: false, retirement_plan: f.box13RetirementPlan, third_party_sick_pay: false },
    box14: f.box14.map((x) => ({ label: x.label, amount: d(x.cents) })),
    states: f.states.map((s) => ({
      box15_state: s.state,
      box15_employer_state_id: employer.stateTaxIds[s.state] ?? null,
      box16_state_wages: d(s.stateWages),
      box17_state_income_tax: d(s.stateTax),
      localities: s.localities.map((l) => ({
        box18_local_wages: d(l.wages),
        box19_local_income_tax: d(l.tax),
        box20_locality_name: l.name,
      })),
    })),
  };
}

/** The W-3 totals (cents) of a company's W-2s. */
export interface W3Totals {
  forms: number;
  box1: number;
  box2: number;
  box3: number;
  box4: number;
  box5: number;
  box6: number;
  /** Box 12a: deferred compensation, codes D, E, AA (the form's D–H, S, Y, AA, BB, EE). */
  box12a: number;
  states: Map<string, { wages: number; tax: number }>;
  localWages: number;
  localTax: number;
}

/** Adds one W-2 to the W-3 totals. */
export function addToW3(t: W3Totals, f: W2Figures): void {
  t.forms += 1;
  t.box1 += f.box1;
  t.box2 += f.box2;
  t.box3 += f.box3;
  t.box4 += f.box4;
  t.box5 += f.box5;
  t.box6 += f.box6;
  for (const b of f.box12) if (['D', 'E', 'AA'].includes(b.code)) t.box12a += b.cents;
  for (const s of f.states) {
    const e = t.states.get(s.state) ?? { wages: 0, tax: 0 };
    e.wages += s.stateWages;
    e.tax += s.stateTax;
    t.states.set(s.state, e);
    for (const l of s.localities) {
      t.localWages += l.wages;
      t.localTax += l.tax;
    }
  }
}

/** Empty W-3 totals. */
export const emptyW3 = (): W3Totals => ({
  forms: 0,
  box1: 0,
  box2: 0,
  box3: 0,
  box4: 0,
  box5: 0,
  box6: 0,
  box12a: 0,
  states: new Map(),
  localWages: 0,
  localTax: 0,
});

/** W-3 as JSON. */
export function w3Json(year: number, employer: EmployerInfo, t: W3Totals) {
  return {
    year,
    box_a_control_number: null,
    box_b_kind_of_payer: '941',
    box_b_kind_of_employer: 'none_apply',
    box_c_total_forms_w2: t.forms,
    box_e_ein: formatEin(employer.ein),
    box_f_employer_name: employer.name,
    box_g_employer_address: addressJson(employer.address),
    box1_wages: d(t.box1),
    box2_federal_income_tax_withheld: d(t.box2),
    box3_social_security_wages: d(t.box3),
    box4_social_security_tax_withheld: d(t.box4),
    box5_medicare_wages: d(t.box5),
    box6_medicare_tax_withheld: d(t.box6),
    box12a_deferred_compensation: d(t.box12a),
    states: [...t.states.entries()]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([state, s]) => ({
        box15_state: state,
        box15_employer_state_id: employer.stateTaxIds[state] ?? null,
        box16_state_wages: d(s.wages),
        box17_state_income_tax: d(s.tax),
      })),
    box18_local_wages: d(t.localWages),
    box19_local_income_tax: d(t.localTax),
  };
}
