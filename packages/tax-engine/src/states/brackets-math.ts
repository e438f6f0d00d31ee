/**
 * Annual marginal-bracket arithmetic shared by the `annualized_brackets` family and per-state
 * oddity files: Σ rate × (part of the annual amount inside each bracket), divided by the pay
 * periods and rounded half-up once (to the cent or to the whole dollar). Money in integer cents,
 * rates scaled by 10^8 (rounding.ts); the sum is exact (integer doubles below 2^53, else BigInt).
 */
import { divHalfUp, fmt, RATE_SCALE, type Rate } from '../rounding.ts';

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
/** 2^53: integer doubles below it are exact. */
const SAFE = 2 ** 53;
/** Cents below which cents × (rate ≤ 1, scaled 10^8) stays below 2^53. */
const SAFE_CENTS = Math.floor(SAFE / RATE_SCALE);

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
  // Fast path in exact integer doubles: every product and the running sum stay below 2^53 (the
  // usual case: annual wages × a rate of at most 100% scaled by 10^8); else the exact BigInt sum.
  let sum = 0;
  let steps = '';
  let exact = annualCents < SAFE_CENTS && creditCents < SAFE_CENTS;
  for (let i = 0; i < brackets.length && exact; i++) {
    const b = brackets[i]!;
    if (annualCents <= b.over) break;
    const top = i + 1 < brackets.length ? Math.min(annualCents, brackets[i + 1]!.over) : annualCents;
    const part = top - b.over;
    if (part <= 0) continue;
    sum += part * b.rate.scaled;
    if (b.rate.scaled > RATE_SCALE || sum >= SAFE) exact = false;
    steps = steps === '' ? `${b.rate.percent} × ${fmt(part)}` : `${steps} + ${b.rate.percent} × ${fmt(part)}`;
  }
  if (!exact) return bigBracketTax(brackets, annualCents, creditCents, divisor, toDollar);
  const credit = creditCents * RATE_SCALE;
  const net = sum > credit ? sum - credit : 0;
  const per = toDollar
    ? divHalfUp(net, divisor * RATE_SCALE * 100) * 100
    : divHalfUp(net, divisor * RATE_SCALE);
  return {
    annualTaxCents: divHalfUp(sum, RATE_SCALE),
    netAnnualTaxCents: divHalfUp(net, RATE_SCALE),
    perPeriodCents: per,
    steps: steps === '' ? '$0.00' : steps,
  };
}

/** The same sum in BigInt, for amounts whose products could pass 2^53. */
function bigBracketTax(
  brackets: readonly Bracket[],
  annualCents: number,
  creditCents: number,
  divisor: number,
  toDollar: boolean,
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
