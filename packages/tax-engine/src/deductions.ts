/**
 * Post-tax deductions, taken after taxes. Support orders (`child_support`) come first, then the
 * others in priority (array) order; the lines are returned in that order.
 *
 * Consumer Credit Protection Act (15 U.S.C. §1673; DOL Fact Sheet #30), on disposable earnings =
 * gross − employee taxes withheld (voluntary deductions are not subtracted, §1672(b)):
 * - support orders together take at most 50% of disposable earnings when the employee supports a
 *   second spouse or child, 60% when not, plus 5% with arrears older than 12 weeks
 *   (§1673(b)(2)); the strictest facts among the orders apply;
 * - creditor garnishments (`garnishment`) together take at most the lesser of 25% of disposable
 *   earnings and the amount by which they exceed 30 × the federal minimum wage per week (scaled per
 *   29 CFR 870.10: weekly 30×, biweekly 60×, semimonthly 65×, monthly 130×) — less what support
 *   orders took (§1673(b)(1), Fact Sheet #30: nothing when support takes 25% or more);
 * - a limited amount is rounded down to the cent (a limit may not be exceeded: $157.5975 → $157.59).
 * Percent: of disposable earnings for garnishments, of gross pay otherwise. Caps: per period and
 * lifetime total (against `ytd.deductions[id]`). Cents per period.
 */
import type { DeductionLine, EngineWarning, PayFrequency, PostTaxDeductionInput } from './types.ts';
import { fmt, mulRate, percentText } from './rounding.ts';
import { percentScaled } from './benefits.ts';
import type { LimitsTable } from './tables.ts';

const SCALE = 100_000_000;

/** floor(cents × percent / 100) for a whole percent: a limit, rounded down. */
const floorPercent = (cents: number, percent: number): number => Math.floor((cents * percent) / 100);

/** The support-order limit in whole percent of disposable earnings (15 U.S.C. §1673(b)(2)). */
function supportPercent(orders: readonly PostTaxDeductionInput[]): number {
  const secondFamily = orders.some((d) => d.supportsSecondFamily === true);
  const arrears = orders.some((d) => d.arrearsOver12Weeks === true);
  return (secondFamily ? 50 : 60) + (arrears ? 5 : 0);
}

/** The amount a deduction asks for this period before any CCPA limit: [cents, reason]. */
function requested(
  d: PostTaxDeductionInput,
  gross: number,
  disposable: number,
  ytd: Record<string, number>,
  warnings: EngineWarning[],
): [number, string] {
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
  return [amount, reason];
}

/** Computes the post-tax deduction lines (support orders first). */
export function computeDeductions(
  items: PostTaxDeductionInput[],
  gross: number,
  employeeTaxes: number,
  freq: PayFrequency,
  ytd: Record<string, number>,
  limits: LimitsTable,
  warnings: EngineWarning[],
): DeductionLine[] {
  if (items.length === 0) return [];
  const disposable = Math.max(0, gross - employeeTaxes);
  const de = `disposable earnings ${fmt(disposable)} (gross ${fmt(gross)} − taxes ${fmt(employeeTaxes)})`;
  const support = items.filter((d) => d.code === 'child_support');
  const others = items.filter((d) => d.code !== 'child_support');
  const supportPct = supportPercent(support);
  const supportMax = floorPercent(disposable, supportPct);
  let supportLeft = supportMax;
  let supportTaken = 0;
  const floor = limits.ccpaFloor[freq];
  const ccpaPct = Math.round((limits.ccpaPercent * 100) / SCALE);
  const ordinaryMax = Math.max(0, Math.min(floorPercent(disposable, ccpaPct), disposable - floor));
  let garnishLeft = -1;
  const out: DeductionLine[] = [];
  for (const d of [...support, ...others]) {
    let [amount, reason] = requested(d, gross, disposable, ytd, warnings);
    if (d.code === 'child_support') {
      if (amount > supportLeft) {
        amount = supportLeft;
        reason += `; CCPA support limit (15 U.S.C. §1673(b)(2)): ${supportPct}% of ${de} = ${fmt(supportMax)} for all support orders (${support.some((s) => s.supportsSecondFamily) ? 'supports a second family: 50%' : 'no second family: 60%'}${supportPct % 10 === 5 ? ', +5% arrears over 12 weeks' : ''}, rounded down); ${fmt(amount)} left for this one`;
      }
      supportLeft -= amount;
      supportTaken += amount;
    } else if (d.code === 'garnishment') {
      if (garnishLeft < 0) garnishLeft = Math.max(0, ordinaryMax - supportTaken);
      if (amount > garnishLeft) {
        amount = garnishLeft;
        reason += `; CCPA limit (15 U.S.C. §1673(a)): ${de}, lesser of ${ccpaPct}% = ${fmt(floorPercent(disposable, ccpaPct))} (rounded down) and excess over ${fmt(floor)} (29 CFR 870.10, ${freq}) = ${fmt(Math.max(0, disposable - floor))} → ${fmt(ordinaryMax)}${supportTaken > 0 ? `, less ${fmt(supportTaken)} taken by support orders` : ''} for all garnishments; ${fmt(amount)} left for this one`;
      }
      garnishLeft -= amount;
    }
    out.push({ id: d.id, code: d.code, description: d.description, amountCents: amount, reason });
  }
  return out;
}
