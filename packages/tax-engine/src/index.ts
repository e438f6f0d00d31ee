/**
 * payclock tax engine — public API.
 *
 * `calculatePaycheckTaxes(input, tables?)` turns one employee's gross pay for one pay period into
 * tax, benefit and deduction lines (IRS Pub 15-T 2026 Worksheet 1A, Pub 15 FICA/FUTA, state
 * publications named in `tax-tables/<year>/*.json`). `loadTaxTables(dir)` loads and validates the
 * tables once. Coverage, rounding and gaps: docs/tax-coverage.md.
 */
export type * from './types.ts';
export { calculatePaycheckTaxes, TAX_ENGINE_VERSION } from './engine.ts';
export {
  loadTaxTables,
  defaultTaxTables,
  DEFAULT_TABLES_DIR,
  TaxTableError,
  yearTables,
  stateCertificate,
} from './tables.ts';
export type {
  TaxTables,
  YearTables,
  TableMeta,
  LimitsTable,
  NoWageTaxTable,
  StateTable,
  CertificateSpec,
  ExtraFieldSpec,
} from './tables.ts';
/** Integer-cent and fixed-point rate helpers (half-up rounding); rates are scaled by `RATE_SCALE`. */
export { RATE_SCALE, divHalfUp, mulRate, parseDollars, parseRate, fmt } from './rounding.ts';
export type { Rate } from './rounding.ts';
/** Two-letter state codes (and DC) → names. */
export { STATE_NAMES, stateName } from './states/state-names.ts';
