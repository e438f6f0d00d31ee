/**
 * Public types of the payclock tax engine (pure calculation; no database, clock or HTTP).
 *
 * Units: every `...Cents` field is an integer number of US cents. "Annual" fields are per calendar
 * year; "per period" fields are per pay period of `PaycheckTaxInput.payFrequency`. Rates are decimal
 * strings ("0.062" = 6.2%); percents (`employeePercent`, `percent`) are decimal strings of percent
 * ("5" = 5%).
 *
 * Sources: IRS Pub 15-T (2026) Worksheet 1A (federal), Pub 15 (FICA/FUTA), the state publications
 * named in each `tax-tables/<year>/<file>.json`, and docs/tax-coverage.md.
 */

/** Pay frequency; periods per year 52 / 26 / 24 / 12 (Pub 15-T Worksheet 1A line 1b). */
/**
 * Pay frequency of a paycheck. `daily` (260 periods a year, IRS Pub 15-T Worksheet 1A Table 3) is
 * computed by the federal percentage method and by every state method that annualizes by periods
 * per year; state tables printed per period without a daily table annualize with 260
 * (docs/tax-coverage.md, "Daily pay periods").
 */
export type PayFrequency = 'daily' | TableFrequency;

/** The pay frequencies that every per-period table in `tax-tables/` must have. */
export type TableFrequency = 'weekly' | 'biweekly' | 'semimonthly' | 'monthly';

/** Earning type. `bonus` and `commission` are supplemental wages (Pub 15 §7); `reimbursement` is not wages. */
export type EarningType =
  | 'regular'
  | 'overtime'
  | 'double_overtime'
  | 'salary'
  | 'pto'
  | 'sick'
  | 'holiday'
  | 'bonus'
  | 'commission'
  | 'reimbursement';

/** Form W-4 Step 1(c) filing status. */
export type FilingStatus = 'single' | 'married_jointly' | 'married_separately' | 'head_of_household';

/** Federal Form W-4 as stored for the employee (2020+ or pre-2020 form). */
export interface FederalW4 {
  w4Version: '2020' | 'pre2020';
  /** pre2020: married_jointly = "Married"; anything else = Single schedule. */
  filingStatus: FilingStatus;
  /** Step 2 checkbox (2020+ only). */
  multipleJobs: boolean;
  /** Step 3, annual, cents. */
  dependentsAmountCents: number;
  /** Step 4(a), annual, cents. */
  otherIncomeCents: number;
  /** Step 4(b), annual, cents. */
  deductionsCents: number;
  /** Step 4(c) (pre-2020: line 6 additional amount), per period, cents. */
  extraWithholdingCents: number;
  /** Withholding allowances, pre-2020 form only. */
  allowances: number;
  nonresidentAlien: boolean;
  exempt: boolean;
}

/**
 * State withholding certificate. Accepted `filingStatus` values per state are listed in
 * docs/tax-coverage.md (CA: single|married|head_of_household; NY: single|married|head_of_household|
 * married_single_rate; GA: A|B|C|D or single|married|married_separately|head_of_household;
 * NC: single|married|married_separately|head_of_household; others ignore it).
 */
export interface StateWithholding {
  /** Two-letter state code. */
  state: string;
  filingStatus: string;
  /** Regular allowances / exemptions (CA DE 4 line 1a, IL line 1, NY IT-2104 line 1, GA dependents, NC, MI, MA). */
  allowances: number;
  /** CA estimated-deduction allowances (DE 4 line 1b), IL line 2, GA line 5. */
  additionalAllowances: number;
  /** Additional state withholding per period, cents. */
  additionalWithholdingCents: number;
  exempt: boolean;
  /**
   * State-form fields: NY `nycAllowances` (IT-2104 line 2), `nycAdditionalCents`, `yonkersAdditionalCents`;
   * CO `annualAllowanceCents` (DR 0004 line 2); MA `headOfHousehold` (boolean), `blind` (0–2);
   * MI/Detroit `cityExemptions`.
   */
  extra?: Record<string, string | number | boolean>;
  /**
   * The employee filed this (work) state's certificate of non-residence under a reciprocity
   * agreement (NJ-165, VA-4 line 3, IT-4NR, MW507 line 8, …): only the resident state is withheld.
   */
  nonresidenceCertificate?: boolean;
}

/** A pre-tax (or Roth) benefit election. Amounts are per period unless stated. */
export interface BenefitElection {
  id: string;
  code:
    '401k' | '403b' | 'roth_401k' | 'section125_medical' | 'section125_dental' | 'section125_vision' | 'hsa';
  description: string;
  /** Employee contribution per period, cents; or */
  employeeAmountCents?: number | null;
  /** employee contribution as percent of gross ("5" = 5%). */
  employeePercent?: string | null;
  /** Company contribution per period, cents; or */
  companyAmountCents?: number | null;
  /** company contribution as percent of gross. */
  companyPercent?: string | null;
  /** Employee contributions per calendar year, cents (checked against `ytd.benefits[code]`). */
  annualLimitCents?: number | null;
}

/** A post-tax deduction. Priority: support orders first, then array order (first = highest). */
export interface PostTaxDeductionInput {
  id: string;
  code: 'child_support' | 'garnishment' | 'loan_repayment' | 'other';
  description: string;
  /** Per period, cents; or */
  amountCents?: number | null;
  /** percent of disposable earnings for `garnishment`, of gross pay otherwise ("10" = 10%). */
  percent?: string | null;
  perPeriodCapCents?: number | null;
  /** Lifetime total, cents, against `ytd.deductions[id]`. */
  totalCapCents?: number | null;
  /** Support orders: the employee supports a second spouse or child (CCPA limit 50%, else 60%; 15 U.S.C. §1673(b)(2)). */
  supportsSecondFamily?: boolean;
  /** Support orders: arrears older than 12 weeks (+5% of disposable earnings). */
  arrearsOver12Weeks?: boolean;
}

/** One year-to-date tax total (same shape as an output line). */
export interface YtdTaxTotal {
  code: string;
  jurisdiction: string;
  payer: 'employee' | 'company';
  taxableWagesCents: number;
  amountCents: number;
}

/** Year-to-date totals of approved payrolls of the same calendar year (by payday) and company. */
export interface YtdTotals {
  /** Sums of tax lines of approved payrolls this calendar year. */
  taxes: YtdTaxTotal[];
  /** Employee contributions this year by benefit code, cents. */
  benefits: Record<string, number>;
  /** Amounts taken so far (all years) by deduction id, cents, for `totalCapCents`. */
  deductions: Record<string, number>;
  /** Bonus + commission paid this year, cents (for the $1M 37% rule). */
  supplementalWagesCents: number;
  /**
   * Tax totals of approved payrolls whose pay period overlaps this one (any type): NY SDI is at most
   * $0.60 per week across all payrolls of the week (NY WCL §209).
   */
  overlappingPeriods?: YtdTaxTotal[];
  /** Tax totals of approved payrolls paid in the payday's calendar month (monthly occupational privilege taxes such as Denver's). */
  monthToDate?: YtdTaxTotal[];
}

/** Everything the engine needs for one employee and one pay period. */
export interface PaycheckTaxInput {
  /** YYYY-MM-DD; tax year = payday's year. */
  payday: string;
  payFrequency: PayFrequency;
  payrollType: 'regular' | 'off_cycle';
  /**
   * Off-cycle payrolls only (Check's `off_cycle_options`); absent/null = all false: only bonus and
   * commission are supplemental wages, no benefit elections, no post-tax deductions.
   */
  offCycleOptions?: OffCycleOptions | null;
  earnings: Array<{ type: EarningType; amountCents: number }>;
  /** null = no W-4 on file → single, no adjustments (2020+ rules). */
  federal: FederalW4 | null;
  /** Work-state certificate; null = no state form on file → each state's default (docs/tax-coverage.md). */
  state: StateWithholding | null;
  /**
   * Resident-state certificate when the employee lives in another state than the workplace
   * (used for resident-state withholding of the difference, and under reciprocity); optional.
   */
  residentState?: StateWithholding | null;
  /**
   * The workplace: state, city (display only), ZIP (`12345` or `12345-6789`: city taxes by work
   * location, `local-zips.json`) and the Pennsylvania Act 32 work-location PSD code (six digits).
   */
  workplace: { state: string; city?: string | null; zip?: string | null; psdCode?: string | null };
  /** The home address: state and ZIP decide residence (city taxes: `local-zips.json`); city is display only. */
  homeAddress: { state: string; city?: string | null; zip?: string | null } | null;
  benefits: BenefitElection[];
  deductions: PostTaxDeductionInput[];
  /** State → employer SUI rate as a decimal string ("0.034"). */
  suiRates: Record<string, string>;
  ytd: YtdTotals;
}

/** Off-cycle options (Check's `off_cycle_options`, camelCase). */
export interface OffCycleOptions {
  /** Every earning is taxed as supplemental wages (Pub 15 §7), not only bonus and commission. */
  forceSupplementalWithholding: boolean;
  /** The benefit elections are taken. */
  applyBenefits: boolean;
  /** The post-tax deductions are taken. */
  applyPostTaxDeductions: boolean;
}

/** One tax line. `rate` is null for bracket taxes. Amounts in cents for this period. */
export interface TaxLine {
  code: string;
  description: string;
  jurisdiction: string;
  payer: 'employee' | 'company';
  taxableWagesCents: number;
  rate: string | null;
  amountCents: number;
  reason: string;
}
/** One benefit line (per period, cents). */
export interface BenefitLine {
  id: string;
  code: string;
  description: string;
  employeeAmountCents: number;
  companyAmountCents: number;
  preTax: boolean;
  reason: string;
}
/** One post-tax deduction line (per period, cents). */
export interface DeductionLine {
  id: string;
  code: string;
  description: string;
  amountCents: number;
  reason: string;
}
/** A warning for the preview (e.g. `state_not_covered`, `figure_missing`, `net_pay_protected`). */
export interface EngineWarning {
  code: string;
  message: string;
}

/** The result for one employee and one pay period. All amounts in cents. */
export interface PaycheckTaxResult {
  /** Sum of non-reimbursement earnings. */
  grossPayCents: number;
  reimbursementsCents: number;
  /** Employee and company lines; rate null for bracket taxes. */
  taxes: TaxLine[];
  benefits: BenefitLine[];
  postTaxDeductions: DeductionLine[];
  employeeTaxesCents: number;
  companyTaxesCents: number;
  employeeBenefitsCents: number;
  companyBenefitsCents: number;
  postTaxDeductionsCents: number;
  /** gross − employee taxes − employee benefits − post-tax deductions + reimbursements. */
  netPayCents: number;
  warnings: EngineWarning[];
}
