/**
 * Small validating parser for the JSON tax tables (`tax-tables/<year>/*.json`).
 *
 * Each helper checks one JSON value and converts it to the engine's in-memory form (money → integer
 * cents, rates → {@link Rate} scaled by 10^8). A bad value throws {@link TaxTableError} naming the
 * file and the JSON path, so a broken table fails at load, never mid-payroll.
 */
import type { TableFrequency } from './types.ts';
import { parseDollars, parseRate, type Rate } from './rounding.ts';

/** Thrown for a missing, malformed or unknown tax table (unknown year, bad JSON, schema violation). */
export class TaxTableError extends Error {
  override readonly name = 'TaxTableError';
}

/** Publication metadata every table file carries. */
export interface TableMeta {
  publication: string;
  revision: string;
  url: string;
  /** False unless every figure of the file was read in the agency's own text (docs/tax-coverage.md lists the rest). */
  verified: boolean;
  /** JSON paths of the unverified figures in this file. */
  unverifiedFigures: string[];
  note: string;
}

/** The four pay frequencies every per-period table has, in table order (`daily` is optional). */
export const FREQUENCIES: readonly TableFrequency[] = ['weekly', 'biweekly', 'semimonthly', 'monthly'];

/** A per-frequency table: the four table frequencies, and `daily` when the file prints one. */
export type PerFrequency<T> = Record<TableFrequency, T> & { daily?: T };

/** Pre-tax exclusion bit: 401(k)/403(b) elective deferrals. */
export const EX_RETIREMENT = 1;
/** Pre-tax exclusion bit: Section 125 cafeteria-plan premiums (medical, dental, vision). */
export const EX_SECTION125 = 2;
/** Pre-tax exclusion bit: HSA contributions. */
export const EX_HSA = 4;

/** Parsing context: the file name used in error messages. */
export class Ctx {
  constructor(readonly file: string) {}
  fail(path: string, msg: string): never {
    throw new TaxTableError(`tax table ${this.file}: ${path || '(root)'}: ${msg}`);
  }
  obj(v: unknown, path: string): Record<string, unknown> {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) this.fail(path, 'expected an object');
    return v as Record<string, unknown>;
  }
  arr(v: unknown, path: string, len?: number): unknown[] {
    if (!Array.isArray(v)) this.fail(path, 'expected an array');
    if (len !== undefined && v.length !== len) this.fail(path, `expected ${len} entries, got ${v.length}`);
    return v;
  }
  str(v: unknown, path: string): string {
    if (typeof v !== 'string' || v.length === 0) this.fail(path, 'expected a non-empty string');
    return v;
  }
  bool(v: unknown, path: string): boolean {
    if (typeof v !== 'boolean') this.fail(path, 'expected a boolean');
    return v;
  }
  int(v: unknown, path: string): number {
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v <= 0) {
      this.fail(path, 'expected a positive integer');
    }
    return v;
  }
  /** Dollar string ("12900.00") → cents. */
  money(v: unknown, path: string): number {
    const s = this.str(v, path);
    try {
      return parseDollars(s);
    } catch (e) {
      return this.fail(path, (e as Error).message);
    }
  }
  /** Decimal rate string ("0.062") → Rate; must be in [0, 1]. */
  rate(v: unknown, path: string): Rate {
    const s = this.str(v, path);
    let r: Rate;
    try {
      r = parseRate(s);
    } catch (e) {
      return this.fail(path, (e as Error).message);
    }
    if (r.scaled > 100_000_000) this.fail(path, `rate ${s} is above 1`);
    return r;
  }
  moneyList(v: unknown, path: string, len?: number): number[] {
    return this.arr(v, path, len).map((x, i) => this.money(x, `${path}[${i}]`));
  }
  strList(v: unknown, path: string): string[] {
    return this.arr(v, path).map((x, i) => this.str(x, `${path}[${i}]`));
  }
  /** An object keyed by the four table frequencies, plus `daily` when the file has one. */
  perFrequency<T>(v: unknown, path: string, f: (x: unknown, p: string) => T): PerFrequency<T> {
    const o = this.obj(v, path);
    const out = {} as PerFrequency<T>;
    for (const k of FREQUENCIES) out[k] = f(o[k], `${path}.${k}`);
    if (o.daily !== undefined) out.daily = f(o.daily, `${path}.daily`);
    return out;
  }
  /** YYYY-MM-DD date string. */
  date(v: unknown, path: string): string {
    const s = this.str(v, path);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) this.fail(path, 'expected YYYY-MM-DD');
    return s;
  }
  /** Benefit exclusion list (["401k","403b","section125","hsa"]) → bit mask of EX_* flags. */
  exclusions(v: unknown, path: string): number {
    let mask = 0;
    for (const [i, s] of this.strList(v ?? [], path).entries()) {
      if (s === '401k' || s === '403b') mask |= EX_RETIREMENT;
      else if (s === 'section125') mask |= EX_SECTION125;
      else if (s === 'hsa') mask |= EX_HSA;
      else this.fail(`${path}[${i}]`, `unknown exclusion "${s}"`);
    }
    return mask;
  }
  /** Common metadata (publication, revision, url, verified, unverifiedFigures, note). */
  meta(o: Record<string, unknown>): TableMeta {
    return {
      publication: this.str(o.publication, 'publication'),
      revision: this.str(o.revision, 'revision'),
      url: this.str(o.url, 'url'),
      verified: this.bool(o.verified, 'verified'),
      unverifiedFigures:
        o.unverifiedFigures === undefined ? [] : this.strList(o.unverifiedFigures, 'unverifiedFigures'),
      note: typeof o.note === 'string' ? o.note : '',
    };
  }
}
