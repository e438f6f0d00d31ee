/**
 * Denver occupational privilege tax (co.json `denverOpt`; Denver Revised Municipal Code
 * chapter 53, occupational privilege taxes; denvergov.org OPT information): an employee who performs services in Denver and
 * receives at least $500 from the employer for a calendar month owes $5.75 for that month, withheld
 * by the employer, and the employer pays $4.00 for each such employee. A flat monthly amount, not a
 * rate: the month is the payday's month; month-to-date wages are this paycheck's gross plus the OPT
 * lines' taxable wages of approved payrolls paid earlier in the month (`ytd.monthToDate`), and each
 * amount is taken once a month (less what those payrolls already took). Workplace in Denver: by its
 * ZIP (local-zips.json).
 */
import type { Ctx, TableMeta } from '../schema.ts';
import { fmt } from '../rounding.ts';
import { addLine, type CalcContext } from '../context.ts';
import { worksIn } from './residency.ts';

/** Parsed `denverOpt` (cents). */
export interface DenverOpt {
  meta: TableMeta;
  employeeMonthly: number;
  employerMonthly: number;
  monthlyWageThreshold: number;
}

/** Validates and parses the `denverOpt` section (absent → null). */
export function parseDenverOpt(o: Record<string, unknown>, c: Ctx): DenverOpt | null {
  if (o.denverOpt === undefined) return null;
  const d = c.obj(o.denverOpt, 'denverOpt');
  return {
    meta: {
      publication: c.str(d.publication, 'denverOpt.publication'),
      revision: '',
      url: c.str(d.url, 'denverOpt.url'),
      verified: c.bool(d.verified, 'denverOpt.verified'),
      unverifiedFigures: [],
      note: '',
    },
    employeeMonthly: c.money(d.employeeMonthly, 'denverOpt.employeeMonthly'),
    employerMonthly: c.money(d.employerMonthly, 'denverOpt.employerMonthly'),
    monthlyWageThreshold: c.money(d.monthlyWageThreshold, 'denverOpt.monthlyWageThreshold'),
  };
}

const CODE = 'local_occupational_tax';

function sumMonth(c: CalcContext, payer: 'employee' | 'company', what: 'wages' | 'amount'): number {
  let v = 0;
  for (const l of c.input.ytd.monthToDate ?? []) {
    if (l.code === CODE && l.jurisdiction === 'DENVER' && l.payer === payer) {
      v += what === 'wages' ? l.taxableWagesCents : l.amountCents;
    }
  }
  return v;
}

/** Adds the employee and employer Denver OPT lines when the workplace is in Denver. */
export function computeDenverOpt(c: CalcContext, t: DenverOpt | null): void {
  if (!t || !worksIn(c, 'DENVER', 'Denver occupational privilege tax')) return;
  const gross = c.wages.gross;
  const monthWages = sumMonth(c, 'employee', 'wages') + gross;
  const month = c.input.payday.slice(0, 7);
  const src = `Denver OPT${t.meta.verified ? '' : ' (figures unverified, see docs/tax-coverage.md)'}`;
  const taxable = monthWages >= t.monthlyWageThreshold;
  for (const [payer, monthly, who] of [
    ['employee', t.employeeMonthly, 'employee'],
    ['company', t.employerMonthly, 'employer'],
  ] as const) {
    const taken = sumMonth(c, payer, 'amount');
    const amount = taxable ? Math.max(0, monthly - taken) : 0;
    const why = taxable
      ? `${fmt(monthly)} a month for ${month} (wages this month ${fmt(monthWages)} ≥ ${fmt(t.monthlyWageThreshold)}), ${fmt(taken)} already taken this month`
      : `wages this month ${fmt(monthWages)} below ${fmt(t.monthlyWageThreshold)}: not due for ${month} yet`;
    addLine(
      c,
      CODE,
      `Denver occupational privilege tax (${who})`,
      'DENVER',
      payer,
      gross,
      null,
      amount,
      `${src}: ${why} → ${fmt(amount)}`,
    );
  }
}
