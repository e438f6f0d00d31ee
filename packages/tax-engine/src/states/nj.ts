/**
 * New Jersey — NJ-WT percentage method over the printed per-period Rate Tables A–E (wages paid on
 * and after 2020-10-01): wages − NJ-W4 allowances × the period's allowance value, then the line
 * whose floor the result exceeds: base + rate × excess, rounded half-up once; + NJ-W4 line 5. The
 * table is the NJ-W4 line 3 letter when given, else the line 2 status's table (`statusTables`).
 * Levies (TDI, FLI, UI/WF) are the file's `levies` list.
 */
import type { Ctx, TableMeta, PerFrequency } from '../schema.ts';
import { bracketHalfUp, fmt, type Rate } from '../rounding.ts';
import { tableFreq, type CalcContext } from '../context.ts';
import { additional, addText, count, exemptLine, incomeTaxLine, stateForm, stateWages } from './common.ts';
import { parseCertificate, type CertificateSpec } from './certificate.ts';
import { filingStatusOf, sourceText } from './brackets.ts';

/** One printed line: over `over` (cents), tax = `base` + `rate` × excess over `over`. */
interface NjRow {
  over: number;
  base: number;
  rate: Rate;
}

/** Parsed `nj.json`. */
export interface NjTable {
  meta: TableMeta;
  exclusions: number;
  certificate: CertificateSpec;
  statusTables: Record<string, string>;
  allowance: PerFrequency<number>;
  tables: Map<string, PerFrequency<NjRow[]>>;
}

/** Validates and parses `nj.json`. */
export function parseNj(o: Record<string, unknown>, c: Ctx): NjTable {
  const certificate = parseCertificate(o.certificate, c);
  const tables = new Map<string, PerFrequency<NjRow[]>>();
  for (const [letter, v] of Object.entries(c.obj(o.tables, 'tables'))) {
    tables.set(
      letter,
      c.perFrequency(v, `tables.${letter}`, (x, p) =>
        c.arr(x, p).map((r, i) => {
          const ro = c.obj(r, `${p}[${i}]`);
          return {
            over: c.money(ro.over, `${p}[${i}].over`),
            base: c.money(ro.base, `${p}[${i}].base`),
            rate: c.rate(ro.rate, `${p}[${i}].rate`),
          };
        }),
      ),
    );
  }
  const statusTables: Record<string, string> = {};
  for (const [k, v] of Object.entries(c.obj(o.statusTables, 'statusTables'))) {
    statusTables[k] = c.str(v, `statusTables.${k}`);
  }
  for (const s of [...certificate.filingStatuses, certificate.defaultFilingStatus]) {
    if (!tables.has(statusTables[s] ?? '')) c.fail('statusTables', `no rate table for filing status "${s}"`);
  }
  return {
    meta: c.meta(o),
    exclusions: c.exclusions(o.incomeTaxWageExclusions, 'incomeTaxWageExclusions'),
    certificate,
    statusTables,
    allowance: c.perFrequency(o.allowance, 'allowance', (x, p) => c.money(x, p)),
    tables,
  };
}

/** Adds the NJ `state_income_tax` line. */
export function computeNj(c: CalcContext, t: NjTable): void {
  const f = stateForm(c, 'NJ');
  const w = stateWages(c, t.exclusions);
  const desc = 'New Jersey income tax';
  if (f?.exempt) return exemptLine(c, 'NJ', desc, w.taxable, 'NJ-W4');
  const chosen = f?.extra?.rate_table;
  const status = filingStatusOf(t.certificate, f);
  const letter = typeof chosen === 'string' && t.tables.has(chosen) ? chosen : t.statusTables[status]!;
  const rows = t.tables.get(letter)![tableFreq(c)];
  const n = count(f?.allowances);
  const per = t.allowance[tableFreq(c)];
  const taxable = Math.max(0, w.taxable - n * per);
  let row = rows[0]!;
  for (const r of rows) if (taxable > r.over) row = r;
  const tax = bracketHalfUp(row.base, row.rate.scaled, taxable - row.over, 0, 1);
  const extra = additional(c, f);
  const how = typeof chosen === 'string' && t.tables.has(chosen) ? 'NJ-W4 line 3' : status.replace(/_/g, ' ');
  incomeTaxLine(
    c,
    'NJ',
    desc,
    w.taxable,
    null,
    tax + extra,
    `${sourceText(t.meta)}${f ? '' : ` (no NJ-W4 on file: ${t.certificate.noCertificate})`}: Rate ${letter} (${how}), ${c.freq}: ${fmt(w.taxable)} − ${n} × ${fmt(per)} = ${fmt(taxable)}; ${fmt(row.base)} + ${row.rate.percent} × (${fmt(taxable)} − ${fmt(row.over)}) = ${fmt(tax)}${addText(extra)}`,
  );
}
