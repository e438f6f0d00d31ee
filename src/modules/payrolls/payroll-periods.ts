/**
 * Pay periods of a company (docs/api-conventions.md §5): whether payroll is configured, the period
 * options of every pay schedule group, and the type, dates, payday, frequency and group of an
 * initialize or draft request. Dates are company-local `YYYY-MM-DD`.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { AuthContext } from '../../platform/auth/auth.plugin.js';
import { toInt } from '../../platform/db/type-parsers.js';
import { DomainError, invalid } from '../../shared/errors.js';
import { addDays, isValidDate, localDate, type Clock } from '../../shared/time.js';
import { isPeriodOfSchedule, periodContaining, periodsAround, type PaySchedule } from './engine/index.js';
import * as repo from './payrolls.repository.js';
import { OFF_CYCLE_DEFAULTS, type OffCycleOptionsJson } from './off-cycle-options.js';

/** Pay frequency of a group or payroll. */
export type Freq = 'weekly' | 'biweekly' | 'semimonthly' | 'monthly';

function ymd(date: string, field: string): string {
  if (!isValidDate(date)) throw invalid(field, `${JSON.stringify(date)} is not a calendar date YYYY-MM-DD`);
  return date;
}

/** Pay periods and the payroll configuration of a company. */
export class PayrollPeriods {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  /** Today in the company's time zone (YYYY-MM-DD). */
  today(auth: AuthContext): string {
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

  /** A group row → the pay schedule the period engine takes. */
  schedule(g: {
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

  /**
   * Resolves type, dates, payday, frequency, group and off-cycle options of an initialize or draft
   * request (docs/api-conventions.md §5). An off-cycle payroll without `pay_frequency` takes its
   * group's, else the frequency of the pay schedule groups of `employeeIds` (all payable people when
   * null), else the company's `default_pay_period`, else biweekly.
   * @throws 400 naming the field (dates, frequency, options on a regular payroll, employees of
   * groups with different frequencies); 400 `invalid_reference` for another company's group.
   */
  async resolvePeriod(
    auth: AuthContext,
    b: {
      type: string;
      start_date?: string | null;
      end_date?: string | null;
      payday?: string | null;
      pay_frequency?: string | null;
      pay_schedule_group_id?: number | null;
      off_cycle_options?: OffCycleOptionsJson | null;
    },
    employeeIds: readonly number[] | null = null,
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
      if (b.off_cycle_options != null) {
        throw invalid('off_cycle_options', 'is only for an off-cycle payroll (type "off_cycle")');
      }
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
        offCycleOptions: null,
      };
    }
    if (b.start_date == null) throw invalid('start_date', 'is required for an off-cycle payroll');
    if (b.end_date == null) throw invalid('end_date', 'is required for an off-cycle payroll');
    if (b.payday == null) throw invalid('payday', 'is required for an off-cycle payroll');
    const start = ymd(b.start_date, 'start_date');
    const end = ymd(b.end_date, 'end_date');
    if (end < start) throw invalid('end_date', `${end} is before start_date ${start}`);
    const payday = ymd(b.payday, 'payday');
    const freq = (b.pay_frequency ??
      group?.pay_frequency ??
      (await this.defaultOffCycleFrequency(auth, employeeIds))) as Freq;
    return {
      type: 'off_cycle' as const,
      start,
      end,
      payday,
      freq,
      groupId: group ? toInt(group.id) : null,
      offCycleOptions: b.off_cycle_options ?? OFF_CYCLE_DEFAULTS,
    };
  }

  /** The employees' group frequency (one), else the company's default_pay_period, else biweekly. */
  private async defaultOffCycleFrequency(auth: AuthContext, employeeIds: readonly number[] | null) {
    const freqs = await repo.groupFrequencies(this.db, auth.companyId, employeeIds);
    if (freqs.length > 1) {
      throw invalid(
        'pay_frequency',
        `the employees are in pay schedule groups of different frequencies (${freqs.join(', ')}): give pay_frequency, or run one off-cycle payroll per frequency`,
      );
    }
    if (freqs[0]) return freqs[0];
    const company = await repo.findCompanyRow(this.db, auth.companyId);
    return company.default_pay_period ?? 'biweekly';
  }
}

/** A resolved payroll period (type, dates, payday, frequency, group). */
export type ResolvedPeriod = Awaited<ReturnType<PayrollPeriods['resolvePeriod']>>;
