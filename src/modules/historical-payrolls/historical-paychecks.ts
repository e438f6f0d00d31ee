/**
 * A historical payroll's body → paychecks of the ledger (pure: no database, no clock). Every
 * field error is collected and named by its JSON path (`employees[0].taxes[2].jurisdiction`):
 * - earnings: a known earning type, amount ≥ 0 (a negative wage is refused), ≤ 2 decimals;
 * - taxes: a known code, a jurisdiction of the code's scope (`US`, a state, a locality), a payer the
 *   code has, 0 ≤ amount ≤ taxable wages ≤ the gross pay ("taxes ≤ wages"), and Social Security and
 *   Medicare with both the employee and the company line (each side counts toward its wage base);
 * - benefits and deductions: a known code, amounts ≥ 0;
 * - the net pay (gross − employee taxes − employee benefits − deductions + reimbursements) ≥ 0;
 * - each person once, in the list of their kind (employees vs contractors).
 * Money in integer cents; the paychecks carry no deposits (a historical payroll moves no money)
 * and their payment method is `manual`.
 */
import type { Static } from 'typebox';
import { DomainError, type FieldError } from '../../shared/errors.js';
import { dollarsToCents, decimalPlaces } from '../../shared/money.js';
import { payLine, type PayLine, type PaycheckRecord } from '../payrolls/ledger/paycheck-record.js';
import { BENEFIT_CODES, DEDUCTION_CODES } from '../setup/benefits.schemas.js';
import type { HistoricalPayrollBody } from './historical-payrolls.schemas.js';
import { jurisdictionProblem, TAX_CODES } from './tax-codes.js';

/** Body of POST /historical-payrolls. */
export type HistoricalPayrollInput = Static<typeof HistoricalPayrollBody>;

/** What the builder needs to know of a person (company-scoped row). */
export interface HistoricalPerson {
  id: number;
  firstName: string;
  lastName: string;
  employmentType: string;
  workplaceId: string | null;
  workplaceState: string | null;
  departmentId: number | null;
}

/** Earning types and whether they are supplemental wages (Pub 15 §7). */
const EARNING_TYPES: Readonly<Record<string, boolean>> = {
  regular: false,
  overtime: false,
  double_overtime: false,
  salary: false,
  pto: false,
  sick: false,
  holiday: false,
  bonus: true,
  commission: true,
  reimbursement: false,
};

const BENEFITS = new Set<string>(BENEFIT_CODES);
const DEDUCTIONS = new Set<string>(DEDUCTION_CODES);
const NOTE = 'Historical payroll (paid outside payclock)';

/** Collects field errors and converts dollars to cents. */
class Errors {
  readonly list: FieldError[] = [];
  add(field: string, message: string): void {
    this.list.push({ field, message });
  }
  /** Dollars → cents; null (with an error) when negative, not finite or with more than 2 decimals. */
  cents(field: string, dollars: number): number | null {
    if (!Number.isFinite(dollars) || decimalPlaces(dollars) > 2) {
      this.add(field, 'must be an amount in dollars with at most 2 decimals');
      return null;
    }
    if (dollars < 0) {
      this.add(field, `must not be negative (got ${dollars})`);
      return null;
    }
    return dollarsToCents(dollars);
  }
}

/**
 * Builds the paychecks of a historical payroll from its body and the people it names.
 * @throws 400 `validation_failed` naming every bad field; 400 `invalid_reference` for a person who
 *   is not of this company or not of the list's kind
 */
export function buildHistoricalPaychecks(
  body: HistoricalPayrollInput,
  people: ReadonlyMap<number, HistoricalPerson>,
): PaycheckRecord[] {
  const e = new Errors();
  const refs: FieldError[] = [];
  const seen = new Set<number>();
  const out: PaycheckRecord[] = [];
  const person = (id: number, path: string, contractor: boolean): HistoricalPerson | null => {
    if (seen.has(id)) e.add(`${path}.employee_id`, `employee ${id} appears more than once`);
    seen.add(id);
    const p = people.get(id);
    if (!p) {
      refs.push({ field: `${path}.employee_id`, message: `${id} is not an employee of this company` });
      return null;
    }
    if (contractor !== (p.employmentType === 'contractor')) {
      refs.push({
        field: `${path}.employee_id`,
        message: contractor
          ? `${id} is not a contractor`
          : `${id} is a contractor; list contractors under contractors`,
      });
      return null;
    }
    return p;
  };

  body.employees.forEach((x, i) => {
    const path = `employees[${i}]`;
    const p = person(x.employee_id, path, false);
    const lines: PayLine[] = [];
    let gross = 0;
    let reimbursements = 0;
    let supplemental = 0;
    x.earnings.forEach((l, k) => {
      const f = `${path}.earnings[${k}]`;
      const supp = EARNING_TYPES[l.type];
      if (supp === undefined) {
        e.add(`${f}.type`, `unknown earning type "${l.type}" (${Object.keys(EARNING_TYPES).join(', ')})`);
      }
      const c = e.cents(`${f}.amount`, l.amount);
      if (l.hours !== undefined && decimalPlaces(l.hours) > 2) e.add(`${f}.hours`, 'at most 2 decimals');
      if (c === null) return;
      const reimb = l.type === 'reimbursement';
      if (reimb) reimbursements += c;
      else gross += c;
      if (supp) supplemental += c;
      lines.push(
        payLine({
          kind: reimb ? 'reimbursement' : 'earning',
          code: l.type,
          description: NOTE,
          amountCents: c,
          seconds: l.hours === undefined || reimb ? null : Math.round(l.hours * 100) * 36,
          inputLine: k,
        }),
      );
    });
    let employeeTaxes = 0;
    let companyTaxes = 0;
    const fica = new Map<string, Set<string>>();
    (x.taxes ?? []).forEach((t, k) => {
      const f = `${path}.taxes[${k}]`;
      const rule = TAX_CODES[t.code];
      if (!rule) {
        e.add(`${f}.code`, `unknown tax code "${t.code}" (${Object.keys(TAX_CODES).join(', ')})`);
        return;
      }
      const jp = jurisdictionProblem(rule.scope, t.jurisdiction);
      if (jp) e.add(`${f}.jurisdiction`, `"${t.jurisdiction}" is not a jurisdiction of ${t.code}: ${jp}`);
      const payer = t.payer as 'employee' | 'company';
      if (!rule.payers.includes(payer)) {
        e.add(`${f}.payer`, `${t.code} is paid by the ${rule.payers.join(' or the ')}, not the ${payer}`);
      }
      const wages = e.cents(`${f}.taxable_wages`, t.taxable_wages);
      const amount = e.cents(`${f}.amount`, t.amount);
      if (wages === null || amount === null) return;
      if (amount > wages) {
        e.add(`${f}.amount`, `the tax (${t.amount}) exceeds its taxable wages (${t.taxable_wages})`);
      }
      if (t.code === 'social_security' || t.code === 'medicare') {
        const s = fica.get(t.code) ?? new Set<string>();
        s.add(payer);
        fica.set(t.code, s);
      }
      if (payer === 'employee') employeeTaxes += amount;
      else companyTaxes += amount;
      lines.push(
        payLine({
          kind: 'tax',
          code: t.code,
          description: NOTE,
          jurisdiction: t.jurisdiction,
          payer,
          taxableWagesCents: wages,
          amountCents: amount,
          reason: 'Entered as a historical payroll',
        }),
      );
    });
    for (const [code, payers] of fica) {
      if (payers.size < 2) {
        e.add(
          `${path}.taxes`,
          `${code} needs both the employee and the company line (each counts toward its wage base)`,
        );
      }
    }
    (x.taxes ?? []).forEach((t, k) => {
      const w =
        Number.isFinite(t.taxable_wages) && t.taxable_wages >= 0 ? dollarsToCentsSafe(t.taxable_wages) : 0;
      if (w > gross) {
        e.add(
          `${path}.taxes[${k}].taxable_wages`,
          `the taxable wages (${t.taxable_wages}) exceed the gross pay`,
        );
      }
    });
    let employeeBenefits = 0;
    let companyBenefits = 0;
    (x.benefits ?? []).forEach((b, k) => {
      const f = `${path}.benefits[${k}]`;
      if (!BENEFITS.has(b.code)) {
        e.add(`${f}.code`, `unknown benefit code "${b.code}" (${BENEFIT_CODES.join(', ')})`);
      }
      const ee = e.cents(`${f}.employee_amount`, b.employee_amount);
      const er = b.company_amount === undefined ? 0 : e.cents(`${f}.company_amount`, b.company_amount);
      if (ee === null || er === null) return;
      employeeBenefits += ee;
      companyBenefits += er;
      const share = {
        kind: 'benefit' as const,
        code: b.code,
        description: NOTE,
        preTax: b.code !== 'roth_401k',
      };
      lines.push(payLine({ ...share, payer: 'employee', amountCents: ee }));
      if (er !== 0) lines.push(payLine({ ...share, payer: 'company', amountCents: er }));
    });
    let deductions = 0;
    (x.deductions ?? []).forEach((d, k) => {
      const f = `${path}.deductions[${k}]`;
      if (!DEDUCTIONS.has(d.code)) {
        e.add(`${f}.code`, `unknown deduction code "${d.code}" (${DEDUCTION_CODES.join(', ')})`);
      }
      const c = e.cents(`${f}.amount`, d.amount);
      if (c === null) return;
      deductions += c;
      lines.push(payLine({ kind: 'deduction', code: d.code, description: NOTE, amountCents: c }));
    });
    const net = gross - employeeTaxes - employeeBenefits - deductions + reimbursements;
    if (net < 0) {
      e.add(
        path,
        'employee taxes, benefits and deductions exceed the gross pay (the net pay would be negative)',
      );
    }
    if (p) {
      out.push(
        record(p, false, lines, {
          grossCents: gross,
          reimbursementsCents: reimbursements,
          employeeTaxesCents: employeeTaxes,
          companyTaxesCents: companyTaxes,
          employeeBenefitsCents: employeeBenefits,
          companyBenefitsCents: companyBenefits,
          postTaxDeductionsCents: deductions,
          netCents: net,
          supplementalCents: supplemental,
        }),
      );
    }
  });

  (body.contractors ?? []).forEach((x, i) => {
    const path = `contractors[${i}]`;
    const p = person(x.employee_id, path, true);
    const c = e.cents(`${path}.amount`, x.amount);
    if (!p || c === null) return;
    const lines = [
      payLine({ kind: 'earning', code: 'regular', description: NOTE, amountCents: c, inputLine: 0 }),
    ];
    out.push(
      record(p, true, lines, {
        grossCents: c,
        reimbursementsCents: 0,
        employeeTaxesCents: 0,
        companyTaxesCents: 0,
        employeeBenefitsCents: 0,
        companyBenefitsCents: 0,
        postTaxDeductionsCents: 0,
        netCents: c,
        supplementalCents: 0,
      }),
    );
  });

  if (e.list.length > 0) {
    throw new DomainError('validation_failed', `${e.list[0]!.field}: ${e.list[0]!.message}`, e.list);
  }
  if (refs.length > 0) {
    throw new DomainError('invalid_reference', `${refs[0]!.field}: ${refs[0]!.message}`, refs);
  }
  if (out.length === 0) {
    throw new DomainError('validation_failed', 'employees: a historical payroll pays at least one person', [
      { field: 'employees', message: 'a historical payroll pays at least one person' },
    ]);
  }
  return out.sort((a, b) => a.employeeId - b.employeeId);
}

/** Dollars → cents for a comparison only (an invalid amount is reported elsewhere). */
function dollarsToCentsSafe(d: number): number {
  return decimalPlaces(d) <= 2 ? dollarsToCents(d) : Math.round(d * 100);
}

type Totals = Pick<
  PaycheckRecord,
  | 'grossCents'
  | 'reimbursementsCents'
  | 'employeeTaxesCents'
  | 'companyTaxesCents'
  | 'employeeBenefitsCents'
  | 'companyBenefitsCents'
  | 'postTaxDeductionsCents'
  | 'netCents'
  | 'supplementalCents'
>;

function record(p: HistoricalPerson, contractor: boolean, lines: PayLine[], t: Totals): PaycheckRecord {
  return {
    employeeId: p.id,
    isContractor: contractor,
    firstName: p.firstName,
    lastName: p.lastName,
    paymentMethod: 'manual',
    note: NOTE,
    workplaceId: contractor ? null : p.workplaceId,
    workplaceState: contractor ? null : p.workplaceState,
    departmentId: p.departmentId,
    ...t,
    input: { historical: true },
    warnings: [],
    lines,
    deposits: [],
  };
}
