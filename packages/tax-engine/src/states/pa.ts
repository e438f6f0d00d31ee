/**
 * Pennsylvania — PA DOR REV-415: flat 3.07% on all compensation (no allowances; supplemental wages
 * added to the period's compensation; 401(k)/403(b) deferrals are compensation, REV-415 and 61 Pa.
 * Code §101.6); PA UC employee withholding 0.07% of gross wages (PA DLI CY2026, no cap); local
 * taxes (Philadelphia wage tax, Act 32 earned income tax, Local Services Tax): states/pa-local.ts.
 */
import type { Ctx, TableMeta } from '../schema.ts';
import { fmt, mulRate, type Rate } from '../rounding.ts';
import { addLine, wagesAfter, warn, type CalcContext } from '../context.ts';
import { additional, addText, exemptLine, incomeTaxLine, stateForm, stateWages } from './common.ts';
import { computePaLocal, parsePaLocal, type PaLocalTable } from './pa-local.ts';

/** Parsed `pa.json`. */
export interface PaTable {
  meta: TableMeta;
  exclusions: number;
  rate: Rate;
  ucEmployee: { rate: Rate; exclusions: number } | null;
  local: PaLocalTable;
}

/** Validates and parses `pa.json`. */
export function parsePa(o: Record<string, unknown>, c: Ctx): PaTable {
  const uc = o.ucEmployee === undefined ? null : c.obj(o.ucEmployee, 'ucEmployee');
  return {
    meta: c.meta(o),
    exclusions: c.exclusions(o.incomeTaxWageExclusions, 'incomeTaxWageExclusions'),
    rate: c.rate(o.rate, 'rate'),
    ucEmployee: uc && {
      rate: c.rate(uc.rate, 'ucEmployee.rate'),
      exclusions: c.exclusions(uc.wageExclusions, 'ucEmployee.wageExclusions'),
    },
    local: parsePaLocal(o, c),
  };
}

/**
 * Adds PA `state_income_tax`, employee `state_unemployment` (UC) and the local lines (Philadelphia
 * wage tax, Act 32 EIT, LST).
 */
export function computePa(c: CalcContext, t: PaTable): void {
  const f = stateForm(c, 'PA');
  const w = stateWages(c, t.exclusions);
  const desc = 'Pennsylvania income tax';
  if (f?.exempt) exemptLine(c, 'PA', desc, w.taxable, 'State form');
  else {
    const tax = mulRate(w.taxable, t.rate.scaled);
    const extra = additional(c, f);
    incomeTaxLine(
      c,
      'PA',
      desc,
      w.taxable,
      t.rate.text,
      tax + extra,
      `PA REV-415: ${t.rate.percent} of ${fmt(w.taxable)} compensation = ${fmt(tax)}${addText(extra)}`,
    );
  }
  if (t.ucEmployee) {
    const uw = wagesAfter(c.wages, t.ucEmployee.exclusions);
    const amt = mulRate(uw, t.ucEmployee.rate.scaled);
    addLine(
      c,
      'state_unemployment',
      'Pennsylvania UC (employee)',
      'PA',
      'employee',
      uw,
      t.ucEmployee.rate.text,
      amt,
      `PA DLI ${c.year}: employee UC ${t.ucEmployee.rate.percent} of ${fmt(uw)} gross wages (no cap)`,
    );
  } else {
    warn(
      c,
      'figure_missing',
      `The Pennsylvania employee UC rate for ${c.year} is not in the tax tables; no PA UC withheld.`,
    );
  }
  if (w.taxable > 0) computePaLocal(c, t.local, f, w.taxable);
}
