/**
 * SQL of payment files, their entries, paycheck payment status and prenotes. Every query is scoped
 * by `companyId`; bulk writes travel as one array parameter per column (`unnest`).
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

/** A payment file row. */
export interface PaymentFileRow {
  id: string;
  payroll_id: string;
  file_date: string;
  file_id_modifier: string;
  creation_time: string;
  effective_entry_date: string;
  entry_count: number;
  total_credit_cents: string;
  total_debit_cents: string;
  /** The settings the file was written with (JSON, sealed). */
  settings_sealed: string;
  superseded: boolean;
  created_at: string;
}

/** The payroll's current (not superseded) file, or undefined. */
export async function currentFile(db: Kysely<DB>, companyId: number, payrollId: string) {
  const r = await sql<PaymentFileRow>`select * from payment_files
    where company_id = ${companyId} and payroll_id = ${payrollId} and not superseded
    order by id desc limit 1`.execute(db);
  return r.rows[0];
}

/** The file ID modifiers the company already used on `fileDate`. */
export async function usedModifiers(
  db: Kysely<DB>,
  companyId: number,
  fileDate: string,
): Promise<Set<string>> {
  const r = await sql<{ m: string }>`select file_id_modifier as m from payment_files
    where company_id = ${companyId} and file_date = ${fileDate}`.execute(db);
  return new Set(r.rows.map((x) => x.m));
}

/** Inserts a file row. */
export async function insertFile(
  db: Kysely<DB>,
  companyId: number,
  f: Omit<PaymentFileRow, 'id' | 'superseded'>,
): Promise<PaymentFileRow> {
  const r = await sql<PaymentFileRow>`insert into payment_files (company_id, payroll_id, file_date,
      file_id_modifier, creation_time, effective_entry_date, entry_count, total_credit_cents, total_debit_cents,
      settings_sealed, created_at)
    values (${companyId}, ${f.payroll_id}, ${f.file_date}, ${f.file_id_modifier}, ${f.creation_time},
      ${f.effective_entry_date}, ${f.entry_count}, ${f.total_credit_cents}, ${f.total_debit_cents},
      ${f.settings_sealed}, ${f.created_at})
    returning *`.execute(db);
  return r.rows[0]!;
}

/** Marks a file superseded by a resubmission. */
export async function supersedeFile(db: Kysely<DB>, companyId: number, id: string): Promise<void> {
  await sql`update payment_files set superseded = true where company_id = ${companyId} and id = ${id}`.execute(
    db,
  );
}

/** One entry to write (cents). */
export interface NewEntry {
  seq: number;
  kind: 'credit' | 'prenote' | 'offset';
  employeeId: number | null;
  bankAccountId: number | null;
  transactionCode: number;
  amountCents: number;
  individualName: string;
  traceNumber: string;
}

/** Writes the entries of a payroll's file (one statement). */
export async function insertEntries(
  db: Kysely<DB>,
  companyId: number,
  payrollId: string,
  entries: readonly NewEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  const col = <T>(f: (e: NewEntry) => T): T[] => entries.map(f);
  await sql`insert into payment_entries (company_id, payroll_id, seq, kind, employee_id, bank_account_id,
      transaction_code, amount_cents, individual_name, trace_number)
    select ${companyId}::bigint, ${payrollId}::text, u.s, u.k, u.e, u.b, u.t, u.a, u.n, u.tr
    from unnest(${col((e) => e.seq)}::int[], ${col((e) => e.kind)}::text[], ${col((e) => e.employeeId)}::bigint[],
      ${col((e) => e.bankAccountId)}::bigint[], ${col((e) => e.transactionCode)}::smallint[],
      ${col((e) => e.amountCents)}::bigint[], ${col((e) => e.individualName)}::text[],
      ${col((e) => e.traceNumber)}::text[]) as u(s, k, e, b, t, a, n, tr)`.execute(db);
}

/** An entry with its account's sealed numbers (null for the offset entry). */
export interface EntryRow {
  seq: number;
  kind: 'credit' | 'prenote' | 'offset';
  employee_id: string | null;
  bank_account_id: string | null;
  transaction_code: number;
  amount_cents: string;
  individual_name: string;
  trace_number: string;
  status: 'sent' | 'settled' | 'returned';
  return_code: string | null;
  account_number_last4: string | null;
  routing_number_sealed: string | null;
  account_number_sealed: string | null;
}

/** The entries of a payroll's file in file order, with the accounts' sealed numbers. */
export async function loadEntries(db: Kysely<DB>, companyId: number, payrollId: string): Promise<EntryRow[]> {
  const r = await sql<EntryRow>`select e.seq, e.kind, e.employee_id, e.bank_account_id, e.transaction_code,
      e.amount_cents, e.individual_name, e.trace_number, e.status, e.return_code, a.account_number_last4,
      a.routing_number_sealed, a.account_number_sealed
    from payment_entries e
    left join employee_bank_accounts a on a.company_id = e.company_id and a.id = e.bank_account_id
    where e.company_id = ${companyId} and e.payroll_id = ${payrollId}
    order by e.seq`.execute(db);
  return r.rows;
}

/** An active account of the company without a prenote (sealed numbers, for the prenote entry). */
export interface UnprenotedAccount {
  id: string;
  employee_id: string;
  account_type: 'checking' | 'savings';
  account_number_last4: string;
  routing_number_sealed: string;
  account_number_sealed: string;
  first_name: string;
  last_name: string;
}

/** Active accounts of the company that have no prenote yet, by employee and account id. */
export async function accountsWithoutPrenote(
  db: Kysely<DB>,
  companyId: number,
): Promise<UnprenotedAccount[]> {
  const r = await sql<UnprenotedAccount>`select a.id, a.employee_id, a.account_type, a.account_number_last4,
      a.routing_number_sealed, a.account_number_sealed, e.first_name, e.last_name
    from employee_bank_accounts a
    join employees e on e.company_id = a.company_id and e.id = a.employee_id
    where a.company_id = ${companyId} and a.deleted_at is null
      and not exists (select 1 from bank_account_prenotes p
        where p.company_id = a.company_id and p.bank_account_id = a.id)
    order by a.employee_id, a.id`.execute(db);
  return r.rows;
}

/** Records prenotes sent (or accounts marked verified by hand: `payrollId` null). */
export async function insertPrenotes(
  db: Kysely<DB>,
  companyId: number,
  payrollId: string | null,
  accountIds: readonly number[],
  sentOn: string,
  usableOn: string,
): Promise<void> {
  if (accountIds.length === 0) return;
  await sql`insert into bank_account_prenotes (company_id, bank_account_id, payroll_id, sent_on, usable_on)
    select ${companyId}::bigint, u.a, ${payrollId}::text, ${sentOn}::date, ${usableOn}::date
    from unnest(${accountIds}::bigint[]) as u(a)
    on conflict (company_id, bank_account_id) do nothing`.execute(db);
}
