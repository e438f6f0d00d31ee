/**
 * Time-off policies (POST|PATCH|GET /time-off-policies), enrollments and the year-end expiry.
 * Every write is one transaction with its audit row. A policy with `auto_enroll` enrolls every
 * employee of the company (not contractors) when created or when the flag is switched on; later
 * hires are enrolled when a payroll that pays them is approved (./accrual-posting.ts) or through
 * POST /time-off-policies/:id/enrollments.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { AuthContext } from '../../platform/auth/auth.plugin.js';
import { DomainError, notFound } from '../../shared/errors.js';
import { localDate, type Clock } from '../../shared/time.js';
import { actorOf, recordAudit } from '../audit/audit.repository.js';
import { show } from '../setup/validation.js';
import { expiryAtYearEnd } from './domain/hours.js';
import { policyColumns, toPolicy, type PolicyInput } from './policies.mapper.js';
import { policyWarnings } from './statutory.js';
import { balancesAt, companyWorkStates, enrolledIds } from './balances.repository.js';
import { emitBalanceChanges } from './time-off-events.js';
import * as repo from './time-off.repository.js';

const dupName = (name: string) =>
  new DomainError('duplicate_name', `A time-off policy named ${show(name)} already exists`, [
    { field: 'name', message: 'is already used' },
  ]);

/** Policy use cases. */
export class PoliciesService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  private async decorate(companyId: number, rows: repo.PolicyRow[]) {
    const [counts, states] = await Promise.all([
      repo.enrollmentCounts(this.db, companyId),
      companyWorkStates(this.db, companyId),
    ]);
    return rows.map((r) => ({
      ...toPolicy(r),
      enrolled_count: counts.get(Number(r.id)) ?? 0,
      warnings: policyWarnings(r, states, Number(localDate(this.clock.now(), 'UTC').slice(0, 4))),
    }));
  }

  /** Every policy of the company. */
  async list(companyId: number) {
    return { time_off_policies: await this.decorate(companyId, await repo.listPolicies(this.db, companyId)) };
  }

  /** One policy. @throws 404. */
  async get(companyId: number, id: number) {
    const r = await repo.findPolicy(this.db, companyId, id);
    if (!r) throw notFound('Time-off policy', id);
    return (await this.decorate(companyId, [r]))[0]!;
  }

  /** Creates a policy (and enrolls everyone when auto_enroll). @throws 400, 409 duplicate_name. */
  async create(auth: AuthContext, b: PolicyInput & { name: string; kind: string; accrual_method: string }) {
    const cols = policyColumns(b, null);
    const now = this.clock.now().toISOString();
    const id = await this.db.transaction().execute(async (trx) => {
      if (await repo.policyNameTaken(trx, auth.companyId, cols.name!)) throw dupName(cols.name!);
      const row = await repo.insertPolicy(trx, {
        company_id: auth.companyId,
        name: cols.name!,
        kind: cols.kind!,
        accrual_method: cols.accrual_method!,
        ...cols,
        auto_enroll: cols.auto_enroll ?? true,
        overtime_accrues: cols.overtime_accrues ?? true,
        allow_negative: cols.allow_negative ?? false,
        payout_on_termination: cols.payout_on_termination ?? false,
        created_at: now,
        updated_at: now,
      });
      if (row.auto_enroll) await repo.enrollAllEmployees(trx, auth.companyId, Number(row.id), now);
      await recordAudit(trx, auth.companyId, {
        resourceType: 'time_off_policy',
        resourceId: Number(row.id),
        action: 'create',
        actor: actorOf(auth),
        source: 'api',
        after: toPolicy(row),
        at: new Date(now),
      });
      return Number(row.id);
    });
    return this.get(auth.companyId, id);
  }

  /** Updates a policy. @throws 404, 400, 409 duplicate_name. */
  async update(auth: AuthContext, id: number, b: PolicyInput) {
    const now = this.clock.now().toISOString();
    await this.db.transaction().execute(async (trx) => {
      const cur = await repo.findPolicy(trx, auth.companyId, id);
      if (!cur) throw notFound('Time-off policy', id);
      const cols = policyColumns(b, cur);
      if (cols.name !== undefined && (await repo.policyNameTaken(trx, auth.companyId, cols.name, id))) {
        throw dupName(cols.name);
      }
      const row = await repo.updatePolicy(trx, auth.companyId, id, { ...cols, updated_at: now });
      if (row.auto_enroll && !cur.auto_enroll) await repo.enrollAllEmployees(trx, auth.companyId, id, now);
      await recordAudit(trx, auth.companyId, {
        resourceType: 'time_off_policy',
        resourceId: id,
        action: 'update',
        actor: actorOf(auth),
        source: 'api',
        before: toPolicy(cur),
        after: toPolicy(row),
        at: new Date(now),
      });
    });
    return this.get(auth.companyId, id);
  }

  /** Enrolls employees in a policy. @throws 404, 400 invalid_reference naming the unknown ids. */
  async enroll(auth: AuthContext, id: number, employeeIds: number[]) {
    const now = this.clock.now().toISOString();
    await this.db.transaction().execute(async (trx) => {
      if (!(await repo.findPolicy(trx, auth.companyId, id))) throw notFound('Time-off policy', id);
      const ok = await repo.existingEmployees(trx, auth.companyId, employeeIds);
      const bad = employeeIds.findIndex((e) => !ok.has(e));
      if (bad >= 0) {
        throw new DomainError(
          'invalid_reference',
          `employee_ids[${bad}]: ${employeeIds[bad]} is not an employee of this company (contractors are not enrolled)`,
          [{ field: `employee_ids[${bad}]`, message: 'not an employee of this company' }],
        );
      }
      await repo.enroll(trx, auth.companyId, id, employeeIds, now);
      await recordAudit(trx, auth.companyId, {
        resourceType: 'time_off_policy',
        resourceId: id,
        action: 'enroll',
        actor: actorOf(auth),
        source: 'api',
        after: { employee_ids: employeeIds },
        at: new Date(now),
      });
    });
    return this.get(auth.companyId, id);
  }

  /**
   * Year end of a policy: for each enrolled person, the balance on December 31 of `year` above the
   * carryover limit expires (one `expiry` entry dated December 31; the rest carries over). Once per
   * person, policy and year (a unique index): running it again changes nothing.
   * Example: limit 40 h, balance 52.5 h → expiry −12.5 h, 40 h carried into the next year.
   */
  async yearEnd(auth: AuthContext, id: number, year: number) {
    const at = this.clock.now();
    const date = `${year}-12-31`;
    return this.db.transaction().execute(async (trx) => {
      const p = await repo.findPolicy(trx, auth.companyId, id);
      if (!p) throw notFound('Time-off policy', id);
      const limit = p.carryover_limit_seconds === null ? null : Number(p.carryover_limit_seconds);
      const ids = await enrolledIds(trx, auth.companyId, id);
      const balances = await balancesAt(trx, auth.companyId, id, date);
      const rows: repo.NewEntry[] = [];
      const changes = [];
      for (const e of ids) {
        const bal = balances.get(e) ?? 0;
        const expire = expiryAtYearEnd(bal, limit);
        if (expire <= 0) continue;
        rows.push({
          company_id: auth.companyId,
          employee_id: e,
          policy_id: id,
          kind: 'expiry',
          seconds: -expire,
          effective_date: date,
          actor: actorOf(auth),
          note: `year-end ${year}: carryover limit`,
          created_at: at.toISOString(),
        });
        changes.push({
          employeeId: e,
          policyId: id,
          kind: 'expiry',
          changeSeconds: -expire,
          availableSeconds: bal - expire,
        });
      }
      const inserted = await insertExpiries(trx, rows);
      await emitBalanceChanges(
        trx,
        auth.companyId,
        changes.filter((c) => inserted.has(c.employeeId)),
        at,
      );
      await recordAudit(trx, auth.companyId, {
        resourceType: 'time_off_policy',
        resourceId: id,
        action: 'year_end',
        actor: actorOf(auth),
        source: 'api',
        after: { year, expired_employee_ids: [...inserted] },
        at,
      });
      return {
        time_off_policy_id: id,
        year,
        expired: changes.filter((c) => inserted.has(c.employeeId)).length,
      };
    });
  }
}

/** Inserts expiry rows, skipping those already posted (unique per person, policy, date); returns the people posted. */
async function insertExpiries(trx: Kysely<DB>, rows: repo.NewEntry[]): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const out = new Set<number>();
  for (let i = 0; i < rows.length; i += 1_000) {
    const r = await trx
      .insertInto('time_off_entries')
      .values(rows.slice(i, i + 1_000))
      .onConflict((oc) =>
        oc
          .columns(['company_id', 'policy_id', 'employee_id', 'effective_date'])
          .where('kind', '=', 'expiry')
          .doNothing(),
      )
      .returning('employee_id')
      .execute();
    for (const x of r) out.add(Number(x.employee_id));
  }
  return out;
}

/**
 * The statutory-minimum warnings of every sick policy of the company, for the payroll run
 * (POST /payrolls/initialize lists them with the payroll's warnings), in the year of `date`.
 */
export async function timeOffPolicyWarnings(db: Kysely<DB>, companyId: number, date: string) {
  const [rows, where] = await Promise.all([
    repo.listPolicies(db, companyId),
    companyWorkStates(db, companyId),
  ]);
  return rows.flatMap((r) => policyWarnings(r, where, Number(date.slice(0, 4))));
}

/**
 * The statutory-minimum warnings of a draft payroll, stored in `payrolls.warnings` when the draft is
 * created or replaced and returned with the preview's warnings (`employee_id` null: they concern
 * the company's policy, not one paycheck). Example: a CA sick policy accruing 1 h per 40 →
 * `{ code: 'below_statutory_accrual', message: '… CA Labor Code §246(b)(1)…', employee_id: null }`.
 */
export async function payrollTimeOffWarnings(
  db: Kysely<DB>,
  companyId: number,
  periodEnd: string,
): Promise<Array<{ code: string; message: string; employee_id: null }>> {
  const list = await timeOffPolicyWarnings(db, companyId, periodEnd);
  return list.map((w) => ({ code: w.code, message: w.message, employee_id: null }));
}
