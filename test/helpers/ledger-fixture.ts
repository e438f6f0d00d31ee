/**
 * Writes ledger rows (payrolls, paychecks, pay_lines; LEDGER-CONTRACT in docs/architecture.md)
 * directly, for read-side tests that need approved payrolls with known cents without running the
 * pay and tax engines. Paycheck totals are the contract's sums of the given lines:
 * gross = earnings, employee/company taxes = tax lines by payer, benefits by payer, deductions,
 * reimbursements, net = gross − employee taxes − employee benefits − deductions + reimbursements.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../src/platform/db/schema.js';

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
    await sql`insert into paychecks (company_id, payroll_id, employee_id, payday, is_contractor, first_name, last_name,
        payment_method, department_id, workplace_state, gross_cents, reimbursements_cents, employee_taxes_cents,
        company_taxes_cents, employee_benefits_cents, company_benefits_cents, post_tax_deductions_cents, net_cents, input)
      values (${companyId}, ${p.id}, ${c.employee_id}, ${p.payday}, ${c.is_contractor ?? false}, ${c.first_name},
        ${c.last_name}, 'direct_deposit', ${c.department_id ?? null}, ${c.workplace_state ?? null}, ${gross}, ${reimb},
        ${eeTax}, ${erTax}, ${eeBen}, ${erBen}, ${ded}, ${net}, '{}'::jsonb)`.execute(db);
    let n = 0;
    for (const l of c.lines) {
      n += 1;
      await sql`insert into pay_lines (company_id, payroll_id, employee_id, line_no, kind, code, description,
          jurisdiction, payer, seconds, rate, taxable_wages_cents, amount_cents, pre_tax, customer_id, project_id)
        values (${companyId}, ${p.id}, ${c.employee_id}, ${n}, ${l.kind}, ${l.code}, ${l.description ?? null},
          ${l.jurisdiction ?? (l.kind === 'tax' ? 'US' : null)}, ${payer(l)}, ${l.seconds ?? null}, ${l.rate ?? null},
          ${l.taxable ?? null}, ${l.amount}, ${l.pre_tax ?? null}, ${l.customer_id ?? null},
          ${l.project_id ?? null})`.execute(db);
    }
  }
  return nets;
}
