/**
 * Form 941 (Employer's QUARTERLY Federal Tax Return, IRS, 2026 revision) as a document: every line
 * the ledger can fill, from the quarter's tax sums. Pure, integer cents.
 * - line 1 employees paid; line 2 wages (federal income tax wages); line 3 income tax withheld;
 * - lines 5a/5c/5d column 1 the taxable Social Security, Medicare and Additional Medicare wages,
 *   column 2 = column 1 × 12.4%, 2.9%, 0.9% (the form's combined rates), rounded to the cent;
 * - line 5e the sum of column 2; line 6 = 3 + 5e; line 7 fractions of cents = the taxes actually
 *   withheld and owed (both shares) − 5e column 2; lines 8, 9, 11 (adjustments, credits) 0;
 *   line 10 = 6 + 7; line 12 = 10 − 11;
 * - line 16 the monthly liabilities (by payday month) and the Schedule B (Form 941) daily
 *   liabilities (by payday), each summing to line 12.
 */
import { centsToDollars } from '../../shared/money.js';

/** Quarter sums (cents) the form needs. */
export interface Quarter941Input {
  year: number;
  quarter: number;
  employeesPaid: number;
  fitWages: number;
  fit: number;
  ssWages: number;
  ssTax: number;
  medWages: number;
  medTax: number;
  addWages: number;
  addTax: number;
  /** Liabilities by payday (YYYY-MM-DD), cents. */
  daily: Array<{ payday: string; cents: number }>;
}

/** Column 2 of a line 5 row: wages × rate (per mille × 10), half-up to the cent. */
const times = (cents: number, perTenThousand: number) => Math.floor((cents * perTenThousand + 5000) / 10000);

/** The form's lines (dollars). */
export function form941Document(q: Quarter941Input) {
  const c5a = times(q.ssWages, 1240);
  const c5c = times(q.medWages, 290);
  const c5d = times(q.addWages, 90);
  const l5e = c5a + c5c + c5d;
  const l6 = q.fit + l5e;
  const l7 = q.ssTax + q.medTax + q.addTax - l5e;
  const l10 = l6 + l7;
  const months = [0, 0, 0];
  for (const d of q.daily) months[(Number(d.payday.slice(5, 7)) - 1) % 3]! += d.cents;
  const d = centsToDollars;
  return {
    year: q.year,
    quarter: q.quarter,
    line1_employees: q.employeesPaid,
    line2_wages: d(q.fitWages),
    line3_federal_income_tax_withheld: d(q.fit),
    line5a_social_security_wages: d(q.ssWages),
    line5a_tax: d(c5a),
    line5b_social_security_tips: 0,
    line5b_tax: 0,
    line5c_medicare_wages: d(q.medWages),
    line5c_tax: d(c5c),
    line5d_additional_medicare_wages: d(q.addWages),
    line5d_tax: d(c5d),
    line5e_total_social_security_and_medicare: d(l5e),
    line6_total_taxes_before_adjustments: d(l6),
    line7_fractions_of_cents: d(l7),
    line10_total_taxes_after_adjustments: d(l10),
    line11_credits: 0,
    line12_total_taxes_after_credits: d(l10),
    line16_monthly_liability: {
      month1: d(months[0]!),
      month2: d(months[1]!),
      month3: d(months[2]!),
      total: d(l10),
    },
    schedule_b: q.daily.map((x) => ({ date: x.payday, liability: d(x.cents) })),
  };
}
