/**
 * Time-off requests (POST /time-off-requests, approve, deny, cancel). A request covers the counted
 * days of a company-local date range (Monday–Friday unless `include_weekends`) at `hours_per_day`.
 * Approval takes the hours from the balance (a `use` entry dated the first day); cancelling an
 * approved request gives them back (a reversing entry), until a payroll has paid it.
 *
 * Refusals: 400 naming the field (hours per day not in (0, 24], a range over one year, end before
 * start); 409 `insufficient_time_off_balance` (more than the available balance where the policy
 * does not allow a negative one, or beyond the yearly use cap), `time_off_waiting_period`,
 * `overlapping_time_off` (a work record or another pending/approved request on those days),
 * `period_locked` (a day inside an approved payroll period of the person).
 * Concurrency: approvals of one person's balance in one policy run one at a time (the enrollment
 * row is locked), so two approvals that together exceed the balance cannot both succeed.
 */
import type { Kysely, Selectable } from 'kysely';
import type { DB, TimeOffRequestsTable } from '../../platform/db/schema.js';
import type { AuthContext } from '../../platform/auth/auth.plugin.js';
import { DomainError, notFound } from '../../shared/errors.js';
import { startOfLocalDay, type Clock } from '../../shared/time.js';
import { actorOf, recordAudit } from '../audit/audit.repository.js';
import { Checker, show } from '../setup/validation.js';
import { countedDays, plusDays } from './domain/days.js';
import { hoursToSeconds, secondsToHours4 } from './domain/hours.js';
import { approvedPeriodsOverlapping } from './ledger-reads.js';
import { emitBalanceChanges, emitRequestEvent } from './time-off-events.js';
import * as repo from './time-off.repository.js';

type RequestRow = Selectable<TimeOffRequestsTable>;

/** Request row → TimeOffRequest JSON. */
export function toRequest(r: RequestRow) {
  return {
    time_off_request_id: Number(r.id),
    employee_id: Number(r.employee_id),
    time_off_policy_id: Number(r.policy_id),
    start_date: r.start_date,
    end_date: r.end_date,
    hours_per_day: secondsToHours4(r.seconds_per_day),
    include_weekends: r.include_weekends,
    total_hours: secondsToHours4(Number(r.total_seconds)),
    status: r.status,
    note: r.note,
    paid_payroll_id: r.paid_payroll_id,
    created_at: r.created_at,
    decided_at: r.decided_at,
  };
}

/** Body of POST /time-off-requests. */
export interface RequestInput {
  employee_id: number;
  time_off_policy_id: number;
  start_date: string;
  end_date: string;
  hours_per_day: number;
  include_weekends?: boolean;
  note?: string | null;
}

/** Kinds whose requests are not limited by a balance (unpaid leave). */
const NO_BALANCE = new Set(['unpaid']);

/** Request use cases. */
export class RequestsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  /** Requests of the company (newest first, at most 500). */
  async list(companyId: number, f: { employee_id?: number; status?: string }) {
    return { time_off_requests: (await repo.listRequests(this.db, companyId, f)).map(toRequest) };
  }

  /** One request. @throws 404. */
  async get(companyId: number, id: number) {
    const r = await repo.findRequest(this.db, companyId, id);
    if (!r) throw notFound('Time-off request', id);
    return toRequest(r);
  }

  /** Creates a pending request after every check. @throws 400, 409 (see the module doc). */
  async create(auth: AuthContext, b: RequestInput) {
    const c = new Checker();
    const perDay = hoursToSeconds(b.hours_per_day);
    if (perDay === null) c.add('hours_per_day', `${show(b.hours_per_day)} has more than 4 decimals`);
    else if (perDay <= 0 || perDay > 86_400) {
      c.add('hours_per_day', `${show(b.hours_per_day)} must be more than 0 and at most 24 hours a day`);
    }
    const datesOk = c.date('start_date', b.start_date) && c.date('end_date', b.end_date);
    if (datesOk && b.end_date < b.start_date) {
      c.add('end_date', `${b.end_date} is before start_date ${b.start_date}`);
    } else if (datesOk && b.end_date >= `${Number(b.start_date.slice(0, 4)) + 1}${b.start_date.slice(4)}`) {
      c.add(
        'end_date',
        `the range ${b.start_date}…${b.end_date} is longer than one year; split it into several requests`,
      );
    }
    c.throwIfAny();
    const days = countedDays(b.start_date, b.end_date, b.include_weekends ?? false);
    if (days.length === 0) {
      throw new DomainError(
        'validation_failed',
        'the range has no weekday; set include_weekends to count weekends',
        [{ field: 'include_weekends', message: 'the range only has Saturdays and Sundays' }],
      );
    }
    const total = days.length * perDay!;
    const at = this.clock.now();
    const tz = auth.company.timezone;
    return this.db.transaction().execute(async (trx) => {
      const emp = await repo.findEmployee(trx, auth.companyId, b.employee_id);
      if (!emp || emp.employment_type === 'contractor') {
        throw new DomainError(
          'invalid_reference',
          `employee_id ${b.employee_id} is not an employee of this company`,
          [{ field: 'employee_id', message: 'unknown employee' }],
        );
      }
      const policy = await repo.findPolicy(trx, auth.companyId, b.time_off_policy_id);
      if (!policy || !(await repo.lockEnrollment(trx, auth.companyId, b.time_off_policy_id, b.employee_id))) {
        throw new DomainError(
          'invalid_reference',
          `time_off_policy_id ${b.time_off_policy_id} is not a policy employee ${b.employee_id} is enrolled in`,
          [{ field: 'time_off_policy_id', message: 'not enrolled in this policy' }],
        );
      }
      if (emp.start_date && policy.waiting_period_days > 0) {
        const usable = plusDays(emp.start_date, policy.waiting_period_days);
        if (b.start_date < usable) {
          throw new DomainError(
            'time_off_waiting_period',
            `${policy.name} can be used from ${usable} (start date ${emp.start_date} + ${policy.waiting_period_days}-day waiting period); the request starts ${b.start_date}`,
            [{ field: 'start_date', message: `before ${usable}` }],
          );
        }
      }
      await assertNoConflicts(trx, auth.companyId, b.employee_id, b.start_date, b.end_date, tz);
      await assertBalance(trx, auth.companyId, policy, b.employee_id, total, b.start_date);
      const row = await repo.insertRequest(trx, {
        company_id: auth.companyId,
        employee_id: b.employee_id,
        policy_id: b.time_off_policy_id,
        start_date: b.start_date,
        end_date: b.end_date,
        seconds_per_day: perDay!,
        include_weekends: b.include_weekends ?? false,
        total_seconds: total,
        status: 'pending',
        note: b.note ?? null,
        created_by: actorOf(auth),
        created_at: at.toISOString(),
      });
      const out = toRequest(row);
      await recordAudit(trx, auth.companyId, {
        resourceType: 'time_off_request',
        resourceId: out.time_off_request_id,
        action: 'create',
        actor: actorOf(auth),
        source: 'api',
        after: out,
        at,
      });
      await emitRequestEvent(trx, auth.companyId, 'created', out, at);
      return out;
    });
  }

  /** Approves a pending request: its hours leave the balance. @throws 404, 409. */
  async approve(auth: AuthContext, id: number) {
    const at = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const r = await this.pending(trx, auth.companyId, id, 'approved');
      const policy = (await repo.findPolicy(trx, auth.companyId, Number(r.policy_id)))!;
      await repo.lockEnrollment(trx, auth.companyId, Number(r.policy_id), Number(r.employee_id));
      const locked = await approvedPeriodsOverlapping(
        trx,
        auth.companyId,
        Number(r.employee_id),
        r.start_date,
        r.end_date,
      );
      if (locked.length > 0) throw periodLocked(locked[0]!);
      const balance = await assertBalance(
        trx,
        auth.companyId,
        policy,
        Number(r.employee_id),
        Number(r.total_seconds),
        r.start_date,
      );
      await repo.insertEntry(trx, {
        company_id: auth.companyId,
        employee_id: r.employee_id,
        policy_id: r.policy_id,
        kind: 'use',
        seconds: -Number(r.total_seconds),
        effective_date: r.start_date,
        request_id: r.id,
        actor: actorOf(auth),
        note: null,
        created_at: at.toISOString(),
      });
      const out = await this.decide(trx, auth, r, 'approved', at);
      await emitBalanceChanges(
        trx,
        auth.companyId,
        [
          {
            employeeId: out.employee_id,
            policyId: out.time_off_policy_id,
            kind: 'use',
            changeSeconds: -Number(r.total_seconds),
            availableSeconds: balance - Number(r.total_seconds),
            requestId: id,
          },
        ],
        at,
      );
      return out;
    });
  }

  /** Denies a pending request. @throws 404, 409 invalid_state. */
  async deny(auth: AuthContext, id: number) {
    const at = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const r = await this.pending(trx, auth.companyId, id, 'denied');
      return this.decide(trx, auth, r, 'denied', at);
    });
  }

  /**
   * Cancels a pending or approved request; an approved one gives its hours back. @throws 404,
   * 409 invalid_state when denied, cancelled, or already paid by a payroll.
   */
  async cancel(auth: AuthContext, id: number) {
    const at = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const r = await repo.findRequest(trx, auth.companyId, id, true);
      if (!r) throw notFound('Time-off request', id);
      if (r.status !== 'pending' && r.status !== 'approved') {
        throw new DomainError(
          'invalid_state',
          `time-off request ${id} is ${r.status}; only pending or approved requests can be cancelled`,
        );
      }
      if (r.paid_payroll_id !== null) {
        throw new DomainError(
          'invalid_state',
          `time-off request ${id} was paid in payroll ${r.paid_payroll_id}; reopen that payroll first, or adjust the balance`,
        );
      }
      const changes = [];
      if (r.status === 'approved') {
        await repo.lockEnrollment(trx, auth.companyId, Number(r.policy_id), Number(r.employee_id));
        const use = await repo.liveUseOfRequest(trx, auth.companyId, id);
        if (use) {
          await repo.insertEntry(trx, {
            company_id: auth.companyId,
            employee_id: use.employee_id,
            policy_id: use.policy_id,
            kind: 'use',
            seconds: -Number(use.seconds),
            effective_date: use.effective_date,
            request_id: id,
            reverses_id: use.id,
            actor: actorOf(auth),
            note: 'request cancelled',
            created_at: at.toISOString(),
          });
          const { balance } = await repo.balanceOf(
            trx,
            auth.companyId,
            Number(r.employee_id),
            Number(r.policy_id),
            Number(r.start_date.slice(0, 4)),
          );
          changes.push({
            employeeId: Number(r.employee_id),
            policyId: Number(r.policy_id),
            kind: 'use',
            changeSeconds: -Number(use.seconds),
            availableSeconds: balance,
            requestId: id,
          });
        }
      }
      const out = await this.decide(trx, auth, r, 'cancelled', at);
      await emitBalanceChanges(trx, auth.companyId, changes, at);
      return out;
    });
  }

  /** The request locked, if pending. @throws 404, 409 invalid_state. */
  private async pending(trx: Kysely<DB>, companyId: number, id: number, to: string) {
    const r = await repo.findRequest(trx, companyId, id, true);
    if (!r) throw notFound('Time-off request', id);
    if (r.status !== 'pending') {
      throw new DomainError(
        'invalid_state',
        `time-off request ${id} is ${r.status}; only a pending request can be ${to}`,
      );
    }
    return r;
  }

  /** Sets the status, audits and emits the request event. */
  private async decide(
    trx: Kysely<DB>,
    auth: AuthContext,
    r: RequestRow,
    status: 'approved' | 'denied' | 'cancelled',
    at: Date,
  ) {
    const row = await repo.setRequestStatus(
      trx,
      auth.companyId,
      Number(r.id),
      status,
      actorOf(auth),
      at.toISOString(),
    );
    const out = toRequest(row);
    await recordAudit(trx, auth.companyId, {
      resourceType: 'time_off_request',
      resourceId: out.time_off_request_id,
      action: status === 'approved' ? 'approve' : status === 'denied' ? 'deny' : 'cancel',
      actor: actorOf(auth),
      source: 'api',
      before: { status: r.status },
      after: { status },
      at,
    });
    await emitRequestEvent(trx, auth.companyId, status, out, at);
    return out;
  }
}

function periodLocked(p: { id: string; start_date: string; end_date: string }) {
  return new DomainError(
    'period_locked',
    `the time off falls in ${p.start_date}…${p.end_date}, a period of approved payroll ${p.id}; reopen it to change that period`,
    [{ field: 'start_date', message: `inside approved payroll ${p.id}` }],
  );
}

/** 409 when the range overlaps a pending/approved request, a work record or an approved payroll period. */
async function assertNoConflicts(
  trx: Kysely<DB>,
  companyId: number,
  employeeId: number,
  start: string,
  end: string,
  tz: string,
): Promise<void> {
  const others = await repo.overlappingRequests(trx, companyId, employeeId, start, end);
  if (others.length > 0) {
    throw new DomainError(
      'overlapping_time_off',
      `the range ${start}…${end} overlaps time-off request ${others.join(', ')} of employee ${employeeId}`,
      [{ field: 'start_date', message: `overlaps request ${others[0]}` }],
    );
  }
  const fromIso = new Date(startOfLocalDay(start, tz)).toISOString();
  const toIso = new Date(startOfLocalDay(plusDays(end, 1), tz)).toISOString();
  const records = await repo.overlappingTimeRecords(trx, companyId, employeeId, fromIso, toIso);
  if (records.length > 0) {
    throw new DomainError(
      'overlapping_time_off',
      `the range ${start}…${end} overlaps time record ${records.join(', ')} of employee ${employeeId} (hours worked are not time off)`,
      [{ field: 'start_date', message: `overlaps time record ${records[0]}` }],
    );
  }
  const locked = await approvedPeriodsOverlapping(trx, companyId, employeeId, start, end);
  if (locked.length > 0) throw periodLocked(locked[0]!);
}

/**
 * 409 when `seconds` exceed the balance (unless the policy allows negative) or the yearly use cap.
 * Returns the balance before.
 */
async function assertBalance(
  trx: Kysely<DB>,
  companyId: number,
  policy: repo.PolicyRow,
  employeeId: number,
  seconds: number,
  start: string,
): Promise<number> {
  const year = Number(start.slice(0, 4));
  const { balance, usedInYear } = await repo.balanceOf(trx, companyId, employeeId, Number(policy.id), year);
  if (NO_BALANCE.has(policy.kind)) return balance;
  if (!policy.allow_negative && seconds > balance) {
    throw new DomainError(
      'insufficient_time_off_balance',
      `${secondsToHours4(seconds)} h of ${policy.name} exceed the available balance of ${secondsToHours4(balance)} h`,
      [{ field: 'hours_per_day', message: 'more than the available balance' }],
    );
  }
  const cap = policy.max_used_per_year_seconds === null ? null : Number(policy.max_used_per_year_seconds);
  if (cap !== null && usedInYear + seconds > cap) {
    throw new DomainError(
      'insufficient_time_off_balance',
      `${secondsToHours4(seconds)} h of ${policy.name} would bring the use in ${year} to ${secondsToHours4(usedInYear + seconds)} h, over the policy's ${secondsToHours4(cap)} h a year`,
      [{ field: 'hours_per_day', message: 'over the yearly use limit' }],
    );
  }
  return balance;
}
