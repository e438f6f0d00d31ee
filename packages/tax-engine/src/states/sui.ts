/**
 * State unemployment insurance (employer): the company's rate for the workplace state
 * (`input.suiRates`) × wages up to that state's taxable wage base (`sui.json`), YTD by
 * `state_unemployment`/state/company lines. Missing rate or base → warning, never a zero line.
 * SUI wages = gross − Section 125 − HSA (engine decision).
 */
import { fmt, mulRate, parseRate, type Rate } from '../rounding.ts';

import { addLine, EX_FICA, wagesAfter, warn, type CalcContext } from '../context.ts';

export { parseSui, type SuiTable } from './sui-table.ts';

const rateCache = new Map<string, Rate | null>();
function suiRate(text: string): Rate | null {
  let r = rateCache.get(text);
  if (r === undefined) {
    try {
      r = parseRate(text);
      if (r.scaled > 100_000_000) r = null;
    } catch {
      r = null;
    }
    if (rateCache.size < 10_000) rateCache.set(text, r);
  }
  return r;
}

/** Adds the employer `state_unemployment` line for the workplace state. */
export function computeSui(c: CalcContext): void {
  const st = c.input.workplace.state.toUpperCase();
  const text = c.input.suiRates[st];
  if (text === undefined) {
    return warn(
      c,
      'sui_rate_missing',
      `No company SUI rate for ${st} (suiRates); no ${st} unemployment line computed.`,
    );
  }
  const rate = suiRate(text);
  if (!rate) {
    return warn(
      c,
      'sui_rate_invalid',
      `The company SUI rate for ${st} ("${text}") is not a decimal rate between 0 and 1; no ${st} unemployment line computed.`,
    );
  }
  const base = c.tables.sui.wageBases.get(st);
  if (!base) {
    return warn(
      c,
      'figure_missing',
      `The ${c.year} SUI taxable wage base for ${st} is not in the tax tables; no ${st} unemployment line computed.`,
    );
  }
  const wages = wagesAfter(c.wages, EX_FICA);
  const ytd = c.ytd.wages('state_unemployment', st, 'company');
  const taxable = Math.min(wages, Math.max(0, base.amount - ytd));
  const amt = mulRate(taxable, rate.scaled);
  addLine(
    c,
    'state_unemployment',
    `${st} unemployment insurance (employer)`,
    st,
    'company',
    taxable,
    rate.text,
    amt,
    `${rate.percent} company rate × ${fmt(taxable)} (${c.year} ${st} wage base ${fmt(base.amount)}${base.verified ? '' : ', unverified'}; ${fmt(ytd)} taxed YTD)`,
  );
}
