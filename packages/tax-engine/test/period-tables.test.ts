/**
 * The per-period printed-table helper (states/period-tables.ts) used by KS, MT and ID: row choice
 * at a threshold, one half-up rounding to the cent or to the dollar, and load-time validation of
 * the rows. Expected cents are worked by hand in the comments.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLES_DIR, loadTaxTables } from '../src/index.ts';
import { periodRowTax } from '../src/states/period-tables.ts';
import { parseRate } from '../src/rounding.ts';

const rows = [
  { over: 0, base: 0, rate: parseRate('0') },
  { over: 31000, base: 0, rate: parseRate('0.047') },
  { over: 122300, base: 4300, rate: parseRate('0.0565') },
];

describe('periodRowTax', () => {
  it('wages at a threshold stay in the lower row', () => {
    // 310.00 is not over 310: $0; 1,223.00: 4.7% × 913 = 42.911 → 42.91
    expect(periodRowTax(rows, 31000, false).cents).toBe(0);
    expect(periodRowTax(rows, 122300, false).cents).toBe(4291);
  });
  it('rounds once, half up, to the cent or to the dollar', () => {
    // 4.7% × (810 − 310) = 23.50 → $24 to the dollar; 23.50 to the cent
    expect(periodRowTax(rows, 81000, true).cents).toBe(2400);
    expect(periodRowTax(rows, 81000, false).cents).toBe(2350);
    // 43 + 5.65% × (1,300 − 1,223) = 47.3505 → 47.35 (cent), 47 (dollar)
    expect(periodRowTax(rows, 130000, false)).toMatchObject({ cents: 4735 });
    expect(periodRowTax(rows, 130000, true).text).toBe(
      '$43.00 + 5.65% × ($1,300.00 − $1,223.00) = $47.3505 → $47.00 (nearest whole dollar)',
    );
  });
});

describe('load-time validation of printed rows', () => {
  it('rows must ascend (ks.json)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tax-period-'));
    cpSync(DEFAULT_TABLES_DIR, dir, { recursive: true });
    const ks = JSON.parse(readFileSync(join(dir, '2026', 'ks.json'), 'utf8')) as {
      schedules: { single: { weekly: Array<{ over: string }> } };
    };
    ks.schedules.single.weekly[2]!.over = '60.00';
    writeFileSync(join(dir, '2026', 'ks.json'), JSON.stringify(ks));
    expect(() => loadTaxTables(dir)).toThrow(
      /2026\/ks\.json: schedules\.single\.weekly\[2\]\.over: rows must ascend/,
    );
  });
});
