/** SQL of departments and pay schedule groups; scoped by company id. */
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB, PayScheduleGroupsTable } from '../../platform/db/schema.js';

const deptCols = ['id', 'name', 'created_at'] as const;
const groupCols = [
  'id',
  'name',
  'pay_frequency',
  'anchor_start_date',
  'payday_offset_days',
  'created_at',
] as const;

/** A page of departments, keyset on id. */
export function listDepartments(db: Kysely<DB>, companyId: number, afterId: number | null, limit: number) {
  let q = db.selectFrom('departments').select(deptCols).where('company_id', '=', companyId);
  if (afterId !== null) q = q.where('id', '>', afterId);
  return q
    .orderBy('id')
    .limit(limit + 1)
    .execute();
}

/** One department or undefined. */
export function findDepartment(db: Kysely<DB>, companyId: number, id: number) {
  return db
    .selectFrom('departments')
    .select(deptCols)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Department row type. */
export type DepartmentRow = NonNullable<Awaited<ReturnType<typeof findDepartment>>>;

/** Inserts a department (unique name per company, case-insensitive: index departments_name). */
export function insertDepartment(db: Kysely<DB>, companyId: number, name: string, now: string) {
  return db
    .insertInto('departments')
    .values({ company_id: companyId, name, created_at: now })
    .returning(deptCols)
    .executeTakeFirstOrThrow();
}

/** A page of pay schedule groups, keyset on id. */
export function listGroups(db: Kysely<DB>, companyId: number, afterId: number | null, limit: number) {
  let q = db.selectFrom('pay_schedule_groups').select(groupCols).where('company_id', '=', companyId);
  if (afterId !== null) q = q.where('id', '>', afterId);
  return q
    .orderBy('id')
    .limit(limit + 1)
    .execute();
}

/** One group (optionally locked for update) or undefined. */
export function findGroup(db: Kysely<DB>, companyId: number, id: number, forUpdate = false) {
  const q = db
    .selectFrom('pay_schedule_groups')
    .select(groupCols)
    .where('company_id', '=', companyId)
    .where('id', '=', id);
  return (forUpdate ? q.forUpdate() : q).executeTakeFirst();
}

/** Group row type. */
export type GroupRow = NonNullable<Awaited<ReturnType<typeof findGroup>>>;

/** Inserts a group. */
export function insertGroup(db: Kysely<DB>, values: Insertable<PayScheduleGroupsTable>) {
  return db.insertInto('pay_schedule_groups').values(values).returning(groupCols).executeTakeFirstOrThrow();
}

/** Updates a group; returns the new row. */
export function updateGroup(
  db: Kysely<DB>,
  companyId: number,
  id: number,
  set: Updateable<PayScheduleGroupsTable>,
) {
  return db
    .updateTable('pay_schedule_groups')
    .set(set)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returning(groupCols)
    .executeTakeFirstOrThrow();
}

/** Whether any payroll (any status) was created for the group. */
export async function groupHasPayrolls(db: Kysely<DB>, companyId: number, groupId: number): Promise<boolean> {
  return (
    (await db
      .selectFrom('payrolls')
      .select('id')
      .where('company_id', '=', companyId)
      .where('pay_schedule_group_id', '=', groupId)
      .limit(1)
      .executeTakeFirst()) !== undefined
  );
}
