/**
 * Queries built and compiled once, executed many times with new values (the Kysely recipe
 * "splitting query building and execution": `db.executeQuery(compiledQuery)`).
 *
 * The query is built with `slot('name')` wherever a value changes between executions; the first
 * execution on a database handle compiles it, notes which positional parameter (`$1`, `$2`, …) each
 * slot became, and every execution then only swaps the values into a copy of the parameter list.
 * The SQL text stays the same, so it still runs through Kysely's executor and the database's driver
 * like any other query (no raw pool), and the statement is the same for every call of a shape.
 *
 * The compiled text is also registered here under a statement name, and both drivers run it as a
 * named prepared statement — the `pg` pool of database.ts through named-statements.ts, PGlite
 * through pglite-prepared.ts: parsed once per connection, and PostgreSQL may reuse a generic plan
 * instead of planning every execution.
 *
 * A hand-written statement (a `sql` template whose shape never changes, such as the punch's read
 * and write) opts in with the {@link PREPARED} marker comment instead: its text is registered the
 * first time it runs.
 *
 * A slot can only stand where Kysely binds a value as a parameter (`where(col, '=', slot('x'))`,
 * `limit(slot('n'))`, `sql\`${slot('x')}\``); anything else (a column name, `sql.lit`, a list whose
 * length varies) is part of the shape: build one prepared query per shape.
 */
import { sql, type Compilable, type CompiledQuery, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from './schema.js';

/** Marker standing for a named value in a query under construction. */
class Slot {
  constructor(readonly name: string) {}
}

/** `slot(name)`: the placeholder of the value `values[name]` (typed as that value for the builder). */
export type SlotOf<P> = <K extends keyof P & string>(name: K) => P[K];

/** One positional parameter of a compiled template: a named slot or a constant of the query. */
type Param = { slot: string } | { value: unknown };

interface Template {
  compiled: CompiledQuery;
  /** Per positional parameter: the slot's name, or undefined for a constant (then in `constants`). */
  slots: Array<string | undefined>;
  constants: unknown[];
}

/** Statement name of each registered SQL text (one per prepared query shape, so the map stays small). */
const statementNames = new Map<string, string>();

/** The marker comment of a hand-written statement to run prepared (anywhere in its text). */
export const PREPARED = '/* prepared */';

/** {@link PREPARED} as a SQL fragment, for `sql` templates. */
export const prepared: RawBuilder<unknown> = sql.raw(PREPARED);

/**
 * The server-side statement name of `text` when it is the text of a prepared query or carries the
 * {@link PREPARED} marker, else undefined.
 */
export function preparedStatementName(text: string): string | undefined {
  const name = statementNames.get(text);
  if (name !== undefined || !text.includes(PREPARED)) return name;
  const added = `payclock_${statementNames.size + 1}`;
  statementNames.set(text, added);
  return added;
}

/** A query compiled once per database handle; see the module comment. */
export interface PreparedQuery<P, R> {
  /** The rows of the query with `values` in its slots. */
  execute(db: Kysely<DB>, values: P): Promise<R[]>;
  /** The first row, or undefined. */
  executeTakeFirst(db: Kysely<DB>, values: P): Promise<R | undefined>;
  /** The compiled SQL text (the same for every execution; tests and EXPLAIN read it). */
  sql(db: Kysely<DB>): string;
}

/**
 * Prepares the query that `build` makes. `build` is called once per database handle (a
 * `Kysely` instance or a transaction), never per execution.
 * @throws Error at the first execution when a slot was not compiled as a parameter.
 */
export function prepareQuery<P extends Record<string, unknown>, R>(
  build: (db: Kysely<DB>, slot: SlotOf<P>) => Compilable<R>,
): PreparedQuery<P, R> {
  const templates = new WeakMap<Kysely<DB>, Template>();
  const slot = ((name: string) => new Slot(name)) as unknown as SlotOf<P>;

  function template(db: Kysely<DB>): Template {
    let t = templates.get(db);
    if (t) return t;
    const used = new Set<string>();
    const tracking = ((name: string) => {
      used.add(name);
      return slot(name as keyof P & string);
    }) as SlotOf<P>;
    const compiled = build(db, tracking).compile();
    const params: Param[] = compiled.parameters.map((p) =>
      p instanceof Slot ? { slot: p.name } : { value: p },
    );
    for (const name of used) {
      if (!params.some((p) => 'slot' in p && p.slot === name)) {
        throw new Error(`prepareQuery: slot "${name}" is not a bound parameter of: ${compiled.sql}`);
      }
    }
    t = {
      compiled,
      slots: params.map((p) => ('slot' in p ? p.slot : undefined)),
      constants: params.map((p) => ('slot' in p ? undefined : p.value)),
    };
    templates.set(db, t);
    if (!statementNames.has(compiled.sql)) {
      statementNames.set(compiled.sql, `payclock_${statementNames.size + 1}`);
    }
    return t;
  }

  async function execute(db: Kysely<DB>, values: P): Promise<R[]> {
    const { compiled, slots, constants } = template(db);
    const parameters = new Array<unknown>(slots.length);
    for (let i = 0; i < slots.length; i++) {
      const name = slots[i];
      parameters[i] = name === undefined ? constants[i] : values[name];
    }
    const result = await db.executeQuery<R>({ ...compiled, parameters } as CompiledQuery<R>);
    return result.rows;
  }

  return {
    execute,
    executeTakeFirst: async (db, values) => (await execute(db, values))[0],
    sql: (db) => template(db).compiled.sql,
  };
}
