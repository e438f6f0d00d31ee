/**
 * The payroll run (docs/api-conventions.md §5; docs/api-conventions.md §5, §2.9, §3): period options → initialize → (client edits) →
 * create draft → preview → approve, plus PUT/DELETE of drafts, reopen, and a sandbox processing
 * simulation. The service loads every input in bulk (people, punches, earnings, tax setups,
 * benefits, YTD), calls the pure engines (hours → gross in ./engine, gross → net in
 * ./engine/taxes), and persists the draft with its input snapshot and the engines' versions.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { AuthContext } from '../../platform/auth/auth.plugin.js';
import { toInt } from '../../platform/db/type-parsers.js';
import { decodeCursor, page } from '../../platform/http/pagination.js';
import { DomainError, invalid, notFound, type FieldError } from '../../shared/errors.js';
import { addDays, isValidDate, localDate, startOfLocalDay, type Clock } from '../../shared/time.js';
import { actorOf, recordAudit } from '../audit/audit.repository.js';
import {
  cachedLocalCalendar,
  calendarRangeFor,
  computePayrollEntry,
  isPeriodOfSchedule,
  PAY_ENGINE_VERSION,
  periodContaining,
  periodsAround,
  type EngineEarning,
  type EngineTimeRecord,
  type EntryResult,
  type PaySchedule,
  type WeekdayName,
} from './engine/index.js';
import {
  calculatePaycheckTaxes,
  TAX_ENGINE_VERSION,
  type BenefitElection,
  type EarningType,
  type PaycheckTaxResult,
  type PostTaxDeductionInput,
  type YtdTotals,
} from './engine/taxes/index.js';
import { loadTaxSetups } from '../setup/tax-setup.service.js';
import { payrollDataJson } from './payrolls.mappers.js';
import { draftLines, type EntryInput } from './ledger/draft-lines.js';
import * as ledger from './ledger/ledger.repository.js';
import { contractorPaycheck, employeePaycheck, type PayeeSnapshot } from './ledger/paycheck-builder.js';
import type { PaycheckRecord } from './ledger/paycheck-record.js';
import { previewJson, totalsJson } from './ledger/preview.mapper.js';
import { assertEditable, EDITABLE_STATUSES } from './ledger/status-transitions.js';
import * as repo from './payrolls.repository.js';

type Freq = 'weekly' | 'biweekly' | 'semimonthly' | 'monthly';

/** Versions stored with every draft so a payroll can be recomputed and explained. */
export const ENGINE_VERSION = `pay ${PAY_ENGINE_VERSION}; tax ${TAX_ENGINE_VERSION}`;

/** Body of POST /payrolls/initialize. */
export interface InitializeInput {
  type: 'regular' | 'off_cycle' | string;
  payroll_id?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  payday?: string | null;
  pay_frequency?: string | null;
  pay_schedule_group_id?: number | null;
  employee_ids?: number[] | null;
}

/** Body of POST /payrolls and PUT /payrolls/:id (the initialize response's `actions.create_draft`). */
export interface DraftInput {
  type: 'regular' | 'off_cycle' | string;
  start_date: string;
  end_date: string;
  payday: string;
  pay_frequency: string;
  pay_schedule_group_id?: number | null;
  employees: EntryInput[];
  contractors?: EntryInput[];
}

function newPayrollId(): string {
  return `pay_${randomBytes(15).toString('base64url').slice(0, 20)}`;
}

/** sha256 of the draft body as submitted (the input snapshot of the payroll). */
function inputHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

function ymd(date: string, field: string): string {
  if (!isValidDate(date)) throw invalid(field, `${JSON.stringify(date)} is not a calendar date YYYY-MM-DD`);
  return date;
}

const n = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Number(v));

/** What item edits need of the payroll service: the draft computation. */
export interface DraftComputer {
  computeDraft(
    auth: AuthContext,
    body: DraftInput,
    payrollId: string | null,
  ): Promise<{ paychecks: PaycheckRecord[] }>;
}

/** Payroll service. */
export class PayrollsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  private today(auth: AuthContext): string {
    return localDate(this.clock.now(), auth.company.timezone);
  }

  /** 404 `payroll_not_configured` unless the company has a workplace and a pay schedule group (docs/api-conventions.md §1). */
  async assertConfigured(auth: AuthContext): Promise<void> {
    if (!(await repo.isPayrollConfigured(this.db, auth.companyId))) {
      throw new DomainError(
        'payroll_not_configured',
        'Payroll needs at least one workplace and one pay schedule group; create them with POST /workplaces and POST /pay-schedule-groups',
      );
    }
  }

  private schedule(g: {
    pay_frequency: Freq;
    anchor_start_date: string | null;
    payday_offset_days: number;
  }): PaySchedule {
    return {
      payFrequency: g.pay_frequency,
      anchorStartDate: g.anchor_start_date,
      paydayOffsetDays: g.payday_offset_days,
    };
  }

  /** GET /payrolls/period-options: per group the two latest past periods, the current one and the next one. */
  async periodOptions(auth: AuthContext) {
    await this.assertConfigured(auth);
    const today = this.today(auth);
    const groups = await repo.listGroups(this.db, auth.companyId);
    const regular = [];
    for (const g of groups) {
      const payrolls = await repo.regularPayrollsOfGroup(this.db, auth.companyId, toInt(g.id));
      const periods = periodsAround(this.schedule(g), today).map((p) => {
        const pr = payrolls.find((x) => x.start_date === p.startDate && x.end_date === p.endDate);
        return {
          start_date: p.startDate,
          end_date: p.endDate,
          payday: p.payday,
          status: pr ? pr.status : 'open',
          payroll_id: pr ? pr.id : null,
        };
      });
      regular.push({
        pay_schedule_group_id: toInt(g.id),
        name: g.name,
        pay_frequency: g.pay_frequency,
        periods,
      });
    }
    return { regular, off_cycle: { allowed: true } };
  }

  /** Resolves type, dates, payday, frequency and group of an initialize or draft request (docs/api-conventions.md §5). */
  private async resolvePeriod(
    auth: AuthContext,
    b: {
      type: string;
      start_date?: string | null;
      end_date?: string | null;
      payday?: string | null;
      pay_frequency?: string | null;
      pay_schedule_group_id?: number | null;
    },
  ) {
    const group =
      b.pay_schedule_group_id != null
        ? await repo.findGroup(this.db, auth.companyId, b.pay_schedule_group_id)
        : undefined;
    if (b.pay_schedule_group_id != null && !group) {
      throw new DomainError(
        'invalid_reference',
        `pay_schedule_group_id ${b.pay_schedule_group_id} is not a pay schedule group of this company`,
        [{ field: 'pay_schedule_group_id', message: 'unknown group' }],
      );
    }
    if (b.type === 'regular') {
      if (!group) throw invalid('pay_schedule_group_id', 'is required for a regular payroll');
      const sch = this.schedule(group);
      let start = b.start_date ?? null;
      let end = b.end_date ?? null;
      if (start === null && end === null) {
        const p = periodContaining(sch, this.today(auth));
        start = p.startDate;
        end = p.endDate;
      } else if (start === null || end === null) {
        throw invalid(
          start === null ? 'start_date' : 'end_date',
          'give both start_date and end_date, or neither (the current period)',
        );
      }
      ymd(start, 'start_date');
      ymd(end, 'end_date');
      if (!isPeriodOfSchedule(sch, start, end)) {
        const p = periodContaining(sch, start);
        throw invalid(
          'start_date',
          `${start}–${end} is not a pay period of group ${toInt(group.id)} (${group.pay_frequency}); the period containing ${start} is ${p.startDate}–${p.endDate}`,
        );
      }
      const payday = b.payday != null ? ymd(b.payday, 'payday') : addDays(end, group.payday_offset_days);
      if (b.pay_frequency != null && b.pay_frequency !== group.pay_frequency) {
        throw invalid(
          'pay_frequency',
          `must be the group's frequency (${group.pay_frequency}) for a regular payroll`,
        );
      }
      return {
        type: 'regular' as const,
        start,
        end,
        payday,
        freq: group.pay_frequency as Freq,
        groupId: toInt(group.id),
      };
    }
    if (b.start_date == null) throw invalid('start_date', 'is required for an off-cycle payroll');
    if (b.end_date == null) throw invalid('end_date', 'is required for an off-cycle payroll');
    if (b.payday == null) throw invalid('payday', 'is required for an off-cycle payroll');
    const start = ymd(b.start_date, 'start_date');
    const end = ymd(b.end_date, 'end_date');
    if (end < start) throw invalid('end_date', `${end} is before start_date ${start}`);
    const payday = ymd(b.payday, 'payday');
    const freq = (b.pay_frequency ?? group?.pay_frequency ?? 'biweekly') as Freq;
    return { type: 'off_cycle' as const, start, end, payday, freq, groupId: group ? toInt(group.id) : null };
  }

  /** POST /payrolls/initialize: time totals, earnings, job costing and gross per person, and a create-draft body. */
  async initialize(auth: AuthContext, body: InitializeInput) {
    await this.assertConfigured(auth);
    if (body.payroll_id != null) {
      const existing = await repo.findPayroll(this.db, auth.companyId, body.payroll_id);
      if (!existing) {
        throw new DomainError(
          'invalid_reference',
          `payroll_id ${body.payroll_id} is not a payroll of this company`,
          [{ field: 'payroll_id', message: 'unknown payroll' }],
        );
      }
      if (existing.status !== 'draft' && existing.status !== 'reopened') {
        throw new DomainError(
          'payroll_not_draft',
          `payroll ${body.payroll_id} is ${existing.status}; only a draft can be initialized from`,
        );
      }
      const inputs = await ledger.loadPaychecks(this.db, auth.companyId, existing.id, { withoutLines: true });
      const draft = {
        type: existing.type,
        start_date: existing.start_date,
        end_date: existing.end_date,
        payday: existing.payday,
        pay_frequency: existing.pay_frequency,
        pay_schedule_group_id: n(existing.pay_schedule_group_id),
        employees: inputs.filter((c) => !c.isContractor).map((c) => c.input),
        contractors: inputs.filter((c) => c.isContractor).map((c) => c.input),
      };
      return { ...draft, warnings: [], actions: { create_draft: draft } };
    }
    const period = await this.resolvePeriod(auth, body);
    const computed = await this.computeEntries(auth, period, body.employee_ids ?? null);
    const createDraft = {
      type: period.type,
      start_date: period.start,
      end_date: period.end,
      payday: period.payday,
      pay_frequency: period.freq,
      pay_schedule_group_id: period.groupId,
      employees: computed.employees,
      contractors: computed.contractors,
    };
    return { ...createDraft, warnings: computed.warnings, actions: { create_draft: createDraft } };
  }

  /** Runs the hours-to-gross engine for every eligible person of the period. */
  private async computeEntries(
    auth: AuthContext,
    period: { type: string; start: string; end: string; freq: Freq; groupId: number | null },
    employeeIds: number[] | null,
  ) {
    const company = auth.company;
    const payees = await repo.loadPayees(this.db, auth.companyId, {
      groupId: period.type === 'regular' ? period.groupId : null,
      employeeIds,
      periodStart: period.start,
      onlyEligible: true,
    });
    if (employeeIds) {
      const found = new Set(payees.map((p) => toInt(p.id)));
      const missing = employeeIds.filter((id) => !found.has(id));
      if (missing.length > 0) {
        throw new DomainError(
          'invalid_reference',
          `employee_ids ${missing.join(', ')} are not payable employees of this company${period.type === 'regular' ? ' in this pay schedule group' : ''}`,
          missing.map((id) => ({
            field: `employee_ids[${employeeIds.indexOf(id)}]`,
            message: 'not payable in this payroll',
          })),
        );
      }
    }
    const workweekStart = company.workweekStart as WeekdayName;
    const range = calendarRangeFor(period.start, period.end, workweekStart);
    const calendar = cachedLocalCalendar(company.timezone, range.fromDate, range.toDate);
    const fromIso = new Date(startOfLocalDay(range.fromDate, company.timezone)).toISOString();
    const toIso = new Date(startOfLocalDay(addDays(period.end, 1), company.timezone)).toISOString();
    const records = await repo.loadRecords(
      this.db,
      auth.companyId,
      payees.map((p) => toInt(p.id)),
      fromIso,
      toIso,
    );
    const byEmployee = new Map<number, EngineTimeRecord[]>();
    for (const r of records) {
      const id = toInt(r.employee_id);
      let list = byEmployee.get(id);
      if (!list) {
        list = [];
        byEmployee.set(id, list);
      }
      list.push({
        id: toInt(r.id),
        type: r.type,
        startMs: Date.parse(r.start),
        endMs: r.end ? Date.parse(r.end) : null,
        customerId: n(r.customer_id),
        customerName: r.customer_name,
        projectId: n(r.project_id),
        projectName: r.project_name,
        missedClockout: r.missed_clockout,
      });
    }
    const nowMs = this.clock.now().getTime();
    const employees: unknown[] = [];
    const contractors: unknown[] = [];
    const warnings: Array<{
      code: string;
      message: string;
      employee_id: number | null;
      time_record_id: number | null;
    }> = [];
    for (const p of payees) {
      const id = toInt(p.id);
      const earningRows = p.earnings;
      const earnings: EngineEarning[] = earningRows.map((e) => ({
        id: Number(e.id),
        startDate: String(e.start_date),
        paymentUnit: (e.payment_unit as EngineEarning['paymentUnit']) ?? null,
        salaryType: (e.salary_type as EngineEarning['salaryType']) ?? null,
        paymentAmount: (e.payment_amount as string | null) ?? null,
        salary:
          e.salary_cents === null || e.salary_cents === undefined
            ? null
            : (Number(e.salary_cents) / 100).toFixed(2),
        overtimeAmount: (e.overtime_amount as string | null) ?? null,
        defaultHours: (e.default_hours as string | null) ?? null,
        ptoPaymentAmount: (e.pto_payment_amount as string | null) ?? null,
      }));
      const result: EntryResult = computePayrollEntry({
        periodStart: period.start,
        periodEnd: period.end,
        payFrequency: period.freq,
        timezone: company.timezone,
        workweekStart,
        employmentType: p.employment_type,
        workplaceState: p.workplace_state,
        paidLunchMinutes: p.paid_lunch_time ?? 0,
        lunchInOvertime: p.lunch_in_overtime ?? false,
        employeeStartDate: p.start_date,
        dismissedOn: p.dismissed_on,
        earnings,
        records: byEmployee.get(id) ?? [],
        nowMs,
        calendar,
      });
      const byId = new Map(earningRows.map((e) => [Number(e.id), e]));
      const entry: Record<string, unknown> = {
        employee_id: id,
        first_name: p.first_name,
        last_name: p.last_name,
        payment_method: p.payment_method,
        note: null,
      };
      if (result.splits) {
        entry.splits = result.splits.map((s) => ({
          start_date: s.startDate,
          end_date: s.endDate,
          payrollData: payrollDataJson(s.payrollData, byId),
        }));
      } else entry.payrollData = payrollDataJson(result.payrollData!, byId);
      for (const w of result.warnings) {
        warnings.push({
          code: w.code,
          message: `${p.first_name} ${p.last_name}: ${w.message}`,
          employee_id: id,
          time_record_id: w.timeRecordId ?? null,
        });
      }
      if (p.employment_type === 'contractor') {
        contractors.push(entry);
      } else {
        employees.push(entry);
        if (!p.federal) {
          warnings.push({
            code: 'no_w4',
            message: `${p.first_name} ${p.last_name} has no W-4 on file: federal withholding uses single with no adjustments`,
            employee_id: id,
            time_record_id: null,
          });
        }
      }
      if (!p.workplace_id) {
        warnings.push({
          code: 'no_workplace',
          message: `${p.first_name} ${p.last_name} has no workplace: state taxes cannot be determined`,
          employee_id: id,
          time_record_id: null,
        });
      }
    }
    return { employees, contractors, warnings };
  }

  /** POST /payrolls → 201 preview of a new draft. */
  async createDraft(auth: AuthContext, body: DraftInput) {
    await this.assertConfigured(auth);
    const computed = await this.computeDraft(auth, body, null);
    const id = newPayrollId();
    const now = this.clock.now().toISOString();
    const { period, paychecks } = computed;
    try {
      return await this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('payrolls')
          .values({
            company_id: auth.companyId,
            id,
            type: period.type,
            status: 'draft',
            pay_schedule_group_id: period.groupId,
            start_date: period.start,
            end_date: period.end,
            payday: period.payday,
            pay_frequency: period.freq,
            engine_version: ENGINE_VERSION,
            pay_engine_version: PAY_ENGINE_VERSION,
            tax_engine_version: TAX_ENGINE_VERSION,
            input_hash: inputHash(body),
            created_at: now,
            updated_at: now,
          })
          .execute();
        await ledger.insertPaychecks(trx, auth.companyId, id, period.payday, paychecks);
        await ledger.refreshHeaderTotals(trx, auth.companyId, id);
        const header = await repo.findPayroll(trx, auth.companyId, id);
        const preview = previewJson(header!, paychecks);
        await recordAudit(trx, auth.companyId, {
          resourceType: 'payroll',
          resourceId: id,
          action: 'create',
          actor: actorOf(auth),
          source: 'partner_api',
          after: { status: 'draft', totals: preview.totals },
          at: new Date(now),
        });
        return preview;
      });
    } catch (err) {
      if ((err as { code?: string }).code === '23505') {
        throw new DomainError(
          'period_already_has_payroll',
          `pay schedule group ${period.groupId} already has a regular payroll for ${period.start}–${period.end}`,
        );
      }
      throw err;
    }
  }

  /** PUT /payrolls/:id: replaces a draft's body and recomputes (every paycheck rewritten). */
  async replaceDraft(auth: AuthContext, id: string, body: DraftInput) {
    await this.assertConfigured(auth);
    const existing = await repo.findPayroll(this.db, auth.companyId, id);
    if (!existing) throw notFound('Payroll', id);
    assertEditable(existing, 'change');
    const { period, paychecks } = await this.computeDraft(auth, body, id);
    const now = this.clock.now().toISOString();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const r = await trx
          .updateTable('payrolls')
          .set({
            type: period.type,
            pay_schedule_group_id: period.groupId,
            start_date: period.start,
            end_date: period.end,
            payday: period.payday,
            pay_frequency: period.freq,
            engine_version: ENGINE_VERSION,
            pay_engine_version: PAY_ENGINE_VERSION,
            tax_engine_version: TAX_ENGINE_VERSION,
            input_hash: inputHash(body),
            updated_at: now,
          })
          .where('company_id', '=', auth.companyId)
          .where('id', '=', id)
          .where('status', 'in', [...EDITABLE_STATUSES])
          .returning('id')
          .execute();
        if (r.length === 0) throw new DomainError('payroll_not_draft', `payroll ${id} is no longer a draft`);
        await ledger.deletePaychecks(trx, auth.companyId, id);
        await ledger.insertPaychecks(trx, auth.companyId, id, period.payday, paychecks);
        await ledger.refreshHeaderTotals(trx, auth.companyId, id);
        const header = await repo.findPayroll(trx, auth.companyId, id);
        const preview = previewJson(header!, paychecks);
        await recordAudit(trx, auth.companyId, {
          resourceType: 'payroll',
          resourceId: id,
          action: 'update',
          actor: actorOf(auth),
          source: 'partner_api',
          before: { totals: totalsJson(existing) },
          after: { totals: preview.totals },
          at: new Date(now),
        });
        return preview;
      });
    } catch (err) {
      if ((err as { code?: string }).code === '23505') {
        throw new DomainError(
          'period_already_has_payroll',
          `the group already has a regular payroll for ${period.start}–${period.end}`,
        );
      }
      throw err;
    }
  }

  /** DELETE /payrolls/:id (draft only). */
  async deleteDraft(auth: AuthContext, id: string): Promise<void> {
    const existing = await repo.findPayroll(this.db, auth.companyId, id);
    if (!existing) throw notFound('Payroll', id);
    await this.db.transaction().execute(async (trx) => {
      const r = await trx
        .deleteFrom('payrolls')
        .where('company_id', '=', auth.companyId)
        .where('id', '=', id)
        .where('status', '=', 'draft')
        .returning('id')
        .execute();
      if (r.length === 0) {
        throw new DomainError(
          'payroll_not_draft',
          `payroll ${id} is ${existing.status}; only a draft can be deleted`,
        );
      }
      await recordAudit(trx, auth.companyId, {
        resourceType: 'payroll',
        resourceId: id,
        action: 'delete',
        actor: actorOf(auth),
        source: 'partner_api',
        before: { status: existing.status },
        at: this.clock.now(),
      });
    });
  }

  /**
   * Validates a draft body and computes every paycheck: lines from the body (an omitted amount is
   * hours × rate), then the tax engine per employee with YTD from approved payrolls of the payday's
   * year. @throws 400 naming the path of the first invalid value.
   */
  async computeDraft(auth: AuthContext, body: DraftInput, payrollId: string | null) {
    const period = await this.resolvePeriod(auth, {
      ...body,
      pay_schedule_group_id: body.pay_schedule_group_id ?? null,
    });
    const errors: FieldError[] = [];
    const all = [
      ...body.employees.map((e, i) => ({ e, path: `employees[${i}]`, contractor: false })),
      ...(body.contractors ?? []).map((e, i) => ({ e, path: `contractors[${i}]`, contractor: true })),
    ];
    const seen = new Set<number>();
    for (const { e, path } of all) {
      if (seen.has(e.employee_id)) {
        errors.push({
          field: `${path}.employee_id`,
          message: `employee ${e.employee_id} appears more than once`,
        });
      }
      seen.add(e.employee_id);
      if ((e.payrollData === undefined) === (e.splits === undefined)) {
        errors.push({ field: path, message: 'must have exactly one of payrollData or splits' });
      }
    }
    if (errors.length > 0) {
      throw new DomainError('validation_failed', `${errors[0]!.field}: ${errors[0]!.message}`, errors);
    }
    const payees = await repo.loadPayees(this.db, auth.companyId, {
      employeeIds: [...seen],
      periodStart: period.start,
      onlyEligible: false,
    });
    const byId = new Map(payees.map((p) => [toInt(p.id), p]));
    for (const { e, path, contractor } of all) {
      const p = byId.get(e.employee_id);
      if (!p) {
        errors.push({
          field: `${path}.employee_id`,
          message: `${e.employee_id} is not an employee of this company`,
        });
        continue;
      }
      if (contractor !== (p.employment_type === 'contractor')) {
        errors.push({
          field: `${path}.employee_id`,
          message: contractor
            ? `${e.employee_id} is not a contractor`
            : `${e.employee_id} is a contractor; list contractors under contractors`,
        });
      }
      if (p.timetrack_only) {
        errors.push({
          field: `${path}.employee_id`,
          message: `${e.employee_id} is timetrack_only and is not paid through payroll`,
        });
      }
      if (
        period.type === 'regular' &&
        (p.pay_schedule_group_id === null || toInt(p.pay_schedule_group_id) !== period.groupId)
      ) {
        errors.push({
          field: `${path}.employee_id`,
          message: `${e.employee_id} is not in pay schedule group ${period.groupId}`,
        });
      }
      if (contractor && e.splits) {
        errors.push({ field: `${path}.splits`, message: 'contractors are never split' });
      }
    }
    if (errors.length > 0) {
      throw new DomainError('invalid_reference', `${errors[0]!.field}: ${errors[0]!.message}`, errors);
    }

    // Lines in cents, validated.
    const prepared = all.map(({ e, path, contractor }) => ({
      e,
      contractor,
      p: byId.get(e.employee_id)!,
      ...draftLines(e, path, errors),
    }));
    if (errors.length > 0) {
      throw new DomainError('validation_failed', `${errors[0]!.field}: ${errors[0]!.message}`, errors);
    }

    const employeeIds = prepared.filter((x) => !x.contractor).map((x) => x.e.employee_id);
    const year = Number(period.payday.slice(0, 4));
    const [{ benefits, deductions }, ytd, companyRow, setups] = await Promise.all([
      repo.loadBenefitsAndDeductions(this.db, auth.companyId, employeeIds, period.payday),
      ledger.loadYtd(this.db, auth.companyId, employeeIds, year, payrollId),
      repo.findCompanyRow(this.db, auth.companyId),
      loadTaxSetups(this.db, auth.companyId, employeeIds, year),
    ]);
    const suiRates = Object.fromEntries(
      Object.entries(companyRow.sui_rates ?? {}).map(([k, v]) => [k, String(v)]),
    );

    const byEmployee = <T>(rows: readonly T[], id: (r: T) => number) => {
      const m = new Map<number, T[]>();
      for (const r of rows) {
        const k = id(r);
        const l = m.get(k);
        if (l) l.push(r);
        else m.set(k, [r]);
      }
      return m;
    };
    const benefitsOf = byEmployee(benefits, (b) => toInt(b.employee_id));
    const deductionsOf = byEmployee(deductions, (d) => toInt(d.employee_id));
    const ytdTaxesOf = byEmployee(ytd.taxes, (t) => t.employeeId);
    const ytdBenefitsOf = byEmployee(ytd.benefits, (b) => b.employeeId);
    const ytdSupplementalOf = new Map(ytd.supplemental.map((s) => [s.employeeId, s.cents]));
    const deductionTotalsOf = byEmployee(ytd.deductionTotals, (d) => d.employeeId);
    const paychecks: PaycheckRecord[] = [];
    for (const x of prepared) {
      const who: PayeeSnapshot = {
        employeeId: x.e.employee_id,
        firstName: x.p.first_name,
        lastName: x.p.last_name,
        paymentMethod: x.e.payment_method ?? x.p.payment_method,
        note: x.e.note ?? null,
        workplaceId: x.p.workplace_id,
        workplaceState: x.p.workplace_state,
        departmentId: n(x.p.department_id),
        input: x.e,
      };
      if (x.contractor) {
        paychecks.push(contractorPaycheck(who, x.lines));
        continue;
      }
      const id = x.e.employee_id;
      const myYtd: YtdTotals = {
        taxes: (ytdTaxesOf.get(id) ?? []).map(({ employeeId: _e, ...t }) => t),
        benefits: Object.fromEntries((ytdBenefitsOf.get(id) ?? []).map((b) => [b.code, b.cents])),
        deductions: Object.fromEntries((deductionTotalsOf.get(id) ?? []).map((d) => [d.id, d.cents])),
        supplementalWagesCents: ytdSupplementalOf.get(id) ?? 0,
      };
      const myBenefits: BenefitElection[] = (benefitsOf.get(id) ?? []).map((b) => ({
        id: String(b.id),
        code: b.code as BenefitElection['code'],
        description: b.description,
        employeeAmountCents: n(b.employee_amount_cents),
        employeePercent: b.employee_percent,
        companyAmountCents: n(b.company_amount_cents),
        companyPercent: b.company_percent,
        annualLimitCents: n(b.annual_limit_cents),
      }));
      const myDeductions: PostTaxDeductionInput[] = (deductionsOf.get(id) ?? []).map((d) => ({
        id: String(d.id),
        code: d.code as PostTaxDeductionInput['code'],
        description: d.description,
        amountCents: n(d.amount_cents),
        percent: d.percent,
        perPeriodCapCents: n(d.per_period_cap_cents),
        totalCapCents: n(d.total_cap_cents),
      }));
      const byType = new Map<string, number>();
      for (const l of x.lines) byType.set(l.type, (byType.get(l.type) ?? 0) + l.amountCents);
      const address = x.p.address as { state?: string; city?: string } | null;
      let r: PaycheckTaxResult;
      try {
        r = calculatePaycheckTaxes({
          payday: period.payday,
          payFrequency: period.freq,
          payrollType: period.type,
          earnings: [...byType].map(([type, amountCents]) => ({ type: type as EarningType, amountCents })),
          federal: setups.get(id)?.federal ?? null,
          state: setups.get(id)?.state ?? null,
          residentState: setups.get(id)?.state?.resident ?? null,
          workplace: { state: x.p.workplace_state ?? '', city: x.p.workplace_city ?? null },
          homeAddress: address?.state ? { state: address.state, city: address.city ?? null } : null,
          benefits: myBenefits,
          deductions: myDeductions,
          suiRates,
          ytd: myYtd,
        });
      } catch (err) {
        throw new DomainError(
          'validation_failed',
          `payday ${period.payday}: ${err instanceof Error ? err.message : String(err)}`,
          [{ field: 'payday', message: 'no tax tables for this tax year' }],
        );
      }
      const empWarnings = r.warnings.map((w) => ({ code: w.code, message: w.message }));
      if (!setups.get(id)?.w4OnFile) {
        empWarnings.push({
          code: 'no_w4',
          message: 'No W-4 on file: withheld as single with no adjustments (Pub 15-T 2026)',
        });
      }
      if (!x.p.workplace_id) {
        empWarnings.push({
          code: 'no_workplace',
          message: 'No workplace: no state or local taxes were computed',
        });
      }
      paychecks.push(employeePaycheck(who, x.lines, r, empWarnings));
    }
    paychecks.sort((a, b) => a.employeeId - b.employeeId);
    return { period, paychecks };
  }

  /** The stored payroll (header and every paycheck with its lines) as a preview. */
  private async shape(companyId: number, row: repo.PayrollRow) {
    const paychecks = await ledger.loadPaychecks(this.db, companyId, row.id);
    return previewJson(row, paychecks);
  }

  /** GET /payrolls/:id/preview, in every status (draft → paid), rebuilt from the ledger rows. */
  async preview(auth: AuthContext, id: string) {
    return this.get(auth, id);
  }

  /** GET /payrolls/:id in any status. */
  async get(auth: AuthContext, id: string) {
    const row = await repo.findPayroll(this.db, auth.companyId, id);
    if (!row) throw notFound('Payroll', id);
    return this.shape(auth.companyId, row);
  }

  /** GET /payrolls: header columns only (totals and counts). */
  async list(auth: AuthContext, f: repo.PayrollFilters, limit: number, cursor?: string) {
    const after = decodeCursor(cursor, 1);
    const rows = await repo.listPayrolls(this.db, auth.companyId, f, after ? String(after[0]) : null, limit);
    return page(
      rows,
      limit,
      (r) => ({
        payroll_id: r.id,
        status: r.status,
        type: r.type,
        start_date: r.start_date,
        end_date: r.end_date,
        payday: r.payday,
        pay_frequency: r.pay_frequency,
        pay_schedule_group_id: n(r.pay_schedule_group_id),
        created_at: r.created_at,
        approved_at: r.approved_at,
        totals: totalsJson(r),
        employee_count: Number(r.employee_count),
        contractor_count: Number(r.contractor_count),
      }),
      (r) => [r.id],
    );
  }

  /**
   * POST /payrolls/:id/approve → `pending`: a status change only. One conditional UPDATE decides:
   * of concurrent approvals exactly one changes the status; the others get 409. From then on the
   * paychecks count in YTD and lock the period's time records.
   */
  async approve(auth: AuthContext, id: string) {
    const now = this.clock.now().toISOString();
    await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('payrolls')
        .set({ status: 'pending', approved_at: now, updated_at: now })
        .where('company_id', '=', auth.companyId)
        .where('id', '=', id)
        .where('status', 'in', [...EDITABLE_STATUSES])
        .returning('id')
        .executeTakeFirst();
      if (!row) {
        const existing = await repo.findPayroll(trx, auth.companyId, id);
        if (!existing) throw notFound('Payroll', id);
        throw new DomainError(
          'payroll_not_draft',
          `payroll ${id} is ${existing.status}; only a draft or reopened payroll can be approved`,
        );
      }
      await recordAudit(trx, auth.companyId, {
        resourceType: 'payroll',
        resourceId: id,
        action: 'approve',
        actor: actorOf(auth),
        source: 'partner_api',
        before: { status: 'draft' },
        after: { status: 'pending', approved_at: now },
        at: new Date(now),
      });
    });
    return this.get(auth, id);
  }

  /** POST /payrolls/:id/reopen: pending → reopened, allowed until payday − 2 days (company-local). */
  async reopen(auth: AuthContext, id: string) {
    const row = await repo.findPayroll(this.db, auth.companyId, id);
    if (!row) throw notFound('Payroll', id);
    if (row.status !== 'pending') {
      throw new DomainError(
        'invalid_state',
        `payroll ${id} is ${row.status}; only a pending (approved, not yet processing) payroll can be reopened`,
      );
    }
    const deadline = addDays(row.payday, -2);
    if (this.today(auth) >= deadline) {
      throw new DomainError(
        'reopen_deadline_passed',
        `payroll ${id} could be reopened until ${deadline} (payday ${row.payday} − 2 days)`,
      );
    }
    const now = this.clock.now().toISOString();
    await this.db.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable('payrolls')
        .set({ status: 'reopened', approved_at: null, updated_at: now })
        .where('company_id', '=', auth.companyId)
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returning('id')
        .execute();
      if (r.length === 0) throw new DomainError('invalid_state', `payroll ${id} changed status meanwhile`);
      await recordAudit(trx, auth.companyId, {
        resourceType: 'payroll',
        resourceId: id,
        action: 'reopen',
        actor: actorOf(auth),
        source: 'partner_api',
        before: { status: 'pending' },
        after: { status: 'reopened' },
        at: new Date(now),
      });
    });
    return this.get(auth, id);
  }

  /** Sandbox: pending → processing → paid, one step per call (the processing simulation). */
  async advance(auth: AuthContext | { companyId: number; keyPrefix: string }, id: string) {
    const row = await repo.findPayroll(this.db, auth.companyId, id);
    if (!row) throw notFound('Payroll', id);
    const next = row.status === 'pending' ? 'processing' : row.status === 'processing' ? 'paid' : null;
    if (!next) {
      throw new DomainError(
        'invalid_state',
        `payroll ${id} is ${row.status}; only pending and processing payrolls advance`,
      );
    }
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable('payrolls')
        .set({ status: next, updated_at: now.toISOString() })
        .where('company_id', '=', auth.companyId)
        .where('id', '=', id)
        .where('status', '=', row.status)
        .returning('id')
        .execute();
      if (r.length === 0) throw new DomainError('invalid_state', `payroll ${id} changed status meanwhile`);
      await recordAudit(trx, auth.companyId, {
        resourceType: 'payroll',
        resourceId: id,
        action: 'status_change',
        actor: 'keyPrefix' in auth && auth.keyPrefix ? `key:${auth.keyPrefix}` : 'system',
        source: 'sandbox',
        before: { status: row.status },
        after: { status: next },
        at: now,
      });
    });
    return { payroll_id: id, status: next };
  }
}
