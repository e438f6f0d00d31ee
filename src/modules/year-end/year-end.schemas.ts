/**
 * Shapes of the year-end forms (docs/year-end.md): Form W-2 (boxes a–f, 1–20) and Form W-3 totals
 * with what blocks filing, and the employer identifiers. Money in dollars.
 */
import { Type } from 'typebox';
import { IntId, Nullable } from '../../platform/http/schemas.js';

const Money = (description: string) => Type.Number({ description: `${description}, dollars` });
const FormAddress = Nullable(
  Type.Object({
    address_line_1: Type.String(),
    address_line_2: Nullable(Type.String()),
    city: Type.String(),
    state: Type.String(),
    zip: Type.String(),
  }),
);

/** Path params of a W-2. */
export const W2Params = Type.Object(
  { employee_id: IntId, year: Type.Integer({ minimum: 2000, maximum: 2100 }) },
  { additionalProperties: false },
);

/** Query of the W-3 (and other per-year company forms). */
export const YearQuery = Type.Object(
  { year: Type.Integer({ minimum: 2000, maximum: 2100, description: 'Calendar year (by payday)' }) },
  { additionalProperties: false },
);

/** Query of the EFW2 file. */
export const Efw2Query = Type.Object(
  {
    year: Type.Integer({ minimum: 2000, maximum: 2100, description: 'Tax year (by payday)' }),
    user_id: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z0-9]{8}$',
        description: 'BSO User ID of the person attesting the file (RA record positions 12–19)',
      }),
    ),
  },
  { additionalProperties: false },
);

/** A Form W-2 (IRS General Instructions for Forms W-2 and W-3, 2026). */
export const W2 = Type.Object(
  {
    year: Type.Integer(),
    employee_id: Type.Integer(),
    employer: Type.Object({ ein: Nullable(Type.String()), name: Type.String(), address: FormAddress }),
    employee: Type.Object({
      first_name: Type.String(),
      middle_initial: Nullable(Type.String()),
      last_name: Type.String(),
      ssn: Nullable(Type.String({ description: 'Truncated: XXX-XX-1234' })),
      address: FormAddress,
    }),
    box1_wages: Money('Wages, tips, other compensation'),
    box2_federal_income_tax_withheld: Money('Federal income tax withheld'),
    box3_social_security_wages: Money('Social security wages'),
    box4_social_security_tax_withheld: Money('Social security tax withheld'),
    box5_medicare_wages: Money('Medicare wages and tips'),
    box6_medicare_tax_withheld: Money('Medicare tax withheld (with Additional Medicare Tax)'),
    box7_social_security_tips: Money('Social security tips'),
    box8_allocated_tips: Money('Allocated tips'),
    box10_dependent_care_benefits: Money('Dependent care benefits'),
    box11_nonqualified_plans: Money('Nonqualified plans'),
    box12: Type.Array(Type.Object({ code: Type.String(), amount: Money('Amount') })),
    box13: Type.Object({
      statutory_employee: Type.Boolean(),
      retirement_plan: Type.Boolean(),
      third_party_sick_pay: Type.Boolean(),
    }),
    box14: Type.Array(Type.Object({ label: Type.String(), amount: Money('Amount') })),
    states: Type.Array(
      Type.Object({
        box15_state: Type.String(),
        box15_employer_state_id: Nullable(Type.String()),
        box16_state_wages: Money('State wages'),
        box17_state_income_tax: Money('State income tax'),
        localities: Type.Array(
          Type.Object({
            box18_local_wages: Money('Local wages'),
            box19_local_income_tax: Money('Local income tax'),
            box20_locality_name: Type.String(),
          }),
        ),
      }),
    ),
  },
  { $id: 'W2' },
);

/** One thing that blocks filing. */
export const Blocker = Type.Object({
  employee_id: Nullable(Type.Integer()),
  field: Type.String(),
  message: Type.String(),
});

/** Form W-3 totals of the company's W-2s, and what blocks filing. */
export const W3 = Type.Object(
  {
    year: Type.Integer(),
    box_a_control_number: Nullable(Type.String()),
    box_b_kind_of_payer: Type.String(),
    box_b_kind_of_employer: Type.String(),
    box_c_total_forms_w2: Type.Integer(),
    box_e_ein: Nullable(Type.String()),
    box_f_employer_name: Type.String(),
    box_g_employer_address: FormAddress,
    box1_wages: Money('Wages, tips, other compensation'),
    box2_federal_income_tax_withheld: Money('Federal income tax withheld'),
    box3_social_security_wages: Money('Social security wages'),
    box4_social_security_tax_withheld: Money('Social security tax withheld'),
    box5_medicare_wages: Money('Medicare wages and tips'),
    box6_medicare_tax_withheld: Money('Medicare tax withheld'),
    box12a_deferred_compensation: Money('Deferred compensation (codes D, E, AA)'),
    states: Type.Array(
      Type.Object({
        box15_state: Type.String(),
        box15_employer_state_id: Nullable(Type.String()),
        box16_state_wages: Money('State wages'),
        box17_state_income_tax: Money('State income tax'),
      }),
    ),
    box18_local_wages: Money('Local wages'),
    box19_local_income_tax: Money('Local income tax'),
    blocking: Type.Array(Blocker),
  },
  { $id: 'W3' },
);

/** PUT /companies/tax-ids body. */
export const TaxIdsBody = Type.Object(
  {
    ein: Type.Optional(
      Nullable(Type.String({ maxLength: 12, description: 'Employer identification number, 12-3456789' })),
    ),
    state_tax_ids: Type.Optional(
      Type.Record(Type.String({ pattern: '^[A-Z]{2}$' }), Type.String({ maxLength: 20 }), {
        description: 'State employer account numbers by state code (W-2 box 15)',
      }),
    ),
  },
  { additionalProperties: false },
);

/** The employer identifiers. */
export const TaxIds = Type.Object({
  ein: Nullable(Type.String()),
  state_tax_ids: Type.Record(Type.String(), Type.String()),
});

/** Path params of a 1099-NEC. */
export const NecParams = Type.Object(
  { contractor_id: IntId, year: Type.Integer({ minimum: 2000, maximum: 2100 }) },
  { additionalProperties: false },
);

/** Form 1099-NEC, Nonemployee Compensation (IRS, 2026 revision), recipient copy B figures. */
export const Form1099Nec = Type.Object(
  {
    year: Type.Integer(),
    contractor_id: Type.Integer(),
    payer: Type.Object({ tin: Nullable(Type.String()), name: Type.String(), address: FormAddress }),
    recipient: Type.Object({
      tin: Type.String({ description: 'Truncated: XXX-XX-1234 (an SSN) or XX-XXX1234 (an EIN)' }),
      tin_type: Type.String({ enum: ['ssn', 'ein'], description: "What the recipient's TIN is" }),
      name: Type.String(),
      address: FormAddress,
    }),
    box1_nonemployee_compensation: Money('Nonemployee compensation'),
    box2_direct_sales_over_5000: Type.Boolean(),
    box4_federal_income_tax_withheld: Money('Federal income tax withheld (backup withholding)'),
    states: Type.Array(
      Type.Object({
        state: Type.String({ description: 'Workplace state of the payments' }),
        box5_state_tax_withheld: Money('Box 5: state tax withheld'),
        payer_state_id: Nullable(Type.String({ description: "Box 6: the payer's state number" })),
        state_income: Money('Box 7: state income'),
      }),
      { description: 'Boxes 5–7, one entry per state' },
    ),
  },
  { $id: 'Form1099Nec' },
);

/** Form 1096 totals of the 1099-NECs. */
export const Form1096 = Type.Object({
  year: Type.Integer(),
  form_type: Type.String(),
  total_forms: Type.Integer(),
  total_amount_reported: Money('Total of box 1'),
  federal_income_tax_withheld: Money('Total of box 4'),
  blocking: Type.Array(Blocker),
});

const RecRow = Type.Object({
  measure: Type.String(),
  paychecks: Money('Sum of the paychecks'),
  form: Money('The form'),
  difference: Money('paychecks − form; must be 0.00'),
});

/** The year-end reconciliation. */
export const YearEndReport = Type.Object({
  year: Type.Integer(),
  quarters: Type.Array(Type.Object({ quarter: Type.String(), form_941: Type.Array(RecRow) })),
  year_totals: Type.Object({
    form_941_vs_w3: Type.Array(RecRow),
    paychecks_vs_w3: Type.Array(RecRow),
    paychecks_vs_940: Type.Array(RecRow),
    paychecks_vs_state_wage_reports: Type.Array(RecRow, {
      description:
        'Per state: gross and SUI taxable wages of the paychecks vs the four quarterly wage reports',
    }),
  }),
  balanced: Type.Boolean({ description: 'Every difference is 0.00' }),
  blocking: Type.Array(Blocker),
  ready_to_file: Type.Boolean(),
});

/** Query of Form 941. */
export const QuarterQuery = Type.Object(
  {
    year: Type.Integer({ minimum: 2000, maximum: 2100 }),
    quarter: Type.Integer({ minimum: 1, maximum: 4 }),
  },
  { additionalProperties: false },
);

/** Form 941 lines (dollars). */
export const Form941 = Type.Object({
  year: Type.Integer(),
  quarter: Type.Integer(),
  line1_employees: Type.Integer(),
  line2_wages: Money('Line 2'),
  line3_federal_income_tax_withheld: Money('Line 3'),
  line5a_social_security_wages: Money('Line 5a column 1'),
  line5a_tax: Money('Line 5a column 2'),
  line5b_social_security_tips: Money('Line 5b column 1'),
  line5b_tax: Money('Line 5b column 2'),
  line5c_medicare_wages: Money('Line 5c column 1'),
  line5c_tax: Money('Line 5c column 2'),
  line5d_additional_medicare_wages: Money('Line 5d column 1'),
  line5d_tax: Money('Line 5d column 2'),
  line5e_total_social_security_and_medicare: Money('Line 5e'),
  line6_total_taxes_before_adjustments: Money('Line 6'),
  line7_fractions_of_cents: Money('Line 7'),
  line10_total_taxes_after_adjustments: Money('Line 10'),
  line11_credits: Money('Line 11'),
  line12_total_taxes_after_credits: Money('Line 12'),
  line16_monthly_liability: Type.Object({
    month1: Money('Month 1'),
    month2: Money('Month 2'),
    month3: Money('Month 3'),
    total: Money('Total'),
  }),
  schedule_b: Type.Array(Type.Object({ date: Type.String(), liability: Money('Liability of the day') })),
  depositor: Type.Object(
    {
      lookback_schedule: Type.String({
        enum: ['monthly', 'semiweekly'],
        description: 'Deposit schedule from the lookback period (GET /tax-deposits; IRS Publication 15 §11)',
      }),
      lookback_taxes: Money('Form 941 taxes of the lookback period'),
      line16: Type.String({
        enum: ['less_than_2500', 'monthly', 'semiweekly'],
        description:
          'The line 16 box that applies: line 12 under $2,500 (this or the prior quarter, no next-day deposit), monthly depositor for the whole quarter (line 16 months), or semiweekly for any part of it (Schedule B)',
      }),
      next_day_deposit_in_quarter: Type.Boolean({
        description: 'A $100,000 next-day deposit obligation arose in the quarter',
      }),
      semiweekly_since: Nullable(
        Type.String({
          description: 'First day the company was a semiweekly depositor in the year, else null',
        }),
      ),
    },
    { description: 'The depositor type and the line 16 box (read from the payments module)' },
  ),
});

/** Form 940 lines and Schedule A (dollars; docs/year-end.md). */
export const Form940 = Type.Object({
  year: Type.Integer(),
  line1a_state: Nullable(
    Type.String({ description: 'Line 1a: the one state of unemployment tax, else null' }),
  ),
  line1b_multi_state: Type.Boolean({ description: 'Line 1b: wages in more than one state (Schedule A)' }),
  states: Type.Array(Type.String(), { description: 'Workplace states of the FUTA wages' }),
  line3_total_payments_to_employees: Money('Line 3'),
  line4_exempt_payments: Money('Line 4'),
  line5_payments_over_7000: Money('Line 5'),
  line6_subtotal: Money('Line 6 (4 + 5)'),
  line7_futa_taxable_wages: Money('Line 7 (3 − 6)'),
  line8_futa_before_adjustments: Money('Line 8 (7 × 0.006)'),
  line9_excluded_wages_adjustment: Money('Line 9'),
  line10_late_state_payment_adjustment: Money('Line 10'),
  line11_credit_reduction: Money('Line 11 (Schedule A total)'),
  line12_total_futa_after_adjustments: Money('Line 12'),
  line13_futa_deposited: Money('Line 13 (the FUTA the paychecks recorded)'),
  line14_balance_due: Money('Line 14'),
  line15_overpayment: Money('Line 15'),
  line16_quarterly_liability: Type.Object({
    q1: Money('Line 16a'),
    q2: Money('Line 16b'),
    q3: Money('Line 16c'),
    q4: Money('Line 16d'),
  }),
  line17_total_liability: Money('Line 17'),
  schedule_a: Type.Array(
    Type.Object({
      state: Type.String(),
      taxable_wages: Money('FUTA taxable wages paid in the state'),
      rate: Type.String({ description: 'Credit reduction rate (decimal)' }),
      credit_reduction: Money('Credit reduction'),
    }),
  ),
});

/** Query of a state's quarterly wage report. */
export const StateWageReportQuery = Type.Object(
  {
    year: Type.Integer({ minimum: 2000, maximum: 2100 }),
    quarter: Type.Integer({ minimum: 1, maximum: 4 }),
    state: Type.String({ pattern: '^[A-Z]{2}$', description: 'Two-letter US state code' }),
  },
  { additionalProperties: false },
);

/** A state's quarterly wage report (dollars); `ssn` is the full number, as the filing needs it. */
export const StateWageReport = Type.Object({
  year: Type.Integer(),
  quarter: Type.Integer(),
  state: Type.String(),
  employer_account_number: Nullable(Type.String({ description: 'State employer account number' })),
  employees: Type.Array(
    Type.Object({
      employee_id: IntId,
      last_name: Type.String(),
      first_name: Type.String(),
      ssn: Nullable(Type.String({ description: 'Nine digits, or null when none is on file' })),
      gross_wages: Money('Gross wages paid in the state in the quarter'),
      sui_taxable_wages: Money('SUI taxable wages'),
      state_income_tax_withheld: Money('State income tax withheld'),
    }),
  ),
  totals: Type.Object({
    employees: Type.Integer(),
    gross_wages: Money('Total gross wages'),
    sui_taxable_wages: Money('Total SUI taxable wages'),
    state_income_tax_withheld: Money('Total state income tax withheld'),
  }),
  blocking: Type.Array(Type.Object({ employee_id: IntId, field: Type.String(), message: Type.String() })),
});
