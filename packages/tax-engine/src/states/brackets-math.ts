/**
 * Annual marginal-bracket arithmetic shared by the `annualized_brackets` family and per-state
 * oddity files: Σ rate × (part of the annual amount inside each bracket), divided by the pay
 * periods and rounded half-up once (to the cent or to the whole dollar). Money in integer cents,
 * rates scaled by 10^8 (rounding.ts); the sum is exact (BigInt).
 */
import { fmt, RATE_SCALE, type Rate } from '../rounding.ts';

/** One annual marginal bracket: `rate` applies to the part of the amount above `over` (cents). */
export interface Bracket {
  over: number;
  rate: Rate;
}

/** Result of {@link annualizedBracketTax} (cents). */
export interface BracketTax {
  /** Annual tax before credits, half-up to the cent (for the reason text only). */
  annualTaxCents: number;
  /** Annual tax after credits, floored at 0, half-up to the cent (for the reason text only). */
  netAnnualTaxCents: number;
  /** (annual tax − credits) ÷ divisor, half-up once (to the cent, or whole dollar when asked). */
  perPeriodCents: number;
  /** "2% × $3,000.00 + 5.75% × $33,176.00" (the brackets that apply). */
  steps: string;
}

const BIG_SCALE = BigInt(RATE_SCALE);

function halfUpBig(n: bigint, d: bigint): bigint {
  if (n <= 0n) return 0n;
  const q = n / d;
  return 2n * (n - q * d) >= d ? q + 1n : q;
}

/**
 * Tax on `annualCents` over ascending `brackets`, minus `creditCents` (annual), divided by
 * `divisor` (pay periods per year, or 1) with a single half-up rounding; `toDollar` rounds the
 * per-period result to whole dollars instead of cents. Negative results are 0.
 */
export function annualizedBracketTax(
  brackets: readonly Bracket[],
  annualCents: number,
  creditCents: number,
  divisor: number,
  toDollar = false,
): BracketTax {
  let sum = 0n;
  const parts: string[] = [];
  for (let i = 0; i < brackets.length; i++) {
    const b = brackets[i]!;
    if (annualCents <= b.over) break;
    const top = i + 1 < brackets.length ? Math.min(annualCents, brackets[i + 1]!.over) : annualCents;
    const part = top - b.over;
    if (part <= 0) continue;
    sum += BigInt(part) * BigInt(b.rate.scaled);
    parts.push(`${b.rate.percent} × ${fmt(part)}`);
  }
  const credit = BigInt(creditCents) * BIG_SCALE;
  const net = sum > credit ? sum - credit : 0n;
  const unit = BigInt(divisor) * BIG_SCALE * (toDollar ? 100n : 1n);
  const per = halfUpBig(net, unit) * (toDollar ? 100n : 1n);
  return {
    annualTaxCents: Number(halfUpBig(sum, BIG_SCALE)),
    netAnnualTaxCents: Number(halfUpBig(net, BIG_SCALE)),
    perPeriodCents: Number(per),
    steps: parts.length > 0 ? parts.join(' + ') : '$0.00',
  };
}
