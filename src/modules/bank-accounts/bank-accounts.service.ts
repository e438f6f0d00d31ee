/**
 * Direct-deposit accounts of an employee: numbers sealed at rest (AES-256-GCM, see
 * src/platform/crypto/sealing.ts) and shown only as last four digits; never written to audit rows,
 * logs or error messages. Deposit order: fixed amounts and percentages in creation order, then the
 * one remainder account (the one with neither).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { AuthContext } from '../../platform/auth/auth.plugin.js';
import type { Sealer } from '../../platform/crypto/sealing.js';
import { toInt } from '../../platform/db/type-parsers.js';
import { DomainError, invalid, notFound } from '../../shared/errors.js';
import { centsToDollars, decimalPlaces, dollarsToCents, numericToNumber } from '../../shared/money.js';
import type { Clock } from '../../shared/time.js';
import { actorOf, recordAudit } from '../audit/audit.repository.js';
import { isValidRoutingNumber } from './aba.js';
import { deleteAccount, insertAccount, listAccounts } from './bank-accounts.repository.js';
import { lockEmployeeRow } from '../setup/employees.repository.js';

/** Accounts one employee may have. */
export const MAX_ACCOUNTS = 5;

/** Body of a new account (numbers as digits strings). */
export interface BankAccountInput {
  routing_number: string;
  account_number: string;
  account_type: string;
  split_amount?: number;
  split_percent?: number;
}

type Row = Awaited<ReturnType<typeof listAccounts>>[number];

/** Row → API shape (last four digits only). */
export function toBankAccount(r: Row) {
  const amount = r.split_amount_cents === null ? null : centsToDollars(r.split_amount_cents);
  const percent = numericToNumber(r.split_percent);
  return {
    bank_account_id: toInt(r.id),
    employee_id: toInt(r.employee_id),
    routing_number_last4: r.routing_number_last4,
    account_number_last4: r.account_number_last4,
    account_type: r.account_type,
    split_amount: amount,
    split_percent: percent,
    remainder: amount === null && percent === null,
    created_at: r.created_at,
  };
}

/** Deposit order: fixed splits in creation order, the remainder account last. */
function depositOrder(rows: Row[]) {
  const accounts = rows.map(toBankAccount);
  return [...accounts.filter((a) => !a.remainder), ...accounts.filter((a) => a.remainder)];
}

/** Bank account use cases. */
export class BankAccountsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly sealer: Sealer,
  ) {}

  /** Accounts of an employee in deposit order. @throws 404 for an employee of another company. */
  async list(auth: AuthContext, employeeId: number) {
    const emp = await this.db
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', auth.companyId)
      .where('id', '=', employeeId)
      .executeTakeFirst();
    if (!emp) throw notFound('Employee', employeeId);
    return depositOrder(await listAccounts(this.db, auth.companyId, employeeId));
  }

  /**
   * Adds an account. @throws 404; 400 validation_failed (routing checksum, both splits, percent over
   * 100 in total, a second remainder account, more than {@link MAX_ACCOUNTS}).
   */
  async create(auth: AuthContext, employeeId: number, b: BankAccountInput) {
    if (!isValidRoutingNumber(b.routing_number)) {
      throw invalid('routing_number', 'is not a valid ABA routing number (checksum)');
    }
    if (b.split_amount !== undefined && b.split_percent !== undefined) {
      throw invalid('split_percent', 'give split_amount or split_percent, not both');
    }
    if (b.split_amount !== undefined && decimalPlaces(b.split_amount) > 2) {
      throw invalid('split_amount', 'has more than 2 decimals');
    }
    if (b.split_percent !== undefined && decimalPlaces(b.split_percent) > 4) {
      throw invalid('split_percent', 'has more than 4 decimals');
    }
    const at = this.clock.now().toISOString();
    return this.db.transaction().execute(async (trx) => {
      if (!(await lockEmployeeRow(trx, auth.companyId, employeeId))) throw notFound('Employee', employeeId);
      const existing = depositOrder(await listAccounts(trx, auth.companyId, employeeId));
      if (existing.length >= MAX_ACCOUNTS) {
        throw new DomainError('validation_failed', `an employee has at most ${MAX_ACCOUNTS} bank accounts`);
      }
      const remainder = b.split_amount === undefined && b.split_percent === undefined;
      if (remainder && existing.some((a) => a.remainder)) {
        throw invalid(
          'split_amount',
          'the employee already has a remainder account; give split_amount or split_percent',
        );
      }
      const percentTotal = existing.reduce((s, a) => s + Math.round((a.split_percent ?? 0) * 10_000), 0);
      if (b.split_percent !== undefined && percentTotal + Math.round(b.split_percent * 10_000) > 1_000_000) {
        throw invalid(
          'split_percent',
          `the percentages would total over 100 (others: ${percentTotal / 10_000})`,
        );
      }
      const row = await insertAccount(trx, {
        company_id: auth.companyId,
        employee_id: employeeId,
        routing_number_sealed: this.sealer.seal(b.routing_number),
        routing_number_last4: b.routing_number.slice(-4),
        account_number_sealed: this.sealer.seal(b.account_number),
        account_number_last4: b.account_number.slice(-4),
        account_type: b.account_type,
        split_amount_cents: b.split_amount === undefined ? null : dollarsToCents(b.split_amount),
        split_percent: b.split_percent === undefined ? null : String(b.split_percent),
        created_at: at,
      });
      const account = toBankAccount(row);
      await recordAudit(trx, auth.companyId, {
        resourceType: 'bank_account',
        resourceId: account.bank_account_id,
        action: 'create',
        actor: actorOf(auth),
        source: 'partner_api',
        after: account,
        at: new Date(at),
      });
      return account;
    });
  }

  /** Removes an account (kept, marked deleted). @throws 404. */
  async remove(auth: AuthContext, employeeId: number, id: number): Promise<void> {
    const at = this.clock.now().toISOString();
    await this.db.transaction().execute(async (trx) => {
      const row = await deleteAccount(trx, auth.companyId, employeeId, id, at);
      if (!row) throw notFound('Bank account', id);
      await recordAudit(trx, auth.companyId, {
        resourceType: 'bank_account',
        resourceId: id,
        action: 'delete',
        actor: actorOf(auth),
        source: 'partner_api',
        before: toBankAccount(row),
        at: new Date(at),
      });
    });
  }

  /** The full numbers of an account, for paying it (never for an API response). */
  async reveal(companyId: number, employeeId: number) {
    const rows = await listAccounts(this.db, companyId, employeeId);
    return rows.map((r) => ({
      ...toBankAccount(r),
      routing_number: this.sealer.open(r.routing_number_sealed),
      account_number: this.sealer.open(r.account_number_sealed),
    }));
  }
}
