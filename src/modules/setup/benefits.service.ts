/**
 * Benefit elections and post-tax deductions (GET|POST|DELETE /employees/:id/benefits and
 * /deductions). DELETE ends a record: `deleted_at` is set and `end_date` becomes today when it
 * was open or later; GET lists the records not deleted. Dollars in JSON, cents in the database.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { AuthContext } from '../../platform/auth/auth.plugin.js';
import { toInt } from '../../platform/db/type-parsers.js';
import { decodeCursor, page } from '../../platform/http/pagination.js';
import { notFound } from '../../shared/errors.js';
import { centsToDollars } from '../../shared/money.js';
import { localDate, type Clock } from '../../shared/time.js';
import { actorOf, recordAudit } from '../audit/audit.repository.js';
import {
  activeBenefits,
  activeDeductions,
  endBenefit,
  endDeduction,
  insertBenefit,
  insertDeduction,
  listBenefits,
  listDeductions,
  type BenefitRow,
  type DeductionRow,
} from './benefits.repository.js';
import { employeeExists } from './tax-setup.repository.js';
import { Checker, show } from './validation.js';

const DEFAULT_DESCRIPTIONS: Record<string, string> = {
  '401k': '401(k) traditional',
  '403b': '403(b)',
  roth_401k: 'Roth 401(k)',
  section125_medical: 'Medical plan (pre-tax)',
  section125_dental: 'Dental plan (pre-tax)',
  section125_vision: 'Vision plan (pre-tax)',
  hsa: 'Health savings account',
  child_support: 'Child support',
  garnishment: 'Wage garnishment',
  loan_repayment: 'Loan repayment',
  other: 'Other deduction',
};

const money = (v: string | number | null) => (v === null ? null : centsToDollars(v));
const num = (v: string | null) => (v === null ? null : Number(v));

/** Row → Benefit. */
export function toBenefit(r: BenefitRow) {
  return {
    benefit_id: toInt(r.id),
    employee_id: toInt(r.employee_id),
    code: r.code,
    description: r.description,
    pre_tax: r.code !== 'roth_401k',
    employee_amount: money(r.employee_amount_cents),
    employee_percent: num(r.employee_percent),
    company_amount: money(r.company_amount_cents),
    company_percent: num(r.company_percent),
    annual_limit: money(r.annual_limit_cents),
    start_date: r.start_date,
    end_date: r.end_date,
    created_at: r.created_at,
  };
}

/** Row → Deduction. */
export function toDeduction(r: DeductionRow) {
  return {
    deduction_id: toInt(r.id),
    employee_id: toInt(r.employee_id),
    code: r.code,
    description: r.description,
    amount: money(r.amount_cents),
    percent: num(r.percent),
    per_period_cap: money(r.per_period_cap_cents),
    total_cap: money(r.total_cap_cents),
    supports_second_family: r.supports_second_family,
    arrears_over_12_weeks: r.arrears_over_12_weeks,
    start_date: r.start_date,
    end_date: r.end_date,
    created_at: r.created_at,
  };
}

/** POST benefit body. */
export interface BenefitInput {
  code: string;
  description?: string;
  employee_amount?: number | null;
  employee_percent?: number | null;
  company_amount?: number | null;
  company_percent?: number | null;
  annual_limit?: number | null;
  start_date?: string;
  end_date?: string | null;
}
/** POST deduction body. */
export interface DeductionInput {
  code: string;
  description?: string;
  amount?: number | null;
  percent?: number | null;
  per_period_cap?: number | null;
  total_cap?: number | null;
  /** child_support only (CCPA 15 U.S.C. §1673(b)(2)). */
  supports_second_family?: boolean;
  /** child_support only (CCPA 15 U.S.C. §1673(b)(2)). */
  arrears_over_12_weeks?: boolean;
  start_date?: string;
  end_date?: string | null;
}

/** Exactly one (or, if `optional`, at most one) of an amount (dollars → cents) and a percent (→ decimal string). */
function amountOrPercent(
  c: Checker,
  amountField: string,
  amount: number | null | undefined,
  percentField: string,
  percent: number | null | undefined,
  optional: boolean,
) {
  const hasA = amount != null;
  const hasP = percent != null;
  if (hasA && hasP) c.add(amountField, `send either ${amountField} or ${percentField}, not both`);
  else if (!hasA && !hasP && !optional) {
    c.add(
      amountField,
      `send exactly one of ${amountField} (dollars per period) or ${percentField} (percent of gross)`,
    );
  }
  return {
    cents: hasA ? c.dollars(amountField, amount) : null,
    percent: hasP ? c.decimal(percentField, percent, 0, 100, 4) : null,
  };
}

function dates(c: Checker, start: string, end: string | null | undefined) {
  c.date('start_date', start);
  if (end != null && c.date('end_date', end) && end < start) {
    c.add('end_date', `${show(end)} is before start_date ${start}`);
  }
}

/** Benefits and deductions use cases. */
export class BenefitsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  private async employee(db: Kysely<DB>, companyId: number, id: number) {
    if (!(await employeeExists(db, companyId, id))) throw notFound('Employee', id);
  }

  /** Active benefits (list envelope). @throws 404. */
  async listBenefits(auth: AuthContext, employeeId: number, limit: number, cursor?: string) {
    const after = decodeCursor(cursor, 1);
    await this.employee(this.db, auth.companyId, employeeId);
    const rows = await listBenefits(
      this.db,
      auth.companyId,
      employeeId,
      after ? Number(after[0]) : null,
      limit,
    );
    return page(rows, limit, toBenefit, (r) => [toInt(r.id)]);
  }

  /** Adds a benefit election (201 Benefit). @throws 404, 400. */
  async addBenefit(auth: AuthContext, employeeId: number, b: BenefitInput) {
    const c = new Checker();
    const today = localDate(this.clock.now(), auth.company.timezone);
    const start = b.start_date ?? today;
    const emp = amountOrPercent(
      c,
      'employee_amount',
      b.employee_amount,
      'employee_percent',
      b.employee_percent,
      false,
    );
    const co = amountOrPercent(
      c,
      'company_amount',
      b.company_amount,
      'company_percent',
      b.company_percent,
      true,
    );
    const limit = b.annual_limit != null ? c.dollars('annual_limit', b.annual_limit) : null;
    dates(c, start, b.end_date);
    const now = this.clock.now().toISOString();
    return this.db.transaction().execute(async (trx) => {
      await this.employee(trx, auth.companyId, employeeId);
      c.throwIfAny();
      const row = await insertBenefit(trx, {
        company_id: auth.companyId,
        employee_id: employeeId,
        code: b.code,
        description: b.description ?? DEFAULT_DESCRIPTIONS[b.code] ?? b.code,
        employee_amount_cents: emp.cents,
        employee_percent: emp.percent,
        company_amount_cents: co.cents,
        company_percent: co.percent,
        annual_limit_cents: limit,
        start_date: start,
        end_date: b.end_date ?? null,
        created_at: now,
      });
      const after = toBenefit(row);
      await recordAudit(trx, auth.companyId, {
        resourceType: 'benefit',
        resourceId: after.benefit_id,
        action: 'create',
        actor: actorOf(auth),
        source: 'api',
        after,
        at: new Date(now),
      });
      return after;
    });
  }

  /** Ends one benefit (`benefitId`) or every active benefit of the employee. @throws 404. */
  async endBenefits(auth: AuthContext, employeeId: number, benefitId?: number) {
    const now = this.clock.now();
    const today = localDate(now, auth.company.timezone);
    await this.db.transaction().execute(async (trx) => {
      await this.employee(trx, auth.companyId, employeeId);
      const rows = await activeBenefits(trx, auth.companyId, employeeId, benefitId);
      if (benefitId !== undefined && rows.length === 0) throw notFound('Benefit', benefitId);
      for (const r of rows) {
        const end = endDateOf(r.start_date, r.end_date, today);
        await endBenefit(trx, auth.companyId, toInt(r.id), end, now.toISOString());
        await recordAudit(trx, auth.companyId, {
          resourceType: 'benefit',
          resourceId: toInt(r.id),
          action: 'delete',
          actor: actorOf(auth),
          source: 'api',
          before: toBenefit(r),
          after: { ...toBenefit(r), end_date: end, deleted_at: now.toISOString() },
          at: now,
        });
      }
    });
  }

  /** Active deductions (list envelope). @throws 404. */
  async listDeductions(auth: AuthContext, employeeId: number, limit: number, cursor?: string) {
    const after = decodeCursor(cursor, 1);
    await this.employee(this.db, auth.companyId, employeeId);
    const rows = await listDeductions(
      this.db,
      auth.companyId,
      employeeId,
      after ? Number(after[0]) : null,
      limit,
    );
    return page(rows, limit, toDeduction, (r) => [toInt(r.id)]);
  }

  /** Adds a post-tax deduction (201 Deduction). @throws 404, 400. */
  async addDeduction(auth: AuthContext, employeeId: number, b: DeductionInput) {
    const c = new Checker();
    const today = localDate(this.clock.now(), auth.company.timezone);
    const start = b.start_date ?? today;
    const v = amountOrPercent(c, 'amount', b.amount, 'percent', b.percent, false);
    const perPeriod = b.per_period_cap != null ? c.dollars('per_period_cap', b.per_period_cap) : null;
    const total = b.total_cap != null ? c.dollars('total_cap', b.total_cap) : null;
    for (const f of ['supports_second_family', 'arrears_over_12_weeks'] as const) {
      if (b[f] === true && b.code !== 'child_support') {
        c.add(f, `is a fact of a support order: only for code child_support (got ${show(b.code)})`);
      }
    }
    dates(c, start, b.end_date);
    const now = this.clock.now().toISOString();
    return this.db.transaction().execute(async (trx) => {
      await this.employee(trx, auth.companyId, employeeId);
      c.throwIfAny();
      const row = await insertDeduction(trx, {
        company_id: auth.companyId,
        employee_id: employeeId,
        code: b.code,
        description: b.description ?? DEFAULT_DESCRIPTIONS[b.code] ?? b.code,
        amount_cents: v.cents,
        percent: v.percent,
        per_period_cap_cents: perPeriod,
        total_cap_cents: total,
        supports_second_family: b.supports_second_family ?? false,
        arrears_over_12_weeks: b.arrears_over_12_weeks ?? false,
        start_date: start,
        end_date: b.end_date ?? null,
        created_at: now,
      });
      const after = toDeduction(row);
      await recordAudit(trx, auth.companyId, {
        resourceType: 'deduction',
        resourceId: after.deduction_id,
        action: 'create',
        actor: actorOf(auth),
        source: 'api',
        after,
        at: new Date(now),
      });
      return after;
    });
  }

  /** Ends one deduction or every active deduction of the employee. @throws 404. */
  async endDeductions(auth: AuthContext, employeeId: number, deductionId?: number) {
    const now = this.clock.now();
    const today = localDate(now, auth.company.timezone);
    await this.db.transaction().execute(async (trx) => {
      await this.employee(trx, auth.companyId, employeeId);
      const rows = await activeDeductions(trx, auth.companyId, employeeId, deductionId);
      if (deductionId !== undefined && rows.length === 0) throw notFound('Deduction', deductionId);
      for (const r of rows) {
        const end = endDateOf(r.start_date, r.end_date, today);
        await endDeduction(trx, auth.companyId, toInt(r.id), end, now.toISOString());
        await recordAudit(trx, auth.companyId, {
          resourceType: 'deduction',
          resourceId: toInt(r.id),
          action: 'delete',
          actor: actorOf(auth),
          source: 'api',
          before: toDeduction(r),
          after: { ...toDeduction(r), end_date: end, deleted_at: now.toISOString() },
          at: now,
        });
      }
    });
  }
}

/** End date of a record ended `today`: today when it was open or later, unless it had not started yet (kept). */
function endDateOf(start: string, end: string | null, today: string): string | null {
  if (start > today) return end;
  return end === null || end > today ? today : end;
}
