/**
 * Per-call calculation context shared by the federal, FICA, state and local calculators.
 * Internal to the engine (not exported from index.ts).
 */
import type { EngineWarning, PayFrequency, PaycheckTaxInput, TableFrequency, TaxLine } from './types.ts';
import { EX_HSA, EX_RETIREMENT, EX_SECTION125 } from './schema.ts';
import type { FederalTable } from './federal-table.ts';
import type { FicaTable, FutaTable } from './fica-table.ts';
import type { SuiTable } from './states/sui-table.ts';
import type { LocalZips } from './states/local-zips.ts';

/** The tables of the tax year that the shared calculators read (a view of `YearTables`). */
export interface ContextTables {
  year: number;
  federal: FederalTable;
  fica: FicaTable;
  futa: FutaTable;
  sui: SuiTable;
  /** `local-zips.json` (city residence and work location by ZIP); null/absent when the year has none. */
  localZips?: LocalZips | null;
}

/** Period wages and the pre-tax benefit amounts that reduce them (cents, this period). */
export interface Wages {
  /** All non-reimbursement earnings. */
  gross: number;
  /** Bonus + commission (gross, before pre-tax benefits). */
  supplemental: number;
  /** Employee 401(k) + 403(b) pre-tax deferrals. */
  retirement: number;
  /** Employee Section 125 premiums (medical, dental, vision). */
  section125: number;
  /** Employee HSA contributions. */
  hsa: number;
}

/** Wages after the pre-tax exclusions in `mask` (EX_* bits), floored at 0. */
export function wagesAfter(w: Wages, mask: number): number {
  let v = w.gross;
  if (mask & EX_RETIREMENT) v -= w.retirement;
  if (mask & EX_SECTION125) v -= w.section125;
  if (mask & EX_HSA) v -= w.hsa;
  return v > 0 ? v : 0;
}

/** All exclusions (federal income-tax wages). */
export const EX_ALL = EX_RETIREMENT | EX_SECTION125 | EX_HSA;
/** FICA / FUTA / most state levies: Section 125 and HSA only. */
export const EX_FICA = EX_SECTION125 | EX_HSA;

/**
 * Year-to-date sums by code, jurisdiction and payer over `ytd.taxes` (a short list; scanned
 * directly, no allocation per lookup).
 */
export class YtdIndex {
  constructor(private readonly lines: PaycheckTaxInput['ytd']['taxes']) {}
  /** YTD taxable wages, cents (0 when none). */
  wages(code: string, jurisdiction: string, payer: 'employee' | 'company'): number {
    let v = 0;
    for (const l of this.lines) {
      if (l.code === code && l.jurisdiction === jurisdiction && l.payer === payer) v += l.taxableWagesCents;
    }
    return v;
  }
  /** YTD amount, cents (0 when none). */
  amount(code: string, jurisdiction: string, payer: 'employee' | 'company'): number {
    let v = 0;
    for (const l of this.lines) {
      if (l.code === code && l.jurisdiction === jurisdiction && l.payer === payer) v += l.amountCents;
    }
    return v;
  }
}

/** Everything a calculator reads and writes for one paycheck. */
export interface CalcContext {
  readonly input: PaycheckTaxInput;
  readonly year: number;
  readonly freq: PayFrequency;
  readonly periods: number;
  readonly offCycle: boolean;
  readonly tables: ContextTables;
  readonly ytd: YtdIndex;
  readonly wages: Wages;
  /** Employee Social Security + Medicare withheld this period (for MA Circular M step 1). */
  employeeFicaCents: number;
  /** NYS withholding before the IT-2104 additional amount (Yonkers resident base). */
  nysTableTaxCents: number;
  /** Extra-withholding cut applied by the net-pay protection: federal 4(c) and state additional amounts honored. */
  honorExtraWithholding: boolean;
  readonly taxes: TaxLine[];
  readonly warnings: EngineWarning[];
}

/**
 * The pay frequency of a per-period table: the paycheck's own. A daily paycheck never reaches a
 * per-period table: those states run through states/daily.ts on the weekly table.
 * @throws Error for a daily paycheck (an engine bug, not bad input).
 */
export function tableFreq(c: CalcContext): TableFrequency {
  if (c.freq === 'daily') throw new Error('internal: a per-period state table was read for a daily paycheck');
  return c.freq;
}

/** Pushes a tax line. */
export function addLine(
  c: CalcContext,
  code: string,
  description: string,
  jurisdiction: string,
  payer: 'employee' | 'company',
  taxableWagesCents: number,
  rate: string | null,
  amountCents: number,
  reason: string,
): void {
  c.taxes.push({ code, description, jurisdiction, payer, taxableWagesCents, rate, amountCents, reason });
}

/** Pushes a warning unless the same code+message is already there. */
export function warn(c: { warnings: EngineWarning[] }, code: string, message: string): void {
  for (const w of c.warnings) if (w.code === code && w.message === message) return;
  c.warnings.push({ code, message });
}

/**
 * Splits income-tax wages into regular and supplemental parts: pre-tax reductions are taken from
 * regular wages first, the rest from supplemental wages (engine decision, docs/tax-coverage.md).
 */
export function splitSupplemental(w: Wages, taxable: number): { regular: number; supplemental: number } {
  const regularGross = w.gross - w.supplemental;
  const reductions = w.gross - taxable;
  const regular = Math.max(0, regularGross - reductions);
  return { regular, supplemental: taxable - regular };
}

/** Upper-cases and trims a city name (display and messages; residence is decided by ZIP, states/residency.ts). */
export function normCity(city: string | null | undefined): string {
  return city ? city.trim().toUpperCase().replace(/\s+/g, ' ') : '';
}
