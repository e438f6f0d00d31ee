/**
 * Work state vs resident state (home address state). The work state is withheld as usual. When the
 * employee lives in another state:
 * - under a reciprocity agreement (`reciprocity.json`) with the work state's non-residence
 *   certificate on file (`nonresidenceCertificate` on the work-state certificate), the work state's
 *   income tax is not withheld and the resident state is withheld in full (work-state levies and
 *   locals stay);
 * - otherwise, when the resident state requires it (`residentWithholding`), the resident state's
 *   tax less a credit for the work state's income tax is withheld (floor 0);
 * - a resident state without tables gets a `resident_state_not_covered` warning.
 * The resident state's local income taxes (county, school district) are kept in both cases.
 */
import type { Ctx, TableMeta } from '../schema.ts';
import { fmt } from '../rounding.ts';
import { warn, type CalcContext } from '../context.ts';
import type { TaxLine } from '../types.ts';
import type { StateTable } from './index.ts';

/** One agreement: residents of `residents` working in `work` are withheld only for their home state. */
export interface ReciprocityAgreement {
  work: string;
  residents: Set<string>;
  /** The work state's non-residence certificate (NJ-165, VA-4 line 3, IT-4NR, MW507 line 8, …). */
  certificate: string;
  source: string;
}

/** Parsed `reciprocity.json`. */
export interface ReciprocityTable {
  meta: TableMeta;
  agreements: Map<string, ReciprocityAgreement>;
  /** Resident states that require withholding of their tax less the work-state credit → source. */
  residentWithholding: Map<string, string>;
}

/** Validates and parses `reciprocity.json`. */
export function parseReciprocity(o: Record<string, unknown>, c: Ctx): ReciprocityTable {
  const agreements = new Map<string, ReciprocityAgreement>();
  c.arr(o.agreements, 'agreements').forEach((x, i) => {
    const p = `agreements[${i}]`;
    const a = c.obj(x, p);
    const work = c.str(a.work, `${p}.work`);
    if (agreements.has(work)) c.fail(`${p}.work`, `duplicate agreement for ${work}`);
    agreements.set(work, {
      work,
      residents: new Set(c.strList(a.residents, `${p}.residents`)),
      certificate: c.str(a.certificate, `${p}.certificate`),
      source: c.str(a.source, `${p}.source`),
    });
  });
  const residentWithholding = new Map<string, string>();
  for (const [st, src] of Object.entries(c.obj(o.residentWithholding, 'residentWithholding'))) {
    residentWithholding.set(st, c.str(src, `residentWithholding.${st}`));
  }
  return { meta: c.meta(o), agreements, residentWithholding };
}

/** What the state calculators need to know about the year's tables. */
export interface StateTables {
  year: number;
  states: Map<string, StateTable>;
  noWageTax: { states: Set<string>; levyStates: Set<string> };
  reciprocity: ReciprocityTable | null;
}

/**
 * Runs `st` with its own line list, seeded with this paycheck's federal income tax line (AL and OR
 * subtract it); the resident certificate is the only state form it sees.
 */
function runAside(c: CalcContext, st: StateTable): TaxLine[] {
  const taxes: TaxLine[] = c.taxes.filter((l) => l.code === 'federal_income_tax');
  const input = { ...c.input, state: null };
  st.compute({ ...c, input, taxes });
  return taxes;
}

function workState(c: CalcContext, t: StateTables, ws: string): void {
  const st = t.states.get(ws);
  if (st) return st.compute(c);
  if (t.noWageTax.states.has(ws)) {
    if (t.noWageTax.levyStates.has(ws)) {
      warn(
        c,
        'figure_missing',
        `${ws} has no wage income tax, but its ${t.year} employee payroll levies (e.g. WA PFML, WA Cares) are not in the tax tables; none withheld.`,
      );
    }
    return;
  }
  warn(
    c,
    'state_not_covered',
    `State ${ws} is not covered by the tax engine for ${t.year}: no ${ws} income tax, disability or leave lines were computed (not a zero tax).`,
  );
}

/** Work-state and resident-state lines of one paycheck (see the file header). */
export function computeStates(c: CalcContext, t: StateTables): void {
  const ws = c.input.workplace.state.toUpperCase();
  const home = c.input.homeAddress?.state.toUpperCase();
  if (!home || home === ws || t.noWageTax.states.has(home)) return workState(c, t, ws);
  const resident = t.states.get(home);
  const agreement = t.reciprocity?.agreements.get(ws);
  const form = c.input.state;
  const reciprocal =
    resident !== undefined &&
    agreement !== undefined &&
    agreement.residents.has(home) &&
    form?.state.toUpperCase() === ws &&
    form.nonresidenceCertificate === true;
  if (reciprocal) {
    const before = c.taxes.length;
    workState(c, t, ws);
    const kept = c.taxes
      .splice(before)
      .filter((l) => !(l.code === 'state_income_tax' && l.jurisdiction === ws));
    c.taxes.push(...kept);
    for (const l of runAside(c, resident)) {
      if (l.code === 'state_income_tax') {
        l.reason += `; ${home}–${ws} reciprocity (${agreement.certificate} on file, ${agreement.source}): no ${ws} income tax withheld`;
        c.taxes.push(l);
      } else if (l.code === 'local_income_tax') c.taxes.push(l);
    }
    return;
  }
  workState(c, t, ws);
  if (!resident) {
    warn(
      c,
      'resident_state_not_covered',
      `The employee lives in ${home} but works in ${ws}: ${home} is not covered by the tax tables for ${t.year}; only ${ws} was computed.`,
    );
    return;
  }
  const required = t.reciprocity?.residentWithholding.get(home);
  if (required === undefined) {
    warn(
      c,
      'resident_state_not_withheld',
      `The employee lives in ${home} but works in ${ws}: ${home} is not listed as requiring employers to withhold its tax less the ${ws} credit (reciprocity.json), so no ${home} tax was withheld.`,
    );
    return;
  }
  let credit = 0;
  for (const l of c.taxes) {
    if (l.code === 'state_income_tax' && l.jurisdiction === ws) credit += l.amountCents;
  }
  for (const l of runAside(c, resident)) {
    if (l.code === 'state_income_tax') {
      const full = l.amountCents;
      l.amountCents = Math.max(0, full - credit);
      l.reason += `; resident of ${home} working in ${ws}: ${fmt(full)} − credit for ${ws} income tax ${fmt(credit)} = ${fmt(l.amountCents)} (${required})`;
      c.taxes.push(l);
    } else if (l.code === 'local_income_tax') c.taxes.push(l);
  }
}
