/**
 * Registry of state table parsers by the `method` field of `tax-tables/<year>/<state>.json`.
 * Each parser validates its file and returns a calculator bound to the parsed figures.
 */
import type { Ctx, TableMeta } from '../schema.ts';
import type { CalcContext } from '../context.ts';
import { computeCa, parseCa } from './ca.ts';
import { computeNy, parseNy } from './ny.ts';
import { computeIl, parseIl } from './il.ts';
import { computePa, parsePa } from './pa.ts';
import { computeGa, parseGa } from './ga.ts';
import { computeNc, parseNc } from './nc.ts';
import { computeCo, parseCo } from './co.ts';
import { computeMa, parseMa } from './ma.ts';
import { computeMi, parseMi } from './mi.ts';
import { computeWa, parseWa } from './wa.ts';
import { computeAnnualizedBrackets, parseAnnualizedBrackets } from './brackets.ts';
import { computePercentElected, parsePercentElected } from './percent-elected.ts';
import { parseCertificate, type CertificateSpec } from './certificate.ts';
import { computeLevies, parseLevies, type Levy } from './levies.ts';
import { computeOr, parseOr } from './or.ts';
import { computeRi, parseRi } from './ri.ts';
import { computeSc } from './sc.ts';
import { computeUt, parseUt } from './ut.ts';
import { computeWi, parseWi } from './wi.ts';
import { computeNj, parseNj } from './nj.ts';
import { computeOh, parseOh } from './oh.ts';
import { computeMd, parseMd } from './md.ts';
import { computeCt, parseCt } from './ct.ts';
import { computeMe, parseMe } from './me.ts';
import { computeAl, parseAl } from './al.ts';
import { computeAr, parseAr } from './ar.ts';
import { computeLa, parseLa } from './la.ts';
import { computeMs, parseMs } from './ms.ts';
import { computeIa, parseIa } from './ia.ts';
import { computeId, parseId } from './id.ts';
import { computeKs, parseKs } from './ks.ts';
import { computeMt, parseMt } from './mt.ts';
import { computeHi, parseHi } from './hi.ts';
import { computeMo, parseMo } from './mo.ts';
import { computePeriodBands, parsePeriodBands } from './period-bands.ts';
import { dailyViaWeekly } from './daily.ts';

/**
 * A loaded state table: its metadata, certificate fields (null when the file has none), levies,
 * and the calculator for the workplace state (income tax, then the file's levies).
 */
export interface StateTable {
  state: string;
  method: string;
  meta: TableMeta;
  certificate: CertificateSpec | null;
  levies: Levy[];
  compute(c: CalcContext): void;
}

/**
 * Binds a parser and a calculator into a `STATE_METHODS` entry; the file's `certificate` section
 * (when the parser does not read it itself) and its `levies` list are handled here for every method.
 * `daily`: `annualized` methods divide by the periods per year (daily: 260) themselves;
 * `per_period` methods read per-period tables and run daily paychecks through states/daily.ts.
 */
export function bind<T extends { meta: TableMeta; certificate?: CertificateSpec }>(
  parse: (o: Record<string, unknown>, c: Ctx) => T,
  compute: (c: CalcContext, t: T) => void,
  daily: 'annualized' | 'per_period' = 'annualized',
) {
  return (state: string, method: string, o: Record<string, unknown>, c: Ctx): StateTable => {
    const t = parse(o, c);
    const run =
      daily === 'per_period'
        ? (ctx: CalcContext) =>
            ctx.freq === 'daily' ? dailyViaWeekly(ctx, state, (x) => compute(x, t)) : compute(ctx, t)
        : (ctx: CalcContext) => compute(ctx, t);
    const certificate =
      t.certificate ?? (o.certificate === undefined ? null : parseCertificate(o.certificate, c));
    const levies = parseLevies(o.levies, c);
    return {
      state,
      method,
      meta: t.meta,
      certificate,
      levies,
      compute:
        levies.length === 0
          ? run
          : (ctx) => {
              run(ctx);
              computeLevies(ctx, state, levies);
            },
    };
  };
}

/** Parsers by `method`. */
export const STATE_METHODS: Record<
  string,
  (state: string, method: string, o: Record<string, unknown>, c: Ctx) => StateTable
> = {
  ca_method_b: bind(parseCa, computeCa, 'per_period'),
  ny_nys50t: bind(parseNy, computeNy, 'per_period'),
  il_flat: bind(parseIl, computeIl),
  pa_flat: bind(parsePa, computePa),
  ga_percentage: bind(parseGa, computeGa, 'per_period'),
  nc_percentage: bind(parseNc, computeNc, 'per_period'),
  co_dr1098: bind(parseCo, computeCo),
  ma_circular_m: bind(parseMa, computeMa, 'per_period'),
  mi_flat: bind(parseMi, computeMi, 'per_period'),
  wa_levies: bind(parseWa, computeWa),
  annualized_brackets: bind(parseAnnualizedBrackets, computeAnnualizedBrackets),
  percent_of_gross_elected: bind(parsePercentElected, computePercentElected),
  or_custom: bind(parseOr, computeOr),
  ri_custom: bind(parseRi, computeRi),
  sc_custom: bind(parseAnnualizedBrackets, computeSc),
  ut_custom: bind(parseUt, computeUt),
  wi_custom: bind(parseWi, computeWi),
  nj_rate_tables: bind(parseNj, computeNj, 'per_period'),
  oh_custom: bind(parseOh, computeOh),
  md_custom: bind(parseMd, computeMd, 'per_period'),
  ct_custom: bind(parseCt, computeCt),
  me_custom: bind(parseMe, computeMe),
  al_custom: bind(parseAl, computeAl),
  ar_custom: bind(parseAr, computeAr),
  la_custom: bind(parseLa, computeLa),
  ms_custom: bind(parseMs, computeMs),
  ia_custom: bind(parseIa, computeIa, 'per_period'),
  id_custom: bind(parseId, computeId, 'per_period'),
  ks_custom: bind(parseKs, computeKs, 'per_period'),
  mt_custom: bind(parseMt, computeMt),
  per_period_bands: bind(parsePeriodBands, computePeriodBands, 'per_period'),
  hi_custom: bind(parseHi, computeHi),
  mo_custom: bind(parseMo, computeMo),
};
