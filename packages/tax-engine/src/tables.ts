/**
 * Loading of the tax tables: `tax-tables/<year>/*.json`, one file per jurisdiction, each naming its
 * publication, revision, url and `verified` flag. Validated at load (see schema.ts), parsed into
 * integer cents and scaled rates, and kept in memory. Unknown year → {@link TaxTableError}.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PayFrequency } from './types.ts';
import { divHalfUp } from './rounding.ts';
import { Ctx, FREQUENCIES, TaxTableError, type TableMeta } from './schema.ts';
import { parseFederal, type FederalTable } from './federal-table.ts';
import { parseFica, parseFuta, type FicaTable, type FutaTable } from './fica-table.ts';
import { parseSui, type SuiTable } from './states/sui-table.ts';
import { STATE_METHODS, type StateTable } from './states/index.ts';
import type { CertificateSpec } from './states/certificate.ts';
import { parseReciprocity, type ReciprocityTable } from './states/multistate.ts';
import { parseLocalsNotCovered, type LocalsNotCovered } from './states/locals.ts';
import { parseLocalZips, type LocalZips } from './states/local-zips.ts';
import { localTaxTables, parseLocalFile, type LocalFile, type LocalTaxTables } from './locals/local-table.ts';

export { TaxTableError } from './schema.ts';
export type { TableMeta } from './schema.ts';
export type { StateTable } from './states/index.ts';
export type { CertificateSpec, ExtraFieldSpec } from './states/certificate.ts';

/** Parsed `limits.json` (cents; annual unless noted). */
export interface LimitsTable {
  meta: TableMeta;
  /** IRC §402(g) elective deferral limit for the year. */
  electiveDeferralLimit: number;
  /** Benefit codes sharing the 402(g) limit (401k, 403b, roth_401k). */
  electiveDeferralCodes: Set<string>;
  /** CCPA (15 U.S.C. 1673): 25% of disposable earnings, scaled 10^8. */
  ccpaPercent: number;
  /** 29 CFR 870.10: multiple × federal minimum wage per period, cents. */
  ccpaFloor: Record<PayFrequency, number>;
}

/** Parsed `no-wage-tax.json`. */
export interface NoWageTaxTable {
  meta: TableMeta;
  states: Set<string>;
  levyStates: Set<string>;
}

/** All tables of one tax year. */
export interface YearTables {
  year: number;
  federal: FederalTable;
  fica: FicaTable;
  futa: FutaTable;
  sui: SuiTable;
  limits: LimitsTable;
  noWageTax: NoWageTaxTable;
  /** By two-letter workplace state. */
  states: Map<string, StateTable>;
  /** `reciprocity.json` (agreements and resident-state withholding rules); null when absent. */
  reciprocity: ReciprocityTable | null;
  /** `locals-not-covered.json` (local taxes named in `local_not_covered` warnings); null when absent. */
  localsNotCovered: LocalsNotCovered | null;
  /** `local-zips.json` (ZIPs of NYC, Yonkers, Detroit, Philadelphia, Denver); null when absent. */
  localZips: LocalZips | null;
  /** `locals-<st>.json` (local taxes computed as data over the shared methods, locals/local-table.ts). */
  localTaxes: LocalTaxTables;
  /** Every file loaded for the year with its metadata (for docs and audits). */
  files: Array<{ file: string; meta: TableMeta }>;
}

/** All loaded years. */
export interface TaxTables {
  dir: string;
  years: Map<number, YearTables>;
}

/** Default tables directory: the package's own `tax-tables/` (next to `src/` and `dist/`). */
export const DEFAULT_TABLES_DIR = fileURLToPath(new URL('../tax-tables/', import.meta.url));

function readJson(path: string, file: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new TaxTableError(`tax table ${file}: cannot read (${(e as Error).message})`);
  }
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (e) {
    throw new TaxTableError(`tax table ${file}: invalid JSON (${(e as Error).message})`);
  }
  return new Ctx(file).obj(v, '');
}

function parseLimits(o: Record<string, unknown>, c: Ctx): LimitsTable {
  const ccpa = c.obj(o.ccpa, 'ccpa');
  const minWage = c.money(ccpa.federalMinimumWageHourly, 'ccpa.federalMinimumWageHourly');
  const mult = c.obj(ccpa.minimumWageMultiple, 'ccpa.minimumWageMultiple');
  const floor = {} as Record<PayFrequency, number>;
  for (const f of FREQUENCIES) {
    const s = c.str(mult[f], `ccpa.minimumWageMultiple.${f}`);
    if (!/^\d+$/.test(s)) c.fail(`ccpa.minimumWageMultiple.${f}`, 'expected a whole number');
    floor[f] = Number(s) * minWage;
  }
  // Daily pay periods (engine decision, docs/tax-coverage.md): a fifth of the weekly floor, the
  // workweek's 30 × minimum wage spread over five working days.
  floor.daily = divHalfUp(floor.weekly, 5);
  return {
    meta: c.meta(o),
    electiveDeferralLimit: c.money(o.electiveDeferralLimit, 'electiveDeferralLimit'),
    electiveDeferralCodes: new Set(c.strList(o.electiveDeferralCodes, 'electiveDeferralCodes')),
    ccpaPercent: c.rate(ccpa.disposablePercent, 'ccpa.disposablePercent').scaled,
    ccpaFloor: floor,
  };
}

function loadYear(dir: string, year: number): YearTables {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const raw = new Map<string, Record<string, unknown>>();
  for (const f of files) raw.set(f, readJson(join(dir, f), `${year}/${f}`));
  const need = (name: string): [Record<string, unknown>, Ctx] => {
    const o = raw.get(name);
    if (!o) throw new TaxTableError(`tax tables for ${year}: missing ${year}/${name}`);
    const c = new Ctx(`${year}/${name}`);
    if (o.year !== year) c.fail('year', `expected ${year}`);
    return [o, c];
  };
  const federal = parseFederal(...need('federal.json'));
  const fica = parseFica(...need('fica.json'));
  const futa = parseFuta(...need('futa.json'));
  const sui = parseSui(...need('sui.json'));
  const limits = parseLimits(...need('limits.json'));
  const [nwo, nwc] = need('no-wage-tax.json');
  const noWageTax: NoWageTaxTable = {
    meta: nwc.meta(nwo),
    states: new Set(nwc.strList(nwo.states, 'states')),
    levyStates: new Set(nwc.strList(nwo.levyStates ?? [], 'levyStates')),
  };
  const common = new Set([
    'federal.json',
    'fica.json',
    'futa.json',
    'sui.json',
    'limits.json',
    'no-wage-tax.json',
    'reciprocity.json',
    'locals-not-covered.json',
    'local-zips.json',
  ]);
  const states = new Map<string, StateTable>();
  const meta: Array<{ file: string; meta: TableMeta }> = [
    { file: 'federal.json', meta: federal.meta },
    { file: 'fica.json', meta: fica.meta },
    { file: 'futa.json', meta: futa.meta },
    { file: 'sui.json', meta: sui.meta },
    { file: 'limits.json', meta: limits.meta },
    { file: 'no-wage-tax.json', meta: noWageTax.meta },
  ];
  let reciprocity: ReciprocityTable | null = null;
  if (raw.has('reciprocity.json')) {
    reciprocity = parseReciprocity(...need('reciprocity.json'));
    meta.push({ file: 'reciprocity.json', meta: reciprocity.meta });
  }
  let localsNotCovered: LocalsNotCovered | null = null;
  if (raw.has('locals-not-covered.json')) {
    localsNotCovered = parseLocalsNotCovered(...need('locals-not-covered.json'));
    meta.push({ file: 'locals-not-covered.json', meta: localsNotCovered.meta });
  }
  let localZips: LocalZips | null = null;
  if (raw.has('local-zips.json')) {
    localZips = parseLocalZips(...need('local-zips.json'));
    meta.push({ file: 'local-zips.json', meta: localZips.meta });
  }
  const localFiles: LocalFile[] = [];
  for (const f of raw.keys()) {
    if (!/^locals-[a-z]{2}\.json$/.test(f)) continue;
    const [lo, lc] = need(f);
    const lf = parseLocalFile(f, lo, lc, localZips);
    localFiles.push(lf);
    meta.push({ file: f, meta: lf.meta });
  }
  for (const [f, o] of raw) {
    if (common.has(f) || /^locals-[a-z]{2}\.json$/.test(f)) continue;
    const c = new Ctx(`${year}/${f}`);
    if (o.year !== year) c.fail('year', `expected ${year}`);
    const state = c.str(o.jurisdiction, 'jurisdiction');
    if (!/^[A-Z]{2}$/.test(state)) c.fail('jurisdiction', 'expected a two-letter state code');
    const method = c.str(o.method, 'method');
    const parser = STATE_METHODS[method];
    if (!parser) return c.fail('method', `unknown method "${method}"`);
    if (states.has(state)) c.fail('jurisdiction', `duplicate table for ${state}`);
    const st = parser(state, method, o, c);
    states.set(state, st);
    meta.push({ file: f, meta: st.meta });
  }
  return {
    year,
    federal,
    fica,
    futa,
    sui,
    limits,
    noWageTax,
    states,
    reciprocity,
    localsNotCovered,
    localZips,
    localTaxes: localTaxTables(localFiles),
    files: meta,
  };
}

/**
 * Loads every `<dir>/<year>/` folder (four-digit names) synchronously, validating each file.
 * Call once and reuse the result; `calculatePaycheckTaxes` loads {@link DEFAULT_TABLES_DIR} lazily.
 * @throws TaxTableError on any missing or malformed file.
 */
export function loadTaxTables(dir: string | URL = DEFAULT_TABLES_DIR): TaxTables {
  const root = typeof dir === 'string' ? dir : fileURLToPath(dir);
  let entries: string[];
  try {
    entries = readdirSync(root);
  } catch (e) {
    throw new TaxTableError(`tax tables directory ${root}: cannot read (${(e as Error).message})`);
  }
  const years = new Map<number, YearTables>();
  for (const name of entries) {
    if (!/^\d{4}$/.test(name)) continue;
    const p = join(root, name);
    if (!statSync(p).isDirectory()) continue;
    years.set(Number(name), loadYear(p, Number(name)));
  }
  if (years.size === 0) throw new TaxTableError(`tax tables directory ${root}: no <year>/ folders`);
  return { dir: root, years };
}

let defaultTables: TaxTables | null = null;

/** The default tables, loaded once on first use. */
export function defaultTaxTables(): TaxTables {
  defaultTables ??= loadTaxTables();
  return defaultTables;
}

/** Tables for `year`. @throws TaxTableError when the year has no tables. */
export function yearTables(t: TaxTables, year: number): YearTables {
  const y = t.years.get(year);
  if (!y) {
    throw new TaxTableError(
      `no tax tables for tax year ${year} (payday year); available: ${[...t.years.keys()].sort().join(', ')}`,
    );
  }
  return y;
}

/**
 * The certificate fields of `state` for tax year `year` (falling back to the latest loaded year when
 * `year` has no tables), from the default tables; null when the state's file has no certificate
 * section or the state has no file (no wage tax, or not covered).
 */
export function stateCertificate(state: string, year: number): CertificateSpec | null {
  const t = defaultTaxTables();
  const y = t.years.get(year) ?? t.years.get(Math.max(...t.years.keys()))!;
  return y.states.get(state)?.certificate ?? null;
}
