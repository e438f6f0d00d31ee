/**
 * The parsed form of `tax-tables/<year>/sui.json` (state unemployment insurance taxable wage bases,
 * per state agency) and its validating parser. Cents, annual.
 */
import type { Ctx, TableMeta } from '../schema.ts';

/** Parsed `sui.json`: annual wage base per state, cents. */
export interface SuiTable {
  meta: TableMeta;
  wageBases: Map<string, { amount: number; verified: boolean; source: string }>;
}

/** Validates and parses `sui.json`. */
export function parseSui(o: Record<string, unknown>, c: Ctx): SuiTable {
  const wb = c.obj(o.wageBases, 'wageBases');
  const wageBases = new Map<string, { amount: number; verified: boolean; source: string }>();
  for (const [k, v] of Object.entries(wb)) {
    const e = c.obj(v, `wageBases.${k}`);
    wageBases.set(k, {
      amount: c.money(e.amount, `wageBases.${k}.amount`),
      verified: c.bool(e.verified, `wageBases.${k}.verified`),
      source: c.str(e.source, `wageBases.${k}.source`),
    });
  }
  return { meta: c.meta(o), wageBases };
}
