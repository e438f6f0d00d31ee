/**
 * Builds ledger paychecks (rows in cents) from validated draft lines and, for employees, the tax
 * engine's result. Time-based earnings lines are split by customer/project (job costing); every
 * other line is one row.
 */
import { dollarsToCents } from '../../../shared/money.js';
import type { PaycheckTaxResult } from '@payclock/tax-engine';
import type { DraftLine } from './draft-lines.js';
import { splitByJob } from './job-costing-split.js';
import { payLine, type PayLine, type PaycheckRecord, type PaycheckWarning } from './paycheck-record.js';

/** Earning types taxed as supplemental wages (Pub 15 (2026) §7). */
export const SUPPLEMENTAL_TYPES = new Set(['bonus', 'commission']);
const TIMED = new Set(['regular', 'overtime', 'double_overtime']);

/** Who is paid, as of the payroll (names, payment method, workplace, department). */
export type PayeeSnapshot = Pick<
  PaycheckRecord,
  | 'employeeId'
  | 'firstName'
  | 'lastName'
  | 'paymentMethod'
  | 'note'
  | 'workplaceId'
  | 'workplaceState'
  | 'departmentId'
  | 'input'
>;

/** Draft lines → earning (and reimbursement) rows; one input line may become several job rows. */
export function earningLines(lines: readonly DraftLine[]): PayLine[] {
  const out: PayLine[] = [];
  lines.forEach((l, i) => {
    const seconds = l.hours === null ? null : dollarsToCents(l.hours) * 36;
    for (const part of splitByJob(l.type, seconds, l.amountCents, l.jobs)) {
      out.push(
        payLine({
          kind: l.type === 'reimbursement' ? 'reimbursement' : 'earning',
          code: l.type,
          description: l.description,
          seconds: part.seconds,
          rate: l.rate === null ? null : String(l.rate),
          amountCents: part.amountCents,
          customerId: part.customerId,
          projectId: part.projectId,
          timeRecordIds: TIMED.has(l.type) && l.recordIds.length > 0 ? l.recordIds : null,
          inputLine: i,
        }),
      );
    }
  });
  return out;
}

const sumOf = (lines: readonly DraftLine[], keep: (l: DraftLine) => boolean) =>
  lines.filter(keep).reduce((s, l) => s + l.amountCents, 0);

/** A contractor's paycheck: earnings only; net = gross + reimbursements. */
export function contractorPaycheck(who: PayeeSnapshot, lines: readonly DraftLine[]): PaycheckRecord {
  const reimbursements = sumOf(lines, (l) => l.type === 'reimbursement');
  const gross = sumOf(lines, (l) => l.type !== 'reimbursement');
  return {
    ...who,
    isContractor: true,
    deposits: [],
    grossCents: gross,
    reimbursementsCents: reimbursements,
    employeeTaxesCents: 0,
    companyTaxesCents: 0,
    employeeBenefitsCents: 0,
    companyBenefitsCents: 0,
    postTaxDeductionsCents: 0,
    netCents: gross + reimbursements,
    supplementalCents: 0,
    warnings: [],
    lines: earningLines(lines),
  };
}

/** An employee's paycheck from the draft lines and the tax engine's result. */
export function employeePaycheck(
  who: PayeeSnapshot,
  lines: readonly DraftLine[],
  r: PaycheckTaxResult,
  warnings: PaycheckWarning[],
): PaycheckRecord {
  const out = earningLines(lines);
  for (const t of r.taxes) {
    out.push(
      payLine({
        kind: 'tax',
        code: t.code,
        description: t.description,
        jurisdiction: t.jurisdiction,
        payer: t.payer,
        rate: t.rate,
        taxableWagesCents: t.taxableWagesCents,
        amountCents: t.amountCents,
        reason: t.reason,
      }),
    );
  }
  for (const b of r.benefits) {
    const share = {
      kind: 'benefit' as const,
      code: b.code,
      description: b.description,
      preTax: b.preTax,
      reason: b.reason,
      sourceId: b.id,
    };
    out.push(payLine({ ...share, payer: 'employee', amountCents: b.employeeAmountCents }));
    if (b.companyAmountCents !== 0) {
      out.push(payLine({ ...share, payer: 'company', amountCents: b.companyAmountCents }));
    }
  }
  for (const d of r.postTaxDeductions) {
    out.push(
      payLine({
        kind: 'deduction',
        code: d.code,
        description: d.description,
        amountCents: d.amountCents,
        reason: d.reason,
        sourceId: d.id,
      }),
    );
  }
  return {
    ...who,
    isContractor: false,
    deposits: [],
    grossCents: r.grossPayCents,
    reimbursementsCents: r.reimbursementsCents,
    employeeTaxesCents: r.employeeTaxesCents,
    companyTaxesCents: r.companyTaxesCents,
    employeeBenefitsCents: r.employeeBenefitsCents,
    companyBenefitsCents: r.companyBenefitsCents,
    postTaxDeductionsCents: r.postTaxDeductionsCents,
    netCents: r.netPayCents,
    supplementalCents: sumOf(lines, (l) => SUPPLEMENTAL_TYPES.has(l.type)),
    warnings,
    lines: out,
  };
}
