/**
 * SQL of the pay statement (ledger reads): one paycheck with its pay lines and the person's YTD
 * per line and per total. Scoped by `company_id`; money in integer cents (sums as decimal strings),
 * hours as integer seconds.
 *
 * YTD rule: the sum over the person's paychecks of APPROVED payrolls (pending, processing, paid)
 * with a payday in the same calendar year up to and including this paycheck's payday, PLUS this
 * payroll itself whatever its status (so a draft's statement shows YTD as it will be once
 * approved; an approved payroll is counted once).
 */
import type { Static } from 'typebox';
import type { Address } from '../../platform/http/schemas.js';
import { paycheckWarningsSql } from './ledger/paycheck-warnings.js';
import { decodeDetail } from './ledger/paycheck-detail.js';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { approvedPayroll, sumMoney, type PaycheckMoneyRow } from './ledger-fragments.js';

type Int = string | number;

/** The paycheck header with its payroll and company. */
export interface PaycheckHeaderRow {
  payroll_id: string;
  status: string;
  type: string;
  start_date: string;
  end_date: string;
  payday: string;
  pay_frequency: string;
  company_name: string;
  /** The companies.address jsonb column (docs/api-conventions.md §2.1, written whole by PATCH /companies). */
  company_address: Static<typeof Address> | null;
  employee_id: Int;
  first_name: string;
  last_name: string;
  is_contractor: boolean;
  payment_method: string;
  note: string | null;
  workplace_id: string | null;
  workplace_state: string | null;
  department_id: Int | null;
  warnings: Array<{ code: string; message: string }>;
}

/** The paycheck of `employeeId` in payroll `payrollId`, or undefined. */
export async function findPaycheck(
  db: Kysely<DB>,
  companyId: number,
  payrollId: string,
  employeeId: number,
): Promise<PaycheckHeaderRow | undefined> {
  const r = await sql<PaycheckHeaderRow>`
    select p.id as payroll_id, p.status, p.type, p.start_date, p.end_date, p.payday, p.pay_frequency,
      co.name as company_name, co.address as company_address, c.employee_id, c.first_name, c.last_name,
      c.is_contractor, c.payment_method, c.note, c.workplace_id, c.workplace_state, c.department_id,
      ${paycheckWarningsSql('c')} as warnings
    from payrolls p
    join paychecks c on c.company_id = p.company_id and c.payroll_id = p.id
    join companies co on co.id = p.company_id
    where p.company_id = ${companyId} and p.id = ${payrollId} and c.employee_id = ${employeeId}`.execute(db);
  return r.rows[0];
}

/** Whether payroll `payrollId` exists in the company (to tell 404 payroll from 404 paycheck). */
export async function payrollExists(db: Kysely<DB>, companyId: number, payrollId: string): Promise<boolean> {
  const r = await sql<{ one: number }>`
    select 1 as one from payrolls where company_id = ${companyId} and id = ${payrollId}`.execute(db);
  return r.rows.length > 0;
}

/** One pay line, or one YTD sum of lines with the same kind, code, jurisdiction and payer. */
export interface LineSumRow {
  kind: string;
  code: string;
  description: string | null;
  jurisdiction: string | null;
  payer: string;
  pre_tax: boolean | null;
  seconds: Int | null;
  rate: string | null;
  taxable_wages_cents: Int | null;
  amount_cents: Int;
  /** How the line was computed (this paycheck's lines only; null in YTD sums). */
  reason: string | null;
}

/** The paycheck's lines in line order (each line's rate from the paycheck's detail). */
export async function paycheckLines(
  db: Kysely<DB>,
  companyId: number,
  payrollId: string,
  employeeId: number,
): Promise<LineSumRow[]> {
  const r = await sql<LineSumRow>`
    select kind, code, description, jurisdiction, payer, pre_tax, seconds, null as rate,
      taxable_wages_cents, amount_cents, null as reason
    from pay_lines
    where company_id = ${companyId} and payroll_id = ${payrollId} and employee_id = ${employeeId}
    order by line_no`.execute(db);
  const d = await sql<{ detail: Uint8Array }>`
    select detail from paychecks
    where company_id = ${companyId} and payroll_id = ${payrollId} and employee_id = ${employeeId}`.execute(
    db,
  );
  if (d.rows[0]) {
    const { rates, reasons } = decodeDetail(d.rows[0].detail);
    r.rows.forEach((row, i) => {
      row.rate = rates[i] ?? null;
      row.reason = reasons[i] ?? null;
    });
  }
  return r.rows;
}

/** YTD sums per (kind, code, jurisdiction, payer) of the person's lines under the YTD rule above. */
export async function ytdLines(
  db: Kysely<DB>,
  companyId: number,
  payrollId: string,
  employeeId: number,
  payday: string,
): Promise<LineSumRow[]> {
  const r = await sql<LineSumRow>`
    select l.kind, l.code, max(l.description) as description, l.jurisdiction, l.payer, bool_or(l.pre_tax) as pre_tax,
      sum(l.seconds)::text as seconds, null as rate, sum(l.taxable_wages_cents)::text as taxable_wages_cents,
      sum(l.amount_cents)::text as amount_cents, null as reason
    from pay_lines l
    join paychecks c on c.company_id = l.company_id and c.payroll_id = l.payroll_id and c.employee_id = l.employee_id
    join payrolls p on p.company_id = c.company_id and p.id = c.payroll_id
    where l.company_id = ${companyId} and l.employee_id = ${employeeId}
      and c.payday between date_trunc('year', ${payday}::date)::date and ${payday}::date
      and (${approvedPayroll} or p.id = ${payrollId})
    group by l.kind, l.code, l.jurisdiction, l.payer`.execute(db);
  return r.rows;
}

/** Paycheck money columns, current or YTD (integer cents as text). */
export type PaycheckTotalsRow = PaycheckMoneyRow;

/** This paycheck's totals (`current`) and the YTD totals under the YTD rule above (`ytd`). */
export async function paycheckTotals(
  db: Kysely<DB>,
  companyId: number,
  payrollId: string,
  employeeId: number,
  payday: string,
): Promise<{ current: PaycheckTotalsRow; ytd: PaycheckTotalsRow }> {
  const r = await sql<PaycheckTotalsRow & { is_current: boolean }>`
    select true as is_current, ${sumMoney}
    from paychecks c where c.company_id = ${companyId} and c.payroll_id = ${payrollId} and c.employee_id = ${employeeId}
    union all
    select false, ${sumMoney}
    from paychecks c join payrolls p on p.company_id = c.company_id and p.id = c.payroll_id
    where c.company_id = ${companyId} and c.employee_id = ${employeeId}
      and c.payday between date_trunc('year', ${payday}::date)::date and ${payday}::date
      and (${approvedPayroll} or p.id = ${payrollId})`.execute(db);
  const current = r.rows.find((x) => x.is_current);
  const ytd = r.rows.find((x) => !x.is_current);
  if (!current || !ytd) throw new Error(`paycheck ${payrollId}/${employeeId} vanished while reading`);
  return { current, ytd };
}
