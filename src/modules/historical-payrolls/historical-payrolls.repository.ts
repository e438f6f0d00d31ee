/**
 * SQL of historical payrolls (payroll headers and people only; paychecks are written and deleted
 * through the ledger repository). Every query is scoped by `companyId`.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { toInt } from '../../platform/db/type-parsers.js';
import type { HistoricalPerson } from './historical-paychecks.js';

/** The people named by a historical payroll, with their workplace state (company-scoped). */
export async function loadPeople(
  db: Kysely<DB>,
  companyId: number,
  ids: readonly number[],
): Promise<Map<number, HistoricalPerson>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('employees as e')
    .leftJoin('workplaces as w', (j) =>
      j.onRef('w.company_id', '=', 'e.company_id').onRef('w.id', '=', 'e.workplace_id'),
    )
    .select([
      'e.id',
      'e.first_name',
      'e.last_name',
      'e.employment_type',
      'e.workplace_id',
      'e.department_id',
      'w.state as workplace_state',
    ])
    .where('e.company_id', '=', companyId)
    .where('e.id', 'in', [...ids])
    .execute();
  return new Map(
    rows.map((r) => [
      toInt(r.id),
      {
        id: toInt(r.id),
        firstName: r.first_name,
        lastName: r.last_name,
        employmentType: r.employment_type,
        workplaceId: r.workplace_id,
        workplaceState: r.workplace_state ?? null,
        departmentId: r.department_id === null ? null : toInt(r.department_id),
      },
    ]),
  );
}

/**
 * An approved payroll run here (not historical; pending, processing or paid) whose payday is
 * before (`'<'`) or after (`'>'`) `payday` — the latest before, or the earliest after — or undefined.
 */
export function approvedBeside(db: Kysely<DB>, companyId: number, payday: string, side: '<' | '>') {
  return db
    .selectFrom('payrolls')
    .select(['id', 'payday'])
    .where('company_id', '=', companyId)
    .where('type', '<>', 'historical')
    .where('status', 'in', ['pending', 'processing', 'paid'])
    .where('payday', side, payday)
    .orderBy('payday', side === '<' ? 'desc' : 'asc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** The company's default pay period (the pay frequency of a historical payroll that names none). */
export async function defaultPayPeriod(db: Kysely<DB>, companyId: number): Promise<string | null> {
  const r = await db
    .selectFrom('companies')
    .select('default_pay_period')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return r?.default_pay_period ?? null;
}

/** A historical payroll's header, or undefined. */
export function findHistorical(db: Kysely<DB>, companyId: number, id: string) {
  return db
    .selectFrom('payrolls')
    .select(['id', 'payday', 'status', 'employee_gross_cents'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('type', '=', 'historical')
    .executeTakeFirst();
}

/** Header of a new historical payroll. */
export interface HistoricalHeader {
  id: string;
  start: string;
  end: string;
  payday: string;
  payFrequency: string;
  nowIso: string;
  inputHash: string;
}

/** Inserts the header of a historical payroll: status `paid`, approved now, no pay schedule group. */
export async function insertHistoricalHeader(
  db: Kysely<DB>,
  companyId: number,
  h: HistoricalHeader,
): Promise<void> {
  await db
    .insertInto('payrolls')
    .values({
      company_id: companyId,
      id: h.id,
      type: 'historical',
      status: 'paid',
      pay_schedule_group_id: null,
      start_date: h.start,
      end_date: h.end,
      payday: h.payday,
      pay_frequency: h.payFrequency,
      engine_version: 'historical',
      input_hash: h.inputHash,
      created_at: h.nowIso,
      updated_at: h.nowIso,
      approved_at: h.nowIso,
    })
    .execute();
}

/** Deletes a historical payroll's header (its paychecks are deleted first through the ledger). */
export async function deleteHistoricalHeader(db: Kysely<DB>, companyId: number, id: string): Promise<number> {
  const r = await db
    .deleteFrom('payrolls')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('type', '=', 'historical')
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** The company's time zone and the ids of its people by lower-case email and kind, for the CSV import. */
export async function csvContext(db: Kysely<DB>, companyId: number) {
  const company = await db
    .selectFrom('companies')
    .select('timezone')
    .where('id', '=', companyId)
    .executeTakeFirst();
  const people = await db
    .selectFrom('employees')
    .select(['id', 'email', 'employment_type'])
    .where('company_id', '=', companyId)
    .execute();
  return {
    timezone: company?.timezone ?? null,
    people: people.map((p) => ({
      id: toInt(p.id),
      email: p.email.toLowerCase(),
      contractor: p.employment_type === 'contractor',
    })),
  };
}
