/**
 * Runs every `test/engine/taxes/cases/<st>.json` file (docs/adding-a-state.md §3) through
 * `calculatePaycheckTaxes`: no federal W-4 (federal default), no benefits, no SUI rates. Each case's
 * expected cents were worked by hand from the state's publication (its `arithmetic` field); a
 * mismatch names the file, the case and the `code@jurisdiction` key.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  calculatePaycheckTaxes,
  type EarningType,
  type PaycheckTaxInput,
  type PayFrequency,
  type StateWithholding,
} from '../src/index.ts';

interface CaseCertificate extends Omit<StateWithholding, 'state'> {
  state?: string;
}
interface StateCase {
  name: string;
  source: string;
  payday: string;
  payFrequency: PayFrequency;
  payrollType: 'regular' | 'off_cycle';
  earnings: Array<{ type: EarningType; amountCents: number }>;
  certificate: CaseCertificate | null;
  residentCertificate?: CaseCertificate | null;
  workCity: string | null;
  homeState: string | null;
  homeCity: string | null;
  expect: Record<string, number>;
  expectWarnings?: string[];
  arithmetic: string;
}
interface CaseFile {
  state: string;
  cases: StateCase[];
}

const dir = new URL('./cases/', import.meta.url);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort();

/** Builds the engine input of one case (the file's state is the workplace). */
function input(state: string, k: StateCase): PaycheckTaxInput {
  const cert = (c: CaseCertificate | null | undefined, st: string): StateWithholding | null =>
    c ? { ...c, state: c.state ?? st } : null;
  const home = k.homeState ?? state;
  return {
    payday: k.payday,
    payFrequency: k.payFrequency,
    payrollType: k.payrollType,
    earnings: k.earnings,
    federal: null,
    state: cert(k.certificate, state),
    residentState: cert(k.residentCertificate, home),
    workplace: { state, city: k.workCity },
    homeAddress: { state: home, city: k.homeCity },
    benefits: [],
    deductions: [],
    suiRates: {},
    ytd: { taxes: [], benefits: {}, deductions: {}, supplementalWagesCents: 0 },
  };
}

describe('state case files (packages/tax-engine/test/cases)', () => {
  it('there are case files', () => {
    expect(files.length).toBeGreaterThan(0);
  });
  for (const file of files) {
    const data = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as CaseFile;
    describe(file, () => {
      it('names its state and has cases', () => {
        expect(data.state, `${file}: "state"`).toMatch(/^[A-Z]{2}$/);
        expect(file, `${file}: file name is the lower-case state code`).toBe(
          `${data.state.toLowerCase()}.json`,
        );
        expect(data.cases.length, `${file}: no cases`).toBeGreaterThan(0);
      });
      for (const k of data.cases ?? []) {
        it(k.name, () => {
          const r = calculatePaycheckTaxes(input(data.state, k));
          const keys = Object.keys(k.expect);
          expect(keys.length, `${file} › ${k.name}: empty "expect"`).toBeGreaterThan(0);
          for (const key of keys) {
            const [code, jurisdiction] = key.split('@');
            const lines = r.taxes.filter((t) => t.code === code && t.jurisdiction === jurisdiction);
            const where = `${file} › ${k.name} › ${key}`;
            expect(
              lines.length,
              `${where}: no such tax line (lines: ${r.taxes.map((t) => `${t.code}@${t.jurisdiction}`).join(', ')})`,
            ).toBe(1);
            expect(lines[0]!.amountCents, `${where} (${lines[0]!.reason})`).toBe(k.expect[key]);
          }
          for (const w of k.expectWarnings ?? []) {
            expect(
              r.warnings.map((x) => x.code),
              `${file} › ${k.name}: warning ${w}`,
            ).toContain(w);
          }
        });
      }
    });
  }
});
