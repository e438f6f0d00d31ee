/**
 * `calculatePaycheckTaxes`: one employee's gross pay for one pay period → tax, benefit and
 * deduction lines of a payroll preview. Pure: no database, no clock, no HTTP.
 *
 * Order: benefits (pre-tax reductions) → federal income tax → FICA/FUTA → workplace state
 * (income tax, SDI/PFL, locals) and resident state (states/multistate.ts) → SUI → post-tax deductions → net-pay protection.
 * Off-cycle payrolls follow `offCycleOptions` (default all false): without `applyBenefits` no benefit
 * election is taken, without `applyPostTaxDeductions` no post-tax deduction, and with
 * `forceSupplementalWithholding` every earning is supplemental wages (else bonus and commission).
 * Net-pay protection (net never negative): post-tax deductions are cut in reverse priority, then
 * pre-tax benefits in reverse election order (taxes recomputed), then the W-4 4(c) / state
 * additional withholding is dropped; each step adds a `net_pay_protected` warning.
 */
import type { DeductionLine, EngineWarning, PaycheckTaxInput, PaycheckTaxResult, TaxLine } from './types.ts';
import { computeBenefits, type BenefitsResult } from './benefits.ts';
import { computeDeductions } from './deductions.ts';
import { federalIncomeTax } from './federal.ts';
import { ficaAndFuta } from './fica.ts';
import { computeSui } from './states/sui.ts';
import { computeStates } from './states/multistate.ts';
import { warnLocalsNotCovered } from './states/locals.ts';
import { computeLocalTaxes } from './locals/local-taxes.ts';
import { defaultTaxTables, yearTables, type TaxTables, type YearTables } from './tables.ts';
import { YtdIndex, type CalcContext, type Wages } from './context.ts';
import { fmt } from './rounding.ts';

/** Engine version: tables year + engine revision. */
export const TAX_ENGINE_VERSION = '2026.3';

const PERIOD_KEYS = new Set(['daily', 'weekly', 'biweekly', 'semimonthly', 'monthly']);

/** Payday → tax year, for paydays already checked (a payroll has a handful of paydays). */
const paydayYears = new Map<string, number>();

function paydayYear(payday: string): number {
  let year = paydayYears.get(payday);
  if (year === undefined) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(payday)) {
      throw new RangeError(`payday must be YYYY-MM-DD, got "${payday}"`);
    }
    year = Number(payday.slice(0, 4));
    if (paydayYears.size < 10_000) paydayYears.set(payday, year);
  }
  return year;
}

function checkInput(input: PaycheckTaxInput): number {
  const year = paydayYear(input.payday);
  if (!PERIOD_KEYS.has(input.payFrequency)) {
    throw new RangeError(`unsupported payFrequency "${String(input.payFrequency)}"`);
  }
  for (const e of input.earnings) {
    if (!Number.isSafeInteger(e.amountCents) || e.amountCents < 0) {
      throw new RangeError(
        `earning amountCents must be a non-negative integer of cents, got ${e.amountCents}`,
      );
    }
  }
  return year;
}

function runTaxes(
  input: PaycheckTaxInput,
  yt: YearTables,
  ytd: YtdIndex,
  wages: Wages,
  honorExtra: boolean,
): { taxes: TaxLine[]; warnings: EngineWarning[] } {
  const taxes: TaxLine[] = [];
  const warnings: EngineWarning[] = [];
  const c: CalcContext = {
    input,
    year: yt.year,
    freq: input.payFrequency,
    periods: yt.federal.periodsPerYear[input.payFrequency],
    offCycle: input.payrollType === 'off_cycle',
    tables: yt,
    ytd,
    wages,
    employeeFicaCents: 0,
    nysTableTaxCents: 0,
    honorExtraWithholding: honorExtra,
    taxes,
    warnings,
  };
  federalIncomeTax(c);
  ficaAndFuta(c);
  computeStates(c, yt);
  const matched = computeLocalTaxes(c, yt.localTaxes);
  warnLocalsNotCovered(c, yt.localsNotCovered, matched);
  computeSui(c);
  return { taxes, warnings };
}

function sumTaxes(taxes: TaxLine[]): [number, number] {
  let e = 0,
    co = 0;
  for (const t of taxes) {
    if (t.payer === 'employee') e += t.amountCents;
    else co += t.amountCents;
  }
  return [e, co];
}

/**
 * Calculates one paycheck's taxes, benefits, deductions and net pay.
 * @param input one employee, one period (cents; see types.ts for units).
 * @param tables tables from {@link loadTaxTables}; default `<repo>/tax-tables`, loaded once.
 * @throws TaxTableError when the payday's year has no tables; RangeError for malformed input.
 */
export function calculatePaycheckTaxes(input: PaycheckTaxInput, tables?: TaxTables): PaycheckTaxResult {
  const year = checkInput(input);
  const yt = yearTables(tables ?? defaultTaxTables(), year);
  const offCycle = input.payrollType === 'off_cycle';
  const opts = offCycle ? input.offCycleOptions : null;
  const electedBenefits = offCycle && !opts?.applyBenefits ? [] : input.benefits;
  const electedDeductions = offCycle && !opts?.applyPostTaxDeductions ? [] : input.deductions;
  let gross = 0,
    reimb = 0,
    supplemental = 0;
  for (const e of input.earnings) {
    if (e.type === 'reimbursement') reimb += e.amountCents;
    else {
      gross += e.amountCents;
      if (e.type === 'bonus' || e.type === 'commission') supplemental += e.amountCents;
    }
  }
  if (opts?.forceSupplementalWithholding) supplemental = gross;
  const ytd = new YtdIndex(input.ytd.taxes);
  const engineWarnings: EngineWarning[] = [];
  let caps: Map<string, number> | null = null;
  let honorExtra = true;
  let ben: BenefitsResult;
  let taxes: TaxLine[];
  let taxWarnings: EngineWarning[];
  let deds: DeductionLine[];
  let empTaxes: number, coTaxes: number;
  let benWarnings: EngineWarning[];
  for (let pass = 0; ; pass++) {
    benWarnings = [];
    ben = computeBenefits(electedBenefits, gross, input.ytd.benefits, yt.limits, caps, benWarnings);
    const wages: Wages = {
      gross,
      supplemental,
      retirement: ben.retirement,
      section125: ben.section125,
      hsa: ben.hsa,
    };
    ({ taxes, warnings: taxWarnings } = runTaxes(input, yt, ytd, wages, honorExtra));
    [empTaxes, coTaxes] = sumTaxes(taxes);
    deds =
      pass === 0
        ? computeDeductions(
            electedDeductions,
            gross,
            empTaxes,
            input.payFrequency,
            input.ytd.deductions,
            yt.limits,
            benWarnings,
          )
        : electedDeductions.map((d) => ({
            id: d.id,
            code: d.code,
            description: d.description,
            amountCents: 0,
            reason: 'cut to $0.00 to keep net pay from going negative',
          }));
    let dedTotal = 0;
    for (const d of deds) dedTotal += d.amountCents;
    let shortfall = -(gross - empTaxes - ben.employeeTotal - dedTotal + reimb);
    if (shortfall <= 0) break;
    // 1. post-tax deductions, reverse priority
    for (let i = deds.length - 1; i >= 0 && shortfall > 0; i--) {
      const d = deds[i]!;
      const cut = Math.min(d.amountCents, shortfall);
      if (cut > 0) {
        d.amountCents -= cut;
        shortfall -= cut;
        d.reason += `; cut by ${fmt(cut)} to keep net pay from going negative`;
      }
    }
    if (shortfall <= 0) {
      engineWarnings.push({
        code: 'net_pay_protected',
        message: 'Post-tax deductions were reduced (lowest priority first) so that net pay is not negative.',
      });
      break;
    }
    if (pass >= 12) {
      // Taxes alone exceed pay: reduce the federal income tax line, then others, as a last resort.
      for (const t of taxes) {
        if (t.payer !== 'employee' || shortfall <= 0) continue;
        const cut = Math.min(t.amountCents, shortfall);
        if (cut > 0) {
          t.amountCents -= cut;
          shortfall -= cut;
          t.reason += `; reduced by ${fmt(cut)}: wages are insufficient to cover the full withholding`;
        }
      }
      [empTaxes, coTaxes] = sumTaxes(taxes);
      engineWarnings.push({
        code: 'net_pay_protected',
        message:
          'Withholding exceeded the pay available; tax lines were reduced so that net pay is not negative.',
      });
      break;
    }
    // 2. pre-tax (and Roth) benefits, reverse election order, then recompute taxes
    const nextCaps: Map<string, number> = caps ? new Map<string, number>(caps) : new Map<string, number>();
    let cutAny = false;
    for (let i = ben.lines.length - 1; i >= 0 && shortfall > 0; i--) {
      const l = ben.lines[i]!;
      const cut = Math.min(l.employeeAmountCents, shortfall);
      if (cut > 0) {
        nextCaps.set(l.id, l.employeeAmountCents - cut);
        shortfall -= cut;
        cutAny = true;
      }
    }
    if (cutAny) {
      caps = nextCaps;
      if (!engineWarnings.some((w) => w.code === 'net_pay_protected' && w.message.startsWith('Benefit'))) {
        engineWarnings.push({
          code: 'net_pay_protected',
          message:
            'Benefit contributions were reduced (last election first), after post-tax deductions were cut to zero, so that net pay is not negative.',
        });
      }
      continue;
    }
    if (honorExtra) {
      honorExtra = false;
      engineWarnings.push({
        code: 'net_pay_protected',
        message:
          'Additional withholding (W-4 Step 4(c) / state additional amounts) was not taken: pay is insufficient after deductions and benefits were cut to zero.',
      });
      continue;
    }
    pass = Math.max(pass, 11);
  }
  let dedTotal = 0;
  for (const d of deds) dedTotal += d.amountCents;
  const warnings = taxWarnings;
  for (const w of benWarnings) warnings.push(w);
  for (const w of engineWarnings) warnings.push(w);
  return {
    grossPayCents: gross,
    reimbursementsCents: reimb,
    taxes,
    benefits: ben.lines,
    postTaxDeductions: deds,
    employeeTaxesCents: empTaxes,
    companyTaxesCents: coTaxes,
    employeeBenefitsCents: ben.employeeTotal,
    companyBenefitsCents: ben.companyTotal,
    postTaxDeductionsCents: dedTotal,
    netPayCents: gross - empTaxes - ben.employeeTotal - dedTotal + reimb,
    warnings,
  };
}
