/**
 * Helpers shared by the state calculators: reading the state form, extra fields, and writing the
 * `state_income_tax` line with the engine's zero-line rule (omitted only when wages are zero).
 */
import type { StateWithholding } from '../types.ts';
import { fmt } from '../rounding.ts';
import { addLine, splitSupplemental, wagesAfter, warn, type CalcContext } from '../context.ts';

/**
 * The state form for `state` (the work-state certificate, or the resident-state certificate when it
 * is for `state`), or null (none on file, or filed for another state → warning).
 */
export function stateForm(c: CalcContext, state: string): StateWithholding | null {
  const r = c.input.residentState;
  if (r && r.state.toUpperCase() === state) return r;
  const f = c.input.state;
  if (!f) return null;
  if (f.state.toUpperCase() !== state) {
    warn(
      c,
      'state_form_mismatch',
      `The state withholding form on file is for ${f.state}, but the workplace is in ${state}; ${state} defaults are used.`,
    );
    return null;
  }
  return f;
}

/** A numeric `extra` field (numbers or numeric strings), else undefined. */
export function extraNum(f: StateWithholding | null, key: string): number | undefined {
  const v = f?.extra?.[key];
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return undefined;
}

/** A boolean `extra` field (true / "true"). */
export function extraBool(f: StateWithholding | null, key: string): boolean {
  const v = f?.extra?.[key];
  return v === true || v === 'true';
}

/** Non-negative integer count (allowances), 0 for null/negative/NaN. */
export function count(n: number | undefined | null): number {
  return n != null && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** The state's additional per-period withholding, if honored this pass. */
export function additional(c: CalcContext, f: StateWithholding | null): number {
  return c.honorExtraWithholding && f && f.additionalWithholdingCents > 0 ? f.additionalWithholdingCents : 0;
}

/** Income-tax wages for a state and their regular / off-cycle supplemental split. */
export function stateWages(
  c: CalcContext,
  exclusions: number,
): { taxable: number; regular: number; supplemental: number } {
  const taxable = wagesAfter(c.wages, exclusions);
  if (!c.offCycle) return { taxable, regular: taxable, supplemental: 0 };
  const s = splitSupplemental(c.wages, taxable);
  return { taxable, regular: s.regular, supplemental: s.supplemental };
}

/** Writes a `state_income_tax` line unless wages are zero. */
export function incomeTaxLine(
  c: CalcContext,
  state: string,
  description: string,
  taxable: number,
  rate: string | null,
  amount: number,
  reason: string,
): void {
  if (taxable <= 0 && amount === 0) return;
  addLine(c, 'state_income_tax', description, state, 'employee', taxable, rate, amount, reason);
}

/** Writes the zero line for an exempt state form. */
export function exemptLine(
  c: CalcContext,
  state: string,
  description: string,
  taxable: number,
  form: string,
): void {
  incomeTaxLine(
    c,
    state,
    description,
    taxable,
    null,
    0,
    `${form} claims exemption from ${state} withholding: nothing withheld on ${fmt(taxable)}`,
  );
}

/** " + additional $X" for reasons. */
export function addText(extra: number): string {
  return extra > 0 ? ` + additional ${fmt(extra)}` : '';
}
