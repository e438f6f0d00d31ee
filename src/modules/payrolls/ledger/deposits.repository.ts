/**
 * SQL of paycheck deposits: the people's active bank accounts in deposit order, the bulk write of
 * the splits (`unnest`), their read-back with each account's public digits, and the re-split of a
 * payroll at approval. Every query is scoped by `companyId`.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';
import { toInt } from '../../../platform/db/type-parsers.js';
import { assignDeposits, type DepositAccount } from './deposits.js';
import { loadWarnings, resolveWarningIds, warningIdsLiteral } from './paycheck-warnings.js';
import type { PaycheckDeposit, PaycheckRecord } from './paycheck-record.js';

/** An account's public digits and type, as rows carry them. */
interface AccountDigits {
  account_type: string;
  account_number_last4: string;
  routing_number_last4: string;
}

/** Row → the account's public fields. */
const digits = (r: AccountDigits) => ({
  accountType: r.account_type,
  accountNumberLast4: r.account_number_last4,
  routingNumberLast4: r.routing_number_last4,
});

/** Appends `v` to the list of `key` in `m`. */
function push<V>(m: Map<number, V[]>, key: number, v: V): void {
  const list = m.get(key);
  if (list) list.push(v);
  else m.set(key, [v]);
}

/**
 * Active (not deleted) accounts of the people, in deposit order per person: accounts with a fixed
 * amount or percentage by creation (id), then the remainder account.
 */
export async function loadDepositAccounts(
  db: Kysely<DB>,
  companyId: number,
  employeeIds: readonly number[],
): Promise<Map<number, DepositAccount[]>> {
  const out = new Map<number, DepositAccount[]>();
  if (employeeIds.length === 0) return out;
  const rows = await sql<
    AccountDigits & {
      id: string;
      employee_id: string;
      split_amount_cents: string | null;
      split_percent: string | null;
    }
  >`select id, employee_id, split_amount_cents, split_percent, account_type, account_number_last4,
      routing_number_last4
    from employee_bank_accounts
    where company_id = ${companyId} and employee_id = any(${employeeIds}::bigint[]) and deleted_at is null
    order by employee_id, (split_amount_cents is null and split_percent is null), id`.execute(db);
  for (const r of rows.rows) {
    push(out, toInt(r.employee_id), {
      bankAccountId: toInt(r.id),
      splitAmountCents: r.split_amount_cents === null ? null : Number(r.split_amount_cents),
      splitPercent: r.split_percent,
      ...digits(r),
    });
  }
  return out;
}

/** Writes the deposits of the paychecks (one `insert … select from unnest(…)`). */
export async function insertDeposits(
  db: Kysely<DB>,
  companyId: number,
  payrollId: string,
  paychecks: readonly PaycheckRecord[],
): Promise<void> {
  const emp: number[] = [];
  const seq: number[] = [];
  const acct: number[] = [];
  const cents: number[] = [];
  for (const c of paychecks) {
    c.deposits.forEach((d, k) => {
      emp.push(c.employeeId);
      seq.push(k);
      acct.push(d.bankAccountId);
      cents.push(d.amountCents);
    });
  }
  if (emp.length === 0) return;
  await sql`insert into paycheck_deposits (company_id, payroll_id, employee_id, seq, bank_account_id, amount_cents)
    select ${companyId}::bigint, ${payrollId}::text, u.e, u.s, u.a, u.c
    from unnest(${emp}::bigint[], ${seq}::smallint[], ${acct}::bigint[], ${cents}::bigint[]) as u(e, s, a, c)`.execute(
    db,
  );
}

/** Deposits of a payroll's paychecks (of `employeeIds` when given), by person in deposit order. */
export async function loadDeposits(
  db: Kysely<DB>,
  companyId: number,
  payrollId: string,
  employeeIds: readonly number[] | null,
): Promise<Map<number, PaycheckDeposit[]>> {
  const rows = await sql<
    AccountDigits & { employee_id: string; bank_account_id: string; amount_cents: string }
  >`select d.employee_id, d.bank_account_id, d.amount_cents, a.account_type, a.account_number_last4,
      a.routing_number_last4
    from paycheck_deposits d
    join employee_bank_accounts a on a.company_id = d.company_id and a.id = d.bank_account_id
    where d.company_id = ${companyId} and d.payroll_id = ${payrollId}
      ${employeeIds === null ? sql`` : sql`and d.employee_id = any(${employeeIds}::bigint[])`}
    order by d.employee_id, d.seq`.execute(db);
  const out = new Map<number, PaycheckDeposit[]>();
  for (const r of rows.rows) {
    push(out, toInt(r.employee_id), {
      bankAccountId: toInt(r.bank_account_id),
      amountCents: Number(r.amount_cents),
      ...digits(r),
    });
  }
  return out;
}

/**
 * Splits every direct-deposit paycheck of the payroll again over the accounts on file now (at
 * approval: accounts may have changed since the draft). A direct-deposit paycheck whose person has
 * no account left is switched to `manual` with a `no_bank_account` warning. Returns whether any
 * payment method changed (the header totals' cash requirement then needs a refresh).
 */
export async function resplitDeposits(
  db: Kysely<DB>,
  companyId: number,
  payrollId: string,
): Promise<boolean> {
  const rows = await db
    .selectFrom('paychecks')
    .select(['employee_id', 'net_cents', 'warning_ids'])
    .where('company_id', '=', companyId)
    .where('payroll_id', '=', payrollId)
    .where('payment_method', '=', 'direct_deposit')
    .execute();
  await db
    .deleteFrom('paycheck_deposits')
    .where('company_id', '=', companyId)
    .where('payroll_id', '=', payrollId)
    .execute();
  if (rows.length === 0) return false;
  const known = await loadWarnings(
    db,
    companyId,
    rows.flatMap((r) => r.warning_ids),
  );
  const paychecks = rows.map(
    (r) =>
      ({
        employeeId: toInt(r.employee_id),
        netCents: Number(r.net_cents),
        paymentMethod: 'direct_deposit',
        warnings: r.warning_ids.map((id) => known.get(Number(id))!),
        deposits: [],
      }) as unknown as PaycheckRecord,
  );
  const accounts = await loadDepositAccounts(
    db,
    companyId,
    paychecks.map((c) => c.employeeId),
  );
  const changed = assignDeposits(paychecks, accounts);
  await insertDeposits(db, companyId, payrollId, paychecks);
  const manual = paychecks.filter((c) => c.paymentMethod === 'manual');
  if (manual.length > 0) {
    const ids = await resolveWarningIds(
      db,
      companyId,
      manual.flatMap((c) => c.warnings),
    );
    // One statement for every person left without an account (not one UPDATE per paycheck).
    await sql`update paychecks c set payment_method = 'manual', warning_ids = u.w::integer[]
      from unnest(${manual.map((c) => c.employeeId)}::bigint[], ${manual.map((c) => warningIdsLiteral(ids, c.warnings))}::text[])
        as u(e, w)
      where c.company_id = ${companyId} and c.payroll_id = ${payrollId} and c.employee_id = u.e`.execute(db);
  }
  return changed;
}
