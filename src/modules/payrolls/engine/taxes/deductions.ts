/**
 * Post-tax deductions, taken after taxes in priority (array) order.
 *
 * `garnishment` lines are limited together by the CCPA (15 U.S.C. 1673(a)): the lesser of 25% of
 * disposable earnings or the amount by which disposable earnings exceed 30 × the federal minimum
 * wage per week, scaled per 29 CFR 870.10 (weekly 30×, biweekly 60×, semimonthly 65×, monthly
 * 130×). Disposable earnings = gross − employee taxes withheld (voluntary deductions are not
 * subtracted). `child_support` is not CCPA-limited here (its own 50–65% limit is not covered).
 * Percent: of disposable earnings for garnishments, of gross pay otherwise. Caps: per period and
 * lifetime total (against `ytd.deductions[id]`). Cents per period.
 */
import type { DeductionLine, EngineWarning, PayFrequency, PostTaxDeductionInput } from './types.ts';
import { fmt, mulRate, percentText } from './rounding.ts';
import { percentScaled } from './benefits.ts';
import type { LimitsTable } from './tables.ts';

/** Computes the post-tax deduction lines. */
export function computeDeductions(
  items: PostTaxDeductionInput[],
  gross: number,
  employeeTaxes: number,
  freq: PayFrequency,
  ytd: Record<string, number>,
  limits: LimitsTable,
  warnings: EngineWarning[],
): DeductionLine[] {
  const disposable = Math.max(0, gross - employeeTaxes);
  const floor = limits.ccpaFloor[freq];
  const ccpaMax = Math.max(0, Math.min(mulRate(disposable, limits.ccpaPercent), disposable - floor));
  let ccpaLeft = ccpaMax;
  const out: DeductionLine[] = [];
  for (const d of items) {
    const garn = d.code === 'garnishment';
    let amount = 0;
    let reason: string;
    if (d.amountCents != null) {
      if (!Number.isSafeInteger(d.amountCents) || d.amountCents < 0) {
        warnings.push({
          code: 'invalid_amount',
          message: `deduction ${d.id}: amount ${d.amountCents} is not a non-negative integer of cents; 0 used.`,
        });
        reason = 'invalid amount → $0.00';
      } else {
        amount = d.amountCents;
        reason = `${fmt(amount)} per period`;
      }
    } else if (d.percent != null && d.percent !== '') {
      const r = percentScaled(d.percent);
      if (r === null) {
        warnings.push({
          code: 'invalid_percent',
          message: `deduction ${d.id}: percent "${d.percent}" is not a decimal between 0 and 100; 0 used.`,
        });
        reason = 'invalid percent → $0.00';
      } else {
        const base = garn ? disposable : gross;
        amount = mulRate(base, r);
        reason = `${percentText(r)} of ${fmt(base)} ${garn ? 'disposable earnings' : 'gross pay'} = ${fmt(amount)}`;
      }
    } else reason = '$0.00';
    if (d.perPeriodCapCents != null && d.perPeriodCapCents >= 0 && amount > d.perPeriodCapCents) {
      amount = d.perPeriodCapCents;
      reason += `; per-period cap ${fmt(amount)}`;
    }
    if (d.totalCapCents != null && d.totalCapCents >= 0) {
      const taken = Math.max(0, ytd[d.id] ?? 0);
      const room = Math.max(0, d.totalCapCents - taken);
      if (amount > room) {
        amount = room;
        reason += `; total cap ${fmt(d.totalCapCents)} with ${fmt(taken)} taken so far leaves ${fmt(room)}`;
      }
    }
    if (garn) {
      if (amount > ccpaLeft) {
        amount = ccpaLeft;
        reason += `; CCPA limit: disposable earnings ${fmt(disposable)} (gross ${fmt(gross)} − taxes ${fmt(employeeTaxes)}), lesser of 25% = ${fmt(mulRate(disposable, limits.ccpaPercent))} and excess over ${fmt(floor)} (29 CFR 870.10, ${freq}) = ${fmt(Math.max(0, disposable - floor))} → ${fmt(ccpaMax)} for all garnishments; ${fmt(amount)} left for this one`;
      }
      ccpaLeft -= amount;
    }
    out.push({ id: d.id, code: d.code, description: d.description, amountCents: amount, reason });
  }
  return out;
}
