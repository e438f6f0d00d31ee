/** Table loading: metadata on every file, validation at load, unknown years. */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TABLES_DIR,
  loadTaxTables,
  TaxTableError,
  TAX_ENGINE_VERSION,
  yearTables,
} from '../src/index.ts';

describe('tax tables', () => {
  const tables = loadTaxTables();
  it('loads 2025 and 2026 and every file names its publication, revision and url', () => {
    expect([...tables.years.keys()].sort()).toEqual([2025, 2026]);
    for (const y of tables.years.values()) {
      for (const f of y.files) {
        expect(f.meta.publication.length, f.file).toBeGreaterThan(10);
        expect(f.meta.revision.length, f.file).toBeGreaterThan(0);
        expect(f.meta.url, f.file).toMatch(/^https?:\/\//);
        if (f.meta.unverifiedFigures.length > 0) expect(f.meta.verified, f.file).toBe(false);
      }
    }
    expect(TAX_ENGINE_VERSION).toMatch(/^2026\./);
  });
  it('2026 covers at least these states (more are added as data files)', () => {
    expect([...yearTables(tables, 2026).states.keys()]).toEqual(
      expect.arrayContaining(['CA', 'CO', 'GA', 'IL', 'MA', 'MI', 'NC', 'NY', 'PA', 'VA', 'WA']),
    );
  });
  it('unverified figures are flagged', () => {
    const y = yearTables(tables, 2026);
    expect(y.limits.meta.verified).toBe(false);
    expect(y.states.get('NY')?.meta.unverifiedFigures).toEqual(['sdi', 'pfl']);
    expect(y.sui.wageBases.get('WA')?.verified).toBe(false);
  });
  it('unknown year → TaxTableError with a clear message', () => {
    expect(() => yearTables(tables, 2027)).toThrow(TaxTableError);
    expect(() => yearTables(tables, 2027)).toThrow(/no tax tables for tax year 2027.*available: 2025, 2026/);
  });
  it('a malformed file fails at load, naming the file and the path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tax-tables-'));
    cpSync(DEFAULT_TABLES_DIR, dir, { recursive: true });
    const p = join(dir, '2026', 'fica.json');
    const j = JSON.parse(readFileSync(p, 'utf8')) as { socialSecurity: { rate: string } };
    j.socialSecurity.rate = '6.2%';
    writeFileSync(p, JSON.stringify(j));
    expect(() => loadTaxTables(dir)).toThrow(TaxTableError);
    expect(() => loadTaxTables(dir)).toThrow(/2026\/fica\.json: socialSecurity\.rate/);
  });
  it('an unknown state method fails at load', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tax-tables-'));
    cpSync(DEFAULT_TABLES_DIR, dir, { recursive: true });
    writeFileSync(
      join(dir, '2026', 'oh.json'),
      JSON.stringify({
        jurisdiction: 'OH',
        year: 2026,
        method: 'oh_magic',
        publication: 'x',
        revision: 'x',
        url: 'https://x',
        verified: false,
      }),
    );
    expect(() => loadTaxTables(dir)).toThrow(/unknown method "oh_magic"/);
  });
});
