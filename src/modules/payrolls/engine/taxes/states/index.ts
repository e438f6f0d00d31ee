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

/** A loaded state table: its metadata and the calculator for the workplace state. */
export interface StateTable {
  state: string;
  method: string;
  meta: TableMeta;
  compute(c: CalcContext): void;
}

function bind<T extends { meta: TableMeta }>(
  parse: (o: Record<string, unknown>, c: Ctx) => T,
  compute: (c: CalcContext, t: T) => void,
) {
  return (state: string, method: string, o: Record<string, unknown>, c: Ctx): StateTable => {
    const t = parse(o, c);
    return { state, method, meta: t.meta, compute: (ctx) => compute(ctx, t) };
  };
}

/** Parsers by `method`. */
export const STATE_METHODS: Record<
  string,
  (state: string, method: string, o: Record<string, unknown>, c: Ctx) => StateTable
> = {
  ca_method_b: bind(parseCa, computeCa),
  ny_nys50t: bind(parseNy, computeNy),
  il_flat: bind(parseIl, computeIl),
  pa_flat: bind(parsePa, computePa),
  ga_percentage: bind(parseGa, computeGa),
  nc_percentage: bind(parseNc, computeNc),
  co_dr1098: bind(parseCo, computeCo),
  ma_circular_m: bind(parseMa, computeMa),
  mi_flat: bind(parseMi, computeMi),
  wa_levies: bind(parseWa, computeWa),
};
