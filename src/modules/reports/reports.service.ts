/**
 * The reports (GET /reports/...): validates ranges, pages through the repository's SQL aggregates
 * and shapes rows for JSON (dollars, hours) and CSV (the same rows, flat). No arithmetic on money
 * here beyond integer-cent sums of rows the database already aggregated.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { AuthContext } from '../../platform/auth/auth.plugin.js';
import { decodeCursor, page } from '../../platform/http/pagination.js';
import { toInt } from '../../platform/db/type-parsers.js';
import { centsToDollars } from '../../shared/money.js';
import { localDate, type Clock } from '../../shared/time.js';
import { settleTimeOff } from '../time-off/postings.js';
import { timeOffYtd } from '../time-off/ytd.js';
import { secondsToHours } from '../payrolls/payrolls.mappers.js';
import * as repo from './reports.repository.js';
import { validateRange } from './report-range.js';
import { form940, form941, stateReturns } from './tax-forms.js';

const $ = (c: string | number | null) => (c === null ? null : centsToDollars(toInt(c)));
const m = (c: string | number) => centsToDollars(toInt(c));
const id = (v: string | number | null) => (v === null ? null : toInt(v));

/** A paycheck's money columns (or their sums) → dollars. */
export function moneyJson(r: repo.PaycheckMoneyRow) {
  return {
    gross_pay: m(r.gross_cents),
    reimbursements: m(r.reimbursements_cents),
    employee_taxes: m(r.employee_taxes_cents),
    employer_taxes: m(r.company_taxes_cents),
    employee_benefits: m(r.employee_benefits_cents),
    company_benefits: m(r.company_benefits_cents),
    post_tax_deductions: m(r.post_tax_deductions_cents),
    net_pay: m(r.net_cents),
  };
}

/** Paycheck-level journal row → JSON. */
function paycheckJson(r: repo.JournalPaycheckRow) {
  return {
    payday: r.payday,
    payroll_id: r.payroll_id,
    payroll_type: r.payroll_type,
    status: r.status,
    employee_id: toInt(r.employee_id),
    first_name: r.first_name,
    last_name: r.last_name,
    is_contractor: r.is_contractor,
    department_id: id(r.department_id),
    workplace_state: r.workplace_state,
    payment_method: r.payment_method,
    ...moneyJson(r),
  };
}

/** Line-level journal row → JSON. */
function lineJson(r: repo.JournalLineRow) {
  return {
    payday: r.payday,
    payroll_id: r.payroll_id,
    employee_id: toInt(r.employee_id),
    first_name: r.first_name,
    last_name: r.last_name,
    line_no: r.line_no,
    kind: r.kind,
    code: r.code,
    description: r.description,
    jurisdiction: r.jurisdiction,
    payer: r.payer,
    hours: r.seconds === null ? null : secondsToHours(toInt(r.seconds)),
    rate: r.rate === null ? null : Number(r.rate),
    taxable_wages: $(r.taxable_wages_cents),
    amount: m(r.amount_cents),
    customer_id: id(r.customer_id),
    project_id: id(r.project_id),
  };
}

/** The reports of one company (every method takes the caller's AuthContext for the tenant scope). */
export class ReportsService {
  constructor(
    private readonly db: Kysely<DB>,
    /** Today (company-local) for the time-off balances of the employee YTD report. */
    private readonly clock: Clock,
  ) {}

  /** Payroll journal page: paychecks (`level=paycheck`) or pay lines (`level=line`) of approved payrolls by payday. */
  async journal(
    auth: AuthContext,
    q: { start_date: string; end_date: string; level?: string; limit: number; cursor?: string },
  ) {
    const r = validateRange(q.start_date, q.end_date);
    if (q.level === 'line') {
      const c = decodeCursor(q.cursor, 4) as [string, string, number, number] | null;
      const rows = await repo.journalLines(this.db, auth.companyId, r, c, q.limit);
      return page(rows, q.limit, lineJson, (x) => [x.payday, x.payroll_id, toInt(x.employee_id), x.line_no]);
    }
    const c = decodeCursor(q.cursor, 3) as [string, string, number] | null;
    const rows = await repo.journalPaychecks(this.db, auth.companyId, r, c, q.limit);
    return page(rows, q.limit, paycheckJson, (x) => [x.payday, x.payroll_id, toInt(x.employee_id)]);
  }

  /**
   * Tax liability: tax lines by payday period, code, jurisdiction and payer, plus the Form 941
   * (per quarter), Form 940 (per year) and state-return figures derived from the same sums.
   */
  async taxLiability(auth: AuthContext, q: { start_date: string; end_date: string; group_by?: string }) {
    const r = validateRange(q.start_date, q.end_date);
    const groupBy = q.group_by === 'month' ? 'month' : 'quarter';
    const [rows, quarterly, wages] = await Promise.all([
      repo.taxLiability(this.db, auth.companyId, r, groupBy),
      groupBy === 'quarter'
        ? Promise.resolve(null)
        : repo.taxLiability(this.db, auth.companyId, r, 'quarter'),
      repo.employeesByQuarter(this.db, auth.companyId, r),
    ]);
    const byQuarter = quarterly ?? rows;
    return {
      start_date: r.startDate,
      end_date: r.endDate,
      group_by: groupBy,
      lines: rows.map((x) => ({
        period: x.period,
        code: x.code,
        jurisdiction: x.jurisdiction,
        payer: x.payer,
        taxable_wages: m(x.taxable_wages_cents),
        amount: m(x.amount_cents),
        lines: toInt(x.lines),
      })),
      form_941: form941(byQuarter, wages),
      form_940: form940(byQuarter),
      state: stateReturns(byQuarter),
    };
  }

  /** Job costing by customer, project and department, employer taxes allocated (largest remainder). */
  async jobCosting(auth: AuthContext, q: { start_date: string; end_date: string }) {
    const r = validateRange(q.start_date, q.end_date);
    const [rows, unallocated] = await Promise.all([
      repo.jobCosting(this.db, auth.companyId, r),
      repo.unallocatedEmployerTaxes(this.db, auth.companyId, r),
    ]);
    let seconds = 0;
    let gross = 0;
    let taxes = 0;
    const data = rows.map((x) => {
      const s = toInt(x.seconds);
      const g = toInt(x.gross_cents);
      const t = toInt(x.employer_taxes_cents);
      seconds += s;
      gross += g;
      taxes += t;
      return {
        customer_id: id(x.customer_id),
        customer_name: x.customer_name,
        project_id: id(x.project_id),
        project_name: x.project_name,
        department_id: id(x.department_id),
        department_name: x.department_name,
        hours: secondsToHours(s),
        gross_pay: centsToDollars(g),
        employer_taxes: centsToDollars(t),
        labor_cost: centsToDollars(g + t),
      };
    });
    return {
      start_date: r.startDate,
      end_date: r.endDate,
      data,
      totals: {
        hours: secondsToHours(seconds),
        gross_pay: centsToDollars(gross),
        employer_taxes: centsToDollars(taxes),
        labor_cost: centsToDollars(gross + taxes),
        unallocated_employer_taxes: centsToDollars(unallocated),
      },
    };
  }

  /** Hours from the time records by employee, company-local day, customer and project. */
  async hours(
    auth: AuthContext,
    q: { start_date: string; end_date: string; limit: number; cursor?: string },
  ) {
    const r = validateRange(q.start_date, q.end_date);
    const c = decodeCursor(q.cursor, 4) as [number, string, number, number] | null;
    const rows = await repo.hoursByDay(this.db, auth.companyId, auth.company.timezone, r, c, q.limit);
    return page(
      rows,
      q.limit,
      (x) => ({
        employee_id: toInt(x.employee_id),
        first_name: x.first_name,
        last_name: x.last_name,
        day: x.day,
        customer_id: id(x.customer_id),
        customer_name: x.customer_name,
        project_id: id(x.project_id),
        project_name: x.project_name,
        work_hours: secondsToHours(toInt(x.work_seconds)),
        break_hours: secondsToHours(toInt(x.break_seconds)),
        work_seconds: toInt(x.work_seconds),
        break_seconds: toInt(x.break_seconds),
        records: toInt(x.records),
      }),
      (x) => [toInt(x.employee_id), x.day, id(x.customer_id) ?? 0, id(x.project_id) ?? 0],
    );
  }

  /**
   * Employee YTD for a payday year: sums of approved paychecks and taxes by code, and per time-off
   * policy the hours accrued and used in the calendar year and available at its end (or today,
   * company-local, when earlier; time-off/ytd.ts), paged by employee. The company's queued
   * time-off postings are settled first (time-off/postings.ts).
   */
  async employeeYtd(auth: AuthContext, q: { year: number; limit: number; cursor?: string }) {
    const c = decodeCursor(q.cursor, 1) as [number] | null;
    const now = this.clock.now();
    await settleTimeOff(this.db, auth.companyId, now);
    const rows = await repo.employeeYtd(this.db, auth.companyId, q.year, c ? Number(c[0]) : null, q.limit);
    const ids = rows.slice(0, q.limit).map((x) => toInt(x.employee_id));
    const taxes = await repo.employeeYtdTaxes(this.db, auth.companyId, q.year, ids);
    const timeOff = await timeOffYtd(
      this.db,
      auth.companyId,
      q.year,
      ids,
      localDate(now, auth.company.timezone),
    );
    const byEmployee = new Map<
      number,
      Array<{ code: string; jurisdiction: string; payer: string; amount: number }>
    >();
    for (const t of taxes) {
      const k = toInt(t.employee_id);
      const list = byEmployee.get(k) ?? [];
      list.push({ code: t.code, jurisdiction: t.jurisdiction, payer: t.payer, amount: m(t.amount_cents) });
      byEmployee.set(k, list);
    }
    return page(
      rows,
      q.limit,
      (x) => ({
        employee_id: toInt(x.employee_id),
        first_name: x.first_name,
        last_name: x.last_name,
        is_contractor: x.is_contractor,
        paychecks: toInt(x.paychecks),
        ...moneyJson(x),
        taxes: byEmployee.get(toInt(x.employee_id)) ?? [],
        time_off: timeOff.get(toInt(x.employee_id)) ?? [],
      }),
      (x) => [toInt(x.employee_id)],
    );
  }
}
