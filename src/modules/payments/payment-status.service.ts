/**
 * Payment status per paycheck (docs/payments.md): `pending` → `sent` (in a payment file) →
 * `settled`, or `returned` with the NACHA return reason code (R01–R85, Nacha Operating Rules 2026,
 * Appendix Four), posted by hand or from the bank's return file; a returned deposit can be
 * re-issued as a manual check (`check_issued`). Paychecks paid by check (`method: check`: no
 * account, or an account still in its prenote period) are `pending` until their check is recorded.
 * When every direct deposit of a processing payroll is settled, the payroll is `paid`; when every
 * one is settled or returned with at least one returned, `failed`. A return emits
 * `paycheck.payment_returned`. Every change is one transaction with its audit row.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { DomainError, invalid, notFound } from '../../shared/errors.js';
import { centsToDollars } from '../../shared/money.js';
import { localDate, type Clock } from '../../shared/time.js';
import { recordAudit } from '../audit/audit.repository.js';
import { emitEvent } from '../webhooks/outbox.js';
import { findCompanyRow, findPayroll, lockPayroll } from '../payrolls/payrolls.repository.js';
import { parseReturnFile, RETURN_CODE } from './nacha/returns.js';
import { paychecksForPayment } from './ledger-reads.js';
import { settlePayrollStatus, type Actor } from './payroll-status.js';
import * as repo from './payments.repository.js';
import { checkNumberTaken, insertCheck, listChecks, type CheckRow } from './status.repository.js';
import * as status from './status.repository.js';
import { takeCheckNumber, findSettings } from './settings.repository.js';

/** Check row → API shape (dollars). */
export function toCheck(c: CheckRow) {
  return {
    check_number: Number(c.check_number),
    payroll_id: c.payroll_id,
    employee_id: Number(c.employee_id),
    payee_name: c.payee_name,
    amount: centsToDollars(c.amount_cents),
    issued_on: c.issued_on,
    reason: c.reason,
    void: c.void,
  };
}

/** Payment status use cases. */
export class PaymentStatusService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  /** Locks the payroll; @throws 404, 409 `payroll_not_approved` when it has no payment file yet. */
  private async lockWithFile(trx: Kysely<DB>, companyId: number, payrollId: string) {
    if (!(await lockPayroll(trx, companyId, payrollId))) throw notFound('Payroll', payrollId);
    const file = await repo.currentFile(trx, companyId, payrollId);
    if (!file) {
      const p = await findPayroll(trx, companyId, payrollId);
      throw new DomainError(
        'payroll_not_approved',
        `payroll ${payrollId} (${p!.status}) has no payment file yet: GET /payrolls/${payrollId}/payment-file first`,
      );
    }
    return file;
  }

  /**
   * GET /payrolls/:id/payments: the payroll's status, its current file, and per paycheck the
   * method, status, return code, warning, net pay (dollars), entries (trace numbers, last four
   * digits) and checks. Before the first file every paycheck is `pending`. @throws 404.
   */
  async list(companyId: number, payrollId: string, employeeId: number | null = null) {
    const payroll = await findPayroll(this.db, companyId, payrollId);
    if (!payroll) throw notFound('Payroll', payrollId);
    const file = await repo.currentFile(this.db, companyId, payrollId);
    const rows = await status.paycheckPayments(this.db, companyId, payrollId, employeeId);
    const entries = await status.entriesForStatus(this.db, companyId, payrollId);
    const checks = await listChecks(this.db, companyId, { payrollId });
    if (!file && rows.length === 0) {
      // No file yet: every paycheck is pending, by its payment method.
      for (const c of await paychecksForPayment(this.db, companyId, payrollId)) {
        if (employeeId !== null && c.employeeId !== employeeId) continue;
        rows.push({
          employee_id: String(c.employeeId),
          first_name: c.firstName,
          last_name: c.lastName,
          net_cents: String(c.netCents),
          method: c.paymentMethod === 'direct_deposit' ? 'direct_deposit' : 'check',
          status: 'pending',
          return_code: null,
          warning: null,
          updated_at: payroll.updated_at,
        });
      }
    }
    const paychecks = rows.map((r) => ({
      employee_id: Number(r.employee_id),
      name: `${r.first_name} ${r.last_name}`,
      net_pay: centsToDollars(r.net_cents),
      method: r.method,
      status: r.status,
      return_code: r.return_code,
      warning: r.warning,
      entries: entries
        .filter((e) => e.employee_id !== null && Number(e.employee_id) === Number(r.employee_id))
        .map((e) => ({
          trace_number: e.trace_number,
          kind: e.kind,
          transaction_code: e.transaction_code,
          amount: centsToDollars(e.amount_cents),
          account_number_last4: e.account_number_last4,
          status: e.status,
          return_code: e.return_code,
        })),
      checks: checks.filter((c) => Number(c.employee_id) === Number(r.employee_id)).map(toCheck),
    }));
    if (employeeId !== null && paychecks.length === 0 && file) throw notFound('Paycheck', employeeId);
    return {
      payroll_id: payrollId,
      payroll_status: payroll.status,
      payday: payroll.payday,
      file: file
        ? {
            file_id: Number(file.id),
            file_date: file.file_date,
            file_id_modifier: file.file_id_modifier,
            effective_entry_date: file.effective_entry_date,
            entry_count: file.entry_count,
            total_credit: centsToDollars(file.total_credit_cents),
            total_debit: centsToDollars(file.total_debit_cents),
          }
        : null,
      paychecks,
    };
  }

  /**
   * POST /payrolls/:id/settle: the bank settled the file — every `sent` deposit becomes `settled`,
   * and the payroll `paid` (or `failed` when some came back). @throws 404, 409.
   */
  async settle(companyId: number, payrollId: string, who: Omit<Actor, 'at'>) {
    const at = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      await this.lockWithFile(trx, companyId, payrollId);
      const n = await status.settleAll(trx, companyId, payrollId, at.toISOString());
      await recordAudit(trx, companyId, {
        resourceType: 'payroll_payments',
        resourceId: payrollId,
        action: 'settle',
        actor: who.actor,
        source: who.source,
        after: { settled_paychecks: n },
        at,
      });
      await settlePayrollStatus(trx, companyId, payrollId, { ...who, at });
    });
    return this.list(companyId, payrollId);
  }

  /** Applies one return in the caller's transaction (paycheck → returned, event, payroll status). */
  private async applyReturn(
    trx: Kysely<DB>,
    companyId: number,
    payrollId: string,
    employeeId: number,
    seqs: number[],
    code: string,
    who: Actor,
  ) {
    await status.returnEntries(trx, companyId, payrollId, seqs, code, who.at.toISOString());
    await status.setPaycheckStatus(
      trx,
      companyId,
      payrollId,
      employeeId,
      'returned',
      code,
      who.at.toISOString(),
    );
    await recordAudit(trx, companyId, {
      resourceType: 'paycheck_payment',
      resourceId: `${payrollId}:${employeeId}`,
      action: 'return',
      actor: who.actor,
      source: who.source,
      after: { status: 'returned', return_code: code },
      at: who.at,
    });
  }

  /** Emits `paycheck.payment_returned` with the paycheck's payment as GET returns it. */
  private async emitReturned(
    trx: Kysely<DB>,
    companyId: number,
    payrollId: string,
    employeeId: number,
    at: Date,
  ) {
    const rows = await status.paycheckPayments(trx, companyId, payrollId, employeeId);
    const r = rows[0]!;
    await emitEvent(trx, companyId, {
      type: 'paycheck.payment_returned',
      data: {
        payroll_id: payrollId,
        employee_id: employeeId,
        net_pay: centsToDollars(r.net_cents),
        method: r.method,
        status: r.status,
        return_code: r.return_code,
      },
      orderingKey: `payroll:${payrollId}`,
      at,
    });
  }

  /**
   * POST /payrolls/:id/paychecks/:employee_id/returns `{ return_code, trace_number? }`: the
   * deposit (every credit of the paycheck, or the one with `trace_number`) came back.
   * @throws 404; 400 for a code outside R01–R85; 409 `payroll_not_approved` without a file,
   * 409 `invalid_state` unless the paycheck is `sent` or `settled` by direct deposit.
   */
  async postReturn(
    companyId: number,
    payrollId: string,
    employeeId: number,
    b: { return_code: string; trace_number?: string },
    who: Omit<Actor, 'at'>,
  ) {
    if (!RETURN_CODE.test(b.return_code)) {
      throw invalid('return_code', 'is not a NACHA return reason code R01–R85');
    }
    const at = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      await this.lockWithFile(trx, companyId, payrollId);
      const row = (await status.paycheckPayments(trx, companyId, payrollId, employeeId))[0];
      if (!row) throw notFound('Paycheck', employeeId);
      if (row.method !== 'direct_deposit' || !['sent', 'settled'].includes(row.status)) {
        throw new DomainError(
          'invalid_state',
          `the paycheck of employee ${employeeId} is ${row.method} and ${row.status}; only a sent or settled direct deposit can be returned`,
        );
      }
      let credits = await status.creditsOf(trx, companyId, payrollId, employeeId);
      if (b.trace_number !== undefined) {
        credits = credits.filter((c) => c.trace_number === b.trace_number);
        if (credits.length === 0) throw invalid('trace_number', `is not a credit of this paycheck`);
      }
      await this.applyReturn(
        trx,
        companyId,
        payrollId,
        employeeId,
        credits.map((c) => c.seq),
        b.return_code,
        {
          ...who,
          at,
        },
      );
      await this.emitReturned(trx, companyId, payrollId, employeeId, at);
      await settlePayrollStatus(trx, companyId, payrollId, { ...who, at });
    });
    return this.list(companyId, payrollId, employeeId);
  }

  /**
   * POST /payment-returns `{ file }`: a bank return file (entry records each followed by a '99'
   * return addenda). Each return is matched to an entry by its original trace number: a credit's
   * paycheck becomes `returned`, a prenote's account is barred from live credits. Unmatched traces
   * are listed, not an error. @throws 400 naming the line of a malformed record.
   */
  async importReturns(companyId: number, text: string, who: Omit<Actor, 'at'>) {
    let returns;
    try {
      returns = parseReturnFile(text);
    } catch (e) {
      throw invalid('file', (e as Error).message);
    }
    const at = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const found = await status.entriesByTrace(
        trx,
        companyId,
        returns.map((r) => r.originalTraceNumber),
      );
      const byTrace = new Map(found.map((e) => [e.trace_number, e]));
      const matched: Array<{
        trace_number: string;
        return_code: string;
        kind: string;
        payroll_id: string;
        employee_id: number;
        amount: number;
      }> = [];
      const unmatched: string[] = [];
      const touched = new Set<string>();
      for (const r of returns) {
        const e = byTrace.get(r.originalTraceNumber);
        if (!e || e.employee_id === null || e.status === 'returned') {
          unmatched.push(r.originalTraceNumber);
          continue;
        }
        if (e.kind === 'prenote') {
          await status.returnPrenote(trx, companyId, Number(e.bank_account_id), r.reasonCode);
          await status.returnEntries(trx, companyId, e.payroll_id, [e.seq], r.reasonCode, at.toISOString());
        } else {
          await lockPayroll(trx, companyId, e.payroll_id);
          await this.applyReturn(trx, companyId, e.payroll_id, Number(e.employee_id), [e.seq], r.reasonCode, {
            ...who,
            at,
          });
          await this.emitReturned(trx, companyId, e.payroll_id, Number(e.employee_id), at);
          touched.add(e.payroll_id);
        }
        matched.push({
          trace_number: r.originalTraceNumber,
          return_code: r.reasonCode,
          kind: e.kind,
          payroll_id: e.payroll_id,
          employee_id: Number(e.employee_id),
          amount: centsToDollars(r.amountCents),
        });
      }
      for (const p of touched) await settlePayrollStatus(trx, companyId, p, { ...who, at });
      return { returns: matched, unmatched };
    });
  }

  /**
   * POST /payrolls/:id/paychecks/:employee_id/checks `{ check_number?, issued_on? }`: records the
   * manual check of a paycheck paid by check, or the re-issue of a returned deposit (amount = net
   * pay). The number defaults to the company's next check number. @throws 404; 409 `invalid_state`
   * unless the paycheck is a pending check or a returned deposit; 409 `duplicate_name` for a used
   * check number; 422 `payment_settings_missing`.
   */
  async issueCheck(
    companyId: number,
    payrollId: string,
    employeeId: number,
    b: { check_number?: number; issued_on?: string },
    who: Omit<Actor, 'at'>,
  ) {
    const at = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      await this.lockWithFile(trx, companyId, payrollId);
      if (!(await findSettings(trx, companyId, true))) {
        throw new DomainError('payment_settings_missing', 'the company has no payment settings');
      }
      const row = (await status.paycheckPayments(trx, companyId, payrollId, employeeId))[0];
      if (!row) throw notFound('Paycheck', employeeId);
      const reissue = row.status === 'returned';
      if (!reissue && !(row.method === 'check' && row.status === 'pending')) {
        throw new DomainError(
          'invalid_state',
          `the paycheck of employee ${employeeId} is ${row.method} and ${row.status}; a check is recorded for a pending check payment or a returned deposit`,
        );
      }
      let number = b.check_number;
      if (number === undefined) number = await takeCheckNumber(trx, companyId);
      if (await checkNumberTaken(trx, companyId, number)) {
        throw new DomainError('duplicate_name', `check number ${number} is already in the register`);
      }
      const company = await findCompanyRow(trx, companyId);
      const check = await insertCheck(
        trx,
        companyId,
        {
          payroll_id: payrollId,
          employee_id: String(employeeId),
          check_number: String(number),
          amount_cents: row.net_cents,
          payee_name: `${row.first_name} ${row.last_name}`,
          issued_on: b.issued_on ?? localDate(at, company?.timezone ?? 'UTC'),
          reason: reissue
            ? 'reissue'
            : row.warning?.startsWith('prenote_pending')
              ? 'prenote_pending'
              : 'manual_payment',
        },
        at.toISOString(),
      );
      await status.setPaycheckStatus(
        trx,
        companyId,
        payrollId,
        employeeId,
        'check_issued',
        undefined,
        at.toISOString(),
      );
      const json = toCheck(check);
      await recordAudit(trx, companyId, {
        resourceType: 'manual_check',
        resourceId: check.id,
        action: 'create',
        actor: who.actor,
        source: who.source,
        after: json,
        at,
      });
      return json;
    });
  }

  /** GET /checks: the check register between two issue dates (inclusive), by check number. */
  async register(companyId: number, start: string, end: string) {
    return (await listChecks(this.db, companyId, { start, end })).map(toCheck);
  }
}
