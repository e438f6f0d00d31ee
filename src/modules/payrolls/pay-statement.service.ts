/**
 * One pay statement from the ledger: the paycheck's lines merged with the person's YTD sums
 * (pay-statement.repository.ts states the YTD rule). Lines are keyed by kind, code, jurisdiction
 * and payer; a line that has YTD but nothing this period (e.g. a bonus paid earlier in the year)
 * is listed with a current amount of 0. Earnings are one row per earning type. Integer cents until
 * the final conversion to dollars.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { AuthContext } from '../../platform/auth/auth.plugin.js';
import { toInt } from '../../platform/db/type-parsers.js';
import { DomainError } from '../../shared/errors.js';
import { centsToDollars } from '../../shared/money.js';
import { secondsToHours } from './payrolls.mappers.js';
import * as repo from './pay-statement.repository.js';
import type { PayStatementT } from './pay-statement.schemas.js';
import { loadDeposits } from './ledger/deposits.repository.js';
import { depositsJson } from './ledger/preview.mapper.js';
import { timeOffForStatement } from '../time-off/pay-statement.js';
import { settleTimeOff } from '../time-off/postings.js';
import type { Clock } from '../../shared/time.js';

interface Sum {
  kind: string;
  code: string;
  description: string | null;
  jurisdiction: string | null;
  payer: string;
  preTax: boolean;
  seconds: number | null;
  rates: Set<string>;
  /** Reasons of this paycheck's lines under the key, in line order. */
  reasons: string[];
  taxable: number;
  amount: number;
  ytdSeconds: number | null;
  ytdTaxable: number;
  ytd: number;
}

const addNullable = (a: number | null, b: string | number | null) => (b === null ? a : (a ?? 0) + toInt(b));

/** Merges current lines and YTD sums under the key kind|code|jurisdiction|payer (earnings: kind|code). */
function merge(current: repo.LineSumRow[], ytd: repo.LineSumRow[]): Sum[] {
  const map = new Map<string, Sum>();
  const key = (l: repo.LineSumRow) =>
    l.kind === 'earning' ? `earning|${l.code}` : `${l.kind}|${l.code}|${l.jurisdiction ?? ''}|${l.payer}`;
  const get = (l: repo.LineSumRow) => {
    const k = key(l);
    let s = map.get(k);
    if (!s) {
      s = {
        kind: l.kind,
        code: l.code,
        description: l.description,
        jurisdiction: l.jurisdiction,
        payer: l.payer,
        preTax: Boolean(l.pre_tax),
        seconds: null,
        rates: new Set(),
        reasons: [],
        taxable: 0,
        amount: 0,
        ytdSeconds: null,
        ytdTaxable: 0,
        ytd: 0,
      };
      map.set(k, s);
    }
    return s;
  };
  for (const l of current) {
    const s = get(l);
    s.seconds = addNullable(s.seconds, l.seconds);
    if (l.rate !== null) s.rates.add(l.rate);
    if (l.reason !== null && !s.reasons.includes(l.reason)) s.reasons.push(l.reason);
    s.taxable += l.taxable_wages_cents === null ? 0 : toInt(l.taxable_wages_cents);
    s.amount += toInt(l.amount_cents);
  }
  for (const l of ytd) {
    const s = get(l);
    s.ytdSeconds = addNullable(s.ytdSeconds, l.seconds);
    s.ytdTaxable += l.taxable_wages_cents === null ? 0 : toInt(l.taxable_wages_cents);
    s.ytd += toInt(l.amount_cents);
  }
  return [...map.values()];
}

const $ = centsToDollars;
const hours = (s: number | null) => (s === null ? null : secondsToHours(s));

/** Reads pay statements. */
export class PayStatementService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  /**
   * The statement of `employeeId` in payroll `payrollId` (any status).
   * @throws DomainError 404 `not_found` when the payroll is not the company's, or the person has no paycheck in it.
   */
  async statement(auth: AuthContext, payrollId: string, employeeId: number): Promise<PayStatementT> {
    // Read-side settlement (time-off/postings.ts): the time-off section shows the posted accruals.
    await settleTimeOff(this.db, auth.companyId, this.clock.now());
    const h = await repo.findPaycheck(this.db, auth.companyId, payrollId, employeeId);
    if (!h) {
      const exists = await repo.payrollExists(this.db, auth.companyId, payrollId);
      throw new DomainError(
        'not_found',
        exists
          ? `Employee ${employeeId} has no paycheck in payroll ${payrollId}`
          : `Payroll ${payrollId} not found`,
      );
    }
    const [lines, ytdLines, totals, deposits, timeOff] = await Promise.all([
      repo.paycheckLines(this.db, auth.companyId, payrollId, employeeId),
      repo.ytdLines(this.db, auth.companyId, payrollId, employeeId, h.payday),
      repo.paycheckTotals(this.db, auth.companyId, payrollId, employeeId, h.payday),
      loadDeposits(this.db, auth.companyId, payrollId, [employeeId]),
      timeOffForStatement(this.db, auth.companyId, employeeId, h),
    ]);
    const sums = merge(lines, ytdLines);
    const of = (kind: string) => sums.filter((s) => s.kind === kind);
    const benefits = new Map<string, PayStatementT['benefits'][number]>();
    for (const b of of('benefit')) {
      const row = benefits.get(b.code) ?? {
        code: b.code,
        description: b.description,
        pre_tax: b.preTax,
        employee_amount: 0,
        company_amount: 0,
        ytd_employee_amount: 0,
        ytd_company_amount: 0,
      };
      if (b.payer === 'company') {
        row.company_amount = $(b.amount);
        row.ytd_company_amount = $(b.ytd);
      } else {
        row.employee_amount = $(b.amount);
        row.ytd_employee_amount = $(b.ytd);
      }
      benefits.set(b.code, row);
    }
    const ct = (k: keyof repo.PaycheckTotalsRow) => ({
      current: $(toInt(totals.current[k])),
      ytd: $(toInt(totals.ytd[k])),
    });
    const approved = ['pending', 'processing', 'paid'].includes(h.status);
    return {
      payroll: {
        payroll_id: h.payroll_id,
        status: h.status,
        type: h.type,
        start_date: h.start_date,
        end_date: h.end_date,
        payday: h.payday,
        pay_frequency: h.pay_frequency,
      },
      company: { company_id: auth.companyId, name: h.company_name, address: h.company_address },
      employee: {
        employee_id: toInt(h.employee_id),
        first_name: h.first_name,
        last_name: h.last_name,
        is_contractor: h.is_contractor,
        payment_method: h.payment_method,
        note: h.note,
        workplace_id: h.workplace_id,
        workplace_state: h.workplace_state,
        department_id: h.department_id === null ? null : toInt(h.department_id),
      },
      ytd: {
        year: Number(h.payday.slice(0, 4)),
        through: h.payday,
        includes_this_payroll_unapproved: !approved,
      },
      earnings: of('earning').map((e) => ({
        type: e.code,
        description: e.description,
        hours: hours(e.seconds),
        rate: e.rates.size === 1 ? Number([...e.rates][0]) : null,
        amount: $(e.amount),
        ytd_hours: hours(e.ytdSeconds),
        ytd_amount: $(e.ytd),
      })),
      taxes: of('tax').map((t) => ({
        code: t.code,
        description: t.description,
        jurisdiction: t.jurisdiction,
        payer: t.payer as 'employee' | 'company',
        taxable_wages: $(t.taxable),
        amount: $(t.amount),
        reason: t.reasons.length > 0 ? t.reasons.join('; ') : null,
        ytd_taxable_wages: $(t.ytdTaxable),
        ytd_amount: $(t.ytd),
      })),
      benefits: [...benefits.values()],
      post_tax_deductions: of('deduction').map((d) => ({
        code: d.code,
        description: d.description,
        amount: $(d.amount),
        ytd_amount: $(d.ytd),
      })),
      reimbursements: of('reimbursement').map((d) => ({
        code: d.code,
        description: d.description,
        amount: $(d.amount),
        ytd_amount: $(d.ytd),
      })),
      totals: {
        gross_pay: ct('gross_cents'),
        employee_taxes: ct('employee_taxes_cents'),
        employer_taxes: ct('company_taxes_cents'),
        employee_benefits: ct('employee_benefits_cents'),
        company_benefits: ct('company_benefits_cents'),
        post_tax_deductions: ct('post_tax_deductions_cents'),
        reimbursements: ct('reimbursements_cents'),
        net_pay: ct('net_cents'),
      },
      deposits: depositsJson(deposits.get(employeeId) ?? []),
      warnings: h.warnings ?? [],
      time_off: timeOff,
    };
  }
}
