/**
 * Local income taxes the engine does not compute (`locals-not-covered.json`): each entry names a
 * state's local tax and its source. A paycheck whose workplace or home state has entries gets one
 * `local_not_covered` warning per state naming them, never silence.
 */
import type { Ctx, TableMeta } from '../schema.ts';
import { warn, type CalcContext } from '../context.ts';

/** Parsed `locals-not-covered.json`: state → names of the uncovered local taxes. */
export interface LocalsNotCovered {
  meta: TableMeta;
  byState: Map<string, string[]>;
}

/** Validates and parses `locals-not-covered.json`. */
export function parseLocalsNotCovered(o: Record<string, unknown>, c: Ctx): LocalsNotCovered {
  const byState = new Map<string, string[]>();
  c.arr(o.locals, 'locals').forEach((x, i) => {
    const e = c.obj(x, `locals[${i}]`);
    const st = c.str(e.state, `locals[${i}].state`);
    c.str(e.source, `locals[${i}].source`);
    const names = byState.get(st) ?? [];
    names.push(c.str(e.name, `locals[${i}].name`));
    byState.set(st, names);
  });
  return { meta: c.meta(o), byState };
}

/** Warns `local_not_covered` for the workplace state and the home state. */
export function warnLocalsNotCovered(c: CalcContext, t: LocalsNotCovered | null): void {
  if (!t) return;
  const states = new Set([c.input.workplace.state.toUpperCase()]);
  if (c.input.homeAddress) states.add(c.input.homeAddress.state.toUpperCase());
  for (const st of states) {
    const names = t.byState.get(st);
    if (names) {
      warn(
        c,
        'local_not_covered',
        `Local taxes in ${st} are not computed: ${names.join('; ')}. Check whether they apply to this employee (see docs/tax-coverage.md).`,
      );
    }
  }
}
