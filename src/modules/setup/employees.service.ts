/**
 * Employee writes: invite (POST /employees), update and dismissal (PATCH), new earning records
 * (POST /employees/:id/earnings). Each write runs in one transaction with its audit row
 * (API-shaped before/after snapshots). Responses reuse the read module's shapes.
 */
import type { Kysely, Updateable } from 'kysely';
import type { DB, EmployeesTable } from '../../platform/db/schema.js';
import type { AuthContext } from '../../platform/auth/auth.plugin.js';
import { DomainError, notFound, type FieldError } from '../../shared/errors.js';
import { localDate, type Clock } from '../../shared/time.js';
import { actorOf, recordAudit } from '../audit/audit.repository.js';
import { emitEvent } from '../webhooks/outbox.js';
import { findEmployee } from '../employees/employees.repository.js';
import { toEarning, toEmployeeDetail } from '../employees/employees.mappers.js';
import {
  checkAddress,
  checkEarning,
  checkInvite,
  WORKPLACE_REQUIRED,
  type EarningInput,
  type InviteInput,
} from './employees.rules.js';
import {
  countEarnings,
  departmentExists,
  emailTaken,
  groupExists,
  insertEarning,
  insertEmployee,
  lockedThrough,
  lockEmployeeRow,
  updateEmployee,
  workplaceActive,
} from './employees.repository.js';
import { Checker, isUniqueViolation, show } from './validation.js';
import type { Sealer } from '../../platform/crypto/sealing.js';
import { sealEin, sealSsn } from './ssn.js';

/** References an employee body may carry. */
export interface EmployeeRefs {
  department_id?: number | null;
  pay_schedule_group_id?: number | null;
  workplace_id?: string | null;
}

/**
 * Checks that the referenced department, group and workplace are the company's (and the workplace
 * active). @throws 400 `invalid_reference` naming the first bad id.
 */
export async function checkRefs(db: Kysely<DB>, companyId: number, r: EmployeeRefs): Promise<void> {
  const errors: FieldError[] = [];
  if (r.department_id != null && !(await departmentExists(db, companyId, r.department_id))) {
    errors.push({ field: 'department_id', message: `department ${r.department_id} does not exist` });
  }
  if (r.pay_schedule_group_id != null && !(await groupExists(db, companyId, r.pay_schedule_group_id))) {
    errors.push({
      field: 'pay_schedule_group_id',
      message: `pay schedule group ${r.pay_schedule_group_id} does not exist`,
    });
  }
  if (r.workplace_id != null) {
    const active = await workplaceActive(db, companyId, r.workplace_id);
    if (active === undefined) {
      errors.push({ field: 'workplace_id', message: `workplace ${show(r.workplace_id)} does not exist` });
    } else if (!active) {
      errors.push({ field: 'workplace_id', message: `workplace ${show(r.workplace_id)} is not active` });
    }
  }
  const first = errors[0];
  if (first) throw new DomainError('invalid_reference', `${first.field}: ${first.message}`, errors);
}

/** The body of PATCH /employees/:id (all optional; null clears). */
export type EmployeePatch = Partial<
  Omit<InviteInput, 'employment_type' | 'start_date' | keyof EarningInput>
> & {
  is_active?: boolean;
  dismissed_on?: string | null;
  /** Social Security number, write-only (sealed); null clears it. */
  ssn?: string | null;
  /** A contractor's EIN as the 1099-NEC TIN, write-only (sealed like an SSN); null clears it. */
  ein?: string | null;
};

const duplicate = (email: string, type: string) =>
  new DomainError(
    'duplicate_email',
    `The email ${show(email)} is already used by another ${type} record of this company`,
    [{ field: 'email', message: 'is already used' }],
  );

/** Employee write use cases. */
export class EmployeeSetupService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly sealer: Sealer,
  ) {}

  private today(auth: AuthContext): string {
    return localDate(this.clock.now(), auth.company.timezone);
  }

  private async snapshot(db: Kysely<DB>, auth: AuthContext, id: number) {
    const row = await findEmployee(db, auth.companyId, id);
    if (!row) throw notFound('Employee', id);
    return toEmployeeDetail(row, this.today(auth));
  }

  /**
   * Invites an employee record (docs/api-conventions.md §3) with its first earning (effective start_date).
   * @returns EmployeeDetail. @throws 400 validation_failed / invalid_reference, 409 duplicate_email.
   */
  async invite(auth: AuthContext, body: InviteInput) {
    const c = new Checker();
    const { employee, earning } = checkInvite(c, body, auth.company.plan, this.today(auth));
    c.throwIfAny();
    const now = this.clock.now().toISOString();
    try {
      return await this.db.transaction().execute(async (trx) => {
        await checkRefs(trx, auth.companyId, employee);
        if (await emailTaken(trx, auth.companyId, employee.email, employee.employment_type)) {
          throw duplicate(employee.email, employee.employment_type);
        }
        const id = await insertEmployee(trx, {
          ...employee,
          company_id: auth.companyId,
          is_active: true,
          status: 'active',
          onboarding_status: 'completed',
          dismissed_on: null,
          address: employee.address === null ? null : JSON.stringify(employee.address),
          created_at: now,
          updated_at: now,
        });
        if (earning) await insertEarning(trx, auth.companyId, id, employee.start_date, earning, now);
        const after = await this.snapshot(trx, auth, id);
        await recordAudit(trx, auth.companyId, {
          resourceType: 'employee',
          resourceId: id,
          action: 'create',
          actor: actorOf(auth),
          source: 'api',
          after,
          at: new Date(now),
        });
        await emitEvent(trx, auth.companyId, {
          type: 'employee.created',
          data: after,
          orderingKey: `employee:${id}`,
          at: new Date(now),
        });
        return after;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicate(employee.email, employee.employment_type);
      throw err;
    }
  }

  /**
   * Partial update: contact fields, department, group, workplace, limits, lunch settings, and
   * dismissal (`is_active: false` + `dismissed_on` → status "dismissed"; `is_active: true`
   * reactivates). `null` clears a nullable field. @returns EmployeeDetail.
   * @throws 404, 400 validation_failed / invalid_reference, 409 duplicate_email.
   */
  async update(auth: AuthContext, id: number, b: EmployeePatch) {
    const now = this.clock.now().toISOString();
    let emailForError = '';
    try {
      return await this.db.transaction().execute(async (trx) => {
        const row = await lockEmployeeRow(trx, auth.companyId, id);
        if (!row) throw notFound('Employee', id);
        const before = await this.snapshot(trx, auth, id);
        const c = new Checker();
        const set: Updateable<EmployeesTable> = {};
        const tt = auth.company.plan === 'timetracking';
        if (tt && b.payment_method != null) {
          c.add(
            'payment_method',
            `is a pay field; the timetracking plan has no payroll (got ${show(b.payment_method)})`,
          );
        }
        if (b.first_name !== undefined) set.first_name = b.first_name.trim();
        if (b.last_name !== undefined) set.last_name = b.last_name.trim();
        if (b.email !== undefined) set.email = c.email('email', b.email);
        if (b.recovery_email !== undefined) {
          set.recovery_email = b.recovery_email === null ? null : c.email('recovery_email', b.recovery_email);
        }
        for (const f of [
          'middle_name',
          'nickname',
          'mobile_phone',
          'home_phone',
          'work_phone_ext',
        ] as const) {
          if (b[f] !== undefined) set[f] = b[f];
        }
        if (b.ssn !== undefined) Object.assign(set, sealSsn(c, this.sealer, b.ssn));
        if (b.ein !== undefined) {
          if (row.employment_type !== 'contractor') {
            c.add(
              'ein',
              `is only for contractors (employment_type is ${row.employment_type}); employees have an ssn`,
            );
          } else if (b.ssn !== undefined) c.add('ein', 'give either ssn or ein: a contractor has one TIN');
          else Object.assign(set, sealEin(c, this.sealer, b.ein));
        }
        if (b.dob !== undefined) {
          if (b.dob !== null && c.date('dob', b.dob) && b.dob > this.today(auth)) {
            c.add('dob', `${show(b.dob)} is in the future`);
          }
          set.dob = b.dob;
        }
        if (b.address !== undefined) {
          set.address = b.address === null ? null : JSON.stringify(checkAddress(c, b.address));
        }
        if (b.contractor_type !== undefined) {
          if (b.contractor_type !== null && row.employment_type !== 'contractor') {
            c.add('contractor_type', `is only for contractors (employment_type is ${row.employment_type})`);
          }
          set.contractor_type = b.contractor_type;
        }
        if (b.daily_time_limit !== undefined) {
          set.daily_time_limit =
            b.daily_time_limit === null ? null : c.decimal('daily_time_limit', b.daily_time_limit, 0, 24, 2);
        }
        if (b.weekly_time_limit !== undefined) {
          set.weekly_time_limit =
            b.weekly_time_limit === null
              ? null
              : c.decimal('weekly_time_limit', b.weekly_time_limit, 0, 168, 2);
        }
        if (b.paid_lunch_time !== undefined) set.paid_lunch_time = b.paid_lunch_time;
        if (b.lunch_in_overtime !== undefined) set.lunch_in_overtime = b.lunch_in_overtime;
        if (b.payment_method != null) set.payment_method = b.payment_method;
        else if (b.payment_method === null) {
          c.add('payment_method', 'cannot be null (direct_deposit or manual)');
        }
        if (b.department_id !== undefined) set.department_id = b.department_id;
        if (b.pay_schedule_group_id !== undefined) set.pay_schedule_group_id = b.pay_schedule_group_id;
        if (b.workplace_id !== undefined) set.workplace_id = b.workplace_id;
        if (b.timetrack_only !== undefined) {
          if (b.timetrack_only === null) c.add('timetrack_only', 'cannot be null (true or false)');
          else set.timetrack_only = b.timetrack_only;
        }
        this.dismissal(c, row, b, set);
        // Merged state: a payroll employee keeps a workplace; an employee or contractor an earning record.
        const timetrackOnly = set.timetrack_only ?? row.timetrack_only;
        const needsPay = !tt && row.employment_type !== 'admin' && !timetrackOnly;
        if (needsPay && (b.workplace_id !== undefined || b.timetrack_only !== undefined)) {
          const wp = b.workplace_id !== undefined ? b.workplace_id : row.workplace_id;
          if (wp === null && row.employment_type === 'employee') c.add('workplace_id', WORKPLACE_REQUIRED);
          if (row.timetrack_only && (await countEarnings(trx, auth.companyId, id)) === 0) {
            c.add('timetrack_only', 'false needs an earning record first (POST /employees/{id}/earnings)');
          }
        }
        c.throwIfAny();
        await checkRefs(trx, auth.companyId, {
          department_id: b.department_id ?? null,
          pay_schedule_group_id: b.pay_schedule_group_id ?? null,
          workplace_id:
            b.workplace_id !== undefined && b.workplace_id !== row.workplace_id ? b.workplace_id : null,
        });
        if (set.email !== undefined && set.email !== row.email) {
          emailForError = set.email;
          if (await emailTaken(trx, auth.companyId, set.email, row.employment_type, id)) {
            throw duplicate(set.email, row.employment_type);
          }
        }
        if (Object.keys(set).length > 0) {
          await updateEmployee(trx, auth.companyId, id, { ...set, updated_at: now });
        }
        const after = await this.snapshot(trx, auth, id);
        await recordAudit(trx, auth.companyId, {
          resourceType: 'employee',
          resourceId: id,
          action: 'update',
          actor: actorOf(auth),
          source: 'api',
          before,
          after,
          at: new Date(now),
        });
        await emitEvent(trx, auth.companyId, {
          // A dismissal (active → inactive) is employee.terminated; any other change employee.updated.
          type: row.is_active && set.is_active === false ? 'employee.terminated' : 'employee.updated',
          data: after,
          before,
          orderingKey: `employee:${id}`,
          at: new Date(now),
        });
        return after;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicate(emailForError, 'employee');
      throw err;
    }
  }

  /** Applies is_active / dismissed_on of a PATCH to `set` (status "dismissed" or "active"). */
  private dismissal(
    c: Checker,
    row: { is_active: boolean; dismissed_on: string | null; start_date: string | null },
    b: EmployeePatch,
    set: Updateable<EmployeesTable>,
  ): void {
    const dismissedOn = b.dismissed_on;
    if (
      dismissedOn != null &&
      c.date('dismissed_on', dismissedOn) &&
      row.start_date !== null &&
      dismissedOn < row.start_date
    ) {
      c.add('dismissed_on', `${show(dismissedOn)} is before the start date ${row.start_date}`);
    }
    if (b.is_active === false) {
      const date = dismissedOn ?? (dismissedOn === undefined ? row.dismissed_on : null);
      if (date === null) {
        c.add('dismissed_on', 'is required when is_active is false (the dismissal date YYYY-MM-DD)');
      }
      Object.assign(set, { is_active: false, status: 'dismissed', dismissed_on: date });
    } else if (b.is_active === true) {
      if (dismissedOn != null) {
        c.add('dismissed_on', 'cannot be set when is_active is true (reactivation clears it)');
      }
      Object.assign(set, { is_active: true, status: 'active', dismissed_on: null });
    } else if (dismissedOn !== undefined) {
      if (row.is_active) {
        c.add('dismissed_on', 'needs is_active false (dismiss the employee in the same request)');
      } else if (dismissedOn === null) {
        c.add('dismissed_on', 'cannot be cleared on a dismissed employee; send is_active true to reactivate');
      } else set.dismissed_on = dismissedOn;
    }
  }

  /**
   * Adds an earning record effective `start_date` (records are never rewritten; a future-dated one
   * becomes current on its date; the route refuses the timetracking plan with 403). @returns
   * Earning. @throws 404; 400 validation_failed; 409 period_locked when an approved payroll already paid
   * the employee through that date.
   */
  async addEarning(auth: AuthContext, id: number, b: EarningInput & { start_date: string }) {
    const c = new Checker();
    const now = this.clock.now().toISOString();
    return this.db.transaction().execute(async (trx) => {
      const row = await lockEmployeeRow(trx, auth.companyId, id);
      if (!row) throw notFound('Employee', id);
      c.date('start_date', b.start_date);
      if (row.start_date !== null && b.start_date < row.start_date) {
        c.add('start_date', `${show(b.start_date)} is before the employee's start date ${row.start_date}`);
      }
      const values = checkEarning(c, b);
      c.throwIfAny();
      const locked = await lockedThrough(trx, auth.companyId, id);
      if (locked !== null && b.start_date <= locked) {
        throw new DomainError(
          'period_locked',
          `start_date ${b.start_date} falls in a period already paid by an approved payroll (through ${locked}); use a later date`,
        );
      }
      const e = await insertEarning(trx, auth.companyId, id, b.start_date, values!, now);
      const earning = toEarning(e);
      await recordAudit(trx, auth.companyId, {
        resourceType: 'earning',
        resourceId: e.id,
        action: 'create',
        actor: actorOf(auth),
        source: 'api',
        after: { employee_id: id, ...earning },
        at: new Date(now),
      });
      await emitEvent(trx, auth.companyId, {
        type: 'earning.created',
        data: { employee_id: id, ...earning },
        orderingKey: `employee:${id}`,
        at: new Date(now),
      });
      return earning;
    });
  }
}
