/**
 * The NACHA file of an approved payroll (docs/payments.md). The first request decides the file:
 * one PPD batch with a credit (22 checking / 32 savings) per direct-deposit split, a zero-dollar
 * prenote (23 / 33) for every active account of the company not yet prenoted, and the company's
 * offsetting debit (27 / 37) when the settings ask for a balanced file. The effective entry date
 * is the payday, or the Federal Reserve banking day before it. A person whose account is still in
 * its prenote period is left out of the file and paid by manual check (status `pending`, method
 * `check`, with a warning). The entries, trace numbers and the settings used are stored, the
 * paychecks become `sent`, and the payroll `processing` — all in one transaction.
 *
 * Asking again writes the same file byte for byte (same file ID modifier, creation date and time);
 * `resubmit` writes the same entries under the next free modifier of today and supersedes the
 * earlier file — never a second set of credits or a second debit. Account numbers are opened only
 * to write the file: they appear in no log, error, audit row or event (errors name the bank
 * account id and its last four digits).
 */
import type { Kysely } from 'kysely';
import { Temporal } from 'temporal-polyfill';
import type { DB } from '../../platform/db/schema.js';
import type { Sealer } from '../../platform/crypto/sealing.js';
import { DomainError, notFound } from '../../shared/errors.js';
import { localDate, type Clock } from '../../shared/time.js';
import { recordAudit } from '../audit/audit.repository.js';
import { isValidRoutingNumber } from '../bank-accounts/aba.js';
import { findCompanyRow, findPayroll, lockPayroll } from '../payrolls/payrolls.repository.js';
import { addBusinessDays, onOrBefore } from './banking-days.js';
import {
  depositsForPayment,
  insertPaycheckPayments,
  paychecksForPayment,
  type PaymentException,
} from './ledger-reads.js';
import { transactionCode, type EntryDetail } from './nacha/records.js';
import { traceNumber, writeNachaFile } from './nacha/writer.js';
import { changePayrollStatus, type Actor } from './payroll-status.js';
import * as repo from './payments.repository.js';
import {
  findSettings,
  takeTraceNumbers,
  traceSequence,
  type PaymentSettingsRow,
} from './settings.repository.js';
import { settingsMissing } from './settings.service.js';

/** File ID modifiers in the order they are used (Appendix Three: A–Z, then 0–9). */
const MODIFIERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** The settings a file is written with (sealed as one JSON value in payment_files). */
interface FileSettings {
  odfiRouting: string;
  immediateDestination: string;
  immediateDestinationName: string;
  immediateOrigin: string;
  immediateOriginName: string;
  companyName: string;
  companyIdentification: string;
  entryDescription: string;
  offset: { routing: string; account: string; type: 'checking' | 'savings' } | null;
}

/** A generated file. */
export interface PaymentFile {
  text: string;
  fileName: string;
  fileId: number;
  fileIdModifier: string;
  effectiveEntryDate: string;
  entryCount: number;
  totalCreditCents: number;
  totalDebitCents: number;
}

/** Opened routing and account numbers by bank account id (kept only for the request). */
type Opened = Map<number, { routing: string; account: string }>;

/** The account numbers of an entry, checked: ABA checksum and 4–17 digits. */
function checkAccount(routing: string, account: string): string | null {
  if (!isValidRoutingNumber(routing)) return 'routing number fails the ABA checksum';
  if (!/^\d{4,17}$/.test(account)) return 'account number is not 4–17 digits';
  return null;
}

/** `First Last` as the individual name field (22 characters). */
const individualName = (first: string, last: string) => `${first} ${last}`.slice(0, 22);

/** Payment file use cases. */
export class PaymentFileService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly sealer: Sealer,
  ) {}

  /**
   * The payroll's NACHA file (see the module comment).
   * @throws 404 unknown payroll; 409 `payroll_not_approved` (draft, reopened, skipped);
   * 422 `payment_settings_missing`; 422 `bank_account_invalid` naming each failing account by
   * employee id, bank account id and last four digits.
   */
  async file(
    companyId: number,
    payrollId: string,
    who: Omit<Actor, 'at'>,
    resubmit = false,
  ): Promise<PaymentFile> {
    const now = this.clock.now();
    const actor: Actor = { ...who, at: now };
    return this.db.transaction().execute(async (trx) => {
      if (!(await lockPayroll(trx, companyId, payrollId))) throw notFound('Payroll', payrollId);
      const payroll = (await findPayroll(trx, companyId, payrollId))!;
      if (!['pending', 'processing', 'paid', 'failed'].includes(payroll.status)) {
        throw new DomainError(
          'payroll_not_approved',
          `payroll ${payrollId} is ${payroll.status}; approve it (POST /payrolls/${payrollId}/approve) before its payment file`,
        );
      }
      const settings = await findSettings(trx, companyId, true);
      if (!settings) throw settingsMissing();
      const company = await findCompanyRow(trx, companyId);
      const tz = company?.timezone ?? 'UTC';
      const current = await repo.currentFile(trx, companyId, payrollId);
      if (current && !resubmit) return this.render(trx, companyId, current);
      if (current) {
        await repo.supersedeFile(trx, companyId, current.id);
        const next = await this.newFileRow(trx, companyId, payrollId, tz, now, {
          effective: current.effective_entry_date,
          entryCount: current.entry_count,
          credit: Number(current.total_credit_cents),
          debit: Number(current.total_debit_cents),
          settingsSealed: current.settings_sealed,
        });
        await this.audit(trx, companyId, next, 'resubmit', actor);
        return this.render(trx, companyId, next);
      }
      const effective = onOrBefore(payroll.payday, 'federal_reserve');
      const built = await this.buildEntries(trx, companyId, payrollId, settings, effective);
      const fileSettings = this.fileSettings(settings);
      const credit = built.entries.filter((e) => e.kind !== 'offset').reduce((s, e) => s + e.amountCents, 0);
      const offsetCents = built.entries.find((e) => e.kind === 'offset')?.amountCents ?? 0;
      await repo.insertEntries(trx, companyId, payrollId, built.entries);
      await insertPaycheckPayments(trx, companyId, payrollId, built.exceptions, now.toISOString());
      const row = await this.newFileRow(trx, companyId, payrollId, tz, now, {
        effective,
        entryCount: built.entries.length,
        credit,
        debit: offsetCents,
        settingsSealed: this.sealer.seal(JSON.stringify(fileSettings)),
      });
      await this.audit(trx, companyId, row, 'generate', actor);
      if (payroll.status === 'pending') {
        await changePayrollStatus(trx, companyId, payrollId, 'pending', 'processing', actor);
      }
      // Written from the entries in hand (the same fields the stored rows give back on a
      // regeneration, so the same bytes) instead of reading them back.
      return this.write(
        row,
        fileSettings,
        built.entries.map((e) => this.detail(e, fileSettings, built.opened)),
      );
    });
  }

  /** The settings as the file uses them (sealed numbers opened). */
  private fileSettings(s: PaymentSettingsRow): FileSettings {
    return {
      odfiRouting: s.odfi_routing,
      immediateDestination: s.immediate_destination,
      immediateDestinationName: s.immediate_destination_name,
      immediateOrigin: s.immediate_origin,
      immediateOriginName: s.immediate_origin_name,
      companyName: s.company_name,
      companyIdentification: this.sealer.open(s.company_identification_sealed),
      entryDescription: s.entry_description,
      offset:
        s.balanced && s.offset_routing && s.offset_account_sealed
          ? {
              routing: s.offset_routing,
              account: this.sealer.open(s.offset_account_sealed),
              type: s.offset_account_type ?? 'checking',
            }
          : null,
    };
  }

  /**
   * The entries of a first file: per person (by employee id) the prenotes of their new accounts,
   * then their credits when every account of the paycheck is past its prenote period; then the
   * prenotes of accounts of people not in this payroll; the offset debit last. Also the payment
   * status of every paycheck.
   */
  private async buildEntries(
    trx: Kysely<DB>,
    companyId: number,
    payrollId: string,
    settings: PaymentSettingsRow,
    effective: string,
  ) {
    const paychecks = await paychecksForPayment(trx, companyId, payrollId);
    const deposits = await depositsForPayment(trx, companyId, payrollId);
    const unprenoted = await repo.accountsWithoutPrenote(trx, companyId);
    // Validate every account the file would carry before writing anything.
    const failures: string[] = [];
    const opened: Opened = new Map();
    const open = (id: number, routingSealed: string, accountSealed: string) => {
      let o = opened.get(id);
      if (!o) {
        o = { routing: this.sealer.open(routingSealed), account: this.sealer.open(accountSealed) };
        opened.set(id, o);
      }
      return o;
    };
    for (const d of deposits) {
      const o = open(d.bankAccountId, d.routingSealed, d.accountSealed);
      const why = checkAccount(o.routing, o.account);
      if (why) {
        failures.push(
          `employee ${d.employeeId}, bank account ${d.bankAccountId} (…${d.accountNumberLast4}): ${why}`,
        );
      }
    }
    for (const a of unprenoted) {
      const o = open(Number(a.id), a.routing_number_sealed, a.account_number_sealed);
      const why = checkAccount(o.routing, o.account);
      const line = `employee ${a.employee_id}, bank account ${a.id} (…${a.account_number_last4}): ${why}`;
      if (why && !failures.includes(line)) failures.push(line);
    }
    if (failures.length > 0) {
      throw new DomainError(
        'bank_account_invalid',
        `no file written; fix or replace these accounts: ${failures.join('; ')}`,
        failures.map((message) => ({ field: 'bank_account', message })),
      );
    }
    const usableOn = addBusinessDays(effective, settings.prenote_days, 'federal_reserve');
    const newIds = unprenoted.map((a) => Number(a.id));
    await repo.insertPrenotes(trx, companyId, payrollId, newIds, effective, usableOn);
    const newSet = new Set(newIds);
    const usable = (d: (typeof deposits)[number]) => {
      if (newSet.has(d.bankAccountId)) return usableOn <= effective;
      return d.prenoteStatus === 'sent' && d.prenoteUsableOn !== null && d.prenoteUsableOn <= effective;
    };
    const byEmployee = new Map<number, typeof deposits>();
    for (const d of deposits) {
      const list = byEmployee.get(d.employeeId);
      if (list) list.push(d);
      else byEmployee.set(d.employeeId, [d]);
    }
    const prenoteByEmployee = new Map<number, typeof unprenoted>();
    for (const a of unprenoted) {
      const k = Number(a.employee_id);
      const list = prenoteByEmployee.get(k);
      if (list) list.push(a);
      else prenoteByEmployee.set(k, [a]);
    }
    type Draft = Omit<repo.NewEntry, 'seq' | 'traceNumber'>;
    const drafts: Draft[] = [];
    // Payment status of the paychecks that differ from their method's default (direct deposit
    // `sent`, check `pending`).
    const exceptions: PaymentException[] = [];
    const prenoteDraft = (a: (typeof unprenoted)[number]): Draft => ({
      kind: 'prenote',
      employeeId: Number(a.employee_id),
      bankAccountId: Number(a.id),
      transactionCode: transactionCode(a.account_type, 'prenote'),
      amountCents: 0,
      individualName: individualName(a.first_name, a.last_name),
    });
    for (const c of paychecks) {
      for (const a of prenoteByEmployee.get(c.employeeId) ?? []) drafts.push(prenoteDraft(a));
      prenoteByEmployee.delete(c.employeeId);
      const splits = byEmployee.get(c.employeeId) ?? [];
      if (c.paymentMethod !== 'direct_deposit') continue;
      if (splits.length === 0) {
        exceptions.push({
          employeeId: c.employeeId,
          method: 'direct_deposit',
          status: 'settled',
          warning: null,
        });
        continue;
      }
      const waiting = splits.filter((d) => !usable(d));
      if (waiting.length > 0) {
        const accounts = waiting.map((d) => `…${d.accountNumberLast4}`).join(', ');
        exceptions.push({
          employeeId: c.employeeId,
          method: 'check',
          status: 'pending',
          warning: `prenote_pending: account ${accounts} receives live credits from ${usableOn}; pay this paycheck by manual check`,
        });
        continue;
      }
      for (const d of splits) {
        drafts.push({
          kind: 'credit',
          employeeId: c.employeeId,
          bankAccountId: d.bankAccountId,
          transactionCode: transactionCode(d.accountType, 'credit'),
          amountCents: d.amountCents,
          individualName: individualName(c.firstName, c.lastName),
        });
      }
    }
    for (const list of prenoteByEmployee.values()) for (const a of list) drafts.push(prenoteDraft(a));
    const credit = drafts.reduce((s, e) => s + e.amountCents, 0);
    if (settings.balanced && settings.offset_account_type && credit > 0) {
      drafts.push({
        kind: 'offset',
        employeeId: null,
        bankAccountId: null,
        transactionCode: transactionCode(settings.offset_account_type, 'debit'),
        amountCents: credit,
        individualName: settings.company_name.slice(0, 22),
      });
    }
    const first = drafts.length > 0 ? await takeTraceNumbers(trx, companyId, drafts.length) : 1;
    const entries: repo.NewEntry[] = drafts.map((d, i) => ({
      ...d,
      seq: i + 1,
      traceNumber: traceNumber(settings.odfi_routing, traceSequence(first + i)),
    }));
    return { entries, exceptions, opened };
  }

  /** A new file row for today (company-local) under the next free file ID modifier. */
  private async newFileRow(
    trx: Kysely<DB>,
    companyId: number,
    payrollId: string,
    tz: string,
    now: Date,
    f: { effective: string; entryCount: number; credit: number; debit: number; settingsSealed: string },
  ) {
    const fileDate = localDate(now, tz);
    const used = await repo.usedModifiers(trx, companyId, fileDate);
    const modifier = [...MODIFIERS].find((m) => !used.has(m));
    if (!modifier) {
      throw new DomainError(
        'invalid_state',
        `all 36 file ID modifiers of ${fileDate} are used; try tomorrow`,
      );
    }
    const zdt = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(tz);
    const hhmm = String(zdt.hour).padStart(2, '0') + String(zdt.minute).padStart(2, '0');
    return repo.insertFile(trx, companyId, {
      payroll_id: payrollId,
      file_date: fileDate,
      file_id_modifier: modifier,
      creation_time: hhmm,
      effective_entry_date: f.effective,
      entry_count: f.entryCount,
      total_credit_cents: String(f.credit),
      total_debit_cents: String(f.debit),
      settings_sealed: f.settingsSealed,
      created_at: now.toISOString(),
    });
  }

  /** Audit row of a file (counts and totals only; no account number). */
  private async audit(
    trx: Kysely<DB>,
    companyId: number,
    row: repo.PaymentFileRow,
    action: string,
    who: Actor,
  ) {
    await recordAudit(trx, companyId, {
      resourceType: 'payment_file',
      resourceId: row.id,
      action,
      actor: who.actor,
      source: who.source,
      after: {
        payroll_id: row.payroll_id,
        file_date: row.file_date,
        file_id_modifier: row.file_id_modifier,
        effective_entry_date: row.effective_entry_date,
        entry_count: row.entry_count,
        total_credit: Number(row.total_credit_cents) / 100,
        total_debit: Number(row.total_debit_cents) / 100,
      },
      at: who.at,
    });
  }

  /** Writes the file of a stored row from its stored entries (opening the account numbers). */
  private async render(trx: Kysely<DB>, companyId: number, row: repo.PaymentFileRow): Promise<PaymentFile> {
    const s = JSON.parse(this.sealer.open(row.settings_sealed)) as FileSettings;
    const rows = await repo.loadEntries(trx, companyId, row.payroll_id);
    const details = rows.map((e) =>
      this.detail(
        {
          kind: e.kind,
          employeeId: e.employee_id === null ? null : Number(e.employee_id),
          bankAccountId: e.bank_account_id === null ? null : Number(e.bank_account_id),
          transactionCode: e.transaction_code,
          amountCents: Number(e.amount_cents),
          individualName: e.individual_name,
          traceNumber: e.trace_number,
          routingSealed: e.routing_number_sealed,
          accountSealed: e.account_number_sealed,
        },
        s,
      ),
    );
    return this.write(row, s, details);
  }

  /**
   * An entry as the file writes it: the offset debit takes the settings' account; any other entry
   * its account's numbers, from `opened` (this request's) or opened from the sealed values.
   */
  private detail(
    e: Omit<repo.NewEntry, 'seq'> & { routingSealed?: string | null; accountSealed?: string | null },
    s: FileSettings,
    opened: Opened = new Map(),
  ): EntryDetail & { kind: repo.NewEntry['kind'] } {
    const isOffset = e.kind === 'offset';
    const known = isOffset ? undefined : opened.get(e.bankAccountId!);
    return {
      kind: e.kind,
      transactionCode: e.transactionCode as EntryDetail['transactionCode'],
      routingNumber: isOffset ? s.offset!.routing : (known?.routing ?? this.sealer.open(e.routingSealed!)),
      accountNumber: isOffset ? s.offset!.account : (known?.account ?? this.sealer.open(e.accountSealed!)),
      amountCents: e.amountCents,
      individualId: isOffset ? '' : String(e.employeeId),
      individualName: e.individualName,
      traceNumber: e.traceNumber,
    };
  }

  /** Writes the file of a row from its entries in file order (the offset, if any, among them). */
  private write(
    row: repo.PaymentFileRow,
    s: FileSettings,
    details: (EntryDetail & { kind: repo.NewEntry['kind'] })[],
  ): PaymentFile {
    const entries: EntryDetail[] = [];
    let offset: EntryDetail | null = null;
    for (const d of details) {
      if (d.kind === 'offset') offset = d;
      else entries.push(d);
    }
    const { text, totals } = writeNachaFile({
      header: {
        immediateDestination: s.immediateDestination,
        immediateOrigin: s.immediateOrigin,
        creationDate: row.file_date,
        creationTime: row.creation_time,
        fileIdModifier: row.file_id_modifier,
        immediateDestinationName: s.immediateDestinationName,
        immediateOriginName: s.immediateOriginName,
      },
      batch: {
        companyName: s.companyName,
        companyIdentification: s.companyIdentification,
        entryDescription: s.entryDescription,
        descriptiveDate: row.effective_entry_date,
        effectiveEntryDate: row.effective_entry_date,
        odfiRouting: s.odfiRouting,
      },
      entries,
      offset,
    });
    return {
      text,
      fileName: `payroll-${row.payroll_id}-${row.file_date}-${row.file_id_modifier}.ach`,
      fileId: Number(row.id),
      fileIdModifier: row.file_id_modifier,
      effectiveEntryDate: row.effective_entry_date,
      entryCount: totals.entryCount,
      totalCreditCents: totals.totalCreditCents,
      totalDebitCents: totals.totalDebitCents,
    };
  }
}
