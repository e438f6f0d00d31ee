/**
 * POST /payrolls/initialize (docs/api-conventions.md §5): for every eligible person of the period,
 * time totals, earnings lines, job costing and gross from the punches and the earning history (the
 * pure hours engine in ./engine), returned as entries and as the `actions.create_draft` body. With
 * `payroll_id`, the create_draft body of an existing draft rebuilt from its paychecks' inputs.
 */
import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { DB } from '../../platform/db/schema.js';
import type { AuthContext } from '../../platform/auth/auth.plugin.js';
import { toInt } from '../../platform/db/type-parsers.js';
import { DomainError } from '../../shared/errors.js';
import { addDays, startOfLocalDay, type Clock } from '../../shared/time.js';
import {
  cachedLocalCalendar,
  calendarRangeFor,
  computePayrollEntry,
  type EntryResult,
  type WeekdayName,
} from './engine/index.js';
import { engineEarnings, engineRecordsFromPacked } from './engine-inputs.js';
import * as ledger from './ledger/ledger.repository.js';
import { isEditable } from './ledger/status-transitions.js';
import type { PayrollPeriods, ResolvedPeriod } from './payroll-periods.js';
import type { OffCycleOptionsJson } from './off-cycle-options.js';
import { payrollDataJson } from './payrolls.mappers.js';
import type { InitializeBody } from './payrolls.schemas.js';
import * as repo from './payrolls.repository.js';
import { timeOffLines } from '../time-off/payroll-lines.js';
import { settleTimeOff } from '../time-off/postings.js';
import { timeOffPolicyWarnings } from '../time-off/policies.service.js';
import { addTimeOffLines } from './time-off-entry.js';

/** Body of POST /payrolls/initialize. */
export type InitializeInput = Static<typeof InitializeBody>;

/** People per punch query of initialize (the next slice is read while one is computed). */
const PUNCH_SLICE = 1000;

const n = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Number(v));

/** The initialize step of the payroll run. */
export class DraftInitializer {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly periods: PayrollPeriods,
  ) {}

  /** POST /payrolls/initialize: time totals, earnings, job costing and gross per person, and a create-draft body. */
  async initialize(auth: AuthContext, body: InitializeInput) {
    await this.periods.assertConfigured(auth);
    if (body.payroll_id != null) {
      const existing = await repo.findPayroll(this.db, auth.companyId, body.payroll_id);
      if (!existing) {
        throw new DomainError(
          'invalid_reference',
          `payroll_id ${body.payroll_id} is not a payroll of this company`,
          [{ field: 'payroll_id', message: 'unknown payroll' }],
        );
      }
      if (!isEditable(existing.status)) {
        throw new DomainError(
          'payroll_not_draft',
          `payroll ${body.payroll_id} is ${existing.status}; only a draft can be initialized from`,
        );
      }
      const inputs = await ledger.loadPaychecks(this.db, auth.companyId, existing.id, {
        withoutLines: true,
        withInput: true,
      });
      const draft = {
        type: existing.type,
        start_date: existing.start_date,
        end_date: existing.end_date,
        payday: existing.payday,
        pay_frequency: existing.pay_frequency,
        pay_schedule_group_id: n(existing.pay_schedule_group_id),
        ...(existing.off_cycle_options
          ? { off_cycle_options: existing.off_cycle_options as unknown as OffCycleOptionsJson }
          : {}),
        employees: inputs.filter((c) => !c.isContractor).map((c) => c.input),
        contractors: inputs.filter((c) => c.isContractor).map((c) => c.input),
      };
      return { ...draft, warnings: [], actions: { create_draft: draft } };
    }
    const period = await this.periods.resolvePeriod(auth, body, body.employee_ids ?? null);
    const computed = await this.computeEntries(auth, period, body.employee_ids ?? null);
    const createDraft = {
      type: period.type,
      start_date: period.start,
      end_date: period.end,
      payday: period.payday,
      pay_frequency: period.freq,
      pay_schedule_group_id: period.groupId,
      ...(period.offCycleOptions ? { off_cycle_options: period.offCycleOptions } : {}),
      employees: computed.employees,
      contractors: computed.contractors,
    };
    return { ...createDraft, warnings: computed.warnings, actions: { create_draft: createDraft } };
  }

  /** Runs the hours-to-gross engine for every eligible person of the period. */
  private async computeEntries(auth: AuthContext, period: ResolvedPeriod, employeeIds: number[] | null) {
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
    // Termination payouts read balances: the company's queued time-off accruals are posted first.
    await settleTimeOff(this.db, auth.companyId, this.clock.now());
    // The punches are read in slices of people, the next slice while this one is computed (on
    // PostgreSQL the JSON packing of one slice overlaps the hours engine of the last); the time off
    // of the period is read with the first slice.
    const slices: Array<typeof payees> = [];
    for (let i = 0; i < payees.length; i += PUNCH_SLICE) slices.push(payees.slice(i, i + PUNCH_SLICE));
    const punchesOf = (slice: typeof payees) => {
      const p = repo.loadRecordsByEmployee(
        this.db,
        auth.companyId,
        slice.map((x) => toInt(x.id)),
        fromIso,
        toIso,
      );
      p.catch(() => undefined); // awaited in its turn below
      return p;
    };
    let nextPunches = slices.length > 0 ? punchesOf(slices[0]!) : null;
    // Time off (src/modules/time-off): approved requests and holidays of the period as earnings lines.
    const timeOff = await timeOffLines(
      this.db,
      auth.companyId,
      { start: period.start, end: period.end },
      payees
        .filter((p) => p.employment_type !== 'contractor')
        .map((p) => ({
          id: toInt(p.id),
          startDate: p.start_date,
          dismissedOn: p.dismissed_on,
          earnings: p.earnings,
        })),
    );
    const nowMs = this.clock.now().getTime();
    const employees: unknown[] = [];
    const contractors: unknown[] = [];
    const warnings: Array<{
      code: string;
      message: string;
      employee_id: number | null;
      time_record_id: number | null;
    }> = [];
    for (let k = 0; k < slices.length; k++) {
      const byEmployee = engineRecordsFromPacked(await nextPunches!);
      nextPunches = k + 1 < slices.length ? punchesOf(slices[k + 1]!) : null;
      for (const p of slices[k]!) {
        const id = toInt(p.id);
        const earningRows = p.earnings;
        const earnings = engineEarnings(earningRows);
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
          minUnpaidBreakMinutes: company.minUnpaidBreakMinutes,
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
        addTimeOffLines(entry, timeOff.get(id));
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
    }
    // Time off: sick policies weaker than a statutory minimum where the company's people work.
    for (const w of await timeOffPolicyWarnings(this.db, auth.companyId, period.end)) {
      warnings.push({ code: w.code, message: w.message, employee_id: null, time_record_id: null });
    }
    return { employees, contractors, warnings };
  }
}
