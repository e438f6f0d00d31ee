/**
 * Statutory paid-sick-leave minimums as data (`time-off-rules/<year>/<jurisdiction>.json`: law,
 * publication, URL, revision, `verified`, and tiers by employer size) and the check of a sick
 * policy against them: a policy weaker than the minimum of a jurisdiction where someone works
 * gets one warning per rule it falls short of, naming the rule (e.g. "CA Labor Code §246(b)(1)").
 * A figure not confirmed from the agency's or legislature's own text (a file with `verified: false`,
 * or a rule key listed in its `unverified`) says so in the message.
 * Checked: the accrual rate (per hour worked), the yearly amount of a front-loaded policy, the
 * accrual cap, the yearly use cap, the waiting period and the carryover limit.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { secondsToHours4, toE4 } from './domain/hours.js';
import type { PolicyRow } from './time-off.repository.js';

/** A warning on a policy. */
export interface PolicyWarning {
  code: string;
  jurisdiction: string;
  rule: string;
  message: string;
}

/** One employer-size tier of a jurisdiction's minimum (hours). */
export interface SickLeaveTier {
  minEmployees: number;
  paid: boolean;
  accrualHours: number;
  perHoursWorked: number;
  minUseCapHours: number | null;
  minAccrualCapHours: number | null;
  minCarryoverHours?: number | null;
  maxWaitingDays: number;
  rules: Record<string, string>;
}

/** A jurisdiction's file. */
export interface SickLeaveLaw {
  jurisdiction: string;
  year: number;
  name: string;
  law: string;
  publication: string;
  revision: string;
  url: string;
  /** Whether the figures were confirmed in the agency's or legislature's own text (`url`, `sources`). */
  verified: boolean;
  /** Every official text the figures were confirmed in (the agency's or legislature's pages). */
  sources?: string[];
  /**
   * Rule keys (`accrual`, `useCap`, `accrualCap`, `waiting`, `carryover`) whose figure was NOT
   * confirmed in an official text although `verified` is true: their warnings say so.
   */
  unverified?: string[];
  note: string;
  tiers: SickLeaveTier[];
}

/** Default rules directory: `<repo>/time-off-rules/`. */
export const RULES_DIR = fileURLToPath(new URL('../../../time-off-rules/', import.meta.url));

const cache = new Map<number, SickLeaveLaw[]>();

/** The laws of `year` (the latest year on file at or before it), read once. */
export function sickLeaveLaws(year: number, dir = RULES_DIR): SickLeaveLaw[] {
  const hit = cache.get(year);
  if (hit) return hit;
  const years = readdirSync(dir)
    .map(Number)
    .filter((y) => Number.isInteger(y) && y <= year)
    .sort((a, b) => b - a);
  const y = years[0];
  const laws =
    y === undefined
      ? []
      : readdirSync(join(dir, String(y)))
          .filter((f) => f.endsWith('.json'))
          .sort()
          .map((f) => JSON.parse(readFileSync(join(dir, String(y), f), 'utf8')) as SickLeaveLaw);
  cache.set(year, laws);
  return laws;
}

/** The tier of a law for a company of `employees` people (the largest threshold reached). */
export function tierFor(law: SickLeaveLaw, employees: number): SickLeaveTier | null {
  let t: SickLeaveTier | null = null;
  for (const x of law.tiers) {
    if (employees >= x.minEmployees && (!t || x.minEmployees >= t.minEmployees)) t = x;
  }
  return t;
}

const hours = (s: string | number | null) => (s === null ? null : secondsToHours4(Number(s)));

/**
 * Warnings of a sick policy for the jurisdictions where the company's people work (other kinds:
 * none). Example: a CA sick policy accruing 1 hour per 40 worked → `below_statutory_accrual`,
 * "CA Labor Code §246(b)(1)": 1/40 < 1/30.
 */
export function policyWarnings(
  p: PolicyRow,
  where: { jurisdictions: ReadonlySet<string>; employees: number },
  year: number,
): PolicyWarning[] {
  if (p.kind !== 'sick' || p.is_archived) return [];
  const out: PolicyWarning[] = [];
  for (const law of sickLeaveLaws(year)) {
    if (!where.jurisdictions.has(law.jurisdiction)) continue;
    const tier = tierFor(law, where.employees);
    if (!tier) continue;
    const unverified = (key: string) =>
      law.verified && !(law.unverified ?? []).includes(key)
        ? ''
        : ' (figure not yet verified against the official text)';
    const warn = (code: string, key: string, message: string) =>
      out.push({
        code,
        jurisdiction: law.jurisdiction,
        rule: tier.rules[key] ?? law.law,
        message: `${p.name}: ${message} — ${law.name}, ${tier.rules[key] ?? law.law}${unverified(key)}`,
      });
    if (p.accrual_method === 'per_hour_worked' && p.per_hours_worked !== null) {
      // a / p < A / P  ⇔  a × P < A × p (exact, in ten-thousandths)
      const a = toE4(p.accrual_hours) ?? 0n;
      const per = toE4(p.per_hours_worked) ?? 0n;
      if (a * BigInt(tier.perHoursWorked) < BigInt(tier.accrualHours) * per) {
        warn(
          'below_statutory_accrual',
          'accrual',
          `accrues ${Number(p.accrual_hours)} h per ${Number(p.per_hours_worked)} h worked, less than the minimum ${tier.accrualHours} h per ${tier.perHoursWorked} h`,
        );
      }
    } else if (p.accrual_method === 'annual_front_load' && tier.minUseCapHours !== null) {
      if (Number(p.accrual_hours) < tier.minUseCapHours) {
        warn(
          'below_statutory_accrual',
          'accrual',
          `front-loads ${Number(p.accrual_hours)} h a year, less than the ${tier.minUseCapHours} h that must be available`,
        );
      }
    } else if (p.accrual_method === 'none') {
      warn('below_statutory_accrual', 'accrual', 'does not accrue');
    }
    const cap = hours(p.max_balance_seconds);
    if (cap !== null && tier.minAccrualCapHours !== null && cap < tier.minAccrualCapHours) {
      warn(
        'below_statutory_cap',
        'accrualCap',
        `caps the balance at ${cap} h; the cap may not be below ${tier.minAccrualCapHours} h`,
      );
    }
    const use = hours(p.max_used_per_year_seconds);
    if (use !== null && tier.minUseCapHours !== null && use < tier.minUseCapHours) {
      warn(
        'below_statutory_use',
        'useCap',
        `limits use to ${use} h a year; at least ${tier.minUseCapHours} h must be usable`,
      );
    }
    if (p.waiting_period_days > tier.maxWaitingDays) {
      warn(
        'statutory_waiting_period',
        'waiting',
        `waits ${p.waiting_period_days} days before use; the law allows ${tier.maxWaitingDays}`,
      );
    }
    const carry = hours(p.carryover_limit_seconds);
    if (carry !== null && tier.minCarryoverHours != null && carry < tier.minCarryoverHours) {
      warn(
        'below_statutory_carryover',
        'carryover',
        `carries over ${carry} h; at least ${tier.minCarryoverHours} h must carry over`,
      );
    }
  }
  return out;
}
