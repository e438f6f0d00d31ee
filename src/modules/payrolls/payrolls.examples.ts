/**
 * Examples of the payroll run operations in openapi.json and on the reference page: real answers of this
 * code (captured from a run on the payroll test fixture of test/helpers/payroll-fixture.ts, names
 * changed), typed by their schemas so they cannot drift from them silently.
 */
import type { Static } from 'typebox';
import { ANA_EARNING } from '../employees/employees.examples.js';
import type {
  CreateDraftBody,
  Entry,
  InitializeBody,
  InitializeResponse,
  PeriodOptions,
  Preview,
} from './payrolls.schemas.js';

/** GET /payrolls/period-options: a biweekly group, two past periods, the current and the next. */
export const PERIOD_OPTIONS_EXAMPLE: Static<typeof PeriodOptions> = {
  regular: [
    {
      pay_schedule_group_id: 1,
      name: 'Hourly',
      pay_frequency: 'biweekly',
      periods: [
        {
          start_date: '2026-10-25',
          end_date: '2026-11-07',
          payday: '2026-11-12',
          status: 'open',
          payroll_id: null,
        },
        {
          start_date: '2026-11-08',
          end_date: '2026-11-21',
          payday: '2026-11-26',
          status: 'open',
          payroll_id: null,
        },
        {
          start_date: '2026-11-22',
          end_date: '2026-12-05',
          payday: '2026-12-10',
          status: 'open',
          payroll_id: null,
        },
        {
          start_date: '2026-12-06',
          end_date: '2026-12-19',
          payday: '2026-12-24',
          status: 'open',
          payroll_id: null,
        },
      ],
    },
  ],
  off_cycle: {
    allowed: true,
  },
};

/** POST /payrolls/initialize for the last finished period. */
export const INITIALIZE_EXAMPLE: Static<typeof InitializeBody> = {
  type: 'regular',
  pay_schedule_group_id: 1,
  start_date: '2026-11-08',
  end_date: '2026-11-21',
};

/** Ana's earnings line: 80 h × $20.00 = $1,600.00 (an input line of the draft and a line of the preview). */
const ANA_EARNING_LINES = [
  { type: 'regular', hours: 80, rate: 20, amount: 1600, description: 'Regular 80.00 h × $20.00' },
];

/** The pay period of the examples: the biweekly period before the example's today (2026-11-24). */
const PERIOD = {
  type: 'regular',
  start_date: '2026-11-08',
  end_date: '2026-11-21',
  payday: '2026-11-26',
  pay_frequency: 'biweekly',
};

/** One hourly employee's entry: 80 h from ten punches at $20.00 = $1,600.00 gross. */
const ANA_ENTRY: Static<typeof Entry> = {
  employee_id: 1,
  first_name: 'Ana',
  last_name: 'Lopez',
  payment_method: 'direct_deposit',
  note: null,
  payrollData: {
    earnings: ANA_EARNING_LINES,
    earning: ANA_EARNING,
    time_totals: {
      regular_hours: 80,
      overtime_hours: 0,
      double_overtime_hours: 0,
      paid_break_hours: 0,
      unpaid_break_hours: 0,
      total_hours: 80,
    },
    jobCostingData: [
      {
        customer_id: null,
        customer_name: null,
        project_id: null,
        project_name: null,
        regular_hours: 80,
        overtime_hours: 0,
        double_overtime_hours: 0,
        amount: 1600,
      },
    ],
    gross_pay: 1600,
    time_record_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  },
};

/** POST /payrolls: the initialize answer's `actions.create_draft`, unchanged. */
export const CREATE_DRAFT_EXAMPLE: Static<typeof CreateDraftBody> = {
  ...PERIOD,
  employees: [ANA_ENTRY],
  pay_schedule_group_id: 1,
  contractors: [],
};

/** The initialize answer: the entries and the ready create-draft body. */
export const INITIALIZED_EXAMPLE: Static<typeof InitializeResponse> = {
  ...PERIOD,
  pay_schedule_group_id: 1,
  employees: [ANA_ENTRY],
  contractors: [],
  warnings: [
    {
      code: 'no_w4',
      message: 'Ana Lopez has no W-4 on file: federal withholding uses single with no adjustments',
      employee_id: 1,
      time_record_id: null,
    },
  ],
  actions: {
    create_draft: CREATE_DRAFT_EXAMPLE,
  },
};

/** The 201 answer of POST /payrolls: the draft's preview, Texas withholding on $1,600.00 of gross pay. */
export const DRAFT_PREVIEW_EXAMPLE: Static<typeof Preview> = {
  payroll_id: 'pay_09ANj6_3LpYrj1BoTqXb',
  status: 'draft',
  ...PERIOD,
  pay_schedule_group_id: 1,
  off_cycle_options: null,
  created_at: '2026-11-24T18:00:00.000Z',
  approved_at: null,
  engine_version: 'pay 2026.2.0; tax 2026.3',
  totals: {
    employee_gross: 1600,
    employee_taxes: 230.55,
    employee_benefits: 0,
    post_tax_deductions: 0,
    reimbursements: 0,
    employee_net: 1369.45,
    contractor_gross: 0,
    contractor_net: 0,
    company_taxes: 175.2,
    company_benefits: 0,
    liability: 1775.2,
    cash_requirement: 405.75,
  },
  employees: [
    {
      employee_id: 1,
      first_name: 'Ana',
      last_name: 'Lopez',
      payment_method: 'manual',
      note: null,
      workplace_id: 'wrk_9fJ2kQ4mZp1xLc7vB0aT',
      gross_pay: 1600,
      earnings: ANA_EARNING_LINES,
      taxes: [
        {
          code: 'federal_income_tax',
          description: 'Federal income tax',
          jurisdiction: 'US',
          payer: 'employee',
          taxable_wages: 1600,
          rate: null,
          amount: 108.15,
          reason:
            'Pub 15-T 2026 Worksheet 1A (W-4 2020+), single or married filing separately standard schedule: annualized $41,600.00 − $8,600.00 = $33,000.00; $1,240.00 + 12% over $19,900.00 = $2,812.00/yr; ÷ 26 = $108.15',
        },
        {
          code: 'social_security',
          description: 'Social Security',
          jurisdiction: 'US',
          payer: 'employee',
          taxable_wages: 1600,
          rate: 0.062,
          amount: 99.2,
          reason: '6.2% of $1,600.00 Social Security wages (2026 wage base $184,500.00; $0.00 taxed YTD)',
        },
        {
          code: 'social_security',
          description: 'Social Security (employer)',
          jurisdiction: 'US',
          payer: 'company',
          taxable_wages: 1600,
          rate: 0.062,
          amount: 99.2,
          reason: '6.2% of $1,600.00 Social Security wages (2026 wage base $184,500.00; $0.00 taxed YTD)',
        },
        {
          code: 'medicare',
          description: 'Medicare',
          jurisdiction: 'US',
          payer: 'employee',
          taxable_wages: 1600,
          rate: 0.0145,
          amount: 23.2,
          reason: '1.45% of $1,600.00 Medicare wages (no wage cap)',
        },
        {
          code: 'medicare',
          description: 'Medicare (employer)',
          jurisdiction: 'US',
          payer: 'company',
          taxable_wages: 1600,
          rate: 0.0145,
          amount: 23.2,
          reason: '1.45% of $1,600.00 Medicare wages (no wage cap)',
        },
        {
          code: 'futa',
          description: 'Federal unemployment (FUTA)',
          jurisdiction: 'US',
          payer: 'company',
          taxable_wages: 1600,
          rate: 0.006,
          amount: 9.6,
          reason: '0.6% net FUTA on $1,600.00 (first $7,000.00 per year; $0.00 taxed YTD)',
        },
        {
          code: 'state_unemployment',
          description: 'TX unemployment insurance (employer)',
          jurisdiction: 'TX',
          payer: 'company',
          taxable_wages: 1600,
          rate: 0.027,
          amount: 43.2,
          reason: '2.7% company rate × $1,600.00 (2026 TX wage base $9,000.00; $0.00 taxed YTD)',
        },
      ],
      benefits: [],
      post_tax_deductions: [],
      net_pay: 1369.45,
      time_record_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      warnings: [
        {
          code: 'no_w4',
          message: 'No W-4 on file: withheld as single with no adjustments (Pub 15-T 2026)',
        },
        {
          code: 'no_bank_account',
          message:
            'Direct deposit was asked but the person has no bank account on file (POST /employees/:id/bank-accounts): paid manually (by check)',
        },
      ],
    },
  ],
  contractors: [],
  warnings: [
    {
      code: 'no_w4',
      message: 'No W-4 on file: withheld as single with no adjustments (Pub 15-T 2026)',
      employee_id: 1,
    },
    {
      code: 'no_bank_account',
      message:
        'Direct deposit was asked but the person has no bank account on file (POST /employees/:id/bank-accounts): paid manually (by check)',
      employee_id: 1,
    },
  ],
  actions: {
    approve: {
      method: 'POST',
      path: '/partner/v1/payrolls/pay_09ANj6_3LpYrj1BoTqXb/approve',
    },
  },
};

/** POST /payrolls/:payroll_id/approve: the same payroll, pending, with nothing left to approve. */
export const APPROVED_EXAMPLE: Static<typeof Preview> = {
  ...DRAFT_PREVIEW_EXAMPLE,
  status: 'pending',
  approved_at: '2026-11-24T18:00:00.000Z',
  actions: { approve: null },
};
