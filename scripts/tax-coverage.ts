/**
 * `npm run tax-coverage`: regenerates the per-state table of docs/tax-coverage.md from
 * packages/tax-engine/tax-tables/<year>/*.json (the latest year). `--check` exits 1 when the committed table is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadTaxTables } from '@payclock/tax-engine';
import { renderCoverageTable, replaceSection } from './tax-coverage-table.ts';

const path = new URL('../docs/tax-coverage.md', import.meta.url);
const tables = loadTaxTables();
const year = Math.max(...tables.years.keys());
const doc = readFileSync(path, 'utf8');
const next = replaceSection(doc, renderCoverageTable(tables, year));
if (process.argv.includes('--check')) {
  if (next !== doc) {
    console.error('docs/tax-coverage.md is stale: run npm run tax-coverage');
    process.exit(1);
  }
} else {
  writeFileSync(path, next);
  console.log(`Wrote the ${year} state table of docs/tax-coverage.md`);
}
