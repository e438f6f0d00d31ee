/**
 * docs/tax-coverage.md's per-state table is generated from the tax tables (scripts/tax-coverage.ts);
 * this fails when a table file changed without `npm run tax-coverage`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadTaxTables } from '@payclock/tax-engine';
import { renderCoverageTable, replaceSection } from '../../../scripts/tax-coverage-table.ts';

describe('docs/tax-coverage.md state table', () => {
  it('is current (run npm run tax-coverage after changing packages/tax-engine/tax-tables/)', () => {
    const doc = readFileSync(new URL('../../../docs/tax-coverage.md', import.meta.url), 'utf8');
    const tables = loadTaxTables();
    const year = Math.max(...tables.years.keys());
    expect(
      replaceSection(doc, renderCoverageTable(tables, year)) === doc,
      'docs/tax-coverage.md is stale: run npm run tax-coverage',
    ).toBe(true);
  });
  it('lists all 50 states and DC', () => {
    const tables = loadTaxTables();
    const rows = renderCoverageTable(tables, 2026)
      .split('\n')
      .filter((l) => /^\| [A-Z]{2} [A-Z][a-z]/.test(l));
    expect(rows).toHaveLength(51);
    expect(rows.find((r) => r.startsWith('| VA '))).toContain('annualized_brackets');
    expect(rows.find((r) => r.startsWith('| TX '))).toContain('no wage income tax');
  });
  it('lists the locals computed from locals-<st>.json with their figures', () => {
    const table = renderCoverageTable(loadTaxTables(), 2026);
    expect(table).toMatch(
      /\| DE \| `DE-WILMINGTON` \| Wilmington earned income tax \| percent_of_wages \| 1\.25% \|/,
    );
    expect(table).toMatch(/\| OH \| `OH-CLEVELAND` \| Cleveland income tax \(CCA\) \|/);
    expect(table).toMatch(/`OR-METRO-SHS`.*withheld from \$200000 a year/);
  });
});
