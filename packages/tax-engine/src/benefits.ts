/**
 * Benefit elections → benefit lines and pre-tax reductions.
 *
 * Tax treatment (IRC §§125, 223, 402(g); Pub 15-B): 401(k)/403(b) elective deferrals reduce
 * income-tax wages, not FICA; Section 125 medical/dental/vision and HSA reduce income-tax and FICA
 * wages; Roth 401(k) reduces nothing. Company contributions are reported on the line and never
 * deducted from net pay. Employee amounts are limited by the election's `annualLimitCents` (against
 * `ytd.benefits[code]`) and, for 401k + 403b + roth_401k together, by the §402(g) limit from
 * `limits.json`. All amounts are cents per period; percents apply to gross pay.
 */
import type { BenefitElection, BenefitLine, EngineWarning } from './types.ts';
import { fmt, mulRate, parsePercentToScaled, percentText } from './rounding.ts';
import type { LimitsTable } from './tables.ts';

/** Result of {@link computeBenefits}: lines and the per-category employee pre-tax totals (cents). */
export interface BenefitsResult {
  lines: BenefitLine[];
  retirement: number;
  section125: number;
  hsa: number;
  employeeTotal: number;
  companyTotal: number;
}

const pctCache = new Map<string, number | null>();
/** Percent string → rate scaled 10^8, or null if invalid (cached). */
export function percentScaled(text: string): number | null {
  let v = pctCache.get(text);
  if (v === undefined) {
    try {
      v = parsePercentToScaled(text.trim());
      if (v > 100_000_000) v = null;
    } catch {
      v = null;
    }
    if (pctCache.size < 10_000) pctCache.set(text, v);
  }
  return v;
}

function amountOf(
  cents: number | null | undefined,
  pct: string | null | undefined,
  gross: number,
  what: string,
  id: string,
  warnings: EngineWarning[],
): [number, string] {
  if (cents != null) {
    if (!Number.isSafeInteger(cents) || cents < 0) {
      warnings.push({
        code: 'invalid_amount',
        message: `${what} ${id}: amount ${cents} is not a non-negative integer of cents; 0 used.`,
      });
      return [0, 'invalid amount → $0.00'];
    }
    return [cents, `${fmt(cents)} per period`];
  }
  if (pct != null && pct !== '') {
    const r = percentScaled(pct);
    if (r === null) {
      warnings.push({
        code: 'invalid_percent',
        message: `${what} ${id}: percent "${pct}" is not a decimal between 0 and 100; 0 used.`,
      });
      return [0, 'invalid percent → $0.00'];
    }
    const a = mulRate(gross, r);
    return [a, `${percentText(r)} of ${fmt(gross)} gross = ${fmt(a)}`];
  }
  return [0, '$0.00'];
}

/**
 * Computes benefit lines for one period. `caps` (by election id) lowers employee amounts, used by
 * the net-pay protection. Elections are processed in array order for the shared limits.
 */
export function computeBenefits(
  elections: BenefitElection[],
  gross: number,
  ytd: Record<string, number>,
  limits: LimitsTable,
  caps: Map<string, number> | null,
  warnings: EngineWarning[],
): BenefitsResult {
  const usedByCode = new Map<string, number>();
  let electiveUsed = 0;
  for (const code of limits.electiveDeferralCodes) electiveUsed += Math.max(0, ytd[code] ?? 0);
  const out: BenefitsResult = {
    lines: [],
    retirement: 0,
    section125: 0,
    hsa: 0,
    employeeTotal: 0,
    companyTotal: 0,
  };
  for (const b of elections) {
    let [emp, reason] = amountOf(b.employeeAmountCents, b.employeePercent, gross, 'benefit', b.id, warnings);
    if (b.annualLimitCents != null && b.annualLimitCents >= 0) {
      const used = Math.max(0, ytd[b.code] ?? 0) + (usedByCode.get(b.code) ?? 0);
      const room = Math.max(0, b.annualLimitCents - used);
      if (emp > room) {
        emp = room;
        reason += `; limited to ${fmt(room)} by the annual limit ${fmt(b.annualLimitCents)} (${fmt(used)} contributed this year)`;
      }
    }
    if (limits.electiveDeferralCodes.has(b.code)) {
      const room = Math.max(0, limits.electiveDeferralLimit - electiveUsed);
      if (emp > room) {
        emp = room;
        reason += `; limited to ${fmt(room)} by the ${fmt(limits.electiveDeferralLimit)} §402(g) elective deferral limit (401(k)+403(b)+Roth, ${fmt(electiveUsed)} this year)`;
      }
    }
    const cap = caps?.get(b.id);
    if (cap !== undefined && emp > cap) {
      emp = cap;
      reason += `; reduced to ${fmt(cap)} to keep net pay from going negative`;
    }
    usedByCode.set(b.code, (usedByCode.get(b.code) ?? 0) + emp);
    if (limits.electiveDeferralCodes.has(b.code)) electiveUsed += emp;
    const [co, coReason] = amountOf(b.companyAmountCents, b.companyPercent, gross, 'benefit', b.id, warnings);
    const preTax = b.code !== 'roth_401k';
    if (b.code === '401k' || b.code === '403b') out.retirement += emp;
    else if (b.code === 'hsa') out.hsa += emp;
    else if (b.code !== 'roth_401k') out.section125 += emp;
    out.employeeTotal += emp;
    out.companyTotal += co;
    const treatment =
      b.code === 'roth_401k'
        ? 'after-tax (Roth): reduces no taxable wages'
        : b.code === '401k' || b.code === '403b'
          ? 'pre-tax: reduces income-tax wages, not FICA'
          : 'pre-tax: reduces income-tax and FICA wages';
    out.lines.push({
      id: b.id,
      code: b.code,
      description: b.description,
      employeeAmountCents: emp,
      companyAmountCents: co,
      preTax,
      reason: `employee ${reason}; company ${coReason}; ${treatment}`,
    });
  }
  return out;
}
