/**
 * Adds the lines of the locals of `locals-<st>.json` for the workplace state and the home state.
 * Order: work-place percent taxes (without a credit of named locals first), then residence-only
 * percent taxes (a resident credit counts the work-place lines), then flat amounts and annual-threshold
 * taxes. Returns the states where an address matched a local, so that `local_not_covered` is not
 * raised for an address that is covered.
 */
import type { CalcContext } from '../context.ts';
import { placeMatch, readAddress, type PlaceMatch } from './local-place.ts';
import { flatLines, percentLine, thresholdLine, type Computed } from './local-methods.ts';
import type { LocalTax, LocalTaxTables, PercentLocal } from './local-table.ts';

/** States where the workplace (`work`) or the home (`home`) matched at least one local. */
export interface LocalMatches {
  work: Set<string>;
  home: Set<string>;
}

function election(c: CalcContext): string | null {
  for (const f of [c.input.residentState, c.input.state]) {
    const v = f?.extra?.local_withholding_election;
    if (v === 'opt_in' || v === 'opt_out') return v;
  }
  return null;
}

/** Shared answer for a paycheck whose states have no computed locals (read only). */
const NO_MATCHES: LocalMatches = { work: new Set(), home: new Set() };

/** Computes every matching local; `t` null → nothing. */
export function computeLocalTaxes(c: CalcContext, t: LocalTaxTables | null): LocalMatches {
  if (!t || c.wages.gross <= 0) return NO_MATCHES;
  const work = c.input.workplace.state.toUpperCase();
  const home = c.input.homeAddress?.state.toUpperCase();
  const workLocals = t.byState.get(work);
  const homeLocals = home && home !== work ? t.byState.get(home) : undefined;
  if (!workLocals?.length && !homeLocals?.length) return NO_MATCHES;
  const locals: LocalTax[] = homeLocals?.length
    ? [...(workLocals ?? []), ...homeLocals]
    : (workLocals as LocalTax[]);
  const out: LocalMatches = { work: new Set(), home: new Set() };
  const wa = readAddress(c, 'work');
  const ha = readAddress(c, 'home');
  // The locals that either address is in, in file order (a miss is never shown: no entry).
  const places = new Map<LocalTax, { w: PlaceMatch; h: PlaceMatch }>();
  for (const l of locals) {
    const w = placeMatch(c, l, wa);
    const h = placeMatch(c, l, ha);
    if (w.in) out.work.add(l.state);
    if (h.in) out.home.add(l.state);
    if (w.in || h.in) places.set(l, { w, h });
  }
  // An explicit code on the tax setup covers the address even when it names no local we compute.
  if (wa?.codes) out.work.add(work);
  if (home && ha?.codes) out.home.add(home);
  if (places.size === 0) return out;
  const computed = new Map<string, Computed>();
  const workSide: PercentLocal[] = [];
  const residentOnly: PercentLocal[] = [];
  for (const l of places.keys()) {
    if (l.method !== 'percent_of_wages') continue;
    const p = places.get(l)!;
    if (p.w.in && (l.nonresidentRate || (p.h.in && l.residentRate))) workSide.push(l);
    else if (p.h.in && l.residentRate && l.residentScope === 'anywhere') residentOnly.push(l);
  }
  const named = (l: PercentLocal) => (l.credit && l.credit.against !== 'work' ? 1 : 0);
  workSide.sort((a, b) => named(a) - named(b));
  for (const l of workSide) {
    const p = places.get(l)!;
    const resident = p.h.in && l.residentRate !== null;
    const basis = resident ? `${p.h.basis}; ${p.w.basis}` : p.w.basis;
    computed.set(l.jurisdiction, {
      amount: percentLine(c, l, resident, true, basis, computed),
      workSide: true,
    });
  }
  for (const l of residentOnly) {
    const p = places.get(l)!;
    computed.set(l.jurisdiction, {
      amount: percentLine(c, l, true, false, p.h.basis, computed),
      workSide: false,
    });
  }
  const el = election(c);
  for (const [l, p] of places) {
    if (l.method === 'flat_per_period') {
      if (p.w.in && (l.appliesTo === 'everyone' || !p.h.in)) flatLines(c, l, p.w.basis);
    } else if (l.method === 'annual_threshold' && (p.w.in || p.h.in)) {
      thresholdLine(c, l, p.h.in ? `resident (${p.h.basis})` : `working here (${p.w.basis})`, el);
    }
  }
  return out;
}
