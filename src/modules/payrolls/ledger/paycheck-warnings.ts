/**
 * Paycheck warnings interned per company (migration `2026-11-28T0500_ledger_warnings`,
 * docs/decisions/0014-compact-ledger.md): a company's paychecks repeat the same few warnings, so
 * each distinct warning object is one `ledger_warnings` row and a paycheck keeps
 * `warning_ids integer[]` (in order). Writers resolve warnings to ids with
 * {@link resolveWarningIds}; readers turn ids back into objects with {@link loadWarnings} (a batch)
 * or select {@link paycheckWarningsSql} (one paycheck, in SQL). Every query is scoped by `companyId`.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';
import type { PaycheckWarning } from './paycheck-record.js';

/**
 * The `ledger_warnings` ids of `warnings` (key: `JSON.stringify` of the warning), creating the
 * missing ones. Concurrent writers may create the same warning: `on conflict do nothing` and a
 * second read settle it (texts sorted, so two writers take their index locks in one order).
 */
export async function resolveWarningIds(
  db: Kysely<DB>,
  companyId: number,
  warnings: Iterable<PaycheckWarning>,
): Promise<Map<string, number>> {
  const texts = [...new Set([...warnings].map((w) => JSON.stringify(w)))].sort();
  const ids = new Map<string, number>();
  if (texts.length === 0) return ids;
  const read = async (wanted: string[]) => {
    const r = await sql<{ t: string; id: number }>`
      select u.t, lw.id from unnest(${wanted}::text[]) as u(t)
      join ledger_warnings lw on lw.company_id = ${companyId} and lw.w = u.t::jsonb`.execute(db);
    for (const row of r.rows) ids.set(row.t, Number(row.id));
  };
  await read(texts);
  const missing = texts.filter((t) => !ids.has(t));
  if (missing.length === 0) return ids;
  await sql`insert into ledger_warnings (company_id, w)
    select ${companyId}::bigint, u.t::jsonb from unnest(${missing}::text[]) as u(t)
    on conflict (company_id, w) do nothing`.execute(db);
  await read(missing);
  return ids;
}

/** `warnings` as a Postgres integer array literal of their ids (from {@link resolveWarningIds}). */
export function warningIdsLiteral(ids: Map<string, number>, warnings: readonly PaycheckWarning[]): string {
  return `{${warnings.map((w) => ids.get(JSON.stringify(w))!).join(',')}}`;
}

/** The company's warnings by id, for the ids given (one query). */
export async function loadWarnings(
  db: Kysely<DB>,
  companyId: number,
  ids: Iterable<number>,
): Promise<Map<number, PaycheckWarning>> {
  const wanted = [...new Set(ids)];
  const out = new Map<number, PaycheckWarning>();
  if (wanted.length === 0) return out;
  const r = await sql<{ id: number; w: PaycheckWarning }>`
    select id, w from ledger_warnings where company_id = ${companyId} and id = any(${wanted}::int[])`.execute(
    db,
  );
  for (const row of r.rows) out.set(Number(row.id), row.w);
  return out;
}

/** The warnings of paycheck row alias `alias` as a jsonb array in order (`[]` for none), for a select list. */
export function paycheckWarningsSql(alias: string): RawBuilder<PaycheckWarning[]> {
  const c = sql.ref(alias);
  return sql<PaycheckWarning[]>`(select coalesce(jsonb_agg(lw.w order by u.n), '[]'::jsonb)
    from unnest(${c}.warning_ids) with ordinality as u(id, n)
    join ledger_warnings lw on lw.company_id = ${c}.company_id and lw.id = u.id)`;
}
