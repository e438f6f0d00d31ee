/**
 * The year-end reconciliation (GET /reports/year-end?year=): for each payday quarter and for the
 * year, the sums of the paychecks' tax lines next to the Form 941 figures of /reports/tax-liability,
 * and for the year next to the W-3 totals, Form 940 (lines 7 and 12) and per state the four
 * quarterly wage reports (gross and SUI taxable wages), with a difference column that must be 0.00;
 * then what blocks filing (from the W-3 and the 1096: missing EIN, SSN/TIN, address, an unmapped
 * box 12 code; and any negative wage). Pure: cents in, dollars out.
 */
import { centsToDollars } from '../../shared/money.js';
import type { QuarterTaxTotal } from './ledger-reads.js';

/** The Form 941 figures of one quarter as /reports/tax-liability returns them (dollars). */
export interface Form941Row {
  quarter: string;
  wages: number;
  federal_income_tax_withheld: number;
  social_security_wages: number;
  social_security_tax: number;
  medicare_wages: number;
  medicare_tax: number;
  additional_medicare_tax: number;
}

/** The W-3 and Form 940 figures of the year (dollars). */
export interface YearForms {
  w3: {
    box1_wages: number;
    box2_federal_income_tax_withheld: number;
    box3_social_security_wages: number;
    box4_social_security_tax_withheld: number;
    box5_medicare_wages: number;
    box6_medicare_tax_withheld: number;
  };
  /** Form 940 line 7 (FUTA taxable wages) and line 12 (total FUTA after adjustments). */
  f940: { line7: number; line12: number };
  /**
   * Per state, the sums over the year of the four quarterly wage reports (cents) and of the
   * paychecks: gross of the paychecks whose workplace is in the state, SUI taxable wages of the
   * state's lines as /reports/tax-liability sums them.
   */
  states: Array<{
    state: string;
    reportsGrossCents: number;
    reportsSuiCents: number;
    paychecksGrossCents: number;
    paychecksSuiCents: number;
  }>;
}

/** Dollars → cents for comparing (the report's dollars have at most 2 decimals). */
const cents = (d: number) => Math.round(d * 100);

type Line = { measure: string; paychecks: number; form: number; difference: number };

function row(measure: string, paychecksCents: number, formDollars: number): Line {
  return {
    measure,
    paychecks: centsToDollars(paychecksCents),
    form: formDollars,
    difference: centsToDollars(paychecksCents - cents(formDollars)),
  };
}

/** The reconciliation's tables. */
export function reconcile(year: number, lines: QuarterTaxTotal[], f941: Form941Row[], forms: YearForms) {
  const sum = (
    q: number | null,
    code: string,
    payer: 'employee' | 'company' | null,
    what: 'wages' | 'amount',
  ) =>
    lines
      .filter(
        (l) => (q === null || l.quarter === q) && l.code === code && (payer === null || l.payer === payer),
      )
      .reduce((s, l) => s + (what === 'wages' ? l.taxableWagesCents : l.amountCents), 0);
  const quarters = [1, 2, 3, 4].map((q) => {
    const f = f941.find((x) => x.quarter === `${year}-Q${q}`);
    const v = (k: keyof Form941Row) => (f ? (f[k] as number) : 0);
    return {
      quarter: `${year}-Q${q}`,
      form_941: [
        row('wages (line 2)', sum(q, 'federal_income_tax', 'employee', 'wages'), v('wages')),
        row(
          'federal income tax withheld (line 3)',
          sum(q, 'federal_income_tax', 'employee', 'amount'),
          v('federal_income_tax_withheld'),
        ),
        row(
          'social security wages (line 5a)',
          sum(q, 'social_security', 'employee', 'wages'),
          v('social_security_wages'),
        ),
        row(
          'social security tax (line 5a, both shares)',
          sum(q, 'social_security', null, 'amount'),
          v('social_security_tax'),
        ),
        row('medicare wages (line 5c)', sum(q, 'medicare', 'employee', 'wages'), v('medicare_wages')),
        row('medicare tax (line 5c, both shares)', sum(q, 'medicare', null, 'amount'), v('medicare_tax')),
        row(
          'additional medicare tax (line 5d)',
          sum(q, 'additional_medicare', 'employee', 'amount'),
          v('additional_medicare_tax'),
        ),
      ],
    };
  });
  const total941 = (k: keyof Form941Row) =>
    centsToDollars(
      f941.filter((x) => x.quarter.startsWith(`${year}-`)).reduce((s, x) => s + cents(x[k] as number), 0),
    );
  const w = forms.w3;
  const ee = (code: string, what: 'wages' | 'amount') => sum(null, code, 'employee', what);
  return {
    year,
    quarters,
    year_totals: {
      form_941_vs_w3: [
        row('wages: 941 line 2 vs W-3 box 1', cents(total941('wages')), w.box1_wages),
        row(
          'federal income tax: 941 line 3 vs W-3 box 2',
          cents(total941('federal_income_tax_withheld')),
          w.box2_federal_income_tax_withheld,
        ),
        row(
          'social security wages: 941 line 5a vs W-3 box 3',
          cents(total941('social_security_wages')),
          w.box3_social_security_wages,
        ),
        row(
          'medicare wages: 941 line 5c vs W-3 box 5',
          cents(total941('medicare_wages')),
          w.box5_medicare_wages,
        ),
      ],
      paychecks_vs_w3: [
        row('wages (W-3 box 1)', ee('federal_income_tax', 'wages'), w.box1_wages),
        row(
          'federal income tax withheld (box 2)',
          ee('federal_income_tax', 'amount'),
          w.box2_federal_income_tax_withheld,
        ),
        row('social security wages (box 3)', ee('social_security', 'wages'), w.box3_social_security_wages),
        row(
          'social security tax withheld (box 4)',
          ee('social_security', 'amount'),
          w.box4_social_security_tax_withheld,
        ),
        row('medicare wages (box 5)', ee('medicare', 'wages'), w.box5_medicare_wages),
        row(
          'medicare tax withheld (box 6)',
          ee('medicare', 'amount') + ee('additional_medicare', 'amount'),
          w.box6_medicare_tax_withheld,
        ),
      ],
      paychecks_vs_940: [
        row('FUTA taxable wages (940 line 7)', sum(null, 'futa', 'company', 'wages'), forms.f940.line7),
        row('FUTA tax (940 line 12)', sum(null, 'futa', 'company', 'amount'), forms.f940.line12),
      ],
      paychecks_vs_state_wage_reports: forms.states.flatMap((st) => [
        {
          measure: `${st.state} gross wages: paychecks vs the four quarterly wage reports`,
          paychecks: centsToDollars(st.paychecksGrossCents),
          form: centsToDollars(st.reportsGrossCents),
          difference: centsToDollars(st.paychecksGrossCents - st.reportsGrossCents),
        },
        {
          measure: `${st.state} SUI taxable wages: paychecks vs the four quarterly wage reports`,
          paychecks: centsToDollars(st.paychecksSuiCents),
          form: centsToDollars(st.reportsSuiCents),
          difference: centsToDollars(st.paychecksSuiCents - st.reportsSuiCents),
        },
      ]),
    },
  };
}
