/**
 * SQL of payment status: paycheck payments with their entries and checks, settlement, returns and
 * the check register. Every query is scoped by `companyId`.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

/** A paycheck's payment row joined with its header (cents). */
export interface PaycheckPaymentRow {
  employee_id: string;
  first_name: string;
  last_name: string;
  net_cents: string;
  method: 'direct_deposit' | 'check';
  status: 'pending' | 'sent' | 'settled' | 'returned' | 'check_issued';
  return_code: string | null;
  warning: string | null;
  updated_at: string;
}

/** The payment rows of a payroll (of one person when given), by employee id. */
export async function paycheckPayments(
  db: Kysely<DB>,
  companyId: number,
  payrollId: string,
  employeeId: number | null = null,
): Promise<PaycheckPaymentRow[]> {
  const r =
    await sql<PaycheckPaymentRow>`select p.employee_id, c.first_name, c.last_name, c.net_cents, p.method,
      p.status, p.return_code, p.warning, p.updated_at
    from paycheck_payments p
    join paychecks c on c.company_id = p.company_id and c.payroll_id = p.payroll_id and c.employee_id = p.employee_id
    where p.company_id = ${companyId} and p.payroll_id = ${payrollId}
      ${employeeId === null ? sql`` : sql`and p.employee_id = ${employeeId}`}
    order by p.employee_id`.execute(db);
  return r.rows;
}

/** Sets the status (and return code) of one paycheck's payment. */
export async function setPaycheckStatus(
  db: Kysely<DB>,
  companyId: number,
  payrollId: string,
  employeeId: number,
  status: PaycheckPaymentRow['status'],
  returnCode: string | null | undefined,
  at: string,
): Promise<void> {
  await sql`update paycheck_payments set status = ${status}, updated_at = ${at}
      ${returnCode === undefined ? sql`` : sql`, return_code = ${returnCode}`}
    where company_id = ${companyId} and payroll_id = ${payrollId} and employee_id = ${employeeId}`.execute(
    db,
  );
}

/** Settles every `sent` credit and paycheck of the payroll; returns the employees settled. */
export async function settleAll(db: Kysely<DB>, companyId: number, payrollId: string, at: string) {
  await sql`update payment_entries set status = 'settled', status_at = ${at}
    where company_id = ${companyId} and payroll_id = ${payrollId} and status = 'sent' and kind <> 'prenote'`.execute(
    db,
  );
  const r = await sql<{
    employee_id: string;
  }>`update paycheck_payments set status = 'settled', updated_at = ${at}
    where company_id = ${companyId} and payroll_id = ${payrollId} and status = 'sent'
    returning employee_id`.execute(db);
  return r.rows.length;
}

/** An entry found by its trace number. */
export interface TracedEntry {
  payroll_id: string;
  seq: number;
  kind: 'credit' | 'prenote' | 'offset';
  employee_id: string | null;
  bank_account_id: string | null;
  amount_cents: string;
  trace_number: string;
  status: 'sent' | 'settled' | 'returned';
}

/** Entries of the company with these trace numbers. */
export async function entriesByTrace(db: Kysely<DB>, companyId: number, traces: readonly string[]) {
  if (traces.length === 0) return [];
  const r = await sql<TracedEntry>`select payroll_id, seq, kind, employee_id, bank_account_id, amount_cents,
      trace_number, status
    from payment_entries where company_id = ${companyId} and trace_number = any(${traces}::text[])`.execute(
    db,
  );
  return r.rows;
}

/** Credit entries of one paycheck. */
export async function creditsOf(db: Kysely<DB>, companyId: number, payrollId: string, employeeId: number) {
  const r = await sql<TracedEntry>`select payroll_id, seq, kind, employee_id, bank_account_id, amount_cents,
      trace_number, status
    from payment_entries where company_id = ${companyId} and payroll_id = ${payrollId}
      and employee_id = ${employeeId} and kind = 'credit' order by seq`.execute(db);
  return r.rows;
}

/** Marks entries returned with `code`. */
export async function returnEntries(
  db: Kysely<DB>,
  companyId: number,
  payrollId: string,
  seqs: readonly number[],
  code: string,
  at: string,
): Promise<void> {
  await sql`update payment_entries set status = 'returned', return_code = ${code}, status_at = ${at}
    where company_id = ${companyId} and payroll_id = ${payrollId} and seq = any(${seqs}::int[])`.execute(db);
}

/** Marks a prenote returned: the account receives no live credit. */
export async function returnPrenote(db: Kysely<DB>, companyId: number, bankAccountId: number, code: string) {
  await sql`update bank_account_prenotes set status = 'returned', return_code = ${code}
    where company_id = ${companyId} and bank_account_id = ${bankAccountId}`.execute(db);
}

/** The entries of a payroll with account last four digits, by employee. */
export async function entriesForStatus(db: Kysely<DB>, companyId: number, payrollId: string) {
  const r = await sql<{
    employee_id: string | null;
    kind: string;
    transaction_code: number;
    amount_cents: string;
    trace_number: string;
    status: string;
    return_code: string | null;
    account_number_last4: string | null;
  }>`select e.employee_id, e.kind, e.transaction_code, e.amount_cents, e.trace_number, e.status, e.return_code,
      a.account_number_last4
    from payment_entries e
    left join employee_bank_accounts a on a.company_id = e.company_id and a.id = e.bank_account_id
    where e.company_id = ${companyId} and e.payroll_id = ${payrollId} order by e.seq`.execute(db);
  return r.rows;
}

/** A check of the register (cents). */
export interface CheckRow {
  id: string;
  payroll_id: string;
  employee_id: string;
  check_number: string;
  amount_cents: string;
  payee_name: string;
  issued_on: string;
  reason: string;
  void: boolean;
}

/** Records a check. */
export async function insertCheck(
  db: Kysely<DB>,
  companyId: number,
  c: Omit<CheckRow, 'id' | 'void'>,
  at: string,
): Promise<CheckRow> {
  const r = await sql<CheckRow>`insert into manual_checks (company_id, payroll_id, employee_id, check_number,
      amount_cents, payee_name, issued_on, reason, created_at)
    values (${companyId}, ${c.payroll_id}, ${c.employee_id}, ${c.check_number}, ${c.amount_cents}, ${c.payee_name},
      ${c.issued_on}, ${c.reason}, ${at})
    returning id, payroll_id, employee_id, check_number, amount_cents, payee_name, issued_on, reason, void`.execute(
    db,
  );
  return r.rows[0]!;
}

/** Whether the check number is taken. */
export async function checkNumberTaken(db: Kysely<DB>, companyId: number, n: number): Promise<boolean> {
  const r =
    await sql`select 1 from manual_checks where company_id = ${companyId} and check_number = ${n}`.execute(
      db,
    );
  return r.rows.length > 0;
}

/** Checks of a payroll, or issued between two dates (inclusive), by check number. */
export async function listChecks(
  db: Kysely<DB>,
  companyId: number,
  f: { payrollId?: string; start?: string; end?: string },
): Promise<CheckRow[]> {
  const r = await sql<CheckRow>`select id, payroll_id, employee_id, check_number, amount_cents, payee_name,
      issued_on, reason, void
    from manual_checks where company_id = ${companyId}
      ${f.payrollId === undefined ? sql`` : sql`and payroll_id = ${f.payrollId}`}
      ${f.start === undefined ? sql`` : sql`and issued_on >= ${f.start}`}
      ${f.end === undefined ? sql`` : sql`and issued_on <= ${f.end}`}
    order by check_number`.execute(db);
  return r.rows;
}
