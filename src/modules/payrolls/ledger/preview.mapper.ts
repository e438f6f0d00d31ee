/**
 * Ledger rows → the preview JSON of docs/api-conventions.md §5 (dollars, hours with 2 decimals).
 * Used for the response of a new draft (from the rows just computed) and for every read (from the
 * rows stored), so both always agree.
 */
import { centsToDollars } from '../../../shared/money.js';
import type { PayLine, PaycheckDeposit, PaycheckRecord } from './paycheck-record.js';
import { isEditable } from './status-transitions.js';
import type { OffCycleOptionsJson } from '../off-cycle-options.js';

/** Header totals in cents (the `payrolls` columns). */
export interface HeaderTotalsCents {
  employee_gross_cents: number | string;
  employee_taxes_cents: number | string;
  employee_benefits_cents: number | string;
  post_tax_deductions_cents: number | string;
  reimbursements_cents: number | string;
  employee_net_cents: number | string;
  contractor_gross_cents: number | string;
  contractor_net_cents: number | string;
  company_taxes_cents: number | string;
  company_benefits_cents: number | string;
  liability_cents: number | string;
  cash_requirement_cents: number | string;
}

/** Header totals → the preview's `totals` (dollars). */
export function totalsJson(h: HeaderTotalsCents) {
  return {
    employee_gross: centsToDollars(h.employee_gross_cents),
    employee_taxes: centsToDollars(h.employee_taxes_cents),
    employee_benefits: centsToDollars(h.employee_benefits_cents),
    post_tax_deductions: centsToDollars(h.post_tax_deductions_cents),
    reimbursements: centsToDollars(h.reimbursements_cents),
    employee_net: centsToDollars(h.employee_net_cents),
    contractor_gross: centsToDollars(h.contractor_gross_cents),
    contractor_net: centsToDollars(h.contractor_net_cents),
    company_taxes: centsToDollars(h.company_taxes_cents),
    company_benefits: centsToDollars(h.company_benefits_cents),
    liability: centsToDollars(h.liability_cents),
    cash_requirement: centsToDollars(h.cash_requirement_cents),
  };
}

interface EntryInput {
  payrollData?: { time_record_ids?: number[] };
  splits?: Array<{ payrollData: { time_record_ids?: number[] } }>;
}

/** The punches of an entry as submitted (every split's, in order). */
export function inputRecordIds(input: unknown): number[] {
  const e = (input ?? {}) as EntryInput;
  const parts = e.splits ? e.splits.map((s) => s.payrollData) : e.payrollData ? [e.payrollData] : [];
  return parts.flatMap((d) => d.time_record_ids ?? []);
}

/** Earning and reimbursement rows → input lines again (rows of one input line merged). */
export function earningsJson(lines: readonly PayLine[]) {
  const out: Array<{
    type: string;
    hours: number | null;
    rate: number | null;
    amount: number;
    description: string | null;
  }> = [];
  const merged: Array<{ line: PayLine; seconds: number | null; cents: number }> = [];
  for (const l of lines) {
    if (l.kind !== 'earning' && l.kind !== 'reimbursement') continue;
    const last = merged[merged.length - 1];
    if (last && l.inputLine !== null && last.line.inputLine === l.inputLine) {
      last.cents += l.amountCents;
      if (l.seconds !== null) last.seconds = (last.seconds ?? 0) + l.seconds;
    } else merged.push({ line: l, seconds: l.seconds, cents: l.amountCents });
  }
  for (const m of merged) {
    out.push({
      type: m.line.code,
      hours: m.seconds === null ? null : m.seconds / 3600,
      rate: m.line.rate === null ? null : Number(m.line.rate),
      amount: centsToDollars(m.cents),
      description: m.line.description,
    });
  }
  return out;
}

function benefitsJson(lines: readonly PayLine[]) {
  const out: Array<{
    code: string;
    description: string;
    employee_amount: number;
    company_amount: number;
    pre_tax: boolean;
    reason: string;
    source_id: string | null;
  }> = [];
  for (const l of lines) {
    if (l.kind !== 'benefit') continue;
    const last = out[out.length - 1];
    if (l.payer === 'company' && last && last.source_id === l.sourceId && last.code === l.code) {
      last.company_amount = centsToDollars(l.amountCents);
      continue;
    }
    out.push({
      code: l.code,
      description: l.description ?? '',
      employee_amount: l.payer === 'employee' ? centsToDollars(l.amountCents) : 0,
      company_amount: l.payer === 'company' ? centsToDollars(l.amountCents) : 0,
      pre_tax: l.preTax ?? false,
      reason: l.reason ?? '',
      source_id: l.sourceId,
    });
  }
  return out.map(({ source_id: _s, ...b }) => b);
}

/** Who was paid and how (the fields employees and contractors share). */
function personJson(c: PaycheckRecord) {
  return {
    employee_id: c.employeeId,
    first_name: c.firstName,
    last_name: c.lastName,
    payment_method: c.paymentMethod,
    note: c.note,
  };
}

/** One employee's paycheck → the preview's `employees[]` element. */
export function employeeJson(c: PaycheckRecord) {
  return {
    ...personJson(c),
    workplace_id: c.workplaceId,
    gross_pay: centsToDollars(c.grossCents),
    earnings: earningsJson(c.lines),
    taxes: c.lines
      .filter((l) => l.kind === 'tax')
      .map((l) => ({
        code: l.code,
        description: l.description ?? '',
        jurisdiction: l.jurisdiction ?? '',
        payer: l.payer,
        taxable_wages: centsToDollars(l.taxableWagesCents ?? 0),
        rate: l.rate === null ? null : Number(l.rate),
        amount: centsToDollars(l.amountCents),
        reason: l.reason ?? '',
      })),
    benefits: benefitsJson(c.lines),
    post_tax_deductions: c.lines
      .filter((l) => l.kind === 'deduction')
      .map((l) => ({
        code: l.code,
        description: l.description ?? '',
        amount: centsToDollars(l.amountCents),
        reason: l.reason ?? '',
      })),
    net_pay: centsToDollars(c.netCents),
    time_record_ids: inputRecordIds(c.input),
    warnings: c.warnings,
  };
}

/** One contractor's paycheck → the preview's `contractors[]` element. */
export function contractorJson(c: PaycheckRecord) {
  return {
    ...personJson(c),
    gross_pay: centsToDollars(c.grossCents),
    earnings: earningsJson(c.lines),
    reimbursements: centsToDollars(c.reimbursementsCents),
    net_pay: centsToDollars(c.netCents),
    time_record_ids: inputRecordIds(c.input),
  };
}

/** The stored header of a payroll as the preview needs it. */
export interface PreviewHeader extends HeaderTotalsCents {
  id: string;
  status: string;
  type: string;
  start_date: string;
  end_date: string;
  payday: string;
  pay_frequency: string;
  pay_schedule_group_id: number | string | null;
  created_at: string;
  approved_at: string | null;
  engine_version: string | null;
  warnings: unknown;
  off_cycle_options?: unknown;
}

/**
 * The full preview of a payroll from its header and paychecks (ordered by employee_id): totals from
 * the header columns, people from the rows, warnings of the payroll then of each person.
 */
export function previewJson(h: PreviewHeader, paychecks: readonly PaycheckRecord[]) {
  const warnings: Array<{ code: string; message: string; employee_id: number | null }> = [
    ...((h.warnings ?? []) as Array<{ code: string; message: string; employee_id: number | null }>),
  ];
  for (const c of paychecks) {
    for (const w of c.warnings) {
      warnings.push({ code: w.code, message: w.message, employee_id: c.employeeId });
    }
  }
  return {
    payroll_id: h.id,
    status: h.status,
    type: h.type,
    start_date: h.start_date,
    end_date: h.end_date,
    payday: h.payday,
    pay_frequency: h.pay_frequency,
    pay_schedule_group_id: h.pay_schedule_group_id === null ? null : Number(h.pay_schedule_group_id),
    off_cycle_options: (h.off_cycle_options as OffCycleOptionsJson | null) ?? null,
    created_at: h.created_at,
    approved_at: h.approved_at,
    engine_version: h.engine_version ?? '',
    totals: totalsJson(h),
    employees: paychecks.filter((c) => !c.isContractor).map(employeeJson),
    contractors: paychecks.filter((c) => c.isContractor).map(contractorJson),
    warnings,
    actions: {
      approve: isEditable(h.status) ? { method: 'POST', path: `/partner/v1/payrolls/${h.id}/approve` } : null,
    },
  };
}

/** One paycheck's summary (dollars) for GET /payrolls/:id/paychecks and the PATCH response. */
export function paycheckSummaryJson(c: PaycheckRecord) {
  return {
    ...personJson(c),
    is_contractor: c.isContractor,
    gross_pay: centsToDollars(c.grossCents),
    reimbursements: centsToDollars(c.reimbursementsCents),
    employee_taxes: centsToDollars(c.employeeTaxesCents),
    company_taxes: centsToDollars(c.companyTaxesCents),
    employee_benefits: centsToDollars(c.employeeBenefitsCents),
    company_benefits: centsToDollars(c.companyBenefitsCents),
    post_tax_deductions: centsToDollars(c.postTaxDeductionsCents),
    net_pay: centsToDollars(c.netCents),
    deposits: depositsJson(c.deposits),
    warnings: c.warnings,
  };
}

/** Deposits → JSON (dollars; the account by its last four digits). */
export function depositsJson(deposits: readonly PaycheckDeposit[]) {
  return deposits.map((d) => ({
    bank_account_id: d.bankAccountId,
    account_type: d.accountType,
    account_number_last4: d.accountNumberLast4,
    routing_number_last4: d.routingNumberLast4,
    amount: centsToDollars(d.amountCents),
  }));
}
