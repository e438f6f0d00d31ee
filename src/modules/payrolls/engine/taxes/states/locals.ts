/**
 * Local income taxes the engine does not compute (`locals-not-covered.json`): each entry names a
 * state's local tax and its source. A paycheck whose workplace or home state has entries gets one
 * `local_not_covered` warning per state naming them, never silence — unless the address matched a
 * local computed from `locals-<st>.json`.
 */
import type { Ctx, TableMeta } from '../schema.ts';
import { warn, type CalcContext } from '../context.ts';

/** Parsed `locals-not-covered.json`: state → the warning naming its uncovered local taxes. */
export interface LocalsNotCovered {
  meta: TableMeta;
  byState: Map<string, string>;
}

/** Validates and parses `locals-not-covered.json`. */
export function parseLocalsNotCovered(o: Record<string, unknown>, c: Ctx): LocalsNotCovered {
  const names = new Map<string, string[]>();
  c.arr(o.locals, 'locals').forEach((x, i) => {
    const e = c.obj(x, `locals[${i}]`);
    const st = c.str(e.state, `locals[${i}].state`);
    c.str(e.source, `locals[${i}].source`);
    const list = names.get(st) ?? [];
    list.push(c.str(e.name, `locals[${i}].name`));
    names.set(st, list);
  });
  const byState = new Map<string, string>();
  for (const [st, list] of names) {
    byState.set(
      st,
      `Local taxes in ${st} are not computed: ${list.join('; ')}. Check whether they apply to this employee (see docs/tax-coverage.md).`,
    );
  }
  return { meta: c.meta(o), byState };
}

/**
 * Warns `local_not_covered` for the workplace state and the home state, except for an address that
 * matched a computed local of its state (`matched`, locals/local-taxes.ts): its local tax is a line.
 */
export function warnLocalsNotCovered(
  c: CalcContext,
  t: LocalsNotCovered | null,
  matched: { work: ReadonlySet<string>; home: ReadonlySet<string> } = { work: new Set(), home: new Set() },
): void {
  if (!t) return;
  const work = c.input.workplace.state.toUpperCase();
  const home = c.input.homeAddress?.state.toUpperCase();
  const w = t.byState.get(work);
  // Covered when the workplace matched, and the home (if in the same state) matched too.
  const workCovered = matched.work.has(work) && (home !== work || matched.home.has(work));
  if (w && !workCovered) warn(c, 'local_not_covered', w);
  const h = home && home !== work ? t.byState.get(home) : undefined;
  if (h && !matched.home.has(home!)) warn(c, 'local_not_covered', h);
}
