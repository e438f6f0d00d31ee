/**
 * Line identities of the compact ledger (docs/decisions/0014-compact-ledger.md): a paycheck stores
 * each line as the id of its `ledger_keys` row (kind, code, description, jurisdiction, payer,
 * pre-tax flag, customer, project, election id) plus its numbers. An earning line's description
 * is written per person and period ("Regular 63.99 h × $26.75"): it is stored with the paycheck
 * (`line_descriptions`), never in the key, so earning keys stay few. A company has a few hundred such
 * identities whatever its number of paychecks; this module finds or creates their ids.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';
import type { PayLine } from './paycheck-record.js';

const SEP = String.fromCharCode(30);
const NULL = String.fromCharCode(31);

const part = (v: string | number | boolean | null): string => (v === null ? NULL : String(v));

/** The description that is part of a line's key: none for earnings (theirs is per paycheck). */
export function keyDescription(l: PayLine): string | null {
  return l.kind === 'earning' ? null : l.description;
}

/** The description stored with the paycheck for a line: an earning's own, else null (the key's). */
export function lineDescription(l: PayLine): string | null {
  return l.kind === 'earning' ? l.description : null;
}

/**
 * The key text of a line: its identity columns joined by chr(30), null as chr(31) — the same text
 * the compact-ledger migration computes in SQL (`ledger_keys.k`).
 */
export function keyText(l: PayLine): string {
  return [
    l.kind,
    l.code,
    part(keyDescription(l)),
    part(l.jurisdiction),
    l.payer,
    part(l.preTax),
    part(l.customerId),
    part(l.projectId),
    part(l.sourceId),
  ].join(SEP);
}

/**
 * The `ledger_keys` ids of the lines' identities (key text → id), creating the missing ones.
 * Concurrent writers may create the same key: `on conflict do nothing` and a second read settle it.
 */
export async function resolveLineKeys(
  db: Kysely<DB>,
  companyId: number,
  lines: Iterable<PayLine>,
): Promise<Map<string, number>> {
  const byText = new Map<string, PayLine>();
  for (const l of lines) {
    const k = keyText(l);
    if (!byText.has(k)) byText.set(k, l);
  }
  const ids = new Map<string, number>();
  if (byText.size === 0) return ids;
  const texts = [...byText.keys()];
  const read = async (wanted: string[]) => {
    const r = await sql<{ id: number; k: string }>`
      select id, k from ledger_keys where company_id = ${companyId} and k = any(${wanted}::text[])`.execute(
      db,
    );
    for (const row of r.rows) ids.set(row.k, Number(row.id));
  };
  await read(texts);
  // Sorted, so two writers creating overlapping keys take their index locks in one order.
  const missing = texts.filter((t) => !ids.has(t)).sort();
  if (missing.length === 0) return ids;
  const ls = missing.map((t) => byText.get(t)!);
  const col = <T>(f: (l: PayLine) => T): T[] => ls.map(f);
  await sql`insert into ledger_keys (company_id, k, kind, code, description, jurisdiction, payer, pre_tax,
      customer_id, project_id, source_id)
    select ${companyId}::bigint, u.k, u.kind, u.code, u.d, u.j, u.p, u.pt, u.cu, u.pr, u.src
    from unnest(${missing}::text[], ${col((l) => l.kind)}::text[], ${col((l) => l.code)}::text[],
      ${col(keyDescription)}::text[], ${col((l) => l.jurisdiction)}::text[], ${col((l) => l.payer)}::text[],
      ${col((l) => l.preTax)}::boolean[], ${col((l) => l.customerId)}::bigint[], ${col((l) => l.projectId)}::bigint[],
      ${col((l) => l.sourceId)}::text[]) as u(k, kind, code, d, j, p, pt, cu, pr, src)
    on conflict (company_id, k) do nothing`.execute(db);
  await read(missing);
  return ids;
}
