/**
 * Form 940 (Employer's Annual Federal Unemployment (FUTA) Tax Return, IRS, 2026 revision, and its
 * Instructions) as a document, from the year's FUTA sums. Pure, integer cents in, dollars out.
 * - line 1a the one state where unemployment tax was paid, or line 1b (multi-state employer, with
 *   Schedule A) when wages were paid in more than one state (by the paychecks' workplace state);
 * - line 3 total payments to employees (their gross pay); line 4 payments exempt from FUTA
 *   (line 3 − the FUTA-subject wages, which are the Medicare wages: pre-tax section 125 benefits
 *   are exempt from both, IRC §3306(b)(5)(G)); line 5 payments above the $7,000 FUTA wage base
 *   (the subject wages − the taxable wages the FUTA lines capped); line 6 = 4 + 5;
 *   line 7 = 3 − 6 = the FUTA taxable wages; line 8 = line 7 × 0.006 (half-up to the cent);
 * - lines 9 and 10 (wages excluded from state unemployment tax, late state payments) 0: payclock
 *   pays SUI on every wage it pays;
 * - line 11 the credit reduction of Schedule A (Form 940): per credit-reduction state, its FUTA
 *   taxable wages × that state's reduction rate (US DOL list, tax-tables/<year>/futa.json);
 * - line 12 = 8 + 9 + 10 + 11; line 13 deposited = the FUTA the paychecks recorded (each line
 *   rounded on its own, so it can differ from line 12 by fractions of cents); line 14 balance due
 *   = 12 − 13 when positive, line 15 overpayment = 13 − 12 when positive;
 * - line 16a–16d the liability per payday quarter: the cumulative taxable wages × 0.006 rounded
 *   once, less the previous quarters' (so the quarters add up to line 8 exactly), with lines 9–11
 *   in the fourth quarter (Form 940 Instructions, line 16: the credit reduction is a fourth-quarter
 *   liability); line 17 = their sum = line 12.
 */
import { centsToDollars } from '../../shared/money.js';
import { mulRate } from '@payclock/tax-engine';

/** What the form needs, cents (rates are the engine's scaled rates). */
export interface Form940Input {
  year: number;
  /** Gross pay of employees (contractors excluded). */
  employeeGross: number;
  /** FUTA-subject wages before the wage base (the Medicare wages). */
  subjectWages: number;
  /** FUTA taxable wages per payday quarter (index 0–3). */
  quarterTaxableWages: [number, number, number, number];
  /** FUTA line amounts the paychecks recorded over the year. */
  recordedFuta: number;
  /** FUTA taxable wages per workplace state. */
  stateTaxableWages: Array<{ state: string; cents: number }>;
  /** The net FUTA rate (0.006) as a scaled rate. */
  netRate: number;
  /** Credit-reduction rates by state as scaled rates, with their text (e.g. "0.009"). */
  creditReductions: Map<string, { scaled: number; text: string }>;
}

/** The form's lines (dollars). */
export function form940Document(i: Form940Input) {
  const line7 = i.quarterTaxableWages.reduce((s, c) => s + c, 0);
  const line4 = Math.max(0, i.employeeGross - i.subjectWages);
  const line5 = Math.max(0, i.subjectWages - line7);
  const line6 = line4 + line5;
  const line8 = mulRate(line7, i.netRate);
  const scheduleA = i.stateTaxableWages
    .filter((s) => i.creditReductions.has(s.state))
    .map((s) => {
      const r = i.creditReductions.get(s.state)!;
      return {
        state: s.state,
        taxable_wages: s.cents,
        rate: r.text,
        credit_reduction: mulRate(s.cents, r.scaled),
      };
    });
  const line11 = scheduleA.reduce((s, x) => s + x.credit_reduction, 0);
  const line12 = line8 + line11;
  let cum = 0;
  let before = 0;
  const q = i.quarterTaxableWages.map((w) => {
    cum += w;
    const upTo = mulRate(cum, i.netRate);
    const out = upTo - before;
    before = upTo;
    return out;
  });
  q[3]! += line11;
  const states = [...new Set(i.stateTaxableWages.filter((s) => s.state !== '').map((s) => s.state))].sort();
  const d = centsToDollars;
  return {
    year: i.year,
    line1a_state: states.length === 1 ? states[0]! : null,
    line1b_multi_state: states.length > 1,
    states,
    line3_total_payments_to_employees: d(i.employeeGross),
    line4_exempt_payments: d(line4),
    line5_payments_over_7000: d(line5),
    line6_subtotal: d(line6),
    line7_futa_taxable_wages: d(line7),
    line8_futa_before_adjustments: d(line8),
    line9_excluded_wages_adjustment: 0,
    line10_late_state_payment_adjustment: 0,
    line11_credit_reduction: d(line11),
    line12_total_futa_after_adjustments: d(line12),
    line13_futa_deposited: d(i.recordedFuta),
    line14_balance_due: d(Math.max(0, line12 - i.recordedFuta)),
    line15_overpayment: d(Math.max(0, i.recordedFuta - line12)),
    line16_quarterly_liability: {
      q1: d(q[0]!),
      q2: d(q[1]!),
      q3: d(q[2]!),
      q4: d(q[3]!),
    },
    line17_total_liability: d(q.reduce((s, x) => s + x, 0)),
    schedule_a: scheduleA.map((x) => ({
      state: x.state,
      taxable_wages: d(x.taxable_wages),
      rate: x.rate,
      credit_reduction: d(x.credit_reduction),
    })),
  };
}
