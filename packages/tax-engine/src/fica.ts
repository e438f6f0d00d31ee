/**
 * Social Security, Medicare, Additional Medicare (IRS Pub 15 (2026) §§9, 9 "Additional Medicare Tax")
 * and FUTA (Form 940 instructions; DOL credit reductions).
 *
 * Wages: FICA/FUTA wages = gross − Section 125 − HSA (401(k)/403(b) deferrals stay taxable).
 * Each line is rate × the period's taxable wages, rounded half-up once.
 */
import { fmt, mulRate, rateText } from './rounding.ts';

import { addLine, EX_FICA, wagesAfter, warn, type CalcContext } from './context.ts';

export { parseFica, parseFuta, type FicaTable, type FutaTable } from './fica-table.ts';

/**
 * Adds `social_security` (employee + company), `medicare` (employee + company), `additional_medicare`
 * (employee, only when YTD Medicare wages pass $200,000) and `futa` (company) lines.
 * Returns nothing; records employee SS + Medicare in `c.employeeFicaCents`.
 */
export function ficaAndFuta(c: CalcContext): void {
  const f = c.tables.fica;
  const wages = wagesAfter(c.wages, EX_FICA);
  const y = c.year;
  let prevYtd = -1;
  let prevReason = '';
  for (const payer of ['employee', 'company'] as const) {
    const ytd = c.ytd.wages('social_security', 'US', payer);
    const room = Math.max(0, f.ssWageBase - ytd);
    const taxable = Math.min(wages, room);
    const amount = mulRate(taxable, f.ssRate.scaled);
    if (ytd !== prevYtd) {
      prevYtd = ytd;
      prevReason = `${f.ssRate.percent} of ${fmt(taxable)} Social Security wages (${y} wage base ${fmt(f.ssWageBase)}; ${fmt(ytd)} taxed YTD${taxable < wages ? `; ${fmt(wages - taxable)} above the base not taxed` : ''})`;
    }
    addLine(
      c,
      'social_security',
      payer === 'employee' ? 'Social Security' : 'Social Security (employer)',
      'US',
      payer,
      taxable,
      f.ssRate.text,
      amount,
      prevReason,
    );
    if (payer === 'employee') c.employeeFicaCents += amount;
  }
  const medAmount = mulRate(wages, f.medicareRate.scaled);
  const medReason = `${f.medicareRate.percent} of ${fmt(wages)} Medicare wages (no wage cap)`;
  addLine(c, 'medicare', 'Medicare', 'US', 'employee', wages, f.medicareRate.text, medAmount, medReason);
  addLine(
    c,
    'medicare',
    'Medicare (employer)',
    'US',
    'company',
    wages,
    f.medicareRate.text,
    medAmount,
    medReason,
  );
  c.employeeFicaCents += medAmount;
  const ytdMed = c.ytd.wages('medicare', 'US', 'employee');
  const thr = f.additionalMedicareThreshold;
  const excess = Math.max(0, ytdMed + wages - thr) - Math.max(0, ytdMed - thr);
  if (excess > 0) {
    const amount = mulRate(excess, f.additionalMedicareRate.scaled);
    addLine(
      c,
      'additional_medicare',
      'Additional Medicare',
      'US',
      'employee',
      excess,
      f.additionalMedicareRate.text,
      amount,
      `${f.additionalMedicareRate.percent} of ${fmt(excess)} Medicare wages above ${fmt(thr)} YTD (YTD before this check ${fmt(ytdMed)}; employee only)`,
    );
  }
  const futa = c.tables.futa;
  const ws = c.input.workplace.state.toUpperCase();
  const reduction = futa.creditReductions.get(ws);
  const rate = futa.rate.scaled + (reduction?.scaled ?? 0);
  const rText = reduction ? rateText(rate) : futa.rate.text;
  const ytdFuta = c.ytd.wages('futa', 'US', 'company');
  const fTaxable = Math.min(wages, Math.max(0, futa.wageBase - ytdFuta));
  const fAmount = mulRate(fTaxable, rate);
  addLine(
    c,
    'futa',
    'Federal unemployment (FUTA)',
    'US',
    'company',
    fTaxable,
    rText,
    fAmount,
    `${futa.rate.percent} net FUTA${reduction ? ` + ${reduction.percent} ${y} credit reduction for ${ws}` : ''} on ${fmt(fTaxable)} (first ${fmt(futa.wageBase)} per year; ${fmt(ytdFuta)} taxed YTD)`,
  );
  if (futa.pending.has(ws)) {
    warn(
      c,
      'futa_credit_reduction_pending',
      `The ${y} FUTA credit reduction for ${ws} is not final; no reduction is applied in this preview (see docs/tax-coverage.md).`,
    );
  }
}
