/**
 * Every read of the payroll ledger this module makes (paychecks headers, their direct-deposit
 * splits, and the tax lines of `pay_lines` for the deposit calendar), in one file: the ledger's
 * storage is changing, and `pay_lines` is read only through the columns the view keeps
 * (company_id, payroll_id, employee_id, payday, kind, code, jurisdiction, payer, amount_cents,
 * taxable_wages_cents). Every query is scoped by `companyId`.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { toInt } from '../../platform/db/type-parsers.js';

/** A paycheck header as the payment file needs it (cents). */
export interface PaycheckForPayment {
  employeeId: number;
  firstName: string;
  lastName: string;
  paymentMethod: string;
  netCents: number;
}

/** The paychecks of a payroll, by employee id. */
export async function paychecksForPayment(
  db: Kysely<DB>,
  companyId: number,
  payrollId: string,
): Promise<PaycheckForPayment[]> {
  const r = await sql<{
    employee_id: string;
    first_name: string;
    last_name: string;
    payment_method: string;
    net_cents: string;
  }>`select employee_id, first_name, last_name, payment_method, net_cents from paychecks
    where company_id = ${companyId} and payroll_id = ${payrollId} order by employee_id`.execute(db);
  return r.rows.map((x) => ({
    employeeId: toInt(x.employee_id),
    firstName: x.first_name,
    lastName: x.last_name,
    paymentMethod: x.payment_method,
    netCents: Number(x.net_cents),
  }));
}

/** One direct-deposit split with its account's sealed numbers (cents). */
export interface DepositForPayment {
  employeeId: number;
  seq: number;
  bankAccountId: number;
  amountCents: number;
  accountType: 'checking' | 'savings';
  accountNumberLast4: string;
  routingSealed: string;
  accountSealed: string;
  /** The account's prenote (`sent` or `returned`) and the day it takes live credits, or null. */
  prenoteStatus: 'sent' | 'returned' | null;
  prenoteUsableOn: string | null;
}

/**
 * The direct-deposit splits of a payroll with their accounts and the accounts' prenotes (one
 * query), by employee and deposit order.
 */
export async function depositsForPayment(
  db: Kysely<DB>,
  companyId: number,
  payrollId: string,
): Promise<DepositForPayment[]> {
  const r = await sql<{
    employee_id: string;
    seq: number;
    bank_account_id: string;
    amount_cents: string;
    account_type: 'checking' | 'savings';
    account_number_last4: string;
    routing_number_sealed: string;
    account_number_sealed: string;
    prenote_status: 'sent' | 'returned' | null;
    prenote_usable_on: string | null;
  }>`select d.employee_id, d.seq, d.bank_account_id, d.amount_cents, a.account_type, a.account_number_last4,
      a.routing_number_sealed, a.account_number_sealed, p.status as prenote_status,
      p.usable_on::text as prenote_usable_on
    from paycheck_deposits d
    join employee_bank_accounts a on a.company_id = d.company_id and a.id = d.bank_account_id
    left join bank_account_prenotes p on p.company_id = a.company_id and p.bank_account_id = a.id
    where d.company_id = ${companyId} and d.payroll_id = ${payrollId}
    order by d.employee_id, d.seq`.execute(db);
  return r.rows.map((x) => ({
    employeeId: toInt(x.employee_id),
    seq: x.seq,
    bankAccountId: toInt(x.bank_account_id),
    amountCents: Number(x.amount_cents),
    accountType: x.account_type,
    accountNumberLast4: x.account_number_last4,
    routingSealed: x.routing_number_sealed,
    accountSealed: x.account_number_sealed,
    prenoteStatus: x.prenote_status,
    prenoteUsableOn: x.prenote_usable_on,
  }));
}

/** A paycheck whose payment status is not its method's default (see {@link insertPaycheckPayments}). */
export interface PaymentException {
  employeeId: number;
  method: 'direct_deposit' | 'check';
  status: 'pending' | 'sent' | 'settled';
  warning: string | null;
}

/**
 * Writes the payment status of every paycheck of the payroll in one `INSERT … SELECT` over the
 * paycheck headers (employee id and payment method only): a direct-deposit paycheck is
 * `direct_deposit` / `sent`, any other `check` / `pending`, unless `exceptions` names it (a
 * paycheck without splits, a person whose account is still in its prenote period).
 */
export async function insertPaycheckPayments(
  db: Kysely<DB>,
  companyId: number,
  payrollId: string,
  exceptions: readonly PaymentException[],
  at: string,
): Promise<void> {
  const col = <T>(f: (e: PaymentException) => T): T[] => exceptions.map(f);
  await sql`insert into paycheck_payments (company_id, payroll_id, employee_id, method, status, warning, updated_at)
    select c.company_id, c.payroll_id, c.employee_id,
      coalesce(x.m, case when c.payment_method = 'direct_deposit' then 'direct_deposit' else 'check' end),
      coalesce(x.s, case when c.payment_method = 'direct_deposit' then 'sent' else 'pending' end),
      x.w, ${at}::timestamptz
    from paychecks c
    left join unnest(${col((r) => r.employeeId)}::bigint[], ${col((r) => r.method)}::text[],
      ${col((r) => r.status)}::text[], ${col((r) => r.warning)}::text[]) as x(e, m, s, w) on x.e = c.employee_id
    where c.company_id = ${companyId} and c.payroll_id = ${payrollId}`.execute(db);
}

/** Tax sums of one approved payroll by code, jurisdiction and payer (cents). */
export interface PayrollTaxRow {
  payroll_id: string;
  payday: string;
  code: string;
  jurisdiction: string;
  payer: string;
  amount_cents: string;
  /** True for a historical payroll (run by the previous provider, who made its deposits). */
  historical: boolean;
}

/**
 * Tax line sums of the approved payrolls (pending, processing, paid) with paydays from `start` to
 * `end` (inclusive), per payroll, code, jurisdiction and payer. The payday comes from the paycheck
 * header (the same as the pay_lines view's). Historical payrolls are included and flagged.
 */
export async function taxesByPayroll(
  db: Kysely<DB>,
  companyId: number,
  start: string,
  end: string,
): Promise<PayrollTaxRow[]> {
  const r = await sql<PayrollTaxRow>`select l.payroll_id, c.payday::text as payday, l.code,
      coalesce(l.jurisdiction, '') as jurisdiction, l.payer, sum(l.amount_cents)::text as amount_cents,
      (p.type = 'historical') as historical
    from paychecks c
    join payrolls p on p.company_id = c.company_id and p.id = c.payroll_id
    join pay_lines l on l.company_id = c.company_id and l.payroll_id = c.payroll_id and l.employee_id = c.employee_id
    where c.company_id = ${companyId} and c.payday between ${start} and ${end}
      and p.status in ('pending', 'processing', 'paid') and l.kind = 'tax'
    group by l.payroll_id, c.payday, l.code, coalesce(l.jurisdiction, ''), l.payer, p.type
    order by c.payday, l.payroll_id`.execute(db);
  return r.rows;
}
