/**
 * Local income taxes the engine does not compute (`locals-not-covered.json`): each entry names a
 * state's local tax and its source. A paycheck whose workplace or home state has entries gets one
 * `local_not_covered` warning per state naming them, never silence — except that an entry with
 * `"otherPlaces": true` (the rest of a state's places, beside those computed from
 * `locals-<st>.json`) is left out for an address that matched a computed local of its state.
 */
import type { Ctx, TableMeta } from '../schema.ts';
import { warn, type CalcContext } from '../context.ts';

/** The uncovered local taxes of one state: always named, and named only for unmatched addresses. */
export interface StateLocalsNotCovered {
  always: string[];
  otherPlaces: string[];
  /** The warning texts, built once: for a covered address (`always` only) and for any other. */
  messages?: { covered: string | null; uncovered: string | null };
}

/** Parsed `locals-not-covered.json`: state → its uncovered local taxes. */
export interface LocalsNotCovered {
  meta: TableMeta;
  byState: Map<string, StateLocalsNotCovered>;
}

/** Validates and parses `locals-not-covered.json`. */
export function parseLocalsNotCovered(o: Record<string, unknown>, c: Ctx): LocalsNotCovered {
  const byState = new Map<string, StateLocalsNotCovered>();
  c.arr(o.locals, 'locals').forEach((x, i) => {
    const e = c.obj(x, `locals[${i}]`);
    const st = c.str(e.state, `locals[${i}].state`);
    c.str(e.source, `locals[${i}].source`);
    const other = e.otherPlaces === undefined ? false : c.bool(e.otherPlaces, `locals[${i}].otherPlaces`);
    const s = byState.get(st) ?? { always: [], otherPlaces: [] };
    (other ? s.otherPlaces : s.always).push(c.str(e.name, `locals[${i}].name`));
    byState.set(st, s);
  });
  return { meta: c.meta(o), byState };
}

function buildMessage(st: string, list: string[]): string | null {
  if (list.length === 0) return null;
  return `Local taxes in ${st} are not computed: ${list.join('; ')}. Check whether they apply to this employee (see docs/tax-coverage.md).`;
}

function message(st: string, e: StateLocalsNotCovered, covered: boolean): string | null {
  const m = (e.messages ??= {
    covered: buildMessage(st, e.always),
    uncovered: buildMessage(st, [...e.always, ...e.otherPlaces]),
  });
  return covered ? m.covered : m.uncovered;
}

const NONE_MATCHED = { work: new Set<string>(), home: new Set<string>() };

/**
 * Warns `local_not_covered` for the workplace state and the home state. `matched`: the states where
 * the workplace / the home matched a computed local (locals/local-taxes.ts); the workplace state
 * counts as covered when the workplace matched and, if the home is in the same state, the home too.
 */
export function warnLocalsNotCovered(
  c: CalcContext,
  t: LocalsNotCovered | null,
  matched: { work: ReadonlySet<string>; home: ReadonlySet<string> } = NONE_MATCHED,
): void {
  if (!t || t.byState.size === 0) return;
  const work = c.input.workplace.state.toUpperCase();
  const home = c.input.homeAddress?.state.toUpperCase();
  const w = t.byState.get(work);
  const workCovered = matched.work.has(work) && (home !== work || matched.home.has(work));
  const wm = w && message(work, w, workCovered);
  if (wm) warn(c, 'local_not_covered', wm);
  const h = home && home !== work ? t.byState.get(home) : undefined;
  const hm = h && message(home!, h, matched.home.has(home!));
  if (hm) warn(c, 'local_not_covered', hm);
}
