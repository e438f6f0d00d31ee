/**
 * Departments (GET|POST) and pay schedule groups (GET|POST|PATCH). A group with any payroll cannot
 * change its pay frequency or anchor (409 `frequency_locked`): its past periods would move.
 */
import type { Kysely, Updateable } from 'kysely';
import type { DB, PayScheduleGroupsTable } from '../../platform/db/schema.js';
import type { AuthContext } from '../../platform/auth/auth.plugin.js';
import { toInt } from '../../platform/db/type-parsers.js';
import { decodeCursor, page } from '../../platform/http/pagination.js';
import { DomainError, notFound } from '../../shared/errors.js';
import type { Clock } from '../../shared/time.js';
import { actorOf, recordAudit } from '../audit/audit.repository.js';
import {
  findDepartment,
  findGroup,
  groupHasPayrolls,
  insertDepartment,
  insertGroup,
  listDepartments,
  listGroups,
  updateGroup,
  type DepartmentRow,
  type GroupRow,
} from './organisation.repository.js';
import { Checker, isUniqueViolation, show } from './validation.js';

/** Row → Department. */
export const toDepartment = (r: DepartmentRow) => ({
  department_id: toInt(r.id),
  name: r.name,
  created_at: r.created_at,
});

/** Row → PayScheduleGroup. */
export const toGroup = (r: GroupRow) => ({
  pay_schedule_group_id: toInt(r.id),
  name: r.name,
  pay_frequency: r.pay_frequency,
  anchor_start_date: r.anchor_start_date,
  payday_offset_days: r.payday_offset_days,
  created_at: r.created_at,
});

type Frequency = PayScheduleGroupsTable['pay_frequency'];
const ANCHORED: ReadonlySet<string> = new Set(['weekly', 'biweekly']);

/** Anchor rule: required (a real date) for weekly/biweekly, absent for semimonthly/monthly. */
function checkAnchor(c: Checker, frequency: string, anchor: string | null): void {
  if (ANCHORED.has(frequency)) {
    if (anchor === null) {
      c.add(
        'anchor_start_date',
        `is required when pay_frequency is ${frequency} (the start date of one pay period)`,
      );
    } else c.date('anchor_start_date', anchor);
  } else if (anchor !== null) {
    c.add(
      'anchor_start_date',
      `${show(anchor)}: only weekly and biweekly groups have an anchor (${frequency} periods follow the calendar)`,
    );
  }
}

/** Organisation use cases. */
export class OrganisationService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  /** A page of departments. */
  async listDepartments(auth: AuthContext, limit: number, cursor?: string) {
    const after = decodeCursor(cursor, 1);
    return page(
      await listDepartments(this.db, auth.companyId, after ? Number(after[0]) : null, limit),
      limit,
      toDepartment,
      (r) => [toInt(r.id)],
    );
  }

  /** One department. @throws 404. */
  async getDepartment(auth: AuthContext, id: number) {
    const r = await findDepartment(this.db, auth.companyId, id);
    if (!r) throw notFound('Department', id);
    return toDepartment(r);
  }

  /** Creates a department. @throws 409 duplicate_name (case-insensitive). */
  async createDepartment(auth: AuthContext, name: string) {
    const now = this.clock.now().toISOString();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const after = toDepartment(await insertDepartment(trx, auth.companyId, name.trim(), now));
        await recordAudit(trx, auth.companyId, {
          resourceType: 'department',
          resourceId: after.department_id,
          action: 'create',
          actor: actorOf(auth),
          source: 'api',
          after,
          at: new Date(now),
        });
        return after;
      });
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw new DomainError('duplicate_name', `A department named ${show(name.trim())} already exists`, [
          { field: 'name', message: 'is already used' },
        ]);
      }
      throw err;
    }
  }

  /** A page of pay schedule groups. */
  async listGroups(auth: AuthContext, limit: number, cursor?: string) {
    const after = decodeCursor(cursor, 1);
    return page(
      await listGroups(this.db, auth.companyId, after ? Number(after[0]) : null, limit),
      limit,
      toGroup,
      (r) => [toInt(r.id)],
    );
  }

  /** One group. @throws 404. */
  async getGroup(auth: AuthContext, id: number) {
    const r = await findGroup(this.db, auth.companyId, id);
    if (!r) throw notFound('Pay schedule group', id);
    return toGroup(r);
  }

  /** Creates a group. @throws 400 (anchor rule). */
  async createGroup(
    auth: AuthContext,
    b: {
      name: string;
      pay_frequency: string;
      anchor_start_date?: string | null;
      payday_offset_days?: number;
    },
  ) {
    const c = new Checker();
    const anchor = b.anchor_start_date ?? null;
    checkAnchor(c, b.pay_frequency, anchor);
    c.throwIfAny();
    const now = this.clock.now().toISOString();
    return this.db.transaction().execute(async (trx) => {
      const after = toGroup(
        await insertGroup(trx, {
          company_id: auth.companyId,
          name: b.name.trim(),
          pay_frequency: b.pay_frequency as Frequency,
          anchor_start_date: anchor,
          payday_offset_days: b.payday_offset_days ?? 5,
          created_at: now,
        }),
      );
      await recordAudit(trx, auth.companyId, {
        resourceType: 'pay_schedule_group',
        resourceId: after.pay_schedule_group_id,
        action: 'create',
        actor: actorOf(auth),
        source: 'api',
        after,
        at: new Date(now),
      });
      return after;
    });
  }

  /**
   * Updates a group. Changing pay_frequency or anchor_start_date of a group that has payrolls →
   * 409 frequency_locked. Switching to semimonthly/monthly clears the anchor. @throws 404, 400, 409.
   */
  async updateGroup(
    auth: AuthContext,
    id: number,
    b: {
      name?: string;
      pay_frequency?: string;
      anchor_start_date?: string | null;
      payday_offset_days?: number;
    },
  ) {
    const now = this.clock.now().toISOString();
    return this.db.transaction().execute(async (trx) => {
      const row = await findGroup(trx, auth.companyId, id, true);
      if (!row) throw notFound('Pay schedule group', id);
      const before = toGroup(row);
      const frequency = b.pay_frequency ?? row.pay_frequency;
      let anchor = b.anchor_start_date !== undefined ? b.anchor_start_date : row.anchor_start_date;
      if (b.anchor_start_date === undefined && !ANCHORED.has(frequency)) anchor = null;
      const c = new Checker();
      checkAnchor(c, frequency, anchor);
      c.throwIfAny();
      const frequencyChanged = frequency !== row.pay_frequency;
      const anchorChanged = anchor !== row.anchor_start_date;
      if ((frequencyChanged || anchorChanged) && (await groupHasPayrolls(trx, auth.companyId, id))) {
        throw new DomainError(
          'frequency_locked',
          frequencyChanged
            ? `Pay schedule group ${id} has payrolls; its pay_frequency cannot change from ${row.pay_frequency} to ${frequency} (create a new group instead)`
            : `Pay schedule group ${id} has payrolls; its anchor_start_date cannot change from ${row.anchor_start_date ?? 'null'} to ${anchor ?? 'null'}`,
        );
      }
      const set: Updateable<PayScheduleGroupsTable> = {
        pay_frequency: frequency as Frequency,
        anchor_start_date: anchor,
      };
      if (b.name !== undefined) set.name = b.name.trim();
      if (b.payday_offset_days !== undefined) set.payday_offset_days = b.payday_offset_days;
      const after = toGroup(await updateGroup(trx, auth.companyId, id, set));
      await recordAudit(trx, auth.companyId, {
        resourceType: 'pay_schedule_group',
        resourceId: id,
        action: 'update',
        actor: actorOf(auth),
        source: 'api',
        before,
        after,
        at: new Date(now),
      });
      return after;
    });
  }
}
