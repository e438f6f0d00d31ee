/**
 * Daily pay periods for states whose withholding is printed per pay period (weekly, biweekly,
 * semimonthly, monthly tables or allowance amounts) with no daily table in the engine's file:
 * annualized with 260 daily periods (IRS Pub 15-T Worksheet 1A Table 3), which equals a weekly
 * paycheck of 5 × the daily wages (daily × 260 = weekly × 52). The state's calculator runs on that
 * weekly paycheck (wages, the certificate's additional withholding, the federal withholding and
 * employee FICA it may subtract, all × 5) and each line it adds is divided by 5, half-up
 * (docs/tax-coverage.md, "Daily pay periods"). Amounts in cents. A `daily` entry in such a file's
 * per-frequency tables is parsed (schema.ts `perFrequency`) but not used yet: these methods always
 * take this weekly route for a daily paycheck.
 */
import { divHalfUp, fmt } from '../rounding.ts';
import type { CalcContext } from '../context.ts';
import type { StateWithholding, TaxLine } from '../types.ts';

/** Weekly periods a year ÷ daily periods a year: 52 / 260 = 1 / 5. */
export const DAYS_PER_WEEK = 5;

function scaled(f: StateWithholding | null | undefined): StateWithholding | null | undefined {
  return f ? { ...f, additionalWithholdingCents: f.additionalWithholdingCents * DAYS_PER_WEEK } : f;
}

/**
 * Runs `run` (one state's calculator) for the daily paycheck `c` on the weekly table as described in
 * the file header, and adds its lines to `c.taxes` with amounts and taxable wages ÷ 5, half-up.
 */
export function dailyViaWeekly(c: CalcContext, state: string, run: (c: CalcContext) => void): void {
  const k = DAYS_PER_WEEK;
  const w = c.wages;
  const taxes: TaxLine[] = c.taxes
    .filter((l) => l.code === 'federal_income_tax')
    .map((l) => ({ ...l, amountCents: l.amountCents * k }));
  const seeded = taxes.length;
  const weekly: CalcContext = {
    ...c,
    input: {
      ...c.input,
      payFrequency: 'weekly',
      state: scaled(c.input.state) ?? null,
      residentState: scaled(c.input.residentState),
    },
    freq: 'weekly',
    periods: c.tables.federal.periodsPerYear.weekly,
    wages: {
      gross: w.gross * k,
      supplemental: w.supplemental * k,
      retirement: w.retirement * k,
      section125: w.section125 * k,
      hsa: w.hsa * k,
    },
    employeeFicaCents: c.employeeFicaCents * k,
    nysTableTaxCents: c.nysTableTaxCents * k,
    taxes,
  };
  run(weekly);
  c.nysTableTaxCents = divHalfUp(weekly.nysTableTaxCents, k);
  for (let i = seeded; i < taxes.length; i++) {
    const l = taxes[i]!;
    const weekAmount = l.amountCents;
    l.amountCents = divHalfUp(weekAmount, k);
    l.taxableWagesCents = divHalfUp(l.taxableWagesCents, k);
    l.reason += `; daily pay period: ${state}'s tables are per pay period with no daily table, so the figures above are the weekly computation on ${k} × the daily wages (daily × 260 = weekly × 52): ${fmt(weekAmount)} ÷ ${k} = ${fmt(l.amountCents)}`;
    c.taxes.push(l);
  }
}
