/**
 * The in-memory form of one paycheck of the ledger (one `paychecks` row and its `pay_lines` rows):
 * what the draft computation produces, what the repository writes and reads back, and what the
 * preview mapper turns into JSON. Money in integer cents, hours in integer seconds, rates as
 * decimal strings (dollars per hour for earnings, a fraction for taxes).
 */

/** Kind of a pay line. */
export type PayLineKind = 'earning' | 'tax' | 'benefit' | 'deduction' | 'reimbursement';

/** One line of a paycheck (a `pay_lines` row without its key). */
export interface PayLine {
  kind: PayLineKind;
  /** Earning type (regular, overtime, salary, bonus…), tax code, benefit code or deduction code. */
  code: string;
  description: string | null;
  /** Taxes: 'US', a state code or a locality; else null. */
  jurisdiction: string | null;
  /** Benefits are two lines (employee and company share) told apart by the payer. */
  payer: 'employee' | 'company';
  /** Earnings: hours as integer seconds; null for amount-only lines. */
  seconds: number | null;
  /** Earnings: dollars per hour; taxes: the rate (null for brackets). Decimal string. */
  rate: string | null;
  /** Taxes: wages subject to the tax, cents. */
  taxableWagesCents: number | null;
  amountCents: number;
  /** Benefits: whether the employee share is pre-tax. */
  preTax: boolean | null;
  /** How the line was computed, with its source. */
  reason: string | null;
  /** Earnings: job costing (null = not tied to a job). */
  customerId: number | null;
  projectId: number | null;
  /** Earnings: the punches behind the line. */
  timeRecordIds: number[] | null;
  /** Benefit or deduction election id. */
  sourceId: string | null;
  /** Earnings: index of the input earnings line (rows of one input line are merged back in the preview). */
  inputLine: number | null;
}

/** A per-person warning of a paycheck. */
export interface PaycheckWarning {
  code: string;
  message: string;
}

/** One direct-deposit split of a paycheck's net pay (cents), with the account's public digits. */
export interface PaycheckDeposit {
  bankAccountId: number;
  amountCents: number;
  accountType: string;
  accountNumberLast4: string;
  routingNumberLast4: string;
}

/** One paycheck with its lines (cents). */
export interface PaycheckRecord {
  employeeId: number;
  isContractor: boolean;
  firstName: string;
  lastName: string;
  paymentMethod: string;
  note: string | null;
  workplaceId: string | null;
  workplaceState: string | null;
  departmentId: number | null;
  /** Sum of non-reimbursement earning lines. */
  grossCents: number;
  reimbursementsCents: number;
  employeeTaxesCents: number;
  companyTaxesCents: number;
  employeeBenefitsCents: number;
  companyBenefitsCents: number;
  postTaxDeductionsCents: number;
  /** gross − employee taxes − employee benefits − post-tax deductions + reimbursements. */
  netCents: number;
  /** Bonus and commission earnings (supplemental wages, Pub 15 §7). */
  supplementalCents: number;
  /** The entry as submitted (an element of create_draft's employees or contractors). */
  input: unknown;
  warnings: PaycheckWarning[];
  lines: PayLine[];
  /** Direct deposit of the net pay across the person's bank accounts (empty when paid manually). */
  deposits: PaycheckDeposit[];
}

/** A line with every optional column null; `over` sets the rest. */
export function payLine(over: Partial<PayLine> & Pick<PayLine, 'kind' | 'code' | 'amountCents'>): PayLine {
  return {
    description: null,
    jurisdiction: null,
    payer: 'employee',
    seconds: null,
    rate: null,
    taxableWagesCents: null,
    preTax: null,
    reason: null,
    customerId: null,
    projectId: null,
    timeRecordIds: null,
    sourceId: null,
    inputLine: null,
    ...over,
  };
}
