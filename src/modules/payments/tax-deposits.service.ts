/**
 * The tax deposit calendar (docs/payments.md): per company the federal deposit schedule from the
 * lookback period, and for the approved payrolls with paydays in a range the deposits they create —
 * Form 941 taxes (federal income tax, social security and Medicare, both shares, additional
 * Medicare) by ./deposit-schedule.ts, FUTA quarterly, and state withholding and SUI by the rules
 * in tax-tables/<year>/deposit-rules/. Amounts in cents inside, dollars in JSON. Also the
 * `tax_deposit.due_soon` events, each sent once per deposit.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { sql } from 'kysely';
import { centsToDollars } from '../../shared/money.js';
import { invalid } from '../../shared/errors.js';
import { emitEvent } from '../webhooks/outbox.js';
import { addBusinessDays } from './banking-days.js';
import {
  federalDeposits,
  futaDeposits,
  lookbackPeriod,
  scheduleFor,
  type PayrollLiability,
  type QuarterLiability,
} from './deposit-schedule.js';
import { taxesByPayroll, type PayrollTaxRow } from './ledger-reads.js';
import { stateDepositRules, stateDueDate, statePeriodKey } from './state-deposit-rules.js';

/** Codes of the Form 941 taxes (both payers). */
const FORM_941 = new Set(['federal_income_tax', 'social_security', 'medicare', 'additional_medicare']);

/** One deposit of the calendar. */
export interface TaxDeposit {
  due_date: string;
  tax: 'federal_941' | 'futa' | 'state_withholding' | 'state_unemployment';
  jurisdiction: string;
  amount: number;
  payroll_ids: string[];
  period: string;
  rule: string;
  source: string;
  verified: boolean;
}

const PUB15 = 'IRS Publication 15 (2026), §11 Depositing Taxes';
const F940 = 'IRS Instructions for Form 940 (2026), When Must You Deposit Your FUTA Tax?';

/** Tax deposit use cases. */
export class TaxDepositsService {
  constructor(private readonly db: Kysely<DB>) {}

  /** Form 941 taxes of the lookback period of `year` and the schedule they give. */
  async schedule(companyId: number, year: number) {
    const lb = lookbackPeriod(year);
    const rows = await taxesByPayroll(this.db, companyId, lb.start, lb.end);
    const cents = rows.filter((r) => FORM_941.has(r.code)).reduce((s, r) => s + Number(r.amount_cents), 0);
    return {
      year,
      federal_schedule: scheduleFor(cents),
      lookback_start: lb.start,
      lookback_end: lb.end,
      lookback_taxes: centsToDollars(cents),
      source: `${PUB15}, "Lookback period"`,
    };
  }

  /**
   * GET /tax-deposits: deposits created by approved payrolls with paydays from `start` to `end`
   * (inclusive, one calendar year at most), by due date. @throws 400 for a range over a year.
   */
  async list(companyId: number, start: string, end: string) {
    if (end < start) throw invalid('end_date', 'is before start_date');
    if (start.slice(0, 4) !== end.slice(0, 4)) {
      throw invalid('end_date', 'must be in the same calendar year as start_date');
    }
    const year = Number(start.slice(0, 4));
    const schedule = await this.schedule(companyId, year);
    // The whole year: accumulations (next-day rule, FUTA carry-forward) start on January 1.
    // Historical payrolls (docs/year-end.md) count in the lookback above, but their deposits were
    // the previous provider's to make: they are not on this calendar.
    const rows = (await taxesByPayroll(this.db, companyId, `${year}-01-01`, `${year}-12-31`)).filter(
      (r) => !r.historical,
    );
    const inRange = new Set(
      rows.filter((r) => r.payday >= start && r.payday <= end).map((r) => r.payroll_id),
    );
    const deposits = this.calendar(schedule.federal_schedule, rows, year);
    return {
      schedule,
      data: deposits
        .filter((d) => d.payroll_ids.some((id) => inRange.has(id)))
        .sort(
          (a, b) =>
            a.due_date.localeCompare(b.due_date) ||
            a.tax.localeCompare(b.tax) ||
            a.jurisdiction.localeCompare(b.jurisdiction),
        ),
    };
  }

  /** Every deposit of a year's payroll tax rows. */
  private calendar(sched: 'monthly' | 'semiweekly', rows: PayrollTaxRow[], year: number): TaxDeposit[] {
    const paydays = new Map<string, string>();
    const f941 = new Map<string, number>();
    const futa = new Map<number, QuarterLiability>();
    for (const r of rows) {
      paydays.set(r.payroll_id, r.payday);
      const cents = Number(r.amount_cents);
      if (FORM_941.has(r.code) && r.jurisdiction === 'US') {
        f941.set(r.payroll_id, (f941.get(r.payroll_id) ?? 0) + cents);
      }
      if (r.code === 'futa') {
        const q = Math.ceil(Number(r.payday.slice(5, 7)) / 3) as 1 | 2 | 3 | 4;
        const e = futa.get(q) ?? { year, quarter: q, cents: 0, payrollIds: [] };
        e.cents += cents;
        if (!e.payrollIds.includes(r.payroll_id)) e.payrollIds.push(r.payroll_id);
        futa.set(q, e);
      }
    }
    const liabilities: PayrollLiability[] = [...f941].map(([payrollId, cents]) => ({
      payrollId,
      payday: paydays.get(payrollId)!,
      cents,
    }));
    const fed = federalDeposits(sched, liabilities);
    const fedDue = new Map<string, string>();
    for (const d of fed) for (const id of d.payrollIds) fedDue.set(id, d.dueDate);
    const out: TaxDeposit[] = fed.map((d) => ({
      due_date: d.dueDate,
      tax: 'federal_941',
      jurisdiction: 'US',
      amount: centsToDollars(d.cents),
      payroll_ids: d.payrollIds,
      period: `${d.period.start}/${d.period.end} (${d.quarter})`,
      rule: d.rule,
      source: PUB15,
      verified: true,
    }));
    for (const d of futaDeposits([...futa.values()])) {
      out.push({
        due_date: d.dueDate,
        tax: 'futa',
        jurisdiction: 'US',
        amount: centsToDollars(d.cents),
        payroll_ids: d.payrollIds,
        period: d.quarter,
        rule: 'quarterly',
        source: F940,
        verified: true,
      });
    }
    // States: group each payroll's withholding / SUI by the rule's period.
    const rules = stateDepositRules(year);
    const groups = new Map<string, TaxDeposit & { cents: number }>();
    for (const r of rows) {
      const tax =
        r.code === 'state_income_tax' && r.payer === 'employee'
          ? 'state_withholding'
          : r.code === 'state_unemployment' && r.payer === 'company'
            ? 'state_unemployment'
            : null;
      if (!tax) continue;
      const st = rules.get(r.jurisdiction);
      const sourced = st ? (tax === 'state_withholding' ? st.withholding : st.sui) : null;
      if (!sourced) continue;
      const federal = fedDue.get(r.payroll_id) ?? r.payday;
      const due = stateDueDate(sourced.rule, r.payday, federal);
      const k = `${tax}|${r.jurisdiction}|${statePeriodKey(sourced.rule, r.payday, federal)}|${due}`;
      const g = groups.get(k) ?? {
        due_date: due,
        tax,
        jurisdiction: r.jurisdiction,
        amount: 0,
        cents: 0,
        payroll_ids: [],
        period: statePeriodKey(sourced.rule, r.payday, federal),
        rule: sourced.rule.kind,
        source: `${sourced.agency}: ${sourced.publication} (${sourced.revision}) ${sourced.url}`,
        verified: sourced.verified,
      };
      g.cents += Number(r.amount_cents);
      if (!g.payroll_ids.includes(r.payroll_id)) g.payroll_ids.push(r.payroll_id);
      groups.set(k, g);
    }
    for (const { cents, ...g } of groups.values()) out.push({ ...g, amount: centsToDollars(cents) });
    return out;
  }

  /**
   * POST /tax-deposits/notify and the daily sweep (./tax-deposit-sweep.ts): emits
   * `tax_deposit.due_soon` for each deposit due from `today` to `days` banking days later that was
   * not announced yet (one event per deposit, ever). Deposits of last year's paydays count too
   * (December's 941 taxes are due in January, the fourth quarter's FUTA and state deposits after
   * it). Runs in the service's transaction when it was built on one, else in its own.
   * Returns the deposits announced.
   */
  async notifyDueSoon(companyId: number, today: string, days: number, at: Date) {
    const until = addBusinessDays(today, days);
    const year = Number(today.slice(0, 4));
    const due: TaxDeposit[] = [];
    for (const y of [year - 1, year]) {
      const { data } = await this.list(companyId, `${y}-01-01`, `${y}-12-31`);
      due.push(...data.filter((d) => d.due_date >= today && d.due_date <= until));
    }
    const write = <T>(fn: (trx: Kysely<DB>) => Promise<T>) =>
      this.db.isTransaction ? fn(this.db) : this.db.transaction().execute(fn);
    return write(async (trx) => {
      const sent: TaxDeposit[] = [];
      for (const d of due) {
        const r = await sql`insert into tax_deposit_notices (company_id, due_date, tax, jurisdiction, sent_at)
          values (${companyId}, ${d.due_date}, ${d.tax}, ${d.jurisdiction}, ${at.toISOString()})
          on conflict do nothing`.execute(trx);
        if (Number(r.numAffectedRows ?? 0) === 0) continue;
        await emitEvent(trx, companyId, { type: 'tax_deposit.due_soon', data: d, orderingKey: null, at });
        sent.push(d);
      }
      return { data: sent };
    });
  }
}
