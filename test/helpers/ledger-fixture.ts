/**
 * Writes ledger rows (payrolls, and paychecks with their lines through `insertPaychecks`;
 * LEDGER-CONTRACT in docs/architecture.md), for read-side tests that need approved payrolls with known cents without running the
 * pay and tax engines. Paycheck totals are the contract's sums of the given lines:
 * gross = earnings, employee/company taxes = tax lines by payer, benefits by payer, deductions,
 * reimbursements, net = gross − employee taxes − employee benefits − deductions + reimbursements.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../src/platform/db/schema.js';
import { insertPaychecks } from '../../src/modules/payrolls/ledger/ledger.repository.js';
import { payLine, type PaycheckRecord } from '../../src/modules/payrolls/ledger/paycheck-record.js';

/** One pay line of a fixture paycheck (amounts in cents, hours as seconds). */
export interface FixtureLine {
  kind: 'earning' | 'tax' | 'benefit' | 'deduction' | 'reimbursement';
  code: string;
  amount: number;
  payer?: 'employee' | 'company';
  jurisdiction?: string;
  taxable?: number;
  seconds?: number;
  rate?: string;
  customer_id?: number | null;
  project_id?: number | null;
  pre_tax?: boolean;
  description?: string;
  /** How the line was computed (tax lines). */
  reason?: string;
}

/** One fixture paycheck. */
export interface FixturePaycheck {
  employee_id: number;
  first_name: string;
  last_name: string;
  is_contractor?: boolean;
  department_id?: number | null;
  workplace_state?: string | null;
  lines: FixtureLine[];
}

/** Inserts a payroll with its paychecks and lines; returns the paychecks' net cents by employee. */
export async function insertLedgerPayroll(
  db: Kysely<DB>,
  companyId: number,
  p: {
    id: string;
    status: string;
    type?: 'regular' | 'off_cycle';
    start_date: string;
    end_date: string;
    payday: string;
    paychecks: FixturePaycheck[];
  },
): Promise<Map<number, number>> {
  const cols = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_name = 'payrolls' and table_schema = current_schema() and column_name = 'body'`.execute(db);
  const hasBody = cols.rows.length > 0;
  await sql`insert into payrolls (company_id, id, type, status, start_date, end_date, payday, pay_frequency
      ${hasBody ? sql`, body` : sql``})
    values (${companyId}, ${p.id}, ${p.type ?? 'off_cycle'}, ${p.status}, ${p.start_date}, ${p.end_date},
      ${p.payday}, 'biweekly' ${hasBody ? sql`, '{}'::jsonb` : sql``})`.execute(db);
  const nets = new Map<number, number>();
  const paychecks: PaycheckRecord[] = [];
  for (const c of p.paychecks) {
    const sum = (f: (l: FixtureLine) => boolean) => c.lines.filter(f).reduce((a, l) => a + l.amount, 0);
    const payer = (l: FixtureLine) => l.payer ?? 'employee';
    const gross = sum((l) => l.kind === 'earning');
    const eeTax = sum((l) => l.kind === 'tax' && payer(l) === 'employee');
    const erTax = sum((l) => l.kind === 'tax' && payer(l) === 'company');
    const eeBen = sum((l) => l.kind === 'benefit' && payer(l) === 'employee');
    const erBen = sum((l) => l.kind === 'benefit' && payer(l) === 'company');
    const ded = sum((l) => l.kind === 'deduction');
    const reimb = sum((l) => l.kind === 'reimbursement');
    const net = gross - eeTax - eeBen - ded + reimb;
    nets.set(c.employee_id, net);
    paychecks.push({
      employeeId: c.employee_id,
      isContractor: c.is_contractor ?? false,
      firstName: c.first_name,
      lastName: c.last_name,
      paymentMethod: 'direct_deposit',
      note: null,
      workplaceId: null,
      workplaceState: c.workplace_state ?? null,
      departmentId: c.department_id ?? null,
      grossCents: gross,
      reimbursementsCents: reimb,
      employeeTaxesCents: eeTax,
      companyTaxesCents: erTax,
      employeeBenefitsCents: eeBen,
      companyBenefitsCents: erBen,
      postTaxDeductionsCents: ded,
      netCents: net,
      supplementalCents: 0,
      input: {},
      warnings: [],
      deposits: [],
      lines: c.lines.map((l) =>
        payLine({
          kind: l.kind,
          code: l.code,
          amountCents: l.amount,
          description: l.description ?? null,
          jurisdiction: l.jurisdiction ?? (l.kind === 'tax' ? 'US' : null),
          payer: payer(l),
          seconds: l.seconds ?? null,
          rate: l.rate ?? null,
          reason: l.reason ?? null,
          taxableWagesCents: l.taxable ?? null,
          preTax: l.pre_tax ?? null,
          customerId: l.customer_id ?? null,
          projectId: l.project_id ?? null,
        }),
      ),
    });
  }
  // Through the ledger's own writer: the compact storage (docs/decisions/0014-compact-ledger.md).
  await insertPaychecks(db, companyId, p.id, p.payday, paychecks);
  return nets;
}
