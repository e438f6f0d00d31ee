/**
 * State withholding and SUI deposit due dates, as data: `tax-tables/<year>/deposit-rules/<st>.json`
 * (one file per state, each rule with its publication, revision, URL and `verified` flag; the
 * unverified ones are listed in docs/payments.md). Rule kinds:
 * - `monthly` `{ dueDay, except? }`: day `dueDay` of the month after the payday's month; for a
 *   payday in one of `except.months` (1–12), day `except.dueDay` (a number or `"last"`) of that
 *   next month instead (New Jersey's third month of a quarter goes with the quarterly return by
 *   the 30th; Pennsylvania's December by January 31);
 * - `quarterly` `{ dueDay: number | "last" }`: that day of the month after the payday's quarter;
 * - `business_days_after_payday` `{ days }`: that many Federal Reserve banking days after payday;
 * - `follow_federal`: the due date of the payroll's federal deposit.
 * A due date on a weekend or Federal Reserve holiday moves to the next banking day (state
 * holidays are not modelled).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { DEFAULT_TABLES_DIR } from '@payclock/tax-engine';
import { join } from 'node:path';
import { addDays } from '../../shared/time.js';
import { addBusinessDays, onOrAfter } from './banking-days.js';

/** How one state tax's due date is found. */
export type DepositRule =
  | { kind: 'monthly'; dueDay: number; except?: { months: number[]; dueDay: number | 'last' } }
  | { kind: 'quarterly'; dueDay: number | 'last' }
  | { kind: 'business_days_after_payday'; days: number }
  | { kind: 'follow_federal' };

/** One state tax's rule with its source. */
export interface SourcedRule {
  agency: string;
  rule: DepositRule;
  publication: string;
  revision: string;
  url: string;
  verified: boolean;
  note: string;
}

/** A state's rules (withholding null where the state has no income tax). */
export interface StateDepositRules {
  jurisdiction: string;
  year: number;
  withholding: SourcedRule | null;
  sui: SourcedRule | null;
}

/** Default folder: the tax engine package's `tax-tables/` (`DEFAULT_TABLES_DIR`). */
const TABLES = DEFAULT_TABLES_DIR;

const cache = new Map<number, Map<string, StateDepositRules>>();

/** The rules of `year` by state (the latest year on file at or before `year`). */
export function stateDepositRules(year: number, dir = TABLES): Map<string, StateDepositRules> {
  let out = cache.get(year);
  if (out) return out;
  out = new Map();
  for (let y = year; y >= year - 5 && out.size === 0; y--) {
    let files: string[] = [];
    try {
      files = readdirSync(join(dir, String(y), 'deposit-rules')).filter((f) => f.endsWith('.json'));
    } catch {
      continue;
    }
    for (const f of files) {
      const r = JSON.parse(
        readFileSync(join(dir, String(y), 'deposit-rules', f), 'utf8'),
      ) as StateDepositRules;
      out.set(r.jurisdiction, r);
    }
  }
  cache.set(year, out);
  return out;
}

/** Last day of a month (`YYYY-MM`). */
function lastDay(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return addDays(m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`, -1);
}

/** The month after `YYYY-MM`. */
function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * Due date of a state tax of a payroll paid on `payday`; `federalDue` is the payroll's federal
 * deposit date (for `follow_federal`).
 */
export function stateDueDate(rule: DepositRule, payday: string, federalDue: string): string {
  const month = payday.slice(0, 7);
  switch (rule.kind) {
    case 'follow_federal':
      return federalDue;
    case 'business_days_after_payday':
      return addBusinessDays(payday, rule.days);
    case 'monthly': {
      const after = nextMonth(month);
      const day = rule.except?.months.includes(Number(payday.slice(5, 7))) ? rule.except.dueDay : rule.dueDay;
      return onOrAfter(day === 'last' ? lastDay(after) : `${after}-${String(day).padStart(2, '0')}`);
    }
    case 'quarterly': {
      const qEndMonth = Math.ceil(Number(payday.slice(5, 7)) / 3) * 3;
      const after = nextMonth(`${payday.slice(0, 4)}-${String(qEndMonth).padStart(2, '0')}`);
      const day =
        rule.dueDay === 'last' ? lastDay(after) : `${after}-${String(rule.dueDay).padStart(2, '0')}`;
      return onOrAfter(day);
    }
  }
}

/** The period a due date covers (for grouping payrolls into one deposit). */
export function statePeriodKey(rule: DepositRule, payday: string, federalDue: string): string {
  switch (rule.kind) {
    case 'monthly':
      return payday.slice(0, 7);
    case 'quarterly':
      return `${payday.slice(0, 4)}-Q${Math.ceil(Number(payday.slice(5, 7)) / 3)}`;
    case 'follow_federal':
      return `federal:${federalDue}`;
    case 'business_days_after_payday':
      return payday;
  }
}
