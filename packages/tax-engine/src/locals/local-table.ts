/**
 * `tax-tables/<year>/locals-<st>.json`: one state's local wage taxes as data over three shared
 * methods (docs/tax-coverage.md, "Local taxes"):
 * - `percent_of_wages`: a rate on wages by work location (`nonresidentRate`), by residence
 *   (`residentRate`, anywhere or only for work in the same place), with an optional credit for the
 *   tax of the work place or of named locals (Ohio municipal credit, Michigan resident credit,
 *   Kentucky city-with-county credit), per-exemption amounts (Michigan cities) and an annual wage cap;
 * - `flat_per_period`: a fixed amount per week or per calendar month from the employee (and the
 *   employer), with a monthly-earnings threshold and an annual cap (occupational privilege taxes,
 *   West Virginia city service fees);
 * - `annual_threshold`: rates on annualized wages above thresholds, withheld when annualized wages
 *   reach the mandatory level or the employee opts in (Metro SHS, Multnomah County PFA).
 * Each local names its publication, revision, url and `verified`; money in cents, rates scaled.
 */
import type { Ctx, TableMeta } from '../schema.ts';
import type { Rate } from '../rounding.ts';
import type { LocalZips } from '../states/local-zips.ts';

/** Where a local is decided: city names (USPS spelling, upper-cased), ZIPs inside, straddling ZIPs. */
export interface LocalPlace {
  /** The place code an employee's tax setup names (`local_work_code` / `local_resident_code`). */
  place: string;
  cities: ReadonlySet<string>;
  zips: ReadonlySet<string>;
  partialZips: ReadonlySet<string>;
}

/** Fields every local has. */
export interface LocalBase extends LocalPlace {
  /** The local's code, `<state>-<name>` (e.g. `OH-COLUMBUS`). */
  code: string;
  /** Jurisdiction of its lines: the code, or a city the ledger already knows (`DENVER`). */
  jurisdiction: string;
  state: string;
  /** The tax's name on the pay stub, e.g. "Columbus income tax". */
  name: string;
  /** Benefit exclusions from the wage base (EX_* bits). */
  exclusions: number;
  /** Who collects it (Ohio: `RITA`, `CCA` or `city`), or null. */
  administrator: string | null;
  source: { publication: string; revision: string; url: string; verified: boolean };
}

/** A credit against this local's tax: the tax of the work place(s), or of the named locals. */
export interface LocalCredit {
  against: 'work' | string[];
  /** Share of the other tax credited (1 = 100 %). */
  factor: Rate;
  /** The credit is at most wages × this rate (null: at most this local's own tax). */
  limitRate: Rate | null;
}

/** Method `percent_of_wages`. */
export interface PercentLocal extends LocalBase {
  method: 'percent_of_wages';
  /** On wages for work here of people living elsewhere; null = not taxed. */
  nonresidentRate: Rate | null;
  /** On wages of residents; null = not taxed. */
  residentRate: Rate | null;
  /** `anywhere`: residents are taxed on all wages; `working_here`: only for work in the place. */
  residentScope: 'anywhere' | 'working_here';
  /** Per exemption, annual (cents); 0 = none. */
  exemptionAnnual: number;
  credit: LocalCredit | null;
  /** Annual wage cap (cents), or null. */
  annualWageCap: number | null;
  /** Line code: `local_income_tax` or `local_occupational_tax`. */
  lineCode: string;
}

/** Method `flat_per_period`. */
export interface FlatLocal extends LocalBase {
  method: 'flat_per_period';
  per: 'week' | 'month';
  employeeAmount: number;
  employerAmount: number;
  /** Due for a month only when the month's wages reach it (cents; 0 = always). */
  monthlyWageThreshold: number;
  /** `nonresidents`: people living in the place pay nothing (e.g. Fairmont). */
  appliesTo: 'everyone' | 'nonresidents';
  /** Most an employee pays in a year (cents), or null. */
  annualCap: number | null;
}

/** One tier of `annual_threshold`: `rate` on annualized wages above `over`. */
export interface ThresholdTier {
  over: number;
  rate: Rate;
}

/** Method `annual_threshold`. */
export interface ThresholdLocal extends LocalBase {
  method: 'annual_threshold';
  /** Withholding is required when annualized wages reach this (cents). */
  mandatoryAnnualWages: number;
  /** Tiers withheld when required (thresholds of the withholding rule). */
  tiers: ThresholdTier[];
  /** Tiers withheld when the employee opts in below the mandatory level (the tax's own thresholds). */
  optInTiers: ThresholdTier[];
}

/** Any local. */
export type LocalTax = PercentLocal | FlatLocal | ThresholdLocal;

/** One parsed `locals-<st>.json`. */
export interface LocalFile {
  file: string;
  state: string;
  meta: TableMeta;
  locals: LocalTax[];
}

/** All local files of a year by state. */
export interface LocalTaxTables {
  byState: Map<string, LocalTax[]>;
  files: LocalFile[];
}

const ZIP5 = /^\d{5}$/;
const CODE = /^[A-Z]{2}-[A-Z0-9-]{1,30}$/;

/** Upper-cased, trimmed, single-spaced, "SAINT" for "ST." (city-name matching). */
export function cityKey(city: string): string {
  return city
    .trim()
    .toUpperCase()
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .replace(/^ST /, 'SAINT ')
    .replace(/^MT /, 'MOUNT ');
}

function tiers(c: Ctx, v: unknown, p: string): ThresholdTier[] {
  return c.arr(v, p).map((x, i) => {
    const t = c.obj(x, `${p}[${i}]`);
    return { over: c.money(t.over, `${p}[${i}].over`), rate: c.rate(t.rate, `${p}[${i}].rate`) };
  });
}

function parseLocal(
  c: Ctx,
  state: string,
  x: unknown,
  p: string,
  defaults: Record<string, unknown>,
  localZips: LocalZips | null,
): LocalTax {
  const l = { ...defaults, ...c.obj(x, p) };
  const code = c.str(l.code, `${p}.code`);
  if (!CODE.test(code) || !code.startsWith(`${state}-`)) {
    c.fail(`${p}.code`, `expected ${state}-<NAME> (capitals, digits, hyphens)`);
  }
  const zipSet = (v: unknown, path: string) => {
    const list = c.strList(v ?? [], path);
    list.forEach((z, i) => {
      if (!ZIP5.test(z)) c.fail(`${path}[${i}]`, `"${z}" is not a five-digit ZIP`);
    });
    return new Set(list);
  };
  // `zipsOf`: the ZIP lists of a city of local-zips.json (Denver), shared with states/residency.ts.
  const of = l.zipsOf === undefined ? null : c.str(l.zipsOf, `${p}.zipsOf`);
  const shared = of === null ? null : localZips?.localities.get(of);
  if (of !== null && !shared) c.fail(`${p}.zipsOf`, `local-zips.json has no locality ${of}`);
  const jurisdiction = l.jurisdiction === undefined ? code : c.str(l.jurisdiction, `${p}.jurisdiction`);
  if (!/^[A-Z][A-Z0-9-]{1,32}$/.test(jurisdiction)) {
    c.fail(`${p}.jurisdiction`, 'expected capitals, digits, hyphens');
  }
  const base: LocalBase = {
    code,
    jurisdiction,
    state,
    name: c.str(l.name, `${p}.name`),
    place: l.place === undefined ? code : c.str(l.place, `${p}.place`),
    cities: new Set(c.strList(l.cities ?? [], `${p}.cities`).map(cityKey)),
    zips: shared ? shared.zips : zipSet(l.zips, `${p}.zips`),
    partialZips: shared ? shared.partialZips : zipSet(l.partialZips, `${p}.partialZips`),
    exclusions: c.exclusions(l.wageExclusions, `${p}.wageExclusions`),
    administrator: l.administrator === undefined ? null : c.str(l.administrator, `${p}.administrator`),
    source: {
      publication: c.str(l.publication, `${p}.publication`),
      revision: c.str(l.revision, `${p}.revision`),
      url: c.str(l.url, `${p}.url`),
      verified: c.bool(l.verified, `${p}.verified`),
    },
  };
  if (base.cities.size === 0 && base.zips.size === 0) c.fail(p, 'needs cities or zips');
  const rateOrNull = (v: unknown, path: string) => (v === null || v === undefined ? null : c.rate(v, path));
  const method = c.str(l.method, `${p}.method`);
  switch (method) {
    case 'percent_of_wages': {
      const cr = l.credit === undefined || l.credit === null ? null : c.obj(l.credit, `${p}.credit`);
      const scope = c.str(l.residentScope ?? 'anywhere', `${p}.residentScope`);
      if (scope !== 'anywhere' && scope !== 'working_here') {
        c.fail(`${p}.residentScope`, 'expected anywhere or working_here');
      }
      const lineCode = c.str(l.lineCode ?? 'local_income_tax', `${p}.lineCode`);
      if (lineCode !== 'local_income_tax' && lineCode !== 'local_occupational_tax') {
        c.fail(`${p}.lineCode`, 'expected local_income_tax or local_occupational_tax');
      }
      const out: PercentLocal = {
        ...base,
        method,
        nonresidentRate: rateOrNull(l.nonresidentRate, `${p}.nonresidentRate`),
        residentRate: rateOrNull(l.residentRate, `${p}.residentRate`),
        residentScope: scope,
        exemptionAnnual:
          l.exemptionAnnual === undefined ? 0 : c.money(l.exemptionAnnual, `${p}.exemptionAnnual`),
        credit: cr && {
          against: cr.against === 'work' ? 'work' : c.strList(cr.against, `${p}.credit.against`),
          factor: c.rate(cr.factor, `${p}.credit.factor`),
          limitRate: rateOrNull(cr.limitRate, `${p}.credit.limitRate`),
        },
        annualWageCap:
          l.annualWageCap === undefined || l.annualWageCap === null
            ? null
            : c.money(l.annualWageCap, `${p}.annualWageCap`),
        lineCode,
      };
      if (!out.nonresidentRate && !out.residentRate) c.fail(p, 'needs nonresidentRate or residentRate');
      return out;
    }
    case 'flat_per_period': {
      const per = c.str(l.per, `${p}.per`);
      if (per !== 'week' && per !== 'month') c.fail(`${p}.per`, 'expected week or month');
      const appliesTo = c.str(l.appliesTo ?? 'everyone', `${p}.appliesTo`);
      if (appliesTo !== 'everyone' && appliesTo !== 'nonresidents') {
        c.fail(`${p}.appliesTo`, 'expected everyone or nonresidents');
      }
      return {
        ...base,
        method,
        per,
        employeeAmount: c.money(l.employeeAmount, `${p}.employeeAmount`),
        employerAmount: c.money(l.employerAmount ?? '0.00', `${p}.employerAmount`),
        monthlyWageThreshold: c.money(l.monthlyWageThreshold ?? '0.00', `${p}.monthlyWageThreshold`),
        appliesTo,
        annualCap:
          l.annualCap === undefined || l.annualCap === null ? null : c.money(l.annualCap, `${p}.annualCap`),
      };
    }
    case 'annual_threshold':
      return {
        ...base,
        method,
        mandatoryAnnualWages: c.money(l.mandatoryAnnualWages, `${p}.mandatoryAnnualWages`),
        tiers: tiers(c, l.tiers, `${p}.tiers`),
        optInTiers: tiers(c, l.optInTiers, `${p}.optInTiers`),
      };
    default:
      return c.fail(`${p}.method`, `unknown local method "${method}"`);
  }
}

/**
 * Validates and parses one `locals-<st>.json`: `state`, common metadata, optional `defaults`
 * (fields every local inherits unless it sets them) and `locals` (array). `localZips`: the year's
 * `local-zips.json`, for locals that take a city's ZIP lists from it (`zipsOf`).
 */
export function parseLocalFile(
  file: string,
  o: Record<string, unknown>,
  c: Ctx,
  localZips: LocalZips | null = null,
): LocalFile {
  const state = c.str(o.state, 'state');
  if (!/^[A-Z]{2}$/.test(state)) c.fail('state', 'expected a two-letter state code');
  const defaults = o.defaults === undefined ? {} : c.obj(o.defaults, 'defaults');
  const seen = new Set<string>();
  const locals = c.arr(o.locals, 'locals').map((x, i) => {
    const l = parseLocal(c, state, x, `locals[${i}]`, defaults, localZips);
    if (seen.has(l.code)) c.fail(`locals[${i}].code`, `duplicate ${l.code}`);
    seen.add(l.code);
    return l;
  });
  return { file, state, meta: c.meta(o), locals };
}

/** Collects parsed files into tables by state. */
export function localTaxTables(files: LocalFile[]): LocalTaxTables {
  const byState = new Map<string, LocalTax[]>();
  for (const f of files) byState.set(f.state, [...(byState.get(f.state) ?? []), ...f.locals]);
  return { byState, files };
}
