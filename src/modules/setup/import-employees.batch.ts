/**
 * The insert step of the streamed employees import (docs/imports.md): one batch of validated rows
 * becomes a fixed number of statements whatever its length — the departments the batch names for
 * the first time (one INSERT each, rare), ONE `insert … select from unnest(…)` of the employees
 * (`RETURNING *`), a `DISCARD PLANS` (see {@link replanCachedStatements}), ONE insert of their first
 * earning records, and the batch's audit rows
 * ({@link recordAudit}, statements of 1,000 rows). The audit snapshot of each employee is built from
 * the returned rows with the read module's {@link toEmployeeDetail}, the same function
 * `GET /employees/:id` uses, instead of reading each employee back (one more query per row:
 * docs/performance.md, "Employees import: batched INSERTs").
 *
 * Stored results are the same as the row-at-a-time insert it replaces: ids are drawn from the
 * sequences in row order (the `unnest` rows are inserted in array order), and audit
 * rows keep their order (a department's `create` row right before the first employee that named it).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { toInt } from '../../platform/db/type-parsers.js';
import { recordAudit, type AuditEntry } from '../audit/audit.repository.js';
import type { EmployeeDetailRow } from '../employees/employees.repository.js';
import { toEmployeeDetail } from '../employees/employees.mappers.js';
import { insertEarningRows, insertEmployeeRows, replanCachedStatements } from './import-export.repository.js';
import { insertDepartment } from './organisation.repository.js';
import type { EarningValues, InviteValues } from './employees.rules.js';

/** One validated row of the employees CSV, ready to insert. */
export interface PreparedEmployee {
  /** Spreadsheet row number (header = 1). */
  row: number;
  /** Department name as written in the file (matched case-insensitively), or null. */
  department: string | null;
  employee: InviteValues;
  earning: EarningValues | null;
}

/** Lookups the batches share (they grow as departments are created). */
export interface EmployeeBatchContext {
  companyId: number;
  /** The import's instant (created_at, audit `at`). */
  now: Date;
  /** Company-local date of `now` (the detail's current earning). */
  today: string;
  /** Lower-cased department name → id; new departments are added. */
  deptIds: Map<string, number>;
  /** Department id → stored name; new departments are added. */
  deptNames: Map<number, string>;
  /** Pay schedule group id → stored name. */
  groupNames: Map<number, string>;
}

/** The audit entry of a resource created by a CSV import (actor `system`, source `csv_import`). */
export const importAudit = (
  resourceType: string,
  resourceId: string | number,
  after: unknown,
  at: Date,
): AuditEntry => ({
  resourceType,
  resourceId,
  action: 'create',
  actor: 'system',
  source: 'csv_import',
  after,
  at,
});

/**
 * Inserts `batch` (rows in file order, emails unique per employment type within the company) in
 * the caller's transaction `trx`, with one audit row per created department and employee.
 * @throws Error when the database does not return a row for every inserted employee (a bug).
 */
export async function insertEmployeeBatch(
  trx: Kysely<DB>,
  ctx: EmployeeBatchContext,
  batch: readonly PreparedEmployee[],
): Promise<void> {
  if (batch.length === 0) return;
  const { companyId } = ctx;
  const nowIso = ctx.now.toISOString();
  // Departments first, in order of first appearance: the ids the row-at-a-time insert gave them.
  const newDepts = new Map<number, AuditEntry>(); // index of the first row naming it → its audit row
  const deptOf: Array<number | null> = [];
  for (let i = 0; i < batch.length; i++) {
    const name = batch[i]!.department;
    if (name === null) {
      deptOf.push(null);
      continue;
    }
    let id = ctx.deptIds.get(name.toLowerCase());
    if (id === undefined) {
      const d = await insertDepartment(trx, companyId, name, nowIso);
      id = toInt(d.id);
      ctx.deptIds.set(name.toLowerCase(), id);
      ctx.deptNames.set(id, d.name);
      newDepts.set(
        i,
        importAudit('department', id, { department_id: id, name: d.name, created_at: d.created_at }, ctx.now),
      );
    }
    deptOf.push(id);
  }
  const rows = await insertEmployeeRows(
    trx,
    companyId,
    nowIso,
    batch.map((p, i) => {
      const e = p.employee;
      return {
        first_name: e.first_name,
        last_name: e.last_name,
        middle_name: e.middle_name,
        email: e.email,
        nickname: e.nickname,
        dob: e.dob,
        employment_type: e.employment_type,
        start_date: e.start_date,
        timetrack_only: e.timetrack_only,
        contractor_type: e.contractor_type,
        mobile_phone: e.mobile_phone,
        home_phone: e.home_phone,
        work_phone_ext: e.work_phone_ext,
        recovery_email: e.recovery_email,
        address: e.address === null ? null : JSON.stringify(e.address),
        department_id: deptOf[i]!,
        pay_schedule_group_id: e.pay_schedule_group_id,
        workplace_id: e.workplace_id,
        daily_time_limit: e.daily_time_limit,
        weekly_time_limit: e.weekly_time_limit,
        paid_lunch_time: e.paid_lunch_time,
        lunch_in_overtime: e.lunch_in_overtime,
        payment_method: e.payment_method,
      };
    }),
  );
  const byKey = new Map(rows.map((r) => [`${r.email}|${r.employment_type}`, r]));
  const inserted = batch.map((p) => {
    const r = byKey.get(`${p.employee.email}|${p.employee.employment_type}`);
    if (!r) throw new Error(`employee of row ${p.row} was not returned by its INSERT`);
    return r;
  });
  // The earnings' foreign-key check into employees, planned again for the table as it now is.
  await replanCachedStatements(trx);
  const earningRows = await insertEarningRows(
    trx,
    companyId,
    nowIso,
    batch.flatMap((p, i) =>
      p.earning === null
        ? []
        : [{ employeeId: inserted[i]!.id, startDate: p.employee.start_date, earning: p.earning }],
    ),
  );
  const earningOf = new Map(earningRows.map(({ employee_id, ...e }) => [String(employee_id), e]));
  const entries: AuditEntry[] = [];
  inserted.forEach((r, i) => {
    const dept = newDepts.get(i);
    if (dept) entries.push(dept);
    const earning = earningOf.get(String(r.id));
    // The shape of findEmployee's row (employees.repository.ts): the employee's columns, the
    // department's and group's names, and the earning history (here the one first record).
    const detail = {
      ...r,
      department_name: r.department_id === null ? null : (ctx.deptNames.get(toInt(r.department_id)) ?? null),
      group_name:
        r.pay_schedule_group_id === null
          ? null
          : (ctx.groupNames.get(toInt(r.pay_schedule_group_id)) ?? null),
      earning_history: earning ? [{ ...earning, id: toInt(earning.id) }] : [],
    } as unknown as EmployeeDetailRow;
    entries.push(importAudit('employee', toInt(r.id), toEmployeeDetail(detail, ctx.today), ctx.now));
  });
  await recordAudit(trx, companyId, entries);
}
