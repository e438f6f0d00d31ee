/**
 * The tax codes a paycheck's tax lines carry (the codes the tax engine writes, docs/tax-coverage.md),
 * with where each applies and who pays it, and the jurisdictions they are filed under: `US` for the
 * federal taxes, a two-letter state (50 + DC) for state taxes, and for local taxes either a city
 * the engine knows (`NYC`, `YONKERS`, `DETROIT`, `PHILADELPHIA`, `DENVER`) or `<state>-<code>`
 * (`PA-700102`, `MD-03`, `OH-SD-1234`, …). Pure data and functions.
 */
import { US_STATES } from '../setup/validation.js';

/** Where a tax applies. */
export type TaxScope = 'federal' | 'state' | 'local';

/** A known tax code: its scope and the payers it may have. */
export interface TaxCodeRule {
  scope: TaxScope;
  payers: ReadonlyArray<'employee' | 'company'>;
}

const BOTH = ['employee', 'company'] as const;

/** Every tax code of the ledger (Pub 15 for the federal ones; state codes per docs/tax-coverage.md). */
export const TAX_CODES: Readonly<Record<string, TaxCodeRule>> = {
  federal_income_tax: { scope: 'federal', payers: ['employee'] },
  social_security: { scope: 'federal', payers: BOTH },
  medicare: { scope: 'federal', payers: BOTH },
  additional_medicare: { scope: 'federal', payers: ['employee'] },
  futa: { scope: 'federal', payers: ['company'] },
  state_income_tax: { scope: 'state', payers: ['employee'] },
  state_unemployment: { scope: 'state', payers: BOTH },
  state_disability: { scope: 'state', payers: BOTH },
  state_family_leave: { scope: 'state', payers: BOTH },
  state_transit: { scope: 'state', payers: BOTH },
  state_paid_leave: { scope: 'state', payers: BOTH },
  local_income_tax: { scope: 'local', payers: ['employee'] },
  local_services_tax: { scope: 'local', payers: ['employee'] },
  local_occupational_tax: { scope: 'local', payers: BOTH },
};

/** Local jurisdictions named by a city, with their state. */
const CITY_STATES: Readonly<Record<string, string>> = {
  NYC: 'NY',
  YONKERS: 'NY',
  DETROIT: 'MI',
  PHILADELPHIA: 'PA',
  DENVER: 'CO',
};

/** The state of a state or local jurisdiction (`CA` → CA, `PA-700102` → PA, `NYC` → NY), else null. */
export function stateOfJurisdiction(jurisdiction: string): string | null {
  if (US_STATES.has(jurisdiction)) return jurisdiction;
  const city = CITY_STATES[jurisdiction];
  if (city) return city;
  const m = /^([A-Z]{2})-[A-Z0-9-]{1,30}$/.exec(jurisdiction);
  return m && US_STATES.has(m[1]!) ? m[1]! : null;
}

/** Why `jurisdiction` cannot carry a tax of `scope`, or null when it can. */
export function jurisdictionProblem(scope: TaxScope, jurisdiction: string): string | null {
  if (scope === 'federal') return jurisdiction === 'US' ? null : 'a federal tax is filed under "US"';
  if (scope === 'state') {
    return US_STATES.has(jurisdiction) ? null : 'a state tax needs a two-letter US state code (50 + DC)';
  }
  return !US_STATES.has(jurisdiction) && stateOfJurisdiction(jurisdiction) !== null
    ? null
    : 'a local tax needs a local jurisdiction: NYC, YONKERS, DETROIT, PHILADELPHIA, DENVER or <state>-<code> (e.g. PA-700102)';
}
