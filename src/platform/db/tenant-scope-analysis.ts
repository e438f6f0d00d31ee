/**
 * The tenant-scope rule over a PostgreSQL parse tree (the JSON of libpg-query, PostgreSQL's own
 * parser): every SELECT, UPDATE and DELETE that reads or writes a tenant table constrains that
 * table's `company_id` — `= <value>`, `= any(<value>)`, `in (<values>)` in its WHERE or join
 * conditions, or an equality with the `company_id` of another table reference that is itself
 * constrained — and every INSERT into a tenant table sets `company_id`. The root `companies` counts
 * through `companies.id`. CTEs, subqueries in FROM and in expressions and data-modifying CTEs are
 * checked on their own, in their scope. Other statements (DDL, transaction control, SET, VACUUM…)
 * are not checked. Pure: no parser, no database; see tenant-scope-check.ts for the rest.
 *
 * Only conjuncts count (a `company_id = $1` under OR constrains nothing). The ON condition of an
 * outer join constrains only its nullable side. A CTE or subquery in FROM whose own tables are
 * constrained is itself a constrained reference: joining on its `company_id` constrains the other side.
 */

/** A node of the parse tree: `{ SelectStmt: {...} }`, `{ ColumnRef: {...} }`, … */
type Node = Record<string, any>;

/** One breach of the rule in a statement. */
export interface ScopeViolation {
  /** The tenant table (or `companies`) the statement reads or writes without the scope. */
  table: string;
  /** What is missing, in words. */
  reason: string;
}

interface Rel {
  /** The table, or null for a CTE / subquery / function in FROM. */
  table: string | null;
  /** The name it is referenced by (alias, else the table or CTE name). */
  label: string;
  /** The column that pins it to one tenant: `company_id`, `id` for `companies`. */
  key: 'company_id' | 'id';
  /** A tenant table or the root: must end up pinned. */
  checked: boolean;
  pinned: boolean;
  scope: Scope;
}

interface Scope {
  rels: Rel[];
  parent: Scope | null;
  /** CTE name → whether that CTE is pinned to one tenant. */
  ctes: Map<string, boolean>;
}

/** An equality between pinning columns; `into` is the set of rels it may pin (outer joins). */
interface Edge {
  a: Rel[];
  b: Rel[];
  into: Set<Rel>;
}

const CATALOG_SCHEMAS = new Set(['pg_catalog', 'information_schema']);

/**
 * Walks a parsed statement list (`parseSync(sql).stmts` of libpg-query) and returns every
 * violation; an empty array when every statement is scoped. `tenantTables`: tables with
 * `company_id`; `root`: the tenant root table, pinned by its `id`.
 */
export function findScopeViolations(
  stmts: ReadonlyArray<{ stmt?: Node }>,
  tenantTables: ReadonlySet<string>,
  root: string,
): ScopeViolation[] {
  const out: ScopeViolation[] = [];
  const analyzer = new Analyzer(tenantTables, root, out);
  for (const s of stmts) if (s.stmt) analyzer.statement(s.stmt, null, new Map());
  return out;
}

class Analyzer {
  constructor(
    private readonly tenantTables: ReadonlySet<string>,
    private readonly root: string,
    private readonly out: ScopeViolation[],
  ) {}

  /** A statement node; returns whether it is pinned to one tenant. Non-DML statements are exempt. */
  statement(node: Node, outer: Scope | null, ctes: Map<string, boolean>): boolean {
    if (node.SelectStmt) return this.select(node.SelectStmt, outer, ctes);
    if (node.UpdateStmt) return this.update(node.UpdateStmt, outer, ctes);
    if (node.DeleteStmt) return this.delete(node.DeleteStmt, outer, ctes);
    if (node.InsertStmt) return this.insert(node.InsertStmt, outer, ctes);
    if (node.ExplainStmt) return this.statement(node.ExplainStmt.query, outer, ctes);
    if (node.MergeStmt) {
      const t = this.tableOf(node.MergeStmt.relation);
      if (t) this.out.push({ table: t, reason: 'MERGE is not supported by the tenant-scope check' });
    }
    return false;
  }

  private withCtes(withClause: Node | undefined, outer: Scope | null, ctes: Map<string, boolean>) {
    if (!withClause) return ctes;
    const env = new Map(ctes);
    for (const c of withClause.ctes ?? []) {
      const cte = c.CommonTableExpr as Node;
      // A recursive CTE refers to itself: not pinned until shown otherwise.
      if (withClause.recursive) env.set(cte.ctename, false);
      env.set(cte.ctename, this.statement(cte.ctequery, outer, env));
    }
    return env;
  }

  private select(s: Node, outer: Scope | null, inherited: Map<string, boolean>): boolean {
    const ctes = this.withCtes(s.withClause, outer, inherited);
    if (s.op && s.op !== 'SETOP_NONE') {
      const l = this.select(s.larg, outer, ctes);
      const r = this.select(s.rarg, outer, ctes);
      return l && r;
    }
    const scope: Scope = { rels: [], parent: outer, ctes };
    const edges: Edge[] = [];
    const lateral: Array<{ node: Node; rel: Rel }> = [];
    const quals: Array<{ expr: Node; into: Set<Rel> }> = [];
    for (const item of s.fromClause ?? []) this.fromItem(item, scope, quals, edges, lateral);
    const all = new Set(scope.rels);
    if (s.whereClause) quals.push({ expr: s.whereClause, into: all });
    this.settle(scope, quals, edges, lateral);
    for (const v of s.valuesLists ?? []) this.exprs(v, scope);
    for (const f of ['targetList', 'havingClause', 'groupClause', 'sortClause'] as const) {
      this.exprs(s[f], scope);
    }
    this.exprs(s.limitCount, scope);
    this.exprs(s.limitOffset, scope);
    return this.report(scope);
  }

  private update(u: Node, outer: Scope | null, inherited: Map<string, boolean>): boolean {
    const ctes = this.withCtes(u.withClause, outer, inherited);
    const scope: Scope = { rels: [], parent: outer, ctes };
    const edges: Edge[] = [];
    const lateral: Array<{ node: Node; rel: Rel }> = [];
    const quals: Array<{ expr: Node; into: Set<Rel> }> = [];
    const target = this.addRangeVar(u.relation, scope);
    for (const item of u.fromClause ?? []) this.fromItem(item, scope, quals, edges, lateral);
    if (u.whereClause) quals.push({ expr: u.whereClause, into: new Set(scope.rels) });
    this.settle(scope, quals, edges, lateral);
    this.exprs(u.targetList, scope);
    this.exprs(u.returningClause ?? u.returningList, scope);
    this.report(scope);
    return target.pinned;
  }

  private delete(d: Node, outer: Scope | null, inherited: Map<string, boolean>): boolean {
    const ctes = this.withCtes(d.withClause, outer, inherited);
    const scope: Scope = { rels: [], parent: outer, ctes };
    const edges: Edge[] = [];
    const lateral: Array<{ node: Node; rel: Rel }> = [];
    const quals: Array<{ expr: Node; into: Set<Rel> }> = [];
    const target = this.addRangeVar(d.relation, scope);
    for (const item of d.usingClause ?? []) this.fromItem(item, scope, quals, edges, lateral);
    if (d.whereClause) quals.push({ expr: d.whereClause, into: new Set(scope.rels) });
    this.settle(scope, quals, edges, lateral);
    this.exprs(d.returningClause ?? d.returningList, scope);
    this.report(scope);
    return target.pinned;
  }

  private insert(i: Node, outer: Scope | null, inherited: Map<string, boolean>): boolean {
    const ctes = this.withCtes(i.withClause, outer, inherited);
    const table = this.tableOf(i.relation);
    const setsCompany = (i.cols ?? []).some((c: Node) => c.ResTarget?.name === 'company_id');
    if (table && table !== this.root && !setsCompany) {
      this.out.push({ table, reason: `INSERT into ${table} does not set company_id` });
    }
    const source = i.selectStmt?.SelectStmt as Node | undefined;
    if (source) {
      if (source.valuesLists && !source.fromClause) {
        const scope: Scope = { rels: [], parent: outer, ctes };
        for (const v of source.valuesLists) this.exprs(v, scope);
      } else {
        this.select(source, outer, ctes);
      }
    }
    // ON CONFLICT and RETURNING see the inserted row, which carries its company_id.
    const scope: Scope = { rels: [], parent: outer, ctes };
    const target = this.addRangeVar(i.relation, scope);
    target.pinned = true;
    this.exprs(i.onConflictClause?.targetList, scope);
    this.exprs(i.onConflictClause?.whereClause, scope);
    this.exprs(i.returningClause ?? i.returningList, scope);
    return false;
  }

  /** The checked table a RangeVar names (tenant table or root), else null. */
  private tableOf(rv: Node | undefined): string | null {
    if (!rv?.relname || (rv.schemaname && CATALOG_SCHEMAS.has(rv.schemaname))) return null;
    return this.tenantTables.has(rv.relname) || rv.relname === this.root ? (rv.relname as string) : null;
  }

  private addRangeVar(rv: Node, scope: Scope): Rel {
    const label = (rv.alias?.aliasname as string | undefined) ?? (rv.relname as string);
    const cte = !rv.schemaname ? scope.ctes.get(rv.relname as string) : undefined;
    const rel: Rel =
      cte !== undefined
        ? { table: null, label, key: 'company_id', checked: false, pinned: cte, scope }
        : {
            table: rv.relname,
            label,
            key: rv.relname === this.root ? 'id' : 'company_id',
            checked: this.tableOf(rv) !== null,
            pinned: false,
            scope,
          };
    scope.rels.push(rel);
    return rel;
  }

  /** Adds a FROM item's relations to `scope`; returns them (for join sides). */
  private fromItem(
    item: Node,
    scope: Scope,
    quals: Array<{ expr: Node; into: Set<Rel> }>,
    edges: Edge[],
    lateral: Array<{ node: Node; rel: Rel }>,
  ): Rel[] {
    if (item.RangeVar) return [this.addRangeVar(item.RangeVar, scope)];
    if (item.JoinExpr) {
      const j = item.JoinExpr as Node;
      const left = this.fromItem(j.larg, scope, quals, edges, lateral);
      const right = this.fromItem(j.rarg, scope, quals, edges, lateral);
      const into = new Set(
        j.jointype === 'JOIN_LEFT'
          ? right
          : j.jointype === 'JOIN_RIGHT'
            ? left
            : j.jointype === 'JOIN_FULL'
              ? []
              : [...left, ...right],
      );
      if (j.quals) quals.push({ expr: j.quals, into });
      const using = (j.usingClause ?? []).map((u: Node) => u.String?.sval);
      if (using.includes('company_id')) {
        edges.push({ a: left.filter((r) => r.key === 'company_id'), b: right, into });
      }
      return [...left, ...right];
    }
    if (item.RangeSubselect) {
      const rs = item.RangeSubselect as Node;
      const rel = this.derived(rs.alias?.aliasname ?? '(subquery)', scope, false);
      if (rs.lateral) lateral.push({ node: rs.subquery, rel });
      else rel.pinned = this.statement(rs.subquery, scope.parent, scope.ctes);
      return [rel];
    }
    if (item.RangeFunction) {
      const rf = item.RangeFunction as Node;
      const rel = this.derived(rf.alias?.aliasname ?? '(function)', scope, false);
      lateral.push({ node: { RangeFunction: rf }, rel });
      return [rel];
    }
    // Anything else (TABLESAMPLE, XMLTABLE…): its tables are checked like FROM items.
    const inner = item.RangeTableSample?.relation;
    return inner ? this.fromItem(inner, scope, quals, edges, lateral) : [];
  }

  private derived(label: string, scope: Scope, pinned: boolean): Rel {
    const rel: Rel = { table: null, label, key: 'company_id', checked: false, pinned, scope };
    scope.rels.push(rel);
    return rel;
  }

  /** Pins the rels of `scope` from the conjuncts, then lateral items, until nothing changes. */
  private settle(
    scope: Scope,
    quals: Array<{ expr: Node; into: Set<Rel> }>,
    edges: Edge[],
    lateral: Array<{ node: Node; rel: Rel }>,
  ) {
    for (const q of quals) for (const c of conjuncts(q.expr)) this.conjunct(c, scope, q.into, edges);
    propagate(scope, edges);
    for (const l of lateral) {
      if (l.node.RangeFunction) this.exprs(l.node.RangeFunction.functions, scope);
      else l.rel.pinned = this.statement(l.node, scope, scope.ctes) || l.rel.pinned;
    }
    propagate(scope, edges);
    for (const q of quals) this.exprs(q.expr, scope);
  }

  private conjunct(e: Node, scope: Scope, into: Set<Rel>, edges: Edge[]) {
    const a = e.A_Expr as Node | undefined;
    if (!a || opName(a) !== '=') return;
    const left = this.keyRefs(a.lexpr, scope);
    const right = this.keyRefs(a.rexpr, scope);
    const pin = (rels: Rel[]) => rels.filter((r) => into.has(r)).forEach((r) => (r.pinned = true));
    if (a.kind === 'AEXPR_OP') {
      if (left.length > 0 && isValue(a.rexpr)) pin(left);
      else if (right.length > 0 && isValue(a.lexpr)) pin(right);
      else if (left.length > 0 && right.length > 0) edges.push({ a: left, b: right, into });
    } else if ((a.kind === 'AEXPR_OP_ANY' || a.kind === 'AEXPR_IN') && left.length > 0 && isValue(a.rexpr)) {
      pin(left);
    }
  }

  /** The rels whose pinning column `expr` is (through casts), resolved like PostgreSQL would. */
  private keyRefs(expr: Node | undefined, scope: Scope): Rel[] {
    while (expr?.TypeCast) expr = expr.TypeCast.arg as Node;
    const fields = expr?.ColumnRef?.fields as Node[] | undefined;
    if (!fields || fields.some((f) => !f.String)) return [];
    const names = fields.map((f) => f.String.sval as string);
    const col = names.at(-1)!;
    if (names.length >= 2) {
      const label = names.at(-2)!;
      for (let s: Scope | null = scope; s; s = s.parent) {
        const rel = s.rels.find((r) => r.label === label);
        if (rel) return rel.key === col ? [rel] : [];
      }
      return [];
    }
    for (let s: Scope | null = scope; s; s = s.parent) {
      if (col === 'company_id') {
        const found = s.rels.filter((r) => r.key === 'company_id' && (r.checked || r.table === null));
        if (found.length > 0) return found;
      } else if (s.rels.length > 0) {
        // `id` of the root only when it is the one relation in scope (else another table's id).
        return col === 'id' && s.rels.length === 1 && s.rels[0]!.key === 'id' ? [s.rels[0]!] : [];
      }
    }
    return [];
  }

  /** Checks every statement nested in expressions (sub-links) with `scope` as their outer scope. */
  private exprs(node: unknown, scope: Scope): void {
    if (Array.isArray(node)) {
      for (const n of node) this.exprs(n, scope);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as Node;
    if (n.SubLink) {
      this.exprs(n.SubLink.testexpr, scope);
      this.statement(n.SubLink.subselect, scope, scope.ctes);
      return;
    }
    for (const k of ['SelectStmt', 'InsertStmt', 'UpdateStmt', 'DeleteStmt']) {
      if (n[k]) {
        this.statement(n, scope, scope.ctes);
        return;
      }
    }
    for (const v of Object.values(n)) this.exprs(v, scope);
  }

  /** Records the checked rels of `scope` left unpinned; returns whether the scope is pinned. */
  private report(scope: Scope): boolean {
    let pinned = false;
    for (const r of scope.rels) {
      if (r.checked && !r.pinned) {
        const key = r.key === 'id' ? `${r.table}.id` : 'company_id';
        const as = r.label !== r.table ? ` (as ${r.label})` : '';
        this.out.push({
          table: r.table!,
          reason: `${r.table}${as} is read or written without a ${key} predicate`,
        });
      }
      if (r.pinned && (r.checked || r.table === null)) pinned = true;
    }
    return pinned;
  }
}

/** Equalities between pinning columns: a pinned side pins the other, within `into` and this scope. */
function propagate(scope: Scope, edges: Edge[]) {
  let changed = true;
  while (changed) {
    changed = false;
    for (const e of edges) {
      for (const [from, to] of [
        [e.a, e.b],
        [e.b, e.a],
      ] as const) {
        if (!from.some((r) => r.pinned)) continue;
        for (const r of to) {
          if (!r.pinned && r.scope === scope && e.into.has(r)) {
            r.pinned = true;
            changed = true;
          }
        }
      }
    }
  }
}

/** The top-level AND terms of an expression. */
function conjuncts(e: Node): Node[] {
  if (e.BoolExpr?.boolop === 'AND_EXPR') return (e.BoolExpr.args as Node[]).flatMap(conjuncts);
  return [e];
}

function opName(a: Node): string | undefined {
  const name = a.name as Node[] | undefined;
  return name?.at(-1)?.String?.sval;
}

/** A value that does not depend on any row: parameters, literals, arrays and lists of them, casts. */
function isValue(e: Node | undefined): boolean {
  if (!e) return false;
  if (e.ParamRef || e.A_Const) return true;
  if (e.TypeCast) return isValue(e.TypeCast.arg);
  if (e.A_ArrayExpr) return ((e.A_ArrayExpr.elements ?? []) as Node[]).every(isValue);
  if (e.List) return ((e.List.items ?? []) as Node[]).every(isValue);
  return false;
}
