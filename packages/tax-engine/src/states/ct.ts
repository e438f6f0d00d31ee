/**
 * Connecticut — Informational Publication 2026(1), Connecticut Employer's Tax Guide (Circular CT),
 * and TPG-211, 2026 Withholding Calculation Rules (DRS). Everything keys on the Form CT-W4
 * withholding code (A, B, C, D, F; E = no withholding): annual wages = wages × periods; Table A
 * exemption (a maximum reduced by a fixed amount for each step, or fraction of a step, of annual
 * wages over a threshold, not below 0); taxable = annual − exemption, not below 0; Table B tax on
 * the code's marginal brackets; + Table C 2% rate phase-out add-back and + Table D recapture (each
 * an amount for each step, or fraction of a step, over a threshold, up to a maximum); × (1 − the
 * Table E personal tax credit decimal for the annual wages); ÷ periods, rounded half-up once to the
 * cent; − the CT-W4 line 3 reduction (not below 0); + line 2 additional withholding. No CT-W4 on
 * file: a flat rate of the period's wages with no exemption (Circular CT). Every figure is in
 * ct.json; amounts are cents, rates are scaled by 10^8.
 */
import type { Ctx, TableMeta } from '../schema.ts';
import { fmt, mulRate, RATE_SCALE, type Rate } from '../rounding.ts';
import type { CalcContext } from '../context.ts';
import {
  additional,
  addText,
  count,
  exemptLine,
  extraNum,
  incomeTaxLine,
  stateForm,
  stateWages,
} from './common.ts';
import { parseCertificate, type CertificateSpec } from './certificate.ts';
import { filingStatusOf, parseBrackets, sourceText } from './brackets.ts';
import type { Bracket } from './brackets-math.ts';

/** A stepped amount: `amountPerStep` for each `step` (or fraction of one) of annual wages over `over`, up to `max` (cents). */
export interface CtLadder {
  over: number;
  step: number;
  amountPerStep: number;
  max: number;
}

/** Table A exemption: `amount`, less `reductionPerStep` for each `step` (or fraction) of annual wages over `over` (cents). */
export interface CtExemption {
  amount: number;
  over: number;
  step: number;
  reductionPerStep: number;
}

/** One Table E row: the personal tax credit `decimal` for annual wages more than `over` (cents). */
export interface CtCreditRow {
  over: number;
  decimal: Rate;
}

/** Tables A–E of one CT-W4 withholding code. */
export interface CtCode {
  bracketsKey: string;
  brackets: Bracket[];
  exemption: CtExemption | null;
  addBack: CtLadder | null;
  recapture: CtLadder[];
  credit: CtCreditRow[];
}

/** Parsed `ct.json`. */
export interface CtTable {
  meta: TableMeta;
  exclusions: number;
  certificate: CertificateSpec;
  noCertificateRate: Rate;
  noWithholdingCodes: Set<string>;
  codes: Map<string, CtCode>;
  /** `extra` field (cents) holding the CT-W4 line 3 reduced withholding per period. */
  reducedField: string;
}

/** Steps of `step` (a fraction counts as a whole step) by which `annual` exceeds `over`. */
export function ctSteps(annual: number, over: number, step: number): number {
  return annual > over ? Math.ceil((annual - over) / step) : 0;
}

/** Table C / Table D amount of a ladder for annual wages `annual` (cents). */
export function ctLadderAmount(l: CtLadder, annual: number): number {
  return Math.min(l.max, ctSteps(annual, l.over, l.step) * l.amountPerStep);
}

/** Table A exemption for annual wages `annual` (cents); 0 without an exemption. */
export function ctExemption(e: CtExemption | null, annual: number): number {
  if (!e) return 0;
  return Math.max(0, e.amount - ctSteps(annual, e.over, e.step) * e.reductionPerStep);
}

/** Table E decimal for annual wages `annual` (cents): the last row whose `over` is below it; null (no credit) when none is. */
export function ctCreditDecimal(rows: readonly CtCreditRow[], annual: number): Rate | null {
  let hit: Rate | null = null;
  for (const r of rows) {
    if (annual > r.over) hit = r.decimal;
    else break;
  }
  return hit;
}

function ladder(c: Ctx, v: unknown, p: string): CtLadder {
  const o = c.obj(v, p);
  const l = {
    over: c.money(o.over, `${p}.over`),
    step: c.money(o.step, `${p}.step`),
    amountPerStep: c.money(o.amountPerStep, `${p}.amountPerStep`),
    max: c.money(o.max, `${p}.max`),
  };
  if (l.step <= 0) c.fail(`${p}.step`, 'expected a positive step');
  return l;
}

function exemption(c: Ctx, v: unknown, p: string): CtExemption | null {
  if (v === null) return null;
  const o = c.obj(v, p);
  const e = {
    amount: c.money(o.amount, `${p}.amount`),
    over: c.money(o.over, `${p}.over`),
    step: c.money(o.step, `${p}.step`),
    reductionPerStep: c.money(o.reductionPerStep, `${p}.reductionPerStep`),
  };
  if (e.step <= 0) c.fail(`${p}.step`, 'expected a positive step');
  return e;
}

function creditRows(c: Ctx, v: unknown, p: string): CtCreditRow[] {
  const rows = c.arr(v, p).map((x, i) => {
    const o = c.obj(x, `${p}[${i}]`);
    return { over: c.money(o.over, `${p}[${i}].over`), decimal: c.rate(o.decimal, `${p}[${i}].decimal`) };
  });
  for (let i = 1; i < rows.length; i++) {
    if (rows[i]!.over <= rows[i - 1]!.over) c.fail(`${p}[${i}].over`, 'rows must ascend');
  }
  return rows;
}

/** Validates and parses `ct.json`. */
export function parseCt(o: Record<string, unknown>, c: Ctx): CtTable {
  const certificate = parseCertificate(o.certificate, c);
  const bracketsObj = c.obj(o.brackets, 'brackets');
  const brackets = new Map<string, Bracket[]>();
  for (const [k, v] of Object.entries(bracketsObj)) brackets.set(k, parseBrackets(c, v, `brackets.${k}`));
  const noWithholdingCodes = new Set(c.strList(o.noWithholdingCodes, 'noWithholdingCodes'));
  const codesObj = c.obj(o.codes, 'codes');
  const codes = new Map<string, CtCode>();
  for (const [k, v] of Object.entries(codesObj)) {
    const p = `codes.${k}`;
    const co = c.obj(v, p);
    const bracketsKey = c.str(co.brackets, `${p}.brackets`);
    const b = brackets.get(bracketsKey);
    if (!b) c.fail(`${p}.brackets`, `no bracket schedule "${bracketsKey}"`);
    codes.set(k, {
      bracketsKey,
      brackets: b,
      exemption: exemption(c, co.exemption, `${p}.exemption`),
      addBack: co.addBack === null ? null : ladder(c, co.addBack, `${p}.addBack`),
      recapture: c.arr(co.recapture, `${p}.recapture`).map((x, i) => ladder(c, x, `${p}.recapture[${i}]`)),
      credit: creditRows(c, co.credit, `${p}.credit`),
    });
  }
  for (const s of [...certificate.filingStatuses, certificate.defaultFilingStatus]) {
    if (!noWithholdingCodes.has(s) && !codes.has(s)) c.fail('codes', `no tables for withholding code "${s}"`);
  }
  const reducedField = c.str(o.reducedWithholdingField, 'reducedWithholdingField');
  if (!certificate.extra[reducedField]) {
    c.fail('reducedWithholdingField', `"${reducedField}" is not a certificate.extra field`);
  }
  return {
    meta: c.meta(o),
    exclusions: c.exclusions(o.incomeTaxWageExclusions, 'incomeTaxWageExclusions'),
    certificate,
    noCertificateRate: c.rate(o.noCertificateRate, 'noCertificateRate'),
    noWithholdingCodes,
    codes,
    reducedField,
  };
}

const SCALE = BigInt(RATE_SCALE);

function halfUp(n: bigint, d: bigint): number {
  if (n <= 0n) return 0;
  const q = n / d;
  return Number(2n * (n - q * d) >= d ? q + 1n : q);
}

/** Table B tax on `taxable` cents, exact (cents × 10^8), and its steps. */
function tableB(brackets: readonly Bracket[], taxable: number): { scaled: bigint; steps: string } {
  let sum = 0n;
  const parts: string[] = [];
  for (let i = 0; i < brackets.length; i++) {
    const b = brackets[i]!;
    if (taxable <= b.over) break;
    const top = i + 1 < brackets.length ? Math.min(taxable, brackets[i + 1]!.over) : taxable;
    sum += BigInt(top - b.over) * BigInt(b.rate.scaled);
    parts.push(`${b.rate.percent} × ${fmt(top - b.over)}`);
  }
  return { scaled: sum, steps: parts.length > 0 ? parts.join(' + ') : '$0.00' };
}

/**
 * TPG-211 withholding of one period's `wages` (cents) under withholding code `code` over `periods`
 * pay periods: the per-period cents (before CT-W4 lines 2 and 3) and the arithmetic.
 */
export function ctWithholding(code: CtCode, wages: number, periods: number): { cents: number; text: string } {
  const annual = wages * periods;
  const ex = ctExemption(code.exemption, annual);
  const taxable = Math.max(0, annual - ex);
  const b = tableB(code.brackets, taxable);
  const addBack = code.addBack ? ctLadderAmount(code.addBack, annual) : 0;
  const recapture = code.recapture.reduce((s, l) => s + ctLadderAmount(l, annual), 0);
  const decimal = ctCreditDecimal(code.credit, annual);
  const keep = BigInt(RATE_SCALE - (decimal?.scaled ?? 0));
  const total = b.scaled + BigInt(addBack + recapture) * SCALE;
  const net = total * keep;
  const cents = halfUp(net, BigInt(periods) * SCALE * SCALE);
  const exText = code.exemption
    ? `Table A exemption ${fmt(code.exemption.amount)} − ${ctSteps(annual, code.exemption.over, code.exemption.step)} × ${fmt(code.exemption.reductionPerStep)} over ${fmt(code.exemption.over)} (not below 0) = ${fmt(ex)}`
    : 'Table A exemption none';
  return {
    cents,
    text: `${fmt(wages)} × ${periods} = ${fmt(annual)}; ${exText}; taxable ${fmt(taxable)}; Table B ${b.steps} = ${fmt(halfUp(b.scaled, SCALE))}; + Table C add-back ${fmt(addBack)} + Table D recapture ${fmt(recapture)} = ${fmt(halfUp(total, SCALE))}; × (1 − Table E ${decimal ? decimal.text : '0'}) = ${fmt(halfUp(net, SCALE * SCALE))}; ÷ ${periods} = ${fmt(cents)}`,
  };
}

/** Adds the CT `state_income_tax` line. */
export function computeCt(c: CalcContext, t: CtTable): void {
  const f = stateForm(c, 'CT');
  const w = stateWages(c, t.exclusions);
  const desc = 'Connecticut income tax';
  const form = t.certificate.form;
  const src = sourceText(t.meta);
  if (f?.exempt) return exemptLine(c, 'CT', desc, w.taxable, form);
  if (!f) {
    const tax = mulRate(w.taxable, t.noCertificateRate.scaled);
    return incomeTaxLine(
      c,
      'CT',
      desc,
      w.taxable,
      t.noCertificateRate.text,
      tax,
      `${src} (${t.certificate.noCertificate}): ${fmt(w.taxable)} × ${t.noCertificateRate.percent} = ${fmt(tax)}`,
    );
  }
  const code = filingStatusOf(t.certificate, f);
  const extra = additional(c, f);
  if (t.noWithholdingCodes.has(code)) {
    return incomeTaxLine(
      c,
      'CT',
      desc,
      w.taxable,
      null,
      extra,
      `${src}: ${form} withholding code ${code}, no withholding required on ${fmt(w.taxable)}${addText(extra)}`,
    );
  }
  const r = ctWithholding(t.codes.get(code)!, w.taxable, c.periods);
  const reduced = count(extraNum(f, t.reducedField));
  const afterReduction = Math.max(0, r.cents - reduced);
  const reducedText =
    reduced > 0 ? `; − ${form} line 3 reduction ${fmt(reduced)} (not below 0) = ${fmt(afterReduction)}` : '';
  incomeTaxLine(
    c,
    'CT',
    desc,
    w.taxable,
    null,
    afterReduction + extra,
    `${src}: withholding code ${code}, ${r.text}${reducedText}${addText(extra)}`,
  );
}
